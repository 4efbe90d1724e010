// Admins only: refunds a paid or checked-out booking in full, with a reason, through our API (Stripe refund, bed freed,
// booking refunded, audit log). The server answers the same to a repeat, so a second click does no harm.
import { refundAnswer, type RefundAnswer, type RefundBody } from '@campus-hostel/contracts/api';
import { postSignedIn } from '../../../../lib/signed-in-post';

export function refundBooking(bookingId: number, reason: string): Promise<RefundAnswer> {
  const body: RefundBody = { booking_id: bookingId, reason };
  return postSignedIn('/admin/refund', body, refundAnswer);
}
