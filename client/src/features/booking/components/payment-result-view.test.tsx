// The success page claims only what is true: the receipt link for a paid or refunded booking, and no email promise beyond it.
import { render, screen } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getPaymentDetails, type PaymentDetails } from '../api/get-payment-details';
import { guestStayOf } from '../../../testing/guest-stay';
import { PaymentResultView } from './payment-result-view';

vi.mock('../api/get-payment-details', () => ({ getPaymentDetails: vi.fn() }));

const PAID: PaymentDetails = {
  id: 'pi_3Abc123',
  amount: 50000,
  currency: 'inr',
  status: 'succeeded',
  metadata: {},
  shippingName: 'Meera Iyer',
  bookingStatus: 'paid',
  booking: { hostel: 'Kanhar', wing: 'A', roomNumber: 101, bed: 'B', reference: 'A1B2C3D4E5' },
  charges: { rent_minor: 40000, deposit_minor: 10000, fee_period: 'year' },
  stay: null,
};

/** A guest stay's payment: no bed booking, the stay instead. */
const STAY_PAID: PaymentDetails = {
  ...PAID,
  amount: 160000,
  bookingStatus: null,
  booking: null,
  charges: null,
  stay: guestStayOf(),
};

function renderView(paymentIntentId: string) {
  const router = createMemoryRouter(
    [{ path: '/success', element: <PaymentResultView paymentIntentId={paymentIntentId} token="t1" /> }],
    { initialEntries: ['/success'] },
  );
  render(<RouterProvider router={router} />);
}

beforeEach(() => {
  vi.clearAllMocks();
});

describe('PaymentResultView', () => {
  it('when the booking is paid, then the page links to its receipt and says a copy is emailed too', async () => {
    vi.mocked(getPaymentDetails).mockResolvedValue(PAID);
    renderView('pi_paid1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment Successful' })).toBeInTheDocument();
    expect(screen.getByText('₹400.00 per year')).toBeInTheDocument();
    expect(screen.getByText('₹100.00')).toBeInTheDocument();
    expect(screen.getByText('₹500.00')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View and print your receipt' })).toHaveAttribute(
      'href',
      '/receipt/A1B2C3D4E5',
    );
    expect(screen.getByText(/We also email you a copy\./)).toBeInTheDocument();
    expect(screen.queryByText(/A receipt goes to your email/)).toBeNull();
  });

  it('when the payment names no booking, then there is no receipt link and no promise of an email', async () => {
    vi.mocked(getPaymentDetails).mockResolvedValue({ ...PAID, booking: null });
    renderView('pi_nobooking1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment Successful' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'View and print your receipt' })).toBeNull();
    expect(screen.queryByText(/email/i)).toBeNull();
  });

  it('when the payment was refunded, then its receipt is still one link away', async () => {
    vi.mocked(getPaymentDetails).mockResolvedValue({ ...PAID, bookingStatus: 'refunded' });
    renderView('pi_refunded1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment refunded' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View and print your receipt' })).toHaveAttribute(
      'href',
      '/receipt/A1B2C3D4E5',
    );
  });

  it('when a guest stay is paid, then it names the guest, the dates, the nights and the total, and links to its receipt', async () => {
    vi.mocked(getPaymentDetails).mockResolvedValue(STAY_PAID);
    renderView('pi_stay1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment Successful' })).toBeInTheDocument();
    expect(screen.getByText('Your guest’s stay is booked.')).toBeInTheDocument();
    expect(screen.getByText('Sunita Verma')).toBeInTheDocument();
    expect(screen.getByText('Atithi, Wing A · Room 101')).toBeInTheDocument();
    expect(screen.getByText('20 Dec 2026 – 22 Dec 2026')).toBeInTheDocument();
    expect(screen.getByText('2 nights')).toBeInTheDocument();
    expect(screen.getByText('₹800.00 a night')).toBeInTheDocument();
    expect(screen.getByText('₹1,600.00')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View and print your receipt' })).toHaveAttribute(
      'href',
      '/receipt/STAY0A1B2C',
    );
  });

  it('when a paid stay waits for the warden, then it says so rather than booked; a held one is still processing', async () => {
    vi.mocked(getPaymentDetails).mockResolvedValue({
      ...STAY_PAID,
      stay: guestStayOf({ status: 'awaiting_approval' }),
    });
    renderView('pi_stay2');
    expect(await screen.findByText(/waits for the warden’s decision/)).toBeInTheDocument();
    expect(screen.queryByText('Your guest’s stay is booked.')).toBeNull();
  });

  it('when a paid stay was refused, then the payment reads refunded with its receipt one link away', async () => {
    vi.mocked(getPaymentDetails).mockResolvedValue({ ...STAY_PAID, stay: guestStayOf({ status: 'refused' }) });
    renderView('pi_stay3');
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment refunded' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View and print your receipt' })).toHaveAttribute(
      'href',
      '/receipt/STAY0A1B2C',
    );
  });
});
