// Room availability cards: free/total beds per hostel with a progress bar and a link to its rooms.
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { messages } from '../../../config/messages';
import { useQuery } from '../../../lib/use-query';
import { useLiveRooms } from '../live-rooms';
import { getRoomAvailability } from '../api/get-room-availability';

export function RoomAvailability() {
  // room_availability() answers one row per hostel of public.hostels, in the office's order.
  const availability = useQuery('room-availability', getRoomAvailability);
  // The counts are the database's own, so any change heard reads them again.
  useLiveRooms(null, availability.status === 'success', availability.reload);

  if (availability.status === 'error') {
    return (
      <p className="empty-state" role="alert">
        {messages.fetchAvailabilityFailed}
      </p>
    );
  }

  if (availability.status !== 'success') {
    return (
      <p className="availability__count availability__count--loading" aria-busy="true">
        Loading…
      </p>
    );
  }

  return (
    <ul className="availability-grid">
      {availability.data.map(({ hostel_name: hostel, free, total }) => {
        const titleId = `availability-${hostel}`;
        return (
          <li key={hostel} className="card availability">
            <h3 id={titleId}>{hostel}</h3>
            <p className="availability__count">
              <strong>{free}</strong>
              <span> / {total} beds free</span>
            </p>
            <progress
              className="availability__bar"
              value={free}
              max={Math.max(total, 1)}
              aria-label={`${hostel}: ${free} of ${total} beds free`}
            />
            <Link
              className="button button--secondary button--small"
              to={paths.hostelRooms.getHref(hostel)}
              aria-describedby={titleId}
            >
              View Details
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
