// The waitlist: a line per hostel and room type. A student joins when no bed of that type is free for them,
// sees their place, and leaves (declining an offer passes the bed to the next in line). The hold sweep offers freed beds
// to the first in each line. The lines live in PostgreSQL (one SQL call each), so API instances share them.
import type { LeaveWaitlistAnswer, MyWaitlistAnswer, WaitlistEntry } from '@campus-hostel/contracts/api';
import { HttpError } from '../errors.js';
import type { AuthUser } from '../auth-user.js';
import type { HostelStore } from '../hostel-store.js';
import { ALREADY_BOOKED } from '../payments/hold-refusals.js';

export interface WaitlistDeps {
  store: HostelStore;
  /** OFFER_HOURS: how long an offered bed is kept for its student. */
  offerHours: number;
}

export const NO_SUCH_LINE = 'There is no such hostel, or it has no rooms of that type.';
export const ENTRY_NOT_FOUND = 'Waitlist entry not found';

export function bedsFreeMessage(hostel: string): string {
  return `A bed of this type is free in ${hostel}: book it now.`;
}

/** POST /waitlist: the student's place in the line (the same one again if they are in it already). */
export async function joinWaitlist(
  deps: WaitlistDeps,
  user: AuthUser,
  hostel: string,
  occupancy: 1 | 2,
): Promise<WaitlistEntry> {
  const result = await deps.store.joinWaitlist(user.id, hostel, occupancy);
  switch (result.outcome) {
    case 'not_found':
      throw new HttpError(404, NO_SUCH_LINE, 'not_found');
    case 'beds_free':
      throw new HttpError(409, bedsFreeMessage(hostel), 'beds_free');
    case 'already_booked':
      throw new HttpError(409, ALREADY_BOOKED, 'already_booked');
    case 'not_eligible':
      throw new HttpError(403, result.problem, 'not_eligible');
    case 'joined': {
      const entry = (await deps.store.myWaitlist(user.id)).find((e) => e.id === result.entryId);
      // Ended between the two calls (paid for a bed, or left from another tab): nothing live to show.
      if (!entry) throw new HttpError(404, ENTRY_NOT_FOUND, 'not_found');
      return entry;
    }
  }
}

/** GET /waitlist/me: the student's live entries with their places and offers. */
export async function myWaitlist(deps: WaitlistDeps, user: AuthUser): Promise<MyWaitlistAnswer> {
  return { entries: await deps.store.myWaitlist(user.id) };
}

/** POST /waitlist/leave: idempotent for the student's own entry; another student's, or none, is not found. */
export async function leaveWaitlist(deps: WaitlistDeps, user: AuthUser, entryId: number): Promise<LeaveWaitlistAnswer> {
  const outcome = await deps.store.leaveWaitlist(user.id, entryId, deps.offerHours);
  if (outcome === 'not_found') throw new HttpError(404, ENTRY_NOT_FOUND, 'not_found');
  return { left: true };
}
