// Roommate invitations: the other bed of a double reserved for an invited student, and their answer.
import type { Supabase } from '../clients/supabase.js';
import { z } from 'zod';
import { type RoommateInviteAction } from '@campus-hostel/contracts/api';
import { id, unwrap, exactlyOne } from '../db/answers.js';

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

export interface RoommateStore {
  /** Reserves the other bed of the student's double for the invitee's email for `hours`. */
  inviteRoommate(userId: string, email: string, hours: number): Promise<InviteResult>;
  answerRoommateInvite(
    inviteId: number,
    user: { id: string; email: string },
    action: RoommateInviteAction,
  ): Promise<InviteAnswerResult>;
}

export function createRoommateStore(supabase: Supabase): RoommateStore {
  return {
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
  };
}
