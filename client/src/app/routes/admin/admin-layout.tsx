// The admin area's frame: the guard (signed out to /, students to /auth/admin), the office's navigation (what the role
// may use) and the current view.
import type { OfficeRole } from '@campus-hostel/contracts/api';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, NavLink, Outlet, useLocation, useNavigate } from 'react-router-dom';
import { Button } from '../../../components/ui/button';
import { dailyPaths } from '../../../config/daily-paths';
import { officePaths } from '../../../config/office-paths';
import { paths } from '../../../config/paths';
import { placedOnGuestHouse } from '../../../features/admin/guest-stays/placed-on-guest-house';
import { isOffice, useAuth } from '../../../lib/auth';
import type { resources } from '../../../lib/i18n-resources';
import { MessTabs } from './admin-mess-tabs';
import { normalizeError } from '../../../lib/errors';
import { notify } from '../../../lib/notifications';
import { signOut } from '../../../lib/sign-out';
import { useQuery } from '../../../lib/use-query';
import '../../../styles/panels.css';
import '../../../features/admin/admin.css';

function linkClass({ isActive }: { isActive: boolean }): string {
  return isActive ? 'admin-nav__link admin-nav__link--active' : 'admin-nav__link';
}

interface NavItem {
  /** The link's word in the admin catalogue's nav.links. */
  label: keyof (typeof resources)['admin']['nav']['links'];
  href: string;
  /** Who may use it: by default the whole office (staff and admins). */
  roles?: readonly OfficeRole[];
  /** Active only on exactly this path (the dashboard), not on the pages under it. */
  end?: boolean;
  /** A warden's only when placed on a guest house. */
  guestHouse?: boolean;
}

const WHOLE: readonly OfficeRole[] = ['staff', 'admin'];

// Each role sees only the pages its places need: a warden their hostels' rooms, allotments, leave, roll-call, visitors,
// inspections and complaints, and the guest house when placed on one; a mess manager and a guard who lives in their hostel, and a
// guard their gate; a technician their trades' complaints.
const NAV_ITEMS: readonly NavItem[] = [
  { label: 'home', href: paths.admin.getHref(), end: true },
  { label: 'applications', href: officePaths.adminApplications.getHref() },
  { label: 'complaints', href: officePaths.adminComplaints.getHref(), roles: [...WHOLE, 'warden', 'technician'] },
  { label: 'rooms', href: officePaths.adminRooms.getHref(), roles: [...WHOLE, 'warden', 'mess_manager', 'guard'] },
  { label: 'allotments', href: officePaths.adminAllotments.getHref(), roles: [...WHOLE, 'warden'] },
  { label: 'leave', href: officePaths.adminLeave.getHref(), roles: [...WHOLE, 'warden'] },
  { label: 'rollcall', href: officePaths.adminRollcall.getHref(), roles: [...WHOLE, 'warden'] },
  { label: 'visitors', href: officePaths.adminVisitors.getHref(), roles: [...WHOLE, 'warden'] },
  { label: 'inspections', href: officePaths.adminInspections.getHref(), roles: [...WHOLE, 'warden'] },
  { label: 'guestHouse', href: officePaths.adminGuestHouse.getHref(), roles: [...WHOLE, 'warden'], guestHouse: true },
  { label: 'workOrders', href: officePaths.adminWorkOrders.getHref(), roles: [...WHOLE, 'warden'] },
  { label: 'mess', href: officePaths.adminMess.getHref(), roles: [...WHOLE, 'mess_manager', 'warden'] },
  { label: 'mealCounter', href: dailyPaths.messCounter.getHref(), roles: [...WHOLE, 'mess_manager'] },
  { label: 'gate', href: paths.gate.getHref(), roles: [...WHOLE, 'guard'] },
  { label: 'jobs', href: paths.jobs.getHref(), roles: ['technician'] },
  { label: 'bookings', href: officePaths.adminBookings.getHref() },
  { label: 'notices', href: officePaths.adminNotices.getHref() },
  { label: 'selection', href: officePaths.adminSelection.getHref() },
  { label: 'audit', href: officePaths.adminAudit.getHref() },
  { label: 'people', href: officePaths.adminPeople.getHref(), roles: ['admin'] },
  { label: 'records', href: officePaths.adminRecords.getHref(), roles: ['admin'] },
  { label: 'hostels', href: officePaths.adminHostels.getHref() },
];

/** Whether the path is one of these pages (or under one), or a page the menu does not list. */
function mayOpen(items: readonly NavItem[], pathname: string): boolean {
  const under = (item: NavItem) =>
    item.end ? pathname === item.href : pathname === item.href || pathname.startsWith(`${item.href}/`);
  const listed = NAV_ITEMS.filter((item) => item.href !== paths.admin.getHref()).some(under);
  return pathname !== paths.admin.getHref() && (!listed || items.some(under));
}

/** The pages this role may use, in the menu's order; `onGuestHouse`: whether a warden is placed on a guest house. */
function navItemsFor(role: OfficeRole, onGuestHouse: boolean): NavItem[] {
  return NAV_ITEMS.filter(
    (item) => (item.roles ?? WHOLE).includes(role) && !(item.guestHouse && role === 'warden' && !onGuestHouse),
  );
}

export function Component() {
  const { t } = useTranslation('admin');
  const { status, user } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const [leaving, setLeaving] = useState(false);
  // On a phone the links fold behind a Menu button (a disclosure); wider screens always show them.
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const guestHouse = useQuery(user?.type === 'warden' ? `placed-on-guest-house:${user.id}` : null, placedOnGuestHouse);

  const logout = async () => {
    // While leaving, the guard below lets the signed-out frame go quietly instead of asking to sign in again.
    setLeaving(true);
    try {
      await signOut();
    } catch (error) {
      notify.error(normalizeError(error));
    } finally {
      await navigate(paths.home.getHref(), { replace: true });
    }
  };

  if (status === 'loading') {
    return (
      <p className="container admin-loading" role="status">
        {t('nav.loading')}
      </p>
    );
  }
  // A signed-out visit (a link from an email, a new tab) signs in as the office and comes straight back here.
  if (!user) {
    if (leaving) return null;
    return <Navigate to={paths.login.getHref('admin', location.pathname + location.search)} replace />;
  }
  if (!isOffice(user)) return <Navigate to={paths.adminShortcut.getHref()} replace />;
  const items = navItemsFor(user.type, guestHouse.data ?? false);
  // The dashboard is the whole office's; a role for places starts on its first page. Until a warden's places are read,
  // the guest house's page is not offered but not refused either: its page says when they serve none.
  const start = items[0];
  if (
    start &&
    start.href !== paths.admin.getHref() &&
    !mayOpen(navItemsFor(user.type, guestHouse.data ?? true), location.pathname)
  ) {
    return <Navigate to={start.href} replace />;
  }

  return (
    <div className="admin">
      <div className="admin-bar">
        <div className="container admin-bar__inner">
          <p className="admin-bar__who">
            {user.type === 'admin' || user.type === 'staff' ? t(`nav.${user.type}`) : t(`nav.roles.${user.type}`)} ·{' '}
            <span className="admin-bar__email">{user.email}</span>
          </p>
          <nav className={menuOpen ? 'admin-nav admin-nav--open' : 'admin-nav'} aria-label={t('nav.label')}>
            <button
              type="button"
              className="admin-nav__toggle"
              aria-expanded={menuOpen}
              aria-controls={menuId}
              onClick={() => setMenuOpen((open) => !open)}
            >
              {t('nav.menu')}
            </button>
            <ul id={menuId} className="admin-nav__list">
              {items.map((item) => (
                <li key={item.href}>
                  <NavLink
                    className={linkClass}
                    to={item.href}
                    end={item.end ?? false}
                    onClick={() => setMenuOpen(false)}
                  >
                    {t(`nav.links.${item.label}`)}
                  </NavLink>
                </li>
              ))}
              <li>
                <Button variant="ghost" className="admin-nav__logout" busy={leaving} onClick={() => void logout()}>
                  {t('nav.logout')}
                </Button>
              </li>
            </ul>
          </nav>
        </div>
      </div>
      <div className="container admin-content">
        <MessTabs />
        <Outlet />
      </div>
    </div>
  );
}
