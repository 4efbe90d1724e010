// The leave rows: who (with their roll number and hostel), from when to when (IST), where (with the phone that reaches
// them there) and why, the status with the guardian's answer and the warden's note, and the decision while the leave is
// open. Six columns, so the decision stays in view at 1280 px; narrow screens stack each row as a card.
import type { OfficeLeave } from '@campus-hostel/contracts/api';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../../lib/format';
import { Resolution } from '../../components/resolution';
import { ShowMore } from '../../components/show-more';
import { TableScroll } from '../../components/table-scroll';
import { guardianAnswer, isOpen, leaveState } from '../leave-view';
import { LeaveDecision } from './leave-decision';

function Moment({ iso }: { iso: string }) {
  return <time dateTime={iso}>{formatDateTime(iso)}</time>;
}

function LeaveRow({ row, onChanged }: { row: OfficeLeave; onChanged: () => void }) {
  const { t } = useTranslation('leave-office');
  const { label, tone } = leaveState(row.status);
  return (
    <tr>
      <th scope="row" data-label={t('list.student')}>
        {row.full_name} {row.roll_number ? <span className="admin-table__sub">{row.roll_number}</span> : null}{' '}
        <span className="admin-table__sub">{row.hostel_name}</span>
      </th>
      <td data-label={t('list.dates')}>
        {/* One grid item, so a phone's card keeps both ends beside the column's name. */}
        <span className="leave-dates">
          <Moment iso={row.from} /> – <Moment iso={row.to} />
        </span>
      </td>
      <td data-label={t('list.destination')}>
        {row.destination}{' '}
        <a className="admin-table__sub" href={`tel:${row.phone}`}>
          {row.phone}
        </a>
      </td>
      <td data-label={t('list.reason')} className="admin-table__text">
        <ShowMore text={row.reason} limit={120} />
      </td>
      <td data-label={t('list.status')}>
        <Resolution label={label} tone={tone} resolvedAt={row.decided_at}>
          <p className="admin-note">
            <span className="admin-note__label">{t('list.guardianLabel')}</span> {guardianAnswer(row)}
          </p>
          {row.note ? (
            <p className="admin-note">
              <span className="admin-note__label">{t('list.noteLabel')}</span> <ShowMore text={row.note} limit={120} />
            </p>
          ) : null}
        </Resolution>
      </td>
      <td data-label={t('list.action')}>
        <div className="admin-actions">
          {isOpen(row.status) ? <LeaveDecision leave={row} onDecided={onChanged} /> : '—'}
        </div>
      </td>
    </tr>
  );
}

export function LeaveTable({ rows, onChanged }: { rows: readonly OfficeLeave[]; onChanged: () => void }) {
  const { t } = useTranslation('leave-office');
  const columns = ['student', 'dates', 'destination', 'reason', 'status', 'action'] as const;
  return (
    <TableScroll label={t('list.title')}>
      <table className="admin-table">
        <caption className="visually-hidden">{t('list.caption')}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col">
                {t(`list.${column}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <LeaveRow key={row.id} row={row} onChanged={onChanged} />
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}
