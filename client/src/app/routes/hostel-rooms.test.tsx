// /status/{hosteltype}, the selection window, the waiting room and the waitlist: a visitor's page asks for no window; a
// student's shows theirs above the rooms, puts them in line before the rooms while it is open, and offers a
// line to join for a room type with no bed free; an admitted student sees how long their turn lasts, a visitor that the
// hostel is under selection.
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuth, type AuthState } from '../../lib/auth';
import * as hostels from '../../lib/hostels';
import { getHostelRooms, getOwnBeds } from '../../features/rooms/api/get-hostel-rooms';
import { enterSelection } from '../../features/selection/api/enter-selection';
import { getMySelection } from '../../features/selection/api/get-my-selection';
import { getSelectionCalendar } from '../../features/selection/api/get-selection-calendar';
import { formatDateTime } from '../../lib/format';
import {
  joinWaitingRoom,
  leaveWaitingRoom,
  waitingRoomStatus,
  type JoinWaitingRoomAnswer,
} from '../../features/booking/api/waiting-room';
import { getMyWaitlist } from '../../features/waitlist/api/get-my-waitlist';
import { getOwnDeclaration } from '../../features/eligibility/api/declaration';
import { Component as HostelRoomsPage } from './hostel-rooms';

vi.mock('../../lib/auth', () => ({ useAuth: vi.fn() }));
vi.mock('../../lib/hostels', async (importOriginal) => ({
  ...(await importOriginal<typeof hostels>()),
  useHostels: vi.fn(),
}));
vi.mock('../../features/rooms/api/get-hostel-rooms', () => ({ getHostelRooms: vi.fn(), getOwnBeds: vi.fn() }));
vi.mock('../../features/selection/api/get-my-selection', () => ({ getMySelection: vi.fn() }));
vi.mock('../../features/selection/api/enter-selection', () => ({ enterSelection: vi.fn() }));
vi.mock('../../features/selection/api/get-selection-calendar', () => ({ getSelectionCalendar: vi.fn() }));
vi.mock('../../features/waitlist/api/get-my-waitlist', () => ({ getMyWaitlist: vi.fn() }));
vi.mock('../../features/eligibility/api/declaration', () => ({ getOwnDeclaration: vi.fn() }));
vi.mock('../../features/booking/api/waiting-room', () => ({
  joinWaitingRoom: vi.fn(),
  waitingRoomStatus: vi.fn(),
  leaveWaitingRoom: vi.fn(),
}));

const STUDENT: AuthState = {
  status: 'ready',
  user: { id: 'u1', email: 'meera@example.com', type: 'user', token: 't1', userMetadata: {} },
};

/** Renders Kanhar's page; `again` renders it once more, as a change of the session does. */
function renderPage() {
  const router = createMemoryRouter([{ path: '/status/:hosteltype', element: <HostelRoomsPage /> }], {
    initialEntries: ['/status/Kanhar'],
  });
  const { rerender } = render(<RouterProvider router={router} />);
  return { again: () => rerender(<RouterProvider router={router} />) };
}

beforeEach(() => {
  vi.clearAllMocks();
  // The hostels list is still on its way: the page takes the name as written.
  vi.mocked(hostels.useHostels).mockReturnValue({
    status: 'loading',
    data: undefined,
    error: undefined,
    reload: vi.fn(),
  });
  vi.mocked(getHostelRooms).mockResolvedValue([]);
  vi.mocked(getOwnBeds).mockResolvedValue({ held: new Set(), owned: null });
  vi.mocked(enterSelection).mockResolvedValue({
    selection: { selection_hostels: ['Kanhar'], windows: [], next_opens_at: null },
    line: null,
  });
  vi.mocked(getMyWaitlist).mockResolvedValue({ entries: [] });
  vi.mocked(getSelectionCalendar).mockResolvedValue([]);
  vi.mocked(getOwnDeclaration).mockResolvedValue(null);
});

/**
 * The student's window for Kanhar opened a minute ago (with their place in line, or null: nothing to wait for), or
 * opens in `opensInMs` (an hour unless given).
 */
function windowForKanhar(state: { line: JoinWaitingRoomAnswer | null } | { opensInMs?: number }) {
  const now = Date.now();
  const open = 'line' in state;
  const opensAt = new Date(open ? now - 60_000 : now + (state.opensInMs ?? 3_600_000)).toISOString();
  // A new answer each time, as from the network.
  vi.mocked(enterSelection).mockImplementation(() =>
    Promise.resolve({
      selection: {
        selection_hostels: ['Kanhar'],
        windows: [
          {
            id: 1,
            name: 'First round',
            hostels: ['Kanhar'],
            opens_at: opensAt,
            closes_at: new Date(now + 7_200_000).toISOString(),
            open,
          },
        ],
        next_opens_at: open ? null : opensAt,
      },
      line: open ? state.line : null,
    }),
  );
}

const IN_LINE: JoinWaitingRoomAnswer = { ticket: 't-1', admitted: false, position: 3, ahead: 2, eta_seconds: 90 };

/** Kanhar with a free single and one double whose two beds are taken. */
function singleFreeDoubleFull() {
  const room = {
    hostel_name: 'Kanhar',
    wing_name: 'A',
    accessible: false,
    price_minor: 50000,
    fee_period: 'semester' as const,
    out_of_service: false,
  };
  vi.mocked(getHostelRooms).mockResolvedValue([
    {
      ...room,
      id: 1,
      room_number: 101,
      occupancy: 1,
      beds: [{ id: 11, occupied: false, held_until: null, reserved_until: null }],
    },
    {
      ...room,
      id: 2,
      room_number: 102,
      occupancy: 2,
      beds: [
        { id: 21, occupied: true, held_until: null, reserved_until: null },
        { id: 22, occupied: true, held_until: null, reserved_until: null },
      ],
    },
  ]);
}

describe('hostel rooms page and the selection window', () => {
  it('when a student whose window is open opens the page, then one call takes their place in line and the rooms are not read', async () => {
    vi.mocked(useAuth).mockReturnValue(STUDENT);
    windowForKanhar({ line: IN_LINE });
    renderPage();
    // The first test loads the student's part of the page (a lazy chunk): a busy machine takes a while.
    expect(await screen.findByRole('heading', { name: 'You are in line' }, { timeout: 5000 })).toBeInTheDocument();
    expect(await screen.findByText('3rd in line: 2 students are ahead of you.')).toBeInTheDocument();
    expect(screen.getByText(/the rooms show here and you choose your bed/)).toBeInTheDocument();
    expect(enterSelection).toHaveBeenCalledWith('Kanhar');
    expect(enterSelection).toHaveBeenCalledTimes(1);
    expect(joinWaitingRoom).not.toHaveBeenCalled();
    expect(waitingRoomStatus).not.toHaveBeenCalled();
    expect(getMySelection).not.toHaveBeenCalled();
    expect(getHostelRooms).not.toHaveBeenCalled();
    expect(screen.queryByRole('form', { name: 'Filter rooms' })).not.toBeInTheDocument();
  });

  it('when a student whose window is open is admitted, then the rooms show', async () => {
    vi.mocked(useAuth).mockReturnValue(STUDENT);
    windowForKanhar({ line: { ticket: 't-1', admitted: true, expires_at: '2099-01-01T00:00:00Z' } });
    renderPage();
    expect(await screen.findByText(/Showing/)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'You are in line' })).not.toBeInTheDocument();
    expect(getHostelRooms).toHaveBeenCalledTimes(1);
  });

  it('when a student is admitted, then the page says until when their turn lasts, counting down', async () => {
    vi.mocked(useAuth).mockReturnValue(STUDENT);
    const expiresAt = new Date(Date.now() + 10 * 60_000).toISOString();
    windowForKanhar({ line: { ticket: 't-1', admitted: true, expires_at: expiresAt } });
    renderPage();
    const turn = await screen.findByText(
      `It is your turn: hold a bed before ${formatDateTime(expiresAt)} — time left`,
      {
        exact: false,
      },
    );
    expect(turn.querySelector('[role="timer"]')).toHaveTextContent(/^(10 min 00 s|9 min 5\d s)$/);
  });

  it('when an admitted student gives up their turn, then the seat is left at once and the page offers a new place in line', async () => {
    vi.mocked(useAuth).mockReturnValue(STUDENT);
    windowForKanhar({ line: { ticket: 't-1', admitted: true, expires_at: '2099-01-01T00:00:00Z' } });
    vi.mocked(leaveWaitingRoom).mockResolvedValue({ left: true });
    vi.mocked(joinWaitingRoom).mockResolvedValue({ ...IN_LINE, ticket: 't-2' });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Give up my turn' }));
    expect(leaveWaitingRoom).toHaveBeenCalledWith('t-1', 't1');
    expect(
      await screen.findByText('You gave up your turn, and the next student in line has it now.'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/It is your turn/)).not.toBeInTheDocument();
    expect(screen.queryByText(/Showing/)).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Take a new place in line' }));
    expect(await screen.findByRole('heading', { name: 'You are in line' })).toBeInTheDocument();
    expect(joinWaitingRoom).toHaveBeenCalledWith('Kanhar', 't1', expect.any(AbortSignal));
  });

  it('when a student in line is admitted while they wait, then the rooms show', async () => {
    vi.mocked(useAuth).mockReturnValue(STUDENT);
    windowForKanhar({ line: { ...IN_LINE, eta_seconds: 0 } });
    vi.mocked(waitingRoomStatus).mockResolvedValue({ admitted: true, expires_at: '2099-01-01T00:00:00Z' });
    renderPage();
    expect(await screen.findByRole('heading', { name: 'You are in line' })).toBeInTheDocument();
    // The quickest poll is after 3 s.
    expect(await screen.findByText(/Showing/, undefined, { timeout: 5000 })).toBeInTheDocument();
    expect(waitingRoomStatus).toHaveBeenCalledWith('t-1', 't1', expect.any(AbortSignal));
    expect(joinWaitingRoom).not.toHaveBeenCalled();
    expect(screen.getByText(/It is your turn: hold a bed before/)).toBeInTheDocument();
  });

  it('when the student first in line has a long estimate and the student ahead pays, then the page hears of the free seat within seconds', async () => {
    vi.mocked(useAuth).mockReturnValue(STUDENT);
    // One seat of ten minutes: the estimate is the whole admission ahead, but a payment frees the seat at any moment.
    windowForKanhar({ line: { ticket: 't-1', admitted: false, position: 1, ahead: 0, eta_seconds: 600 } });
    vi.mocked(waitingRoomStatus).mockResolvedValue({ admitted: true, expires_at: '2099-01-01T00:00:00Z' });
    renderPage();
    expect(await screen.findByRole('heading', { name: 'You are in line' })).toBeInTheDocument();
    expect(await screen.findByText(/Showing/, undefined, { timeout: 5000 })).toBeInTheDocument();
  });

  it('when a student who already has a bed opens the page in their window, then the rooms show without a place in line', async () => {
    vi.mocked(useAuth).mockReturnValue(STUDENT);
    windowForKanhar({ line: null });
    renderPage();
    expect(await screen.findByText(/Showing/)).toBeInTheDocument();
    expect(joinWaitingRoom).not.toHaveBeenCalled();
  });

  it('when a student whose window is still to open opens the page, then the rooms show under the countdown and nobody joins the line', async () => {
    vi.mocked(useAuth).mockReturnValue(STUDENT);
    windowForKanhar({});
    renderPage();
    expect(await screen.findByText(/Showing/)).toBeInTheDocument();
    expect(screen.getByRole('timer')).toBeInTheDocument();
    expect(enterSelection).toHaveBeenCalledTimes(1);
    expect(joinWaitingRoom).not.toHaveBeenCalled();
  });

  it('when the student’s window opens under the page, then it enters again at a random moment of the spread, meanwhile taking its place', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    // Halfway through the spread: 5 s after the page sees the opening.
    const random = vi.spyOn(Math, 'random').mockReturnValue(0.5);
    try {
      vi.mocked(useAuth).mockReturnValue(STUDENT);
      windowForKanhar({ opensInMs: 1500 });
      renderPage();
      expect(await screen.findByText(/Showing/)).toBeInTheDocument();
      windowForKanhar({ line: IN_LINE });
      // The page's clock ticks each second: the opening is seen at the tick after it (2 s), the entry 5 s later.
      await act(() => vi.advanceTimersByTimeAsync(6_000));
      expect(enterSelection).toHaveBeenCalledTimes(1);
      expect(screen.getByText(/^Taking your place in line…/)).toBeInTheDocument();
      await act(() => vi.advanceTimersByTimeAsync(1_100));
      expect(enterSelection).toHaveBeenCalledTimes(2);
      expect(await screen.findByText('3rd in line: 2 students are ahead of you.')).toBeInTheDocument();
      expect(joinWaitingRoom).not.toHaveBeenCalled();
    } finally {
      random.mockRestore();
      vi.useRealTimers();
    }
  });

  it('when the page’s clock runs ahead of the server’s at the opening, then it asks again every 2 s until its place is taken', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    // The entry after the opening comes at once, so the asking again is what is timed.
    const random = vi.spyOn(Math, 'random').mockReturnValue(0);
    try {
      vi.mocked(useAuth).mockReturnValue(STUDENT);
      windowForKanhar({ opensInMs: 1500 });
      renderPage();
      expect(await screen.findByText(/Showing/)).toBeInTheDocument();
      // The server still finds the window to open when the page's clock has passed it.
      await act(() => vi.advanceTimersByTimeAsync(2_100));
      expect(enterSelection).toHaveBeenCalledTimes(2);
      expect(screen.getByText(/^Taking your place in line…/)).toBeInTheDocument();
      windowForKanhar({ line: IN_LINE });
      await act(() => vi.advanceTimersByTimeAsync(2_000));
      expect(enterSelection).toHaveBeenCalledTimes(3);
      expect(await screen.findByText('3rd in line: 2 students are ahead of you.')).toBeInTheDocument();
    } finally {
      random.mockRestore();
      vi.useRealTimers();
    }
  });

  it('when a visitor opens the page, then the rooms load and no selection window is asked for', async () => {
    vi.mocked(useAuth).mockReturnValue({ status: 'ready', user: null });
    renderPage();
    expect(await screen.findByText(/Showing/)).toBeInTheDocument();
    expect(enterSelection).not.toHaveBeenCalled();
    expect(screen.queryByText('No selection window admits you to this hostel.')).not.toBeInTheDocument();
  });

  it('when a visitor opens a hostel under selection, then the page says so and until when, naming nobody', async () => {
    vi.mocked(useAuth).mockReturnValue({ status: 'ready', user: null });
    const opensAt = new Date(Date.now() - 60_000).toISOString();
    const closesAt = new Date(Date.now() + 3_600_000).toISOString();
    vi.mocked(getSelectionCalendar).mockResolvedValue([
      { hostel_name: 'Gopad', opens_at: opensAt, closes_at: closesAt },
      { hostel_name: 'Kanhar', opens_at: opensAt, closes_at: closesAt },
    ]);
    renderPage();
    expect(
      await screen.findByText(
        `Room selection for Kanhar is under way until ${formatDateTime(closesAt)}. Students choose their beds in their own selection windows: sign in to see yours.`,
      ),
    ).toBeInTheDocument();
    expect(await screen.findByText(/Showing/)).toBeInTheDocument();
  });

  it('when a visitor’s live map starts a session check (supabase-js loading), then the rooms stay on screen and are not read again', async () => {
    vi.mocked(useAuth).mockReturnValue({ status: 'ready', user: null });
    const { again } = renderPage();
    const summary = await screen.findByText(/Showing/);
    vi.mocked(useAuth).mockReturnValue({ status: 'loading', user: null });
    again();
    vi.mocked(useAuth).mockReturnValue({ status: 'ready', user: null });
    again();
    expect(screen.getByText(/Showing/)).toBe(summary);
    expect(getHostelRooms).toHaveBeenCalledTimes(1);
  });

  it("when a student opens the page, then their window for the hostel is shown above the rooms' filters", async () => {
    vi.mocked(useAuth).mockReturnValue(STUDENT);
    renderPage();
    const notice = await screen.findByText('No selection window admits you to this hostel.');
    const filters = screen.getByRole('form', { name: 'Filter rooms' });
    expect(notice.compareDocumentPosition(filters) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('when a student opens a hostel whose doubles are all taken, then they may join the line for a double only', async () => {
    vi.mocked(useAuth).mockReturnValue(STUDENT);
    singleFreeDoubleFull();
    renderPage();
    expect(await screen.findByRole('button', { name: 'Join the waitlist for a Double in Kanhar' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Single/ })).not.toBeInTheDocument();
  });

  it('when a visitor opens that hostel, then a sign-in hint stands for the line and no entries are asked for', async () => {
    vi.mocked(useAuth).mockReturnValue({ status: 'ready', user: null });
    singleFreeDoubleFull();
    renderPage();
    expect(
      await screen.findByRole('link', { name: 'Sign in to join the waitlist for a Double in Kanhar' }),
    ).toBeInTheDocument();
    expect(getMyWaitlist).not.toHaveBeenCalled();
  });
});

describe('hostel rooms page for a student who cannot book there', () => {
  /** Kanhar as a boys' hostel, in the hostels list the page has read. */
  function kanharForBoys() {
    vi.mocked(hostels.useHostels).mockReturnValue({
      status: 'success',
      data: [{ name: 'Kanhar', kind: 'boys', anchor: 'kanhar', code: 'KH' } as hostels.Hostel],
      error: undefined,
      reload: vi.fn(),
    });
  }

  function renderList() {
    const router = createMemoryRouter([{ path: '/status/:hosteltype', element: <HostelRoomsPage /> }], {
      initialEntries: ['/status/Kanhar?view=list'],
    });
    render(<RouterProvider router={router} />);
  }

  it('when a female student opens a boys’ hostel, then she is told why before any Book Now or Join', async () => {
    vi.mocked(useAuth).mockReturnValue(STUDENT);
    kanharForBoys();
    vi.mocked(getOwnDeclaration).mockResolvedValue({ gender: 'female', married: false, correctedAt: null });
    singleFreeDoubleFull();
    renderList();
    const rule = 'Kanhar is a boys’ hostel: only male students may book it.';
    expect(await screen.findByText(`You cannot book in Kanhar: ${rule}`)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Your residence details' })).toBeInTheDocument();
    expect(await screen.findAllByText(rule)).not.toHaveLength(0);
    expect(screen.queryByRole('link', { name: 'Book Now' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Join the waitlist/ })).not.toBeInTheDocument();
  });

  it('when a student who has a bed opens a hostel, then the page says so up front and offers no line to join', async () => {
    vi.mocked(useAuth).mockReturnValue(STUDENT);
    kanharForBoys();
    vi.mocked(getOwnDeclaration).mockResolvedValue({ gender: 'male', married: false, correctedAt: null });
    vi.mocked(getOwnBeds).mockResolvedValue({ held: new Set(), owned: 99 });
    singleFreeDoubleFull();
    renderList();
    expect(await screen.findByText(/You already have a bed this term/)).toBeInTheDocument();
    expect((await screen.findAllByRole('link', { name: 'Request a room change' })).length).toBeGreaterThan(0);
    expect(screen.queryByRole('link', { name: 'Book Now' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Join the waitlist/ })).not.toBeInTheDocument();
  });

  it('when a male student opens the boys’ hostel, then he may book and join as before', async () => {
    vi.mocked(useAuth).mockReturnValue(STUDENT);
    kanharForBoys();
    vi.mocked(getOwnDeclaration).mockResolvedValue({ gender: 'male', married: false, correctedAt: null });
    singleFreeDoubleFull();
    renderList();
    expect(await screen.findByRole('link', { name: 'Book Now' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Join the waitlist for a Double in Kanhar' })).toBeInTheDocument();
    expect(screen.queryByText(/You cannot book in Kanhar/)).not.toBeInTheDocument();
  });
});
