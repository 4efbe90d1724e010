// What the session kept in storage says before supabase-js has loaded or could refresh it. A token with time left is
// used at once: the page renders and reads while supabase-js loads. One that expired while supabase-js could not reach
// Auth to refresh it (offline) leaves the reader still signed in, stale, so a page with an offline copy of their own
// reads (the out-pass) still shows it. A refresh that Auth refused (a revoked or used refresh token) has already removed
// the session from storage, so that one signs out as before.
import type { Session } from '@supabase/supabase-js';
import { authStorage, SESSION_STORAGE_KEY } from './auth-storage';

/** Who is signed in: their session, and whether its access token is past its expiry and not yet refreshed. */
export interface SignedIn {
  session: Session;
  stale: boolean;
}

function isSession(value: unknown): value is Session {
  if (typeof value !== 'object' || value === null) return false;
  const { access_token, refresh_token, expires_at, user } = value as Record<string, unknown>;
  return (
    typeof access_token === 'string' &&
    typeof refresh_token === 'string' &&
    typeof expires_at === 'number' &&
    typeof user === 'object' &&
    user !== null &&
    typeof (user as Record<string, unknown>).id === 'string'
  );
}

/** The session supabase-js keeps in storage, if there is one of the shape it writes. */
export function keptSession(): Session | null {
  const raw = authStorage.getItem(SESSION_STORAGE_KEY);
  if (raw === null) return null;
  try {
    const value: unknown = JSON.parse(raw);
    return isSession(value) ? value : null;
  } catch {
    return null;
  }
}

/** `kept` when its access token has expired by `now` (ms): the server would refuse it, and only a refresh renews it. */
export function expiredSession(kept: Session | null, now: number): Session | null {
  return kept?.expires_at !== undefined && kept.expires_at * 1000 <= now ? kept : null;
}

/**
 * Who is signed in, from what supabase-js reports and what it keeps: its session when it reports one; else a kept
 * session past its expiry, which only a refresh that never reached Auth leaves in storage, as stale; else nobody.
 */
export function signedInFrom(reported: Session | null, kept: Session | null, now: number): SignedIn | null {
  if (reported) return { session: reported, stale: false };
  const expired = expiredSession(kept, now);
  return expired ? { session: expired, stale: true } : null;
}

/** supabase-js refreshes a token this close to its expiry before it reports or uses the session. */
export const REFRESH_MARGIN_MS = 90_000;

/**
 * Who is signed in as far as storage can tell before supabase-js has loaded: the kept session while its token has more
 * than the refresh margin left (supabase-js would report it unchanged), or offline while it is valid at all; offline
 * past its expiry, the kept session as stale; otherwise nobody yet, and supabase-js decides once it has refreshed.
 */
export function knownAtOnce(kept: Session | null, online: boolean, now: number): SignedIn | null {
  if (kept?.expires_at === undefined) return null;
  const left = kept.expires_at * 1000 - now;
  if (freshSession(kept, now) || (!online && left > 0)) return { session: kept, stale: false };
  return online ? null : { session: kept, stale: true };
}

/** What storage tells at once as the app starts; nothing while a social sign-in comes back (its session is in the URL). */
export function knownAtStart(socialReturnPending: boolean): SignedIn | null {
  return socialReturnPending ? null : knownAtOnce(keptSession(), navigator.onLine, Date.now());
}

/** `kept` while its token has more than the refresh margin left: what supabase-js would use unchanged. */
export function freshSession(kept: Session | null, now: number): Session | null {
  return kept?.expires_at !== undefined && kept.expires_at * 1000 - now > REFRESH_MARGIN_MS ? kept : null;
}

/**
 * Offline, the expired kept session, if any: known at once, where supabase-js would first spend about 25 s retrying
 * its refresh. Online, none: the token is refreshed before anything is sent.
 */
export function offlineStaleSession(): Session | null {
  return navigator.onLine ? null : expiredSession(keptSession(), Date.now());
}
