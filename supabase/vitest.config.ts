// Access-rule tests start their own stand-in (and PostgreSQL); one file at a time keeps the 2-core machine calm.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    fileParallelism: false,
  },
});
