// /status/{hosteltype} and the selection window: a visitor's page asks for no window; a student's shows theirs above
// the rooms.
import { render, screen } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuth, type AuthState } from '../../lib/auth';
import * as hostels from '../../lib/hostels';
import { getHostelRooms, getOwnBeds } from '../../features/rooms/api/get-hostel-rooms';
import { getMySelection } from '../../features/selection/api/get-my-selection';
import { Component as HostelRoomsPage } from './hostel-rooms';

vi.mock('../../lib/auth', () => ({ useAuth: vi.fn() }));
vi.mock('../../lib/hostels', async (importOriginal) => ({
  ...(await importOriginal<typeof hostels>()),
  useHostels: vi.fn(),
}));
vi.mock('../../features/rooms/api/get-hostel-rooms', () => ({ getHostelRooms: vi.fn(), getOwnBeds: vi.fn() }));
vi.mock('../../features/selection/api/get-my-selection', () => ({ getMySelection: vi.fn() }));

const STUDENT: AuthState = {
  status: 'ready',
  user: { id: 'u1', email: 'meera@example.com', type: 'user', token: 't1', userMetadata: {} },
};

function renderPage() {
  const router = createMemoryRouter([{ path: '/status/:hosteltype', element: <HostelRoomsPage /> }], {
    initialEntries: ['/status/Kanhar'],
  });
  render(<RouterProvider router={router} />);
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
});

describe('hostel rooms page and the selection window', () => {
  it('when a visitor opens the page, then the rooms load and no selection window is asked for', async () => {
    vi.mocked(useAuth).mockReturnValue({ status: 'ready', user: null });
    renderPage();
    expect(await screen.findByText(/Showing/)).toBeInTheDocument();
    expect(getMySelection).not.toHaveBeenCalled();
    expect(screen.queryByText('No selection window admits you to this hostel.')).not.toBeInTheDocument();
  });

  it("when a student opens the page, then their window for the hostel is shown above the rooms' filters", async () => {
    vi.mocked(useAuth).mockReturnValue(STUDENT);
    renderPage();
    const notice = await screen.findByText('No selection window admits you to this hostel.');
    const filters = screen.getByRole('form', { name: 'Filter rooms' });
    expect(notice.compareDocumentPosition(filters) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});
