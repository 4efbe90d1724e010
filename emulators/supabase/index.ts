// Starts the embedded Supabase stand-in: database (PGlite or PostgreSQL), migrations and seed, then HTTP.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { createSupabaseHandler } from './app';
import { openDb, type Db } from './db';
import { LOCAL_JWT_SECRET } from './keys';
import { migrate, REPO_ROOT } from './migrate';

export { LOCAL_ANON_KEY, LOCAL_JWT_SECRET, LOCAL_SERVICE_ROLE_KEY } from './keys';
export type { Claims, Db, Sql } from './db';

export const DEFAULT_DATA_DIR = path.join(REPO_ROOT, '.data');
export const DEFAULT_PORT = 54321;

export interface StartSupabaseOptions {
  /** 0 picks a free port; default 54321. */
  port?: number;
  /** A PostgreSQL server to use instead of PGlite. */
  databaseUrl?: string;
  /** PGlite files and storage objects; default `<repo>/.data`. */
  dataDir?: string;
  jwtSecret?: string;
  migrationsDir?: string;
  seedFile?: string;
  /** No log line when ready. */
  quiet?: boolean;
}

export interface RunningSupabase {
  url: string;
  port: number;
  db: Db;
  close(): Promise<void>;
}

export async function startSupabase(opts: StartSupabaseOptions = {}): Promise<RunningSupabase> {
  const dataDir = path.resolve(opts.dataDir ?? DEFAULT_DATA_DIR);
  const jwtSecret = opts.jwtSecret ?? LOCAL_JWT_SECRET;
  const db = await openDb(opts.databaseUrl ? { databaseUrl: opts.databaseUrl, dataDir } : { dataDir });
  try {
    await migrate(db, {
      ...(opts.migrationsDir ? { migrationsDir: opts.migrationsDir } : {}),
      ...(opts.seedFile ? { seedFile: opts.seedFile } : {}),
    });
  } catch (error) {
    await db.close();
    throw error;
  }
  const handler = createSupabaseHandler({ db, jwtSecret, dataDir });
  // A deep accept queue so a burst of students waits instead of being refused; idle keep-alive
  // sockets outlive the clients' own (undici 4 s), so a busy client never reuses a socket the
  // stand-in is closing at that moment (that race failed reads with "other side closed").
  const server = createServer(handler).listen({ port: opts.port ?? DEFAULT_PORT, backlog: 4096 });
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('listening', resolve);
      server.once('error', reject);
    });
  } catch (error) {
    await db.close();
    throw error;
  }
  const port = (server.address() as AddressInfo).port;
  const url = `http://127.0.0.1:${port}`;
  if (!opts.quiet) {
    console.log(`Supabase stand-in ready at ${url} (${db.kind === 'pglite' ? `PGlite in ${dataDir}` : 'PostgreSQL'})`);
  }
  let closing: Promise<void> | undefined;
  return {
    url,
    port,
    db,
    close() {
      closing ??= (async () => {
        await new Promise<void>((resolve) => {
          server.close(() => resolve());
          server.closeAllConnections();
        });
        await db.close();
      })();
      return closing;
    },
  };
}
