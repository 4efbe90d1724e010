// The signed-in user's access token for a request, and their reads of Supabase's REST API (through RLS) with it: plain
// fetches, as lib/public-rest.ts reads for visitors, so a signed-in page's first reads start while supabase-js is still
// loading instead of after it.
import { messages } from '../config/messages';
import { ApiError } from './errors';
import { callRpc, RestError, selectRows } from './public-rest';
import { freshSession, keptSession } from './stale-session';
import { getSupabase } from './supabase';

/** The token supabase-js holds, refreshed first when it has expired. */
async function currentToken(): Promise<string> {
  const supabase = await getSupabase();
  // getSession() refreshes an expired access token first, so the bearer token is always current.
  const { data, error } = await supabase.auth.getSession();
  if (error) throw error;
  const token = data.session?.access_token;
  if (!token) throw new ApiError(messages.sessionEnded, 401);
  return token;
}

/**
 * `send` with the kept session's token while it has time left, so the request starts while supabase-js loads; else, or
 * when that token is refused (401: revoked, or the clock is wrong), with the token supabase-js has refreshed.
 */
export async function withSignedInToken<T>(send: (token: string) => Promise<T>): Promise<T> {
  const kept = freshSession(keptSession(), Date.now());
  if (kept) {
    try {
      return await send(kept.access_token);
    } catch (error) {
      if (!(error instanceof Error && 'status' in error && error.status === 401)) throw error;
    }
  }
  return send(await currentToken());
}

/** Every row of `table` the signed-in user may read, with PostgREST query parameters (select, filters, order). */
export function selectSignedIn<T>(table: string, query: Record<string, string>): Promise<T[]> {
  return withSignedInToken((token) => selectRows<T>(table, query, token));
}

/** The one row the query finds, or null; more than one is refused, as supabase-js's maybeSingle() refuses it. */
export async function selectOneSignedIn<T>(table: string, query: Record<string, string>): Promise<T | null> {
  const rows = await selectSignedIn<T>(table, query);
  if (rows.length > 1) throw new RestError('JSON object requested, multiple rows returned', 406, 'PGRST116');
  return rows[0] ?? null;
}

/** A database function's answer, called as the signed-in user. */
export function rpcSignedIn<T>(name: string, args: Record<string, unknown> = {}): Promise<T> {
  return withSignedInToken((token) => callRpc<T>(name, args, token));
}
