// Roommates: the student's double and the invitation they sent (read through RLS-guarded functions), invitations
// they received, and the API calls that invite, accept, decline and withdraw.
import {
  roommatesApi,
  type InviteRoommateBody,
  type RoommateInviteAction,
  type RoommateInviteAnswer,
  type RoommateInviteDecision,
} from '@campus-hostel/contracts/api';
import type { Database } from '@campus-hostel/contracts/database-types';
import { apiClient } from '../../../lib/api-client';
import { getSupabase } from '../../../lib/supabase';

type Functions = Database['public']['Functions'];
/** The generator types every `returns table` column as non-null; these columns are null when there is nothing. */
type Nullable<T, K extends keyof T> = Omit<T, K> & { [P in K]: T[P] | null };
export type RoomShare = Nullable<
  Functions['my_room_share']['Returns'][number],
  'roommate_name' | 'invite_id' | 'invitee_email' | 'invite_status' | 'invite_expires_at'
>;
export type ReceivedInvite = Nullable<Functions['my_roommate_invites']['Returns'][number], 'inviter_name'>;

/** The student's bed in a double, with the other bed and their invitation; null when they have none. */
export async function getRoomShare(): Promise<RoomShare | null> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.rpc('my_room_share');
  if (error) throw error;
  return data[0] ?? null;
}

export async function getReceivedInvites(): Promise<ReceivedInvite[]> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.rpc('my_roommate_invites');
  if (error) throw error;
  return data;
}

export function inviteRoommate(email: string, token: string): Promise<RoommateInviteAnswer> {
  const body: InviteRoommateBody = { email };
  return apiClient.call(roommatesApi.invite, { body }, { token });
}

export function answerInvite(
  inviteId: number,
  action: RoommateInviteAction,
  token: string,
): Promise<RoommateInviteDecision> {
  return apiClient.call(roommatesApi[action], { params: { id: inviteId } }, { token });
}

/** An invitation that still keeps the bed: pending or accepted (the database reports lapsed ones as expired). */
export function isLive(status: string | null): boolean {
  return status === 'pending' || status === 'accepted';
}
