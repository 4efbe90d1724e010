// Server configuration: read once from the environment, validated, with the local stand-ins' defaults.
import { LOCAL_PORTS, LOCAL_STRIPE, LOCAL_SUPABASE } from '@campus-hostel/contracts/local-project';
import { z } from 'zod';

const httpUrl = z
  .url({ protocol: /^https?$/, error: 'must be an http(s) URL' })
  .transform((value) => value.replace(/\/+$/, ''));

/** Keys whose values must never be echoed, even in a startup error. */
const SECRET_KEYS = new Set([
  'SUPABASE_SECRET_KEY',
  'SUPABASE_SERVICE_ROLE_KEY',
  'SUPABASE_JWT_SECRET',
  'STRIPE_SECRET_KEY',
  'STRIPE_WEBHOOK_SECRET',
  'MEAL_TOKEN_SECRET',
  'LEAVE_PASS_SECRET',
  // May carry the SMTP password.
  'SMTP_URL',
]);

/** Signs the students' meal QR tokens locally; public, like the other demo secrets. */
export const LOCAL_MEAL_TOKEN_SECRET = 'local-meal-token-secret-at-least-32-characters';

/** Signs the out-passes of approved leave locally; public, like the other demo secrets. */
export const LOCAL_LEAVE_PASS_SECRET = 'local-leave-pass-secret-at-least-32-characters';

/** The public demo secrets: a live Stripe key beside any of them means a local value reached production. */
const WELL_KNOWN_LOCAL_SECRETS: readonly string[] = [
  LOCAL_SUPABASE.secretKey,
  LOCAL_SUPABASE.legacyJwtSecret,
  LOCAL_SUPABASE.legacyServiceRoleKey,
  LOCAL_STRIPE.webhookSecret,
  LOCAL_MEAL_TOKEN_SECRET,
  LOCAL_LEAVE_PASS_SECRET,
];

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
  // The demo secrets are public: listen on loopback unless told otherwise.
  HOST: z.string().min(1).default('127.0.0.1'),
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
  SUPABASE_URL: httpUrl.default(`http://localhost:${LOCAL_PORTS.supabase}`),
  SUPABASE_SECRET_KEY: z
    .string()
    .regex(/^sb_secret_\S+$/, 'must be a Supabase secret key (sb_secret_…)')
    .optional(),
  SUPABASE_SERVICE_ROLE_KEY: z
    .string()
    .regex(/^[\w-]+\.[\w-]+\.[\w-]+$/, 'must be a legacy service_role JWT (eyJ…)')
    .optional(),
  SUPABASE_JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  STRIPE_SECRET_KEY: z
    .string()
    .regex(/^(sk|rk)_(test|live)_\S+$/, 'must be a Stripe secret key (sk_test_… or sk_live_…)')
    .default(LOCAL_STRIPE.secretKey),
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .regex(/^whsec_\S+$/, 'must be a Stripe webhook signing secret (whsec_…)')
    .default(LOCAL_STRIPE.webhookSecret),
  STRIPE_API_BASE: httpUrl.optional(),
  // Signs the meal QR tokens the mess counters scan (HS256): the API alone issues and checks them.
  MEAL_TOKEN_SECRET: z.string().min(32, 'must be at least 32 characters').default(LOCAL_MEAL_TOKEN_SECRET),
  // Signs the out-pass of an approved leave (HS256), which the gate checks offline of the student's phone: the API
  // alone issues and checks them.
  LEAVE_PASS_SECRET: z.string().min(32, 'must be at least 32 characters').default(LOCAL_LEAVE_PASS_SECRET),
  // hold_bed accepts 1–120 minutes.
  ROOM_HOLD_MINUTES: positiveInt(15).refine((value) => value <= 120, 'must be at most 120'),
  // invite_roommate accepts 1–336 hours (two weeks).
  ROOMMATE_HOLD_HOURS: positiveInt(48).refine((value) => value <= 336, 'must be at most 336'),
  // How long a bed offered from the waitlist is kept for its student; waitlist_sweep accepts 1–336 hours.
  OFFER_HOURS: positiveInt(24).refine((value) => value <= 336, 'must be at most 336'),
  // The selection-day waiting room: at most this many students admitted at once; unset, there is none.
  SELECTION_CAPACITY: z.coerce
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .positive('must be greater than 0')
    .max(1_000_000, 'must be at most 1000000')
    .optional(),
  // How long an admission lasts; waiting_room_join accepts 1–1440 minutes.
  ADMISSION_MINUTES: positiveInt(10).refine((value) => value <= 1440, 'must be at most 1440'),
  CURRENCY: z
    .string()
    .regex(/^[a-zA-Z]{3}$/, 'must be a three-letter ISO currency code')
    .transform((value) => value.toLowerCase())
    .default('inr'),
  // The hold sweep releases lapsed holds and offers freed beds to the waitlist. A bed kept for the waitlist looks free on
  // the map until its offer is made, so the sweep runs every few seconds: three cheap calls per API instance.
  HOLD_SWEEP_INTERVAL_MS: positiveInt(5_000),
  // Where notification emails leave: any SMTP server (smtps:// for implicit TLS); locally the mail catcher.
  SMTP_URL: z
    .url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL' })
    .default(`smtp://127.0.0.1:${LOCAL_PORTS.smtp}`),
  MAIL_FROM: z
    .string()
    .max(320)
    .regex(/^(?:[^<>@\r\n]*<[^<>@\s]+@[^<>@\s]+>|[^<>@\s]+@[^<>@\s]+)$/, 'must be an address, or a name and <address>')
    .default('Campus Hostel <no-reply@hostel.local>'),
  MAIL_SEND_INTERVAL_MS: positiveInt(2_000),
  // The issuer every receipt names. The defaults are the demo's; a deployment sets its own.
  INSTITUTE_NAME: z.string().max(200, 'must be at most 200 characters').default('Campus Institute of Technology'),
  INSTITUTE_ADDRESS: z
    .string()
    .max(500, 'must be at most 500 characters')
    .default('Hostel Office, Campus Road, Raipur, Chhattisgarh 492015, India'),
  // Behind a load balancer: how many proxy hops to trust for the client IP (rate limits key on it).
  TRUST_PROXY_HOPS: z.coerce
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(0, 'must be 0 or more')
    .max(10, 'must be at most 10')
    .default(0),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  // Only addresses at this domain may sign up (e.g. iitbhilai.ac.in); unset, any address may.
  INSTITUTE_EMAIL_DOMAIN: z
    .string()
    .transform((value) => value.toLowerCase().replace(/^@/, ''))
    .pipe(
      z
        .string()
        .max(253, 'must be a domain name')
        .regex(
          /^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)+$/,
          'must be a domain name, e.g. iitbhilai.ac.in',
        ),
    )
    .optional(),
});

export interface Config {
  port: number;
  host: string;
  clientOrigins: string[];
  supabaseUrl: string;
  /** The key the server acts with (service role): the secret key, or a legacy project's service_role JWT. */
  supabaseServerKey: string;
  /** Where user tokens' public keys are published (GoTrue's JWKS). */
  supabaseJwksUrl: string;
  /** A legacy project's HS256 secret; when set, HS256 user tokens are accepted too. */
  supabaseJwtSecret: string | undefined;
  stripeSecretKey: string;
  stripeWebhookSecret: string;
  /** Set only with the Stripe stand-in; hosted Stripe needs no base URL. */
  stripeApiBase: string | undefined;
  /** The HS256 secret of the students' meal QR tokens. */
  mealTokenSecret: string;
  /** The HS256 secret of the out-passes of approved leave. */
  leavePassSecret: string;
  roomHoldMinutes: number;
  /** How long the other bed of a double is kept for an invited roommate. */
  roommateHoldHours: number;
  /** How long a bed offered from the waitlist is kept for the first in line. */
  offerHours: number;
  /** The selection-day waiting room, or null when SELECTION_CAPACITY is unset (no line, no admission needed). */
  waitingRoom: { capacity: number; admissionMinutes: number } | null;
  currency: string;
  holdSweepIntervalMs: number;
  smtpUrl: string;
  mailFrom: string;
  mailSendIntervalMs: number;
  /** The issuer every receipt names (INSTITUTE_NAME, INSTITUTE_ADDRESS). */
  institute: { name: string; address: string };
  /** Where links in emails point: the SPA's first allowed origin. */
  siteUrl: string;
  trustProxyHops: number;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  /** The one domain sign-up is open to, or null for any address; written to the database at start for Auth's hook. */
  instituteEmailDomain: string | null;
  /** One line each to print at start: which legacy settings are in use. */
  notices: string[];
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
  const notices: string[] = [];
  const legacyServerKey = v.SUPABASE_SECRET_KEY === undefined ? v.SUPABASE_SERVICE_ROLE_KEY : undefined;
  if (legacyServerKey)
    notices.push(
      "SUPABASE_SERVICE_ROLE_KEY is a legacy key; use the project's secret key (SUPABASE_SECRET_KEY, sb_secret_…)",
    );
  if (v.SUPABASE_JWT_SECRET)
    notices.push('SUPABASE_JWT_SECRET is set: legacy HS256 user tokens are accepted beside the JWKS');
  const supabaseServerKey = v.SUPABASE_SECRET_KEY ?? legacyServerKey ?? LOCAL_SUPABASE.secretKey;
  if (/^[sr]k_live_/.test(v.STRIPE_SECRET_KEY)) {
    const inUse = {
      SUPABASE_SECRET_KEY: supabaseServerKey,
      SUPABASE_JWT_SECRET: v.SUPABASE_JWT_SECRET,
      STRIPE_WEBHOOK_SECRET: v.STRIPE_WEBHOOK_SECRET,
      MEAL_TOKEN_SECRET: v.MEAL_TOKEN_SECRET,
      LEAVE_PASS_SECRET: v.LEAVE_PASS_SECRET,
    };
    const demo = Object.entries(inUse).find(
      ([, value]) => value !== undefined && WELL_KNOWN_LOCAL_SECRETS.includes(value),
    );
    if (demo)
      throw new ConfigError(
        `Invalid configuration: ${demo[0]} is a public local demo value beside a live Stripe key; set the project's own`,
      );
  }
  return {
    port: v.PORT,
    host: v.HOST,
    clientOrigins: v.CLIENT_ORIGIN,
    supabaseUrl: v.SUPABASE_URL,
    supabaseServerKey,
    supabaseJwksUrl: `${v.SUPABASE_URL}/auth/v1/.well-known/jwks.json`,
    supabaseJwtSecret: v.SUPABASE_JWT_SECRET,
    stripeSecretKey: v.STRIPE_SECRET_KEY,
    stripeWebhookSecret: v.STRIPE_WEBHOOK_SECRET,
    stripeApiBase: v.STRIPE_API_BASE,
    mealTokenSecret: v.MEAL_TOKEN_SECRET,
    leavePassSecret: v.LEAVE_PASS_SECRET,
    roomHoldMinutes: v.ROOM_HOLD_MINUTES,
    roommateHoldHours: v.ROOMMATE_HOLD_HOURS,
    offerHours: v.OFFER_HOURS,
    waitingRoom:
      v.SELECTION_CAPACITY === undefined
        ? null
        : { capacity: v.SELECTION_CAPACITY, admissionMinutes: v.ADMISSION_MINUTES },
    currency: v.CURRENCY,
    holdSweepIntervalMs: v.HOLD_SWEEP_INTERVAL_MS,
    smtpUrl: v.SMTP_URL,
    mailFrom: v.MAIL_FROM,
    mailSendIntervalMs: v.MAIL_SEND_INTERVAL_MS,
    institute: { name: v.INSTITUTE_NAME, address: v.INSTITUTE_ADDRESS },
    siteUrl: v.CLIENT_ORIGIN[0] ?? 'http://localhost:5173',
    trustProxyHops: v.TRUST_PROXY_HOPS,
    logLevel: v.LOG_LEVEL,
    instituteEmailDomain: v.INSTITUTE_EMAIL_DOMAIN ?? null,
    notices,
  };
}
