// The student's hostel and room from their paid booking with links to its receipt and to /room (the room's inventory,
// condition report and charges), or a pointer to room availability.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import type { OwnRoom } from '../api/get-own-room';

export function HostelDetails({ room }: { room: OwnRoom | null }) {
  const { t } = useTranslation(['profile', 'messages']);
  if (!room) {
    return (
      <div className="profile-empty">
        <p>{t('messages:noRoomBooked')}</p>
        <Link to={paths.status.getHref('room-availability')}>{t('hostel.checkAvailability')}</Link>
      </div>
    );
  }
  return (
    <>
      <dl className="profile-details">
        <div>
          <dt>{t('hostel.hostel')}</dt>
          <dd>{room.hostel_name}</dd>
        </div>
        <div>
          <dt>{t('hostel.wing')}</dt>
          <dd>{room.wing_name}</dd>
        </div>
        <div>
          <dt>{t('hostel.roomNumber')}</dt>
          <dd>{room.room_number}</dd>
        </div>
        <div>
          <dt>{t('hostel.roomType')}</dt>
          <dd>{t(room.occupancy === 1 ? 'hostel.single' : 'hostel.double')}</dd>
        </div>
      </dl>
      <p>
        <Link to={paths.receipt.getHref(room.reference)}>{t('messages:viewReceipt')}</Link>
      </p>
      <p>
        <Link to={paths.room.getHref()}>{t('hostel.myRoom')}</Link>
      </p>
    </>
  );
}
