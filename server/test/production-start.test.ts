// The production build: `npm run build -w server` emits JS that plain Node runs with only the server's dependencies.
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { builtinModules } from 'node:module';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
const serverRoot = fileURLToPath(new URL('../', import.meta.url));

interface Metafile {
  outputs: Record<string, { imports: { path: string; external?: boolean }[] }>;
}

/** The package an import names: `@scope/name` or `name`, without a subpath. */
function packageOf(specifier: string): string {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] ?? specifier);
}

/** Starts the built server on a free port and resolves with its port once it logs that it listens. */
function startBuilt(child: ChildProcess): Promise<number> {
  return new Promise((resolve, reject) => {
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const port = /listening on http:\/\/[^:]+:(\d+)/.exec(output)?.[1];
      if (port) resolve(Number(port));
    });
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('exit', (code) => reject(new Error(`the built server exited (${code}) before listening:\n${output}`)));
  });
}

describe('when the server is built for production', () => {
  let child: ChildProcess | undefined;

  beforeAll(async () => {
    await promisify(execFile)('npm', ['run', 'build', '-w', 'server'], { cwd: repoRoot });
  }, 120_000);

  afterAll(() => {
    child?.kill('SIGTERM');
  });

  it('then its runtime imports are Node built-ins or the server package dependencies only', async () => {
    const meta = JSON.parse(await readFile(new URL('../dist/meta.json', import.meta.url), 'utf8')) as Metafile;
    const pkg = JSON.parse(await readFile(new URL('../package.json', import.meta.url), 'utf8')) as {
      dependencies: Record<string, string>;
    };
    const allowed = new Set([...Object.keys(pkg.dependencies), ...builtinModules]);
    const imported = Object.values(meta.outputs)
      .flatMap((output) => output.imports)
      .filter((entry) => entry.external && !entry.path.startsWith('node:'))
      .map((entry) => packageOf(entry.path));
    expect(imported.length).toBeGreaterThan(0);
    expect(imported.filter((name) => !allowed.has(name))).toEqual([]);
    // Workspace packages export TypeScript sources, so they must be inlined, never imported.
    expect(imported.filter((name) => name.startsWith('@campus-hostel/'))).toEqual([]);
  });

  it('then `node dist/index.js` starts without tsx and answers /health', async () => {
    // Its Supabase, mail and Stripe on a port nothing answers: the defaults are the usual local ports, where the journeys'
    // stack may be running meanwhile, and this server's sweeps and sign-up domain must not reach that stack's database.
    const nowhere = 'http://127.0.0.1:9';
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      PORT: '0',
      SUPABASE_URL: nowhere,
      STRIPE_API_BASE: nowhere,
      SMTP_URL: 'smtp://127.0.0.1:9',
    };
    // Nothing vitest or tsx put into the environment may help the built code load.
    delete env.NODE_PATH;
    delete env.NODE_OPTIONS;
    child = spawn(process.execPath, ['dist/index.js'], { cwd: serverRoot, env, stdio: ['ignore', 'pipe', 'pipe'] });
    const port = await startBuilt(child);
    const res = await fetch(`http://127.0.0.1:${port}/health`);
    expect(res.status).toBe(200);
  });
});
