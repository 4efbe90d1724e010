// One page of the signed-in user's notifications, newest first, paged by id (keyset): stable while new ones arrive.
import { getSupabase } from '../../../lib/supabase';

export const NOTIFICATIONS_PAGE_SIZE = 20;

export interface NotificationRow {
  id: number;
  kind: string;
  data: unknown;
  created_at: string;
  read_at: string | null;
}

export interface NotificationsPage {
  items: NotificationRow[];
  /** Whether rows older than the last of `items` exist. */
  hasOlder: boolean;
}

/** The page after `beforeId` (exclusive), or the newest page without it. */
export async function getNotifications(beforeId?: number): Promise<NotificationsPage> {
  const supabase = await getSupabase();
  let query = supabase.from('notifications').select('id, kind, data, created_at, read_at');
  if (beforeId !== undefined) query = query.lt('id', beforeId);
  // One row more than a page tells whether there is an older page, without a count.
  const { data, error } = await query.order('id', { ascending: false }).limit(NOTIFICATIONS_PAGE_SIZE + 1);
  if (error) throw error;
  return { items: data.slice(0, NOTIFICATIONS_PAGE_SIZE), hasOlder: data.length > NOTIFICATIONS_PAGE_SIZE };
}
