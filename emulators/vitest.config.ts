// Vitest for the stand-ins: one throw-away PostgreSQL per run (globalSetup); each suite makes its own database in it.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['**/*.test.ts'],
    exclude: ['**/node_modules/**'],
    globalSetup: ['./testing/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    // Two cores: PGlite and PostgreSQL suites are CPU-bound, so run at most two files at once.
    maxWorkers: 2,
  },
});
