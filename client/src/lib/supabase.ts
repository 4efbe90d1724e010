// The one Supabase client, created on first use so supabase-js stays out of the landing page's bundle.
import type { SupabaseClient } from "@supabase/supabase-js";
import { authStorage } from "./auth-storage";
import type { Database } from "./database.types";

export type Supabase = SupabaseClient<Database>;

let client: Promise<Supabase> | undefined;

export function getSupabase(): Promise<Supabase> {
  // The configuration check (config/env) runs here, on the first call right after the first render.
  client ??= Promise.all([
    import("@supabase/supabase-js"),
    import("../config/env"),
  ]).then(
    ([{ createClient }, { env }]) =>
      createClient<Database>(env.supabaseUrl, env.supabaseAnonKey, {
        auth: {
          storage: authStorage,
          persistSession: true,
          autoRefreshToken: true,
          // Social sign-in comes back with the session in the URL fragment (implicit flow).
          detectSessionInUrl: true,
          flowType: "implicit",
        },
      }),
    (error: unknown) => {
      // A failed chunk download must not poison every later call: let the next one try again.
      client = undefined;
      throw error;
    },
  );
  return client;
}
