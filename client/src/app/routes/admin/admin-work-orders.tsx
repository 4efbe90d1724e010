// /admin/work-orders (the warden of a hostel, or the whole office): the jobs of the hostels served, recurring jobs, and
// for the whole office each trade's monthly contractor statement.
import { useTranslation } from 'react-i18next';
import { RetryMessage } from '../../../components/ui/retry-message';
import { useServedHostels } from '../../../features/admin/api/my-places';
import { WorkOrdersPage } from '../../../features/admin/work-orders/components/work-orders-page';
import { isWholeOffice, useAuth } from '../../../lib/auth';

export function Component() {
  const { t } = useTranslation('work-orders-office');
  const { user } = useAuth();
  const wholeOffice = isWholeOffice(user);
  const hostels = useServedHostels(user?.id ?? '', wholeOffice);
  if (hostels.status === 'error') {
    return <RetryMessage role="alert" message={t('page.failed')} onRetry={hostels.reload} />;
  }
  if (hostels.status !== 'success') return <p role="status">{t('loading')}</p>;
  return <WorkOrdersPage hostels={hostels.data} wholeOffice={wholeOffice} />;
}
