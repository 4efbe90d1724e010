// The guardian panel: the record's guardian, a proposal waiting for the office, and a new proposal checked before it
// goes; without a student record the office cannot take one, and the panel says where to fill it in.
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NotificationRegion } from '../../../components/ui/notification-region';
import { ApiError } from '../../../lib/errors';
import { getMyGuardian, proposeGuardian } from '../api/guardian';
import { GuardianPanel } from './guardian-panel';

vi.mock('../api/guardian', () => ({ getMyGuardian: vi.fn(), proposeGuardian: vi.fn() }));
afterEach(() => vi.resetAllMocks());

const SURESH = {
  guardian_name: 'Suresh Verma',
  guardian_relation: 'father',
  guardian_email: 'suresh@example.com',
  guardian_phone: '9812345678',
};
const ANITA = {
  ...SURESH,
  guardian_name: 'Anita Verma',
  guardian_relation: 'mother',
  guardian_email: 'anita@example.com',
};

function renderPanel() {
  render(
    <>
      <GuardianPanel userId="u1" />
      <NotificationRegion />
    </>,
  );
  return userEvent.setup();
}

describe('GuardianPanel', () => {
  it('when a change is pending, then the record’s guardian shows with the proposal waiting for the office', async () => {
    vi.mocked(getMyGuardian).mockResolvedValue({
      guardian: SURESH,
      proposed: { ...ANITA, id: 3, created_at: '2026-11-20T06:30:00Z' },
    });
    renderPanel();
    expect(await screen.findByText(/Suresh Verma \(Father\)/)).toBeInTheDocument();
    const note = screen.getByRole('note');
    expect(note).toHaveTextContent('Waiting for the office:');
    expect(within(note).getByText(/Anita Verma \(Mother\)/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Propose another guardian instead' })).toBeInTheDocument();
  });

  it('when a guardian is proposed, then a bad field is said beside it, and a good proposal shows as waiting', async () => {
    vi.mocked(getMyGuardian).mockResolvedValue({ guardian: SURESH, proposed: null });
    vi.mocked(proposeGuardian).mockResolvedValue({
      guardian: SURESH,
      proposed: { ...ANITA, id: 4, created_at: '2026-11-28T06:30:00Z' },
    });
    const user = renderPanel();
    await user.click(await screen.findByRole('button', { name: 'Propose a different guardian' }));
    const form = screen.getByRole('form', { name: 'Propose a guardian' });
    await user.type(within(form).getByRole('textbox', { name: 'Guardian’s name' }), 'Anita Verma');
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Relation to you' }), 'mother');
    await user.type(within(form).getByRole('textbox', { name: 'Guardian’s email' }), 'anita@example.com');
    await user.type(within(form).getByRole('textbox', { name: 'Guardian’s phone' }), '123');
    await user.click(within(form).getByRole('button', { name: 'Send to the office' }));
    expect(within(form).getByRole('textbox', { name: 'Guardian’s phone' })).toHaveAttribute('aria-invalid', 'true');
    expect(proposeGuardian).not.toHaveBeenCalled();

    await user.clear(within(form).getByRole('textbox', { name: 'Guardian’s phone' }));
    await user.type(within(form).getByRole('textbox', { name: 'Guardian’s phone' }), '9812345678');
    await user.click(within(form).getByRole('button', { name: 'Send to the office' }));
    expect(proposeGuardian).toHaveBeenCalledWith({ ...ANITA });
    expect(await screen.findByRole('note')).toHaveTextContent('Waiting for the office:');
    expect(screen.queryByRole('form')).toBeNull();
  });

  it('when there is no student record, then the office cannot take a proposal and the panel says so', async () => {
    vi.mocked(getMyGuardian).mockResolvedValue({ guardian: null, proposed: null });
    vi.mocked(proposeGuardian).mockRejectedValue(new ApiError('No record', 409, { code: 'no_record' }));
    const user = renderPanel();
    expect(await screen.findByText('No guardian is on your student record yet.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Propose a different guardian' }));
    const form = screen.getByRole('form', { name: 'Propose a guardian' });
    await user.type(within(form).getByRole('textbox', { name: 'Guardian’s name' }), 'Anita Verma');
    await user.type(within(form).getByRole('textbox', { name: 'Guardian’s email' }), 'anita@example.com');
    await user.type(within(form).getByRole('textbox', { name: 'Guardian’s phone' }), '9812345678');
    await user.click(within(form).getByRole('button', { name: 'Send to the office' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Fill in your student record');
  });
});
