// The product's top navigation: Home, About, Status and Hostels menus, Complaint, and Login or Profile; for a
// signed-in user, the notifications bell, and for a student (not a guest account) their Mess, Leave and Visitors.
import { Suspense, lazy, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { DisplayPreferences } from './display-preferences';
import { DropdownMenu, type MenuLink } from '../../components/ui/dropdown-menu';
import { paths } from '../../config/paths';
import { SITE_NAME } from '../../config/site';
import { isGuest, isOffice, useAuth } from '../../lib/auth';
import { mayHaveSession } from '../../lib/auth-storage';
import { useHostels } from '../../lib/hostels';

function useStatusLinks(): readonly MenuLink[] {
  const { t } = useTranslation();
  return [
    { label: t('layout.applicationStatus'), to: paths.status.getHref('application-status') },
    { label: t('layout.complaintStatus'), to: paths.status.getHref('complaint-status') },
    { label: t('layout.roomAvailability'), to: paths.status.getHref('room-availability') },
    { label: t('layout.applicationHistory'), to: paths.status.getHref('application-history') },
    { label: t('layout.notices'), to: paths.status.getHref('notices') },
  ];
}

/** One link per hostel once public.hostels has been read; until then (or if it cannot be), the Hostels page. */
function useHostelLinks(): readonly MenuLink[] {
  const { t } = useTranslation();
  const hostels = useHostels();
  if (hostels.status !== 'success') return [{ label: t('layout.allHostels'), to: paths.hostels.getHref() }];
  return hostels.data.map((hostel) => ({ label: hostel.name, to: paths.hostels.getHref(hostel.anchor) }));
}

function navClass({ isActive }: { isActive: boolean }): string {
  return isActive ? 'nav__link nav__link--active' : 'nav__link';
}

/**
 * A signed-in student's own pages: the mess (menus, rating today's meals, rebates), leave (apply, status, pass) and
 * visitors (register, who is in).
 */
function StudentLinks() {
  const { t } = useTranslation();
  const { user } = useAuth();
  if (!user || isOffice(user) || isGuest(user)) return null;
  return (
    <>
      <li>
        <NavLink className={navClass} to={paths.mess.getHref()}>
          {t('layout.mess')}
        </NavLink>
      </li>
      <li>
        <NavLink className={navClass} to={paths.leave.getHref()} end>
          {t('layout.leave')}
        </NavLink>
      </li>
      <li>
        <NavLink className={navClass} to={paths.visitors.getHref()} end>
          {t('layout.visitors')}
        </NavLink>
      </li>
    </>
  );
}

function AccountAction() {
  const { t } = useTranslation();
  const { status, user } = useAuth();
  // Keep the slot's size while the session loads so the header does not jump.
  if (status === 'loading') return <span className="account-slot" aria-hidden="true" />;
  if (user) {
    return (
      <Link
        className="button button--primary button--small"
        to={isOffice(user) ? paths.admin.getHref() : paths.profile.getHref()}
      >
        {t('layout.profile')}
      </Link>
    );
  }
  const loginLinks: readonly MenuLink[] = [
    { label: t('layout.studentLogin'), to: paths.login.getHref('student') },
    { label: t('layout.adminLogin'), to: paths.login.getHref('admin') },
  ];
  return <DropdownMenu label={t('layout.login')} links={loginLinks} align="end" className="dropdown--account" />;
}

// The bell's code loads only once someone is signed in: visitors never download it.
const NotificationBell = lazy(() =>
  import('../../features/notifications/components/notification-bell').then((module) => ({
    default: module.NotificationBell,
  })),
);

/**
 * The bell sits in the top bar on narrow screens (outside the collapsed menu) and beside Profile on wide ones; CSS
 * shows one of the two, so the focus order follows what is seen. While a kept session loads, its space is kept.
 */
function Bell({ placement }: { placement: 'bar' | 'account' }) {
  const { status, user } = useAuth();
  const className = `header-bell header-bell--${placement}`;
  const slot = <span className={className} aria-hidden="true" />;
  if (status === 'loading') return mayHaveSession() ? slot : null;
  if (!user) return null;
  return (
    <Suspense fallback={slot}>
      <NotificationBell userId={user.id} className={className} />
    </Suspense>
  );
}

export function Header() {
  const { t } = useTranslation();
  const statusLinks = useStatusLinks();
  const [menuOpen, setMenuOpen] = useState(false);
  const panelId = useId();
  const location = useLocation();
  const toggle = useRef<HTMLButtonElement>(null);
  const hostelLinks = useHostelLinks();

  const [seenPath, setSeenPath] = useState(location.key);
  if (seenPath !== location.key) {
    setSeenPath(location.key);
    setMenuOpen(false);
  }

  useEffect(() => {
    if (!menuOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !event.defaultPrevented) {
        setMenuOpen(false);
        toggle.current?.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [menuOpen]);

  return (
    <header className="header">
      <div className="header__inner">
        <Link className="brand" to={paths.home.getHref()}>
          <svg className="brand__logo" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
            <rect width="32" height="32" rx="7" />
            <path d="M6 16 16 7l10 9v9H19v-6h-6v6H6z" />
          </svg>
          <span>{SITE_NAME}</span>
        </Link>
        <Bell placement="bar" />
        <button
          ref={toggle}
          type="button"
          className="menu-toggle"
          aria-expanded={menuOpen}
          aria-controls={panelId}
          onClick={() => setMenuOpen((open) => !open)}
        >
          <span className="menu-toggle__bars" aria-hidden="true" />
          <span className="visually-hidden">{t('layout.menu')}</span>
        </button>
        <div id={panelId} className={menuOpen ? 'header__panel header__panel--open' : 'header__panel'}>
          <nav className="nav" aria-label={t('layout.mainNavigation')}>
            <ul className="nav__list">
              <li>
                <NavLink className={navClass} to={paths.home.getHref()} end>
                  {t('layout.home')}
                </NavLink>
              </li>
              <li>
                <NavLink className={navClass} to={paths.about.getHref()}>
                  {t('layout.about')}
                </NavLink>
              </li>
              <li>
                <DropdownMenu label={t('layout.status')} links={statusLinks} />
              </li>
              <li>
                <NavLink className={navClass} to={paths.complaint.getHref()}>
                  {t('layout.complaint')}
                </NavLink>
              </li>
              <StudentLinks />
              <li>
                <DropdownMenu label={t('layout.hostels')} links={hostelLinks} />
              </li>
            </ul>
          </nav>
          <div className="header__account">
            <Bell placement="account" />
            <DisplayPreferences />
            <AccountAction />
          </div>
        </div>
      </div>
    </header>
  );
}
