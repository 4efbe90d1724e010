// The admin area's frame: the guard (signed out to /, students to /auth/admin), the office's navigation (what the role
// may use) and the current view.
import { useId, useState } from 'react';
import { Navigate, NavLink, Outlet, useNavigate } from 'react-router-dom';
import { Button } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { isOffice, useAuth } from '../../../lib/auth';
import { normalizeError } from '../../../lib/errors';
import { notify } from '../../../lib/notifications';
import { signOut } from '../../../lib/sign-out';
import '../../../styles/panels.css';
import '../../../features/admin/admin.css';

function linkClass({ isActive }: { isActive: boolean }): string {
  return isActive ? 'admin-nav__link admin-nav__link--active' : 'admin-nav__link';
}

interface NavItem {
  label: string;
  href: string;
  /** Only admins see it (staff are the office without money actions or roles). */
  adminOnly?: boolean;
  /** Active only on exactly this path (the dashboard), not on the pages under it. */
  end?: boolean;
}

const NAV_ITEMS: readonly NavItem[] = [
  { label: 'Home', href: paths.admin.getHref(), end: true },
  { label: 'Applications', href: paths.adminApplications.getHref() },
  { label: 'Complaints', href: paths.adminComplaints.getHref() },
  { label: 'Rooms', href: paths.adminRooms.getHref() },
  { label: 'Bookings', href: paths.adminBookings.getHref() },
  { label: 'Notices', href: paths.adminNotices.getHref() },
  { label: 'Selection', href: paths.adminSelection.getHref() },
  { label: 'Audit', href: paths.adminAudit.getHref() },
  { label: 'People', href: paths.adminPeople.getHref(), adminOnly: true },
  { label: 'Hostels', href: paths.adminHostels.getHref() },
];

export function Component() {
  const { status, user } = useAuth();
  const navigate = useNavigate();
  const [leaving, setLeaving] = useState(false);
  // On a phone the links fold behind a Menu button (a disclosure); wider screens always show them.
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();

  const logout = async () => {
    setLeaving(true);
    try {
      // Leave first, so the guard does not send the admin to the sign-in page on the way out.
      await navigate(paths.home.getHref(), { replace: true });
      await signOut();
    } catch (error) {
      notify.error(normalizeError(error));
    } finally {
      setLeaving(false);
    }
  };

  if (status === 'loading') {
    return (
      <p className="container admin-loading" role="status">
        Loading…
      </p>
    );
  }
  if (!user) return <Navigate to={paths.home.getHref()} replace />;
  if (!isOffice(user)) return <Navigate to={paths.adminShortcut.getHref()} replace />;

  return (
    <div className="admin">
      <div className="admin-bar">
        <div className="container admin-bar__inner">
          <p className="admin-bar__who">
            {user.type === 'admin' ? 'Admin' : 'Staff'} · <span className="admin-bar__email">{user.email}</span>
          </p>
          <nav className={menuOpen ? 'admin-nav admin-nav--open' : 'admin-nav'} aria-label="Admin">
            <button
              type="button"
              className="admin-nav__toggle"
              aria-expanded={menuOpen}
              aria-controls={menuId}
              onClick={() => setMenuOpen((open) => !open)}
            >
              Menu
            </button>
            <ul id={menuId} className="admin-nav__list">
              {NAV_ITEMS.filter((item) => !item.adminOnly || user.type === 'admin').map((item) => (
                <li key={item.href}>
                  <NavLink
                    className={linkClass}
                    to={item.href}
                    end={item.end ?? false}
                    onClick={() => setMenuOpen(false)}
                  >
                    {item.label}
                  </NavLink>
                </li>
              ))}
              <li>
                <Button variant="ghost" className="admin-nav__logout" busy={leaving} onClick={() => void logout()}>
                  Logout
                </Button>
              </li>
            </ul>
          </nav>
        </div>
      </div>
      <div className="container admin-content">
        <Outlet />
      </div>
    </div>
  );
}
