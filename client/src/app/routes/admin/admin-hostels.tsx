// /admin/hostels: occupancy of each hostel, from room_availability().
import { useTranslation } from 'react-i18next';
import { RetryMessage } from '../../../components/ui/retry-message';
import { getOccupancy } from '../../../features/admin/api/get-occupancy';
import { formatNumber } from '../../../lib/format';
import { useQuery } from '../../../lib/use-query';
import { OccupancyList } from '../../../features/admin/components/occupancy-list';

export function Component() {
  const { t } = useTranslation(['admin', 'messages']);
  const occupancy = useQuery('occupancy', getOccupancy);
  const totals = (occupancy.data ?? []).reduce(
    (sum, row) => ({ total: sum.total + row.total, occupied: sum.occupied + row.occupied }),
    { total: 0, occupied: 0 },
  );

  return (
    <section aria-labelledby="hostels-title">
      <title>{t('pageTitle', { title: t('hostels.title') })}</title>
      <h1 id="hostels-title" className="admin-title">
        {t('hostels.title')}
      </h1>
      {occupancy.status === 'loading' && !occupancy.data ? <p role="status">{t('hostels.loading')}</p> : null}
      {occupancy.status === 'error' ? (
        <RetryMessage role="alert" message={t('messages:fetchOccupancyFailed')} onRetry={occupancy.reload} />
      ) : null}
      {occupancy.data ? (
        <>
          <p className="admin-lead">
            {t('hostels.lead', { occupied: formatNumber(totals.occupied), total: formatNumber(totals.total) })}
          </p>
          <section className="panel" aria-labelledby="hostel-occupancy-title">
            <h2 id="hostel-occupancy-title">{t('dashboard.occupancy')}</h2>
            <OccupancyList rows={occupancy.data} withRoomLinks />
          </section>
        </>
      ) : null}
    </section>
  );
}
