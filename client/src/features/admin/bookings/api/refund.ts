// Admins only: refunds a paid or checked-out booking in full, with a reason, through our API (Stripe refund, bed freed,
// booking refunded, audit log). The server answers the same to a repeat, so a second click does no harm.
import { officeApi, type RefundAnswer, type RefundBody } from '@campus-hostel/contracts/api';
import { callSignedIn } from '../../../../lib/signed-in-call';

export function refundBooking(bookingId: number, reason: string): Promise<RefundAnswer> {
  const body: RefundBody = { booking_id: bookingId, reason };
  return callSignedIn(officeApi.refund, { body: body });
}
