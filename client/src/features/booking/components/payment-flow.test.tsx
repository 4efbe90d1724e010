// The payment page's hold refused outside the student's selection window: it says when the window opens, counts down,
// holds nothing, and offers a fresh hold once it opens.
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/errors';
import { formatDateTime } from '../../../lib/format';
import { cancelPaymentIntent } from '../api/cancel-payment-intent';
import { createPaymentIntent } from '../api/create-payment-intent';
import type { BookingDraft } from '../booking-draft';
import { PaymentFlow } from './payment-flow';

vi.mock('../api/create-payment-intent', () => ({ createPaymentIntent: vi.fn() }));
vi.mock('../api/cancel-payment-intent', () => ({ cancelPaymentIntent: vi.fn() }));

const BOOKING: BookingDraft = {
  name: 'Meera Iyer',
  email: 'meera@example.com',
  state: 'Madhya Pradesh',
  city: 'Bhopal',
  pincode: '462001',
  userType: 'student',
  description: '',
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
  vi.clearAllMocks();
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
