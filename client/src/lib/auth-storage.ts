// Where supabase-js keeps the session: sessionStorage only ("remember me" off) or localStorage (on).
import { PRIVATE_CACHE } from '../config/pwa';
import { LANGUAGE_STORAGE_KEY } from './language';
import { THEME_STORAGE_KEY } from './theme';

const REMEMBER_KEY = 'campus-hostel.remember-me';

function safe<T>(action: () => T, fallback: T): T {
  // Storage throws in some private-browsing modes and sandboxed frames; the app still works signed out.
  try {
    return action();
  } catch {
    return fallback;
  }
}

/** Chooses where the next session is kept; call it before signing in. */
export function setRememberMe(remember: boolean): void {
  safe(() => localStorage.setItem(REMEMBER_KEY, remember ? 'yes' : 'no'), undefined);
}

export function isRemembered(): boolean {
  return safe(() => localStorage.getItem(REMEMBER_KEY) === 'yes', false);
}

/** The key supabase-js keeps the session under (named, so the app can tell a visitor without loading supabase-js). */
export const SESSION_STORAGE_KEY = 'campus-hostel.session';

/** The storage adapter handed to supabase-js: reads either store, writes only the chosen one. */
export const authStorage = {
  getItem(key: string): string | null {
    return safe(() => sessionStorage.getItem(key) ?? localStorage.getItem(key), null);
  },
  setItem(key: string, value: string): void {
    const [keep, drop] = isRemembered() ? [localStorage, sessionStorage] : [sessionStorage, localStorage];
    safe(() => {
      keep.setItem(key, value);
      drop.removeItem(key);
    }, undefined);
  },
  removeItem(key: string): void {
    safe(() => {
      sessionStorage.removeItem(key);
      localStorage.removeItem(key);
    }, undefined);
  },
};

/** The reader's display choices belong to the browser, not the account: they outlive a sign-out. */
const KEPT_ACROSS_SIGN_OUT = [LANGUAGE_STORAGE_KEY, THEME_STORAGE_KEY];

/** Forgets everything else this app kept in the browser (logout has always cleared local storage). */
export function clearBrowserStorage(): void {
  safe(() => {
    const kept = KEPT_ACROSS_SIGN_OUT.map((key) => [key, localStorage.getItem(key)] as const);
    localStorage.clear();
    for (const [key, value] of kept) if (value !== null) localStorage.setItem(key, value);
    sessionStorage.clear();
  }, undefined);
  // The offline copies of the reader's own rows (receipts) go with the session, so the next reader never sees them.
  if ('caches' in window) void caches.delete(PRIVATE_CACHE).catch(() => undefined);
}

const SOCIAL_PENDING_KEY = 'campus-hostel.social-sign-in';

/** Remembers, across the provider's redirect, that a social sign-in is under way. */
export function markSocialSignIn(): void {
  safe(() => sessionStorage.setItem(SOCIAL_PENDING_KEY, 'pending'), undefined);
}

/**
 * Whether this page load may carry a session: one kept from earlier or one arriving in the URL fragment.
 * A visitor with neither (and no social sign-in coming back) has nothing to restore.
 */
export function mayHaveSession(): boolean {
  return authStorage.getItem(SESSION_STORAGE_KEY) !== null || /(^#|&)(access_token|error)=/.test(window.location.hash);
}

/** True once after returning from a social sign-in started in this tab. */
export function takeSocialSignIn(): boolean {
  return safe(() => {
    const pending = sessionStorage.getItem(SOCIAL_PENDING_KEY) !== null;
    sessionStorage.removeItem(SOCIAL_PENDING_KEY);
    return pending;
  }, false);
}
