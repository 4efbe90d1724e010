// Unit tests of the e2e harness itself; the Playwright journeys under tests/ are not vitest's to run.
import { defineConfig } from 'vitest/config';

export default defineConfig({ test: { include: ['*.test.ts'] } });
