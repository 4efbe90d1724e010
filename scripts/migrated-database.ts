// A throw-away database the migrations have built, on PGlite in a temporary folder: what `npm run db:types` and
// `npm run db:schema` read the schema from.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pgcrypto } from '@electric-sql/pglite/contrib/pgcrypto';
import { startSupabase } from '@campus-hostel/emulators/supabase';

/** The stand-in's superuser, as hosted Supabase's platform connects: it may read every schema's catalog. */
const SUPERUSER = 'supabase_admin';

/** A migrated database, opened directly: pg_dump speaks to PGlite itself rather than over a socket. */
export interface MigratedDatabase {
  pg: PGlite;
  close(): Promise<void>;
}

/** Applies the migrations (none when `migrationsDir` is empty) to a fresh PGlite stand-in in a temporary folder. */
export async function openMigratedDatabase(opts: { migrationsDir?: string } = {}): Promise<MigratedDatabase> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'migrated-'));
  const removeDataDir = () => rm(dataDir, { recursive: true, force: true });
  try {
    // No seed: rows are not schema, and a missing seed file is skipped.
    const running = await startSupabase({
      port: 0,
      dataDir,
      quiet: true,
      seedFile: path.join(dataDir, 'no-seed.sql'),
      ...(opts.migrationsDir ? { migrationsDir: opts.migrationsDir } : {}),
    });
    await running.close();
    const pg = await PGlite.create({
      dataDir: path.join(dataDir, 'pglite'),
      extensions: { pgcrypto },
      username: SUPERUSER,
    });
    return {
      pg,
      async close() {
        await pg.close();
        await removeDataDir();
      },
    };
  } catch (error) {
    await removeDataDir();
    throw error;
  }
}

/** Hands a migrated database to `fn`, then removes it. */
export async function withMigratedDatabase<T>(
  fn: (pg: PGlite) => Promise<T>,
  opts: { migrationsDir?: string } = {},
): Promise<T> {
  const db = await openMigratedDatabase(opts);
  try {
    return await fn(db.pg);
  } finally {
    await db.close();
  }
}

/** What the platform has before the first migration: the stand-in's bootstrap, with an empty migrations folder. */
export async function withPlatformDatabase<T>(fn: (pg: PGlite) => Promise<T>): Promise<T> {
  const empty = await mkdtemp(path.join(tmpdir(), 'no-migrations-'));
  try {
    return await withMigratedDatabase(fn, { migrationsDir: empty });
  } finally {
    await rm(empty, { recursive: true, force: true });
  }
}
