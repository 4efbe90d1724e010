// The waitlist on a hostel page and the profile: who sees what, joining, the place in line and its changes, leaving and
// declining after a confirmation, booking the offered bed, and the server's refusals shown where the student acted.
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type ReactNode } from 'react';
import { RouterProvider, createMemoryRouter, useLocation } from 'react-router-dom';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { WaitlistEntry } from '@campus-hostel/contracts/api';
import { useAuth, type AuthState } from '../../../lib/auth';
import { ApiError } from '../../../lib/errors';
import { getMyWaitlist } from '../api/get-my-waitlist';
import { joinWaitlist } from '../api/join-waitlist';
import { leaveWaitlist } from '../api/leave-waitlist';
import { WAITLIST_REFRESH_MS } from '../use-my-waitlist';
import { ProfileWaitlist } from './waitlist-panels';
import type { RoomTypeFreeBeds } from '../../../lib/hostels';
import { StudentWaitlist } from './student-waitlist';

vi.mock('../../../lib/auth', () => ({ useAuth: vi.fn() }));
vi.mock('../api/get-my-waitlist', () => ({ getMyWaitlist: vi.fn() }));
vi.mock('../api/join-waitlist', () => ({ joinWaitlist: vi.fn() }));
vi.mock('../api/leave-waitlist', () => ({ leaveWaitlist: vi.fn() }));

const STUDENT: AuthState = {
  status: 'ready',
  user: { id: 'u1', email: 'student@hostel.local', type: 'user', token: 't1', userMetadata: {} },
};

/** Gopad with singles free and every double taken. */
const DOUBLES_FULL: RoomTypeFreeBeds[] = [
  { occupancy: 1, free: 4 },
  { occupancy: 2, free: 0 },
];
const ALL_FREE: RoomTypeFreeBeds[] = [
  { occupancy: 1, free: 4 },
  { occupancy: 2, free: 7 },
];

const WAITING: WaitlistEntry = {
  id: 31,
  hostel_name: 'Gopad',
  occupancy: 2,
  status: 'waiting',
  position: 3,
  total: 41,
  joined_at: '2026-11-20T09:00:00Z',
  offer: null,
};

const OFFERED: WaitlistEntry = {
  ...WAITING,
  status: 'offered',
  position: null,
  total: 40,
  offer: { room_id: 812, wing_name: 'W', room_number: 12, bed_label: 'B', expires_at: '2099-01-01T10:00:00Z' },
};

function Elsewhere() {
  const location = useLocation();
  return <p>now at {location.pathname + location.search}</p>;
}

function renderAt(element: ReactNode, route = '/status/Gopad') {
  const router = createMemoryRouter(
    [
      { path: route.split('?')[0], element },
      { path: '*', element: <Elsewhere /> },
    ],
    { initialEntries: [route] },
  );
  const result = render(<RouterProvider router={router} />);
  return { ...result, router, user: userEvent.setup() };
}

/** A hostel page whose rooms hear of a bed change (as Realtime tells them) at the click of a button. */
function LiveHostelPage() {
  const [roomTypes, setRoomTypes] = useState(DOUBLES_FULL);
  return (
    <>
      <button type="button" onClick={() => setRoomTypes([...roomTypes])}>
        A bed changed
      </button>
      <StudentWaitlist hostel="Gopad" roomTypes={roomTypes} />
    </>
  );
}

function renderHostelPage(roomTypes: RoomTypeFreeBeds[] = DOUBLES_FULL) {
  return renderAt(<StudentWaitlist hostel="Gopad" roomTypes={roomTypes} />);
}

beforeAll(() => {
  // jsdom has no modal dialogs: opening one only marks it open.
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.open = false;
  };
});

beforeEach(() => {
  vi.clearAllMocks();
  vi.mocked(useAuth).mockReturnValue(STUDENT);
  vi.mocked(getMyWaitlist).mockResolvedValue({ entries: [] });
});

afterEach(() => {
  vi.useRealTimers();
});

describe('StudentWaitlist for a visitor or the office', () => {
  it('when a visitor opens a hostel with no double free, then only a sign-in hint for that type shows', async () => {
    vi.mocked(useAuth).mockReturnValue({ status: 'ready', user: null });
    const { user } = renderHostelPage();
    const hint = screen.getByRole('link', { name: 'Sign in to join the waitlist for a Double in Gopad' });
    expect(screen.queryByRole('link', { name: /Single/ })).toBeNull();
    await user.click(hint);
    expect(await screen.findByText('now at /auth/login/student?next=%2Fstatus%2FGopad')).toBeInTheDocument();
    expect(getMyWaitlist).not.toHaveBeenCalled();
  });

  it('when a visitor opens a hostel with beds of every type free, then nothing shows', () => {
    vi.mocked(useAuth).mockReturnValue({ status: 'ready', user: null });
    const { container } = renderHostelPage(ALL_FREE);
    expect(container).toBeEmptyDOMElement();
  });

  it('when the hostel office is signed in, then nothing shows and no entries are asked for', async () => {
    vi.mocked(useAuth).mockReturnValue({
      status: 'ready',
      user: { id: 's1', email: 'staff@hostel.local', type: 'staff', token: 't1', userMetadata: {} },
    });
    const { container } = renderHostelPage();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(container).toBeEmptyDOMElement();
    expect(getMyWaitlist).not.toHaveBeenCalled();
  });
});

describe('StudentWaitlist for a signed-in student', () => {
  it('when beds of every type are free and the student waits nowhere, then nothing shows', async () => {
    const { container } = renderHostelPage(ALL_FREE);
    await vi.waitFor(() => expect(getMyWaitlist).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(container).toBeEmptyDOMElement();
  });

  it('when no double is free, then they join its line and see their place in it', async () => {
    vi.mocked(joinWaitlist).mockResolvedValue(WAITING);
    const { user } = renderHostelPage();
    expect(await screen.findByRole('heading', { name: 'Waitlist' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Single/ })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Join the waitlist for a Double in Gopad' }));
    expect(joinWaitlist).toHaveBeenCalledWith('Gopad', 2);
    expect(await screen.findByRole('status')).toHaveTextContent('You are 3 of 41 on the waitlist for a Double');
    expect(screen.queryByRole('button', { name: /Join the waitlist/ })).toBeNull();
  });

  it.each([
    ['beds_free', 409, 'A bed of this type is free in Gopad: book it now.'],
    ['already_booked', 409, 'You already have a bed this term: one bed per student.'],
    ['not_eligible', 403, 'Gopad is a boys’ hostel: your declared gender does not match.'],
  ] as const)(
    'when the server refuses with %s, then its message shows in place and nothing changes',
    async (code, status, text) => {
      vi.mocked(joinWaitlist).mockRejectedValue(new ApiError(text, status, { code }));
      const { user } = renderHostelPage();
      await user.click(await screen.findByRole('button', { name: 'Join the waitlist for a Double in Gopad' }));
      expect(await screen.findByRole('alert')).toHaveTextContent(text);
      expect(screen.getByRole('button', { name: 'Join the waitlist for a Double in Gopad' })).toBeEnabled();
      expect(screen.queryByRole('status')).toBeNull();
    },
  );

  it('when others leave the line, then the new place is read again every 10 s and announced politely', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    vi.mocked(getMyWaitlist).mockResolvedValue({ entries: [WAITING] });
    renderHostelPage();
    expect(await screen.findByRole('status')).toHaveTextContent('You are 3 of 41');
    vi.mocked(getMyWaitlist).mockResolvedValue({ entries: [{ ...WAITING, position: 2, total: 40 }] });
    await act(() => vi.advanceTimersByTimeAsync(WAITLIST_REFRESH_MS));
    expect(await screen.findByRole('status')).toHaveTextContent('You are 2 of 40 on the waitlist for a Double');
    expect(screen.getByRole('status')).toHaveAttribute('role', 'status');
  });

  it("when the hostel's beds change, then the entries are read again at once", async () => {
    vi.mocked(getMyWaitlist).mockResolvedValue({ entries: [WAITING] });
    const { user } = renderAt(<LiveHostelPage />);
    await screen.findByRole('status');
    expect(getMyWaitlist).toHaveBeenCalledTimes(1);
    vi.mocked(getMyWaitlist).mockResolvedValue({ entries: [OFFERED] });
    await user.click(screen.getByRole('button', { name: 'A bed changed' }));
    expect(await screen.findByText(/A bed is yours to take/)).toBeInTheDocument();
    expect(getMyWaitlist).toHaveBeenCalledTimes(2);
  });

  it('when they leave, then they confirm first, and staying changes nothing', async () => {
    vi.mocked(getMyWaitlist).mockResolvedValue({ entries: [WAITING] });
    vi.mocked(leaveWaitlist).mockResolvedValue({ left: true });
    const { user } = renderHostelPage();
    await user.click(await screen.findByRole('button', { name: 'Leave the waitlist' }));
    const dialog = screen.getByRole('dialog', { name: 'Leave the waitlist?' });
    await user.click(within(dialog).getByRole('button', { name: 'Stay on the waitlist' }));
    expect(leaveWaitlist).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Leave the waitlist' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Leave the waitlist?' })).getByRole('button', {
        name: 'Leave the waitlist',
      }),
    );
    expect(leaveWaitlist).toHaveBeenCalledWith(31);
    // The double is still full: the line can be joined again.
    expect(await screen.findByRole('button', { name: 'Join the waitlist for a Double in Gopad' })).toBeInTheDocument();
    expect(screen.queryByText(/You are 3 of 41/)).toBeNull();
  });

  it('when a leave is refused, then the message shows under the line and the place stays', async () => {
    vi.mocked(getMyWaitlist).mockResolvedValue({ entries: [WAITING] });
    vi.mocked(leaveWaitlist).mockRejectedValue(new ApiError('No such waitlist entry.', 404, { code: 'not_found' }));
    const { user } = renderHostelPage();
    await user.click(await screen.findByRole('button', { name: 'Leave the waitlist' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Leave the waitlist' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('No such waitlist entry.');
    expect(screen.getByRole('status')).toHaveTextContent('You are 3 of 41');
  });

  it('when a bed is offered, then it names the bed and its end with a countdown, and Book this bed opens its booking', async () => {
    vi.mocked(getMyWaitlist).mockResolvedValue({ entries: [OFFERED] });
    const { user } = renderHostelPage();
    const text = await screen.findByText(/^A bed is yours to take: Gopad, wing W, room 12, bed B, until /);
    expect(within(text).getByRole('timer')).toBeInTheDocument();
    // Offered, the student no longer waits in that line nor is asked to join it.
    expect(screen.queryByRole('button', { name: /Join the waitlist/ })).toBeNull();
    await user.click(screen.getByRole('link', { name: 'Book this bed' }));
    expect(await screen.findByText('now at /status/Gopad/booknow/812')).toBeInTheDocument();
  });

  it('when they decline the offer, then they confirm first and the bed is given up', async () => {
    vi.mocked(getMyWaitlist).mockResolvedValue({ entries: [OFFERED] });
    vi.mocked(leaveWaitlist).mockResolvedValue({ left: true });
    const { user } = renderHostelPage(ALL_FREE);
    await user.click(await screen.findByRole('button', { name: 'Decline' }));
    const dialog = screen.getByRole('dialog', { name: 'Decline this bed?' });
    expect(dialog).toHaveAccessibleDescription(
      'The bed goes to the next student in line at once, and you leave this waitlist.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Decline the bed' }));
    expect(leaveWaitlist).toHaveBeenCalledWith(31);
    await vi.waitFor(() => expect(screen.queryByText(/A bed is yours to take/)).toBeNull());
  });

  it('when the entries cannot be read and a type is full, then it says so with a way to try again', async () => {
    vi.mocked(getMyWaitlist).mockRejectedValueOnce(new Error('down'));
    const { user } = renderHostelPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('Your waitlist places could not be loaded right now.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Join the waitlist for a Double in Gopad' })).toBeInTheDocument();
  });
});

describe('ProfileWaitlist', () => {
  it('when the student waits nowhere, then there is no panel', async () => {
    const { container } = renderAt(<ProfileWaitlist userId="u1" />, '/profile');
    await vi.waitFor(() => expect(getMyWaitlist).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(container).toBeEmptyDOMElement();
  });

  it('when they wait in one line and hold an offer in another, then both show with their hostel', async () => {
    vi.mocked(getMyWaitlist).mockResolvedValue({
      entries: [OFFERED, { ...WAITING, id: 32, hostel_name: 'Kanhar', occupancy: 1, position: 1, total: 5 }],
    });
    const { user } = renderAt(<ProfileWaitlist userId="u1" />, '/profile');
    expect(await screen.findByRole('heading', { name: 'Waitlist' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('You are 1 of 5 on the waitlist for a Single in Kanhar');
    expect(screen.getByText(/^A bed is yours to take: Gopad, wing W, room 12, bed B/)).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Book this bed' }));
    expect(await screen.findByText('now at /status/Gopad/booknow/812')).toBeInTheDocument();
  });
});
