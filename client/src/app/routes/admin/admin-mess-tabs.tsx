// The tab bar over every /admin/mess page (messes and registration, menus, rebates, bills, scorecard): the office's
// frame shows it under /admin/mess, so each mess page only adds its route.
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router-dom';
import { officePaths } from '../../../config/office-paths';
import type { resources } from '../../../lib/i18n-resources';
import './admin-mess-tabs.css';

const TABS: ReadonlyArray<{ label: keyof (typeof resources)['admin']['messTabs']; href: string }> = [
  { label: 'messes', href: officePaths.adminMess.getHref() },
  { label: 'menus', href: officePaths.adminMessMenus.getHref() },
  { label: 'rebates', href: officePaths.adminMessRebates.getHref() },
  { label: 'bills', href: officePaths.adminMessBills.getHref() },
  { label: 'scorecard', href: officePaths.adminMessScorecard.getHref() },
];

/** Whether the address is /admin/mess or one of its pages. */
export function isMessPage(pathname: string): boolean {
  const root = officePaths.adminMess.path;
  return pathname === root || pathname.startsWith(`${root}/`);
}

export function MessTabs() {
  const { t } = useTranslation('admin');
  const { pathname } = useLocation();
  if (!isMessPage(pathname)) return null;
  return (
    <nav className="mess-tabs" aria-label={t('messTabs.label')}>
      <ul className="mess-tabs__list">
        {TABS.map((tab) => (
          <li key={tab.href}>
            <NavLink
              className={({ isActive }) => (isActive ? 'mess-tabs__link mess-tabs__link--active' : 'mess-tabs__link')}
              to={tab.href}
              end
            >
              {t(`messTabs.${tab.label}`)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
