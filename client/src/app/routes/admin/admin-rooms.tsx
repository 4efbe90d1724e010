// /admin/rooms: the roster of a hostel with check-in, check-out and out of service; prices for admins.
import { RoomRoster } from '../../../features/admin/rooms/components/room-roster';
import { useAuth } from '../../../lib/auth';

export function Component() {
  const { user } = useAuth();
  return <RoomRoster isAdmin={user?.type === 'admin'} />;
}
