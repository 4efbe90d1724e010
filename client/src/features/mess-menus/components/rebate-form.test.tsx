// Applying for a rebate: the mess's rules are said before the form, missing or reversed days are caught here, a good
// request is sent as typed, and the server's refusal by the mess's rules is said in its words.
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/errors';
import { renderInApp } from '../../../testing/render';
import * as api from '../api/rebates';
import { RebateForm } from './rebate-form';
import { earliestRebateDay, RebateRules } from './rebate-rules';

vi.mock('../api/rebates', async (importOriginal) => ({
  ...(await importOriginal<typeof api>()),
  applyRebate: vi.fn(),
}));

const GOPAD = { id: 2, name: 'Gopad Mess', rebateMinDays: 4, rebateNoticeDays: 3 };
const REBATE = {
  id: 7,
  mess_id: 2,
  from_on: '2026-12-10',
  to_on: '2026-12-14',
  reason: 'Going home',
  status: 'pending' as const,
  note: null,
};

beforeEach(() => {
  vi.clearAllMocks();
  vi.mocked(api.applyRebate).mockResolvedValue(REBATE);
});

describe('RebateForm', () => {
  it('when the rules are shown, then they say the minimum days and the notice, and the earliest first day', () => {
    renderInApp(<RebateRules mess={GOPAD} today="2026-11-28" />);
    expect(
      screen.getByText('Rules at Gopad Mess: at least 4 days in a row, applied 3 days ahead.'),
    ).toBeInTheDocument();
    expect(screen.getByText('The earliest first day you can choose now is 1 Dec 2026.')).toBeInTheDocument();
    expect(earliestRebateDay(GOPAD, '2026-11-30')).toBe('2026-12-03');
  });

  it('when sent empty or with the last day before the first, then each field says why and nothing is sent', async () => {
    const { user } = renderInApp(<RebateForm earliest="2026-12-01" onApplied={vi.fn()} />);
    expect(screen.getByLabelText('First day away')).toHaveAttribute('min', '2026-12-01');
    await user.click(screen.getByRole('button', { name: 'Apply for rebate' }));
    expect(screen.getByLabelText('First day away')).toHaveAccessibleDescription('Choose the first day away.');
    expect(screen.getByLabelText('Reason')).toHaveAccessibleDescription('Say why you will be away.');
    expect(screen.getByLabelText('First day away')).toHaveFocus();
    await user.type(screen.getByLabelText('First day away'), '2026-12-10');
    await user.type(screen.getByLabelText('Last day away'), '2026-12-08');
    await user.type(screen.getByLabelText('Reason'), 'Going home');
    await user.click(screen.getByRole('button', { name: 'Apply for rebate' }));
    expect(screen.getByLabelText('Last day away')).toHaveAccessibleDescription(
      'The last day cannot be before the first.',
    );
    expect(api.applyRebate).not.toHaveBeenCalled();
  });

  it('when the days and a reason are sent, then the request goes as typed and the form is cleared', async () => {
    const onApplied = vi.fn();
    const { user } = renderInApp(<RebateForm earliest="2026-12-01" onApplied={onApplied} />);
    await user.type(screen.getByLabelText('First day away'), '2026-12-10');
    await user.type(screen.getByLabelText('Last day away'), '2026-12-14');
    await user.type(screen.getByLabelText('Reason'), '  Going home ');
    await user.click(screen.getByRole('button', { name: 'Apply for rebate' }));
    expect(api.applyRebate).toHaveBeenCalledWith({ from_on: '2026-12-10', to_on: '2026-12-14', reason: 'Going home' });
    expect(onApplied).toHaveBeenCalledWith(REBATE);
    expect(await screen.findByText(/Your rebate from 10 Dec 2026 to 14 Dec 2026 is applied for/)).toBeInTheDocument();
    expect(screen.getByLabelText('Reason')).toHaveValue('');
  });

  it('when the server refuses too short a rebate, then its words are shown and the form keeps what was typed', async () => {
    vi.mocked(api.applyRebate).mockRejectedValue(
      new ApiError('A rebate in your mess is at least 4 days in a row', 409, { code: 'too_short' }),
    );
    const { user } = renderInApp(<RebateForm earliest="2026-12-01" onApplied={vi.fn()} />);
    await user.type(screen.getByLabelText('First day away'), '2026-12-10');
    await user.type(screen.getByLabelText('Last day away'), '2026-12-11');
    await user.type(screen.getByLabelText('Reason'), 'Fest');
    await user.click(screen.getByRole('button', { name: 'Apply for rebate' }));
    expect(await screen.findByText('A rebate in your mess is at least 4 days in a row')).toBeInTheDocument();
    expect(screen.getByLabelText('Reason')).toHaveValue('Fest');
  });
});
