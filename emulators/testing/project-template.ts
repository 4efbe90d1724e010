// The project's migrations and seed applied once per test run, by the global setups: a template database on the run's
// PostgreSQL and a PGlite data folder, which suites copy (project.ts) instead of replaying every migration; and on each
// engine the platform alone, for suites with migrations of their own (a new PGlite's initdb costs seconds of CPU).
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

/** A new database on the server (a copy of the template database when given) prepared by prepare; its URL. */
async function preparedDatabase(
  serverUrl: string,
  prepare: (db: Db) => Promise<unknown>,
  template?: string,
): Promise<string> {
  const databaseUrl = await createDatabase(serverUrl, template ? { template } : {});
  const scratch = await mkdtemp(path.join(tmpdir(), 'project-template-'));
  try {
    await migrateAndClose({ databaseUrl, dataDir: scratch }, prepare);
  } catch (error) {
    await dropDatabase(databaseUrl);
    throw error;
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
  return databaseUrl;
}

const nameOf = (databaseUrl: string): string => new URL(databaseUrl).pathname.slice(1);

/** Databases on the server with the platform only, and also the project's migrations and seed; how to drop them. */
export async function makePostgresTemplates(
  serverUrl: string,
): Promise<{ platform: string; project: string; drop(): Promise<void> }> {
  const platform = await preparedDatabase(serverUrl, bootstrap);
  try {
    // The project's starts from a copy of the platform's, so the platform costs the run one copy, not a second bootstrap.
    const project = await preparedDatabase(serverUrl, migrate, nameOf(platform));
    return {
      platform: nameOf(platform),
      project: nameOf(project),
      async drop() {
        await dropDatabase(project);
        await dropDatabase(platform);
      },
    };
  } catch (error) {
    await dropDatabase(platform);
    throw error;
  }
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
