// One part of a guest house's day (arrivals, in house, departures, awaiting the warden) as a table: the guest and their
// host, the room, the nights, the step with the warden's note, and what may be done. Narrow screens stack each row as a
// card, as every office table does.
import type { OfficeGuestStay } from '@campus-hostel/contracts/api';
import { useTranslation } from 'react-i18next';
import { formatStayDates } from '../../../../lib/guest-stays';
import { GUEST_STAY_TONES, guestStayLabel } from '../../../../lib/status-words';
import { Resolution } from '../../components/resolution';
import { TableScroll } from '../../components/table-scroll';
import { StayAction } from './stay-action';

const COLUMNS = ['guest', 'room', 'dates', 'status', 'action'] as const;

function StayRow({ stay, onChanged }: { stay: OfficeGuestStay; onChanged: () => void }) {
  const { t } = useTranslation('guest-stays');
  return (
    <tr>
      <th scope="row" data-label={t('roster.guest')}>
        {stay.guest_name}{' '}
        <span className="admin-table__sub">
          {stay.host_roll_number
            ? t('roster.hostWithRoll', { host: stay.host_name, roll: stay.host_roll_number })
            : t('roster.host', { host: stay.host_name })}
        </span>
      </th>
      <td data-label={t('roster.room')}>{t('roster.roomOf', { wing: stay.wing_name, room: stay.room_number })}</td>
      <td data-label={t('roster.dates')}>
        {formatStayDates({ checkIn: stay.check_in, nights: stay.nights })}{' '}
        <span className="admin-table__sub">{t('roster.nights', { count: stay.nights })}</span>
      </td>
      <td data-label={t('roster.status')}>
        <Resolution label={guestStayLabel(stay.status)} tone={GUEST_STAY_TONES[stay.status]}>
          {stay.decision_note ? (
            <p className="admin-note">
              <span className="admin-note__label">{t('roster.noteLabel')}</span> {stay.decision_note}
            </p>
          ) : null}
        </Resolution>
      </td>
      <td data-label={t('roster.action')}>
        <div className="admin-actions">
          <StayAction stay={stay} onChanged={onChanged} />
        </div>
      </td>
    </tr>
  );
}

export type RosterPart = 'awaiting' | 'arrivals' | 'inHouse' | 'departures';

export interface StayTableProps {
  part: RosterPart;
  rows: readonly OfficeGuestStay[];
  onChanged: () => void;
}

export function StayTable({ part, rows, onChanged }: StayTableProps) {
  const { t } = useTranslation('guest-stays');
  const id = `guest-roster-${part}`;
  const title = t(`roster.parts.${part}`);
  return (
    <section className="guest-roster__part" aria-labelledby={id}>
      <h2 id={id}>
        {title} <span className="guest-roster__count">({rows.length})</span>
      </h2>
      {rows.length === 0 ? (
        <p className="admin-muted">{t(`roster.empty.${part}`)}</p>
      ) : (
        <TableScroll label={title}>
          <table className="admin-table">
            <caption className="visually-hidden">{title}</caption>
            <thead>
              <tr>
                {COLUMNS.map((column) => (
                  <th key={column} scope="col">
                    {t(`roster.${column}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((stay) => (
                <StayRow key={stay.id} stay={stay} onChanged={onChanged} />
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
    </section>
  );
}
