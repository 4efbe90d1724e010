// The office's dues: each student's month, and a correction in rupees with a reason that the API receives in paise;
// a reader who only oversees the mess cannot correct.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { correctBill, type MessDue } from '../api/mess-bills';
import { DuesList } from './dues-list';

vi.mock('../api/mess-bills', () => ({ correctBill: vi.fn() }));

const STUDENT: MessDue = {
  user_id: '00000000-0000-4000-8000-0000000000c1',
  full_name: 'Meera Iyer',
  roll_number: '22CS1001',
  charges_minor: 375000,
  credits_minor: 50000,
  paid_minor: 0,
  balance_minor: 325000,
  due_minor: 325000,
};

function renderDues(manages: boolean, onCorrected = vi.fn()) {
  render(
    <DuesList
      messName="Gopad Mess"
      messId={2}
      month="2026-10"
      students={[STUDENT]}
      manages={manages}
      onCorrected={onCorrected}
    />,
  );
  return onCorrected;
}

describe('the dues of a mess', () => {
  it('when the manager corrects a bill by −₹50.50 with a reason, then the API gets −5050 paise and the list is read again', async () => {
    vi.mocked(correctBill).mockResolvedValue({
      correction_id: 1,
      totals: { ...STUDENT, days_to_come: 0 },
    });
    const user = userEvent.setup();
    const onCorrected = renderDues(true);
    expect(screen.getByRole('table', { name: 'Dues of Gopad Mess for October 2026' })).toBeInTheDocument();
    expect(screen.getByRole('rowheader', { name: /Meera Iyer/ })).toHaveTextContent('22CS1001');
    await user.click(screen.getByRole('button', { name: 'Correct the bill of Meera Iyer' }));
    const form = screen.getByRole('form', { name: 'Correct the bill of Meera Iyer' });
    await user.click(screen.getByRole('button', { name: 'Save correction' }));
    expect(form).toHaveTextContent('Say why the bill is corrected.');
    expect(correctBill).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText('Amount in rupees'), '-50.50');
    await user.type(screen.getByLabelText('Reason'), 'Ill, sent home');
    await user.click(screen.getByRole('button', { name: 'Save correction' }));
    expect(correctBill).toHaveBeenCalledWith({
      user_id: STUDENT.user_id,
      mess_id: 2,
      month: '2026-10',
      amount_minor: -5050,
      reason: 'Ill, sent home',
    });
    expect(onCorrected).toHaveBeenCalledOnce();
  });

  it('when the reader only oversees the mess, then there is nothing to correct', () => {
    renderDues(false);
    expect(screen.queryByRole('button', { name: /Correct/ })).not.toBeInTheDocument();
  });
});
