// /admin/bookings: every hold, payment, check-out and refund, filtered, sorted and paged by the database with the
// filter's totals and CSV export; admins refund a paid booking with a reason. Filters and page live in the URL.
import { useEffect, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Button } from '../../../../components/ui/button';
import { SelectField, TextField } from '../../../../components/ui/field';
import { RetryMessage } from '../../../../components/ui/retry-message';
import { messages } from '../../../../config/messages';
import { formatDate, formatDateTime, formatMoney, todayStamp } from '../../../../lib/format';
import { useHostels } from '../../../../lib/hostels';
import { notify } from '../../../../lib/notifications';
import { useQuery } from '../../../../lib/use-query';
import { resolveFailureMessage } from '../../api/resolve';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog';
import { PageLinks } from '../../rooms/components/page-links';
import { downloadCsv, toCsv, type CsvColumn } from '../../utils/csv';
import { PAGE_SIZE } from '../../utils/filters';
import {
  getAllBookings,
  getBookings,
  getBookingTotals,
  type LedgerBooking,
  type LedgerTotal,
} from '../api/get-bookings';
import { refundBooking } from '../api/refund';
import {
  BOOKING_STATUS_LABEL,
  BOOKING_STATUSES,
  emptyLedgerFilter,
  isBookingStatus,
  ledgerParams,
  PAID_STATUSES,
  readLedgerParams,
  type LedgerFilter,
} from '../ledger';
import '../../../../styles/status-badges.css';

const roomOf = (row: LedgerBooking) =>
  `${row.hostel_room.hostel_name} · Wing ${row.hostel_room.wing_name} · Room ${row.hostel_room.room_number}${
    row.beds ? ` · Bed ${row.beds.label}` : ''
  }`;

const csvColumns: readonly CsvColumn<LedgerBooking>[] = [
  { header: 'Reference', value: (row) => row.reference },
  { header: 'Status', value: (row) => BOOKING_STATUS_LABEL[row.status] },
  { header: 'Name', value: (row) => row.name },
  { header: 'Email', value: (row) => row.email },
  { header: 'Hostel', value: (row) => row.hostel_room.hostel_name },
  { header: 'Wing', value: (row) => row.hostel_room.wing_name },
  { header: 'Room', value: (row) => row.hostel_room.room_number },
  { header: 'Bed', value: (row) => row.beds?.label },
  { header: 'Amount (minor units)', value: (row) => row.amount_minor },
  { header: 'Currency', value: (row) => row.currency },
  { header: 'Created at', value: (row) => row.created_at },
  { header: 'Paid at', value: (row) => row.paid_at },
  { header: 'Ended at', value: (row) => row.ended_at },
  { header: 'Refunded at', value: (row) => row.refunded_at },
  { header: 'Refund reason', value: (row) => row.refund_reason },
];

function amountOf(total: LedgerTotal): string {
  return total.sums.length === 0
    ? formatMoney(0)
    : total.sums.map(({ currency, minor }) => formatMoney(minor, currency)).join(' + ');
}

function summaryOf(page: number, shown: number, total: number | undefined): string {
  if (total === undefined) return 'Loading bookings…';
  if (total === 0) return 'No bookings to show';
  if (total <= PAGE_SIZE) return `Showing ${total} ${total === 1 ? 'booking' : 'bookings'}`;
  const first = (page - 1) * PAGE_SIZE + 1;
  const count = (value: number) => value.toLocaleString('en-IN');
  return `Showing ${count(first)}–${count(first + Math.max(shown, 1) - 1)} of ${count(total)} bookings`;
}

function StatusCell({ row }: { row: LedgerBooking }) {
  const done = row.status === 'paid' || row.status === 'checked_out';
  return (
    <div className="admin-resolution">
      <span className={`status-badge admin-booking-status admin-booking-status--${row.status}`}>
        {BOOKING_STATUS_LABEL[row.status]}
      </span>
      {row.status === 'refunded' && row.refunded_at ? (
        <span className="admin-resolution__by">
          on <time dateTime={row.refunded_at}>{formatDateTime(row.refunded_at)}</time>
          {row.refund_reason ? <>: {row.refund_reason}</> : null}
        </span>
      ) : null}
      {done && row.paid_at ? (
        <span className="admin-resolution__by">
          paid <time dateTime={row.paid_at}>{formatDateTime(row.paid_at)}</time>
        </span>
      ) : null}
    </div>
  );
}

export function BookingLedger({ isAdmin }: { isAdmin: boolean }) {
  const hostels = useHostels();
  const [params, setParams] = useSearchParams();
  const { filter, page } = readLedgerParams(params);
  const query = ledgerParams(filter, page).toString();
  const filterKey = ledgerParams(filter, 1).toString();
  const rows = useQuery(`bookings?${query}`, () => getBookings(filter, page));
  const totals = useQuery(`booking-totals?${filterKey}`, () => getBookingTotals(filter));
  const [typed, setTyped] = useState(filter.query);
  const [shownQuery, setShownQuery] = useState(filter.query);
  if (shownQuery !== filter.query) {
    setShownQuery(filter.query);
    setTyped(filter.query);
  }
  const [refunding, setRefunding] = useState<LedgerBooking | null>(null);
  const [busy, setBusy] = useState(false);
  // Bookings refunded from this page: they read Refunded at once, before the list is read again.
  const [refunded, setRefunded] = useState<ReadonlySet<number>>(new Set());
  const [exporting, setExporting] = useState(false);
  const total = rows.data?.total;
  const pages = Math.max(1, Math.ceil((total ?? 0) / PAGE_SIZE));
  const shown = (rows.data?.rows ?? []).map((row) =>
    refunded.has(row.id) && row.status !== 'refunded' ? { ...row, status: 'refunded' as const } : row,
  );
  const filtered = filterKey !== '';

  useEffect(() => {
    if (total !== undefined && page > pages) setParams(ledgerParams(filter, pages), { replace: true });
  }, [total, page, pages, filter, setParams]);

  // A new filter starts again at page 1 and replaces the URL's entry, so Back leaves the ledger.
  const change = (next: Partial<LedgerFilter>) => setParams(ledgerParams({ ...filter, ...next }, 1), { replace: true });

  const search = (event: FormEvent) => {
    event.preventDefault();
    change({ query: typed.trim() });
  };

  const exportCsv = async () => {
    setExporting(true);
    try {
      downloadCsv(`bookings-${todayStamp()}.csv`, toCsv(await getAllBookings(filter), csvColumns));
    } catch {
      notify.error(messages.exportFailed);
    } finally {
      setExporting(false);
    }
  };

  const refund = async (reason: string | null) => {
    if (!refunding || reason === null) return;
    setBusy(true);
    try {
      await refundBooking(refunding.id, reason);
      setRefunded((ids) => new Set(ids).add(refunding.id));
      notify.success(`Booking ${refunding.reference} is refunded and its bed is free.`);
      setRefunding(null);
      rows.reload();
      totals.reload();
    } catch (error) {
      notify.error(resolveFailureMessage(error, 'The refund could not be made right now. Please try again.'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section aria-labelledby="bookings-title">
      <title>Bookings · Admin · Campus Hostel</title>
      <h1 id="bookings-title" className="admin-title">
        Bookings
      </h1>
      <form role="search" aria-label="Filter bookings" className="admin-filters" onSubmit={search}>
        <div className="admin-filters__grid">
          <TextField
            label="Search"
            type="search"
            placeholder="Reference, name or email"
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
          />
          <SelectField
            label="Status"
            placeholder="Any status"
            options={BOOKING_STATUSES.map((value) => ({ value, label: BOOKING_STATUS_LABEL[value] }))}
            value={filter.status}
            onChange={(event) => change({ status: isBookingStatus(event.target.value) ? event.target.value : '' })}
          />
          <SelectField
            label="Hostel"
            placeholder="Every hostel"
            options={(hostels.data ?? []).map((row) => ({ value: row.name, label: row.name }))}
            value={filter.hostel}
            onChange={(event) => change({ hostel: event.target.value })}
          />
          <TextField
            label="From"
            type="date"
            value={filter.from}
            max={filter.to || undefined}
            onChange={(event) => change({ from: event.target.value })}
          />
          <TextField
            label="To"
            type="date"
            value={filter.to}
            min={filter.from || undefined}
            onChange={(event) => change({ to: event.target.value })}
          />
          <SelectField
            label="Sort"
            options={[
              { value: 'newest', label: 'Newest first' },
              { value: 'oldest', label: 'Oldest first' },
            ]}
            value={filter.sort}
            onChange={(event) => change({ sort: event.target.value === 'oldest' ? 'oldest' : 'newest' })}
          />
        </div>
        <div className="admin-filters__actions">
          <p className="admin-filters__summary" aria-live="polite">
            {summaryOf(page, shown.length, total)}
          </p>
          <Button type="submit" variant="secondary">
            Search
          </Button>
          {filtered ? (
            <Button variant="ghost" onClick={() => setParams(ledgerParams(emptyLedgerFilter, 1), { replace: true })}>
              Clear filters
            </Button>
          ) : null}
          <Button
            variant="secondary"
            onClick={() => void exportCsv()}
            disabled={(total ?? 0) === 0 || exporting}
            busy={exporting}
            busyLabel="Exporting..."
          >
            Export CSV
          </Button>
        </div>
      </form>

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
                {totals.data.paid.count} {totals.data.paid.count === 1 ? 'booking' : 'bookings'} ·{' '}
                {amountOf(totals.data.paid)}
              </dd>
            </div>
            <div>
              <dt>Refunded</dt>
              <dd>
                {totals.data.refunded.count} {totals.data.refunded.count === 1 ? 'booking' : 'bookings'} ·{' '}
                {amountOf(totals.data.refunded)}
              </dd>
            </div>
          </dl>
        ) : totals.status === 'loading' ? (
          <p role="status">Adding up…</p>
        ) : null}
      </section>

      {rows.status === 'loading' && !rows.data ? <p role="status">Loading bookings…</p> : null}
      {rows.status === 'error' ? (
        <RetryMessage role="alert" message="The bookings could not be loaded right now." onRetry={rows.reload} />
      ) : null}
      {rows.data && total === 0 ? <p className="admin-muted">{messages.noMatchingItems}</p> : null}
      {shown.length > 0 ? (
        <table className="admin-table">
          <caption className="visually-hidden">
            {`Bookings, ${filter.sort === 'oldest' ? 'oldest' : 'newest'} first`}
          </caption>
          <thead>
            <tr>
              <th scope="col">Reference</th>
              <th scope="col">Student</th>
              <th scope="col">Room</th>
              <th scope="col">Amount</th>
              <th scope="col">Status</th>
              <th scope="col">Date</th>
              {isAdmin ? <th scope="col">Action</th> : null}
            </tr>
          </thead>
          <tbody>
            {shown.map((row) => (
              <tr key={row.id}>
                <th scope="row" data-label="Reference" className="admin-table__id">
                  {row.reference}
                </th>
                <td data-label="Student" className="admin-table__email">
                  <div>
                    {row.name}
                    <span className="admin-table__sub">{row.email}</span>
                  </div>
                </td>
                <td data-label="Room">{roomOf(row)}</td>
                <td data-label="Amount">{formatMoney(row.amount_minor, row.currency)}</td>
                <td data-label="Status">
                  <StatusCell row={row} />
                </td>
                <td data-label="Date" className="admin-table__date">
                  <time dateTime={row.created_at}>{formatDate(row.created_at)}</time>
                </td>
                {isAdmin ? (
                  <td data-label="Action">
                    {PAID_STATUSES.includes(row.status) ? (
                      <Button
                        variant="secondary"
                        className="button--small"
                        aria-label={`Refund booking ${row.reference}`}
                        disabled={busy}
                        onClick={() => setRefunding(row)}
                      >
                        Refund
                      </Button>
                    ) : (
                      <span className="admin-muted">—</span>
                    )}
                  </td>
                ) : null}
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      <PageLinks
        title="Bookings"
        page={Math.min(page, pages)}
        pages={pages}
        searchFor={(to) => ledgerParams(filter, to).toString()}
      />
      {refunding ? (
        <ConfirmDialog
          title={`Refund booking ${refunding.reference}?`}
          confirmLabel="Refund"
          busyLabel="Refunding..."
          busy={busy}
          reason={{ label: 'Reason for the refund', max: 500 }}
          onConfirm={(reason) => void refund(reason)}
          onCancel={() => setRefunding(null)}
        >
          <p>
            {formatMoney(refunding.amount_minor, refunding.currency)} goes back to the card {refunding.name} paid with,
            their bed ({roomOf(refunding)}) becomes free, and they are told. This cannot be undone.
          </p>
        </ConfirmDialog>
      ) : null}
    </section>
  );
}
