// The office's refund (admin only, since it moves money): the whole payment back at Stripe, then the bed freed and the
// booking marked refunded in one SQL call. Stripe first, so a failure there changes nothing here; once per booking,
// however often it is asked for.
import Stripe from 'stripe';
import type { Logger } from 'pino';
import type { RefundAnswer } from '@campus-hostel/contracts/api';
import type { BookingStatus } from '@campus-hostel/contracts/reference';
import { HttpError } from '../errors.js';
import type { AuthUser } from '../auth-user.js';
import type { HostelStore, OfficeBooking } from '../hostel-store.js';
import { actorOf } from './use-cases.js';

export interface RefundDeps {
  store: HostelStore;
  stripe: Stripe;
  logger: Logger;
}

export const BOOKING_NOT_FOUND = 'Booking not found';
export const NOT_REFUNDABLE = 'Only a paid or checked-out booking can be refunded.';
export const REFUND_FAILED = 'Stripe did not make the refund, so nothing was changed. Please try again.';
export const STRIPE_UNREACHABLE = 'Stripe could not be reached, so nothing was refunded or changed. Please try again.';

export const REFUND_UNCONFIRMED =
  'This booking is refunded, but Stripe could not show its refund now. Please try again.';

const REFUNDABLE: ReadonlySet<BookingStatus> = new Set(['paid', 'checked_out']);

/**
 * Refunds a booking in full. The Stripe refund carries an idempotency key of the booking, so a double click, two
 * admins at once, or a retry after a crash between Stripe and the database all come to one refund; the SQL call then
 * records it once (the loser of a race reads the winner's record).
 */
export async function refundBooking(
  deps: RefundDeps,
  user: AuthUser,
  bookingId: number,
  reason: string,
): Promise<RefundAnswer> {
  const booking = await deps.store.officeBooking(bookingId);
  if (!booking) throw new HttpError(404, BOOKING_NOT_FOUND, 'not_found');
  if (booking.status === 'refunded')
    return answer(bookingId, booking.refundId ?? (await recordedAtStripe(deps, booking)));
  if (!REFUNDABLE.has(booking.status) || booking.paymentIntentId === null) {
    throw new HttpError(409, NOT_REFUNDABLE, 'not_refundable');
  }
  const refundId = await refundAtStripe(deps, bookingId, booking.paymentIntentId);
  const outcome = await deps.store.recordOfficeRefund(bookingId, reason, refundId, actorOf(user));
  switch (outcome) {
    case 'refunded':
      deps.logger.info({ bookingId, refundId }, 'booking refunded by the office');
      return answer(bookingId, refundId);
    case 'already_refunded': {
      const now = await deps.store.officeBooking(bookingId);
      return answer(bookingId, now?.refundId ?? refundId);
    }
    case 'not_refundable':
    case 'not_found':
      // A paid booking never goes back to held and is never deleted; the money has gone back, so say so loudly.
      throw new Error(`booking ${bookingId} refunded at Stripe (${refundId}) but record_office_refund said ${outcome}`);
  }
}

function answer(bookingId: number, refundId: string): RefundAnswer {
  return { booking_id: bookingId, status: 'refunded', refund_id: refundId };
}

/** A booking refunded without a recorded refund id (the automatic refund of a payment that found no bed): Stripe's. */
async function recordedAtStripe(deps: RefundDeps, booking: OfficeBooking): Promise<string> {
  const earlier = booking.paymentIntentId === null ? null : await earlierRefund(deps, booking.paymentIntentId);
  if (earlier === null) throw new HttpError(502, REFUND_UNCONFIRMED, 'payment_provider_unavailable');
  return earlier;
}

/** The refund of the booking's payment at Stripe: made now, or the one made before. */
async function refundAtStripe(deps: RefundDeps, bookingId: number, paymentIntentId: string): Promise<string> {
  try {
    // The reason stays out of the request: a retry with other words must still match the first request's parameters.
    const refund = await deps.stripe.refunds.create(
      { payment_intent: paymentIntentId, metadata: { booking_id: String(bookingId) } },
      { idempotencyKey: `office-refund-${bookingId}` },
    );
    if (refund.status === 'failed' || refund.status === 'canceled') {
      throw new HttpError(502, REFUND_FAILED, 'payment_provider_unavailable');
    }
    return refund.id;
  } catch (err) {
    if (err instanceof HttpError) throw err;
    // Refunded before under another key (the automatic refund of a payment that found no bed, or a retry after Stripe
    // forgot the key, 24 hours on): that refund is the booking's.
    if (err instanceof Stripe.errors.StripeError && err.code === 'charge_already_refunded') {
      const earlier = await earlierRefund(deps, paymentIntentId);
      if (earlier !== null) return earlier;
    }
    deps.logger.error({ err, bookingId, paymentIntentId }, 'the office refund failed at Stripe');
    if (err instanceof Stripe.errors.StripeConnectionError) {
      throw new HttpError(503, STRIPE_UNREACHABLE, 'payment_provider_unavailable', { cause: err });
    }
    throw new HttpError(502, REFUND_FAILED, 'payment_provider_unavailable', { cause: err });
  }
}

/** The id of a refund the intent already has (newest first), or null, also when Stripe cannot say. */
async function earlierRefund(deps: RefundDeps, paymentIntentId: string): Promise<string | null> {
  try {
    const refunds = await deps.stripe.refunds.list({ payment_intent: paymentIntentId, limit: 10 });
    return refunds.data.find((refund) => refund.status === 'succeeded' || refund.status === 'pending')?.id ?? null;
  } catch (err) {
    deps.logger.error({ err, paymentIntentId }, 'listing the refunds of a PaymentIntent failed');
    return null;
  }
}
