// The success page claims only what is true: the receipt link for a paid or refunded booking, and no email promise beyond it.
import { render, screen } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getPaymentDetails, type PaymentDetails } from '../api/get-payment-details';
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
});
