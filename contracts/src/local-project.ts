// The well-known local values of the Supabase CLI and of the Stripe stand-in: public demo secrets, never for a hosted project.

/** The local Supabase project: the keys `supabase start` prints, so anyone who knows Supabase recognises them. */
export const LOCAL_SUPABASE = {
  url: 'http://localhost:54321',
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
  url: 'http://localhost:12111',
  publishableKey: 'pk_test_local',
  secretKey: 'sk_test_local',
  webhookSecret: 'whsec_local_dev_secret',
} as const;
