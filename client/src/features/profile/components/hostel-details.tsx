// The student's hostel and room from their paid booking with a link to its receipt, or a pointer to room availability.
import { Link } from 'react-router-dom';
import { messages } from '../../../config/messages';
import { paths } from '../../../config/paths';
import type { OwnRoom } from '../api/get-own-room';

export function HostelDetails({ room }: { room: OwnRoom | null }) {
  if (!room) {
    return (
      <div className="profile-empty">
        <p>{messages.noRoomBooked}</p>
        <Link to={paths.status.getHref('room-availability')}>Check room availability</Link>
      </div>
    );
  }
  return (
    <>
      <dl className="profile-details">
        <div>
          <dt>Hostel</dt>
          <dd>{room.hostel_name}</dd>
        </div>
        <div>
          <dt>Wing</dt>
          <dd>{room.wing_name}</dd>
        </div>
        <div>
          <dt>Room number</dt>
          <dd>{room.room_number}</dd>
        </div>
        <div>
          <dt>Room type</dt>
          <dd>{room.occupancy === 1 ? 'Single' : 'Double'}</dd>
        </div>
      </dl>
      <p>
        <Link to={paths.receipt.getHref(room.reference)}>{messages.viewReceipt}</Link>
      </p>
    </>
  );
}
