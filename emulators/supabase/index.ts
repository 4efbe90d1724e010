// Starts the embedded Supabase stand-in: database (PGlite or PostgreSQL), migrations and seed, then HTTP.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { createSupabaseHandler } from './app';
import { openDb, type Db } from './db';
import { migrate, REPO_ROOT } from './migrate';
import { readProjectConfig, type ProjectConfig } from './project-config';
import { projectKeys, type ProjectKeys, type SigningMode } from './project-keys';
import { startRealtime, startRealtimeProcess, type Realtime } from './realtime/index';

export { LOCAL_SUPABASE } from '@campus-hostel/contracts/local-project';
export type { Claims, Db, ServiceRole, Sql } from './db';
export { readProjectConfig, type ProjectConfig } from './project-config';
export { projectKeys, type ProjectKeys, type SigningMode } from './project-keys';

export const DEFAULT_DATA_DIR = path.join(REPO_ROOT, '.data');
export const DEFAULT_PORT = 54321;
export const DEFAULT_CONFIG_FILE = path.join(REPO_ROOT, 'supabase', 'config.toml');
/** Realtime's own connections on PostgreSQL: a join's checks and the change feed's drain, a few at a time. */
const REALTIME_POOL_MAX = 4;

export interface StartSupabaseOptions {
  /** 0 picks a free port; default 54321. */
  port?: number;
  /** The interface to listen on; default 127.0.0.1, since the local keys are public. */
  host?: string;
  /** A PostgreSQL server to use instead of PGlite. */
  databaseUrl?: string;
  /** PGlite files and storage objects; default `<repo>/.data`. */
  dataDir?: string;
  /** How user tokens are signed: ES256 with a kid (default, as projects are today) or HS256 (a legacy project). */
  signing?: SigningMode;
  /** The legacy HS256 secret (default: the Supabase CLI's); legacy tokens signed with it are accepted in either mode. */
  legacyJwtSecret?: string;
  /** supabase/config.toml, or another file of its shape. */
  configFile?: string;
  /** The settings themselves, read already (tests); wins over configFile. */
  config?: ProjectConfig;
  /** Where GoTrue's e-mails go (SMTP_URL); default the mail catcher at smtp://127.0.0.1:54325. */
  smtpUrl?: string;
  migrationsDir?: string;
  /** A folder of further migrations applied with the project's, in filename order (tests only). */
  extraMigrationsDir?: string;
  seedFile?: string;
  /** No log line when ready. */
  quiet?: boolean;
}

export interface RunningSupabase {
  url: string;
  port: number;
  db: Db;
  /** The project's keys: sign tokens as this stand-in's GoTrue would, or read its JWKS. */
  keys: ProjectKeys;
  config: ProjectConfig;
  /**
   * Realtime: `disconnectAll()` drops every client as a draining Realtime node does (clients reconnect); `pid` is its
   * own process on PostgreSQL.
   */
  realtime: Pick<Realtime, 'disconnectAll' | 'pid'>;
  close(): Promise<void>;
}

export async function startSupabase(opts: StartSupabaseOptions = {}): Promise<RunningSupabase> {
  const dataDir = path.resolve(opts.dataDir ?? DEFAULT_DATA_DIR);
  const config = opts.config ?? readProjectConfig(opts.configFile ?? DEFAULT_CONFIG_FILE);
  const keysOptions = {
    dataDir,
    ...(opts.signing ? { signing: opts.signing } : {}),
    ...(opts.legacyJwtSecret ? { legacyJwtSecret: opts.legacyJwtSecret } : {}),
  };
  const keys = projectKeys(keysOptions);
  const db = await openDb(opts.databaseUrl ? { databaseUrl: opts.databaseUrl, dataDir } : { dataDir });
  let realtime: Realtime;
  try {
    await migrate(db, {
      ...(opts.migrationsDir ? { migrationsDir: opts.migrationsDir } : {}),
      ...(opts.extraMigrationsDir ? { extraMigrationsDir: opts.extraMigrationsDir } : {}),
      ...(opts.seedFile ? { seedFile: opts.seedFile } : {}),
    });
    // After the migrations, so that the tables they publish get their capture triggers. On PostgreSQL, Realtime is a
    // process of its own with connections of its own, as hosted Realtime is a service of its own: its joins and
    // deliveries never queue behind the REST API's requests, for the event loop or for the pool. PGlite has one
    // connection, which Realtime shares here.
    realtime = opts.databaseUrl
      ? await startRealtimeProcess({
          databaseUrl: opts.databaseUrl,
          dataDir,
          poolMax: REALTIME_POOL_MAX,
          keys,
          keysOptions,
        })
      : await startRealtime({ db, keys });
  } catch (error) {
    await db.close();
    throw error;
  }
  const handler = createSupabaseHandler({
    db,
    keys,
    config,
    dataDir,
    realtime,
    ...(opts.smtpUrl ? { smtpUrl: opts.smtpUrl } : {}),
  });
  // A deep accept queue so a burst of students waits instead of being refused; idle keep-alive
  // sockets outlive the clients' own (undici 4 s), so a busy client never reuses a socket the
  // stand-in is closing at that moment (that race failed reads with "other side closed").
  const server = createServer(handler).listen({
    host: opts.host ?? '127.0.0.1',
    port: opts.port ?? DEFAULT_PORT,
    backlog: 4096,
  });
  // Realtime's websocket shares the port, as on hosted Supabase; any other upgrade is not served.
  server.on('upgrade', (req, socket, head: Buffer) => {
    if (!realtime.upgrade(req, socket, head)) socket.end('HTTP/1.1 404 Not Found\r\ncontent-length: 0\r\n\r\n');
  });
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('listening', resolve);
      server.once('error', reject);
    });
  } catch (error) {
    await realtime.close();
    await db.close();
    throw error;
  }
  const port = (server.address() as AddressInfo).port;
  const url = `http://127.0.0.1:${port}`;
  if (!opts.quiet) {
    console.log(`Supabase stand-in ready at ${url} (${db.kind === 'pglite' ? `PGlite in ${dataDir}` : 'PostgreSQL'})`);
    if (keys.signing === 'hs256')
      console.log(
        'Signing user tokens HS256 with the legacy JWT secret (AUTH_SIGNING=hs256), as a legacy project does',
      );
  }
  let closing: Promise<void> | undefined;
  return {
    url,
    port,
    db,
    keys,
    config,
    realtime: { disconnectAll: () => realtime.disconnectAll(), pid: realtime.pid },
    close() {
      closing ??= (async () => {
        const serverClosed = new Promise<void>((resolve) => {
          server.close(() => resolve());
          server.closeAllConnections();
        });
        // Realtime's sockets are closed by Realtime, which the server's close waits for.
        await realtime.close();
        await serverClosed;
        await db.close();
      })();
      return closing;
    },
  };
}
