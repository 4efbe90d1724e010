// `npm run db:reset`: wipes the stand-in's data (PGlite files and stored objects, or the schemas on DATABASE_URL) and re-applies migrations + seed.
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { readConfig } from './config';
import { openDb } from './db';
import { migrate, type MigrationReport } from './migrate';

/** Schemas the stand-in owns on a PostgreSQL server; everything else there is left alone. */
const OWNED_SCHEMAS = ['public', 'auth', 'storage', 'realtime', 'supabase_migrations'];

export async function resetDatabase(opts: {
  dataDir: string;
  databaseUrl?: string;
  migrationsDir?: string;
  seedFile?: string;
}): Promise<MigrationReport> {
  await rm(path.join(opts.dataDir, 'storage'), { recursive: true, force: true });
  if (!opts.databaseUrl) await rm(path.join(opts.dataDir, 'pglite'), { recursive: true, force: true });
  const db = await openDb(
    opts.databaseUrl ? { databaseUrl: opts.databaseUrl, dataDir: opts.dataDir } : { dataDir: opts.dataDir },
  );
  try {
    if (opts.databaseUrl) {
      await db.asOwner(async (sql) => {
        for (const schema of OWNED_SCHEMAS) await sql.query(`drop schema if exists ${schema} cascade`);
        // As initdb makes it: the database owner's (postgres, once bootstrapped), usable by everyone.
        await sql.query('create schema public authorization pg_database_owner');
        await sql.query('grant usage on schema public to public');
      });
    }
    return await migrate(db, {
      ...(opts.migrationsDir ? { migrationsDir: opts.migrationsDir } : {}),
      ...(opts.seedFile ? { seedFile: opts.seedFile } : {}),
    });
  } finally {
    await db.close();
  }
}

const invokedDirectly =
  process.argv[1] !== undefined && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href;
if (invokedDirectly) {
  try {
    const config = readConfig(process.env);
    const report = await resetDatabase(config);
    console.log(
      `Database reset (${config.databaseUrl ? 'PostgreSQL' : `PGlite in ${config.dataDir}`}): ${report.applied.length} migrations applied${report.seeded ? ', seeded' : ''}.`,
    );
  } catch (error) {
    console.error(`db:reset failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
  }
}
