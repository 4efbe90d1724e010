// The live region where notify() messages appear: errors as alerts, successes and hints as status messages.
import { useTranslation } from 'react-i18next';
import { dismiss, useNotifications } from '../../lib/notifications';
import './notification-region.css';

export function NotificationRegion() {
  const { t } = useTranslation();
  const notifications = useNotifications();
  return (
    <section className="notifications" aria-label={t('ui.notifications')}>
      {notifications.map((notification) => (
        <div
          key={notification.id}
          className={`notification notification--${notification.kind}`}
          role={notification.kind === 'error' ? 'alert' : 'status'}
        >
          <p className="notification__message">{notification.message}</p>
          <button
            type="button"
            className="notification__close"
            onClick={() => dismiss(notification.id)}
            aria-label={t('ui.dismissNotification')}
          >
            <span aria-hidden="true">×</span>
          </button>
        </div>
      ))}
    </section>
  );
}
