// supabase-js clients for tests: no stored session, no background refresh, loose types for fixture schemas.
import { createClient, type SupabaseClient } from '@supabase/supabase-js';

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

/** A supabase-js client for a test: no session persistence, no background refresh; `headers` go on every request. */
export function createTestClient(url: string, key: string, headers: Record<string, string> = {}): TestClient {
  return createClient<LooseDatabase>(url, key, {
    global: { headers },
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  });
}
