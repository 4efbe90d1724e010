// The one Supabase client, created on first use so supabase-js stays out of the landing page's bundle.
import type { SupabaseClient } from '@supabase/supabase-js';
import { authStorage, SESSION_STORAGE_KEY } from './auth-storage';
import type { Database } from '@campus-hostel/contracts/database-types';

export type Supabase = SupabaseClient<Database>;

let client: Promise<Supabase> | undefined;
const firstRequestListeners = new Set<() => void>();

/** Calls `listener` when supabase-js is first asked for (at once if it already was); returns a cancel function. */
export function onFirstSupabaseRequest(listener: () => void): () => void {
  if (client) {
    listener();
    return () => undefined;
  }
  firstRequestListeners.add(listener);
  return () => firstRequestListeners.delete(listener);
}

export function getSupabase(): Promise<Supabase> {
  if (!client) {
    client = createSupabase();
    const listeners = [...firstRequestListeners];
    firstRequestListeners.clear();
    for (const listener of listeners) listener();
  }
  return client;
}

/**
 * Starts downloading supabase-js before the client is first asked for, when a session is about to be restored: the
 * page's reads wait for it. A failed download costs only the head start; getSupabase asks again.
 */
export function preloadSupabase(): void {
  import('@supabase/supabase-js').catch(() => undefined);
}

function createSupabase(): Promise<Supabase> {
  // The configuration check (config/env) runs here, on the first call.
  return Promise.all([import('@supabase/supabase-js'), import('../config/env')]).then(
    ([{ createClient }, { env }]) =>
      createClient<Database>(env.supabaseUrl, env.supabaseKey, {
        auth: {
          storage: authStorage,
          storageKey: SESSION_STORAGE_KEY,
          persistSession: true,
          autoRefreshToken: true,
          // Social sign-in comes back with the session in the URL fragment (implicit flow).
          detectSessionInUrl: true,
          flowType: 'implicit',
        },
      }),
    (error: unknown) => {
      // A failed chunk download must not poison every later call: let the next one try again.
      client = undefined;
      throw error;
    },
  );
}
