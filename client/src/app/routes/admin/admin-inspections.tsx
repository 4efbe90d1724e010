// /admin/inspections (the warden of a hostel, or the whole office): a hostel's stays to countersign, inspect, decide
// and clear, its rooms' inventory, and the price list, which the whole office sets.
import { useTranslation } from 'react-i18next';
import { RetryMessage } from '../../../components/ui/retry-message';
import { useServedHostels } from '../../../features/admin/api/my-places';
import { InspectionsPage } from '../../../features/admin/inspections/components/inspections-page';
import { isWholeOffice, useAuth } from '../../../lib/auth';

export function Component() {
  const { t } = useTranslation('inspections');
  const { user } = useAuth();
  const wholeOffice = isWholeOffice(user);
  const hostels = useServedHostels(user?.id ?? '', wholeOffice);
  if (hostels.status === 'error') {
    return <RetryMessage role="alert" message={t('page.failed')} onRetry={hostels.reload} />;
  }
  if (hostels.status !== 'success') return <p role="status">{t('page.loading')}</p>;
  return <InspectionsPage hostels={hostels.data} wholeOffice={wholeOffice} />;
}
