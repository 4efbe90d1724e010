// The production build reads the VITE_* keys from the .env beside .env.example and refuses to build without them.
import { spawnSync } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { LOCAL_STRIPE, LOCAL_SUPABASE } from '@campus-hostel/contracts/local-project';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const CLIENT_DIR = path.resolve(import.meta.dirname, '../..');
const VITE = path.resolve(CLIENT_DIR, '../node_modules/vite/bin/vite.js');

const HOSTED_ENV = [
  'VITE_SUPABASE_URL=https://hostel-test-project.supabase.co',
  'VITE_SUPABASE_PUBLISHABLE_KEY=sb_publishable_hostedTestKey_123',
  'VITE_API_URL=https://api.hostel.example.edu',
  'VITE_STRIPE_PUBLISHABLE_KEY=pk_test_hostedTestKey',
  'VITE_STRIPE_LOCAL_URL=',
];

let dir: string;

/** `vite build` as `npm run build -w client` runs it, with the .env in `dir` and no VITE_* key in the environment. */
function build(envFile: string[]) {
  const env = Object.fromEntries(Object.entries(process.env).filter(([key]) => !key.startsWith('VITE_')));
  return writeFile(path.join(dir, '.env'), envFile.join('\n')).then(() =>
    spawnSync(
      process.execPath,
      [VITE, 'build', '--outDir', path.join(dir, 'dist'), '--emptyOutDir', '--logLevel', 'error'],
      {
        cwd: CLIENT_DIR,
        env: { ...env, CLIENT_ENV_DIR: dir, NODE_ENV: 'production' },
        encoding: 'utf8',
      },
    ),
  );
}

async function bundleText(): Promise<string> {
  const assets = path.join(dir, 'dist', 'assets');
  const files = (await readdir(assets)).filter((file) => file.endsWith('.js'));
  return (await Promise.all(files.map((file) => readFile(path.join(assets, file), 'utf8')))).join('\n');
}

describe('the production build', () => {
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'client-build-'));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('when the keys are only in the .env file, then the bundle talks to that project and carries no local value', async () => {
    const result = await build(HOSTED_ENV);
    expect(result.status, result.stderr).toBe(0);
    const bundle = await bundleText();
    expect(bundle).toContain('https://hostel-test-project.supabase.co');
    expect(bundle).toContain('sb_publishable_hostedTestKey_123');
    // The local values themselves, not their prefixes: supabase-js names both key prefixes in its own code.
    const locals = [
      'localhost:54321',
      LOCAL_SUPABASE.publishableKey,
      LOCAL_SUPABASE.secretKey,
      LOCAL_SUPABASE.legacyJwtSecret,
      LOCAL_STRIPE.webhookSecret,
    ];
    for (const local of locals) expect(bundle).not.toContain(local);
  }, 120_000);

  it('when VITE_SUPABASE_URL is missing, then the build exits non-zero with one line naming it', async () => {
    const result = await build(HOSTED_ENV.filter((line) => !line.startsWith('VITE_SUPABASE_URL=')));
    expect(result.status).not.toBe(0);
    const lines = result.stderr.trim().split('\n');
    expect(lines).toEqual([expect.stringMatching(/^Client build stopped: VITE_SUPABASE_URL is missing/)]);
  }, 120_000);

  it('when a key is malformed, then the build stops naming it', async () => {
    const result = await build(
      HOSTED_ENV.map((line) =>
        line.startsWith('VITE_SUPABASE_PUBLISHABLE_KEY=') ? 'VITE_SUPABASE_PUBLISHABLE_KEY=sb_secret_oops' : line,
      ),
    );
    expect(result.status).not.toBe(0);
    expect(result.stderr).toMatch(/VITE_SUPABASE_PUBLISHABLE_KEY must be a Supabase publishable key/);
  }, 120_000);
});
