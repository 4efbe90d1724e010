// One room of the roster: its beds with who is in each and their state, check-in and check-out per bed, and taking
// the room out of service or back.
import { Trans, useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button';
import { formatDateTime, formatMoney } from '../../../../lib/format';
import type { RosterBed } from '../api/get-roster';
import { bedState, bedStateLabel, type RosterRoom } from '../roster';
import { roomName, type Pending } from './roster-action';
import '../../../../styles/status-badges.css';

/** Without `onAction` (a role that only sees who lives there), the bed offers no actions. */
function BedLine({ bed, onAction }: { bed: RosterBed; onAction: ((pending: Pending) => void) | undefined }) {
  const { t } = useTranslation('admin');
  const state = bedState(bed);
  const name = t('rooms.bedOfRoom', { bed: bed.label, room: bed.room_number });
  return (
    <li className={`admin-bed admin-bed--${state}`}>
      <span className="admin-bed__label">{t('rooms.bed', { bed: bed.label })}</span>
      <span className="admin-bed__who">
        {bed.occupied ? (
          <>
            <span className="admin-bed__name">{bed.occupant_name ?? t('rooms.nameNotGiven')}</span>
            {bed.occupant_email ? <span className="admin-table__sub">{bed.occupant_email}</span> : null}
          </>
        ) : (
          <span className="admin-muted">{t('rooms.nobody')}</span>
        )}
      </span>
      <span className="admin-bed__state">
        <span className={`status-badge admin-bed-state admin-bed-state--${state}`}>{bedStateLabel(state)}</span>
        {bed.checked_in_at ? (
          <span className="admin-table__sub">
            <Trans
              t={t}
              i18nKey="rooms.since"
              values={{ time: formatDateTime(bed.checked_in_at) }}
              components={{ time: <time dateTime={bed.checked_in_at} /> }}
            />
          </span>
        ) : null}
        {bed.held_until ? (
          <span className="admin-table__sub">
            <Trans
              t={t}
              i18nKey="rooms.until"
              values={{ time: formatDateTime(bed.held_until) }}
              components={{ time: <time dateTime={bed.held_until} /> }}
            />
          </span>
        ) : null}
      </span>
      <span className="admin-bed__actions">
        {onAction && state === 'occupied' ? (
          <Button
            className="button--small"
            aria-label={t('rooms.checkInFor', { name })}
            onClick={() => onAction({ kind: 'check-in', bed })}
          >
            {t('rooms.checkIn')}
          </Button>
        ) : null}
        {onAction && bed.occupied ? (
          <Button
            variant="secondary"
            className="button--small"
            aria-label={t('rooms.checkOutFor', { name })}
            onClick={() => onAction({ kind: 'check-out', bed })}
          >
            {t('rooms.checkOut')}
          </Button>
        ) : null}
      </span>
    </li>
  );
}

export function RoomItem({
  wing,
  room,
  onAction,
}: {
  wing: string;
  room: RosterRoom;
  onAction?: ((pending: Pending) => void) | undefined;
}) {
  const { t } = useTranslation('admin');
  const titleId = `roster-room-${room.room_id}`;
  return (
    <li className={room.out_of_service ? 'admin-room admin-room--closed' : 'admin-room'} aria-labelledby={titleId}>
      <div className="admin-room__head">
        <h3 id={titleId} className="admin-room__title">
          {roomName(wing, room)}
        </h3>
        <span className="admin-muted">
          {t(room.occupancy === 1 ? 'rooms.singleABed' : 'rooms.doubleABed', { price: formatMoney(room.price_minor) })}
        </span>
        {room.out_of_service ? (
          <span className="status-badge admin-room__closed">{t('rooms.outOfService')}</span>
        ) : null}
      </div>
      {room.out_of_service && room.out_of_service_reason ? (
        <p className="admin-room__reason">{t('rooms.reasonIs', { reason: room.out_of_service_reason })}</p>
      ) : null}
      <ul className="admin-beds">
        {room.beds.map((bed) => (
          <BedLine key={bed.bed_id} bed={bed} onAction={onAction} />
        ))}
      </ul>
      {onAction ? (
        <Button
          variant="ghost"
          className="button--small admin-room__service"
          aria-describedby={titleId}
          onClick={() => onAction({ kind: room.out_of_service ? 'back-in-service' : 'out-of-service', room, wing })}
        >
          {room.out_of_service ? t('rooms.returnToService') : t('rooms.takeOut')}
        </Button>
      ) : null}
    </li>
  );
}
