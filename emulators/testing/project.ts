// A suite's own copy of the project's database, whose migrations and seed the run's global setup applied once.
import { cp } from 'node:fs/promises';
import { inject } from 'vitest';
import { createDatabase } from './index';
import './provided';

/** A new database on the run's PostgreSQL (or serverUrl, the same server) copied from the project's template. */
export function createProjectDatabase(serverUrl: string = inject('postgresUrl')): Promise<string> {
  return createDatabase(serverUrl, { template: inject('projectTemplate') });
}

/**
 * Puts a copy of the project's PGlite into a stand-in's data folder, for startSupabase({ dataDir }) to open; migrate()
 * then finds every version recorded and applies only what a suite adds.
 */
export async function copyProjectPglite(dataDir: string): Promise<void> {
  const template = inject('projectPglite');
  if (!template)
    throw new Error(
      "this run has no PGlite copy of the project: list emulators/testing/global-setup-pglite.ts in vitest's globalSetup",
    );
  await cp(template, dataDir, { recursive: true });
}
