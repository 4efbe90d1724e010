// Guest rooms. A guest house is a hostel of kind `guest` whose rooms are let by the night at each room's nightly price.
// A signed-in host books a room for a named guest through POST /create-payment-intent (check_in, nights, guest_name;
// payments.ts): the nights are held while the host pays, and a paid stay is confirmed, or waits for the warden when it
// is longer than the guest house's approval_nights. Anyone reads which rooms are free for a check-in date and a number
// of nights; a host reads their own stays; the guest house's warden (or the whole office) reads its roster by day,
// approves or refuses a long stay (a refusal refunds it), checks guests in and out, and sets each room's nightly price and
// service and the house's rules (for holds made from then on). A host's stays not yet begun are void, and refunded,
// when the host checks out of their hostel or goes on leave.
import * as z from 'zod/mini';
import { CheckedValues } from '../database.types';
import { hostelName, positiveId, text, wholeNumber } from './fields';
import { get, post } from './route';

/** A stay's steps (public.guest_stays.status). */
export const GUEST_STAY_STATUSES = CheckedValues.guest_stays.status;
export type GuestStayStatus = (typeof GUEST_STAY_STATUSES)[number];
/** Why a stay was voided (public.guest_stays.void_reason). */
export const GUEST_STAY_VOID_REASONS = CheckedValues.guest_stays.void_reason;
export type GuestStayVoidReason = (typeof GUEST_STAY_VOID_REASONS)[number];

/** The limits public.guest_stays checks; a guest house's own rules (max_nights) may be tighter. */
export const GUEST_STAY_LIMITS = { nightsMax: 30, guestNameMax: 200, noteMax: 500 } as const;

/** What the office may set (public.guest_rooms and guest_house_rules check the same): a night from ₹1 to ₹1,00,000. */
export const GUEST_HOUSE_LIMITS = { nightlyMinMinor: 100, nightlyMaxMinor: 10_000_000, daysAheadMax: 365 } as const;

/** A calendar date (the IST day a night's evening falls on, or a check-in day); 30 February is refused. */
export const stayDate = z.iso.date({ error: 'must be a date (YYYY-MM-DD)' });

/** A number of nights, as a JSON number or a numeric string (a path segment). */
export const stayNights = z.pipe(
  z.transform((value: unknown) => (typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : value)),
  z
    .int({ error: 'must be a whole number of nights' })
    .check(
      z.gte(1, 'must be at least 1'),
      z.lte(GUEST_STAY_LIMITS.nightsMax, `must be at most ${GUEST_STAY_LIMITS.nightsMax}`),
    ),
);

/** The guest's name as the host types it; the receipt and the office's roster name the guest by it. */
export const guestName = text(GUEST_STAY_LIMITS.guestNameMax);

export const guestHouseRules = z.object({
  /** A stay of more nights than this waits, once paid, for the warden's approval. */
  approval_nights: z.number(),
  /** The most nights one stay may have. */
  max_nights: z.number(),
  /** A stay may begin at most this many days after today (IST). */
  days_ahead: z.number(),
});
export type GuestHouseRules = z.output<typeof guestHouseRules>;

/** A guest room for the dates asked: its nightly price, the stay's price, and whether every night is free. */
export const guestRoom = z.object({
  id: z.number(),
  wing_name: z.string(),
  room_number: z.number(),
  occupancy: z.number(),
  nightly_minor: z.number(),
  /** nights × nightly_minor: what the stay would cost. */
  amount_minor: z.number(),
  out_of_service: z.boolean(),
  /** In service and none of the nights reserved by a live stay. */
  free: z.boolean(),
});
export type GuestRoom = z.output<typeof guestRoom>;

export const guestAvailabilityAnswer = z.object({
  hostel_name: z.string(),
  check_in: z.string(),
  check_out: z.string(),
  nights: z.number(),
  currency: z.string(),
  rules: guestHouseRules,
  rooms: z.array(guestRoom),
});
export type GuestAvailabilityAnswer = z.output<typeof guestAvailabilityAnswer>;

/** One stay as its host and the receipt read it: where, for whom, which nights, what it cost and where it stands. */
export const guestStay = z.object({
  id: z.number(),
  reference: z.string(),
  hostel_name: z.string(),
  wing_name: z.string(),
  room_number: z.number(),
  occupancy: z.number(),
  guest_name: z.string(),
  /** The day the guest arrives and the day they leave (check_in + nights), YYYY-MM-DD. */
  check_in: z.string(),
  check_out: z.string(),
  nights: z.number(),
  nightly_minor: z.number(),
  amount_minor: z.number(),
  currency: z.string(),
  status: z.enum(GUEST_STAY_STATUSES),
  /** More nights than the guest house's approval_nights: paid, it waits for the warden. */
  needs_approval: z.boolean(),
  /** Until when a held stay's nights are kept for its payer (ISO). */
  hold_until: z.string(),
  /** From the receipts' gap-free series, given when the stay was paid; null before. */
  receipt_number: z.nullable(z.string()),
  paid_at: z.nullable(z.string()),
  /** The Stripe PaymentIntent that paid for it. */
  payment_intent_id: z.nullable(z.string()),
  payer_name: z.string(),
  payer_email: z.string(),
  /** The warden's note with an approval or a refusal. */
  decision_note: z.nullable(z.string()),
  checked_in_at: z.nullable(z.string()),
  checked_out_at: z.nullable(z.string()),
  void_reason: z.nullable(z.enum(GUEST_STAY_VOID_REASONS)),
  /** When a refused, void or refunded stay's payment was refunded at Stripe; null until then, or if nothing was paid. */
  refunded_at: z.nullable(z.string()),
});
export type GuestStay = z.output<typeof guestStay>;

export const myGuestStaysAnswer = z.object({ stays: z.array(guestStay) });
export type MyGuestStaysAnswer = z.output<typeof myGuestStaysAnswer>;

/** A stay on the office's roster: the stay, and its host as the office knows them. */
export const officeGuestStay = z.extend(guestStay, {
  host_id: z.string(),
  host_name: z.string(),
  host_roll_number: z.nullable(z.string()),
});
export type OfficeGuestStay = z.output<typeof officeGuestStay>;

/** A guest house's day: who arrives, who is in (arrived, or due and not yet checked in), who leaves, and what waits. */
export const guestRosterAnswer = z.object({
  hostel_name: z.string(),
  day: z.string(),
  arrivals: z.array(officeGuestStay),
  in_house: z.array(officeGuestStay),
  departures: z.array(officeGuestStay),
  /** Paid stays longer than approval_nights, from today on, waiting for the warden. */
  awaiting_approval: z.array(officeGuestStay),
});
export type GuestRosterAnswer = z.output<typeof guestRosterAnswer>;

export const decideGuestStayBody = z.object({
  decision: z.enum(['approved', 'refused'], { error: 'must be approved or refused' }),
  note: z.optional(
    z.nullable(
      z
        .string()
        .check(
          z.trim(),
          z.maxLength(GUEST_STAY_LIMITS.noteMax, `must be at most ${GUEST_STAY_LIMITS.noteMax} characters`),
        ),
    ),
  ),
});
export type DecideGuestStayBody = z.input<typeof decideGuestStayBody>;

/** A guest room as its office keeps it: its nightly price and whether it is let at all. */
export const officeGuestRoom = z.object({
  id: z.number(),
  wing_name: z.string(),
  room_number: z.number(),
  occupancy: z.number(),
  nightly_minor: z.number(),
  out_of_service: z.boolean(),
});
export type OfficeGuestRoom = z.output<typeof officeGuestRoom>;

export const guestHouseOfficeAnswer = z.object({
  hostel_name: z.string(),
  currency: z.string(),
  rules: guestHouseRules,
  rooms: z.array(officeGuestRoom),
});
export type GuestHouseOfficeAnswer = z.output<typeof guestHouseOfficeAnswer>;

export const saveGuestHouseRulesBody = z
  .object({
    approval_nights: wholeNumber(1, GUEST_STAY_LIMITS.nightsMax),
    max_nights: wholeNumber(1, GUEST_STAY_LIMITS.nightsMax),
    days_ahead: wholeNumber(1, GUEST_HOUSE_LIMITS.daysAheadMax),
  })
  .check(
    z.refine((body) => body.approval_nights <= body.max_nights, {
      message: 'must be at most max_nights',
      path: ['approval_nights'],
    }),
  );
export type SaveGuestHouseRulesBody = z.input<typeof saveGuestHouseRulesBody>;

export const saveGuestRoomBody = z.object({
  /** Whole minor units (paise). */
  nightly_minor: wholeNumber(GUEST_HOUSE_LIMITS.nightlyMinMinor, GUEST_HOUSE_LIMITS.nightlyMaxMinor),
  out_of_service: z.boolean({ error: 'must be true or false' }),
});
export type SaveGuestRoomBody = z.input<typeof saveGuestRoomBody>;

const stayParams = { id: positiveId };
/** Stay references are short upper-case codes. */
const referenceParams = {
  reference: z.string().check(z.regex(/^[A-Za-z0-9]{1,64}$/, 'must be a stay reference')),
};

export const guestStaysApi = {
  /**
   * GET /guest-house/:hostel/:check_in/:nights (anyone): the guest house's rooms for those nights, each with its
   * nightly price, the stay's price and whether it is free, and the house's rules. 400 `invalid_request` (a bad date or
   * number); 404 `not_guest_house` (no guest house of that name).
   */
  availability: get('/guest-house/:hostel/:check_in/:nights', {
    access: 'public',
    params: { hostel: hostelName, check_in: stayDate, nights: stayNights },
    answer: guestAvailabilityAnswer,
  }),
  /** GET /guest-stays/mine (a host): the stays they booked, newest check-in first; held ones that lapsed are not listed. */
  mine: get('/guest-stays/mine', { access: 'user', answer: myGuestStaysAnswer }),
  /**
   * GET /guest-stays/:reference (its host, the guest house's warden or the whole office): one stay, for its receipt.
   * 404 `not_found` for an unknown reference and someone else's stay alike.
   */
  stay: get('/guest-stays/:reference', { access: 'user', params: referenceParams, answer: guestStay }),
  /**
   * GET /admin/guest-stays/:hostel/:day (the guest house's warden, or the whole office): the day's roster. 403
   * `forbidden` (a place the caller does not serve); 404 `not_guest_house`.
   */
  roster: get('/admin/guest-stays/:hostel/:day', {
    access: 'places',
    params: { hostel: hostelName, day: stayDate },
    answer: guestRosterAnswer,
  }),
  /**
   * POST /admin/guest-stays/:id/decide (the guest house's warden, or the whole office): approves a stay awaiting
   * approval, or refuses it (its nights free, its payment refunded); once, with a note, audited, the host told. 403;
   * 404; 409 `already_decided`.
   */
  decide: post('/admin/guest-stays/:id/decide', {
    access: 'places',
    params: stayParams,
    body: decideGuestStayBody,
    answer: officeGuestStay,
  }),
  /**
   * POST /admin/guest-stays/:id/check-in: a confirmed stay whose check-in day has come (IST); audited. 403; 404; 409
   * `not_confirmed` (held, awaiting approval, or ended) | `too_early`. Checking in again answers the same.
   */
  checkIn: post('/admin/guest-stays/:id/check-in', { access: 'places', params: stayParams, answer: officeGuestStay }),
  /**
   * POST /admin/guest-stays/:id/check-out: a checked-in stay; the nights after today free again; audited. 403; 404;
   * 409 `not_checked_in`. Checking out again answers the same.
   */
  checkOut: post('/admin/guest-stays/:id/check-out', { access: 'places', params: stayParams, answer: officeGuestStay }),
  /**
   * GET /admin/guest-house/:hostel (its warden, or the whole office): the house's rules and its rooms with their nightly
   * prices. 403 `forbidden`; 404 `not_guest_house`.
   */
  house: get('/admin/guest-house/:hostel', {
    access: 'places',
    params: { hostel: hostelName },
    answer: guestHouseOfficeAnswer,
  }),
  /**
   * POST /admin/guest-house/:hostel/rules: the house's limits, audited; stays already held keep their need for
   * approval. 400 `invalid_request`; 403 `forbidden`; 404 `not_guest_house`.
   */
  saveRules: post('/admin/guest-house/:hostel/rules', {
    access: 'places',
    params: { hostel: hostelName },
    body: saveGuestHouseRulesBody,
    answer: guestHouseRules,
  }),
  /**
   * POST /admin/guest-rooms/:id: a room's nightly price and service, audited; stays already held keep their price. 400
   * `invalid_request`; 403 `forbidden`; 404 `room_not_found`.
   */
  saveRoom: post('/admin/guest-rooms/:id', {
    access: 'places',
    params: { id: positiveId },
    body: saveGuestRoomBody,
    answer: officeGuestRoom,
  }),
};
