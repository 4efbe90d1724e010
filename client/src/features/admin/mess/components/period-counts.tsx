// A period's registrations per mess (those the reader sees): seats, registered, lottery requests, and how each was
// placed.
import { useTranslation } from 'react-i18next';
import { RetryMessage } from '../../../../components/ui/retry-message';
import { formatNumber } from '../../../../lib/format';
import { useQuery } from '../../../../lib/use-query';
import { TableScroll } from '../../components/table-scroll';
import { getPeriodCounts, type PeriodRow } from '../api/mess-admin';

export function PeriodCounts({ period }: { period: PeriodRow }) {
  const { t } = useTranslation('mess');
  const counts = useQuery(`mess-period-counts:${period.id}`, () => getPeriodCounts(period.id));
  const title = t('counts.title', { period: period.name });
  return (
    <section className="mess-admin__counts" aria-labelledby="mess-admin-counts">
      <h3 id="mess-admin-counts">{title}</h3>
      {counts.status === 'error' ? (
        <RetryMessage role="alert" message={t('counts.failed')} onRetry={counts.reload} />
      ) : counts.status !== 'success' ? (
        <p role="status">{t('counts.loading')}</p>
      ) : (
        <TableScroll label={title}>
          <table className="admin-table">
            <thead>
              <tr>
                <th scope="col">{t('counts.mess')}</th>
                <th scope="col">{t('counts.capacity')}</th>
                <th scope="col">{t('counts.registered')}</th>
                <th scope="col">{t('counts.requested')}</th>
                <th scope="col">{t('counts.byChoice')}</th>
                <th scope="col">{t('counts.byLottery')}</th>
                <th scope="col">{t('counts.byDefault')}</th>
              </tr>
            </thead>
            <tbody>
              {counts.data.map((row) => (
                <tr key={row.mess_id}>
                  <th scope="row">{row.mess_name}</th>
                  <td>{formatNumber(row.capacity)}</td>
                  <td>{formatNumber(row.registered)}</td>
                  <td>{formatNumber(row.requested)}</td>
                  <td>{formatNumber(row.by_choice)}</td>
                  <td>{formatNumber(row.by_lottery)}</td>
                  <td>{formatNumber(row.by_default)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
    </section>
  );
}
