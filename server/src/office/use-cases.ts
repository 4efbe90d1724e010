// The hostel office's use cases: decisions, complaint handling, rooms and beds. Each is one SQL
// function call that checks, changes and writes the audit row in one transaction; here outcomes become answers.
import type {
  ApplicationDecision,
  AssignComplaintAnswer,
  BedActionAnswer,
  ComplaintReplyAnswer,
  DecideApplicationAnswer,
  FeePeriod,
  RoomPriceAnswer,
  RoomServiceAnswer,
  StartComplaintAnswer,
} from '@campus-hostel/contracts/api';
import { isWholeOffice } from '@campus-hostel/contracts/api';
import { HttpError } from '../errors.js';
import { actorEmail, type AuthUser } from '../auth-user.js';
import type { Actor, HostelStore } from '../hostel-store.js';

export const APPLICATION_NOT_FOUND = 'Application not found';
export const ALREADY_DECIDED = 'This application has already been decided the other way.';
export const COMPLAINT_NOT_FOUND = 'Complaint not found';
export const COMPLAINT_RESOLVED = 'This complaint is resolved; its thread is closed.';
export const NOT_STAFF = 'Complaints can be assigned only to members of the hostel office.';
export const ROOM_NOT_FOUND = 'Room not found';
export const ROOM_IN_USE =
  'A bed of this room is occupied or held: check the occupant out or wait for the hold to end first.';
export const HOSTEL_NOT_FOUND = 'Hostel not found';
export const BED_NOT_FOUND = 'Bed not found';
export const BED_NOT_OCCUPIED = 'Nobody occupies this bed.';

export function actorOf(user: AuthUser): Actor {
  return { id: user.id, email: actorEmail(user) };
}

/** Approves or rejects a pending application with a note (null: none); the same decision again answers as before. */
export async function decideApplication(
  store: HostelStore,
  user: AuthUser,
  applicationId: string,
  decision: ApplicationDecision,
  note: string | null,
): Promise<DecideApplicationAnswer> {
  const result = await store.decideApplication(applicationId, decision, note, actorOf(user));
  if (result.outcome === 'not_found') throw new HttpError(404, APPLICATION_NOT_FOUND, 'not_found');
  if (result.outcome === 'already_decided') throw new HttpError(409, ALREADY_DECIDED, 'already_decided');
  return { application_id: result.applicationId, decision: result.decision, note: result.note };
}

export const NOT_YOUR_COMPLAINT = 'This complaint is not one of your hostels or trades';

/**
 * Lets the whole office work on any complaint, and a warden or technician only on those of their places: anything
 * else is 403 to them, whether or not it exists, so they cannot probe other hostels' complaints.
 */
export async function requireComplaintReach(store: HostelStore, user: AuthUser, complaintId: number): Promise<void> {
  if (isWholeOffice(user.role)) return;
  if (await store.memberServesComplaint(user.id, complaintId)) return;
  throw new HttpError(403, NOT_YOUR_COMPLAINT, 'forbidden');
}

/**
 * Adds a reply to a complaint's thread: the office's (which the student is told of), or the student's own, who may
 * answer only their own complaints (any other is not found, so ids reveal nothing).
 */
export async function replyToComplaint(
  store: HostelStore,
  user: AuthUser,
  complaintId: number,
  body: string,
  side: 'office' | 'student',
): Promise<ComplaintReplyAnswer> {
  if (side === 'office') await requireComplaintReach(store, user, complaintId);
  const result = await store.replyToComplaint(complaintId, body, side === 'office', actorOf(user));
  if (result.outcome === 'replied') return { id: result.id, complaint_id: complaintId, created_at: result.createdAt };
  if (result.outcome === 'resolved') throw new HttpError(409, COMPLAINT_RESOLVED, 'complaint_resolved');
  throw new HttpError(404, COMPLAINT_NOT_FOUND, 'not_found');
}

export async function assignComplaint(
  store: HostelStore,
  user: AuthUser,
  complaintId: number,
  staffId: string | null,
): Promise<AssignComplaintAnswer> {
  const result = await store.assignComplaint(complaintId, staffId, actorOf(user));
  if (result.outcome === 'assigned') {
    return { complaint_id: complaintId, assigned_to: result.assignedTo, assigned_email: result.assignedEmail };
  }
  if (result.outcome === 'not_staff') throw new HttpError(400, NOT_STAFF, 'not_staff');
  throw new HttpError(404, COMPLAINT_NOT_FOUND, 'not_found');
}

/** Marks a complaint In progress; starting it again is a no-op that still succeeds. */
export async function startComplaint(
  store: HostelStore,
  user: AuthUser,
  complaintId: number,
): Promise<StartComplaintAnswer> {
  await requireComplaintReach(store, user, complaintId);
  const outcome = await store.startComplaint(complaintId, actorOf(user));
  if (outcome === 'not_found') throw new HttpError(404, COMPLAINT_NOT_FOUND, 'not_found');
  if (outcome === 'resolved') throw new HttpError(409, COMPLAINT_RESOLVED, 'complaint_resolved');
  return { complaint_id: complaintId, in_progress: true };
}

/** Takes a room out of service with a reason, or back into service (reason null). */
export async function setRoomService(
  store: HostelStore,
  user: AuthUser,
  roomId: number,
  reason: string | null,
): Promise<RoomServiceAnswer> {
  const outcome = await store.setRoomService(roomId, reason, actorOf(user));
  if (outcome === 'not_found') throw new HttpError(404, ROOM_NOT_FOUND, 'not_found');
  if (outcome === 'in_use') throw new HttpError(409, ROOM_IN_USE, 'room_in_use');
  return { room_id: roomId, out_of_service: reason !== null };
}

/**
 * Sets one bed's price, and the period it pays for (null: each room keeps its own), in every room of a hostel and
 * occupancy; holds already open keep their charges.
 */
export async function setRoomPrice(
  store: HostelStore,
  user: AuthUser,
  hostel: string,
  occupancy: 1 | 2,
  priceMinor: number,
  feePeriod: FeePeriod | null,
): Promise<RoomPriceAnswer> {
  if (!(await store.hostelExists(hostel))) throw new HttpError(404, HOSTEL_NOT_FOUND, 'not_found');
  return { rooms: await store.setRoomPrice(hostel, occupancy, priceMinor, feePeriod, actorOf(user)) };
}

/** The occupant collected their keys; checking in again is a no-op that still succeeds. */
export async function checkInBed(store: HostelStore, user: AuthUser, bedId: number): Promise<BedActionAnswer> {
  const outcome = await store.checkInBed(bedId, actorOf(user));
  if (outcome === 'not_found') throw new HttpError(404, BED_NOT_FOUND, 'not_found');
  if (outcome === 'not_occupied') throw new HttpError(409, BED_NOT_OCCUPIED, 'bed_not_occupied');
  return { bed_id: bedId, occupied: true, checked_in: true };
}

/** The occupant left: the bed is free again and their paid booking ends (checked_out). */
export async function checkOutBed(store: HostelStore, user: AuthUser, bedId: number): Promise<BedActionAnswer> {
  const outcome = await store.checkOutBed(bedId, actorOf(user));
  if (outcome === 'not_found') throw new HttpError(404, BED_NOT_FOUND, 'not_found');
  if (outcome === 'not_occupied') throw new HttpError(409, BED_NOT_OCCUPIED, 'bed_not_occupied');
  return { bed_id: bedId, occupied: false, checked_in: false };
}
