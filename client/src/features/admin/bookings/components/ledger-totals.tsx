// What the bookings matching the ledger's filters add up to: paid (including checked out) and refunded, per currency.
import { useTranslation } from 'react-i18next';
import { RetryMessage } from '../../../../components/ui/retry-message';
import { formatMoney, formatNumber } from '../../../../lib/format';
import { t } from '../../../../lib/i18n';
import type { QueryState } from '../../../../lib/use-query';
import type { LedgerTotal, LedgerTotals as Totals } from '../api/get-bookings';

function amountOf(total: LedgerTotal): string {
  return total.sums.length === 0
    ? formatMoney(0)
    : total.sums.map(({ currency, minor }) => formatMoney(minor, currency)).join(' + ');
}

const bookings = (count: number) => t('admin:bookings.count', { count, formatted: formatNumber(count) });

export function LedgerTotals({ totals }: { totals: QueryState<Totals> & { reload: () => void } }) {
  const { t } = useTranslation('admin');
  return (
    <section className="panel" aria-labelledby="booking-totals-title">
      <h2 id="booking-totals-title">{t('bookings.totalsTitle')}</h2>
      {totals.status === 'error' ? <RetryMessage message={t('bookings.totalsFailed')} onRetry={totals.reload} /> : null}
      {totals.data ? (
        <dl className="admin-totals">
          <div>
            <dt>{t('bookings.paidTotal')}</dt>
            <dd>
              {bookings(totals.data.paid.count)} · {amountOf(totals.data.paid)}
            </dd>
          </div>
          <div>
            <dt>{t('bookings.refundedTotal')}</dt>
            <dd>
              {bookings(totals.data.refunded.count)} · {amountOf(totals.data.refunded)}
            </dd>
          </div>
        </dl>
      ) : totals.status === 'loading' ? (
        <p role="status">{t('bookings.addingUp')}</p>
      ) : null}
    </section>
  );
}
