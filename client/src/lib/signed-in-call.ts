// Calls to our API as the signed-in user, with their current access token; the server checks who they are and what
// their role allows.
import type { ApiRoute, RouteAnswer } from '@campus-hostel/contracts/api';
import { apiClient, type CallInput } from './api-client';
import { withSignedInToken } from './signed-in-rest';
import { freshSession, keptSession, offlineStaleSession } from './stale-session';
import { getSupabase } from './supabase';

/**
 * The access token of `userId`'s session, or null once that user has signed out (or another has signed in). A read
 * that belongs to one user carries it explicitly, so a sign-out racing the read cannot turn it into a visitor's read.
 */
export async function accessTokenOf(userId: string): Promise<string | null> {
  // Offline past its expiry, the kept token only names the account whose offline copy the service worker answers with
  // (config/pwa.ts): no request reaches the server, and online a token is always refreshed first.
  const stale = offlineStaleSession();
  if (stale) return stale.user.id === userId ? stale.access_token : null;
  // A kept token of this user's with time left is the one supabase-js would hand out: no need to wait for it to load.
  // Anything else (another account's, none, one due for its refresh) asks supabase-js, which then follows the change.
  const fresh = freshSession(keptSession(), Date.now());
  if (fresh?.user.id === userId) return fresh.access_token;
  const supabase = await getSupabase();
  const { data } = await supabase.auth.getSession();
  return data.session?.user.id === userId ? data.session.access_token : null;
}

export function callSignedIn<R extends ApiRoute>(route: R, input: CallInput<R>): Promise<RouteAnswer<R>> {
  return withSignedInToken((token) => apiClient.call(route, input, { token }));
}
