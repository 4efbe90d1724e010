// What a room card and a room's details both say: heading, state badge, the viewer's hold, the facts, and Book Now.
import { Link } from 'react-router-dom';
import { messages } from '../../../config/messages';
import { paths } from '../../../config/paths';
import { formatMoney } from '../../../lib/format';
import { OUT_OF_SERVICE_NOTE, ROOM_STATE_LABEL, isBookable, roomType, type RoomView } from '../room-list';

export interface RoomFactsProps {
  room: RoomView;
  /** The heading's id, which Book Now and the card or dialog are labelled by. */
  titleId: string;
  /** h3 in the list (under the wing's h2), h2 in the dialog. */
  headingLevel: 2 | 3;
  titleClassName: string;
}

export function RoomFacts({ room, titleId, headingLevel, titleClassName }: RoomFactsProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <>
      <div className="room-card__top">
        <Heading id={titleId} className={titleClassName}>
          Wing {room.wing_name} · Room {room.room_number}
        </Heading>
        <span className={`room-state room-state--${room.state}`}>{ROOM_STATE_LABEL[room.state]}</span>
      </div>
      {room.ownBed ? <p className="room-own-hold">{messages.yourBed}</p> : null}
      {room.ownHold ? <p className="room-own-hold">{messages.yourHold}</p> : null}
      <dl className="room-card__facts">
        <div>
          <dt>Type</dt>
          <dd>{roomType(room.occupancy)}</dd>
        </div>
        <div>
          <dt>Beds</dt>
          <dd>{messages.bedsFree(room.beds_free, room.beds_total)}</dd>
        </div>
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
    </>
  );
}

/**
 * Book Now: a link to the wizard while a bed is free for the viewer, else a disabled button in its place. A student
 * who already has a bed is offered a room change instead (one bed per student). A room out of service offers neither:
 * it says why in words.
 */
export function RoomBookNow({ room, titleId, className }: { room: RoomView; titleId: string; className?: string }) {
  const classes = (variant: string) => ['button', variant, 'button--small', className].filter(Boolean).join(' ');
  if (room.state === 'out-of-service') {
    return <p className={['room-closed', className].filter(Boolean).join(' ')}>{OUT_OF_SERVICE_NOTE}</p>;
  }
  if (room.viewerHasBed) {
    return (
      <Link
        className={classes('button--secondary')}
        to={paths.status.getHref('submit-application')}
        aria-describedby={titleId}
      >
        {messages.requestRoomChange}
      </Link>
    );
  }
  return isBookable(room) ? (
    <Link
      className={classes('button--primary')}
      to={paths.bookNow.getHref(room.hostel_name, room.id)}
      aria-describedby={titleId}
    >
      {messages.bookNow}
    </Link>
  ) : (
    <button type="button" className={classes('button--secondary')} disabled aria-describedby={titleId}>
      {messages.bookNow}
    </button>
  );
}
