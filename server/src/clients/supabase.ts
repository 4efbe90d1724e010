// The Supabase clients the server uses: the only place they are created.
import { isIP } from 'node:net';
import { createClient, type SupabaseClient, type SupabaseClientOptions } from '@supabase/supabase-js';
import { createRemoteJWKSet, type JWTVerifyGetKey } from 'jose';
import type { Config } from '../config.js';
import type { Database } from '@campus-hostel/contracts/database-types';
import { keepAliveFetch } from './http-fetch.js';

type RealtimeTransport = NonNullable<NonNullable<SupabaseClientOptions<'public'>['realtime']>['transport']>;

/**
 * The server never opens a Realtime channel, but supabase-js builds its Realtime client eagerly and
 * on Node 20 (no global WebSocket) that throws unless a transport is given. This one is never used.
 */
class RealtimeUnused {
  constructor() {
    throw new Error('The API server does not use Supabase Realtime');
  }
}

const serverOptions = {
  auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  realtime: { transport: RealtimeUnused as unknown as RealtimeTransport },
  global: { fetch: keepAliveFetch },
};

/**
 * Typed by the generated database types. Their function results are typed as typegen reads `returns table`, where every
 * column is non-null (hold_bed answers nulls), so answers are still validated with zod where they are read.
 */
export type Supabase = SupabaseClient<Database>;

/** Service-role client: bypasses RLS, calls the server-only SQL functions. Never signs anyone in. */
export function createSupabaseAdmin(config: Config): Supabase {
  return createClient<Database>(config.supabaseUrl, config.supabaseServerKey, serverOptions);
}

/**
 * A fresh client for one admin password check. Each sign-in gets its own, so no admin's session is
 * ever kept in the server's memory or shared between concurrent requests.
 *
 * GoTrue limits failed sign-ins per client IP, and every check starts here, at the server's address:
 * without more, one source's failures would use up the budget of every admin. So the caller's address
 * goes along as `Sb-Forwarded-For`, which GoTrue rate-limits by instead of the connection's. Hosted
 * Supabase honours it only with a secret key (sb_secret_…) and with IP address forwarding switched on
 * for the project; a legacy service_role key cannot forward (docs/decisions/004-admin-sign-in.md).
 */
export function createSupabaseAuth(config: Config, clientIp: string | undefined): Supabase {
  const forwards = clientIp !== undefined && isIP(clientIp) !== 0 && config.supabaseServerKey.startsWith('sb_secret_');
  return createClient<Database>(config.supabaseUrl, config.supabaseServerKey, {
    ...serverOptions,
    global: { ...serverOptions.global, headers: forwards ? { 'sb-forwarded-for': clientIp } : {} },
  });
}

/**
 * The project's published token keys, fetched once and cached; a token with a kid not yet seen fetches them again
 * (at most every 30 s), so a rotated signing key is picked up without a restart.
 */
export function createSupabaseJwks(config: Config): JWTVerifyGetKey {
  return createRemoteJWKSet(new URL(config.supabaseJwksUrl), { cacheMaxAge: 10 * 60_000, cooldownDuration: 30_000 });
}
