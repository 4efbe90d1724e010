// Roommate use cases: invite a student by email to the other bed of one's double, and answer it.
import type { RoommateInviteAction, RoommateInviteAnswer, RoommateInviteDecision } from '@campus-hostel/contracts/api';
import { HttpError } from '../errors.js';
import type { AuthUser } from '../auth-user.js';
import type { HostelStore } from '../hostel-store.js';
import { ALREADY_BOOKED } from '../payments/hold-refusals.js';

export interface RoommateDeps {
  store: HostelStore;
  holdHours: number;
}

export const NO_DOUBLE_BED = 'You can invite a roommate once you hold or own a bed in a double room.';
export const OWN_EMAIL = 'That is your own email: invite the student you want to share with.';
export const ALREADY_INVITED = 'Someone has already been invited to the other bed. Withdraw that invitation first.';
export const BED_TAKEN = 'The other bed of your room is already taken.';
export const NO_ACCOUNT = 'No student account uses this address. Ask them to sign up first.';
// The caps are kept by invite_roommate (supabase/migrations/20261122000500_roommates.sql).
export const INVITE_CAP =
  'You have sent as many invitations as allowed for now: 3 for one booking, 5 a day. The bed stays free for anyone.';
export const MAIL_CAP =
  'Your invitations have sent 3 emails in the last hour. Please wait a while before inviting again.';
export const INVITE_NOT_FOUND = 'Invitation not found';
export const INVITE_EXPIRED = 'This invitation has expired; the bed is no longer kept for you.';
export const INVITE_ANSWERED = 'This invitation has already been answered.';

export async function inviteRoommate(deps: RoommateDeps, user: AuthUser, email: string): Promise<RoommateInviteAnswer> {
  const result = await deps.store.inviteRoommate(user.id, email, deps.holdHours);
  switch (result.outcome) {
    case 'invited':
      return { inviteId: result.inviteId, expiresAt: result.expiresAt };
    case 'no_double_bed':
      throw new HttpError(409, NO_DOUBLE_BED, 'no_double_bed');
    case 'own_email':
      throw new HttpError(400, OWN_EMAIL, 'own_email');
    case 'already_invited':
      throw new HttpError(409, ALREADY_INVITED, 'already_invited');
    case 'bed_taken':
      throw new HttpError(409, BED_TAKEN, 'bed_taken');
    case 'no_account':
      throw new HttpError(404, NO_ACCOUNT, 'no_account');
    case 'invite_cap':
      throw new HttpError(429, INVITE_CAP, 'invite_cap');
    case 'mail_cap':
      throw new HttpError(429, MAIL_CAP, 'mail_cap');
  }
}

/** The invitee accepts or declines; the inviter cancels. An answer given twice gives the same answer. */
export async function answerRoommateInvite(
  deps: RoommateDeps,
  user: AuthUser,
  inviteId: number,
  action: RoommateInviteAction,
): Promise<RoommateInviteDecision> {
  // Invitations are addressed by email: a token without one can be addressed by none.
  if (!user.email && action !== 'cancel') throw new HttpError(404, INVITE_NOT_FOUND, 'not_found');
  const result = await deps.store.answerRoommateInvite(inviteId, { id: user.id, email: user.email ?? '' }, action);
  const { outcome, hostel, roomId } = result;
  if (outcome === 'accepted' || outcome === 'declined' || outcome === 'canceled') {
    if (hostel === null || roomId === null) throw new Error('answer_roommate_invite answered without its room');
    return { status: outcome, hostel, roomId };
  }
  switch (outcome) {
    case 'not_found':
      throw new HttpError(404, INVITE_NOT_FOUND, 'not_found');
    case 'expired':
      throw new HttpError(409, INVITE_EXPIRED, 'invite_expired');
    case 'already_answered':
      throw new HttpError(409, INVITE_ANSWERED, 'invite_answered');
    case 'already_booked':
      throw new HttpError(409, ALREADY_BOOKED, 'already_booked');
    case 'not_eligible':
      throw new HttpError(403, result.problem ?? 'You may not live in this hostel.', 'not_eligible');
  }
}
