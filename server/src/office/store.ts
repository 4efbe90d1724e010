// The office's daily work: applications, complaints, rooms, prices, check-in and out, refunds.
import type { Supabase } from '../clients/supabase.js';
import { z } from 'zod';
import { type BookingStatus } from '@campus-hostel/contracts/reference';
import { APPLICATION_DECISIONS, type ApplicationDecision, type FeePeriod } from '@campus-hostel/contracts/api';
import { id, nullableTimestamp, unwrap, sqlNull, exactlyOne, type Actor } from '../db/answers.js';
import { bookingStatus } from '../payments/store.js';

const decisionRow = z.object({
  outcome: z.enum(['decided', 'unchanged', 'already_decided', 'not_found']),
  application_id: z.string().nullable(),
  decision: z.enum(APPLICATION_DECISIONS).nullable(),
  decision_note: z.string().nullable(),
});

export type DecisionResult =
  | { outcome: 'not_found' }
  | {
      outcome: 'decided' | 'unchanged' | 'already_decided';
      applicationId: string;
      decision: ApplicationDecision;
      note: string | null;
    };

const replyRow = z.object({
  outcome: z.enum(['replied', 'not_found', 'resolved']),
  reply_id: id.nullable(),
  created_at: nullableTimestamp,
});

export type ReplyResult = { outcome: 'not_found' | 'resolved' } | { outcome: 'replied'; id: number; createdAt: string };

const assignRow = z.object({
  outcome: z.enum(['assigned', 'not_found', 'not_staff']),
  assigned_to: z.string().nullable(),
  assigned_email: z.string().nullable(),
});

export type AssignResult =
  | { outcome: 'not_found' | 'not_staff' }
  | { outcome: 'assigned'; assignedTo: string | null; assignedEmail: string | null };

const startOutcome = z.enum(['started', 'unchanged', 'resolved', 'not_found']);
const serviceOutcome = z.enum(['changed', 'unchanged', 'in_use', 'not_found']);
const checkInOutcome = z.enum(['checked_in', 'unchanged', 'not_occupied', 'not_found']);
const checkOutOutcome = z.enum(['checked_out', 'not_occupied', 'not_found']);
const refundOutcome = z.enum(['refunded', 'already_refunded', 'not_refundable', 'not_found']);

const officeBookingRow = z.object({
  id,
  status: bookingStatus,
  payment_intent_id: z.string().nullable(),
  refund_id: z.string().nullable(),
});

/** A booking as the office's refund sees it. */
export interface OfficeBooking {
  id: number;
  status: BookingStatus;
  paymentIntentId: string | null;
  refundId: string | null;
}

export interface OfficeStore {
  /** The stored application_id (normalised by the database), or null when there is no such application. */
  resolveApplication(applicationId: string, adminEmail: string, actorId: string): Promise<string | null>;
  resolveComplaint(complaintId: number, adminEmail: string, actorId: string): Promise<boolean>;
  decideApplication(
    applicationId: string,
    decision: ApplicationDecision,
    note: string | null,
    actor: Actor,
  ): Promise<DecisionResult>;
  /** A reply by the office (fromOffice) or by the student who raised the complaint (actor). */
  replyToComplaint(complaintId: number, body: string, fromOffice: boolean, actor: Actor): Promise<ReplyResult>;
  /** Assigns the complaint to a member of the office, or unassigns it (staffId null). */
  assignComplaint(complaintId: number, staffId: string | null, actor: Actor): Promise<AssignResult>;
  startComplaint(complaintId: number, actor: Actor): Promise<z.infer<typeof startOutcome>>;
  /** Takes a room out of service with a reason, or back into service (reason null). */
  setRoomService(roomId: number, reason: string | null, actor: Actor): Promise<z.infer<typeof serviceOutcome>>;
  hostelExists(hostel: string): Promise<boolean>;
  /** How many rooms of that hostel and occupancy changed price or period (null: each keeps its period). */
  setRoomPrice(
    hostel: string,
    occupancy: 1 | 2,
    priceMinor: number,
    feePeriod: FeePeriod | null,
    actor: Actor,
  ): Promise<number>;
  checkInBed(bedId: number, actor: Actor): Promise<z.infer<typeof checkInOutcome>>;
  checkOutBed(bedId: number, actor: Actor): Promise<z.infer<typeof checkOutOutcome>>;
  officeBooking(bookingId: number): Promise<OfficeBooking | null>;
  /** Records a refund already made at Stripe: frees the bed, marks the booking refunded, writes the audit row. */
  recordOfficeRefund(
    bookingId: number,
    reason: string,
    refundId: string,
    actor: Actor,
  ): Promise<z.infer<typeof refundOutcome>>;
}

export function createOfficeStore(supabase: Supabase): OfficeStore {
  return {
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

    async decideApplication(applicationId, decision, note, actor) {
      const answer = await supabase.rpc('decide_application', {
        p_application_id: applicationId,
        p_decision: decision,
        p_note: sqlNull(note),
        p_actor_id: actor.id,
        p_actor_email: actor.email,
      });
      const row = exactlyOne('decide_application', unwrap('decide_application', answer, z.array(decisionRow)));
      if (row.outcome === 'not_found') return { outcome: 'not_found' };
      if (row.application_id === null || row.decision === null) {
        throw new Error('decide_application answered a decision without the application');
      }
      return {
        outcome: row.outcome,
        applicationId: row.application_id,
        decision: row.decision,
        note: row.decision_note,
      };
    },

    async replyToComplaint(complaintId, body, fromOffice, actor) {
      const answer = await supabase.rpc('reply_to_complaint', {
        p_complaint_id: complaintId,
        p_body: body,
        p_from_office: fromOffice,
        p_actor_id: actor.id,
        p_actor_email: actor.email,
      });
      const row = exactlyOne('reply_to_complaint', unwrap('reply_to_complaint', answer, z.array(replyRow)));
      if (row.outcome !== 'replied') return { outcome: row.outcome };
      if (row.reply_id === null || row.created_at === null) throw new Error('reply_to_complaint replied nothing');
      return { outcome: 'replied', id: row.reply_id, createdAt: row.created_at };
    },

    async assignComplaint(complaintId, staffId, actor) {
      const answer = await supabase.rpc('assign_complaint', {
        p_complaint_id: complaintId,
        p_staff_id: sqlNull(staffId),
        p_actor_id: actor.id,
        p_actor_email: actor.email,
      });
      const row = exactlyOne('assign_complaint', unwrap('assign_complaint', answer, z.array(assignRow)));
      if (row.outcome !== 'assigned') return { outcome: row.outcome };
      return { outcome: 'assigned', assignedTo: row.assigned_to, assignedEmail: row.assigned_email };
    },

    async startComplaint(complaintId, actor) {
      const answer = await supabase.rpc('start_complaint', {
        p_complaint_id: complaintId,
        p_actor_id: actor.id,
        p_actor_email: actor.email,
      });
      return unwrap('start_complaint', answer, startOutcome);
    },

    async setRoomService(roomId, reason, actor) {
      const answer = await supabase.rpc('set_room_service', {
        p_room_id: roomId,
        p_reason: sqlNull(reason),
        p_actor_id: actor.id,
        p_actor_email: actor.email,
      });
      return unwrap('set_room_service', answer, serviceOutcome);
    },

    async hostelExists(hostel) {
      const answer = await supabase.from('hostels').select('name').eq('name', hostel).maybeSingle();
      return unwrap('hostels select', answer, z.object({ name: z.string() }).nullable()) !== null;
    },

    async setRoomPrice(hostel, occupancy, priceMinor, feePeriod, actor) {
      const answer = await supabase.rpc('set_room_price', {
        p_hostel_name: hostel,
        p_occupancy: occupancy,
        p_price_minor: priceMinor,
        p_fee_period: sqlNull(feePeriod),
        p_actor_id: actor.id,
        p_actor_email: actor.email,
      });
      return unwrap('set_room_price', answer, z.number().int());
    },

    async checkInBed(bedId, actor) {
      const answer = await supabase.rpc('check_in_bed', {
        p_bed_id: bedId,
        p_actor_id: actor.id,
        p_actor_email: actor.email,
      });
      return unwrap('check_in_bed', answer, checkInOutcome);
    },

    async checkOutBed(bedId, actor) {
      const answer = await supabase.rpc('check_out_bed', {
        p_bed_id: bedId,
        p_actor_id: actor.id,
        p_actor_email: actor.email,
      });
      return unwrap('check_out_bed', answer, checkOutOutcome);
    },

    async officeBooking(bookingId) {
      const answer = await supabase
        .from('bookings')
        .select('id, status, payment_intent_id, refund_id')
        .eq('id', bookingId)
        .maybeSingle();
      const row = unwrap('bookings select', answer, officeBookingRow.nullable());
      if (!row) return null;
      return { id: row.id, status: row.status, paymentIntentId: row.payment_intent_id, refundId: row.refund_id };
    },

    async recordOfficeRefund(bookingId, reason, refundId, actor) {
      const answer = await supabase.rpc('record_office_refund', {
        p_booking_id: bookingId,
        p_reason: reason,
        p_refund_id: refundId,
        p_actor_id: actor.id,
        p_actor_email: actor.email,
      });
      return unwrap('record_office_refund', answer, refundOutcome);
    },
  };
}
