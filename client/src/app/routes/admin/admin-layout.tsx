// The admin area's frame: the guard of spec §6, the admin navigation and the current view.
import { useState } from 'react';
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

export function Component() {
  const { status, user } = useAuth();
  const navigate = useNavigate();
  const [leaving, setLeaving] = useState(false);

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
          <nav className="admin-nav" aria-label="Admin">
            <ul className="admin-nav__list">
              <li>
                <NavLink className={linkClass} to={paths.admin.getHref()} end>
                  Home
                </NavLink>
              </li>
              <li>
                <NavLink className={linkClass} to={paths.adminApplications.getHref()}>
                  Applications
                </NavLink>
              </li>
              <li>
                <NavLink className={linkClass} to={paths.adminComplaints.getHref()}>
                  Complaints
                </NavLink>
              </li>
              <li>
                <NavLink className={linkClass} to={paths.adminHostels.getHref()}>
                  Hostels
                </NavLink>
              </li>
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
