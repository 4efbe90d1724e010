// /admin/visitors (the warden of a hostel, or the whole office): a hostel's visitor log by day, its visitor rules and
// blackout periods, and the bans that hold in every hostel.
import { useTranslation } from 'react-i18next';
import { RetryMessage } from '../../../components/ui/retry-message';
import { useServedHostels } from '../../../features/admin/api/my-places';
import { VisitorsPage } from '../../../features/admin/visitors/components/visitors-page';
import { isWholeOffice, useAuth } from '../../../lib/auth';

export function Component() {
  const { t } = useTranslation('visitors-office');
  const { user } = useAuth();
  const hostels = useServedHostels(user?.id ?? '', isWholeOffice(user));
  if (hostels.status === 'error') {
    return <RetryMessage role="alert" message={t('page.failed')} onRetry={hostels.reload} />;
  }
  if (hostels.status !== 'success') return <p role="status">{t('page.loading')}</p>;
  return <VisitorsPage hostels={hostels.data} />;
}
