// Test support for the auth, storage and realtime tests: a stand-in on a free port with fixture migrations, on PGlite or PostgreSQL.
import { createClient, type SupabaseClientOptions } from '@supabase/supabase-js';
import { inject } from 'vitest';
import { startStandIn, type Engine } from '../testing/stand-in';
import type { Db } from './db';
import type { RunningSupabase } from './index';
import type { ProjectKeys } from './project-keys';
import { LOCAL_SUPABASE } from '@campus-hostel/contracts/local-project';

export { ENGINES } from '../testing/stand-in';

/** Fixture buckets and policies, independent of the product's migrations. */
const FIXTURE_MIGRATION = `
insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values ('test-files', 'test-files', true, 2048, array['image/*', 'text/plain', 'application/pdf']);
insert into storage.buckets (id, name, public) values ('private-files', 'private-files', false);

create policy "users upload under uploads/" on storage.objects
  for insert to authenticated
  with check (bucket_id in ('test-files', 'private-files') and (storage.foldername(name))[1] = 'uploads');
create policy "users read own objects" on storage.objects
  for select to authenticated
  using (owner_id = (select auth.uid())::text);
create policy "users update own objects" on storage.objects
  for update to authenticated
  using (owner_id = (select auth.uid())::text);
create policy "users delete own objects" on storage.objects
  for delete to authenticated
  using (owner_id = (select auth.uid())::text);
`;

/** A user inserted the way seed.sql does it (GoTrue's row): pgcrypto's bcrypt ($2a$), which bcryptjs must verify. */
export const SEEDED_USER = { email: 'seeded@test.local', password: 'seeded-pass-2026' };
const FIXTURE_SEED = `
insert into auth.users (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at, raw_app_meta_data,
  raw_user_meta_data, created_at, updated_at, confirmation_token, recovery_token, email_change_token_new, email_change)
values ('00000000-0000-0000-0000-000000000000', gen_random_uuid(), 'authenticated', 'authenticated', '${SEEDED_USER.email}',
        extensions.crypt('${SEEDED_USER.password}', extensions.gen_salt('bf')), now(),
        '{"provider":"email","providers":["email"]}', '{"full_name":"Seeded Person"}', now(), now(), '', '', '', '');
`;

export interface TestStack {
  url: string;
  dataDir: string;
  db: Db;
  keys: ProjectKeys;
  realtime: RunningSupabase['realtime'];
  /** A fresh supabase-js client with the anon key that keeps its session in memory only. */
  anon(): TestClient;
  service(): TestClient;
  stop(): Promise<void>;
}

/** The stand-in (startSupabase) on a free port with a temp data dir and the fixtures; PostgreSQL is the run's shared server. */
export async function startTestStack(
  engine: Engine,
  opts: { smtpUrl?: string; configFile?: string } = {},
): Promise<TestStack> {
  const standIn = await startStandIn(engine, inject('postgresUrl'), {
    migration: FIXTURE_MIGRATION,
    seed: FIXTURE_SEED,
    ...opts,
  });
  return {
    url: standIn.url,
    dataDir: standIn.dataDir,
    db: standIn.supabase.db,
    keys: standIn.supabase.keys,
    realtime: standIn.supabase.realtime,
    anon: () => createNodeClient(standIn.url, LOCAL_SUPABASE.publishableKey),
    service: () => createNodeClient(standIn.url, LOCAL_SUPABASE.secretKey),
    stop: () => standIn.dispose(),
  };
}

type ClientOptions = SupabaseClientOptions<'public'>;

/** supabase-js options for Node: sessions in memory only; Realtime uses Node's own WebSocket. */
export function nodeClientOptions(auth: ClientOptions['auth'] = {}) {
  return {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false, ...auth },
  } satisfies ClientOptions;
}

/** A supabase-js client for Node against the stand-in at url. */
export function createNodeClient(url: string, key: string, auth: ClientOptions['auth'] = {}) {
  return createClient(url, key, nodeClientOptions(auth));
}
export type TestClient = ReturnType<typeof createNodeClient>;

let counter = 0;
/** A unique e-mail address per call, so tests never collide on the users table. */
export function uniqueEmail(label: string): string {
  counter += 1;
  return `${label}.${Date.now().toString(36)}.${counter}@test.local`;
}
