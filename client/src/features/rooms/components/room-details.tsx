// One room opened from the map: a modal <dialog> with its state, type, beds, price, access and Book Now.
import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { messages } from '../../../config/messages';
import { paths } from '../../../config/paths';
import { formatMoney } from '../../../lib/format';
import { ROOM_STATE_LABEL, isBookable, roomType, type RoomView } from '../room-list';

export interface RoomDetailsProps {
  room: RoomView;
  /** Close, Escape: the page puts the focus back on the room's cell. */
  onClose: () => void;
}

export function RoomDetails({ room, onClose }: RoomDetailsProps) {
  const dialog = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const element = dialog.current;
    // showModal() makes the map inert behind it and keeps the focus inside until it closes.
    if (element && !element.open) element.showModal();
  }, []);

  // Closing the modal first lifts the inertness off the map, so the page can put the focus back on the room's cell.
  const close = () => {
    dialog.current?.close();
    onClose();
  };

  const titleId = 'room-details-title';
  return (
    <dialog
      ref={dialog}
      className="room-details"
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        close();
      }}
    >
      <div className="room-card__top">
        <h2 id={titleId} className="room-details__title">
          Wing {room.wing_name} · Room {room.room_number}
        </h2>
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
        <div>
          <dt>Floor</dt>
          <dd>{room.floor}</dd>
        </div>
        {room.accessible ? (
          <div>
            <dt>Access</dt>
            <dd>{messages.roomAccessible}</dd>
          </div>
        ) : null}
      </dl>
      <div className="room-details__actions">
        <button type="button" className="button button--secondary button--small" onClick={close}>
          {messages.closeRoomDetails}
        </button>
        {isBookable(room) ? (
          <Link
            className="button button--primary button--small"
            to={paths.bookNow.getHref(room.hostel_name, room.id)}
            aria-describedby={titleId}
          >
            {messages.bookNow}
          </Link>
        ) : (
          <button type="button" className="button button--primary button--small" disabled aria-describedby={titleId}>
            {messages.bookNow}
          </button>
        )}
      </div>
    </dialog>
  );
}
