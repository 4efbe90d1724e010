// How many of the user's notifications are unread: a count only (no rows), the bell's figure.
import { accessTokenOf } from '../../../lib/signed-in-call';
import { getSupabase } from '../../../lib/supabase';

/** The count, or null when `userId` is no longer the one signed in (the bell is on its way out). */
export async function getUnreadCount(userId: string): Promise<number | null> {
  const token = await accessTokenOf(userId);
  if (!token) return null;
  const supabase = await getSupabase();
  // RLS keeps the count to the user's own rows.
  const { count, error } = await supabase
    .from('notifications')
    .select('id', { count: 'exact', head: true })
    .is('read_at', null)
    .setHeader('Authorization', `Bearer ${token}`);
  if (error) throw error;
  return count ?? 0;
}
