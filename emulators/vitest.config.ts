// Vitest for the stand-ins: one throw-away PostgreSQL per run (globalSetup); each suite makes its own database in it,
// and suites on the project's own migrations copy the ones the setup migrated once, on PostgreSQL and on PGlite.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['**/*.test.ts'],
    exclude: ['**/node_modules/**'],
    globalSetup: ['./testing/global-setup.ts', './testing/global-setup-pglite.ts'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    // Two cores: PGlite and PostgreSQL suites are CPU-bound, so run at most two files at once.
    maxWorkers: 2,
  },
});
