// Reads public data (Supabase's anon role) with a plain fetch, so public pages never wait for supabase-js to load.
import { env } from '../config/env';
import { readAllPages, totalOf } from './pages';

/** A refusal from Supabase's REST API, with PostgREST's message and code. */
export class PublicRestError extends Error {
  override name = 'PublicRestError';
  constructor(
    message: string,
    readonly status: number,
    readonly code: string | undefined,
  ) {
    super(message);
  }
}

// The headers supabase-js sends for a visitor: the publishable (or legacy anon) key as apikey and as the bearer token.
function headers(): Record<string, string> {
  return {
    apikey: env.supabaseKey,
    Authorization: `Bearer ${env.supabaseKey}`,
    Accept: 'application/json',
  };
}

async function answer<T>(response: Response): Promise<T> {
  if (response.ok) return (await response.json()) as T;
  const body = (await response.json().catch(() => null)) as {
    message?: unknown;
    code?: unknown;
  } | null;
  throw new PublicRestError(
    typeof body?.message === 'string' ? body.message : response.statusText,
    response.status,
    typeof body?.code === 'string' ? body.code : undefined,
  );
}

/**
 * GET /rest/v1/{table} with PostgREST query parameters (select, filters such as `eq.x`, order), every row: a list
 * longer than the project's max_rows arrives in pages (offset, limit and an exact count, as supabase-js's range() asks).
 */
export function selectPublic<T>(table: string, query: Record<string, string>): Promise<T[]> {
  return readAllPages(async (from, to) => {
    const url = new URL(`${env.supabaseUrl}/rest/v1/${encodeURIComponent(table)}`);
    for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value);
    url.searchParams.set('offset', String(from));
    url.searchParams.set('limit', String(to - from + 1));
    const response = await fetch(url, { headers: { ...headers(), Prefer: 'count=exact' } });
    const rows = await answer<T[]>(response);
    return { rows, total: totalOf(response.headers.get('Content-Range')) ?? from + rows.length };
  });
}

/** POST /rest/v1/rpc/{name} with named arguments, as supabase-js's rpc() calls it. */
export async function rpcPublic<T>(name: string, args: Record<string, unknown> = {}): Promise<T> {
  const response = await fetch(`${env.supabaseUrl}/rest/v1/rpc/${encodeURIComponent(name)}`, {
    method: 'POST',
    headers: { ...headers(), 'Content-Type': 'application/json' },
    body: JSON.stringify(args),
  });
  return answer<T>(response);
}
