// One room in the list view: wing and number, state, type, beds, price, access, and Book Now while a bed is free.
import { memo } from 'react';
import { Link } from 'react-router-dom';
import { messages } from '../../../config/messages';
import { paths } from '../../../config/paths';
import { formatMoney } from '../../../lib/format';
import { ROOM_STATE_LABEL, isBookable, roomType, type RoomView } from '../room-list';

export const RoomCard = memo(function RoomCard({ room }: { room: RoomView }) {
  const titleId = `room-${room.id}`;
  return (
    <li className={`room-card room-card--${room.state}`} aria-labelledby={titleId}>
      <div className="room-card__top">
        <h3 id={titleId} className="room-card__title">
          Wing {room.wing_name} · Room {room.room_number}
        </h3>
        <span className={`room-state room-state--${room.state}`}>{ROOM_STATE_LABEL[room.state]}</span>
      </div>
      {room.ownHold ? <p className="room-own-hold">{messages.yourHold}</p> : null}
      <dl className="room-card__facts">
        <div>
          <dt>Type</dt>
          <dd>{roomType(room.occupancy)}</dd>
        </div>
        {room.beds ? (
          <div>
            <dt>Beds</dt>
            <dd>{messages.bedsFree(room.beds.free, room.beds.total)}</dd>
          </div>
        ) : null}
        <div>
          <dt>Price</dt>
          <dd>{formatMoney(room.price_minor)}</dd>
        </div>
        {room.accessible ? (
          <div>
            <dt>Access</dt>
            <dd>{messages.roomAccessible}</dd>
          </div>
        ) : null}
      </dl>
      {isBookable(room) ? (
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
