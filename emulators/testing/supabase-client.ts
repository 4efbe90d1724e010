// supabase-js clients for tests on Node 20, which has no global WebSocket for the (unused) realtime client.
import { createClient, type SupabaseClientOptions } from '@supabase/supabase-js';

type Transport = NonNullable<NonNullable<SupabaseClientOptions<'public'>['realtime']>['transport']>;

/** Realtime is not emulated; supabase-js only needs a constructor to exist until a channel is opened. */
class RealtimeNotEmulated {
  constructor() {
    throw new Error('Realtime is not served by the local Supabase stand-in');
  }
}

/** A supabase-js client for a test: no session persistence, no background refresh. */
export function createTestClient(url: string, key: string): ReturnType<typeof createClient> {
  return createClient(url, key, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: RealtimeNotEmulated as unknown as Transport },
  });
}
