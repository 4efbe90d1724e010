// Starts one PostgreSQL server for the whole run; every test file creates its own database on it.
import type { TestProject } from 'vitest/node';
import { startTestPostgres } from '@campus-hostel/emulators/testing';

declare module 'vitest' {
  export interface ProvidedContext {
    postgresUrl: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const postgres = await startTestPostgres();
  project.provide('postgresUrl', postgres.url);
  return () => postgres.stop();
}
