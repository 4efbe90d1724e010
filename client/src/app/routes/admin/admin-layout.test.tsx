// The office's frame: each role sees the pages it may use, the menu folds on a phone, and staff sent to an admins-only
// page land on the dashboard with the reason.
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { NotificationRegion } from '../../../components/ui/notification-region';
import { placedOnGuestHouse } from '../../../features/admin/guest-stays/placed-on-guest-house';
import { adminsOnly } from '../../../features/admin/people/components/admin-only';
import type * as AuthModule from '../../../lib/auth';
import { useAuth, type AppUser } from '../../../lib/auth';
import { Component as AdminLayout } from './admin-layout';
import { signOut } from '../../../lib/sign-out';
import { Component as AdminPeople } from './admin-people';

vi.mock('../../../lib/auth', async (importOriginal) => ({
  ...(await importOriginal<typeof AuthModule>()),
  useAuth: vi.fn(),
}));
vi.mock('../../../lib/sign-out', () => ({ signOut: vi.fn() }));
vi.mock('../../../features/admin/guest-stays/placed-on-guest-house', () => ({ placedOnGuestHouse: vi.fn() }));

function signedIn(type: AppUser['type']) {
  vi.mocked(useAuth).mockReturnValue({
    status: 'ready',
    user: { id: 'u1', email: `${type}@hostel.local`, type, token: 't', userMetadata: {} },
  });
}

function renderAdmin(route: string) {
  const router = createMemoryRouter(
    [
      {
        path: '/admin',
        element: <AdminLayout />,
        children: [
          { index: true, element: <p>dashboard</p> },
          { path: '/admin/rooms', element: <p>rooms page</p> },
          { path: '/admin/rollcall', element: <p>roll-call page</p> },
          { path: '/admin/visitors', element: <p>visitors page</p> },
          { path: '/admin/guest-house', element: <p>guest house page</p> },
          { path: '/admin/complaints', element: <p>complaints page</p> },
          { path: '/admin/people', element: <AdminPeople /> },
          { path: '/admin/mess/*', element: <p>mess page</p> },
        ],
      },
      { path: '/', element: <p>home page</p> },
      { path: '/auth/login/:kind', element: <p>sign-in page</p> },
    ],
    { initialEntries: [route] },
  );
  render(
    <>
      <RouterProvider router={router} />
      <NotificationRegion />
    </>,
  );
  return { user: userEvent.setup(), router };
}

const navLinks = () =>
  within(screen.getByRole('navigation', { name: 'Admin' }))
    .getAllByRole('link')
    .map((link) => link.textContent);

beforeEach(() => {
  vi.mocked(useAuth).mockReset();
  vi.mocked(signOut).mockReset();
  // The seed's warden serves Kanhar alone.
  vi.mocked(placedOnGuestHouse).mockReset().mockResolvedValue(false);
});

describe('the office navigation', () => {
  it('when staff sign in, then every office page but People is offered, then Logout', () => {
    signedIn('staff');
    renderAdmin('/admin');
    expect(navLinks()).toEqual([
      'Home',
      'Applications',
      'Complaints',
      'Rooms',
      'Allotments',
      'Leave',
      'Roll-call',
      'Visitors',
      'Inspections',
      'Guest house',
      'Work orders',
      'Mess',
      'Meal counter',
      'Gate',
      'Bookings',
      'Notices',
      'Selection',
      'Audit',
      'Hostels',
    ]);
    expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    expect(screen.getByText('staff@hostel.local').parentElement).toHaveTextContent('Staff · staff@hostel.local');
  });

  it("when a warden signs in, then only their places' pages are offered and the office's dashboard sends them on", async () => {
    signedIn('warden');
    const { router } = renderAdmin('/admin');
    await vi.waitFor(() => expect(placedOnGuestHouse).toHaveBeenCalled());
    expect(navLinks()).toEqual([
      'Complaints',
      'Rooms',
      'Allotments',
      'Leave',
      'Roll-call',
      'Visitors',
      'Inspections',
      'Work orders',
      'Mess',
    ]);
    expect(router.state.location.pathname).toBe('/admin/complaints');
    expect(screen.getByText('warden@hostel.local').parentElement).toHaveTextContent('Warden · warden@hostel.local');
  });

  it('when a warden placed on a guest house signs in, then the guest house is offered beside their hostel’s pages', async () => {
    vi.mocked(placedOnGuestHouse).mockResolvedValue(true);
    signedIn('warden');
    renderAdmin('/admin/guest-house');
    expect(await screen.findByRole('link', { name: 'Guest house' })).toHaveAttribute('aria-current', 'page');
    expect(navLinks()).toEqual([
      'Complaints',
      'Rooms',
      'Allotments',
      'Leave',
      'Roll-call',
      'Visitors',
      'Inspections',
      'Guest house',
      'Work orders',
      'Mess',
    ]);
    expect(screen.getByText('guest house page')).toBeInTheDocument();
  });

  it('when a warden of no guest house opens it, then they are sent on once their places are read', async () => {
    signedIn('warden');
    const { router } = renderAdmin('/admin/guest-house');
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/admin/complaints'));
    expect(screen.queryByText('guest house page')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Guest house' })).toBeNull();
  });

  it('when staff sign in, then the guest house is offered without asking which places they serve', () => {
    signedIn('staff');
    renderAdmin('/admin/guest-house');
    expect(screen.getByText('guest house page')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Guest house' })).toHaveAttribute('aria-current', 'page');
    expect(placedOnGuestHouse).not.toHaveBeenCalled();
  });

  it('when a guard opens a page of the whole office, then they land on the rooms of their gate, the gate offered', () => {
    signedIn('guard');
    const { router } = renderAdmin('/admin/people');
    expect(navLinks()).toEqual(['Rooms', 'Gate']);
    expect(screen.getByRole('link', { name: 'Gate' })).toHaveAttribute('href', '/gate');
    expect(router.state.location.pathname).toBe('/admin/rooms');
  });

  it('when a guard opens the roll-call, then they are sent on: it is the warden’s page', () => {
    signedIn('guard');
    const { router } = renderAdmin('/admin/rollcall');
    expect(router.state.location.pathname).toBe('/admin/rooms');
    expect(screen.queryByText('roll-call page')).toBeNull();
  });

  it('when a warden opens the roll-call, then it is shown and marked in the menu', () => {
    signedIn('warden');
    renderAdmin('/admin/rollcall');
    expect(screen.getByText('roll-call page')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Roll-call' })).toHaveAttribute('aria-current', 'page');
  });

  it('when a warden opens the visitors, then they are shown and marked in the menu', () => {
    signedIn('warden');
    renderAdmin('/admin/visitors');
    expect(screen.getByText('visitors page')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Visitors' })).toHaveAttribute('aria-current', 'page');
  });

  it('when a guard opens the visitors, then they are sent on: it is the warden’s page', () => {
    signedIn('guard');
    const { router } = renderAdmin('/admin/visitors');
    expect(router.state.location.pathname).toBe('/admin/rooms');
    expect(screen.queryByText('visitors page')).toBeNull();
  });

  it('when a mess manager signs in, then the meal counter is offered beside the rooms', () => {
    signedIn('mess_manager');
    renderAdmin('/admin');
    expect(navLinks()).toContain('Meal counter');
    expect(screen.getByRole('link', { name: 'Meal counter' })).toHaveAttribute('href', '/mess/counter');
  });

  it('when a mess page is open, then the mess tab bar offers all five, its page marked; elsewhere there is none', () => {
    signedIn('mess_manager');
    renderAdmin('/admin/mess/menus');
    const tabs = screen.getByRole('navigation', { name: 'Mess pages' });
    expect(
      within(tabs)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Messes and registration', '/admin/mess'],
      ['Menus', '/admin/mess/menus'],
      ['Rebates', '/admin/mess/rebates'],
      ['Bills', '/admin/mess/bills'],
      ['Scorecard', '/admin/mess/scorecard'],
    ]);
    expect(within(tabs).getByRole('link', { name: 'Menus' })).toHaveAttribute('aria-current', 'page');
    expect(within(tabs).getByRole('link', { name: 'Messes and registration' })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('link', { name: 'Mess' })).toHaveAttribute('aria-current', 'page');
  });

  it('when another office page is open, then there is no mess tab bar', () => {
    signedIn('staff');
    renderAdmin('/admin/rooms');
    expect(screen.queryByRole('navigation', { name: 'Mess pages' })).toBeNull();
  });

  it('when an admin signs in, then People is offered too, and the current page is marked', () => {
    signedIn('admin');
    renderAdmin('/admin/rooms');
    expect(navLinks()).toContain('People');
    expect(screen.getByRole('link', { name: 'Rooms' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
  });

  it('when the Menu button is used, then it says whether the links are shown, and choosing one folds them again', async () => {
    signedIn('staff');
    const { user, router } = renderAdmin('/admin');
    const menu = screen.getByRole('button', { name: 'Menu' });
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    expect(menu).toHaveAttribute('aria-controls', screen.getByRole('list').id);
    await user.click(menu);
    expect(menu).toHaveAttribute('aria-expanded', 'true');
    await user.click(screen.getByRole('link', { name: 'Rooms' }));
    expect(router.state.location.pathname).toBe('/admin/rooms');
    expect(menu).toHaveAttribute('aria-expanded', 'false');
  });

  it('when staff open /admin/people, then they are sent to the dashboard and told why', async () => {
    signedIn('staff');
    const { router } = renderAdmin('/admin/people');
    expect(await screen.findByText('dashboard')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin');
    expect(screen.getByRole('status')).toHaveTextContent(adminsOnly());
  });

  it('when the admin logs out, then the signed-out frame goes quietly to the home page, not to the sign-in page', async () => {
    signedIn('admin');
    // The session ends before the page changes, as it may on a slow phone.
    vi.mocked(signOut).mockImplementation(() => {
      vi.mocked(useAuth).mockReturnValue({ status: 'ready', user: null });
      return Promise.resolve();
    });
    const { user, router } = renderAdmin('/admin/rooms');
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    expect(await screen.findByText('home page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(signOut).toHaveBeenCalledTimes(1);
  });
});
