// /room (a signed-in student): each of their stays, newest first, with its inventory, move-in condition report,
// charges after move-out and no-dues clearance. A guest account is shown what the page is for instead.
import type { RoomStay } from '@campus-hostel/contracts/api';
import { useTranslation } from 'react-i18next';
import { StudentsOnly } from '../../components/students-only';
import { RetryMessage } from '../../components/ui/retry-message';
import { getMyStays } from '../../features/room/api/room';
import { StayView } from '../../features/room/components/stay-view';
import { isGuest } from '../../lib/auth';
import { useQuery } from '../../lib/use-query';
import { useRequireSignIn } from '../../lib/use-require-sign-in';
import '../../styles/panels.css';
import '../../features/room/room.css';

function RoomContent({ userId }: { userId: string }) {
  const { t } = useTranslation('room');
  const stays = useQuery(`my-stays:${userId}`, getMyStays);
  const replace = (changed: RoomStay) =>
    stays.update((shown) => shown.map((stay) => (stay.id === changed.id ? changed : stay)));
  return (
    <div className="container room-page">
      <title>{t('pageTitle')}</title>
      <h1>{t('title')}</h1>
      <p className="room-muted">{t('lead')}</p>
      {stays.status === 'error' ? (
        <RetryMessage role="alert" message={t('failed')} onRetry={stays.reload} />
      ) : !stays.data ? (
        <p role="status">{t('loading')}</p>
      ) : stays.data.length === 0 ? (
        <p className="panel">{t('none')}</p>
      ) : (
        stays.data.map((stay) => <StayView key={stay.id} stay={stay} onChanged={replace} />)
      )}
    </div>
  );
}

export function Component() {
  const { user } = useRequireSignIn();
  if (!user) return null;
  if (isGuest(user)) return <StudentsOnly />;
  return <RoomContent userId={user.id} />;
}
