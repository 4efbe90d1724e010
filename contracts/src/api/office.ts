// The hostel office's API: decisions, complaint handling, rooms, beds and refunds (roles: people.ts; notices: notices.ts).
// Every route is POST under /admin/ with a Bearer token; staff may use all but the admin-only ones (marked), which
// answer 403 `forbidden` to staff. Every answer that changes something has been written to the audit log.
import * as z from 'zod/mini';
import { feePeriod } from './fees';
import { hostelName, positiveId, text } from './fields';
import { post } from './route';
import type { OfficeRole } from '../office-roles';

export { OFFICE_ROLES, type OfficeRole } from '../office-roles';

/** The whole office: staff and admins act for every hostel. */
export const WHOLE_OFFICE_ROLES = ['staff', 'admin'] as const satisfies readonly OfficeRole[];

/** The roles limited to places, and the kind of place each serves (a mess by its name, a gate by its hostel's). */
export const PLACE_KINDS = { warden: 'hostel', mess_manager: 'mess', guard: 'gate', technician: 'trade' } as const;
export type PlaceRole = keyof typeof PLACE_KINDS;
export const PLACE_ROLES = Object.keys(PLACE_KINDS) as PlaceRole[];

/** The trades a technician may serve: the complaints each is sent to. */
export const TRADES = ['electrical', 'plumbing', 'carpentry', 'network', 'housekeeping'] as const;
export type Trade = (typeof TRADES)[number];

export function isWholeOffice(role: OfficeRole | null): role is (typeof WHOLE_OFFICE_ROLES)[number] {
  return role === 'staff' || role === 'admin';
}

export function isPlaceRole(role: OfficeRole | null): role is PlaceRole {
  return role !== null && role in PLACE_KINDS;
}

export const APPLICATION_DECISIONS = ['approved', 'rejected'] as const;
export type ApplicationDecision = (typeof APPLICATION_DECISIONS)[number];

/** Optional free text: absent, null or blank means none. */
const note = (max: number) =>
  z.optional(z.nullable(z.string().check(z.trim(), z.maxLength(max, `must be at most ${max} characters`))));

export const decideApplicationBody = z.object({
  application_id: text(64),
  decision: z.enum(APPLICATION_DECISIONS, { error: 'must be approved or rejected' }),
  note: note(1000),
});
export type DecideApplicationBody = z.input<typeof decideApplicationBody>;
export const decideApplicationAnswer = z.object({
  application_id: z.string(),
  decision: z.enum(APPLICATION_DECISIONS),
  note: z.nullable(z.string()),
});
export type DecideApplicationAnswer = z.output<typeof decideApplicationAnswer>;

export const complaintReplyBody = z.object({ complaint_id: positiveId, body: text(2000) });
export type ComplaintReplyBody = z.input<typeof complaintReplyBody>;
export const complaintReplyAnswer = z.object({ id: z.number(), complaint_id: z.number(), created_at: z.string() });
export type ComplaintReplyAnswer = z.output<typeof complaintReplyAnswer>;

export const assignComplaintBody = z.object({
  complaint_id: positiveId,
  staff_id: z.nullable(z.uuid('must be a user id')),
});
export type AssignComplaintBody = z.input<typeof assignComplaintBody>;
export const assignComplaintAnswer = z.object({
  complaint_id: z.number(),
  assigned_to: z.nullable(z.string()),
  assigned_email: z.nullable(z.string()),
});
export type AssignComplaintAnswer = z.output<typeof assignComplaintAnswer>;

export const startComplaintBody = z.object({ complaint_id: positiveId });
export type StartComplaintBody = z.input<typeof startComplaintBody>;
export const startComplaintAnswer = z.object({ complaint_id: z.number(), in_progress: z.literal(true) });
export type StartComplaintAnswer = z.output<typeof startComplaintAnswer>;

export const roomServiceBody = z.object({ room_id: positiveId, reason: z.nullable(text(300)) });
export type RoomServiceBody = z.input<typeof roomServiceBody>;
export const roomServiceAnswer = z.object({ room_id: z.number(), out_of_service: z.boolean() });
export type RoomServiceAnswer = z.output<typeof roomServiceAnswer>;

export const roomPriceBody = z.object({
  hostel_name: hostelName,
  occupancy: z.union([z.literal(1), z.literal(2)], { error: 'must be 1 or 2' }),
  price_minor: z
    .number({ error: 'must be a whole number of paise' })
    .check(
      z.multipleOf(1, 'must be a whole number of paise'),
      z.minimum(100, 'must be at least 100'),
      z.maximum(100_000_000, 'must be at most 100000000'),
    ),
  // Absent: each room keeps the period its price pays for.
  fee_period: z.optional(feePeriod),
});
export type RoomPriceBody = z.input<typeof roomPriceBody>;
export const roomPriceAnswer = z.object({ rooms: z.number() });
export type RoomPriceAnswer = z.output<typeof roomPriceAnswer>;

export const bedActionBody = z.object({ bed_id: positiveId });
export type BedActionBody = z.input<typeof bedActionBody>;
export const bedActionAnswer = z.object({ bed_id: z.number(), occupied: z.boolean(), checked_in: z.boolean() });
export type BedActionAnswer = z.output<typeof bedActionAnswer>;

export const refundBody = z.object({ booking_id: positiveId, reason: text(500) });
export type RefundBody = z.input<typeof refundBody>;
export const refundAnswer = z.object({ booking_id: z.number(), status: z.literal('refunded'), refund_id: z.string() });
export type RefundAnswer = z.output<typeof refundAnswer>;

/** The office's routes: staff and admins, or admins alone where marked; and the student's complaint reply. */
export const officeApi = {
  /** POST /admin/decide-application: 200 the decision; 404 no such application; 409 `already_decided` otherwise. */
  decideApplication: post('/admin/decide-application', {
    access: 'office',
    body: decideApplicationBody,
    answer: decideApplicationAnswer,
  }),
  /**
   * POST /admin/complaints/reply (office) and POST /complaints/reply (the student who raised it): 200 the reply;
   * 404 no such complaint (or not the student's); 409 `complaint_resolved` once resolved.
   */
  replyAsOffice: post('/admin/complaints/reply', {
    access: 'places',
    body: complaintReplyBody,
    answer: complaintReplyAnswer,
  }),
  replyAsStudent: post('/complaints/reply', { access: 'user', body: complaintReplyBody, answer: complaintReplyAnswer }),
  /** POST /admin/complaints/assign: staff_id null unassigns. 404 no complaint; 400 `not_staff` for a non-office account. */
  assignComplaint: post('/admin/complaints/assign', {
    access: 'office',
    body: assignComplaintBody,
    answer: assignComplaintAnswer,
  }),
  /** POST /admin/complaints/start: marks it In progress. 404; 409 `complaint_resolved`. */
  startComplaint: post('/admin/complaints/start', {
    access: 'places',
    body: startComplaintBody,
    answer: startComplaintAnswer,
  }),
  /** POST /admin/rooms/service: reason null returns the room to service. 404; 409 `room_in_use` (a bed occupied or held). */
  setRoomService: post('/admin/rooms/service', { access: 'office', body: roomServiceBody, answer: roomServiceAnswer }),
  /**
   * POST /admin/rooms/price (admin only): one bed's price, and the period it pays for, in every room of that hostel and
   * occupancy; new holds only.
   */
  setRoomPrice: post('/admin/rooms/price', { access: 'admin', body: roomPriceBody, answer: roomPriceAnswer }),
  /** POST /admin/beds/check-in and /admin/beds/check-out: 404; 409 `bed_not_occupied`. Check-out frees the bed. */
  checkIn: post('/admin/beds/check-in', { access: 'office', body: bedActionBody, answer: bedActionAnswer }),
  checkOut: post('/admin/beds/check-out', { access: 'office', body: bedActionBody, answer: bedActionAnswer }),
  /**
   * POST /admin/refund (admin only): refunds a paid (or checked-out) booking in full at Stripe, frees its bed, marks it
   * refunded and notifies the student. Clicking twice or retrying answers the same. 404; 409 `not_refundable`.
   */
  refund: post('/admin/refund', { access: 'admin', body: refundBody, answer: refundAnswer }),
};
