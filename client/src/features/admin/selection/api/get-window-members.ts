// A listed window's addresses for the office (RLS lets only the office read them): each with the account that claimed
// it (its address then, and when), or none yet; in draw order for slots, then by address.
import { getSupabase } from '../../../../lib/supabase';

/** How many addresses the office's list of one window shows. */
export const WINDOW_MEMBERS_SHOWN = 200;

export interface WindowMember {
  email: string;
  slot_opens_at: string | null;
  claimed_email: string | null;
  claimed_at: string | null;
}

export async function getWindowMembers(windowId: number): Promise<WindowMember[]> {
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from('selection_window_members')
    .select('email, slot_opens_at, claimed_email, claimed_at')
    .eq('window_id', windowId)
    .order('place', { nullsFirst: false })
    .order('email')
    .limit(WINDOW_MEMBERS_SHOWN);
  if (error) throw error;
  return data;
}
