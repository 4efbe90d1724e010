// Holds, bookings and their payments: the bed a student holds, the PaymentIntent that pays for it, and its end.
import type { Supabase } from '../clients/supabase.js';
import { z } from 'zod';
import { HOSTEL_ROOMS_SELECT, MAX_ROWS } from '@campus-hostel/contracts/database';
import { BED_LABELS, BOOKING_STATUSES, type BedLabel, type BookingStatus } from '@campus-hostel/contracts/reference';
import {
  type BookedBed,
  type CreatePaymentIntentBody,
  hostelRoomsAnswer,
  type ListedRoom,
} from '@campus-hostel/contracts/api';
import { id, unwrap, exactlyOne } from '../db/answers.js';

const holdRow = z.object({
  outcome: z.enum([
    'held',
    'not_found',
    'not_eligible',
    'unavailable',
    'already_booked',
    'outside_window',
    'not_admitted',
    'recently_lapsed',
  ]),
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
  opens_at: z.string().nullable(),
  retry_at: z.string().nullable(),
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

export const bookingStatus = z.enum(BOOKING_STATUSES);

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

/** A student's request for a bed, one shape from the payment route to hold_bed. */
export interface BookingRequest {
  /** A hostel's name; whether it exists, and has this room, is the database's to say. */
  hostel: string;
  roomId: number;
  /** Null: the first free bed of the room. */
  bed: BedLabel | null;
  userType: 'student' | 'guest';
  description: string;
  shipping: CreatePaymentIntentBody['shipping'];
}

/** A booking request with what the server adds: whose it is, how long the hold lasts, the currency and the waiting room. */
export type HoldRequest = BookingRequest & {
  userId: string;
  holdMinutes: number;
  currency: string;
  /** The waiting room is on (SELECTION_CAPACITY): a new hold in a hostel under selection needs a live admission. */
  waitingRoom: boolean;
};

export type HoldResult =
  /** not_admitted: the waiting room is on, the hostel is under selection, and the student holds no live admission. */
  | { outcome: 'not_found' | 'unavailable' | 'already_booked' | 'not_admitted' }
  /** The hostel is not for this student; problem is the rule, in words. */
  | { outcome: 'not_eligible'; problem: string }
  /** Selection windows exist and none is open for this student in this hostel; when theirs next opens, or null. */
  | { outcome: 'outside_window'; opensAt: string | null }
  /** A hold of theirs on this room ran out unpaid lately; when they may hold a bed of it again. */
  | { outcome: 'recently_lapsed'; retryAt: string }
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

export interface BookingStore {
  /** The hostel's rooms with their beds, public columns only, by wing and number: none for an unknown hostel. */
  hostelRooms(hostel: string): Promise<ListedRoom[]>;
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
}

export function createBookingStore(supabase: Supabase): BookingStore {
  return {
    async hostelRooms(hostel) {
      const rooms: ListedRoom[] = [];
      // Every room, in pages of the project's max_rows.
      for (let from = 0; ; from += MAX_ROWS) {
        const answer = await supabase
          .from('hostel_room')
          .select(HOSTEL_ROOMS_SELECT)
          .eq('hostel_name', hostel)
          .order('wing_name')
          .order('room_number')
          .range(from, from + MAX_ROWS - 1);
        const page = unwrap('hostel_room select', answer, hostelRoomsAnswer);
        rooms.push(...page);
        if (page.length < MAX_ROWS) return rooms;
      }
    },

    async holdBed(r) {
      const answer = await supabase.rpc('hold_bed', {
        p_room_id: r.roomId,
        p_hostel_name: r.hostel,
        p_user_id: r.userId,
        p_hold_minutes: r.holdMinutes,
        p_currency: r.currency,
        p_name: r.shipping.name,
        p_email: r.shipping.email,
        p_state: r.shipping.state,
        p_city: r.shipping.city,
        p_pincode: r.shipping.pincode,
        p_user_type: r.userType,
        p_description: r.description,
        // Absent: the first free bed.
        ...(r.bed ? { p_bed: r.bed } : {}),
        p_waiting_room: r.waitingRoom,
      });
      const row = exactlyOne('hold_bed', unwrap('hold_bed', answer, z.array(holdRow)));
      if (row.outcome === 'not_eligible') {
        if (row.problem === null) throw new Error('hold_bed answered not_eligible without the rule');
        return { outcome: 'not_eligible', problem: row.problem };
      }
      if (row.outcome === 'outside_window') {
        return {
          outcome: 'outside_window',
          opensAt: row.opens_at === null ? null : new Date(row.opens_at).toISOString(),
        };
      }
      if (row.outcome === 'recently_lapsed') {
        if (row.retry_at === null) throw new Error('hold_bed answered recently_lapsed without retry_at');
        return { outcome: 'recently_lapsed', retryAt: new Date(row.retry_at).toISOString() };
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
          hostel: r.hostel,
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
  };
}
