// /status/{hosteltype}, the selection window, the waiting room and the waitlist: a visitor's page asks for no window; a
// student's shows theirs above the rooms, puts them in line before the rooms while it is open (DESIGN §13), and offers a
// line to join for a room type with no bed free.
import { render, screen } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuth, type AuthState } from '../../lib/auth';
import { ApiError } from '../../lib/errors';
import * as hostels from '../../lib/hostels';
import { getHostelRooms, getOwnBeds } from '../../features/rooms/api/get-hostel-rooms';
import { getMySelection } from '../../features/selection/api/get-my-selection';
import { joinQueue } from '../../features/booking/api/queue';
import { getMyWaitlist } from '../../features/waitlist/api/get-my-waitlist';
import { Component as HostelRoomsPage } from './hostel-rooms';

vi.mock('../../lib/auth', () => ({ useAuth: vi.fn() }));
vi.mock('../../lib/hostels', async (importOriginal) => ({
  ...(await importOriginal<typeof hostels>()),
  useHostels: vi.fn(),
}));
vi.mock('../../features/rooms/api/get-hostel-rooms', () => ({ getHostelRooms: vi.fn(), getOwnBeds: vi.fn() }));
vi.mock('../../features/selection/api/get-my-selection', () => ({ getMySelection: vi.fn() }));
vi.mock('../../features/waitlist/api/get-my-waitlist', () => ({ getMyWaitlist: vi.fn() }));
vi.mock('../../features/booking/api/queue', () => ({ joinQueue: vi.fn(), getQueueStatus: vi.fn() }));

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
  vi.mocked(getMySelection).mockResolvedValue({ selection_hostels: ['Kanhar'], windows: [], next_opens_at: null });
  vi.mocked(getMyWaitlist).mockResolvedValue({ entries: [] });
});

/** The student's window for Kanhar opened a minute ago, or opens in an hour. */
function windowForKanhar(open: boolean) {
  const now = Date.now();
  const opensAt = new Date(open ? now - 60_000 : now + 3_600_000).toISOString();
  vi.mocked(getMySelection).mockResolvedValue({
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
  });
}

/** Kanhar with a free single and one double whose two beds are taken. */
function singleFreeDoubleFull() {
  const room = { hostel_name: 'Kanhar', wing_name: 'A', accessible: false, price_minor: 50000, out_of_service: false };
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
  it('when a student whose window is open opens the page, then they take a place in line and the rooms are not read', async () => {
    vi.mocked(useAuth).mockReturnValue(STUDENT);
    windowForKanhar(true);
    vi.mocked(joinQueue).mockResolvedValue({ ticket: 't-1', admitted: false, position: 3, ahead: 2, eta_seconds: 90 });
    renderPage();
    expect(await screen.findByRole('heading', { name: 'You are in line' })).toBeInTheDocument();
    expect(await screen.findByText('3rd in line: 2 students are ahead of you.')).toBeInTheDocument();
    expect(screen.getByText(/the rooms show here and you choose your bed/)).toBeInTheDocument();
    expect(joinQueue).toHaveBeenCalledWith('t1', expect.any(AbortSignal));
    expect(getHostelRooms).not.toHaveBeenCalled();
    expect(screen.queryByRole('form', { name: 'Filter rooms' })).not.toBeInTheDocument();
  });

  it('when a student whose window is open is admitted, then the rooms show', async () => {
    vi.mocked(useAuth).mockReturnValue(STUDENT);
    windowForKanhar(true);
    vi.mocked(joinQueue).mockResolvedValue({ ticket: 't-1', admitted: true, expires_at: '2099-01-01T00:00:00Z' });
    renderPage();
    expect(await screen.findByText(/Showing/)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'You are in line' })).not.toBeInTheDocument();
    expect(getHostelRooms).toHaveBeenCalledTimes(1);
  });

  it('when a student who already has a bed opens the page in their window, then the rooms show without a place in line', async () => {
    vi.mocked(useAuth).mockReturnValue(STUDENT);
    windowForKanhar(true);
    vi.mocked(joinQueue).mockRejectedValue(
      new ApiError('You already have a bed in the hostel.', 409, { code: 'already_booked' }),
    );
    renderPage();
    expect(await screen.findByText(/Showing/)).toBeInTheDocument();
  });

  it('when a student whose window is still to open opens the page, then the rooms show under the countdown and nobody joins the line', async () => {
    vi.mocked(useAuth).mockReturnValue(STUDENT);
    windowForKanhar(false);
    renderPage();
    expect(await screen.findByText(/Showing/)).toBeInTheDocument();
    expect(screen.getByRole('timer')).toBeInTheDocument();
    expect(joinQueue).not.toHaveBeenCalled();
  });

  it('when a visitor opens the page, then the rooms load and no selection window is asked for', async () => {
    vi.mocked(useAuth).mockReturnValue({ status: 'ready', user: null });
    renderPage();
    expect(await screen.findByText(/Showing/)).toBeInTheDocument();
    expect(getMySelection).not.toHaveBeenCalled();
    expect(screen.queryByText('No selection window admits you to this hostel.')).not.toBeInTheDocument();
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
