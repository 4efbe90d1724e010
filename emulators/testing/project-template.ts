// The project's migrations and seed applied once per test run, by the global setups: a template database on the run's
// PostgreSQL and a PGlite data folder, which suites copy (project.ts) instead of replaying every migration; and a PGlite
// folder with the platform alone, for suites with migrations of their own, since a new PGlite's initdb costs seconds.
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDb, type Db } from '../supabase/db';
import { bootstrap, migrate } from '../supabase/migrate';
import { createDatabase, dropDatabase } from './index';

/** Prepares the database at databaseUrl, or PGlite in dataDir (by default: migrates and seeds it), then closes it, so it can be copied. */
async function migrateAndClose(
  opts: { databaseUrl?: string; dataDir: string },
  prepare: (db: Db) => Promise<unknown> = migrate,
): Promise<void> {
  const db = await openDb(opts);
  try {
    await prepare(db);
  } finally {
    await db.close();
  }
}

/** A database on the server with the project's migrations and seed; its name, and how to drop it. */
export async function makePostgresTemplate(serverUrl: string): Promise<{ name: string; drop(): Promise<void> }> {
  const databaseUrl = await createDatabase(serverUrl);
  const scratch = await mkdtemp(path.join(tmpdir(), 'project-template-'));
  try {
    await migrateAndClose({ databaseUrl, dataDir: scratch });
  } catch (error) {
    await dropDatabase(databaseUrl);
    throw error;
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
  return { name: new URL(databaseUrl).pathname.slice(1), drop: () => dropDatabase(databaseUrl) };
}

/** Stand-in data folders whose PGlite has the platform only, and also the project's migrations and seed; how to remove them. */
export async function makePgliteTemplates(): Promise<{ platform: string; project: string; remove(): Promise<void> }> {
  const platform = await mkdtemp(path.join(tmpdir(), 'platform-pglite-'));
  const project = await mkdtemp(path.join(tmpdir(), 'project-pglite-'));
  const remove = async () => {
    await rm(platform, { recursive: true, force: true });
    await rm(project, { recursive: true, force: true });
  };
  try {
    await migrateAndClose({ dataDir: platform }, bootstrap);
    // The project's starts from a copy of the platform's: opening a copy is much cheaper than initdb.
    await cp(platform, project, { recursive: true });
    await migrateAndClose({ dataDir: project });
  } catch (error) {
    await remove();
    throw error;
  }
  return { platform, project, remove };
}
