// Data access: the server-only SQL functions of docs/sql-contract.md, called with the service role, answers validated.
import type { Supabase } from '../clients/supabase.js';
import { z } from 'zod';
import { HOSTEL_ROOMS_SELECT, MAX_ROWS } from '@campus-hostel/contracts/database';
import type { Gender } from '@campus-hostel/contracts/database';
import { CheckedValues, type Json } from '@campus-hostel/contracts/database-types';
import { BED_LABELS, BOOKING_STATUSES, type BedLabel, type BookingStatus } from '@campus-hostel/contracts/reference';
import {
  APPLICATION_DECISIONS,
  OFFICE_ROLES,
  type ApplicationDecision,
  type BookedBed,
  type OfficeRole,
  type Person,
  type RoommateInviteAction,
  type SelectionAudience,
  type SelectionWindow,
  type MySelectionWindow,
  type WaitlistEntry,
  SELECTION_AUDIENCES,
  hostelRoomsAnswer,
  type ListedRoom,
} from '@campus-hostel/contracts/api';
import { HttpError, SERVICE_UNAVAILABLE } from '../errors.js';

/** PostgREST sends bigint as a JSON number; a proxy may send it as a string. */
const id = z.union([z.number().int(), z.string().regex(/^\d+$/).transform(Number)]);

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

const inviteRow = z.object({
  outcome: z.enum([
    'invited',
    'no_double_bed',
    'own_email',
    'already_invited',
    'bed_taken',
    'invite_cap',
    'mail_cap',
    'no_account',
  ]),
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
  /** The waiting room is on (SELECTION_CAPACITY): a new hold in a hostel under selection needs a live admission. */
  waitingRoom: boolean;
}

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

/** Who did an office action, as the audit log records it: the verified account and its email (or id). */
export interface Actor {
  id: string;
  email: string;
}

const officeRole = z.enum(OFFICE_ROLES).nullable();
const timestamp = z.string().transform((value) => new Date(value).toISOString());
const nullableTimestamp = timestamp.nullable();

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

const correctionRow = z.object({
  outcome: z.enum(['corrected', 'not_found', 'forbidden']),
  gender: z.enum(CheckedValues.student_profiles.gender).nullable(),
  married: z.boolean().nullable(),
  corrected_at: nullableTimestamp,
});

export type CorrectionResult =
  | { outcome: 'not_found' | 'forbidden' }
  | { outcome: 'corrected'; gender: Gender; married: boolean; correctedAt: string | null };

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

export interface NoticeDraft {
  /** Null: a new notice. */
  id: number | null;
  title: string;
  body: string;
  /** Null: a draft (or unpublished); in the future: scheduled. */
  publishedAt: string | null;
}

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

const personRow = z.object({
  id: z.string(),
  email: z.string().nullable(),
  full_name: z.string().nullable(),
  role: officeRole,
  created_at: timestamp,
  last_sign_in_at: nullableTimestamp,
  total: z.union([z.number().int(), z.string().regex(/^\d+$/).transform(Number)]),
});

/** A selection window as the admin saves it; emails null keeps the list of an edited window (and its draw). */
export interface SelectionWindowDraft {
  /** Null: a new window. */
  id: number | null;
  name: string;
  opensAt: string;
  closesAt: string;
  hostels: string[];
  audience: SelectionAudience;
  slotSize: number | null;
  slotMinutes: number | null;
  emails: string[] | null;
}

const saveWindowRow = z.object({
  outcome: z.enum(['saved', 'not_found', 'unknown_hostel', 'members_required', 'slots_overrun']),
  window_id: id.nullable(),
});

export type SaveWindowResult =
  { outcome: Exclude<z.infer<typeof saveWindowRow>['outcome'], 'saved'> } | { outcome: 'saved'; id: number };

const deleteWindowOutcome = z.enum(['deleted', 'not_found']);

const claimRow = z.object({
  outcome: z.enum(['claimed', 'not_found', 'email_changed', 'expired', 'nothing_to_claim']),
  windows: z.number().int().nullable(),
});

export type ClaimResult =
  { outcome: Exclude<z.infer<typeof claimRow>['outcome'], 'claimed'> } | { outcome: 'claimed'; windows: number };

const selectionWindowRow = z.object({
  id,
  name: z.string(),
  opens_at: timestamp,
  closes_at: timestamp,
  hostels: z.array(z.string()),
  audience: z.enum(SELECTION_AUDIENCES),
  slot_size: z.number().int().nullable(),
  slot_minutes: z.number().int().nullable(),
  members: z.number().int(),
  claimed: z.number().int(),
  last_slot_opens_at: nullableTimestamp,
  created_by_email: z.string().nullable(),
  created_at: timestamp,
  updated_at: timestamp,
});

const mySelectionWindowRow = z.object({
  id,
  name: z.string(),
  hostels: z.array(z.string()),
  opens_at: timestamp,
  closes_at: timestamp,
  open: z.boolean(),
});

const ticketStateRow = z.object({
  outcome: z.enum(['not_found', 'waiting', 'admitted', 'expired']),
  position: z.number().int().nullable(),
  ahead: z.number().int().nullable(),
  expires_at: nullableTimestamp,
  draw_at: nullableTimestamp,
});

const joinedTicketRow = z.union([
  ticketStateRow.extend({ ticket: z.string().uuid() }),
  z.object({
    ticket: z.null(),
    outcome: z.enum(['booked', 'not_open', 'not_under_selection']),
    opens_at: nullableTimestamp,
  }),
]);

/**
 * A join: the student's ticket and where it stands; or no place: `booked` (they already have a bed), `not_open` (none of
 * their windows for the hostel is open; opensAt: when theirs next opens, or null), `not_under_selection` (nothing to
 * wait for).
 */
export type JoinedTicket =
  | { outcome: 'booked' | 'not_under_selection' }
  | { outcome: 'not_open'; opensAt: string | null }
  | { outcome: 'ticket'; ticket: string; state: TicketState };

const enteredRow = z.union([
  ticketStateRow.extend({
    windows: z.array(mySelectionWindowRow),
    ticket: z.string().uuid(),
    sort_key_us: id,
    seq: id,
  }),
  z.object({ windows: z.array(mySelectionWindowRow), ticket: z.null(), outcome: z.enum(['booked', 'not_open']) }),
]);

/** A waiting place too far back to have been counted: its key in the line's order (as waitingLine gives them). */
export interface FarPlace {
  outcome: 'far';
  sortKeyUs: number;
  seq: number;
  drawAt: string | null;
}

const waitingLineRow = z.object({
  tickets: z.array(z.string()),
  users: z.array(z.string()),
  draws: z.array(nullableTimestamp),
  sort_keys_us: z.array(id),
  seqs: z.array(id),
});

/** The waiting tickets in line order (the first is first in line), each with its student, draw_at and key. */
export interface WaitingLine {
  tickets: string[];
  users: string[];
  draws: (string | null)[];
  /** The line's order: sort_key in microseconds since the epoch, then seq. */
  sortKeysUs: number[];
  seqs: number[];
}

/**
 * A hostel page's entry: the student's windows, and their place in line when one is open for the hostel (else null),
 * counted only when it is near the head.
 */
export interface HostelEntry {
  windows: MySelectionWindow[];
  joined: { outcome: 'booked' } | { outcome: 'ticket'; ticket: string; state: TicketState | FarPlace } | null;
}

/** Where a waiting-room ticket stands. */
export type TicketState =
  | { outcome: 'not_found' | 'expired' }
  /** drawAt: a shuffled arrival's minute ends then; nobody of that minute is admitted before. */
  | { outcome: 'waiting'; position: number; ahead: number; drawAt: string | null }
  | { outcome: 'admitted'; expiresAt: string };

function ticketState(what: string, row: z.infer<typeof ticketStateRow>): TicketState {
  switch (row.outcome) {
    case 'not_found':
    case 'expired':
      return { outcome: row.outcome };
    case 'admitted':
      if (row.expires_at === null) throw new Error(`${what} answered admitted without expires_at`);
      return { outcome: 'admitted', expiresAt: row.expires_at };
    case 'waiting':
      if (row.position === null || row.ahead === null) throw new Error(`${what} answered waiting without a position`);
      return { outcome: 'waiting', position: row.position, ahead: row.ahead, drawAt: row.draw_at };
  }
}

const waitlistJoinRow = z.object({
  outcome: z.enum(['joined', 'not_found', 'not_eligible', 'already_booked', 'beds_free']),
  entry_id: id.nullable(),
  problem: z.string().nullable(),
});

export type WaitlistJoinResult =
  | { outcome: 'joined'; entryId: number }
  | { outcome: 'not_found' | 'already_booked' | 'beds_free' }
  /** The hostel is not for this student; problem is the rule, in words. */
  | { outcome: 'not_eligible'; problem: string };

const waitlistRow = z.object({
  id,
  hostel_name: z.string(),
  occupancy: z.union([z.literal(1), z.literal(2)]),
  status: z.enum(['waiting', 'offered']),
  position: z.number().int().nullable(),
  total: z.number().int(),
  joined_at: timestamp,
  room_id: id.nullable(),
  wing_name: z.string().nullable(),
  room_number: z.number().int().nullable(),
  bed_label: z.enum(BED_LABELS).nullable(),
  expires_at: nullableTimestamp,
});

const waitlistLeaveOutcome = z.enum(['left', 'not_found']);

function waitlistEntry(row: z.infer<typeof waitlistRow>): WaitlistEntry {
  let offer: WaitlistEntry['offer'] = null;
  if (row.status === 'offered') {
    const { room_id, wing_name, room_number, bed_label, expires_at } = row;
    if (room_id === null || wing_name === null || room_number === null || bed_label === null || expires_at === null) {
      throw new Error('waitlist_mine answered an offer without its bed');
    }
    offer = { room_id, wing_name, room_number, bed_label, expires_at };
  }
  return {
    id: row.id,
    hostel_name: row.hostel_name,
    occupancy: row.occupancy,
    status: row.status,
    position: row.position,
    total: row.total,
    joined_at: row.joined_at,
    offer,
  };
}

/** One audit row written by the server itself (the SQL functions write their own). */
export interface AuditEntry {
  action: string;
  targetType: string;
  targetId: string;
  before: { [key: string]: Json } | null;
  after: { [key: string]: Json } | null;
  reason: string | null;
}

export interface HostelStore {
  /** The hostel's rooms with their beds, public columns only, by wing and number: none for an unknown hostel. */
  hostelRooms(hostelName: string): Promise<ListedRoom[]>;
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

  /** The office role the account holds now (null: none, or no such account). */
  accountRole(userId: string): Promise<OfficeRole | null>;
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
  /** The notice's id, or null when editing one that does not exist. */
  saveNotice(notice: NoticeDraft, actor: Actor): Promise<number | null>;
  /** Takes a room out of service with a reason, or back into service (reason null). */
  setRoomService(roomId: number, reason: string | null, actor: Actor): Promise<z.infer<typeof serviceOutcome>>;
  hostelExists(hostelName: string): Promise<boolean>;
  /** How many rooms of that hostel and occupancy changed price. */
  setRoomPrice(hostelName: string, occupancy: 1 | 2, priceMinor: number, actor: Actor): Promise<number>;
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
  /** One page of accounts matching a name or email fragment, office roles first, and how many match in all. */
  listPeople(query: string | null, limit: number, offset: number): Promise<{ people: Person[]; total: number }>;
  /** Whether the account exists (Supabase Auth, with the secret key). */
  accountExists(userId: string): Promise<boolean>;
  /** Sets or removes (null) app_metadata.role through the Supabase Auth admin API; other app_metadata is kept. */
  setAccountRole(userId: string, role: OfficeRole | null): Promise<void>;
  /** Corrects a student's declared gender and marital status as an admin, audited (correct_student_profile). */
  correctStudentProfile(
    userId: string,
    declaration: { gender: Gender; married: boolean },
    actor: Actor,
  ): Promise<CorrectionResult>;
  /**
   * Counts one password reset mail for the account with this address (claim_recovery_mail) and answers the account's own
   * address; null when no account has it or its mails for the hour are spent.
   */
  claimRecoveryMail(email: string): Promise<string | null>;
  /** A one-time password reset link landing on redirectTo (Auth admin API, which mails nothing); null without an account. */
  recoveryLink(email: string, redirectTo: string): Promise<string | null>;
  recordAudit(entry: AuditEntry, actor: Actor): Promise<void>;

  /** Creates or edits a selection window (drawing slots for a new list) and audits it, in one transaction. */
  saveSelectionWindow(draft: SelectionWindowDraft, actor: Actor): Promise<SaveWindowResult>;
  deleteSelectionWindow(windowId: number, actor: Actor): Promise<z.infer<typeof deleteWindowOutcome>>;
  /** Every selection window, soonest first, for the office. */
  listSelectionWindows(): Promise<SelectionWindow[]>;
  /** The windows that admit the student, with when each opens for them, soonest first. */
  studentSelectionWindows(userId: string): Promise<MySelectionWindow[]>;
  /** Binds the listed address a claim link went to, to the account it was sent for (claim_selection_address). */
  claimSelectionAddress(userId: string, token: string): Promise<ClaimResult>;
  /** The hostels under selection now (a window covering them has not closed): there, holds happen only inside open windows. */
  selectionHostels(): Promise<string[]>;

  /**
   * The student's live waiting-room ticket for the hostel (the same for every tab), taken only inside their open window
   * for it, admitting from the head of the line if there is room; none for a student who already has a bed.
   */
  joinWaitingRoom(userId: string, hostelName: string, capacity: number, minutes: number): Promise<JoinedTicket>;
  /** Ends the student's place (an admitted one's seat frees at once); not_found: none, or not theirs. */
  leaveWaitingRoom(ticket: string, userId: string): Promise<'left' | 'not_found'>;
  /**
   * The student's windows and, when one of them is open for the hostel, their live ticket as joinWaitingRoom takes it,
   * counting at most `countWithin` of those ahead (further back: a FarPlace).
   */
  enterSelection(
    userId: string,
    hostelName: string,
    capacity: number,
    minutes: number,
    countWithin: number,
  ): Promise<HostelEntry>;
  /** Admits from the head of the line if there is room, then where the student's ticket stands (not_found: not theirs). */
  waitingRoomStatus(ticket: string, userId: string, capacity: number, minutes: number): Promise<TicketState>;
  /** Every waiting ticket in line order, for answering places far from the head without counting each. */
  waitingLine(): Promise<WaitingLine>;
  /** The line's pace: admissions that ended (paid, or ran out) in the last `windowMinutes`. */
  waitingRoomSeatsFreed(windowMinutes: number): Promise<number>;

  /** A place at the back of the hostel's line for that room type (or the live one the student has there). */
  joinWaitlist(userId: string, hostelName: string, occupancy: 1 | 2): Promise<WaitlistJoinResult>;
  /** The student's live entries (waiting, or offered), hostel order then occupancy, with their places and offers. */
  myWaitlist(userId: string): Promise<WaitlistEntry[]>;
  /** Ends the student's entry (declining its offer: the bed goes to the next in line for offerHours). */
  leaveWaitlist(userId: string, entryId: number, offerHours: number): Promise<z.infer<typeof waitlistLeaveOutcome>>;
  /** Expires offers past their end, then offers each free bed of a line to its first waiting student; how many offers. */
  sweepWaitlist(offerHours: number): Promise<number>;
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
function unwrap<T>(what: string, answer: SupabaseAnswer, schema: z.core.$ZodType<T>): T {
  if (answer.error) {
    if (answer.status === 0 || answer.status >= 500) {
      throw new HttpError(503, SERVICE_UNAVAILABLE, 'database_unavailable', { cause: answer.error });
    }
    // A limit the database keeps per student (PT429) says in its message when to try again.
    if (answer.status === 429) throw new HttpError(429, answer.error.message, 'rate_limited', { cause: answer.error });
    throw new Error(`${what} failed (${answer.status} ${answer.error.code ?? ''}): ${answer.error.message}`);
  }
  const parsed = z.safeParse(schema, answer.data);
  if (!parsed.success) {
    throw new Error(`${what} answered an unexpected shape: ${parsed.error.message}`);
  }
  return parsed.data;
}

/**
 * The generated types declare every SQL argument non-null, but the office functions take null on purpose (no note, no
 * staff, a new notice, back in service); PostgREST hands JSON null to SQL as null.
 */
function sqlNull<T>(value: T | null): T {
  return value as T;
}

/** Supabase Auth admin API failures: out of reach (503), or a fault of ours. */
function authAdminFailure(what: string, error: { message: string; status?: number }): Error {
  const status = error.status ?? 0;
  if (status === 0 || status >= 500) {
    return new HttpError(503, SERVICE_UNAVAILABLE, 'auth_unavailable', { cause: error });
  }
  return new Error(`${what} failed (${status}): ${error.message}`);
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

    async accountRole(userId) {
      const answer = await supabase.rpc('account_role', { p_user_id: userId });
      return unwrap('account_role', answer, officeRole);
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

    async saveNotice(notice, actor) {
      const answer = await supabase.rpc('save_notice', {
        p_id: sqlNull(notice.id),
        p_title: notice.title,
        p_body: notice.body,
        p_published_at: sqlNull(notice.publishedAt),
        p_actor_id: actor.id,
        p_actor_email: actor.email,
      });
      return unwrap('save_notice', answer, id.nullable());
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

    async hostelRooms(hostelName) {
      const rooms: ListedRoom[] = [];
      // Every room, in pages of the project's max_rows.
      for (let from = 0; ; from += MAX_ROWS) {
        const answer = await supabase
          .from('hostel_room')
          .select(HOSTEL_ROOMS_SELECT)
          .eq('hostel_name', hostelName)
          .order('wing_name')
          .order('room_number')
          .range(from, from + MAX_ROWS - 1);
        const page = unwrap('hostel_room select', answer, hostelRoomsAnswer);
        rooms.push(...page);
        if (page.length < MAX_ROWS) return rooms;
      }
    },

    async hostelExists(hostelName) {
      const answer = await supabase.from('hostels').select('name').eq('name', hostelName).maybeSingle();
      return unwrap('hostels select', answer, z.object({ name: z.string() }).nullable()) !== null;
    },

    async setRoomPrice(hostelName, occupancy, priceMinor, actor) {
      const answer = await supabase.rpc('set_room_price', {
        p_hostel_name: hostelName,
        p_occupancy: occupancy,
        p_price_minor: priceMinor,
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

    async listPeople(query, limit, offset) {
      const answer = await supabase.rpc('list_people', {
        p_query: sqlNull(query),
        p_limit: limit,
        p_offset: offset,
      });
      const rows = unwrap('list_people', answer, z.array(personRow));
      return {
        people: rows.map(({ total: _total, ...person }) => person),
        total: rows[0]?.total ?? 0,
      };
    },

    async accountExists(userId) {
      const { data, error } = await supabase.auth.admin.getUserById(userId);
      if (error) {
        if (error.status === 404) return false;
        throw authAdminFailure('auth.admin.getUserById', error);
      }
      return data.user !== null;
    },

    async setAccountRole(userId, role) {
      // GoTrue merges app_metadata: a null value removes the key, the others stay as they are.
      const { error } = await supabase.auth.admin.updateUserById(userId, { app_metadata: { role } });
      if (error) throw authAdminFailure('auth.admin.updateUserById', error);
    },

    async correctStudentProfile(userId, declaration, actor) {
      const answer = await supabase.rpc('correct_student_profile', {
        p_user_id: userId,
        p_gender: declaration.gender,
        p_married: declaration.married,
        p_actor_id: actor.id,
        p_actor_email: actor.email,
      });
      const row = exactlyOne(
        'correct_student_profile',
        unwrap('correct_student_profile', answer, z.array(correctionRow)),
      );
      if (row.outcome !== 'corrected') return { outcome: row.outcome };
      if (row.gender === null || row.married === null) throw new Error('correct_student_profile corrected nothing');
      return { outcome: 'corrected', gender: row.gender, married: row.married, correctedAt: row.corrected_at };
    },

    async claimRecoveryMail(email) {
      return unwrap(
        'claim_recovery_mail',
        await supabase.rpc('claim_recovery_mail', { p_email: email }),
        z.string().nullable(),
      );
    },

    async recoveryLink(email, redirectTo) {
      const { data, error } = await supabase.auth.admin.generateLink({
        type: 'recovery',
        email,
        options: { redirectTo },
      });
      if (error) {
        if (error.status === 404) return null;
        throw authAdminFailure('auth.admin.generateLink', error);
      }
      return data.properties.action_link;
    },

    async recordAudit(entry, actor) {
      const answer = await supabase.rpc('record_audit', {
        p_action: entry.action,
        p_target_type: entry.targetType,
        p_target_id: entry.targetId,
        p_before: sqlNull<Json>(entry.before),
        p_after: sqlNull<Json>(entry.after),
        p_reason: sqlNull(entry.reason),
        p_actor_id: actor.id,
        p_actor_email: actor.email,
      });
      unwrap('record_audit', answer, id);
    },

    async saveSelectionWindow(draft, actor) {
      const answer = await supabase.rpc('save_selection_window', {
        p_id: sqlNull(draft.id),
        p_name: draft.name,
        p_opens_at: draft.opensAt,
        p_closes_at: draft.closesAt,
        p_hostels: draft.hostels,
        p_audience: draft.audience,
        p_slot_size: sqlNull(draft.slotSize),
        p_slot_minutes: sqlNull(draft.slotMinutes),
        p_emails: sqlNull(draft.emails),
        p_actor_id: actor.id,
        p_actor_email: actor.email,
      });
      const row = exactlyOne('save_selection_window', unwrap('save_selection_window', answer, z.array(saveWindowRow)));
      if (row.outcome !== 'saved') return { outcome: row.outcome };
      if (row.window_id === null) throw new Error('save_selection_window saved no window');
      return { outcome: 'saved', id: row.window_id };
    },

    async deleteSelectionWindow(windowId, actor) {
      const answer = await supabase.rpc('delete_selection_window', {
        p_id: windowId,
        p_actor_id: actor.id,
        p_actor_email: actor.email,
      });
      return unwrap('delete_selection_window', answer, deleteWindowOutcome);
    },

    async listSelectionWindows() {
      const answer = await supabase.rpc('list_selection_windows');
      return unwrap('list_selection_windows', answer, z.array(selectionWindowRow));
    },

    async studentSelectionWindows(userId) {
      const answer = await supabase.rpc('student_selection_windows', { p_user_id: userId });
      return unwrap('student_selection_windows', answer, z.array(mySelectionWindowRow));
    },

    async claimSelectionAddress(userId, token) {
      const answer = await supabase.rpc('claim_selection_address', { p_user_id: userId, p_token: token });
      const row = exactlyOne('claim_selection_address', unwrap('claim_selection_address', answer, z.array(claimRow)));
      if (row.outcome !== 'claimed') return { outcome: row.outcome };
      return { outcome: 'claimed', windows: row.windows ?? 0 };
    },

    async selectionHostels() {
      const answer = await supabase.rpc('selection_hostels');
      return unwrap('selection_hostels', answer, z.array(z.string()));
    },

    async joinWaitingRoom(userId, hostelName, capacity, minutes) {
      const answer = await supabase.rpc('waiting_room_join', {
        p_user_id: userId,
        p_hostel_name: hostelName,
        p_capacity: capacity,
        p_minutes: minutes,
      });
      const row = exactlyOne('waiting_room_join', unwrap('waiting_room_join', answer, z.array(joinedTicketRow)));
      if (row.ticket !== null) {
        return { outcome: 'ticket', ticket: row.ticket, state: ticketState('waiting_room_join', row) };
      }
      if (row.outcome === 'not_open') return { outcome: 'not_open', opensAt: row.opens_at };
      return { outcome: row.outcome };
    },

    async leaveWaitingRoom(ticket, userId) {
      const answer = await supabase.rpc('waiting_room_leave', { p_ticket: ticket, p_user_id: userId });
      return unwrap('waiting_room_leave', answer, z.enum(['left', 'not_found']));
    },

    async enterSelection(userId, hostelName, capacity, minutes, countWithin) {
      const answer = await supabase.rpc('selection_enter', {
        p_user_id: userId,
        p_hostel_name: hostelName,
        p_capacity: capacity,
        p_minutes: minutes,
        p_count_within: countWithin,
      });
      const row = exactlyOne('selection_enter', unwrap('selection_enter', answer, z.array(enteredRow)));
      const { windows } = row;
      if (row.ticket === null) return { windows, joined: row.outcome === 'booked' ? { outcome: 'booked' } : null };
      const state: TicketState | FarPlace =
        row.outcome === 'waiting' && row.position === null
          ? { outcome: 'far', sortKeyUs: row.sort_key_us, seq: row.seq, drawAt: row.draw_at }
          : ticketState('selection_enter', row);
      return { windows, joined: { outcome: 'ticket', ticket: row.ticket, state } };
    },

    async waitingRoomStatus(ticket, userId, capacity, minutes) {
      const answer = await supabase.rpc('waiting_room_status', {
        p_ticket: ticket,
        p_user_id: userId,
        p_capacity: capacity,
        p_minutes: minutes,
      });
      const row = exactlyOne('waiting_room_status', unwrap('waiting_room_status', answer, z.array(ticketStateRow)));
      return ticketState('waiting_room_status', row);
    },

    async waitingLine() {
      const answer = await supabase.rpc('waiting_room_line');
      const row = exactlyOne('waiting_room_line', unwrap('waiting_room_line', answer, z.array(waitingLineRow)));
      const { tickets, users, draws, sort_keys_us: sortKeysUs, seqs } = row;
      if ([users, draws, sortKeysUs, seqs].some((list) => list.length !== tickets.length)) {
        throw new Error('waiting_room_line answered arrays of different lengths');
      }
      return { tickets, users, draws, sortKeysUs, seqs };
    },

    async waitingRoomSeatsFreed(windowMinutes) {
      const answer = await supabase.rpc('waiting_room_seats_freed', { p_window_minutes: windowMinutes });
      return unwrap('waiting_room_seats_freed', answer, z.number().int());
    },

    async joinWaitlist(userId, hostelName, occupancy) {
      const answer = await supabase.rpc('waitlist_join', {
        p_user_id: userId,
        p_hostel_name: hostelName,
        p_occupancy: occupancy,
      });
      const row = exactlyOne('waitlist_join', unwrap('waitlist_join', answer, z.array(waitlistJoinRow)));
      switch (row.outcome) {
        case 'joined':
          if (row.entry_id === null) throw new Error('waitlist_join joined without an entry');
          return { outcome: 'joined', entryId: row.entry_id };
        case 'not_eligible':
          if (row.problem === null) throw new Error('waitlist_join answered not_eligible without the rule');
          return { outcome: 'not_eligible', problem: row.problem };
        default:
          return { outcome: row.outcome };
      }
    },

    async myWaitlist(userId) {
      const answer = await supabase.rpc('waitlist_mine', { p_user_id: userId });
      return unwrap('waitlist_mine', answer, z.array(waitlistRow)).map(waitlistEntry);
    },

    async leaveWaitlist(userId, entryId, offerHours) {
      const answer = await supabase.rpc('waitlist_leave', {
        p_user_id: userId,
        p_entry_id: entryId,
        p_hours: offerHours,
      });
      return unwrap('waitlist_leave', answer, waitlistLeaveOutcome);
    },

    async sweepWaitlist(offerHours) {
      const answer = await supabase.rpc('waitlist_sweep', { p_hours: offerHours });
      return unwrap('waitlist_sweep', answer, z.number().int());
    },
  };
}
