// The payment page's hold refused outside the student's selection window: it says when the window opens, counts down,
// holds nothing, and offers a fresh hold once it opens. Refused with not_admitted, the page waits in line (where the
// place stands, about how long) and holds the room once the student is admitted.
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/errors';
import { formatDateTime } from '../../../lib/format';
import { cancelPaymentIntent } from '../api/cancel-payment-intent';
import { createPaymentIntent, type PaymentIntentAnswer } from '../api/create-payment-intent';
import { joinWaitingRoom, waitingRoomStatus } from '../api/waiting-room';
import type { BookingDraft } from '../booking-draft';
import { PaymentFlow } from './payment-flow';

vi.mock('../api/create-payment-intent', () => ({ createPaymentIntent: vi.fn() }));
vi.mock('../api/cancel-payment-intent', () => ({ cancelPaymentIntent: vi.fn() }));
vi.mock('../api/waiting-room', () => ({ joinWaitingRoom: vi.fn(), waitingRoomStatus: vi.fn() }));

const BOOKING: BookingDraft = {
  name: 'Meera Iyer',
  email: 'meera@example.com',
  state: 'Madhya Pradesh',
  city: 'Bhopal',
  pincode: '462001',
  userType: 'student',
  description: '',
  guestName: '',
};

const OPENS = '2026-12-01T10:00:00.000Z';

function outsideWindow(opensAt: string | null): ApiError {
  return new ApiError('Your selection window for Kanhar has not opened yet.', 403, {
    code: 'outside_window',
    opensAt,
  });
}

function renderFlow() {
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: <PaymentFlow hostel="Kanhar" roomId={12} booking={BOOKING} room={undefined} token="t1" />,
      },
    ],
    { initialEntries: ['/payment/Kanhar/12'] },
  );
  render(<RouterProvider router={router} />);
}

beforeEach(() => {
  // Reset, not clear: an answer one test queued but did not use must not reach the next.
  vi.resetAllMocks();
  vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
  vi.setSystemTime(new Date('2026-12-01T08:57:55.000Z'));
});

afterEach(() => {
  vi.useRealTimers();
});

describe('PaymentFlow outside the selection window', () => {
  it('when the hold is refused with outside_window, then it says when the window opens and counts down to it', async () => {
    vi.mocked(createPaymentIntent).mockRejectedValue(outsideWindow(OPENS));
    renderFlow();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      `Your selection window for Kanhar has not opened yet: it opens ${formatDateTime(OPENS)}.`,
    );
    expect(screen.getByRole('timer')).toHaveTextContent('1 h 02 min 05 s');
    // The countdown's clock starts in an effect React may run after the text is on screen.
    await vi.waitFor(() => expect(vi.getTimerCount()).toBeGreaterThan(0));
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(screen.getByRole('timer')).toHaveTextContent('1 h 02 min 04 s');
    expect(cancelPaymentIntent).not.toHaveBeenCalled();
    expect(screen.queryByRole('heading', { name: 'Card details' })).not.toBeInTheDocument();
  });

  it('when the window opens, then it says so and Start again asks for the hold once more', async () => {
    vi.setSystemTime(new Date('2026-12-01T09:59:59.000Z'));
    vi.mocked(createPaymentIntent).mockRejectedValue(outsideWindow(OPENS));
    renderFlow();
    expect(await screen.findByRole('timer')).toHaveTextContent('1 s');
    // The countdown's clock starts in an effect React may run after the text is on screen.
    await vi.waitFor(() => expect(vi.getTimerCount()).toBeGreaterThan(0));
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(screen.getByRole('status')).toHaveTextContent(
      'Your selection window for Kanhar is open now. Start again to hold the room.',
    );
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Start again' }));
    await vi.waitFor(() => expect(createPaymentIntent).toHaveBeenCalledTimes(2));
  });

  it('when no window of the student will open for the hostel, then it says none admits them', async () => {
    vi.mocked(createPaymentIntent).mockRejectedValue(outsideWindow(null));
    renderFlow();
    expect(await screen.findByRole('alert')).toHaveTextContent('No selection window admits you to this hostel.');
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Kanhar rooms' })).toHaveAttribute('href', '/status/Kanhar');
  });
});

describe('PaymentFlow after a hold of the student ran out', () => {
  it('when the hold is refused with recently_lapsed, then it says when the room may be held again, not that it was taken', async () => {
    const words = 'Your hold on this room ran out. You can hold a bed in it again from 1 Dec 2026, 3:40 pm IST.';
    vi.mocked(createPaymentIntent).mockRejectedValue(new ApiError(words, 409, { code: 'recently_lapsed' }));
    renderFlow();
    expect(await screen.findByRole('alert')).toHaveTextContent(words);
    expect(screen.queryByText(/booked or reserved by another student/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Kanhar rooms' })).toHaveAttribute('href', '/status/Kanhar');
  });
});

describe('PaymentFlow in the waiting room', () => {
  const TICKET = '3f1c2b8e-2d4a-4c1e-9a5b-7e6d5c4b3a21';
  const AGAIN = '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d';
  const NOW = '2026-12-01T10:00:00.000Z';
  const INTENT: PaymentIntentAnswer = {
    clientSecret: 'pi_queue_secret_1',
    paymentIntentId: 'pi_queue',
    amount: 5_000_000,
    currency: 'inr',
    holdExpiresAt: '2026-12-01T10:15:00.000Z',
    booking: { hostel: 'Kanhar', wing: 'A', roomNumber: 12, bed: 'A', reference: 'KH-0012-A' },
    charges: { rent_minor: 4_000_000, deposit_minor: 1_000_000, fee_period: 'semester' },
  };
  const notAdmitted = () =>
    new ApiError('Room selection is busy: join the waiting room and hold a bed once it admits you.', 403, {
      code: 'not_admitted',
    });

  /** The place in line as the page announces it (the polite live region). */
  const place = () => screen.getByRole('status');

  /** Moves the clock by ms (the page polls after a quarter of its estimated wait, 3–30 s) and lets every answer land. */
  const poll = (ms: number) =>
    act(async () => {
      await vi.advanceTimersByTimeAsync(ms);
    });

  beforeEach(() => {
    // Polls are timeouts: the clock moves only when a test moves it.
    vi.useRealTimers();
    vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
    vi.setSystemTime(new Date(NOW));
  });

  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('when the hold is refused with not_admitted, then the page takes a place in line, shows where it stands and about how long, and holds the room once admitted', async () => {
    vi.mocked(createPaymentIntent).mockRejectedValueOnce(notAdmitted()).mockResolvedValueOnce(INTENT);
    vi.mocked(joinWaitingRoom).mockResolvedValue({
      ticket: TICKET,
      admitted: false,
      position: 12,
      ahead: 11,
      eta_seconds: 170,
    });
    vi.mocked(waitingRoomStatus)
      .mockResolvedValueOnce({ admitted: false, position: 2, ahead: 1, eta_seconds: 20 })
      .mockResolvedValueOnce({ admitted: true, expires_at: '2026-12-01T10:10:00.000Z' });
    renderFlow();

    await poll(0);
    expect(place()).toHaveTextContent('12th in line: 11 students are ahead of you.');
    expect(place()).toHaveAttribute('aria-live', 'polite');
    expect(place()).toHaveTextContent('Estimated wait: about 3 minutes.');
    expect(screen.getByRole('heading', { name: 'You are in line' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Kanhar rooms' })).toHaveAttribute('href', '/status/Kanhar');
    expect(joinWaitingRoom).toHaveBeenCalledWith('Kanhar', 't1', expect.any(AbortSignal));

    // About 3 minutes to wait: the page asks again after 30 s (a quarter of it, at most 30 s), not before.
    await poll(29_999);
    expect(waitingRoomStatus).not.toHaveBeenCalled();
    await poll(1);
    expect(waitingRoomStatus).toHaveBeenLastCalledWith(TICKET, 't1', expect.any(AbortSignal));
    expect(place()).toHaveTextContent('2nd in line: 1 student is ahead of you.');
    expect(place()).toHaveTextContent('Estimated wait: less than a minute.');

    // Near the head of the line (20 s to wait) it asks every 5 s.
    await poll(5000);
    expect(screen.getByRole('heading', { name: 'Card details' })).toBeInTheDocument();
    expect(createPaymentIntent).toHaveBeenCalledTimes(2);
    // The amount apart: the rent for its period, the refundable deposit, and their total.
    expect(screen.getByText('₹40,000.00 per semester')).toBeInTheDocument();
    expect(screen.getByText('₹10,000.00')).toBeInTheDocument();
    expect(screen.getByText('₹50,000.00')).toBeInTheDocument();
    // The hold was made 35 s after the page opened (two polls), for 15 minutes from then.
    expect(screen.getByRole('timer')).toHaveTextContent('14:25');
    expect(screen.queryByRole('heading', { name: 'You are in line' })).not.toBeInTheDocument();
    expect(joinWaitingRoom).toHaveBeenCalledTimes(1);
  });

  it('when the admission has ended before the hold was made, then the page joins the line again and follows the new ticket', async () => {
    vi.mocked(createPaymentIntent).mockRejectedValue(notAdmitted());
    vi.mocked(joinWaitingRoom)
      .mockResolvedValueOnce({ ticket: TICKET, admitted: false, position: 3, ahead: 2, eta_seconds: 90 })
      .mockResolvedValueOnce({ ticket: AGAIN, admitted: false, position: 7, ahead: 6, eta_seconds: 420 });
    vi.mocked(waitingRoomStatus)
      .mockRejectedValueOnce(
        new ApiError('Your turn to choose a bed has ended. Join the line again for a new place.', 410, {
          code: 'admission_expired',
        }),
      )
      .mockResolvedValue({ admitted: false, position: 6, ahead: 5, eta_seconds: 360 });
    renderFlow();
    await poll(0);
    expect(place()).toHaveTextContent('3rd in line');

    await poll(23_000);
    expect(place()).toHaveTextContent('7th in line: 6 students are ahead of you.');
    expect(place()).toHaveTextContent('about 7 minutes');
    expect(joinWaitingRoom).toHaveBeenCalledTimes(2);

    await poll(30_000);
    expect(waitingRoomStatus).toHaveBeenLastCalledWith(AGAIN, 't1', expect.any(AbortSignal));
    expect(place()).toHaveTextContent('6th in line');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('when the line cannot be reached, then the page keeps the place, says so and backs off, and checks at once when focused', async () => {
    vi.mocked(createPaymentIntent).mockRejectedValue(notAdmitted());
    vi.mocked(joinWaitingRoom).mockResolvedValue({
      ticket: TICKET,
      admitted: false,
      position: 4,
      ahead: 3,
      eta_seconds: 120,
    });
    vi.mocked(waitingRoomStatus)
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValue({ admitted: false, position: 3, ahead: 2, eta_seconds: 90 });
    renderFlow();
    await poll(0);
    expect(place()).toHaveTextContent('4th in line');

    await poll(30_000);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Your place could not be checked. Could not reach the server. Check your connection and try again. You keep your place; checking again in 6 seconds.',
    );
    expect(place()).toHaveTextContent('4th in line');
    await poll(5999);
    expect(waitingRoomStatus).toHaveBeenCalledTimes(1);
    await poll(1);
    expect(waitingRoomStatus).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('alert')).toHaveTextContent('checking again in 12 seconds.');

    act(() => {
      window.dispatchEvent(new Event('focus'));
    });
    await poll(0);
    expect(waitingRoomStatus).toHaveBeenCalledTimes(3);
    expect(place()).toHaveTextContent('3rd in line');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Kanhar rooms' })).toBeInTheDocument();
  });

  it('when the page is hidden, then it stops asking, and asks at once when it is seen again', async () => {
    let visibility: DocumentVisibilityState = 'visible';
    vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
    vi.mocked(createPaymentIntent).mockRejectedValue(notAdmitted());
    vi.mocked(joinWaitingRoom).mockResolvedValue({
      ticket: TICKET,
      admitted: false,
      position: 5,
      ahead: 4,
      eta_seconds: 150,
    });
    vi.mocked(waitingRoomStatus).mockResolvedValue({ admitted: false, position: 4, ahead: 3, eta_seconds: 120 });
    renderFlow();
    await poll(0);
    expect(place()).toHaveTextContent('5th in line');

    visibility = 'hidden';
    await poll(30_000);
    expect(waitingRoomStatus).not.toHaveBeenCalled();

    visibility = 'visible';
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await poll(0);
    expect(waitingRoomStatus).toHaveBeenCalledTimes(1);
    expect(place()).toHaveTextContent('4th in line');
  });
});
