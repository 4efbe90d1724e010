// The ledger's rows: reference, student, room, amount, status (with when it was paid or refunded), date, and for
// admins a Refund button on what can be refunded.
import { Trans, useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button';
import { formatRent } from '../../../../lib/fees';
import { formatDay, formatDateTime, formatMoney } from '../../../../lib/format';
import { t as translate } from '../../../../lib/i18n';
import type { LedgerBooking } from '../api/get-bookings';
import { bookingStatusLabel, PAID_STATUSES, type LedgerSort } from '../ledger';
import '../../../../styles/status-badges.css';
import { TableScroll } from '../../components/table-scroll';

export const roomOf = (row: LedgerBooking) => {
  const room = {
    hostel: row.hostel_room.hostel_name,
    wing: row.hostel_room.wing_name,
    room: row.hostel_room.room_number,
  };
  return row.beds
    ? translate('admin:bookings.roomWithBed', { ...room, bed: row.beds.label })
    : translate('admin:bookings.roomOf', room);
};

/** The amount apart: "Rent ₹500.00 per semester · deposit ₹100.00", or the rent alone where no deposit was charged. */
export const chargesOf = (row: LedgerBooking) => {
  const rent = formatRent(row.rent_minor, row.fee_period, row.currency);
  return row.deposit_minor > 0
    ? translate('admin:bookings.rentAndDeposit', { rent, deposit: formatMoney(row.deposit_minor, row.currency) })
    : translate('admin:bookings.rentOnly', { rent });
};

function StatusCell({ row }: { row: LedgerBooking }) {
  const { t } = useTranslation('admin');
  const done = row.status === 'paid' || row.status === 'checked_out';
  return (
    <div className="admin-resolution">
      <span className={`status-badge admin-booking-status admin-booking-status--${row.status}`}>
        {bookingStatusLabel(row.status)}
      </span>
      {row.status === 'refunded' && row.refunded_at ? (
        <span className="admin-resolution__by">
          <Trans
            t={t}
            i18nKey="resolution.on"
            values={{ time: formatDateTime(row.refunded_at) }}
            components={{ time: <time dateTime={row.refunded_at} /> }}
          />
          {row.refund_reason ? t('bookings.reasonAfter', { reason: row.refund_reason }) : null}
        </span>
      ) : null}
      {done && row.paid_at ? (
        <span className="admin-resolution__by">
          <Trans
            t={t}
            i18nKey="bookings.paidOn"
            values={{ time: formatDateTime(row.paid_at) }}
            components={{ time: <time dateTime={row.paid_at} /> }}
          />
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
  const { t } = useTranslation('admin');
  return (
    <TableScroll label={t('bookings.title')}>
      <table className="admin-table">
        <caption className="visually-hidden">
          {sort === 'oldest' ? t('bookings.captionOldest') : t('bookings.captionNewest')}
        </caption>
        <thead>
          <tr>
            <th scope="col">{t('bookings.reference')}</th>
            <th scope="col">{t('bookings.student')}</th>
            <th scope="col">{t('bookings.room')}</th>
            <th scope="col">{t('bookings.amount')}</th>
            <th scope="col">{t('list.status')}</th>
            <th scope="col">{t('list.date')}</th>
            {onRefund ? <th scope="col">{t('list.action')}</th> : null}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id}>
              <th scope="row" data-label={t('bookings.reference')} className="admin-table__id">
                {row.reference}
              </th>
              <td data-label={t('bookings.student')} className="admin-table__email">
                <div>
                  {row.name}
                  <span className="admin-table__sub">{row.email}</span>
                </div>
              </td>
              <td data-label={t('bookings.room')}>{roomOf(row)}</td>
              <td data-label={t('bookings.amount')}>
                <div>
                  {formatMoney(row.amount_minor, row.currency)}
                  <span className="admin-table__sub">{chargesOf(row)}</span>
                </div>
              </td>
              <td data-label={t('list.status')}>
                <StatusCell row={row} />
              </td>
              <td data-label={t('list.date')} className="admin-table__date">
                <time dateTime={row.created_at}>{formatDay(row.created_at)}</time>
              </td>
              {onRefund ? (
                <td data-label={t('list.action')}>
                  {PAID_STATUSES.includes(row.status) ? (
                    <Button
                      variant="secondary"
                      className="button--small"
                      aria-label={t('bookings.refundFor', { reference: row.reference })}
                      disabled={busy}
                      onClick={() => onRefund(row)}
                    >
                      {t('bookings.refund')}
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
    </TableScroll>
  );
}
