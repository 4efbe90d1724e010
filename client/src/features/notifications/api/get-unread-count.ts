// How many of the user's notifications are unread: a count only (no rows), the bell's figure. A plain fetch with the
// user's token, so the bell does not wait for supabase-js (nor bring it onto a page's first paint).
import { countRows } from '../../../lib/public-rest';
import { accessTokenOf } from '../../../lib/signed-in-call';

/** The count, or null when `userId` is no longer the one signed in (the bell is on its way out). */
export async function getUnreadCount(userId: string): Promise<number | null> {
  const token = await accessTokenOf(userId);
  if (!token) return null;
  // RLS keeps the count to the user's own rows.
  return countRows('notifications', { select: 'id', read_at: 'is.null' }, token);
}
