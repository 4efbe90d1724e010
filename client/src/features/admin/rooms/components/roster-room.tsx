// One room of the roster: its beds with who is in each and their state, check-in and check-out per bed, and taking
// the room out of service or back.
import { Button } from '../../../../components/ui/button';
import { formatDateTime, formatMoney } from '../../../../lib/format';
import type { RosterBed } from '../api/get-roster';
import { BED_STATE_LABEL, bedState, type RosterRoom } from '../roster';
import { roomName, type Pending } from './roster-action';
import '../../../../styles/status-badges.css';

function BedLine({ bed, onAction }: { bed: RosterBed; onAction: (pending: Pending) => void }) {
  const state = bedState(bed);
  const name = `bed ${bed.label} of room ${bed.room_number}`;
  return (
    <li className={`admin-bed admin-bed--${state}`}>
      <span className="admin-bed__label">Bed {bed.label}</span>
      <span className="admin-bed__who">
        {bed.occupied ? (
          <>
            <span className="admin-bed__name">{bed.occupant_name ?? 'Name not given'}</span>
            {bed.occupant_email ? <span className="admin-table__sub">{bed.occupant_email}</span> : null}
          </>
        ) : (
          <span className="admin-muted">Nobody</span>
        )}
      </span>
      <span className="admin-bed__state">
        <span className={`status-badge admin-bed-state admin-bed-state--${state}`}>{BED_STATE_LABEL[state]}</span>
        {bed.checked_in_at ? (
          <span className="admin-table__sub">
            since <time dateTime={bed.checked_in_at}>{formatDateTime(bed.checked_in_at)}</time>
          </span>
        ) : null}
        {bed.held_until ? (
          <span className="admin-table__sub">
            until <time dateTime={bed.held_until}>{formatDateTime(bed.held_until)}</time>
          </span>
        ) : null}
      </span>
      <span className="admin-bed__actions">
        {state === 'occupied' ? (
          <Button
            className="button--small"
            aria-label={`Check in ${name}`}
            onClick={() => onAction({ kind: 'check-in', bed })}
          >
            Check in
          </Button>
        ) : null}
        {bed.occupied ? (
          <Button
            variant="secondary"
            className="button--small"
            aria-label={`Check out ${name}`}
            onClick={() => onAction({ kind: 'check-out', bed })}
          >
            Check out
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
  onAction: (pending: Pending) => void;
}) {
  const titleId = `roster-room-${room.room_id}`;
  return (
    <li className={room.out_of_service ? 'admin-room admin-room--closed' : 'admin-room'} aria-labelledby={titleId}>
      <div className="admin-room__head">
        <h3 id={titleId} className="admin-room__title">
          {roomName(wing, room)}
        </h3>
        <span className="admin-muted">
          {room.occupancy === 1 ? 'Single' : 'Double'} · {formatMoney(room.price_minor)} a bed
        </span>
        {room.out_of_service ? <span className="status-badge admin-room__closed">Out of service</span> : null}
      </div>
      {room.out_of_service && room.out_of_service_reason ? (
        <p className="admin-room__reason">Reason: {room.out_of_service_reason}</p>
      ) : null}
      <ul className="admin-beds">
        {room.beds.map((bed) => (
          <BedLine key={bed.bed_id} bed={bed} onAction={onAction} />
        ))}
      </ul>
      <Button
        variant="ghost"
        className="button--small admin-room__service"
        aria-describedby={titleId}
        onClick={() => onAction({ kind: room.out_of_service ? 'back-in-service' : 'out-of-service', room, wing })}
      >
        {room.out_of_service ? 'Return to service' : 'Take out of service'}
      </Button>
    </li>
  );
}
