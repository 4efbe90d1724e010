// Reads public data (Supabase's anon role) with a plain fetch, so public pages never wait for supabase-js to load.
import { env } from '../config/env';

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

/** GET /rest/v1/{table} with PostgREST query parameters (select, filters such as `eq.x`, order, limit). */
export async function selectPublic<T>(table: string, query: Record<string, string>): Promise<T[]> {
  const url = new URL(`${env.supabaseUrl}/rest/v1/${encodeURIComponent(table)}`);
  for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value);
  return answer<T[]>(await fetch(url, { headers: headers() }));
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
