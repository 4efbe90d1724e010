// Vitest globalSetup: starts one PostgreSQL for the whole run, makes two template databases on it once (the platform
// alone, and with the project's migrations and seed) and hands them to the suites (inject('postgresUrl'),
// createPlatformDatabase(), createProjectDatabase()).
import type { TestProject } from 'vitest/node';
import { startTestPostgres } from './index';
import { makePostgresTemplates } from './project-template';
import './provided';

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const server = await startTestPostgres();
  try {
    const templates = await makePostgresTemplates(server.url);
    project.provide('postgresUrl', server.url);
    project.provide('platformTemplate', templates.platform);
    project.provide('projectTemplate', templates.project);
    return async () => {
      await templates.drop();
      await server.stop();
    };
  } catch (error) {
    await server.stop();
    throw error;
  }
}
