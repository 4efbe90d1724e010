// The client's VITE_* configuration rules, shared by the app at boot and by the production build, which refuses bad values.

/** A missing or malformed VITE_* value; its message is one line naming the key. */
export class EnvError extends Error {
  override name = 'EnvError';
}

export interface Env {
  supabaseUrl: string;
  /** The publishable key (sb_publishable_…), or a legacy project's anon key. */
  supabaseKey: string;
  apiUrl: string;
  stripePublishableKey: string;
  /** Empty when payments go to hosted Stripe; the stand-in's base URL otherwise. */
  stripeLocalUrl: string;
}

/** What an absent key means; a production build has none, so every key must be given. */
export type EnvDefaults = Omit<Env, 'stripeLocalUrl'> & { stripeLocalUrl?: string };

export type RawEnv = Record<string, string | boolean | undefined>;

const PUBLISHABLE_KEY = /^sb_publishable_[\w-]+$/;
const LEGACY_ANON_KEY = /^eyJ[\w-]*\.[\w-]+\.[\w-]+$/;
const STRIPE_PUBLISHABLE_KEY = /^pk_(test|live)_\w+$/;

function text(raw: RawEnv, key: string): string | undefined {
  const value = raw[key];
  return value === undefined ? undefined : String(value).trim();
}

function required(raw: RawEnv, key: string, fallback: string | undefined): string {
  const value = text(raw, key) ?? fallback;
  if (value === undefined) throw new EnvError(`${key} is missing: set it in the repository's .env (see .env.example)`);
  if (value === '') throw new EnvError(`${key} must not be empty`);
  return value;
}

function httpUrl(key: string, value: string): string {
  let url: URL | undefined;
  try {
    url = new URL(value);
  } catch {
    url = undefined;
  }
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:')) {
    throw new EnvError(`${key} must be an http(s) URL, got "${value}"`);
  }
  return value.replace(/\/+$/, '');
}

function matching(key: string, value: string, pattern: RegExp, what: string): string {
  if (!pattern.test(value)) throw new EnvError(`${key} must be ${what}`);
  return value;
}

function supabaseKey(raw: RawEnv, fallback: string | undefined): string {
  // Today's publishable key wins; a legacy project's anon key is still accepted in its place.
  const legacy = text(raw, 'VITE_SUPABASE_ANON_KEY');
  if (text(raw, 'VITE_SUPABASE_PUBLISHABLE_KEY') === undefined && legacy !== undefined && legacy !== '') {
    return matching('VITE_SUPABASE_ANON_KEY', legacy, LEGACY_ANON_KEY, 'a legacy anon key (a JWT, eyJ…)');
  }
  const key = required(raw, 'VITE_SUPABASE_PUBLISHABLE_KEY', fallback);
  return matching(
    'VITE_SUPABASE_PUBLISHABLE_KEY',
    key,
    PUBLISHABLE_KEY,
    'a Supabase publishable key (sb_publishable_…)',
  );
}

/** Reads the VITE_* values; an absent key takes its default, or is an error when there is none. */
export function parseEnv(raw: RawEnv, defaults: EnvDefaults | undefined): Env {
  const stripeLocalUrl = text(raw, 'VITE_STRIPE_LOCAL_URL') ?? defaults?.stripeLocalUrl ?? '';
  return {
    supabaseUrl: httpUrl('VITE_SUPABASE_URL', required(raw, 'VITE_SUPABASE_URL', defaults?.supabaseUrl)),
    supabaseKey: supabaseKey(raw, defaults?.supabaseKey),
    apiUrl: httpUrl('VITE_API_URL', required(raw, 'VITE_API_URL', defaults?.apiUrl)),
    stripePublishableKey: matching(
      'VITE_STRIPE_PUBLISHABLE_KEY',
      required(raw, 'VITE_STRIPE_PUBLISHABLE_KEY', defaults?.stripePublishableKey),
      STRIPE_PUBLISHABLE_KEY,
      'a Stripe publishable key (pk_test_… or pk_live_…)',
    ),
    // Empty switches the local card form off: payments go to hosted Stripe through Elements.
    stripeLocalUrl: stripeLocalUrl === '' ? '' : httpUrl('VITE_STRIPE_LOCAL_URL', stripeLocalUrl),
  };
}
