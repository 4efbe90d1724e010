// /admin/rollcall (the warden of a hostel, or the whole office): a hostel's night roll-call, marked a room at a time.
import { useTranslation } from 'react-i18next';
import { RetryMessage } from '../../../components/ui/retry-message';
import { useServedHostels } from '../../../features/admin/api/my-places';
import { RollCallPage } from '../../../features/admin/rollcall/components/rollcall-page';
import { isWholeOffice, useAuth } from '../../../lib/auth';

export function Component() {
  const { t } = useTranslation('rollcall');
  const { user } = useAuth();
  const hostels = useServedHostels(user?.id ?? '', isWholeOffice(user));
  if (hostels.status === 'error') {
    return <RetryMessage role="alert" message={t('page.failed')} onRetry={hostels.reload} />;
  }
  if (hostels.status !== 'success') return <p role="status">{t('page.loading')}</p>;
  return <RollCallPage hostels={hostels.data} />;
}
