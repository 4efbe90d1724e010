// /admin/guest-house (a guest house's warden for theirs, the whole office for every one): the day's arrivals, who is in
// the house and the departures, with check-in and check-out, and the long stays awaiting the warden's decision; below,
// the house's rules and each room's nightly price and service.
import { useTranslation } from 'react-i18next';
import { RetryMessage } from '../../../components/ui/retry-message';
import { useServedHostels } from '../../../features/admin/api/my-places';
import { GuestHouseSetup } from '../../../features/admin/guest-stays/components/guest-house-setup';
import { GuestRoster } from '../../../features/admin/guest-stays/components/guest-roster';
import '../../../features/admin/guest-stays/guest-roster.css';
import { isWholeOffice, useAuth } from '../../../lib/auth';
import { useHostels } from '../../../lib/hostels';

export function Component() {
  const { t } = useTranslation(['guest-stays', 'admin']);
  const { user } = useAuth();
  const served = useServedHostels(user?.id ?? '', isWholeOffice(user));
  const hostels = useHostels();
  const houses =
    served.data && hostels.data
      ? hostels.data.filter((hostel) => hostel.kind === 'guest' && served.data.includes(hostel.name)).map((h) => h.name)
      : undefined;
  return (
    <div className="guest-roster">
      <title>{t('admin:pageTitle', { title: t('roster.title') })}</title>
      <h1 className="admin-title">{t('roster.title')}</h1>
      <p className="admin-lead">{t('roster.intro')}</p>
      {served.status === 'error' || hostels.status === 'error' ? (
        <RetryMessage
          role="alert"
          message={t('roster.failed')}
          onRetry={() => {
            served.reload();
            hostels.reload();
          }}
        />
      ) : houses === undefined ? (
        <p className="admin-muted" role="status">
          {t('roster.loading')}
        </p>
      ) : houses.length === 0 ? (
        <p className="admin-muted">{t('roster.noHouse')}</p>
      ) : (
        <>
          <GuestRoster houses={houses} />
          <GuestHouseSetup houses={houses} />
        </>
      )}
    </div>
  );
}
