// The live region where notify() messages appear: errors as alerts, successes and hints as status messages.
import { dismiss, useNotifications } from '../../lib/notifications';
import './notification-region.css';

export function NotificationRegion() {
  const notifications = useNotifications();
  return (
    <section className="notifications" aria-label="Notifications">
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
            aria-label="Dismiss notification"
          >
            <span aria-hidden="true">×</span>
          </button>
        </div>
      ))}
    </section>
  );
}
