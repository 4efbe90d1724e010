// Fault and bad-input suites: one throw-away PostgreSQL per run, each file on a database and processes of its own.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // Two files at once: a file mostly waits on its processes (the API, the stand-ins, PostgreSQL), so a second file
    // uses the core the first leaves idle.
    maxWorkers: 2,
  },
});
