// /profile's one read, started before the page's code has arrived. When the app opens at /profile the layout starts it
// as the layout's own code runs, since the page's code is a chain of requests behind the layout's and, on a phone, the
// read's connection and CORS preflight take about as long; when one comes from another page, the page's code starts it.
// The page's first render takes it; my-profile.ts makes its answer each panel's part.
import { rpcSignedIn } from '../../../lib/signed-in-rest';
import { freshSession, keptSession } from '../../../lib/stale-session';

/** my_profile's rows as the database answers them, for my-profile.ts to check. */
export function readMyProfileRows(): Promise<unknown> {
  return rpcSignedIn<unknown>('my_profile');
}

/** The read started early, for the account whose token storage kept; taken once. */
let early: { userId: string; rows: Promise<unknown> } | null = null;

/** Starts the read when storage keeps a session with time left (whose token it sends), unless it is already under way. */
export function startMyProfile(): void {
  const kept = freshSession(keptSession(), Date.now());
  if (!kept || early?.userId === kept.user.id) return;
  const rows = readMyProfileRows();
  // Its failure is the page's to show, when the page takes it.
  rows.catch(() => undefined);
  early = { userId: kept.user.id, rows };
}

/** The read started early, once, if it was started for `userId`; otherwise a read of its own. */
export function takeMyProfileRows(userId: string): Promise<unknown> {
  const started = early;
  early = null;
  return started?.userId === userId ? started.rows : readMyProfileRows();
}
