// The Supabase clients the server uses: the only place they are created.
import { isIP } from 'node:net';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { createRemoteJWKSet } from 'jose';
import type { Logger } from 'pino';
import type { Config } from '../config.js';
import { startPeriodic, type Periodic } from '../timing/periodic.js';
import type { Database } from '@campus-hostel/contracts/database-types';
import { keepAliveFetch } from './http-fetch.js';

const serverOptions = {
  auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
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

/** The project's published token keys, as jose keeps them: a key getter that can also be told to fetch them again. */
export type SupabaseJwks = ReturnType<typeof createRemoteJWKSet>;

/** How long fetched keys are used before a request fetches them again, and how often the server refreshes them. */
const JWKS_MAX_AGE_MS = 10 * 60_000;
const JWKS_REFRESH_MS = JWKS_MAX_AGE_MS / 2;

/**
 * The project's published token keys, cached (kept fresh by keepJwksFresh); a token with a kid not yet seen fetches them
 * again (at most every 30 s), so a rotated signing key is picked up without a restart.
 */
export function createSupabaseJwks(config: Pick<Config, 'supabaseJwksUrl'>): SupabaseJwks {
  return createRemoteJWKSet(new URL(config.supabaseJwksUrl), {
    cacheMaxAge: JWKS_MAX_AGE_MS,
    cooldownDuration: 30_000,
  });
}

/**
 * Fetches the keys at start and again every five minutes, so no request waits for them. Left to jose alone, the first
 * requests after a start (and every request after the keys' ten minutes) fetched them first, with a 5 s limit: at the
 * opening of selection, with Auth busy, that fetch ran out and every request waiting on it answered 503. A refresh that
 * fails keeps the keys already fetched; only keys older than ten minutes are fetched by a request again.
 */
export function keepJwksFresh(jwks: SupabaseJwks, logger: Logger): Periodic {
  const refresh = startPeriodic(
    'JWKS refresh',
    async () => {
      await jwks.reload();
      return 1;
    },
    JWKS_REFRESH_MS,
    logger,
  );
  refresh.runOnce().catch((err: unknown) => {
    logger.warn({ err }, 'the JWKS could not be fetched at start; the first request fetches it');
  });
  return refresh;
}
