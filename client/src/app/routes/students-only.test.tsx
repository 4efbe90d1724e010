// A guest account on a student's page: /leave, /visitors and /room say they are for students and point to the guest house and
// the guest's stays, and ask the server nothing; a student gets the page itself.
import { render, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as leaveApi from '../../features/leave/api/leave';
import * as roomApi from '../../features/room/api/room';
import * as visitorsApi from '../../features/visitors/api/visitors';
import type * as AuthModule from '../../lib/auth';
import { useAuth } from '../../lib/auth';
import type * as HostelsModule from '../../lib/hostels';
import { useHostels, type Hostel } from '../../lib/hostels';
import { Component as LeavePage } from './leave';
import { Component as RoomPage } from './room';
import { Component as VisitorsPage } from './visitors';

vi.mock('../../lib/auth', async (importOriginal) => ({
  ...(await importOriginal<typeof AuthModule>()),
  useAuth: vi.fn(),
}));
vi.mock('../../lib/hostels', async (importOriginal) => ({
  ...(await importOriginal<typeof HostelsModule>()),
  useHostels: vi.fn(),
}));
vi.mock('../../features/leave/api/leave', () => ({ getMyLeave: vi.fn(), getLeaveRules: vi.fn() }));
vi.mock('../../features/visitors/api/visitors', () => ({ getMyVisitors: vi.fn(), getVisitorRules: vi.fn() }));
vi.mock('../../features/room/api/room', () => ({ getMyStays: vi.fn() }));
vi.mock('../../features/leave/components/guardian-panel', () => ({ GuardianPanel: () => null }));

const ATITHI = { name: 'Atithi', kind: 'guest' } as Hostel;

function openAs(role: 'guest' | 'student', path: string, Page: ComponentType) {
  vi.mocked(useAuth).mockReturnValue({
    status: 'ready',
    user: { id: `u-${role}`, email: `${role}@hostel.local`, type: 'user', token: 't', userMetadata: { role } },
  });
  render(<RouterProvider router={createMemoryRouter([{ path, element: <Page /> }], { initialEntries: [path] })} />);
}

beforeEach(() => {
  vi.mocked(useHostels).mockReturnValue({ status: 'success', data: [ATITHI], error: null, reload: vi.fn() } as never);
  vi.mocked(leaveApi.getMyLeave).mockReset().mockResolvedValue([]);
  vi.mocked(leaveApi.getLeaveRules).mockReset().mockResolvedValue(null);
  vi.mocked(visitorsApi.getMyVisitors).mockReset().mockResolvedValue([]);
  vi.mocked(visitorsApi.getVisitorRules).mockReset().mockResolvedValue(null);
  vi.mocked(roomApi.getMyStays).mockReset().mockResolvedValue([]);
});

describe.each([
  ['/leave', LeavePage, () => leaveApi.getMyLeave],
  ['/visitors', VisitorsPage, () => visitorsApi.getMyVisitors],
  ['/room', RoomPage, () => roomApi.getMyStays],
] as const)('%s', (path, Page, read) => {
  it('when a guest account opens it, then it says it is for students, points to the guest house and asks nothing', () => {
    openAs('guest', path, Page);
    expect(screen.getByRole('heading', { level: 1, name: 'For students' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Book the guest house' })).toHaveAttribute('href', '/status/Atithi');
    expect(screen.getByRole('link', { name: 'My stays' })).toHaveAttribute('href', '/profile');
    expect(read()).not.toHaveBeenCalled();
  });

  it('when a student opens it, then the page reads their own', () => {
    openAs('student', path, Page);
    expect(screen.queryByRole('heading', { name: 'For students' })).not.toBeInTheDocument();
    expect(read()).toHaveBeenCalled();
  });
});
