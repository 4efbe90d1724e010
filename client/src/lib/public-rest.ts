// Reads public data (Supabase's anon role) with a plain fetch, so public pages never wait for supabase-js to load. The
// same requests carry a signed-in user's token for lib/signed-in-rest.ts.
import { env } from '../config/env';
import { readAllPages, totalOf } from './pages';

/** A refusal from Supabase's REST API, with PostgREST's message and code. */
export class RestError extends Error {
  override name = 'RestError';
  constructor(
    message: string,
    readonly status: number,
    readonly code: string | undefined,
  ) {
    super(message);
  }
}

// The headers supabase-js sends: the publishable (or legacy anon) key as apikey, and as the bearer token a signed-in
// user's access token, or the key itself for a visitor.
function headers(token: string): Record<string, string> {
  return {
    apikey: env.supabaseKey,
    Authorization: `Bearer ${token}`,
    Accept: 'application/json',
  };
}

async function answer<T>(response: Response): Promise<T> {
  if (response.ok) return (await response.json()) as T;
  const body = (await response.json().catch(() => null)) as {
    message?: unknown;
    code?: unknown;
  } | null;
  throw new RestError(
    typeof body?.message === 'string' ? body.message : response.statusText,
    response.status,
    typeof body?.code === 'string' ? body.code : undefined,
  );
}

/**
 * GET /rest/v1/{table} with PostgREST query parameters (select, filters such as `eq.x`, order) as `token`'s bearer, every
 * row: a list longer than the project's max_rows arrives in pages (offset, limit and an exact count, as supabase-js's
 * range() asks).
 */
export function selectRows<T>(table: string, query: Record<string, string>, token: string): Promise<T[]> {
  return readAllPages(async (from, to) => {
    const url = new URL(`${env.supabaseUrl}/rest/v1/${encodeURIComponent(table)}`);
    for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value);
    url.searchParams.set('offset', String(from));
    url.searchParams.set('limit', String(to - from + 1));
    const response = await fetch(url, { headers: { ...headers(token), Prefer: 'count=exact' } });
    const rows = await answer<T[]>(response);
    return { rows, total: totalOf(response.headers.get('Content-Range')) ?? from + rows.length };
  });
}

/** How many rows of `table` the query finds, as `token`'s bearer: HEAD with an exact count, as supabase-js's head: true. */
export async function countRows(table: string, query: Record<string, string>, token: string): Promise<number> {
  const url = new URL(`${env.supabaseUrl}/rest/v1/${encodeURIComponent(table)}`);
  for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value);
  const response = await fetch(url, { method: 'HEAD', headers: { ...headers(token), Prefer: 'count=exact' } });
  // A HEAD answer has no body to carry PostgREST's message.
  if (!response.ok) throw new RestError(response.statusText, response.status, undefined);
  return totalOf(response.headers.get('Content-Range')) ?? 0;
}

/** POST /rest/v1/rpc/{name} with named arguments as `token`'s bearer, as supabase-js's rpc() calls it. */
export async function callRpc<T>(name: string, args: Record<string, unknown>, token: string): Promise<T> {
  const response = await fetch(`${env.supabaseUrl}/rest/v1/rpc/${encodeURIComponent(name)}`, {
    method: 'POST',
    headers: { ...headers(token), 'Content-Type': 'application/json' },
    body: JSON.stringify(args),
  });
  return answer<T>(response);
}

/** Every row of a public read, as a visitor. */
export function selectPublic<T>(table: string, query: Record<string, string>): Promise<T[]> {
  return selectRows(table, query, env.supabaseKey);
}

/** A public function's answer, called as a visitor. */
export function rpcPublic<T>(name: string, args: Record<string, unknown> = {}): Promise<T> {
  return callRpc(name, args, env.supabaseKey);
}
