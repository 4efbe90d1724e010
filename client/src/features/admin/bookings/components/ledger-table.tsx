// The ledger's rows: reference, student, room, amount, status (with when it was paid or refunded), date, and for
// admins a Refund button on what can be refunded.
import { Button } from '../../../../components/ui/button';
import { formatDate, formatDateTime, formatMoney } from '../../../../lib/format';
import type { LedgerBooking } from '../api/get-bookings';
import { BOOKING_STATUS_LABEL, PAID_STATUSES, type LedgerSort } from '../ledger';
import '../../../../styles/status-badges.css';

export const roomOf = (row: LedgerBooking) =>
  `${row.hostel_room.hostel_name} · Wing ${row.hostel_room.wing_name} · Room ${row.hostel_room.room_number}${
    row.beds ? ` · Bed ${row.beds.label}` : ''
  }`;

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

export interface LedgerTableProps {
  rows: readonly LedgerBooking[];
  sort: LedgerSort;
  /** Given to admins only: refunds the booking once confirmed. */
  onRefund: ((row: LedgerBooking) => void) | null;
  busy: boolean;
}

export function LedgerTable({ rows, sort, onRefund, busy }: LedgerTableProps) {
  return (
    <table className="admin-table">
      <caption className="visually-hidden">{`Bookings, ${sort === 'oldest' ? 'oldest' : 'newest'} first`}</caption>
      <thead>
        <tr>
          <th scope="col">Reference</th>
          <th scope="col">Student</th>
          <th scope="col">Room</th>
          <th scope="col">Amount</th>
          <th scope="col">Status</th>
          <th scope="col">Date</th>
          {onRefund ? <th scope="col">Action</th> : null}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
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
            {onRefund ? (
              <td data-label="Action">
                {PAID_STATUSES.includes(row.status) ? (
                  <Button
                    variant="secondary"
                    className="button--small"
                    aria-label={`Refund booking ${row.reference}`}
                    disabled={busy}
                    onClick={() => onRefund(row)}
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
  );
}
