// What a room card and a room's details both say: heading, state badge, the viewer's hold, the facts, and Book Now.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { formatRent } from '../../../lib/fees';
import { formatMoney } from '../../../lib/format';
import { formatNightly, formatStayDates, staySearch } from '../../../lib/guest-stays';
import { isBookable, outOfServiceNote, roomStateLabel, roomType, type RoomView } from '../room-list';

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
  const { t } = useTranslation(['rooms', 'messages']);
  return (
    <>
      <div className="room-card__top">
        <Heading id={titleId} className={titleClassName}>
          {t('room.title', { wing: room.wing_name, room: room.room_number })}
        </Heading>
        <span className={`room-state room-state--${room.state}`}>{roomStateLabel(room.state)}</span>
      </div>
      {room.ownBed ? <p className="room-own-hold">{t('messages:yourBed')}</p> : null}
      {room.ownHold ? <p className="room-own-hold">{t('messages:yourHold')}</p> : null}
      <dl className="room-card__facts">
        <div>
          <dt>{t('room.type')}</dt>
          <dd>{roomType(room.occupancy)}</dd>
        </div>
        {room.stay ? (
          <>
            <div>
              <dt>{t('room.price')}</dt>
              <dd>{formatNightly(room.stay.nightlyMinor, room.stay.currency)}</dd>
            </div>
            <div>
              <dt>{t('room.stay', { count: room.stay.nights })}</dt>
              <dd>
                {formatStayDates(room.stay)} · {formatMoney(room.stay.amountMinor, room.stay.currency)}
              </dd>
            </div>
          </>
        ) : (
          <>
            <div>
              <dt>{t('room.beds')}</dt>
              <dd>{t('messages:bedsFree', { free: room.beds_free, total: room.beds_total })}</dd>
            </div>
            <div>
              <dt>{t('room.price')}</dt>
              <dd>{formatRent(room.price_minor, room.fee_period)}</dd>
            </div>
          </>
        )}
        <div>
          <dt>{t('room.floor')}</dt>
          <dd>{room.floor}</dd>
        </div>
        {room.accessible ? (
          <div>
            <dt>{t('room.access')}</dt>
            <dd>{t('messages:roomAccessible')}</dd>
          </div>
        ) : null}
      </dl>
    </>
  );
}

export interface RoomBookNowProps {
  room: RoomView;
  titleId: string;
  className?: string;
  /** Why the viewer may not book in this hostel at all (its rule for their declaration): said instead of Book Now. */
  blocked?: string | null;
}

/**
 * Book Now: a link to the wizard while a bed is free for the viewer, else a disabled button in its place. A student
 * who already has a bed is offered a room change instead (one bed per student). A room out of service, or a hostel
 * whose rule the viewer does not meet, offers neither: it says why in words.
 */
export function RoomBookNow({ room, titleId, className, blocked }: RoomBookNowProps) {
  const { t } = useTranslation('messages');
  const classes = (variant: string) => ['button', variant, 'button--small', className].filter(Boolean).join(' ');
  const note = room.state === 'out-of-service' ? outOfServiceNote() : room.viewerHasBed ? null : blocked;
  if (note) return <p className={['room-closed', className].filter(Boolean).join(' ')}>{note}</p>;
  if (room.viewerHasBed) {
    return (
      <Link
        className={classes('button--secondary')}
        to={paths.status.getHref('submit-application')}
        aria-describedby={titleId}
      >
        {t('requestRoomChange')}
      </Link>
    );
  }
  return isBookable(room) ? (
    <Link
      className={classes('button--primary')}
      to={paths.bookNow.getHref(room.hostel_name, room.id, room.stay ? staySearch(room.stay) : undefined)}
      aria-describedby={titleId}
    >
      {t('bookNow')}
    </Link>
  ) : (
    <button type="button" className={classes('button--secondary')} disabled aria-describedby={titleId}>
      {t('bookNow')}
    </button>
  );
}
