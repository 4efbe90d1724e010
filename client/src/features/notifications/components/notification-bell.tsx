// The header's bell: a link to /notifications whose name says how many are unread, with a badge when some are.
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { useUnreadCount } from '../unread-count';

/** The badge's text: nothing at 0, the figure up to 9, then 9+ (the name keeps the exact figure). */
export function badgeText(unread: number | null): string {
  if (!unread || unread <= 0) return '';
  return unread > 9 ? '9+' : String(unread);
}

export interface NotificationBellProps {
  userId: string;
  /** The header's placement classes (the bell sits in the bar on narrow screens, beside Profile on wide ones). */
  className: string;
}

export function NotificationBell({ userId, className }: NotificationBellProps) {
  const { t } = useTranslation('messages');
  const unread = useUnreadCount(userId);
  const badge = badgeText(unread);
  return (
    <NavLink className={className} to={paths.notifications.getHref()}>
      <svg className="header-bell__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d="M12 3a6 6 0 0 0-6 6v3.6l-1.7 3A1 1 0 0 0 5.2 17h13.6a1 1 0 0 0 .9-1.4l-1.7-3V9a6 6 0 0 0-6-6Z" />
        <path d="M9.5 19a2.5 2.5 0 0 0 5 0" />
      </svg>
      <span className="visually-hidden">
        {unread ? t('notificationsBellUnread', { unread }) : t('notificationsBell')}
      </span>
      {badge ? (
        <span className="header-bell__badge" aria-hidden="true">
          {badge}
        </span>
      ) : null}
    </NavLink>
  );
}
