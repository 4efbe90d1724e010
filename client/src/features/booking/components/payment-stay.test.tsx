// The payment page for a guest room's nights: the hold is asked for those nights and the guest named, the summary says
// what the server priced (guest, room, dates, nights, total), and a refusal says the server's reason with the way back
// to the same nights on the map.
import { render, screen } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { GuestStayIntentAnswer } from '@campus-hostel/contracts/api';
import { ApiError } from '../../../lib/errors';
import { guestStayOf } from '../../../testing/guest-stay';
import { createPaymentIntent } from '../api/create-payment-intent';
import type { BookingDraft } from '../booking-draft';
import { PaymentFlow } from './payment-flow';

vi.mock('../api/create-payment-intent', () => ({ createPaymentIntent: vi.fn() }));
vi.mock('../api/cancel-payment-intent', () => ({ cancelPaymentIntent: vi.fn() }));
vi.mock('../../../components/card-form/load-card-form', () => ({
  loadCardForm: () => Promise.resolve({ default: () => <form aria-label="card form" /> }),
}));

const BOOKING: BookingDraft = {
  name: 'Asha Verma',
  email: 'asha@example.com',
  state: 'Chhattisgarh',
  city: 'Bilaspur',
  pincode: '495009',
  userType: 'student',
  description: 'Arriving by the evening train',
  guestName: 'Sunita Verma',
};
const STAY = { checkIn: '2026-12-20', nights: 2 };

const INTENT: GuestStayIntentAnswer = {
  clientSecret: 'pi_stay_secret_1',
  paymentIntentId: 'pi_stay',
  amount: 160_000,
  currency: 'inr',
  holdExpiresAt: '2099-01-01T00:00:00.000Z',
  stay: guestStayOf({ status: 'held', paid_at: null, receipt_number: null }),
};

function renderFlow() {
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: <PaymentFlow hostel="Atithi" roomId={5} booking={BOOKING} room={undefined} stay={STAY} token="t1" />,
      },
    ],
    { initialEntries: ['/payment/Atithi/5?check_in=2026-12-20&nights=2'] },
  );
  render(<RouterProvider router={router} />);
}

beforeEach(() => {
  vi.resetAllMocks();
});

describe('PaymentFlow for a guest room', () => {
  it('when the nights are held, then the summary says the guest, room, dates, nights and the total the server priced', async () => {
    vi.mocked(createPaymentIntent).mockResolvedValue(INTENT);
    renderFlow();
    expect(await screen.findByRole('form', { name: 'card form' })).toBeInTheDocument();
    expect(createPaymentIntent).toHaveBeenCalledWith(
      { hostel: 'Atithi', roomId: 5, booking: BOOKING, stay: STAY },
      't1',
      expect.any(AbortSignal),
    );
    const summary = screen.getByRole('region', { name: 'Your booking' });
    expect(summary).toHaveTextContent('Sunita Verma');
    expect(summary).toHaveTextContent('Atithi, Wing A · Room 101');
    expect(summary).toHaveTextContent('20 Dec 2026 – 22 Dec 2026');
    expect(summary).toHaveTextContent('2 nights');
    expect(summary).toHaveTextContent('₹800.00 a night');
    expect(summary).toHaveTextContent('₹1,600.00');
  });

  it('when the nights were taken meanwhile, then the server’s words say so and the way back keeps the dates', async () => {
    vi.mocked(createPaymentIntent).mockRejectedValue(
      new ApiError('Some of these nights in this room have just been booked.', 409, { code: 'nights_taken' }),
    );
    renderFlow();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Some of these nights in this room have just been booked.',
    );
    expect(screen.getByRole('link', { name: 'Back to Atithi rooms' })).toHaveAttribute(
      'href',
      '/status/Atithi?check_in=2026-12-20&nights=2',
    );
  });
});
