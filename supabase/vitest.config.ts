// Access-rule tests start their own stand-in on a copy of the project's database, which the global setups migrate once
// per run on one PostgreSQL and on PGlite; one file at a time keeps the 2-core machine calm.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts'],
    globalSetup: ['tests/global-setup.ts', 'tests/global-setup-pglite.ts'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    fileParallelism: false,
  },
});
