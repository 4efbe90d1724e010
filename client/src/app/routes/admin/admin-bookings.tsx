// /admin/bookings: the bookings ledger; refunds for admins only.
import { BookingLedger } from '../../../features/admin/bookings/components/booking-ledger';
import { useAuth } from '../../../lib/auth';

export function Component() {
  const { user } = useAuth();
  return <BookingLedger isAdmin={user?.type === 'admin'} />;
}
