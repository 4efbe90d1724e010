// The well-known local values of the Supabase CLI and of the Stripe stand-in: public demo secrets, never for a hosted project.

/** The local Supabase project: the keys `supabase start` prints, so anyone who knows Supabase recognises them. */
export const LOCAL_SUPABASE = {
  /** Browser-safe key of today's projects (acts as the anon role). */
  publishableKey: 'sb_publishable_ACJWlzQHlZjBrEguHvfOxg_3BJgxAaH',
  /** Server-only key of today's projects (acts as the service role). */
  secretKey: 'sb_secret_N7UND0UgjKTVK-Uodkm0Hg_xSvEMPvz',
  /** Legacy projects sign tokens HS256 with this secret. */
  legacyJwtSecret: 'super-secret-jwt-token-with-at-least-32-characters-long',
  /** Legacy anon key: `{"iss":"supabase-demo","role":"anon","exp":1983812996}` signed with legacyJwtSecret. */
  legacyAnonKey:
    'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0',
  /** Legacy service-role key: `{"iss":"supabase-demo","role":"service_role","exp":1983812996}` signed with legacyJwtSecret. */
  legacyServiceRoleKey:
    'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6InNlcnZpY2Vfcm9sZSIsImV4cCI6MTk4MzgxMjk5Nn0.EGIM96RAZx35lJzdJsyH-qQwv8Hdp7fsn3W0YpN81IU',
} as const;

/** The Stripe stand-in's keys (stripe-mock style test keys). */
export const LOCAL_STRIPE = {
  publishableKey: 'pk_test_local',
  secretKey: 'sk_test_local',
  webhookSecret: 'whsec_local_dev_secret',
} as const;

/** The ports of the local stack (`npm start`), as the Supabase CLI and stripe-mock use them. */
export const LOCAL_PORTS = { web: 5173, api: 8787, supabase: 54321, stripe: 12111, mail: 54324, smtp: 54325 } as const;

/** The SPA's VITE_* keys for a local stack: `npm start`'s by default, or a test's own host and ports. */
export function localClientEnv(
  host = 'localhost',
  ports: { supabase: number; api: number; stripe: number } = LOCAL_PORTS,
): Record<string, string> {
  return {
    VITE_SUPABASE_URL: `http://${host}:${ports.supabase}`,
    VITE_SUPABASE_PUBLISHABLE_KEY: LOCAL_SUPABASE.publishableKey,
    VITE_API_URL: `http://${host}:${ports.api}`,
    VITE_STRIPE_PUBLISHABLE_KEY: LOCAL_STRIPE.publishableKey,
    VITE_STRIPE_LOCAL_URL: `http://${host}:${ports.stripe}`,
  };
}
