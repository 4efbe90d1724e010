// Test support for the auth and storage tests: a stand-in on a free port with fixture migrations, on PGlite or PostgreSQL.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createClient, type SupabaseClient, type SupabaseClientOptions } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { startTestPostgres } from '../testing/index';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { openDb } from './db';
import { migrate } from './migrate';
import { createAuthRouter } from './auth';
import { createStorageRouter } from './storage';

async function startSupabase(opts: { port: number; dataDir: string; migrationsDir: string; seedFile: string; jwtSecret: string; quiet: boolean; databaseUrl?: string }) {
  const db = await openDb(opts.databaseUrl ? { databaseUrl: opts.databaseUrl, dataDir: opts.dataDir } : { dataDir: opts.dataDir });
  await migrate(db, { migrationsDir: opts.migrationsDir, seedFile: opts.seedFile });
  const app = express();
  app.use('/auth/v1', createAuthRouter({ db, jwtSecret: opts.jwtSecret }));
  app.use('/storage/v1', createStorageRouter({ db, jwtSecret: opts.jwtSecret, dataDir: opts.dataDir }));
  const server = app.listen(0);
  await new Promise((r) => server.once('listening', r));
  const port = (server.address() as AddressInfo).port;
  return { url: `http://127.0.0.1:${port}`, port, db, close: async () => { server.closeAllConnections(); await new Promise((r) => server.close(r)); await db.close(); } };
}
import { LOCAL_ANON_KEY, LOCAL_JWT_SECRET, LOCAL_SERVICE_ROLE_KEY } from './keys';

export type Engine = 'pglite' | 'postgres';

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

/** A user inserted the way seed.sql does it: pgcrypto's bcrypt ($2a$), which bcryptjs must verify. */
export const SEEDED_USER = { email: 'seeded@test.local', password: 'seeded-pass-2026' };
const FIXTURE_SEED = `
insert into auth.users (id, aud, role, email, encrypted_password, email_confirmed_at, raw_app_meta_data, raw_user_meta_data)
values (gen_random_uuid(), 'authenticated', 'authenticated', '${SEEDED_USER.email}',
        extensions.crypt('${SEEDED_USER.password}', extensions.gen_salt('bf')), now(),
        '{"provider":"email","providers":["email"]}', '{"full_name":"Seeded Person"}');
`;

export interface TestStack {
  url: string;
  dataDir: string;
  /** A fresh supabase-js client with the anon key that keeps its session in memory only. */
  anon(): SupabaseClient;
  service(): SupabaseClient;
  stop(): Promise<void>;
}

export async function startTestStack(engine: Engine): Promise<TestStack> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'supabase-auth-storage-'));
  const migrationsDir = path.join(dataDir, 'migrations');
  const seedFile = path.join(dataDir, 'seed.sql');
  await mkdir(migrationsDir);
  await writeFile(path.join(migrationsDir, '20260101000000_fixture_storage.sql'), FIXTURE_MIGRATION);
  await writeFile(seedFile, FIXTURE_SEED);
  const postgres = engine === 'postgres' ? await startTestPostgres() : undefined;
  const supabase = await startSupabase({
    port: 0,
    dataDir,
    migrationsDir,
    seedFile,
    jwtSecret: LOCAL_JWT_SECRET,
    quiet: true,
    ...(postgres ? { databaseUrl: postgres.url } : {}),
  });
  const client = (key: string): SupabaseClient => createClient(supabase.url, key, nodeClientOptions());
  return {
    url: supabase.url,
    dataDir,
    anon: () => client(LOCAL_ANON_KEY),
    service: () => client(LOCAL_SERVICE_ROLE_KEY),
    async stop() {
      await supabase.close();
      await postgres?.stop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * supabase-js options for Node: sessions in memory only, and a WebSocket class for its realtime
 * client (Node 20 has none built in; supabase-js refuses to start without one).
 */
export function nodeClientOptions(auth: SupabaseClientOptions<'public'>['auth'] = {}): SupabaseClientOptions<'public'> {
  return {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false, ...auth },
    realtime: { transport: WebSocket as unknown as NonNullable<NonNullable<SupabaseClientOptions<'public'>['realtime']>['transport']> },
  };
}

/** Engines to run on: PGlite always, PostgreSQL too unless SKIP_POSTGRES_TESTS is set. */
export const ENGINES: Engine[] = process.env.SKIP_POSTGRES_TESTS ? ['pglite'] : ['pglite', 'postgres'];

let counter = 0;
/** A unique e-mail address per call, so tests never collide on the users table. */
export function uniqueEmail(label: string): string {
  counter += 1;
  return `${label}.${Date.now().toString(36)}.${counter}@test.local`;
}
