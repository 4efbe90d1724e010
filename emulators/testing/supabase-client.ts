// supabase-js clients for tests on Node 20, which has no global WebSocket for the (unused) realtime client.
import { createClient, type SupabaseClient, type SupabaseClientOptions } from '@supabase/supabase-js';

type Row = Record<string, unknown>;

/** Any table and function, rows as plain records: tests talk to fixture schemas without generated types. */
export type LooseDatabase = {
  /** Hosted Supabase runs PostgREST 13, so supabase-js offers its 13-only modifiers (maxAffected). */
  __InternalSupabase: { PostgrestVersion: '13' };
  public: {
    Tables: Record<string, { Row: Row; Insert: Row; Update: Row; Relationships: [] }>;
    Views: Record<string, { Row: Row; Relationships: [] }>;
    Functions: Record<string, { Args: Row; Returns: unknown }>;
  };
};

export type TestClient = SupabaseClient<LooseDatabase>;

type Transport = NonNullable<NonNullable<SupabaseClientOptions<'public'>['realtime']>['transport']>;

/** Realtime is not emulated; supabase-js only needs a constructor to exist until a channel is opened. */
class RealtimeNotEmulated {
  constructor() {
    throw new Error('Realtime is not served by the local Supabase stand-in');
  }
}

/** A supabase-js client for a test: no session persistence, no background refresh; `headers` go on every request. */
export function createTestClient(url: string, key: string, headers: Record<string, string> = {}): TestClient {
  return createClient<LooseDatabase>(url, key, {
    global: { headers },
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: RealtimeNotEmulated as unknown as Transport },
  });
}
