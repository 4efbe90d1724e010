// A suite's own copy of the project's database, whose migrations and seed the run's global setup applied once, or of the
// platform alone, for a suite with migrations of its own.
import { cp } from 'node:fs/promises';
import { inject } from 'vitest';
import { createDatabase } from './index';
import './provided';

/** A new database on the run's PostgreSQL (or serverUrl, the same server) copied from the project's template. */
export function createProjectDatabase(serverUrl: string = inject('postgresUrl')): Promise<string> {
  return createDatabase(serverUrl, { template: inject('projectTemplate') });
}

/** A new database on the run's PostgreSQL with the platform alone; migrate() then applies a suite's own migrations. */
export function createPlatformDatabase(serverUrl: string = inject('postgresUrl')): Promise<string> {
  return createDatabase(serverUrl, { template: inject('platformTemplate') });
}

/** Copies a PGlite folder the run's global setup made, or says which setup makes it. */
async function copyPglite(template: string | undefined, dataDir: string): Promise<void> {
  if (!template)
    throw new Error(
      "this run has no PGlite template: list emulators/testing/global-setup-pglite.ts in vitest's globalSetup",
    );
  await cp(template, dataDir, { recursive: true });
}

/**
 * Puts a copy of the project's PGlite into a stand-in's data folder, for startSupabase({ dataDir }) to open; migrate()
 * then finds every version recorded and applies only what a suite adds.
 */
export function copyProjectPglite(dataDir: string): Promise<void> {
  return copyPglite(inject('projectPglite'), dataDir);
}

/** Puts a copy of a PGlite with the platform alone into a stand-in's data folder; migrate() then applies a suite's own. */
export function copyPlatformPglite(dataDir: string): Promise<void> {
  return copyPglite(inject('platformPglite'), dataDir);
}
