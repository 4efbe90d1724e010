// Runs the whole product locally: both stand-ins, the API and the SPA, each in its own process.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs, parseEnv } from 'node:util';
import { localClientEnv as localKeys, LOCAL_PORTS } from '@campus-hostel/contracts/local-project';
import { startTestPostgres } from '@campus-hostel/emulators/testing';
import { awaitFreePorts } from './ports';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const { values: args } = parseArgs({
  options: {
    dev: { type: 'boolean', default: false },
    fresh: { type: 'boolean', default: false },
    'data-dir': { type: 'string', default: '.data' },
    // A folder of test-only migrations the Supabase stand-in applies with the project's (e2e's fifth hostel).
    'extra-migrations': { type: 'string' },
    // The Supabase stand-in on a throw-away PostgreSQL rather than PGlite (unless DATABASE_URL names one), which answers
    // the journeys' two browsers at once where PGlite takes one query at a time (the journeys: 493 s against 536 s).
    postgres: { type: 'boolean', default: false },
  },
});

const postgres = args.postgres && !process.env.DATABASE_URL ? await startTestPostgres() : null;

const dataDir = path.resolve(root, args['data-dir']);
const ports = LOCAL_PORTS;

/**
 * The SPA's keys for the local stack, for whatever the environment and the root .env leave unset (Vite lets both win
 * over these). A production build has no defaults of its own, so the local stack names them here, once.
 */
function localClientEnv(): Record<string, string> {
  const envFile = path.join(root, '.env');
  const fromFile = existsSync(envFile) ? parseEnv(readFileSync(envFile, 'utf8')) : {};
  const local = localKeys();
  const given = (key: string): boolean => process.env[key] !== undefined || fromFile[key] !== undefined;
  // A legacy anon key in the .env stands for the publishable key.
  return Object.fromEntries(
    Object.entries(local).filter(
      ([key]) => !given(key) && !(key === 'VITE_SUPABASE_PUBLISHABLE_KEY' && given('VITE_SUPABASE_ANON_KEY')),
    ),
  );
}

interface Service {
  name: string;
  cwd: string;
  command: string;
  argv: string[];
  env: Record<string, string>;
  health: string;
}

const services: Service[] = [
  {
    name: 'mail',
    cwd: root,
    command: process.execPath,
    argv: ['--import', 'tsx', 'emulators/mail/main.ts'],
    // The API's outbox resends with the same Message-ID after a crash; the catcher keeps one copy, as Mailpit can.
    env: { HTTP_PORT: String(ports.mail), SMTP_PORT: String(ports.smtp), MP_IGNORE_DUPLICATE_IDS: 'true' },
    health: `http://localhost:${ports.mail}/api/v1/info`,
  },
  {
    name: 'supabase',
    cwd: root,
    command: process.execPath,
    argv: ['--import', 'tsx', 'emulators/supabase/main.ts'],
    env: {
      PORT: String(ports.supabase),
      DATA_DIR: dataDir,
      SMTP_URL: `smtp://127.0.0.1:${ports.smtp}`,
      ...(args['extra-migrations'] ? { EXTRA_MIGRATIONS_DIR: path.resolve(root, args['extra-migrations']) } : {}),
      ...(postgres ? { DATABASE_URL: postgres.url } : {}),
    },
    health: `http://localhost:${ports.supabase}/health`,
  },
  {
    name: 'stripe',
    cwd: root,
    command: process.execPath,
    argv: ['--import', 'tsx', 'emulators/stripe/main.ts'],
    env: { PORT: String(ports.stripe), STRIPE_WEBHOOK_URL: `http://localhost:${ports.api}/webhooks/stripe` },
    health: `http://localhost:${ports.stripe}/health`,
  },
  {
    name: 'api',
    cwd: path.join(root, 'server'),
    command: process.execPath,
    argv: ['--import', 'tsx', 'src/index.ts'],
    env: {
      PORT: String(ports.api),
      STRIPE_API_BASE: `http://localhost:${ports.stripe}`,
      SMTP_URL: `smtp://127.0.0.1:${ports.smtp}`,
    },
    health: `http://localhost:${ports.api}/health`,
  },
  {
    name: 'web',
    cwd: path.join(root, 'client'),
    command: process.execPath,
    argv: [
      path.join(root, 'node_modules', 'vite', 'bin', 'vite.js'),
      ...(args.dev ? [] : ['preview']),
      '--port',
      String(ports.web),
      '--strictPort',
    ],
    env: localClientEnv(),
    health: `http://localhost:${ports.web}/`,
  },
];

const running: ChildProcess[] = [];
let stopping = false;

function start(service: Service): ChildProcess {
  const child = spawn(service.command, service.argv, {
    cwd: service.cwd,
    env: { ...process.env, ...service.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const prefix = `[${service.name}] `;
  const relay = (stream: NodeJS.WriteStream) => (chunk: Buffer) => {
    for (const line of chunk.toString().split('\n')) if (line.trim()) stream.write(prefix + line + '\n');
  };
  child.stdout?.on('data', relay(process.stdout));
  child.stderr?.on('data', relay(process.stderr));
  child.on('exit', (code, signal) => {
    if (stopping) return;
    console.error(`${prefix}exited (${signal ?? code}); stopping everything`);
    void stop(1);
  });
  running.push(child);
  return child;
}

async function waitForHealth(service: Service, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (stopping) return;
    try {
      const res = await fetch(service.health);
      if (res.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${service.name} did not become healthy at ${service.health}`);
}

async function stop(code: number): Promise<void> {
  if (stopping) return;
  stopping = true;
  // Stop in reverse order so the API drains before its database goes away.
  for (const child of [...running].reverse()) {
    if (child.exitCode !== null || child.signalCode !== null) continue;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    const forced = setTimeout(() => child.kill('SIGKILL'), 10_000);
    await exited;
    clearTimeout(forced);
  }
  await postgres?.stop();
  process.exit(code);
}

process.on('SIGINT', () => void stop(0));
process.on('SIGTERM', () => void stop(0));

if (args.fresh) await rm(dataDir, { recursive: true, force: true });

if (!args.dev) {
  const built = spawnSync(
    process.execPath,
    [path.join(root, 'node_modules', 'vite', 'bin', 'vite.js'), 'build', '--logLevel', 'warn'],
    {
      cwd: path.join(root, 'client'),
      env: { ...process.env, ...localClientEnv() },
      stdio: 'inherit',
    },
  );
  if (built.status !== 0) process.exit(built.status ?? 1);
}

try {
  await awaitFreePorts(Object.values(ports));
  for (const service of services) {
    start(service);
    await waitForHealth(service);
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  await stop(1);
}

// The API reads INSTITUTE_EMAIL_DOMAIN from the environment, else from the root .env, as here.
const envFile = path.join(root, '.env');
const signUpDomain =
  process.env.INSTITUTE_EMAIL_DOMAIN ||
  (existsSync(envFile) ? parseEnv(readFileSync(envFile, 'utf8')).INSTITUTE_EMAIL_DOMAIN : undefined);

console.log(`
Campus Hostel is running${args.dev ? ' (dev server with hot reload)' : ''}:
  web app          http://localhost:${ports.web}
  API              http://localhost:${ports.api}
  Supabase stand-in http://localhost:${ports.supabase}
  Stripe stand-in  http://localhost:${ports.stripe}
  Mail catcher     http://localhost:${ports.mail} (SMTP ${ports.smtp})
Demo accounts:
  admin         admin@hostel.local / admin-pass-2026
  staff         staff@hostel.local / staff-pass-2026
  warden        warden@hostel.local / warden-pass-2026 (Kanhar)
  mess manager  mess@hostel.local / mess-pass-2026 (Gopad Mess)
  guard         guard@hostel.local / guard-pass-2026 (Indravati's gate)
  technician    technician@hostel.local / technician-pass-2026 (plumbing, electrical)
  student       student@hostel.local / student-pass-2026
Test cards: 4242 4242 4242 4242 succeeds, 4000 0000 0000 0002 is declined (any future expiry, any CVC).
Sign-up: ${signUpDomain ? `@${signUpDomain} addresses only (INSTITUTE_EMAIL_DOMAIN)` : 'any address'}; confirm it by the link in the mail catcher.
Press Ctrl-C to stop.`);
