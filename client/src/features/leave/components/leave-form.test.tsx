// The leave form: each empty or malformed field says so beside it and takes the focus; the hostel's rules broken are
// said in words beside the field they concern (too late: the start; too long: the end) or above the button; a leave
// asked for is sent as IST moments and the form empties.
import type { LeaveRules } from '@campus-hostel/contracts/api';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NotificationRegion } from '../../../components/ui/notification-region';
import { ApiError } from '../../../lib/errors';
import { applyForLeave } from '../api/leave';
import { leaveOf } from './leave.fixture';
import { LeaveForm } from './leave-form';

vi.mock('../api/leave', () => ({ applyForLeave: vi.fn() }));
afterEach(() => vi.resetAllMocks());

const RULES: LeaveRules = {
  hostel_name: 'Kanhar',
  notice_hours: 24,
  max_days: 7,
  guardian_consent: true,
  curfew: '22:00',
  late_notice_minutes: 60,
};

function renderForm(onApplied = vi.fn()) {
  render(
    <>
      <LeaveForm rules={RULES} onApplied={onApplied} />
      <NotificationRegion />
    </>,
  );
  return userEvent.setup();
}

async function fillIn(user: ReturnType<typeof userEvent.setup>, phone = '98765 43210') {
  await user.type(screen.getByLabelText('Leaving on (date and time)'), '2026-12-01T09:30');
  await user.type(screen.getByLabelText('Back on (date and time)'), '2026-12-03T18:00');
  await user.type(screen.getByRole('textbox', { name: 'Where you are going' }), 'Bilaspur');
  await user.type(screen.getByRole('textbox', { name: 'Why' }), 'Family function');
  await user.type(screen.getByRole('textbox', { name: /Phone you can be reached on/ }), phone);
}

describe('LeaveForm', () => {
  it('when sent empty, then every field says what it needs and the first takes the focus; nothing is sent', async () => {
    const user = renderForm();
    await user.click(screen.getByRole('button', { name: 'Ask for leave' }));
    const from = screen.getByLabelText('Leaving on (date and time)');
    expect(from).toHaveAccessibleDescription('Choose when you leave.');
    expect(from).toHaveFocus();
    expect(screen.getByRole('textbox', { name: 'Where you are going' })).toHaveAccessibleDescription(
      'Write where you are going.',
    );
    expect(screen.getByRole('textbox', { name: /Phone/ })).toHaveAttribute('aria-invalid', 'true');
    expect(applyForLeave).not.toHaveBeenCalled();
  });

  it('when the phone is not a phone number, then it says so beside the phone', async () => {
    const user = renderForm();
    await fillIn(user, '12345');
    await user.click(screen.getByRole('button', { name: 'Ask for leave' }));
    expect(screen.getByRole('textbox', { name: /Phone/ })).toHaveAccessibleDescription(
      /A 10-digit mobile.*Write a 10-digit mobile/,
    );
    expect(applyForLeave).not.toHaveBeenCalled();
  });

  it('when it is sent, then the times go as IST moments and the form empties', async () => {
    const onApplied = vi.fn();
    const applied = leaveOf({ from: '2026-12-01T04:00:00.000Z', to: '2026-12-03T12:30:00.000Z' });
    vi.mocked(applyForLeave).mockResolvedValue(applied);
    const user = renderForm(onApplied);
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Ask for leave' }));
    expect(applyForLeave).toHaveBeenCalledWith({
      from: '2026-12-01T09:30:00+05:30',
      to: '2026-12-03T18:00:00+05:30',
      destination: 'Bilaspur',
      reason: 'Family function',
      phone: '98765 43210',
    });
    expect(onApplied).toHaveBeenCalledWith(applied);
    expect(await screen.findByText(/Leave asked for, from/)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Where you are going' })).toHaveValue('');
  });

  it.each([
    ['too_late', 'Leaving on (date and time)', 'at least 24 hours before it starts'],
    ['too_long', 'Back on (date and time)', 'at most 7 days in your hostel'],
    ['overlaps', 'Leaving on (date and time)', 'already have leave asked for or approved'],
  ] as const)('when the server refuses it as %s, then the words show beside %s', async (code, label, words) => {
    vi.mocked(applyForLeave).mockRejectedValue(new ApiError('Refused', 409, { code }));
    const user = renderForm();
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Ask for leave' }));
    const field = await screen.findByLabelText(label);
    expect(field).toHaveAccessibleDescription(new RegExp(words));
    expect(field).toHaveFocus();
  });

  it.each([
    ['no_bed', 403, 'once you hold a bed'],
    ['no_guardian', 409, 'fill in your student record, with your guardian'],
    ['too_many', 409, 'five times today'],
  ] as const)(
    'when the server refuses it as %s, then the form says why above the button',
    async (code, status, words) => {
      vi.mocked(applyForLeave).mockRejectedValue(new ApiError('Refused', status, { code }));
      const user = renderForm();
      await fillIn(user);
      await user.click(screen.getByRole('button', { name: 'Ask for leave' }));
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent(new RegExp(words));
      expect(alert).toHaveFocus();
    },
  );
});
