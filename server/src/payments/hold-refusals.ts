// The words of a refused hold, said alike by every route that may refuse one: a payment, the waiting room, the
// waitlist and a roommate invitation.
import { formatMailTime } from '../notifications/notification-mail.js';

export const ROOM_NOT_FOUND = 'Room not found in this hostel';
export const ROOM_UNAVAILABLE =
  'This room has just been booked or reserved by another student. Please choose another room.';
export const ALREADY_BOOKED =
  'You already have a bed in the hostel. One bed per student: to move, request a room change.';
export const NOT_ADMITTED = 'Room selection is busy: join the waiting room and hold a bed once it admits you.';
export const HOLD_SUPERSEDED = 'You have started booking another bed since; this one is no longer held for you.';

/** The 403 of a hold outside the student's selection window: when theirs opens, or that none will. */
export function outsideWindowMessage(hostel: string, opensAt: string | null): string {
  return opensAt === null
    ? `Room selection for ${hostel} is not open to you: none of your selection windows for it is open or still to come.`
    : `Your selection window for ${hostel} has not opened yet. It opens on ${formatMailTime(opensAt)}.`;
}

/** The 409 of a hold taken again too soon after one of the student's on that room ran out unpaid. */
export function recentlyLapsedMessage(retryAt: string): string {
  return `Your hold on this room ran out. You can hold a bed in it again from ${formatMailTime(retryAt)}, or choose another room now.`;
}
