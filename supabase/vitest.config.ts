// Access-rule tests start their own stand-in on a copy of the project's database, which the global setups migrate once
// per run on one PostgreSQL and on PGlite. Two files at once: a file waits on its stand-in and PostgreSQL as much as it
// computes, and each has its own copy (132 s one at a time, 85 s two at a time, on the 2-core machine).
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts'],
    globalSetup: ['tests/global-setup.ts', 'tests/global-setup-pglite.ts'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    maxWorkers: 2,
    // Worker threads, not a process per file: the files wait on their stand-ins and databases, and starting a process
    // and its modules for each cost more than the tests (106 s in forks, 85 s in threads, side by side).
    pool: 'threads',
  },
});
