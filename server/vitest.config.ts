// API tests: one throw-away PostgreSQL per run (global setup). Two files at once: each file starts its own API and
// stand-ins on a database of its own, and mostly waits on them (74 s one at a time, 52 s two at a time).
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    maxWorkers: 2,
  },
});
