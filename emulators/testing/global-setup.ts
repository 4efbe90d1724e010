// Vitest globalSetup: starts one PostgreSQL for the whole run and hands its URL to the suites (inject('postgresUrl')).
import type { TestProject } from 'vitest/node';
import { startTestPostgres } from './index';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A server URL; suites call createDatabase(url) for a database of their own. */
    postgresUrl: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const server = await startTestPostgres();
  project.provide('postgresUrl', server.url);
  return () => server.stop();
}
