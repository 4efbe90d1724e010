// /notifications: sign-in required (the sign-in page brings the user back); what the bell counts, newest first.
import { NotificationsList } from '../../features/notifications/components/notifications-list';
import { useRequireSignIn } from '../../lib/use-require-sign-in';
import '../../features/notifications/notifications.css';

export function Component() {
  const { user } = useRequireSignIn({ returnHere: true });
  return (
    <>
      <title>Notifications · Campus Hostel</title>
      <div className="page-header">
        <div className="container">
          <h1>Notifications</h1>
          <p className="page-header__lead">Receipts, decisions and answers from the hostel office.</p>
        </div>
      </div>
      <div className="container">
        {user ? (
          <NotificationsList key={user.id} userId={user.id} />
        ) : (
          <p className="notifications-muted" role="status">
            Loading your notifications…
          </p>
        )}
      </div>
    </>
  );
}
