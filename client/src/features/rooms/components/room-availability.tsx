// Room availability cards: free/total rooms per hostel with a progress bar and a link to its rooms.
import { Link } from 'react-router-dom';
import { HOSTELS, paths } from '../../../config/paths';
import { messages } from '../../../config/messages';
import { useQuery } from '../../../lib/use-query';
import { getRoomAvailability } from '../api/get-room-availability';

export function RoomAvailability() {
  const availability = useQuery('room-availability', getRoomAvailability);

  if (availability.status === 'error') {
    return (
      <p className="empty-state" role="alert">
        {messages.fetchAvailabilityFailed}
      </p>
    );
  }

  return (
    <ul className="availability-grid" aria-busy={availability.status === 'loading'}>
      {HOSTELS.map((hostel) => {
        const row = availability.data?.find((entry) => entry.hostel_name === hostel);
        const titleId = `availability-${hostel}`;
        return (
          <li key={hostel} className="card availability">
            <h3 id={titleId}>{hostel}</h3>
            {row ? (
              <>
                <p className="availability__count">
                  <strong>{row.free}</strong>
                  <span> / {row.total} rooms free</span>
                </p>
                <progress
                  className="availability__bar"
                  value={row.free}
                  max={Math.max(row.total, 1)}
                  aria-label={`${hostel}: ${row.free} of ${row.total} rooms free`}
                />
              </>
            ) : (
              <p className="availability__count availability__count--loading">Loading…</p>
            )}
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
