// Booking and payment use cases: hold a room and open its PaymentIntent, finalise, refund, cancel, report.
import type Stripe from 'stripe';
import type { Logger } from 'pino';
import { HttpError } from '../errors.js';
import type { AuthUser } from '../auth-user.js';
import * as zm from 'zod/mini';
import {
  guestStay,
  type BookedBed,
  type BookingCharges,
  type CancelPaymentIntentAnswer,
  type PaymentDetails,
  type PaymentIntentAnswer,
} from '@campus-hostel/contracts/api';
import {
  ALREADY_BOOKED,
  HOLD_SUPERSEDED,
  NOT_ADMITTED,
  outsideWindowMessage,
  recentlyLapsedMessage,
  ROOM_NOT_FOUND,
  ROOM_UNAVAILABLE,
} from './hold-refusals.js';
import type { HostelStore } from '../hostel-store.js';
import { applyMessBillIntent, MESS_BILL_KIND } from '../mess-bills/use-cases.js';
import { applyGuestStayIntent, GUEST_STAY_KIND, guestStayOfIntent } from '../guest-stays/payment.js';
import type { BookingRequest } from './store.js';
import type { WaitingRoom } from '../waiting-room/use-cases.js';
import { LIVE_STATUSES, isStripeError, providerUnavailable, retrieveIntent } from './intents.js';

export interface PaymentDeps {
  store: HostelStore;
  stripe: Stripe;
  logger: Logger;
  currency: string;
  holdMinutes: number;
  /** Null: no waiting room, every signed-in student may hold. */
  waitingRoom: WaitingRoom | null;
}

function answerFor(
  intent: Stripe.PaymentIntent,
  holdExpiresAt: string,
  booking: BookedBed,
  charges: BookingCharges,
): PaymentIntentAnswer {
  if (!intent.client_secret) throw new Error(`PaymentIntent ${intent.id} came back without a client secret`);
  return {
    clientSecret: intent.client_secret,
    paymentIntentId: intent.id,
    amount: intent.amount,
    currency: intent.currency,
    holdExpiresAt,
    booking,
    charges,
  };
}

/**
 * The held booking's amount apart, as the database priced it (bookings_price): rent plus the hostel's deposit, whose
 * sum the table's check keeps equal to the amount charged.
 */
async function chargesOf(deps: PaymentDeps, bookingId: number, amountMinor: number): Promise<BookingCharges> {
  const charges = await deps.store.bookingCharges({ bookingId });
  if (!charges || charges.rent_minor + charges.deposit_minor !== amountMinor) {
    throw new Error(`booking ${bookingId} has no charges that add up to its amount`);
  }
  return charges;
}

/**
 * Cancels intents whose hold has ended (a switch to another bed, a superseded request). Best effort: should one be
 * paid after all, finalise_booking gives the bed or the payment is refunded.
 */
async function cancelIntents(deps: PaymentDeps, ids: readonly string[]): Promise<void> {
  await Promise.all(
    ids.map(async (id) => {
      try {
        await deps.stripe.paymentIntents.cancel(id);
      } catch (err) {
        deps.logger.warn({ err, paymentIntentId: id }, 'could not cancel a superseded PaymentIntent');
      }
    }),
  );
}

/**
 * Holds the room for the payer (one atomic SQL call) and opens or reuses the booking's PaymentIntent.
 * The amount is always the booking's as the database priced it (the room's rent plus the hostel's deposit), never the
 * client's. While the waiting room is on, a hold in a hostel under selection needs a live admission, checked in the
 * hold's own transaction (403 `not_admitted`).
 */
export async function createPaymentIntent(
  deps: PaymentDeps,
  user: AuthUser,
  request: BookingRequest,
): Promise<PaymentIntentAnswer> {
  return createPaymentIntentAttempt(deps, user, request, true);
}

async function createPaymentIntentAttempt(
  deps: PaymentDeps,
  user: AuthUser,
  request: BookingRequest,
  mayRetry: boolean,
): Promise<PaymentIntentAnswer> {
  const { store, stripe, logger } = deps;
  const { shipping } = request;
  const hold = await store.holdBed({
    ...request,
    userId: user.id,
    holdMinutes: deps.holdMinutes,
    currency: deps.currency,
    waitingRoom: deps.waitingRoom !== null,
  });
  if (hold.outcome !== 'held') {
    if (hold.outcome === 'not_found') throw new HttpError(404, ROOM_NOT_FOUND, 'room_not_found');
    if (hold.outcome === 'not_eligible') throw new HttpError(403, hold.problem, 'not_eligible');
    if (hold.outcome === 'outside_window') {
      throw new HttpError(403, outsideWindowMessage(request.hostel, hold.opensAt), 'outside_window', {
        details: { opens_at: hold.opensAt },
      });
    }
    if (hold.outcome === 'already_booked') throw new HttpError(409, ALREADY_BOOKED, 'already_booked');
    if (hold.outcome === 'not_admitted') throw new HttpError(403, NOT_ADMITTED, 'not_admitted');
    if (hold.outcome === 'recently_lapsed') {
      throw new HttpError(409, recentlyLapsedMessage(hold.retryAt), 'recently_lapsed', {
        details: { retry_at: hold.retryAt },
      });
    }
    throw new HttpError(409, ROOM_UNAVAILABLE, 'room_unavailable');
  }
  // A switch from another bed: the old hold is gone, so its intent must not stay payable.
  await cancelIntents(deps, hold.supersededIntents);
  const charges = await chargesOf(deps, hold.bookingId, hold.amountMinor);

  // A retry by the same payer (reload, second tab, declined card) reuses the live hold and its intent.
  if (hold.paymentIntentId) {
    const existing = await retrieveIntent(stripe, hold.paymentIntentId);
    if (LIVE_STATUSES.has(existing.status)) return answerFor(existing, hold.heldUntil, hold.booking, charges);
    if (existing.status === 'succeeded') {
      await finaliseIfGenuine(deps, existing);
      throw new HttpError(409, 'You have already paid for this room.', 'already_paid');
    }
    // Canceled at Stripe but the booking was never released (a crash between the two): release it and start over once.
    await store.releaseBooking(existing.id);
    if (mayRetry) return createPaymentIntentAttempt(deps, user, request, false);
    throw new HttpError(409, ROOM_UNAVAILABLE, 'room_unavailable');
  }

  let intent: Stripe.PaymentIntent;
  try {
    intent = await stripe.paymentIntents.create(
      {
        amount: hold.amountMinor,
        currency: hold.currency,
        automatic_payment_methods: { enabled: true },
        description: request.description,
        shipping: {
          name: shipping.name,
          address: { city: shipping.city, state: shipping.state, postal_code: shipping.pincode, country: 'IN' },
        },
        // Stripe's receipt goes to the account's own address: the form's email must not choose where mail goes.
        ...(user.email ? { receipt_email: user.email } : {}),
        metadata: {
          room_id: String(request.roomId),
          hosteltype: request.hostel,
          user_id: user.id,
          booking_id: String(hold.bookingId),
          wing: hold.booking.wing,
          room_number: String(hold.booking.roomNumber),
          bed: hold.booking.bed,
          booking_reference: hold.booking.reference,
          // For people reading the payment at Stripe; the amount is what the webhook checks against the booking.
          rent_minor: String(charges.rent_minor),
          deposit_minor: String(charges.deposit_minor),
          fee_period: charges.fee_period,
        },
      },
      // Two concurrent requests for one booking (a double click) get the same intent back from Stripe.
      { idempotencyKey: `booking-${hold.bookingId}` },
    );
  } catch (err) {
    // The hold stays and lapses by itself; releasing it needs an intent id we do not have.
    logger.error({ err, bookingId: hold.bookingId }, 'creating the PaymentIntent failed');
    throw providerUnavailable(err);
  }
  // A later request of the same payer (another bed, many tabs at once) may have ended this hold meanwhile: then the
  // intent just opened is canceled at once, so only the live hold has a payable intent.
  if (!(await store.attachPaymentIntent(hold.bookingId, intent.id))) {
    await cancelIntents(deps, [intent.id]);
    throw new HttpError(409, HOLD_SUPERSEDED, 'hold_superseded');
  }
  return answerFor(intent, hold.heldUntil, hold.booking, charges);
}

/**
 * Why an intent as Stripe reports it does not match the booking it names, or null when it does: the
 * amount and currency the server charged, and the room, payer and booking the server wrote into its metadata.
 */
async function mismatch(deps: PaymentDeps, intent: Stripe.PaymentIntent): Promise<string | null> {
  const booking = await deps.store.bookingTerms(intent.id);
  if (!booking) return 'no booking has this intent';
  if (intent.amount !== booking.amountMinor || intent.currency !== booking.currency) {
    return 'amount or currency differs from the booking';
  }
  const { room_id, user_id, booking_id } = intent.metadata;
  if (room_id !== String(booking.roomId) || user_id !== booking.userId || booking_id !== String(booking.id)) {
    return 'metadata differs from the booking';
  }
  return null;
}

/** Finalises a succeeded intent only when it is the one the server opened for its booking; anything else is logged and left alone. */
async function finaliseIfGenuine(deps: PaymentDeps, intent: Stripe.PaymentIntent): Promise<void> {
  const reason = await mismatch(deps, intent);
  if (reason) {
    deps.logger.warn({ paymentIntentId: intent.id, reason }, 'succeeded PaymentIntent not applied');
    return;
  }
  await finalisePayment(deps, intent.id);
}

/**
 * Gives the room to the payer of a succeeded intent, or refunds the payment when the room went to
 * someone else. Idempotent: the SQL function decides once, replays change nothing.
 */
async function finalisePayment(deps: PaymentDeps, paymentIntentId: string): Promise<void> {
  const outcome = await deps.store.finaliseBooking(paymentIntentId);
  switch (outcome) {
    case 'paid':
      deps.logger.info({ paymentIntentId }, 'booking paid, room occupied');
      return;
    case 'already_paid':
    case 'already_refunded':
      return;
    case 'not_found':
      deps.logger.warn({ paymentIntentId }, 'succeeded PaymentIntent has no booking here');
      return;
    case 'refund':
      await refund(deps, paymentIntentId);
      await deps.store.markBookingRefunded(paymentIntentId);
      deps.logger.warn(
        { paymentIntentId },
        'bed no longer available to the payer, or the payer already owns a bed: payment refunded',
      );
      return;
  }
}

async function refund(deps: PaymentDeps, paymentIntentId: string): Promise<void> {
  try {
    await deps.stripe.refunds.create(
      { payment_intent: paymentIntentId },
      { idempotencyKey: `refund-${paymentIntentId}` },
    );
  } catch (err) {
    if (isStripeError(err) && err.code === 'charge_already_refunded') return;
    throw providerUnavailable(err);
  }
}

async function assertOwner(
  deps: PaymentDeps,
  intent: Stripe.PaymentIntent,
  user: AuthUser,
  allowOffice: boolean,
): Promise<void> {
  if (intent.metadata.user_id === user.id) return;
  // The office may read any payment: its role as the database holds it now, not as the token once claimed it.
  if (allowOffice && (await deps.store.accountRole(user.id)) !== null) return;
  throw new HttpError(403, 'This payment belongs to another user', 'forbidden');
}

/** What the success page shows; a succeeded intent whose webhook has not arrived yet is finalised here. */
export async function getPaymentDetails(
  deps: PaymentDeps,
  user: AuthUser,
  paymentIntentId: string,
): Promise<PaymentDetails> {
  const intent = await retrieveIntent(deps.stripe, paymentIntentId);
  await assertOwner(deps, intent, user, true);
  if (intent.metadata.kind === GUEST_STAY_KIND) return guestStayDetails(deps, intent);
  if (intent.status === 'succeeded') await finaliseIfGenuine(deps, intent);
  return {
    id: intent.id,
    amount: intent.amount,
    status: intent.status,
    metadata: intent.metadata,
    shipping: intent.shipping,
    currency: intent.currency,
    booking_status: await deps.store.bookingStatus(intent.id),
    booking: await deps.store.bookedBed(intent.id),
    charges: await deps.store.bookingCharges({ paymentIntentId: intent.id }),
  };
}

/** A guest stay's payment as the success page reads it: the stay in place of a bed. */
async function guestStayDetails(deps: PaymentDeps, intent: Stripe.PaymentIntent): Promise<PaymentDetails> {
  const stay = await guestStayOfIntent(deps, intent);
  return {
    id: intent.id,
    amount: intent.amount,
    status: intent.status,
    metadata: intent.metadata,
    shipping: intent.shipping,
    currency: intent.currency,
    booking_status: null,
    booking: null,
    charges: null,
    stay: stay && zm.parse(guestStay, stay),
  };
}

/** The payer left the payment page: cancel the intent at Stripe and release the hold. */
export async function cancelPayment(
  deps: PaymentDeps,
  user: AuthUser,
  paymentIntentId: string,
): Promise<CancelPaymentIntentAnswer> {
  const intent = await retrieveIntent(deps.stripe, paymentIntentId);
  await assertOwner(deps, intent, user, false);
  if (intent.status === 'succeeded') {
    throw new HttpError(409, 'This payment has already succeeded and cannot be canceled', 'already_paid');
  }
  if (intent.status !== 'canceled') {
    try {
      await deps.stripe.paymentIntents.cancel(intent.id);
    } catch (err) {
      // Lost a race with the payer's confirmation or another cancel: the intent's state now decides.
      const now = await retrieveIntent(deps.stripe, intent.id);
      if (now.status === 'succeeded') {
        throw new HttpError(409, 'This payment has already succeeded and cannot be canceled', 'already_paid', {
          cause: err,
        });
      }
      if (now.status !== 'canceled') throw providerUnavailable(err);
    }
  }
  if (intent.metadata.kind === GUEST_STAY_KIND) await deps.store.releaseGuestStay(intent.id);
  else await deps.store.releaseBooking(intent.id);
  return { status: 'canceled' };
}

/**
 * Applies one signed Stripe event, never as sent: the signature proves only that someone holding the
 * webhook secret sent these bytes, perhaps long ago, so the intent is read back from Stripe and only
 * what Stripe says now decides. An event that does not hold up is logged and changes nothing.
 * Every branch is idempotent and order-independent: release_booking only touches held bookings, so a
 * `canceled` after `succeeded` cannot un-book.
 */
export async function handleStripeEvent(deps: PaymentDeps, type: string, paymentIntentId: string): Promise<void> {
  // A declined card (payment_failed) leaves the intent payable and the hold with its payer: nothing to do.
  if (type !== 'payment_intent.succeeded' && type !== 'payment_intent.canceled') return;
  let intent: Stripe.PaymentIntent;
  try {
    intent = await retrieveIntent(deps.stripe, paymentIntentId);
  } catch (err) {
    if (err instanceof HttpError && err.status === 404) {
      deps.logger.warn({ paymentIntentId, type }, 'webhook names a PaymentIntent Stripe does not know: ignored');
      return;
    }
    throw err;
  }
  const expected = type === 'payment_intent.succeeded' ? 'succeeded' : 'canceled';
  if (intent.status !== expected) {
    deps.logger.warn({ paymentIntentId, type, status: intent.status }, 'webhook disagrees with Stripe: ignored');
    return;
  }
  // A mess bill's intent (metadata.kind, as this server wrote it and Stripe reports it back) is that area's to apply.
  if (intent.metadata.kind === MESS_BILL_KIND) await applyMessBillIntent(deps, intent);
  else if (intent.metadata.kind === GUEST_STAY_KIND) await applyGuestStayIntent(deps, intent);
  else if (expected === 'succeeded') await finaliseIfGenuine(deps, intent);
  // An intent Stripe reports canceled can never be paid, so the hold it was opened for is released whatever its terms.
  else await deps.store.releaseBooking(intent.id);
}

/**
 * Clears lapsed holds and cancels their intents at Stripe. Best effort: should an intent stay open
 * and be paid, finalisePayment still gives the room or refunds the payment.
 */
export async function sweepExpiredHolds(deps: PaymentDeps): Promise<number> {
  const intents = await deps.store.releaseExpiredHolds();
  await Promise.all(
    intents.map(async (id) => {
      try {
        await deps.stripe.paymentIntents.cancel(id);
      } catch (err) {
        deps.logger.debug({ err, paymentIntentId: id }, 'could not cancel the intent of a lapsed hold');
      }
    }),
  );
  return intents.length;
}
