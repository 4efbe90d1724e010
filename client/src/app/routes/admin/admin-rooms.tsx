// /admin/rooms: the roster of a hostel with check-in, check-out and out of service; prices for admins. A warden, a mess
// manager or a guard reads the rosters of their own hostels only.
import { RoomRoster } from '../../../features/admin/rooms/components/room-roster';
import { useServedHostels } from '../../../features/admin/api/my-places';
import { isWholeOffice, useAuth } from '../../../lib/auth';

export function Component() {
  const { user } = useAuth();
  const whole = isWholeOffice(user);
  const served = useServedHostels(user?.id ?? '', whole);
  return <RoomRoster isAdmin={user?.type === 'admin'} canAct={whole} served={whole ? null : (served.data ?? [])} />;
}
