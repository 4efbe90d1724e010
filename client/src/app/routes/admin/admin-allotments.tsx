// /admin/allotments (the whole office, and wardens within their hostels): allot, move, swap, end, import a list.
// ?student= looks a student up at once and ?application= names the approved room change the move answers.
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { RetryMessage } from '../../../components/ui/retry-message';
import { AllotmentManager } from '../../../features/admin/allotments/components/allotment-manager';
import { useServedHostels } from '../../../features/admin/api/my-places';
import { isWholeOffice, useAuth } from '../../../lib/auth';

export function Component() {
  const { t } = useTranslation('allotments');
  const { user } = useAuth();
  const [params] = useSearchParams();
  const hostels = useServedHostels(user?.id ?? '', isWholeOffice(user));
  if (hostels.status === 'error') {
    return <RetryMessage role="alert" message={t('find.failed')} onRetry={hostels.reload} />;
  }
  if (hostels.status !== 'success') return <p role="status">{t('find.searching')}</p>;
  return (
    <AllotmentManager
      hostels={hostels.data}
      initialStudent={params.get('student')?.slice(0, 320) ?? ''}
      applicationId={params.get('application')?.slice(0, 64) ?? null}
      isAdmin={user?.type === 'admin'}
    />
  );
}
