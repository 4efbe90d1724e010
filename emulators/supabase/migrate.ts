// Prepares a database like hosted Supabase (bootstrap.sql), then applies supabase/migrations and the seed once each.
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Db, ServiceRole } from './db';

const here = path.dirname(fileURLToPath(import.meta.url));

/** The repository root (emulators/supabase → ../..). */
export const REPO_ROOT = path.resolve(here, '..', '..');
export const DEFAULT_MIGRATIONS_DIR = path.join(REPO_ROOT, 'supabase', 'migrations');
export const DEFAULT_SEED_FILE = path.join(REPO_ROOT, 'supabase', 'seed.sql');

/** `<version>_<name>.sql`, the Supabase CLI's migration file pattern. */
const MIGRATION_FILE = /^(\d+)_(.+)\.sql$/;

export interface MigrationReport {
  /** Versions applied by this call, in order. */
  applied: string[];
  /** True when this call ran the seed file. */
  seeded: boolean;
}

/**
 * What hosted Supabase has before the first migration: the platform (roles, extensions, what supautils allows) made by
 * its superuser, then each service's schema made by the service's own role, which so owns it.
 */
const BOOTSTRAP_FILES: { file: string; role: ServiceRole | 'superuser' }[] = [
  { file: 'bootstrap.sql', role: 'superuser' },
  { file: 'supautils.sql', role: 'superuser' },
  { file: 'auth/schema.sql', role: 'supabase_auth_admin' },
  { file: 'storage/schema.sql', role: 'supabase_storage_admin' },
];

/** Runs the bootstrap files in order. Safe on every start. */
export async function bootstrap(db: Db): Promise<void> {
  for (const { file, role } of BOOTSTRAP_FILES) {
    const sql = await readFile(path.join(here, file), 'utf8');
    await (role === 'superuser' ? db.asOwner((tx) => tx.query(sql)) : db.asService(role, (tx) => tx.query(sql)));
  }
}

/** Migration files in filename order, as the Supabase CLI applies them. */
async function migrationFiles(dir: string): Promise<{ version: string; name: string; file: string }[]> {
  if (!existsSync(dir)) return [];
  const names = (await readdir(dir)).filter((n) => MIGRATION_FILE.test(n)).sort();
  return names.map((n) => {
    const [, version = '', name = ''] = MIGRATION_FILE.exec(n) ?? [];
    return { version, name, file: path.join(dir, n) };
  });
}

/**
 * Applies each migration not yet recorded in supabase_migrations.schema_migrations, each in its own
 * transaction, then the seed file if it has never run, as postgres, not a superuser, as `supabase db push` and
 * `supabase db reset` run them on hosted Supabase (with postgres's search path, extensions on it). A failing file
 * stops the run with its name.
 * Migrations of `extraMigrationsDir` (a test's own, e.g. e2e's fifth hostel) join the project's in
 * filename order, exactly as if they had been committed beside them.
 */
export async function migrate(
  db: Db,
  opts: { migrationsDir?: string; extraMigrationsDir?: string; seedFile?: string } = {},
): Promise<MigrationReport> {
  await bootstrap(db);
  const migrationsDir = opts.migrationsDir ?? DEFAULT_MIGRATIONS_DIR;
  const seedFile = opts.seedFile ?? DEFAULT_SEED_FILE;
  const applied: string[] = [];

  const done = await db.asService('postgres', (tx) =>
    tx.query<{ version: string }>('select version from supabase_migrations.schema_migrations'),
  );
  const known = new Set(done.rows.map((r) => r.version));
  const files = [
    ...(await migrationFiles(migrationsDir)),
    ...(opts.extraMigrationsDir ? await migrationFiles(opts.extraMigrationsDir) : []),
  ].sort((a, b) => path.basename(a.file).localeCompare(path.basename(b.file)));
  for (const m of files) {
    if (known.has(m.version)) continue;
    const text = await readFile(m.file, 'utf8');
    await db
      .asService('postgres', async (tx) => {
        await tx.query(text);
        await tx.query(
          'insert into supabase_migrations.schema_migrations (version, name, statements) values ($1, $2, $3)',
          [m.version, m.name, [text]],
        );
      })
      .catch((error: unknown) => {
        const reason = error instanceof Error ? error.message : String(error);
        throw new Error(`migration ${path.basename(m.file)} failed: ${reason}`, { cause: error });
      });
    applied.push(m.version);
  }

  let seeded = false;
  if (existsSync(seedFile)) {
    const text = await readFile(seedFile, 'utf8');
    const hash = createHash('sha256').update(text).digest('hex');
    const key = path.basename(seedFile);
    seeded = await db
      .asService('postgres', async (tx) => {
        const seen = await tx.query('select 1 from supabase_migrations.seed_files where path = $1', [key]);
        if (seen.rows.length > 0) return false;
        await tx.query(text);
        await tx.query('insert into supabase_migrations.seed_files (path, hash) values ($1, $2)', [key, hash]);
        return true;
      })
      .catch((error: unknown) => {
        const reason = error instanceof Error ? error.message : String(error);
        throw new Error(`seed ${path.basename(seedFile)} failed: ${reason}`, { cause: error });
      });
  }
  return { applied, seeded };
}
