// Room availability cards: free/total beds per hostel with a progress bar and a link to its rooms.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { useQuery } from '../../../lib/use-query';
import { useLiveRooms } from '../live-rooms';
import { getRoomAvailability } from '../api/get-room-availability';

export function RoomAvailability() {
  const { t } = useTranslation(['rooms', 'messages']);
  // room_availability() answers one row per hostel of public.hostels, in the office's order.
  const availability = useQuery('room-availability', getRoomAvailability);
  // The counts are the database's own, so any change heard reads them again.
  useLiveRooms(null, availability.status === 'success', availability.reload);

  if (availability.status === 'error') {
    return (
      <p className="empty-state" role="alert">
        {t('messages:fetchAvailabilityFailed')}
      </p>
    );
  }

  if (availability.status !== 'success') {
    return (
      <p className="availability__count availability__count--loading" aria-busy="true">
        {t('availability.loading')}
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
              <span>{t('availability.ofBeds', { total })}</span>
            </p>
            <progress
              className="availability__bar"
              value={free}
              max={Math.max(total, 1)}
              aria-label={t('availability.bar', { hostel, free, total })}
            />
            <Link
              className="button button--secondary button--small"
              to={paths.hostelRooms.getHref(hostel)}
              aria-describedby={titleId}
            >
              {t('availability.viewDetails')}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
