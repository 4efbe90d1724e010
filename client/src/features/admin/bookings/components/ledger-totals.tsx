// What the bookings matching the ledger's filters add up to: paid (including checked out) and refunded, per currency.
import { RetryMessage } from '../../../../components/ui/retry-message';
import { formatMoney } from '../../../../lib/format';
import type { QueryState } from '../../../../lib/use-query';
import type { LedgerTotal, LedgerTotals as Totals } from '../api/get-bookings';

function amountOf(total: LedgerTotal): string {
  return total.sums.length === 0
    ? formatMoney(0)
    : total.sums.map(({ currency, minor }) => formatMoney(minor, currency)).join(' + ');
}

const bookings = (count: number) => `${count} ${count === 1 ? 'booking' : 'bookings'}`;

export function LedgerTotals({ totals }: { totals: QueryState<Totals> & { reload: () => void } }) {
  return (
    <section className="panel" aria-labelledby="booking-totals-title">
      <h2 id="booking-totals-title">Totals for these filters</h2>
      {totals.status === 'error' ? (
        <RetryMessage message="The totals could not be worked out right now." onRetry={totals.reload} />
      ) : null}
      {totals.data ? (
        <dl className="admin-totals">
          <div>
            <dt>Paid (including checked out)</dt>
            <dd>
              {bookings(totals.data.paid.count)} · {amountOf(totals.data.paid)}
            </dd>
          </div>
          <div>
            <dt>Refunded</dt>
            <dd>
              {bookings(totals.data.refunded.count)} · {amountOf(totals.data.refunded)}
            </dd>
          </div>
        </dl>
      ) : totals.status === 'loading' ? (
        <p role="status">Adding up…</p>
      ) : null}
    </section>
  );
}
