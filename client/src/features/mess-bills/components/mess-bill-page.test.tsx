// The student's mess bill: each day reads as a list (meals, a rebate's credit, the counter's extras), the office's
// corrections with their reasons and the payments with their receipt numbers apart, and Pay ₹X by card ends in the
// paid state with the receipt number; an intent left unpaid is canceled when the page goes.
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { CardFormProps } from '../../../components/card-form/card-form';
import { cancelBillPayment, getBillPayment, getMessBill, payMessBill, type MessBillAnswer } from '../api/mess-bill';
import { MessBillPage } from './mess-bill-page';

vi.mock('../api/mess-bill', () => ({
  getMessBill: vi.fn(),
  payMessBill: vi.fn(),
  getBillPayment: vi.fn(),
  cancelBillPayment: vi.fn(),
}));
vi.mock('../../../components/card-form/load-card-form', () => ({
  loadCardForm: () =>
    Promise.resolve({
      default: ({ submitLabel, onConfirmStart, onOutcome, paymentIntentId }: CardFormProps) => (
        <form
          aria-label="Card details"
          onSubmit={(event) => {
            event.preventDefault();
            onConfirmStart();
            onOutcome({ kind: 'confirmed', paymentIntentId });
          }}
        >
          <button type="submit">{submitLabel}</button>
        </form>
      ),
    }),
}));

const line = (
  on_day: string,
  kind: MessBillAnswer['lines'][number]['kind'],
  amount: number,
  label: string | null = null,
) => ({
  on_day,
  kind,
  mess_name: 'Gopad Mess',
  label,
  quantity: kind === 'extra' ? 2 : 1,
  unit_minor: Math.abs(kind === 'extra' ? amount / 2 : amount),
  amount_minor: amount,
});

const BILL: MessBillAnswer = {
  month: '2026-10',
  currency: 'inr',
  lines: [
    line('2026-10-01', 'day', 12500),
    line('2026-10-02', 'day', 12500),
    line('2026-10-02', 'rebate', -12500),
    line('2026-10-02', 'extra', 12000, 'Paneer curry'),
    line('2026-10-05', 'correction', -2500, 'Lassi charged twice'),
    line('2026-10-06', 'payment', 5000, 'CH/2026-27/000041'),
  ],
  totals: {
    charges_minor: 37000,
    credits_minor: 15000,
    paid_minor: 5000,
    balance_minor: 17000,
    due_minor: 17000,
    days_to_come: 3,
  },
};

function renderPage() {
  return render(
    <MessBillPage
      userId="u1"
      token="token"
      month="2026-10"
      thisMonth="2026-11"
      onMonth={() => undefined}
      returnedIntent={null}
      returnUrl="http://localhost/mess/bill?month=2026-10"
    />,
  );
}

beforeEach(() => {
  vi.mocked(getMessBill).mockResolvedValue(BILL);
});

describe('the mess bill page', () => {
  it('when the bill loads, then each day lists its lines and the corrections and payments read apart', async () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Mess bill' })).toBeInTheDocument();
    const days = await screen.findByRole('heading', { name: 'Day by day' });
    const list = within(days.closest('section')!);
    const second = list.getByRole('heading', { name: '2 Oct' }).closest('li')!;
    expect(
      within(second)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Meals · Gopad Mess₹125.00', 'Rebate-₹125.00', 'Paneer curry × 2₹120.00']);
    expect(screen.getByText('Lassi charged twice')).toBeInTheDocument();
    expect(screen.getByText('Receipt CH/2026-27/000041')).toBeInTheDocument();
    expect(screen.getByText(/Includes 3 days to come this month/)).toBeInTheDocument();
    const totals = within(screen.getByRole('heading', { name: 'Totals' }).closest('section')!);
    expect(totals.getByText('Due').nextSibling).toHaveTextContent('₹170.00');
  });

  it('when the student pays by card, then the paid state names the receipt and the bill is read again', async () => {
    vi.mocked(payMessBill).mockResolvedValue({
      clientSecret: 'pi_bill_secret',
      paymentIntentId: 'pi_bill',
      amount: 17000,
      currency: 'inr',
      month: '2026-10',
    });
    vi.mocked(getBillPayment).mockResolvedValue({
      paymentIntentId: 'pi_bill',
      month: '2026-10',
      amount: 17000,
      currency: 'inr',
      status: 'paid',
      receipt_number: 'CH/2026-27/000042',
    });
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Pay ₹170.00' }));
    expect(payMessBill).toHaveBeenCalledWith('2026-10');
    await user.click(await screen.findByRole('button', { name: 'Pay ₹170.00' }));
    expect(await screen.findByRole('heading', { name: 'Paid' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Receipt CH/2026-27/000042');
    expect(getMessBill).toHaveBeenCalledTimes(2);
    expect(cancelBillPayment).not.toHaveBeenCalled();
  });

  it('when the student leaves with an intent open and unpaid, then it is canceled', async () => {
    vi.mocked(payMessBill).mockResolvedValue({
      clientSecret: 'pi_left_secret',
      paymentIntentId: 'pi_left',
      amount: 17000,
      currency: 'inr',
      month: '2026-10',
    });
    const user = userEvent.setup();
    const page = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Pay ₹170.00' }));
    await screen.findByRole('form', { name: 'Card details' });
    page.unmount();
    expect(cancelBillPayment).toHaveBeenCalledWith('pi_left', 'token');
  });
});
