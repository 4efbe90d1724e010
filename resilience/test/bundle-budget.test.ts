// Keeps the bundle budget: the JS and CSS that `/` loads before interaction stay within 100 KB gzip (size is deterministic; no timing here).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { BUNDLE_BUDGET_BYTES, measureBundle } from '@campus-hostel/testkit/bundle';
import { REPO_ROOT } from '@campus-hostel/testkit/processes';
import { localClientEnv } from '@campus-hostel/contracts/local-project';

const CLIENT = path.join(REPO_ROOT, 'client');
const DIST_INDEX = path.join(CLIENT, 'dist', 'index.html');

/** Newest modification time under a directory (sources and config that shape the build). */
function newest(dir: string): number {
  let latest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const full = path.join(dir, entry.name);
    latest = Math.max(latest, entry.isDirectory() ? newest(full) : statSync(full).mtimeMs);
  }
  return latest;
}

describe('when the SPA is built for production', () => {
  it('then the JS and CSS that / loads before interaction are at most 100 KB gzip', () => {
    // Reuse client/dist when it is newer than every client source; otherwise build it.
    if (!existsSync(DIST_INDEX) || statSync(DIST_INDEX).mtimeMs < newest(CLIENT)) {
      // Vitest sets NODE_ENV=test, which would make Vite bundle React's development build.
      const build = spawnSync('npm', ['run', 'build', '-w', 'client'], {
        cwd: REPO_ROOT,
        encoding: 'utf8',
        env: { ...process.env, ...localClientEnv(), NODE_ENV: 'production' },
      });
      expect(build.status, build.stderr).toBe(0);
    }
    const bundle = measureBundle(path.join(CLIENT, 'dist'));
    const listing = bundle.initial.map((f) => `${f.file} ${f.gzipBytes} B`).join(', ');
    expect(bundle.initial.some((f) => f.file.endsWith('.js'))).toBe(true);
    expect(bundle.initialGzipBytes, `loaded by /: ${listing}`).toBeLessThanOrEqual(BUNDLE_BUDGET_BYTES);
  }, 120_000);
});
