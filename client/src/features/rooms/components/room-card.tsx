// One room's card: wing and number, type, price, state, and Book Now while it is vacant.
import { memo } from 'react';
import { Link } from 'react-router-dom';
import { messages } from '../../../config/messages';
import { paths } from '../../../config/paths';
import { formatMoney } from '../../../lib/format';
import { roomType, type RoomState, type RoomView } from '../room-list';

const STATE_LABEL: Record<RoomState, string> = { vacant: 'Vacant', occupied: 'Occupied', reserved: 'Reserved' };

export const RoomCard = memo(function RoomCard({ room }: { room: RoomView }) {
  const titleId = `room-${room.id}`;
  return (
    <li className={`room-card room-card--${room.state}`} aria-labelledby={titleId}>
      <div className="room-card__top">
        <h3 id={titleId} className="room-card__title">
          Wing {room.wing_name} · Room {room.room_number}
        </h3>
        <span className={`room-state room-state--${room.state}`}>{STATE_LABEL[room.state]}</span>
      </div>
      <dl className="room-card__facts">
        <div>
          <dt>Type</dt>
          <dd>{roomType(room.occupancy)}</dd>
        </div>
        <div>
          <dt>Price</dt>
          <dd>{formatMoney(room.price_minor)}</dd>
        </div>
        {room.accessible ? (
          <div>
            <dt>Access</dt>
            <dd>Accessible</dd>
          </div>
        ) : null}
      </dl>
      {room.state === 'vacant' ? (
        <Link
          className="button button--primary button--small room-card__action"
          to={paths.bookNow.getHref(room.hostel_name, room.id)}
          aria-describedby={titleId}
        >
          {messages.bookNow}
        </Link>
      ) : (
        <button
          type="button"
          className="button button--secondary button--small room-card__action"
          disabled
          aria-describedby={titleId}
        >
          {messages.bookNow}
        </button>
      )}
    </li>
  );
});
