// A session as supabase-js keeps it in storage, for tests of what the app does with it before supabase-js has loaded.
import { SESSION_STORAGE_KEY } from '../lib/auth-storage';

/** Keeps a session of `user` whose access token, 'kept', has `secondsLeft` (an hour by default) before it expires. */
export function keepSession(user: { id: string } & Record<string, unknown>, secondsLeft = 3600): void {
  const expiresAt = Math.floor(Date.now() / 1000) + secondsLeft;
  localStorage.setItem(
    SESSION_STORAGE_KEY,
    JSON.stringify({ access_token: 'kept', refresh_token: 'r', expires_at: expiresAt, user }),
  );
}
