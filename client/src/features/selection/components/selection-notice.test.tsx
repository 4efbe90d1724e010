// The selection notice: when the window opens with a ticking countdown, open until, none, and the moment it opens.
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatDateTime } from '../../../lib/format';
import { getMySelection, type MySelectionAnswer } from '../api/get-my-selection';
import { SELECTION_REREAD_SPREAD_MS } from '@campus-hostel/contracts/api';
import { OwnSelectionNotice } from './selection-notice';

vi.mock('../api/get-my-selection', () => ({ getMySelection: vi.fn() }));

const NOW = '2026-12-01T08:57:55.000Z';
const OPENS = '2026-12-01T10:00:00.000Z';
const CLOSES = '2026-12-01T12:00:00.000Z';

function answer(windows: MySelectionAnswer['windows'], restricted = true): MySelectionAnswer {
  return { selection_hostels: restricted ? ['Kanhar'] : [], windows, next_opens_at: null };
}

const KANHAR_WINDOW = {
  id: 1,
  name: 'Final years',
  hostels: ['Kanhar'],
  opens_at: OPENS,
  closes_at: CLOSES,
  open: false,
};

let nextUser = 0;

function renderNotice(hostel = 'Kanhar') {
  // Each test is another student, so an earlier test's answer is never reused.
  nextUser += 1;
  return render(<OwnSelectionNotice userId={`student-${nextUser}`} hostel={hostel} />);
}

beforeEach(() => {
  vi.clearAllMocks();
  // Only the clock and its interval are fake: the queries' own waiting stays real.
  vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
  vi.setSystemTime(new Date(NOW));
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('OwnSelectionNotice', () => {
  it('when the window is still to open, then it says when in local time and counts down each second, silently', async () => {
    vi.mocked(getMySelection).mockResolvedValue(answer([KANHAR_WINDOW]));
    renderNotice();
    const timer = await screen.findByRole('timer');
    expect(timer).toHaveTextContent('1 h 02 min 05 s');
    expect(timer).toHaveAttribute('aria-live', 'off');
    expect(timer.parentElement).toHaveTextContent(
      `Your selection window for Kanhar opens ${formatDateTime(OPENS)} — in 1 h 02 min 05 s`,
    );

    // The countdown's clock starts in an effect React may run after the text is on screen.
    await vi.waitFor(() => expect(vi.getTimerCount()).toBeGreaterThan(0));
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(screen.getByRole('timer')).toHaveTextContent('1 h 02 min 04 s');
    expect(screen.getByRole('status')).toHaveTextContent('');
  });

  it('when the countdown reaches zero, then the windows are read again, it says until when, and announces it once', async () => {
    // The read again comes at a random moment of the next SELECTION_REREAD_SPREAD_MS: here at once.
    vi.spyOn(Math, 'random').mockReturnValue(0);
    vi.mocked(getMySelection).mockResolvedValue(answer([KANHAR_WINDOW]));
    vi.setSystemTime(new Date('2026-12-01T09:59:58.000Z'));
    renderNotice();
    expect(await screen.findByRole('timer')).toHaveTextContent('2 s');
    expect(getMySelection).toHaveBeenCalledTimes(1);

    vi.mocked(getMySelection).mockResolvedValue(answer([{ ...KANHAR_WINDOW, open: true }]));
    // The countdown's clock starts in an effect React may run after the text is on screen.
    await vi.waitFor(() => expect(vi.getTimerCount()).toBeGreaterThan(0));
    act(() => {
      vi.advanceTimersByTime(2000);
    });
    expect(
      await screen.findByText(`Your selection window is open until ${formatDateTime(CLOSES)}.`),
    ).toBeInTheDocument();
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Your selection window for Kanhar is open now.');
    await vi.waitFor(() => expect(getMySelection).toHaveBeenCalledTimes(2));
  });

  it("when a slot's students all see it open in the same second, then each page reads the windows again at its own moment of the next ten seconds", async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval', 'setTimeout', 'clearTimeout'] });
    vi.setSystemTime(new Date('2026-12-01T09:59:58.000Z'));
    vi.spyOn(Math, 'random').mockReturnValue(0.75);
    vi.mocked(getMySelection).mockResolvedValue(answer([KANHAR_WINDOW]));
    renderNotice();
    await vi.waitFor(() => expect(screen.getByRole('timer')).toHaveTextContent('2 s'));
    act(() => {
      vi.advanceTimersByTime(2000);
    });
    // The page says it is open at once, from its clock.
    expect(screen.getByText(`Your selection window is open until ${formatDateTime(CLOSES)}.`)).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(0.75 * SELECTION_REREAD_SPREAD_MS - 1000);
    });
    expect(getMySelection).toHaveBeenCalledTimes(1);
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(getMySelection).toHaveBeenCalledTimes(2);
  });

  it('when the window is open, then it says until when, with no countdown and no announcement', async () => {
    vi.setSystemTime(new Date('2026-12-01T11:00:00.000Z'));
    vi.mocked(getMySelection).mockResolvedValue(answer([{ ...KANHAR_WINDOW, open: true }]));
    renderNotice();
    expect(
      await screen.findByText(`Your selection window is open until ${formatDateTime(CLOSES)}.`),
    ).toBeInTheDocument();
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('');
  });

  it("when the hostel is under selection but none of the student's windows covers it, then it says none admits them", async () => {
    vi.mocked(getMySelection).mockResolvedValue({ ...answer([KANHAR_WINDOW]), selection_hostels: ['Kanhar', 'Gopad'] });
    renderNotice('Gopad');
    expect(await screen.findByText('No selection window admits you to this hostel.')).toBeInTheDocument();
  });

  it('when the hostel is not under selection, then nothing is shown', async () => {
    vi.mocked(getMySelection).mockResolvedValue(answer([], false));
    const { container } = renderNotice();
    await vi.waitFor(() => expect(getMySelection).toHaveBeenCalled());
    await act(() => Promise.resolve());
    expect(container).toHaveTextContent('');
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
  });

  it('when the windows cannot be read, then it says so and offers to try again', async () => {
    vi.mocked(getMySelection).mockRejectedValueOnce(new TypeError('Failed to fetch'));
    vi.mocked(getMySelection).mockResolvedValueOnce(answer([KANHAR_WINDOW]));
    renderNotice();
    expect(await screen.findByText('Your selection window could not be loaded right now.')).toBeInTheDocument();
    act(() => screen.getByRole('button', { name: 'Try again' }).click());
    expect(await screen.findByRole('timer')).toHaveTextContent('1 h 02 min 05 s');
  });
});
