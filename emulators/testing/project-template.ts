// The project's migrations and seed applied once per test run, by the global setups: a template database on the run's
// PostgreSQL and a PGlite data folder, which suites copy (project.ts) instead of replaying every migration.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDb } from '../supabase/db';
import { migrate } from '../supabase/migrate';
import { createDatabase, dropDatabase } from './index';

/** Migrates and seeds the database at databaseUrl, or PGlite in dataDir, then closes it, so it can be copied. */
async function migrateAndClose(opts: { databaseUrl?: string; dataDir: string }): Promise<void> {
  const db = await openDb(opts);
  try {
    await migrate(db);
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

/** A stand-in data folder whose PGlite has the project's migrations and seed; its path, and how to remove it. */
export async function makePgliteTemplate(): Promise<{ dir: string; remove(): Promise<void> }> {
  const dir = await mkdtemp(path.join(tmpdir(), 'project-pglite-'));
  const remove = () => rm(dir, { recursive: true, force: true });
  try {
    await migrateAndClose({ dataDir: dir });
  } catch (error) {
    await remove();
    throw error;
  }
  return { dir, remove };
}
