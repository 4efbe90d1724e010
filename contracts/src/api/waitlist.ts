// Waitlist API: a line per hostel and room type (occupancy 1 single, 2 double). A student joins when no bed
// of that type is free for them; when one frees, the first in line is offered it for OFFER_HOURS (the bed is kept for
// them: beds.reserved_until), and accepts by booking it as usual, at /status/{hostel}/booknow/{room_id}. Declining,
// leaving or letting the offer lapse passes the bed to the next in line.
import * as z from 'zod/mini';
import { BED_LABELS } from '../reference';
import { hostelName, positiveId } from './fields';
import { get, post } from './route';

/** A room type's occupancy: 1 a single, 2 a double. */
export const WAITLIST_OCCUPANCIES = [1, 2] as const;
export type WaitlistOccupancy = (typeof WAITLIST_OCCUPANCIES)[number];

const occupancy = z.literal(WAITLIST_OCCUPANCIES, { error: 'must be 1 (single) or 2 (double)' });
const count = z.number().check(z.int(), z.minimum(0));

/** The bed kept for the student while offered, until expires_at (ISO). */
export const waitlistOffer = z.object({
  room_id: z.number(),
  wing_name: z.string(),
  room_number: z.number(),
  bed_label: z.enum(BED_LABELS),
  expires_at: z.string(),
});
export type WaitlistOffer = z.output<typeof waitlistOffer>;

/**
 * One of the student's live entries. position is 1-based among those still waiting in that line (null once offered);
 * total is how many wait in that line now, the student included while waiting; offer is null while waiting.
 */
export const waitlistEntry = z.object({
  id: z.number(),
  hostel_name: z.string(),
  occupancy,
  status: z.enum(['waiting', 'offered']),
  position: z.nullable(count),
  total: count,
  joined_at: z.string(),
  offer: z.nullable(waitlistOffer),
});
export type WaitlistEntry = z.output<typeof waitlistEntry>;

export const myWaitlistAnswer = z.object({ entries: z.array(waitlistEntry) });
export type MyWaitlistAnswer = z.output<typeof myWaitlistAnswer>;

export const joinWaitlistBody = z.object({ hostel_name: hostelName, occupancy });
export type JoinWaitlistBody = z.input<typeof joinWaitlistBody>;

export const leaveWaitlistBody = z.object({ id: positiveId });
export type LeaveWaitlistBody = z.input<typeof leaveWaitlistBody>;

export const leaveWaitlistAnswer = z.object({ left: z.literal(true) });
export type LeaveWaitlistAnswer = z.output<typeof leaveWaitlistAnswer>;

/** The waitlist's routes, for a signed-in student. */
export const waitlistApi = {
  /** GET /waitlist/me (signed in): the student's live entries (waiting or offered), hostel sort order then occupancy. */
  mine: get('/waitlist/me', { access: 'student', answer: myWaitlistAnswer }),
  /**
   * POST /waitlist (signed in): join the line, answered with the entry (the same live entry again when already in it).
   * Refused with 404 `not_found` (no such hostel, or no room of that type there), 409 `beds_free` (a bed of that type is
   * free for the student: book it now), 409 `already_booked` (they own a bed) or 403 `not_eligible` (the rule in words).
   */
  join: post('/waitlist', { access: 'student', body: joinWaitlistBody, answer: waitlistEntry }),
  /**
   * POST /waitlist/leave (signed in, own entry): leave the line; while offered, this declines the offer and the next in
   * line gets the bed at once. An own entry that has already ended answers 200 too; another student's or an unknown id
   * is 404 `not_found`.
   */
  leave: post('/waitlist/leave', { access: 'student', body: leaveWaitlistBody, answer: leaveWaitlistAnswer }),
};
