// Server configuration: read once from the environment, validated, with the local stand-ins' defaults.
import { z } from 'zod';

/** The Supabase CLI's well-known local service-role key (HS256, role service_role, signed with the local JWT secret). */
const LOCAL_SERVICE_ROLE_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6InNlcnZpY2Vfcm9sZSIsImV4cCI6MTk4MzgxMjk5Nn0.EGIM96RAZx35lJzdJsyH-qQwv8Hdp7fsn3W0YpN81IU';
const LOCAL_JWT_SECRET = 'super-secret-jwt-token-with-at-least-32-characters-long';

const httpUrl = z
  .url({ protocol: /^https?$/, error: 'must be an http(s) URL' })
  .transform((value) => value.replace(/\/+$/, ''));

/** Keys whose values must never be echoed, even in a startup error. */
const SECRET_KEYS = new Set(['SUPABASE_SERVICE_ROLE_KEY', 'SUPABASE_JWT_SECRET', 'STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET']);

const positiveInt = (fallback: number) =>
  z.coerce
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .positive('must be greater than 0')
    .default(fallback);

const schema = z.object({
  PORT: z.coerce
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(0, 'must be a port number')
    .max(65535, 'must be a port number')
    .default(8787),
  CLIENT_ORIGIN: z
    .string()
    .default('http://localhost:5173')
    .transform((value) =>
      value
        .split(',')
        .map((origin) => origin.trim().replace(/\/+$/, ''))
        .filter((origin) => origin.length > 0),
    )
    .pipe(z.array(httpUrl).min(1, 'must list at least one origin')),
  SUPABASE_URL: httpUrl.default('http://localhost:54321'),
  SUPABASE_SERVICE_ROLE_KEY: z.string().min(1, 'must not be empty').default(LOCAL_SERVICE_ROLE_KEY),
  SUPABASE_JWT_SECRET: z.string().min(32, 'must be at least 32 characters').default(LOCAL_JWT_SECRET),
  STRIPE_SECRET_KEY: z
    .string()
    .regex(/^(sk|rk)_(test|live)_\S+$/, 'must be a Stripe secret key (sk_test_… or sk_live_…)')
    .default('sk_test_local'),
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .regex(/^whsec_\S+$/, 'must be a Stripe webhook signing secret (whsec_…)')
    .default('whsec_local_dev_secret'),
  STRIPE_API_BASE: httpUrl.optional(),
  // hold_room accepts 1–120 minutes.
  ROOM_HOLD_MINUTES: positiveInt(15).refine((value) => value <= 120, 'must be at most 120'),
  CURRENCY: z
    .string()
    .regex(/^[a-zA-Z]{3}$/, 'must be a three-letter ISO currency code')
    .transform((value) => value.toLowerCase())
    .default('inr'),
  HOLD_SWEEP_INTERVAL_MS: positiveInt(60_000),
  // Behind a load balancer: how many proxy hops to trust for the client IP (rate limits key on it).
  TRUST_PROXY_HOPS: z.coerce
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(0, 'must be 0 or more')
    .max(10, 'must be at most 10')
    .default(0),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export interface Config {
  port: number;
  clientOrigins: string[];
  supabaseUrl: string;
  supabaseServiceRoleKey: string;
  supabaseJwtSecret: string;
  stripeSecretKey: string;
  stripeWebhookSecret: string;
  /** Set only with the Stripe stand-in; hosted Stripe needs no base URL. */
  stripeApiBase: string | undefined;
  roomHoldMinutes: number;
  currency: string;
  holdSweepIntervalMs: number;
  trustProxyHops: number;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
}

/** Thrown when the environment holds a malformed value; its message is one line naming the key. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Parses the environment (empty values count as unset, as in `.env.example`); throws ConfigError naming the first bad key. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const present = Object.fromEntries(
    Object.keys(schema.shape).flatMap((key) => {
      const value = env[key]?.trim();
      return value ? [[key, value]] : [];
    }),
  );
  const result = schema.safeParse(present);
  if (!result.success) {
    const issue = result.error.issues[0];
    const key = issue ? String(issue.path[0] ?? 'environment') : 'environment';
    const detail = issue?.message ?? 'is invalid';
    const shown = SECRET_KEYS.has(key) ? '' : ` (got ${JSON.stringify(present[key] ?? '')})`;
    throw new ConfigError(`Invalid configuration: ${key} ${detail}${shown}`);
  }
  const v = result.data;
  return {
    port: v.PORT,
    clientOrigins: v.CLIENT_ORIGIN,
    supabaseUrl: v.SUPABASE_URL,
    supabaseServiceRoleKey: v.SUPABASE_SERVICE_ROLE_KEY,
    supabaseJwtSecret: v.SUPABASE_JWT_SECRET,
    stripeSecretKey: v.STRIPE_SECRET_KEY,
    stripeWebhookSecret: v.STRIPE_WEBHOOK_SECRET,
    stripeApiBase: v.STRIPE_API_BASE,
    roomHoldMinutes: v.ROOM_HOLD_MINUTES,
    currency: v.CURRENCY,
    holdSweepIntervalMs: v.HOLD_SWEEP_INTERVAL_MS,
    trustProxyHops: v.TRUST_PROXY_HOPS,
    logLevel: v.LOG_LEVEL,
  };
}
