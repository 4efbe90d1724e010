// Roommates API: invite a student by email to the other bed of one's double, and answer an invitation.
import * as z from 'zod/mini';
import { emailAddress } from './fields';
import { positiveId } from './fields';
import { post } from './route';

export const inviteRoommateBody = z.object({
  // Checked as an address here; the database invites only an address an account uses.
  email: emailAddress,
});
export type InviteRoommateBody = z.input<typeof inviteRoommateBody>;

/** The invitation made (or the same one, sent again): the other bed is kept for the invitee until expiresAt. */
export const roommateInviteAnswer = z.object({
  inviteId: z.number(),
  expiresAt: z.string(),
});
export type RoommateInviteAnswer = z.output<typeof roommateInviteAnswer>;

export const ROOMMATE_INVITE_ACTIONS = ['accept', 'decline', 'cancel'] as const;
export type RoommateInviteAction = (typeof ROOMMATE_INVITE_ACTIONS)[number];

/** What an answer did; after accepting, the invitee books the room (roomId in hostel) as usual. */
export const roommateInviteDecision = z.object({
  status: z.enum(['accepted', 'declined', 'canceled']),
  hostel: z.string(),
  roomId: z.number(),
});
export type RoommateInviteDecision = z.output<typeof roommateInviteDecision>;

/** Roommate invitations: the inviter invites and cancels, the invitee accepts or declines. */
export const roommatesApi = {
  invite: post('/roommate-invites', {
    access: 'student',
    body: inviteRoommateBody,
    answer: roommateInviteAnswer,
    status: 201,
  }),
  accept: post('/roommate-invites/:id/accept', {
    access: 'student',
    params: { id: positiveId },
    answer: roommateInviteDecision,
  }),
  decline: post('/roommate-invites/:id/decline', {
    access: 'student',
    params: { id: positiveId },
    answer: roommateInviteDecision,
  }),
  cancel: post('/roommate-invites/:id/cancel', {
    access: 'student',
    params: { id: positiveId },
    answer: roommateInviteDecision,
  }),
};
