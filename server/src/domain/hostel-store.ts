// Data access: the server-only SQL functions of docs/sql-contract.md, called with the service role, answers validated.
import type { Supabase } from '../clients/supabase.js';
import { z } from 'zod';
import { BED_LABELS, BOOKING_STATUSES, type BedLabel, type BookingStatus } from '@campus-hostel/contracts/reference';
import type { BookedBed, RoommateInviteAction } from '@campus-hostel/contracts/api';
import { HttpError, SERVICE_UNAVAILABLE } from '../errors.js';

/** PostgREST sends bigint as a JSON number; a proxy may send it as a string. */
const id = z.union([z.number().int(), z.string().regex(/^\d+$/).transform(Number)]);

const holdRow = z.object({
  outcome: z.enum(['held', 'not_found', 'not_eligible', 'unavailable', 'already_booked']),
  booking_id: id.nullable(),
  reference: z.string().nullable(),
  bed_label: z.enum(BED_LABELS).nullable(),
  wing_name: z.string().nullable(),
  room_number: z.number().int().nullable(),
  amount_minor: z.number().int().nullable(),
  currency: z.string().nullable(),
  held_until: z.string().nullable(),
  payment_intent_id: z.string().nullable(),
  superseded_intents: z.array(z.string()).nullable(),
  problem: z.string().nullable(),
});

const bookedBedRow = z.object({
  reference: z.string(),
  beds: z.object({ label: z.enum(BED_LABELS) }),
  hostel_room: z.object({ hostel_name: z.string(), wing_name: z.string(), room_number: z.number().int() }),
});

const finaliseRow = z.object({
  outcome: z.enum(['paid', 'already_paid', 'refund', 'already_refunded', 'not_found']),
  booking_id: id.nullable(),
  room_id: id.nullable(),
  user_id: z.string().nullable(),
  amount_minor: z.number().int().nullable(),
});

const inviteRow = z.object({
  outcome: z.enum(['invited', 'no_double_bed', 'own_email', 'already_invited', 'bed_taken']),
  invite_id: id.nullable(),
  expires_at: z.string().nullable(),
});

const inviteAnswerRow = z.object({
  outcome: z.enum([
    'accepted',
    'declined',
    'canceled',
    'not_found',
    'expired',
    'already_answered',
    'already_booked',
    'not_eligible',
  ]),
  hostel_name: z.string().nullable(),
  room_id: id.nullable(),
  problem: z.string().nullable(),
});

const bookingStatus = z.enum(BOOKING_STATUSES);

const claimedEmailRow = z.object({
  id,
  email: z.string(),
  kind: z.string(),
  data: z.unknown(),
  message_id: z.string(),
  attempt: z.number().int(),
});

/** An outbox message claimed for sending: its lease is the sender's until it finishes it. */
export interface ClaimedEmail {
  id: number;
  to: string;
  kind: string;
  data: unknown;
  /** The same for every attempt, so a receiver can drop a resend it already has. */
  messageId: string;
  attempt: number;
}

const bookingRow = z.object({
  id,
  room_id: id,
  user_id: z.string(),
  amount_minor: z.number().int(),
  currency: z.string(),
});

/** What the server charged for and whom for: the terms a PaymentIntent must match before it may change the booking. */
export interface BookingTerms {
  id: number;
  roomId: number;
  userId: string;
  amountMinor: number;
  currency: string;
}

export interface HoldRequest {
  roomId: number;
  hostelName: string;
  /** Null: the first free bed of the room. */
  bed: BedLabel | null;
  userId: string;
  holdMinutes: number;
  currency: string;
  name: string;
  email: string;
  state: string;
  city: string;
  pincode: string;
  userType: 'student' | 'guest';
  description: string;
}

export type HoldResult =
  | { outcome: 'not_found' | 'unavailable' | 'already_booked' }
  /** The hostel is not for this student; problem is the rule, in words. */
  | { outcome: 'not_eligible'; problem: string }
  | {
      outcome: 'held';
      bookingId: number;
      /** Where the bed is, for the answer and the intent's metadata. */
      booking: BookedBed;
      amountMinor: number;
      currency: string;
      heldUntil: string;
      paymentIntentId: string | null;
      /** Intents of the payer's earlier hold that this one ended (a switch): to cancel at Stripe. */
      supersededIntents: string[];
    };

export type FinaliseOutcome = z.infer<typeof finaliseRow>['outcome'];

export type InviteResult =
  | { outcome: 'invited'; inviteId: number; expiresAt: string }
  | { outcome: Exclude<z.infer<typeof inviteRow>['outcome'], 'invited'> };

export type InviteAnswerResult = {
  outcome: z.infer<typeof inviteAnswerRow>['outcome'];
  hostel: string | null;
  roomId: number | null;
  /** The eligibility rule in words, when not_eligible. */
  problem: string | null;
};

export interface HostelStore {
  holdBed(request: HoldRequest): Promise<HoldResult>;
  /** False when the booking is no longer on hold (a later hold of the same payer ended it). */
  attachPaymentIntent(bookingId: number, paymentIntentId: string): Promise<boolean>;
  /** Hostel, wing, room, bed and reference of the booking an intent pays for, or null. */
  bookedBed(paymentIntentId: string): Promise<BookedBed | null>;
  finaliseBooking(paymentIntentId: string): Promise<FinaliseOutcome>;
  markBookingRefunded(paymentIntentId: string): Promise<void>;
  releaseBooking(paymentIntentId: string): Promise<boolean>;
  releaseExpiredHolds(): Promise<string[]>;
  bookingStatus(paymentIntentId: string): Promise<BookingStatus | null>;
  bookingTerms(paymentIntentId: string): Promise<BookingTerms | null>;
  /** The stored application_id (normalised by the database), or null when there is no such application. */
  resolveApplication(applicationId: string, adminEmail: string, actorId: string): Promise<string | null>;
  resolveComplaint(complaintId: number, adminEmail: string, actorId: string): Promise<boolean>;
  /** Reserves the other bed of the student's double for the invitee's email for `hours`. */
  inviteRoommate(userId: string, email: string, hours: number): Promise<InviteResult>;
  answerRoommateInvite(
    inviteId: number,
    user: { id: string; email: string },
    action: RoommateInviteAction,
  ): Promise<InviteAnswerResult>;
  /** Queues the notifications time brings due (holds ending within `minutes`, overdue complaints); how many. */
  queueDueNotifications(minutes: number): Promise<number>;
  /** Up to `limit` outbox messages due now, leased to the caller for `leaseSeconds`. */
  claimNotificationEmails(limit: number, leaseSeconds: number): Promise<ClaimedEmail[]>;
  /** Records an attempt: sent (error null) or failed (retried later); false when the lease was lost meanwhile. */
  finishNotificationEmail(email: ClaimedEmail, error: string | null): Promise<boolean>;
}

interface SupabaseAnswer {
  data: unknown;
  error: { message: string; code?: string } | null;
  status: number;
}

/**
 * A failed call either means the database is out of reach (network error, status 0, or a 5xx from
 * Supabase: answer 503 and let the next request try again) or a fault of ours (500).
 */
function unwrap<T>(what: string, answer: SupabaseAnswer, schema: z.ZodType<T>): T {
  if (answer.error) {
    if (answer.status === 0 || answer.status >= 500) {
      throw new HttpError(503, SERVICE_UNAVAILABLE, 'database_unavailable', { cause: answer.error });
    }
    throw new Error(`${what} failed (${answer.status} ${answer.error.code ?? ''}): ${answer.error.message}`);
  }
  const parsed = schema.safeParse(answer.data);
  if (!parsed.success) {
    throw new Error(`${what} answered an unexpected shape: ${parsed.error.message}`);
  }
  return parsed.data;
}

function exactlyOne<T>(what: string, rows: T[]): T {
  const [row] = rows;
  if (!row || rows.length !== 1) throw new Error(`${what} must answer exactly one row, got ${rows.length}`);
  return row;
}

export function createHostelStore(supabase: Supabase): HostelStore {
  return {
    async holdBed(r) {
      const answer = await supabase.rpc('hold_bed', {
        p_room_id: r.roomId,
        p_hostel_name: r.hostelName,
        p_user_id: r.userId,
        p_hold_minutes: r.holdMinutes,
        p_currency: r.currency,
        p_name: r.name,
        p_email: r.email,
        p_state: r.state,
        p_city: r.city,
        p_pincode: r.pincode,
        p_user_type: r.userType,
        p_description: r.description,
        // Absent: the first free bed.
        ...(r.bed ? { p_bed: r.bed } : {}),
      });
      const row = exactlyOne('hold_bed', unwrap('hold_bed', answer, z.array(holdRow)));
      if (row.outcome === 'not_eligible') {
        if (row.problem === null) throw new Error('hold_bed answered not_eligible without the rule');
        return { outcome: 'not_eligible', problem: row.problem };
      }
      if (row.outcome !== 'held') return { outcome: row.outcome };
      if (
        row.booking_id === null ||
        row.amount_minor === null ||
        row.currency === null ||
        row.held_until === null ||
        row.reference === null ||
        row.bed_label === null ||
        row.wing_name === null ||
        row.room_number === null
      ) {
        throw new Error('hold_bed answered held without a booking');
      }
      return {
        outcome: 'held',
        bookingId: row.booking_id,
        booking: {
          hostel: r.hostelName,
          wing: row.wing_name,
          roomNumber: row.room_number,
          bed: row.bed_label,
          reference: row.reference,
        },
        supersededIntents: row.superseded_intents ?? [],
        amountMinor: row.amount_minor,
        currency: row.currency,
        heldUntil: new Date(row.held_until).toISOString(),
        paymentIntentId: row.payment_intent_id,
      };
    },

    async attachPaymentIntent(bookingId, paymentIntentId) {
      const answer = await supabase.rpc('attach_payment_intent', {
        p_booking_id: bookingId,
        p_payment_intent_id: paymentIntentId,
      });
      return unwrap('attach_payment_intent', answer, z.boolean().nullable()) === true;
    },

    async bookedBed(paymentIntentId) {
      const answer = await supabase
        .from('bookings')
        .select('reference, beds(label), hostel_room(hostel_name, wing_name, room_number)')
        .eq('payment_intent_id', paymentIntentId)
        .maybeSingle();
      const row = unwrap('bookings select', answer, bookedBedRow.nullable());
      if (!row) return null;
      return {
        hostel: row.hostel_room.hostel_name,
        wing: row.hostel_room.wing_name,
        roomNumber: row.hostel_room.room_number,
        bed: row.beds.label,
        reference: row.reference,
      };
    },

    async finaliseBooking(paymentIntentId) {
      const answer = await supabase.rpc('finalise_booking', { p_payment_intent_id: paymentIntentId });
      return exactlyOne('finalise_booking', unwrap('finalise_booking', answer, z.array(finaliseRow))).outcome;
    },

    async markBookingRefunded(paymentIntentId) {
      const answer = await supabase.rpc('mark_booking_refunded', { p_payment_intent_id: paymentIntentId });
      unwrap('mark_booking_refunded', answer, z.unknown());
    },

    async releaseBooking(paymentIntentId) {
      const answer = await supabase.rpc('release_booking', { p_payment_intent_id: paymentIntentId });
      return unwrap('release_booking', answer, z.boolean().nullable()) === true;
    },

    async releaseExpiredHolds() {
      const answer = await supabase.rpc('release_expired_holds');
      // A one-column `returns table` is a set of scalars to PostgreSQL, so PostgREST answers plain strings;
      // rows as objects are accepted too.
      const rows = unwrap(
        'release_expired_holds',
        answer,
        z.array(z.union([z.string(), z.null(), z.object({ payment_intent_id: z.string().nullable() })])),
      );
      return rows.flatMap((row) => {
        const id = typeof row === 'object' && row !== null ? row.payment_intent_id : row;
        return id ? [id] : [];
      });
    },

    async bookingStatus(paymentIntentId) {
      const answer = await supabase
        .from('bookings')
        .select('status')
        .eq('payment_intent_id', paymentIntentId)
        .maybeSingle();
      const row = unwrap('bookings select', answer, z.object({ status: bookingStatus }).nullable());
      return row?.status ?? null;
    },

    async bookingTerms(paymentIntentId) {
      const answer = await supabase
        .from('bookings')
        .select('id, room_id, user_id, amount_minor, currency')
        .eq('payment_intent_id', paymentIntentId)
        .maybeSingle();
      const row = unwrap('bookings select', answer, bookingRow.nullable());
      if (!row) return null;
      return {
        id: row.id,
        roomId: row.room_id,
        userId: row.user_id,
        amountMinor: row.amount_minor,
        currency: row.currency,
      };
    },

    async resolveApplication(applicationId, adminEmail, actorId) {
      const answer = await supabase.rpc('resolve_application', {
        p_application_id: applicationId,
        p_admin_email: adminEmail,
        p_actor_id: actorId,
      });
      const rows = unwrap('resolve_application', answer, z.array(z.object({ application_id: z.string() })));
      return rows[0]?.application_id ?? null;
    },

    async resolveComplaint(complaintId, adminEmail, actorId) {
      const answer = await supabase.rpc('resolve_complaint', {
        p_complaint_id: complaintId,
        p_admin_email: adminEmail,
        p_actor_id: actorId,
      });
      const rows = unwrap('resolve_complaint', answer, z.array(z.object({ complaint_id: id })));
      return rows.length > 0;
    },

    async inviteRoommate(userId, email, hours) {
      const answer = await supabase.rpc('invite_roommate', { p_user_id: userId, p_email: email, p_hours: hours });
      const row = exactlyOne('invite_roommate', unwrap('invite_roommate', answer, z.array(inviteRow)));
      if (row.outcome !== 'invited') return { outcome: row.outcome };
      if (row.invite_id === null || row.expires_at === null) throw new Error('invite_roommate invited nobody');
      return { outcome: 'invited', inviteId: row.invite_id, expiresAt: new Date(row.expires_at).toISOString() };
    },

    async answerRoommateInvite(inviteId, user, action) {
      const answer = await supabase.rpc('answer_roommate_invite', {
        p_invite_id: inviteId,
        p_user_id: user.id,
        p_email: user.email,
        p_action: action,
      });
      const row = exactlyOne(
        'answer_roommate_invite',
        unwrap('answer_roommate_invite', answer, z.array(inviteAnswerRow)),
      );
      return { outcome: row.outcome, hostel: row.hostel_name, roomId: row.room_id, problem: row.problem };
    },

    async queueDueNotifications(minutes) {
      const answer = await supabase.rpc('queue_due_notifications', { p_minutes: minutes });
      return unwrap('queue_due_notifications', answer, z.number().int());
    },

    async claimNotificationEmails(limit, leaseSeconds) {
      const answer = await supabase.rpc('claim_notification_emails', { p_limit: limit, p_lease_seconds: leaseSeconds });
      return unwrap('claim_notification_emails', answer, z.array(claimedEmailRow)).map((row) => ({
        id: row.id,
        to: row.email,
        kind: row.kind,
        data: row.data,
        messageId: row.message_id,
        attempt: row.attempt,
      }));
    },

    async finishNotificationEmail(email, error) {
      const answer = await supabase.rpc('finish_notification_email', {
        p_id: email.id,
        p_attempt: email.attempt,
        ...(error === null ? {} : { p_error: error }),
      });
      return unwrap('finish_notification_email', answer, z.boolean().nullable()) === true;
    },
  };
}
