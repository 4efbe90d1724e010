// How many of the signed-in user's notifications are unread: a count only (no rows), the bell's figure.
import { getSupabase } from '../../../lib/supabase';

export async function getUnreadCount(): Promise<number> {
  const supabase = await getSupabase();
  // RLS keeps the count to the user's own rows.
  const { count, error } = await supabase
    .from('notifications')
    .select('id', { count: 'exact', head: true })
    .is('read_at', null);
  if (error) throw error;
  return count ?? 0;
}
