// The student's own rebates (through RLS), newest first; applying and withdrawing go through our API, which keeps to
// the mess's rules.
import { messMenusApi, type ApplyRebateBody, type MessRebate } from '@campus-hostel/contracts/api';
import { callSignedIn } from '../../../lib/signed-in-call';
import { getSupabase } from '../../../lib/supabase';

/** At most this many of one's rebates are listed: a few years of them. */
const SHOWN = 50;

export async function getMyRebates(userId: string): Promise<MessRebate[]> {
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from('mess_rebates')
    .select('id, mess_id, from_on, to_on, reason, status, note')
    .eq('user_id', userId)
    .order('from_on', { ascending: false })
    .order('id', { ascending: false })
    .limit(SHOWN)
    .overrideTypes<MessRebate[], { merge: false }>();
  if (error) throw error;
  return data;
}

export function applyRebate(body: ApplyRebateBody): Promise<MessRebate> {
  return callSignedIn(messMenusApi.applyRebate, { body });
}

export function withdrawRebate(id: number): Promise<MessRebate> {
  return callSignedIn(messMenusApi.withdrawRebate, { params: { id } });
}
