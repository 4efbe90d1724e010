// Vitest globalSetup for runs whose suites start the stand-in on PGlite: a data folder with the platform alone and one
// with the project's migrations and seed too, made once, which copyPlatformPglite() and copyProjectPglite() copy.
import type { TestProject } from 'vitest/node';
import { makePgliteTemplates } from './project-template';
import './provided';

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const templates = await makePgliteTemplates();
  project.provide('platformPglite', templates.platform);
  project.provide('projectPglite', templates.project);
  return () => templates.remove();
}
