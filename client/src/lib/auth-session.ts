// Follows supabase-js's session and reports it as the app's user; loaded right after the first render.
import { notify } from './notifications';
import type { Session } from '@supabase/supabase-js';
import { keptSession, knownAtStart, REFRESH_MARGIN_MS, signedInFrom, type SignedIn } from './stale-session';
import { getSupabase, onFirstSupabaseRequest } from './supabase';
import type { AppUser } from './auth';
import { toAppUser } from './app-user';

/**
 * Resolves when something first asks for supabase-js (a write, a channel, a read that needs it, a sign-out, the bell's
 * count once the kept session is gone) or when the kept token is due for its refresh, whichever comes first: until
 * then a session known from storage needs nothing of supabase-js, and a page painted without it never loads it.
 */
function firstAskOrRefreshDue(kept: Session): Promise<void> {
  const due = (kept.expires_at ?? 0) * 1000 - REFRESH_MARGIN_MS - Date.now();
  return new Promise((resolve) => {
    let cancel = (): void => undefined;
    const timer = setTimeout(
      () => {
        cancel();
        resolve();
      },
      Math.max(0, due),
    );
    cancel = onFirstSupabaseRequest(() => {
      clearTimeout(timer);
      resolve();
    });
  });
}

/** Whether this page load is the return from a social sign-in, until the first subscription announces it. */
export interface SocialReturn {
  pending: boolean;
}

/** What a report says, to tell a repeat of the last one: the account, its token, and whether it is stale. */
function reportKey(signedIn: SignedIn | null): string {
  return signedIn ? `${signedIn.session.user.id} ${signedIn.session.access_token} ${signedIn.stale}` : '';
}

/** Calls `onUser` with the current user now and after every change; returns the unsubscribe function. */
export async function watchSession(
  onUser: (user: AppUser | null) => void,
  socialReturn: SocialReturn,
): Promise<() => void> {
  // A kept session is known from storage at once, while supabase-js is still on its way: the page renders and
  // asks for its reads meanwhile. A social sign-in coming back waits for supabase-js to take the session from the URL.
  const known = knownAtStart(socialReturn.pending);
  if (known) onUser(toAppUser(known));
  // What was last reported; nothing yet when storage could not tell.
  let last = known ? reportKey(known) : undefined;
  if (known && !known.stale) await firstAskOrRefreshDue(known.session);
  const [supabase, { messages }] = await Promise.all([getSupabase(), import('../config/messages')]);
  // INITIAL_SESSION arrives first (after any session in the URL fragment is taken), then every change.
  const { data } = supabase.auth.onAuthStateChange((event, session) => {
    const signedIn = signedInFrom(session, keptSession(), Date.now());
    // A repeat of the session already reported (the first reports after the one from storage) renders nothing again;
    // an update of the user's details keeps its token, so it always counts.
    const key = reportKey(signedIn);
    if (key !== last || event === 'USER_UPDATED') onUser(toAppUser(signedIn));
    last = key;
    // Announced once, by whichever subscription hears it first (React's development mode subscribes twice).
    if (event === 'INITIAL_SESSION' && socialReturn.pending) {
      socialReturn.pending = false;
      if (session) notify.success(messages.signInSuccess);
      // Social sign-in failures stay silent, as they always have: logged, not shown.
      else console.warn('Social sign-in did not complete');
    }
  });
  // Back online, a stale session is refreshed at once (getSession refreshes an expired token) rather than at
  // supabase-js's next tick; a refresh Auth refuses removes the session, which then reads as signed out.
  const refresh = () => void supabase.auth.getSession();
  window.addEventListener('online', refresh);
  return () => {
    window.removeEventListener('online', refresh);
    data.subscription.unsubscribe();
  };
}
