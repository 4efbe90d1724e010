// Booking and payment API: holding a room and opening its PaymentIntent, canceling it, and reading what became of it.
import * as z from 'zod/mini';
import { BED_LABELS, BOOKING_STATUSES } from '../reference';
import { bookingCharges } from './fees';
import { hostelName, paymentIntentId, positiveId, text } from './fields';
import { guestName, guestStay, stayDate, stayNights } from './guest-stays';
import { get, post } from './route';

export const createPaymentIntentBody = z
  .object({
    // The payment page still sends `amount`, as it always has; it is ignored: the room's price is charged.
    amount: z.optional(z.unknown()),
    shipping: z.object(
      {
        // The same limits as the bookings table's checks, so a valid request never fails in SQL.
        name: text(200),
        city: text(100),
        state: text(100),
        pincode: text(20),
        email: text(320, 3),
      },
      { error: (issue) => (issue.input === undefined ? 'is required' : 'must be an object') },
    ),
    description: text(2000),
    hosteltype: hostelName,
    room_id: positiveId,
    // Absent: the first free bed of the room.
    bed: z.optional(z.enum(BED_LABELS, { error: 'must be A or B' })),
    user_type: z._default(z.enum(['student', 'guest'], { error: 'must be student or guest' }), 'student'),
    // A guest house's room (a hostel of kind `guest`) is booked by the night for a named guest: all three, and no bed.
    // Any other hostel refuses them (400 `not_guest_house`). The price is nights × the room's nightly price.
    check_in: z.optional(stayDate),
    nights: z.optional(stayNights),
    guest_name: z.optional(guestName),
  })
  .check(
    z.refine(
      (body) =>
        (body.check_in === undefined) === (body.nights === undefined) &&
        (body.check_in === undefined) === (body.guest_name === undefined),
      { message: 'check_in, nights and guest_name go together', path: ['check_in'] },
    ),
    z.refine((body) => body.check_in === undefined || body.bed === undefined, {
      message: 'a guest room is booked whole, without a bed',
      path: ['bed'],
    }),
  );
export type CreatePaymentIntentBody = z.input<typeof createPaymentIntentBody>;

/** Where a booking is: enough for a page to say "Kanhar, Wing A · Room 101 · Bed B" and quote its reference. */
export const bookedBed = z.object({
  hostel: z.string(),
  wing: z.string(),
  roomNumber: z.number(),
  bed: z.enum(BED_LABELS),
  reference: z.string(),
});
export type BookedBed = z.output<typeof bookedBed>;

/**
 * What the payment page needs to confirm the card, and until when the bed is held for the payer. holdExpiresAt is
 * the server's: a reload or a second tab gets the same value back, never a later one.
 */
export const paymentIntentAnswer = z.object({
  clientSecret: z.string(),
  paymentIntentId: z.string(),
  amount: z.number(),
  currency: z.string(),
  holdExpiresAt: z.string().check(z.refine((value) => !Number.isNaN(Date.parse(value)), 'must be a date')),
  booking: bookedBed,
  /** The amount apart: rent for its fee period and the hostel's refundable deposit. */
  charges: bookingCharges,
});
export type PaymentIntentAnswer = z.output<typeof paymentIntentAnswer>;

/** A guest room's nights held for the payer: the card's intent as for a bed, and the stay it pays for. */
export const guestStayIntentAnswer = z.object({
  clientSecret: z.string(),
  paymentIntentId: z.string(),
  amount: z.number(),
  currency: z.string(),
  holdExpiresAt: z.string().check(z.refine((value) => !Number.isNaN(Date.parse(value)), 'must be a date')),
  stay: guestStay,
});
export type GuestStayIntentAnswer = z.output<typeof guestStayIntentAnswer>;

/** A bed's answer, or a guest stay's (the body had check_in, nights and guest_name). */
export const createPaymentIntentAnswer = z.union([paymentIntentAnswer, guestStayIntentAnswer]);
export type CreatePaymentIntentAnswer = z.output<typeof createPaymentIntentAnswer>;

export const cancelPaymentIntentBody = z.object({ payment_intent: paymentIntentId });
export type CancelPaymentIntentBody = z.input<typeof cancelPaymentIntentBody>;

export const cancelPaymentIntentAnswer = z.object({ status: z.literal('canceled') });
export type CancelPaymentIntentAnswer = z.output<typeof cancelPaymentIntentAnswer>;

export const bookingStatus = z.enum(BOOKING_STATUSES);

/** Stripe's shipping details as the server wrote them (name and address of the booking form). */
const shipping = z.object({
  name: z.optional(z.string()),
  address: z.optional(
    z.object({
      city: z.nullable(z.string()),
      state: z.nullable(z.string()),
      postal_code: z.nullable(z.string()),
      country: z.nullable(z.string()),
    }),
  ),
});

/**
 * A PaymentIntent as Stripe reports it now, with the booking's status. `status` stays an open string:
 * Stripe adds statuses, and the success page treats any it does not know as not completed.
 */
export const paymentDetails = z.object({
  id: z.string(),
  amount: z.number(),
  status: z.string(),
  currency: z.string(),
  // Stripe metadata is strings only; a reader keeps what it understands rather than failing the success page.
  metadata: z.pipe(
    z.record(z.string(), z.unknown()),
    z.transform((entries) =>
      Object.fromEntries(
        Object.entries(entries).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
      ),
    ),
  ),
  shipping: z.nullable(shipping),
  booking_status: z.nullable(bookingStatus),
  // Null for an intent with no booking here.
  booking: z.optional(z.nullable(bookedBed)),
  charges: z.optional(z.nullable(bookingCharges)),
  /** The guest stay the intent pays for (booking and booking_status are then null); null for a bed's. */
  stay: z.optional(z.nullable(guestStay)),
});
export type PaymentDetails = z.output<typeof paymentDetails>;

/** Stripe's delivery taken: any other answer (a 4xx for bytes no retry can mend, a 5xx) and Stripe delivers again. */
export const webhookAnswer = z.object({ received: z.literal(true) });

/** Booking and payment: the signed-in payer's calls, and Stripe's webhook. */
export const paymentsApi = {
  createPaymentIntent: post('/create-payment-intent', {
    access: 'user',
    body: createPaymentIntentBody,
    answer: createPaymentIntentAnswer,
  }),
  cancelPaymentIntent: post('/cancel-payment-intent', {
    access: 'user',
    body: cancelPaymentIntentBody,
    answer: cancelPaymentIntentAnswer,
  }),
  /** What became of the payer's PaymentIntent: Stripe's word now, and the booking's. */
  paymentDetails: get('/get-payment-details/:payment_intent', {
    access: 'user',
    params: { payment_intent: paymentIntentId },
    answer: paymentDetails,
  }),
  /** Stripe's signed event, read as raw bytes: the signature covers them exactly. */
  stripeWebhook: post('/webhooks/stripe', { access: 'stripe', answer: webhookAnswer }),
};
