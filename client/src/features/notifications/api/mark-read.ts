// Marking notifications read: the only column a user may change on them (RLS and the column grant).
import { getSupabase } from '../../../lib/supabase';

export async function markNotificationRead(id: number): Promise<void> {
  const supabase = await getSupabase();
  const { error } = await supabase
    .from('notifications')
    .update({ read_at: new Date().toISOString() })
    .eq('id', id)
    .is('read_at', null);
  if (error) throw error;
}

/**
 * Marks every unread notification up to `newestId` read: one that arrived after the page was loaded has not been
 * seen, so it stays unread.
 */
export async function markAllNotificationsRead(newestId: number): Promise<void> {
  const supabase = await getSupabase();
  const { error } = await supabase
    .from('notifications')
    .update({ read_at: new Date().toISOString() })
    .lte('id', newestId)
    .is('read_at', null);
  if (error) throw error;
}
