// Reference data the API and the pages share: booking statuses and the API's error codes.
// The hostels are data, not code: public.hostels lists them.
import { CheckedValues } from './database.types';

/** What the product calls itself, in pages and emails. */
export const SITE_NAME = 'Campus Hostel';

/** A booking's life: held while its payer pays, then paid, expired (hold lapsed or canceled) or refunded. */
export const BOOKING_STATUSES = CheckedValues.bookings.status;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

/** A room's beds: a single has A, a double A and B. */
export const BED_LABELS = ['A', 'B'] as const;
export type BedLabel = (typeof BED_LABELS)[number];

/** The stable `code` of an error answer: callers branch on these, never on the message text. */
export const ERROR_CODES = [
  'invalid_request',
  'malformed_json',
  'malformed_url',
  'invalid_encoding',
  'invalid_body',
  'body_too_large',
  'body_too_deep',
  'unsupported_encoding',
  'unsupported_charset',
  'missing_token',
  'invalid_token',
  'forbidden',
  'not_admin',
  'invalid_credentials',
  'rate_limited',
  'not_found',
  'room_not_found',
  'room_unavailable',
  'already_paid',
  'already_booked',
  'not_eligible',
  'beds_free',
  'outside_window',
  'not_admitted',
  'recently_lapsed',
  'email_changed',
  'claim_expired',
  'nothing_to_claim',
  'no_waiting_room',
  'admission_expired',
  'no_double_bed',
  'own_email',
  'already_invited',
  'bed_taken',
  'no_account',
  'invite_cap',
  'mail_cap',
  'invite_expired',
  'invite_answered',
  'hold_superseded',
  'already_decided',
  'complaint_resolved',
  'not_staff',
  'room_in_use',
  'bed_not_occupied',
  'not_refundable',
  'own_role',
  'roll_taken',
  'roll_format',
  'format_invalid',
  'format_example_misfit',
  'format_misfits',
  'reason_required',
  'places_required',
  'unknown_place',
  'not_housed',
  'already_housed',
  'bed_unavailable',
  'same_bed',
  // Mess registration's refusals (contracts/src/api/mess.ts).
  'window_closed',
  'mess_full',
  'no_bed',
  'not_fed',
  'period_overlaps',
  'unknown_hostel',
  'default_not_fed',
  'default_taken',
  'name_taken',
  'invalid_dates',
  'settled',
  'allocation_locked',
  // The mess counter's refusals and faults (contracts/src/api/mess-counter.ts).
  'already_served',
  'not_registered',
  'on_rebate',
  'wrong_mess',
  'mess_required',
  'meal_token_invalid',
  'meal_token_expired',
  'unknown_item',
  'key_reused',
  'invalid_signature',
  'invalid_event',
  'auth_unavailable',
  'database_unavailable',
  'mail_unavailable',
  'payment_provider_unavailable',
  // The monthly mess bill's refusals (contracts/src/api/mess-bills.ts).
  'nothing_due',
  'month_not_started',
  'bill_changed',
  'not_in_mess',
  'internal',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];
