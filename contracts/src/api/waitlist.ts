// Waitlist API (DESIGN §13): a line per hostel and room type (occupancy 1 single, 2 double). A signed-in student joins
// when no bed of that type is free for them and sees their place ("3 of 41"). When a bed of that line frees, the first
// in line is offered it: the bed is kept for them until offer.expires_at, announced in the app and by email
// (`waitlist_offer`). Accepting is booking that room and bed as usual (/status/{hostel}/booknow/{room_id} with the
// bed); paying ends all the student's entries. Leaving while offered declines: the next in line gets the bed at once.
import * as z from 'zod/mini';
import { hostelName, positiveId } from './fields';

const occupancy = z.union([z.literal(1), z.literal(2)], { error: 'must be 1 or 2' });

/** POST /waitlist (signed in): join the line of a hostel and room type. */
export const joinWaitlistBody = z.object({ hostel_name: hostelName, occupancy });
export type JoinWaitlistBody = z.input<typeof joinWaitlistBody>;

/** POST /waitlist/leave (signed in, own entry): leave the line, or decline the offer. */
export const leaveWaitlistBody = z.object({ id: positiveId });
export type LeaveWaitlistBody = z.input<typeof leaveWaitlistBody>;

/** The bed kept for the student until expires_at (ISO). */
export const waitlistOffer = z.object({
  room_id: z.number(),
  wing_name: z.string(),
  room_number: z.number(),
  bed_label: z.enum(['A', 'B']),
  expires_at: z.string(),
});
export type WaitlistOffer = z.output<typeof waitlistOffer>;

/**
 * A live entry. position: 1-based among those still waiting in that line (null when offered); total: how many wait in
 * that line now (the student included while waiting); joined_at ISO; offer: null while waiting.
 */
export const waitlistEntry = z.object({
  id: z.number(),
  hostel_name: z.string(),
  occupancy,
  status: z.enum(['waiting', 'offered']),
  position: z.nullable(z.number()),
  total: z.number(),
  joined_at: z.string(),
  offer: z.nullable(waitlistOffer),
});
export type WaitlistEntry = z.output<typeof waitlistEntry>;

/** GET /waitlist/me (signed in): the student's live entries, in hostel order then occupancy. */
export const myWaitlist = z.object({ entries: z.array(waitlistEntry) });
export type MyWaitlist = z.output<typeof myWaitlist>;

/** POST /waitlist/leave's answer (also for an entry of the student's that has already ended). */
export const leftWaitlist = z.object({ left: z.literal(true) });
export type LeftWaitlist = z.output<typeof leftWaitlist>;
