// The signed-in user, shared app-wide: a kept session with time left is the user from the first render. The session code
// (supabase-js) loads at once when a session may exist (on /profile and /admin with a kept token that has time left, once
// something asks for it), and for a visitor only when something first needs supabase-js (a sign-in, a lookup), so public
// pages never wait for it.
import type { OfficeRole } from '@campus-hostel/contracts/office-roles';
import { paths } from '../config/paths';
import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { mayHaveSession, takeSocialSignIn } from './auth-storage';
import type { SocialReturn } from './auth-session';
import { toAppUser } from './app-user';
import { freshSession, keptSession, knownAtStart } from './stale-session';
import { onFirstSupabaseRequest, preloadSupabase } from './supabase';

export interface AppUser {
  id: string;
  email: string;
  /** The office role in the account's app_metadata.role (set only by the service role), else 'user'. */
  type: OfficeRole | 'user';
  /**
   * The current access token, sent as the bearer token to our API; empty while the session is stale (offline past its
   * expiry, not yet refreshed), so a token the server would refuse is never sent.
   */
  token: string;
  userMetadata: {
    avatar_url?: string | undefined;
    full_name?: string | undefined;
    email?: string | undefined;
    role?: string | undefined;
    /** The language the account reads the app and its emails in ('en' or 'hi'). */
    locale?: string | undefined;
  };
}

/** Every office role: the hostel office, who use /admin (each role sees only what it may use there). */
export function isOffice(user: AppUser | null): user is AppUser & { type: OfficeRole } {
  return user !== null && user.type !== 'user';
}

/**
 * A guest account (chosen at sign-up): it books guest rooms and nothing a student does. The database decides what a
 * guest may do; the metadata read here only decides what the pages offer.
 */
export function isGuest(user: AppUser | null): boolean {
  return user?.userMetadata.role === 'guest';
}

/** Staff and admins: the whole office, who act for every hostel. */
export function isWholeOffice(user: AppUser | null): boolean {
  return user?.type === 'admin' || user?.type === 'staff';
}

export interface AuthState {
  status: 'loading' | 'ready';
  user: AppUser | null;
}

// Read once, as the app starts: whether this load is the return from a social sign-in started in this tab (a
// sign-in started on this page sets the flag for the next load, so it must not be read any later).
const socialReturn: SocialReturn = { pending: takeSocialSignIn() };
/**
 * The pages whose first paint needs nothing of supabase-js while the kept token has time left: the user is known from
 * storage and their reads are plain fetches with that token. Elsewhere the page's own reads wait for it.
 */
const PAINTED_WITHOUT_SUPABASE: readonly string[] = [paths.profile.path, paths.admin.path];

// A session to restore: its code starts loading as the app's code is evaluated, not after the layout's first render, so
// a signed-in page's reads begin that much sooner; on a page painted without it, supabase-js loads once something asks
// for it or the token is due for its refresh (auth-session).
if (socialReturn.pending || mayHaveSession()) {
  const paintedWithout =
    PAINTED_WITHOUT_SUPABASE.includes(window.location.pathname) && freshSession(keptSession(), Date.now()) !== null;
  if (socialReturn.pending || !paintedWithout) preloadSupabase();
  import('./auth-session').catch(() => undefined);
}

const AuthContext = createContext<AuthState>({ status: 'loading', user: null });

export function AuthProvider({ children }: { children: ReactNode }) {
  // Decided once per mount: a session may be there to restore (kept, in the URL, or a social sign-in coming back).
  const [restoring] = useState(() => socialReturn.pending || mayHaveSession());
  // A kept session that storage can tell at once is the user of the first render, as the session code would report it
  // a moment later: the header is then drawn once with the user's links, not redrawn taller under the page.
  const [state, setState] = useState<AuthState>(() => {
    const known = restoring ? knownAtStart(socialReturn.pending) : null;
    if (known) return { status: 'ready', user: toAppUser(known) };
    return { status: restoring ? 'loading' : 'ready', user: null };
  });

  useEffect(() => {
    let unsubscribe: (() => void) | undefined;
    let cancelled = false;
    const follow = () => {
      void import('./auth-session')
        .then(({ watchSession }) => watchSession((user) => setState({ status: 'ready', user }), socialReturn))
        .then(
          (stop) => {
            if (cancelled) stop();
            else unsubscribe = stop;
          },
          (error: unknown) => {
            console.warn('Could not load the session', error);
            if (!cancelled) setState({ status: 'ready', user: null });
          },
        );
    };
    // A visitor's session is followed once something first needs supabase-js; until it reports, a sign-in
    // that has just happened must not read as "signed out".
    let stopWaiting = (): void => undefined;
    if (restoring) follow();
    else
      stopWaiting = onFirstSupabaseRequest(() => {
        setState({ status: 'loading', user: null });
        follow();
      });
    return () => {
      cancelled = true;
      stopWaiting();
      unsubscribe?.();
    };
  }, [restoring]);

  return <AuthContext.Provider value={state}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthState {
  return useContext(AuthContext);
}
