// Vitest globalSetup: starts one PostgreSQL for the whole run, applies the project's migrations and seed once to a
// template database on it, and hands both to the suites (inject('postgresUrl'), createProjectDatabase()).
import type { TestProject } from 'vitest/node';
import { startTestPostgres } from './index';
import { makePostgresTemplate } from './project-template';
import './provided';

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const server = await startTestPostgres();
  try {
    const template = await makePostgresTemplate(server.url);
    project.provide('postgresUrl', server.url);
    project.provide('projectTemplate', template.name);
    return async () => {
      await template.drop();
      await server.stop();
    };
  } catch (error) {
    await server.stop();
    throw error;
  }
}
