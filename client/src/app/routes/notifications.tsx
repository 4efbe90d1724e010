// /notifications: sign-in required (the sign-in page brings the user back); what the bell counts, newest first.
import { useTranslation } from 'react-i18next';
import { NotificationsList } from '../../features/notifications/components/notifications-list';
import { useRequireSignIn } from '../../lib/use-require-sign-in';
import '../../features/notifications/notifications.css';

export function Component() {
  const { t } = useTranslation('notifications');
  const { user } = useRequireSignIn();
  return (
    <>
      <title>{t('pageTitle')}</title>
      <div className="page-header">
        <div className="container">
          <h1>{t('title')}</h1>
          <p className="page-header__lead">{t('lead')}</p>
        </div>
      </div>
      <div className="container">
        {user ? (
          <NotificationsList key={user.id} userId={user.id} />
        ) : (
          <p className="notifications-muted" role="status">
            {t('loading')}
          </p>
        )}
      </div>
    </>
  );
}
