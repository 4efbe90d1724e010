// A hostel's visitor rules and blackout periods: the chosen hostel's rules filled in, fields out of range named before
// anything is sent, a save said in words, a field the server names marked; a blackout added in IST and removed.
import type { VisitorRules } from '@campus-hostel/contracts/api';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { NotificationRegion } from '../../../../components/ui/notification-region';
import { ApiError } from '../../../../lib/errors';
import * as api from '../api/visitor-rules';
import { VisitorRulesSection } from './visitor-rules';

vi.mock('../api/visitor-rules', async (importOriginal) => ({
  ...(await importOriginal<typeof api>()),
  getVisitorRules: vi.fn(),
  saveVisitorRules: vi.fn(),
  addBlackout: vi.fn(),
  removeBlackout: vi.fn(),
}));

const EXAMS = {
  id: 7,
  hostel_name: 'Kanhar',
  starts_at: '2026-12-01T03:30:00Z',
  ends_at: '2026-12-05T12:30:00Z',
  reason: 'End-semester exams',
};
const KANHAR: VisitorRules = {
  hostel_name: 'Kanhar',
  visit_from: '09:00:00',
  visit_to: '19:00:00',
  max_at_once: 2,
  days_ahead: 14,
  areas: 'The visitors’ lounge on the ground floor',
  other_gender: false,
  blackouts: [EXAMS],
};
const GOPAD: VisitorRules = { ...KANHAR, hostel_name: 'Gopad', visit_to: '18:00:00', blackouts: [] };

function renderRules(hostel = 'Kanhar') {
  return render(
    <>
      <VisitorRulesSection hostel={hostel} />
      <NotificationRegion />
    </>,
  );
}

const rulesForm = () => screen.findByRole('form', { name: 'Visitor rules of Kanhar' });

beforeEach(() => {
  vi.mocked(api.getVisitorRules).mockReset().mockResolvedValue([KANHAR, GOPAD]);
  vi.mocked(api.saveVisitorRules).mockReset();
  vi.mocked(api.addBlackout).mockReset();
  vi.mocked(api.removeBlackout).mockReset();
});

describe('the visitor rules', () => {
  it('when the rules load, then the chosen hostel’s are filled in', async () => {
    renderRules('Gopad');
    const form = await screen.findByRole('form', { name: 'Visitor rules of Gopad' });
    expect(within(form).getByLabelText('Visiting from (IST)')).toHaveValue('09:00');
    expect(within(form).getByLabelText('Visiting until (IST)')).toHaveValue('18:00');
    expect(within(form).getByLabelText('Visitors of a host at once')).toHaveValue('2');
    expect(within(form).getByLabelText('Where visitors may go')).toHaveValue(
      'The visitors’ lounge on the ground floor',
    );
    expect(within(form).getByRole('checkbox', { name: 'Visitors of the other gender may visit' })).not.toBeChecked();
    expect(screen.getByText('No blackout periods ahead.')).toBeInTheDocument();
  });

  it('when fields are out of range, then each is named and nothing is sent', async () => {
    const user = userEvent.setup();
    renderRules();
    const form = await rulesForm();
    await user.clear(within(form).getByLabelText('Visitors of a host at once'));
    await user.type(within(form).getByLabelText('Visitors of a host at once'), '11');
    await user.clear(within(form).getByLabelText('Days ahead a pass may be made'));
    await user.clear(within(form).getByLabelText('Where visitors may go'));
    await user.click(within(form).getByRole('button', { name: 'Save rules of Kanhar' }));
    expect(within(form).getByLabelText('Visitors of a host at once')).toHaveAccessibleDescription(
      'Must be a whole number from 1 to 10.',
    );
    expect(within(form).getByLabelText('Days ahead a pass may be made')).toHaveAccessibleDescription(
      'Must be a whole number from 0 to 60.',
    );
    expect(within(form).getByLabelText('Where visitors may go')).toHaveAccessibleDescription(
      'Say where visitors may go, in at most 300 characters.',
    );
    expect(api.saveVisitorRules).not.toHaveBeenCalled();
  });

  it('when visiting hours end before they start, then the end is named and nothing is sent', async () => {
    const user = userEvent.setup();
    renderRules();
    const form = await rulesForm();
    await user.clear(within(form).getByLabelText('Visiting until (IST)'));
    await user.type(within(form).getByLabelText('Visiting until (IST)'), '08:00');
    await user.click(within(form).getByRole('button', { name: 'Save rules of Kanhar' }));
    expect(within(form).getByLabelText('Visiting until (IST)')).toHaveAccessibleDescription(
      'Must be after the start of visiting hours.',
    );
    expect(within(form).getByLabelText('Visiting from (IST)')).not.toHaveAccessibleDescription();
    expect(api.saveVisitorRules).not.toHaveBeenCalled();
  });

  it('when the rules are saved, then the edit is sent and said in words', async () => {
    const user = userEvent.setup();
    vi.mocked(api.saveVisitorRules).mockImplementation((body) =>
      Promise.resolve({ ...KANHAR, ...body, visit_from: `${body.visit_from}:00`, visit_to: `${body.visit_to}:00` }),
    );
    renderRules();
    const form = await rulesForm();
    await user.clear(within(form).getByLabelText('Visiting until (IST)'));
    await user.type(within(form).getByLabelText('Visiting until (IST)'), '20:30');
    await user.click(within(form).getByRole('checkbox', { name: 'Visitors of the other gender may visit' }));
    await user.click(within(form).getByRole('button', { name: 'Save rules of Kanhar' }));
    expect(await screen.findByText('The visitor rules of Kanhar are saved.')).toBeInTheDocument();
    expect(api.saveVisitorRules).toHaveBeenCalledWith({
      hostel_name: 'Kanhar',
      visit_from: '09:00',
      visit_to: '20:30',
      max_at_once: 2,
      days_ahead: 14,
      areas: 'The visitors’ lounge on the ground floor',
      other_gender: true,
    });
    expect(within(form).getByLabelText('Visiting until (IST)')).toHaveValue('20:30');
  });

  it('when the server refuses a field, then that field is marked; any other refusal is said in words', async () => {
    const user = userEvent.setup();
    vi.mocked(api.saveVisitorRules)
      .mockRejectedValueOnce(new ApiError('days_ahead must be at most 60', 400, { code: 'invalid_request' }))
      .mockRejectedValueOnce(new ApiError('You do not serve this hostel', 403, { code: 'forbidden' }));
    renderRules();
    const form = await rulesForm();
    const save = within(form).getByRole('button', { name: 'Save rules of Kanhar' });
    await user.click(save);
    expect(await within(form).findByText('Must be a whole number from 0 to 60.')).toBeInTheDocument();
    await user.click(save);
    expect(await screen.findByText('You do not serve this hostel')).toBeInTheDocument();
  });

  it('when the rules cannot be read, then it says so with a way to try again', async () => {
    vi.mocked(api.getVisitorRules).mockRejectedValueOnce(new Error('down'));
    renderRules();
    expect(await screen.findByRole('alert')).toHaveTextContent('The visitor rules could not be loaded.');
  });
});

describe('the blackout periods', () => {
  it('when a period is listed, then its times are in IST with its reason and a remove button named by it', async () => {
    renderRules();
    const row = (await screen.findByRole('rowheader', { name: 'End-semester exams' })).closest('tr')!;
    expect(row).toHaveTextContent(/1 Dec 2026, 09:00 am\s*– 5 Dec 2026, 06:00 pm/i);
    expect(within(row).getByRole('button', { name: 'Remove blackout period: End-semester exams' })).toBeVisible();
  });

  it('when a period is added, then its IST times are sent, the result said and the period listed', async () => {
    const user = userEvent.setup();
    const diwali = {
      id: 8,
      hostel_name: 'Kanhar',
      starts_at: '2026-11-08T12:30:00Z',
      ends_at: '2026-11-09T04:30:00Z',
      reason: 'Diwali night',
    };
    vi.mocked(api.addBlackout).mockResolvedValue(diwali);
    renderRules();
    const form = await screen.findByRole('form', { name: 'Add blackout period' });
    await user.type(within(form).getByLabelText('From (IST)'), '2026-11-08T18:00');
    await user.type(within(form).getByLabelText('Until (IST)'), '2026-11-09T10:00');
    await user.type(within(form).getByLabelText('Reason'), '  Diwali night ');
    await user.click(within(form).getByRole('button', { name: 'Add blackout period' }));
    expect(api.addBlackout).toHaveBeenCalledWith({
      hostel_name: 'Kanhar',
      starts_at: '2026-11-08T18:00:00+05:30',
      ends_at: '2026-11-09T10:00:00+05:30',
      reason: 'Diwali night',
    });
    expect(
      await screen.findByText(/^Blackout period added to Kanhar: 8 Nov 2026, 06:00 pm – 9 Nov 2026, 10:00 am\.$/i),
    ).toBeInTheDocument();
    const rows = screen.getAllByRole('rowheader').map((header) => header.textContent);
    expect(rows).toEqual(['Diwali night', 'End-semester exams']);
    expect(within(form).getByLabelText('Reason')).toHaveValue('');
  });

  it('when the end is not after the start or the reason is missing, then each is named and nothing is sent', async () => {
    const user = userEvent.setup();
    renderRules();
    const form = await screen.findByRole('form', { name: 'Add blackout period' });
    await user.type(within(form).getByLabelText('From (IST)'), '2026-11-09T10:00');
    await user.type(within(form).getByLabelText('Until (IST)'), '2026-11-09T09:00');
    await user.click(within(form).getByRole('button', { name: 'Add blackout period' }));
    expect(within(form).getByLabelText('Until (IST)')).toHaveAccessibleDescription('Give an end after the start.');
    expect(within(form).getByLabelText('Reason')).toHaveAccessibleDescription(
      'Give a reason, in at most 300 characters.',
    );
    expect(api.addBlackout).not.toHaveBeenCalled();
  });

  it('when a period is removed, then the result is said and it leaves the list', async () => {
    const user = userEvent.setup();
    vi.mocked(api.removeBlackout).mockResolvedValue(EXAMS);
    renderRules();
    await user.click(await screen.findByRole('button', { name: 'Remove blackout period: End-semester exams' }));
    expect(api.removeBlackout).toHaveBeenCalledWith(7);
    expect(await screen.findByText('Blackout period removed: End-semester exams.')).toBeInTheDocument();
    expect(screen.getByText('No blackout periods ahead.')).toBeInTheDocument();
  });

  it('when a removal fails, then the server’s words are said and the period stays', async () => {
    const user = userEvent.setup();
    vi.mocked(api.removeBlackout).mockRejectedValue(
      new ApiError('No such blackout period', 404, { code: 'not_found' }),
    );
    renderRules();
    await user.click(await screen.findByRole('button', { name: 'Remove blackout period: End-semester exams' }));
    expect(await screen.findByText('No such blackout period')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove blackout period: End-semester exams' })).toBeEnabled();
  });
});
