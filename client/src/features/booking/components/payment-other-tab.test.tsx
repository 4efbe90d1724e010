// The payment page and the student's other tabs: a hold taken in another tab (which the server makes the only one), or
// this very intent canceled by another tab that left, is said on this page in our words with the way on, instead of
// a card form that would only be refused.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage, loadNamespaces } from '../../../lib/i18n';
import { createPaymentIntent, type PaymentIntentAnswer } from '../api/create-payment-intent';
import type { BookingDraft } from '../booking-draft';
import { announceHold, newsFor } from '../hold-news';
import { PaymentFlow } from './payment-flow';

vi.mock('../api/create-payment-intent', () => ({ createPaymentIntent: vi.fn() }));
vi.mock('../api/cancel-payment-intent', () => ({ cancelPaymentIntent: vi.fn() }));
vi.mock('../../../components/card-form/load-card-form', () => ({
  loadCardForm: () => Promise.resolve({ default: () => <form aria-label="card form" /> }),
}));

const BOOKING: BookingDraft = {
  name: 'Meera Iyer',
  email: 'meera@example.com',
  state: 'Madhya Pradesh',
  city: 'Bhopal',
  pincode: '462001',
  userType: 'student',
  description: 'A quiet floor',
  guestName: '',
};

const INTENT: PaymentIntentAnswer = {
  clientSecret: 'pi_here_secret_1',
  paymentIntentId: 'pi_here',
  amount: 5_000_000,
  currency: 'inr',
  holdExpiresAt: '2099-01-01T00:00:00.000Z',
  booking: { hostel: 'Kanhar', wing: 'A', roomNumber: 12, bed: 'A', reference: 'KH-0012-A' },
  charges: { rent_minor: 5_000_000, deposit_minor: 0, fee_period: 'semester' },
};

function renderFlow() {
  const router = createMemoryRouter(
    [{ path: '*', element: <PaymentFlow hostel="Kanhar" roomId={12} booking={BOOKING} room={undefined} token="t1" /> }],
    { initialEntries: ['/payment/Kanhar/12'] },
  );
  render(<RouterProvider router={router} />);
}

beforeEach(() => {
  vi.resetAllMocks();
  vi.mocked(createPaymentIntent).mockResolvedValue(INTENT);
});

describe('hold news between tabs', () => {
  it('when another tab holds another intent, then this one is superseded; this intent ended elsewhere, then ended', () => {
    expect(newsFor({ kind: 'held', paymentIntentId: 'pi_other' }, 'pi_here')).toBe('held-elsewhere');
    expect(newsFor({ kind: 'held', paymentIntentId: 'pi_here' }, 'pi_here')).toBeNull();
    expect(newsFor({ kind: 'ended', paymentIntentId: 'pi_here' }, 'pi_here')).toBe('ended-elsewhere');
    expect(newsFor({ kind: 'ended', paymentIntentId: 'pi_other' }, 'pi_here')).toBeNull();
  });
});

describe('PaymentFlow when the student holds a room in another tab', () => {
  it('when another tab takes a hold, then the card form goes and the page says why and offers Start again', async () => {
    renderFlow();
    expect(await screen.findByRole('form', { name: 'card form' })).toBeInTheDocument();
    announceHold({ kind: 'held', paymentIntentId: 'pi_elsewhere' });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You opened a payment for a room in another tab or window, so the hold on this page was released.',
    );
    expect(screen.queryByRole('form', { name: 'card form' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Start again' }));
    expect(createPaymentIntent).toHaveBeenCalledTimes(2);
  });

  it('when another tab sharing this intent cancels it, then the page says the payment was closed there', async () => {
    renderFlow();
    expect(await screen.findByRole('form', { name: 'card form' })).toBeInTheDocument();
    announceHold({ kind: 'held', paymentIntentId: 'pi_here' });
    announceHold({ kind: 'ended', paymentIntentId: 'pi_here' });
    expect(await screen.findByRole('alert')).toHaveTextContent('This payment was closed in another tab or window');
    expect(screen.getByRole('link', { name: 'Back to Kanhar rooms' })).toBeInTheDocument();
  });

  it('when the page is read in Hindi, then the news from the other tab is said in Hindi', async () => {
    await changeLanguage('hi');
    try {
      // The Hindi catalogues are loaded first: on a busy machine they took the whole of the test's five seconds.
      await loadNamespaces(['booking', 'messages']);
      renderFlow();
      await screen.findByRole('form', { name: 'card form' });
      announceHold({ kind: 'held', paymentIntentId: 'pi_elsewhere' });
      expect(await screen.findByRole('alert')).toHaveTextContent('दूसरे टैब');
    } finally {
      await changeLanguage('en');
    }
  });
});
