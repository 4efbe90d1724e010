// Vitest globalSetup for runs whose suites start the project on PGlite: its migrations and seed applied once, to a data
// folder that copyProjectPglite() copies for each suite.
import type { TestProject } from 'vitest/node';
import { makePgliteTemplate } from './project-template';
import './provided';

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const template = await makePgliteTemplate();
  project.provide('projectPglite', template.dir);
  return () => template.remove();
}
