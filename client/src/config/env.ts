// The client's configuration, read from Vite's build-time env once and checked at boot.

/** Raised at boot when a VITE_* variable is malformed; its message names the key. */
export class EnvError extends Error {
  override name = "EnvError";
}

// The Supabase CLI's well-known local anon key: the same default the stand-in and .env.example use.
const LOCAL_ANON_KEY =
  "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0";

export interface Env {
  supabaseUrl: string;
  supabaseAnonKey: string;
  apiUrl: string;
  stripePublishableKey: string;
  /** Empty when payments go to hosted Stripe; the stand-in's base URL otherwise. */
  stripeLocalUrl: string;
}

type RawEnv = Record<string, string | boolean | undefined>;

function httpUrl(
  raw: RawEnv,
  key: string,
  fallback: string,
  allowEmpty = false,
): string {
  const value = raw[key];
  // A default applies only when the key is absent, so an explicit empty value can switch a feature off.
  const text = value === undefined ? fallback : String(value).trim();
  if (text === "" && allowEmpty) return "";
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new EnvError(`${key} must be an http(s) URL, got "${text}"`);
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") {
    throw new EnvError(`${key} must be an http(s) URL, got "${text}"`);
  }
  return text.replace(/\/+$/, "");
}

function nonEmpty(raw: RawEnv, key: string, fallback: string): string {
  const value = raw[key];
  const text = value === undefined ? fallback : String(value).trim();
  if (text === "") throw new EnvError(`${key} must not be empty`);
  return text;
}

export function parseEnv(raw: RawEnv): Env {
  return {
    supabaseUrl: httpUrl(raw, "VITE_SUPABASE_URL", "http://localhost:54321"),
    supabaseAnonKey: nonEmpty(raw, "VITE_SUPABASE_ANON_KEY", LOCAL_ANON_KEY),
    apiUrl: httpUrl(raw, "VITE_API_URL", "http://localhost:8787"),
    stripePublishableKey: nonEmpty(
      raw,
      "VITE_STRIPE_PUBLISHABLE_KEY",
      "pk_test_local",
    ),
    stripeLocalUrl: httpUrl(
      raw,
      "VITE_STRIPE_LOCAL_URL",
      "http://localhost:12111",
      true,
    ),
  };
}

export const env: Env = parseEnv(import.meta.env);
