// The stand-in's database handle: PGlite (embedded, default) or a real PostgreSQL server, with PostgREST-style role switching.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Transaction } from '@electric-sql/pglite';
import { pgcrypto } from '@electric-sql/pglite/contrib/pgcrypto';
import pg from 'pg';
import { JwtError } from './jwt';
import { checkSuperuser, CURRENT_USER, openPgliteAsSuperuser } from './superuser';

export type Claims = Record<string, unknown> & { role: string; sub?: string; email?: string };

export interface Sql {
  query<T extends Record<string, unknown> = Record<string, unknown>>(
    text: string,
    params?: unknown[],
  ): Promise<{ rows: T[]; rowCount: number; fields: { name: string; dataTypeID: number }[] }>;
}

/** A statement and its bound values. */
export interface Statement {
  text: string;
  values?: unknown[];
}

export type QueryResult<T extends Record<string, unknown> = Record<string, unknown>> = Awaited<
  ReturnType<Sql['query']>
> & { rows: T[] };

export interface Db {
  kind: 'pglite' | 'postgres';
  /** One transaction as the claims' role (set local role) with request.jwt.claims set, so RLS decides; rolled back if fn throws. */
  asRole<T>(claims: Claims, fn: (sql: Sql) => Promise<T>): Promise<T>;
  /**
   * Statements known before the transaction opens, run in order in one transaction as the claims' role
   * (read only when asked), rolled back if any fails. On PostgreSQL begin, the role setup, the statements
   * and commit travel together: one round trip however many statements there are.
   */
  batchAsRole(claims: Claims, statements: Statement[], options?: { readOnly?: boolean }): Promise<QueryResult[]>;
  /**
   * One transaction as one of the platform's service roles (set local role, with the role's own settings), as that
   * service's connection logs in on hosted Supabase: the project's migrations and seed as postgres, GoTrue as
   * supabase_auth_admin, storage-api as supabase_storage_admin.
   */
  asService<T>(role: ServiceRole, fn: (sql: Sql) => Promise<T>): Promise<T>;
  /** One transaction as the superuser the stand-in connects as (hosted: supabase_admin): bootstrap, reset, Realtime's capture, test fixtures. */
  asOwner<T>(fn: (sql: Sql) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** The only roles a JWT may switch to, as on hosted Supabase (PostgREST's authenticator may become these). */
export const API_ROLES = ['anon', 'authenticated', 'service_role'] as const;
export type ApiRole = (typeof API_ROLES)[number];

export function isApiRole(role: unknown): role is ApiRole {
  return typeof role === 'string' && (API_ROLES as readonly string[]).includes(role);
}

/** The platform's roles its services log in as; each owns its service's schema, and postgres owns the project's. */
export const SERVICE_ROLES = ['postgres', 'supabase_auth_admin', 'supabase_storage_admin'] as const;
export type ServiceRole = (typeof SERVICE_ROLES)[number];

/** PostgREST's connection role: its settings (statement and lock timeouts) hold for every role it becomes. */
const AUTHENTICATOR = 'authenticator';

const INT8_OID = 20;

/** A role's `alter role … set` settings that any user may set, as [name, value] in the order to apply them. */
type Setting = readonly [name: string, value: string];

/**
 * Every role's settings (database-specific after global, so they win), read once per handle as PostgREST reads them
 * when it loads its schema cache (PostgREST src/PostgREST/Config/Database.hs queryRoleSettings): only settings of
 * context `user`, which a transaction may set.
 */
const ROLE_SETTINGS = `
  select r.rolname::text as role, split_part(c.setting, '=', 1) as name, substr(c.setting, strpos(c.setting, '=') + 1) as value
  from pg_catalog.pg_db_role_setting d
  join pg_catalog.pg_roles r on r.oid = d.setrole
  cross join lateral pg_catalog.unnest(d.setconfig) as c(setting)
  join pg_catalog.pg_settings p on p.name = split_part(c.setting, '=', 1) and p.context = 'user'
  where d.setdatabase in (0, (select oid from pg_catalog.pg_database where datname = pg_catalog.current_database()))
  order by r.rolname, d.setdatabase`;

type RoleSettings = (role: string) => Promise<Setting[]>;

/** Loads every role's settings on first use; the bootstrap that sets them runs as the owner, before any role is used. */
function roleSettingsOf(asOwner: Db['asOwner']): RoleSettings {
  let loaded: Promise<Map<string, Setting[]>> | undefined;
  return async (role) => {
    loaded ??= asOwner((sql) => sql.query<{ role: string; name: string; value: string }>(ROLE_SETTINGS)).then(
      ({ rows }) => {
        const byRole = new Map<string, Map<string, string>>();
        for (const row of rows) {
          const settings = byRole.get(row.role) ?? new Map<string, string>();
          settings.set(row.name, row.value);
          byRole.set(row.role, settings);
        }
        return new Map([...byRole].map(([name, settings]) => [name, [...settings]]));
      },
    );
    return (await loaded).get(role) ?? [];
  };
}

/** `set_config($n, $n+1, true)` for each setting, numbering parameters after `first - 1` others. */
function setConfigs(settings: readonly Setting[], first: number): { text: string; values: string[] } {
  return {
    text: settings.map((_, i) => `, set_config($${first + 2 * i}, $${first + 2 * i + 1}, true)`).join(''),
    values: settings.flatMap(([name, value]) => [name, value]),
  };
}

/** The statement that makes a transaction one of the service roles, with that role's own settings. */
async function serviceSetup(role: ServiceRole, settingsOf: RoleSettings): Promise<Statement> {
  if (!SERVICE_ROLES.includes(role)) throw new Error(`"${String(role)}" is not a service role`);
  const settings = setConfigs(await settingsOf(role), 2);
  return { text: `select set_config('role', $1, true)${settings.text}`, values: [role, ...settings.values] };
}

/**
 * The statement PostgREST runs at the start of every request transaction: the JWT's role, its claims
 * and the search path, all transaction-local (set_config('role', ..., true) is SET LOCAL ROLE, as
 * PostgREST itself switches roles). PostgREST's search path on Supabase is the exposed schema plus extensions.
 * Then the settings of its connection role, authenticator, and of the impersonated role over them (anon's 3 s
 * statement timeout), which PostgREST applies per request (PostgREST docs references/transactions.rst
 * "Impersonated Role Settings").
 */
async function roleSetup(claims: Claims, readOnly: boolean, settingsOf: RoleSettings): Promise<Statement> {
  const role = claims.role;
  if (!isApiRole(role)) throw new JwtError(`JWT role "${String(role)}" is not allowed`);
  const values = [role, JSON.stringify(claims), claims.sub ?? '', claims.email ?? ''];
  // A text parameter cannot carry a NUL; signed claims never hold one, so refuse with a clear reason.
  if (values.some((v) => v.includes('\u0000'))) throw new JwtError('JWT claims must not contain NUL characters');
  const merged = new Map([...(await settingsOf(AUTHENTICATOR)), ...(await settingsOf(role))]);
  const settings = setConfigs([...merged], values.length + 1);
  return {
    text: `select set_config('search_path', 'public, extensions', true)${settings.text},
                  set_config('role', $1, true), set_config('request.jwt.claims', $2, true),
                  set_config('request.jwt.claim.sub', $3, true), set_config('request.jwt.claim.role', $1, true),
                  set_config('request.jwt.claim.email', $4, true)${
                    readOnly ? `, set_config('transaction_read_only', 'on', true)` : ''
                  }`,
    values: [...values, ...settings.values],
  };
}

function pgliteSql(tx: Transaction): Sql {
  return {
    async query<T extends Record<string, unknown>>(text: string, params?: unknown[]): Promise<QueryResult<T>> {
      if (params === undefined) {
        // Without parameters, allow several statements (migrations, seed), as the simple protocol does on PostgreSQL.
        const results = await tx.exec(text);
        const last = results[results.length - 1];
        const rows = (last?.rows ?? []) as T[];
        return { rows, rowCount: last?.rowCount ?? last?.affectedRows ?? rows.length, fields: last?.fields ?? [] };
      }
      const result = await tx.query<T>(text, params);
      return {
        rows: result.rows,
        rowCount: result.rowCount ?? result.affectedRows ?? result.rows.length,
        fields: result.fields,
      };
    },
  };
}

/** Runs statements one after another in the caller's transaction. */
export async function runInOrder(sql: Sql, statements: Statement[]): Promise<QueryResult[]> {
  const results: QueryResult[] = [];
  for (const statement of statements) results.push(await sql.query(statement.text, statement.values));
  return results;
}

async function openPglite(dataDir: string): Promise<Db> {
  const dir = path.join(dataDir, 'pglite');
  mkdirSync(dir, { recursive: true });
  const db = await openPgliteAsSuperuser(dir, { pgcrypto });
  // PGlite is one single-threaded backend: every transaction waits its turn so none interleave.
  let queue: Promise<unknown> = Promise.resolve();
  const serialized = <T>(fn: (sql: Sql) => Promise<T>, setup?: Statement): Promise<T> => {
    const run = queue.then(() =>
      db.transaction(async (tx) => {
        const sql = pgliteSql(tx);
        if (setup) await sql.query(setup.text, setup.values);
        return fn(sql);
      }),
    );
    queue = run.catch(() => undefined);
    return run;
  };
  const asOwner: Db['asOwner'] = (fn) => serialized(fn);
  const settingsOf = roleSettingsOf(asOwner);
  return {
    kind: 'pglite',
    asRole: async (claims, fn) => serialized(fn, await roleSetup(claims, false, settingsOf)),
    batchAsRole: async (claims, statements, options) => {
      const setup = await roleSetup(claims, options?.readOnly ?? false, settingsOf);
      return serialized((sql) => runInOrder(sql, statements), setup);
    },
    asService: async (role, fn) => serialized(fn, await serviceSetup(role, settingsOf)),
    asOwner,
    async close() {
      await queue;
      await db.close();
    },
  };
}

/** Parses bigint columns as numbers, as PGlite does, so callers see the same values on both engines. */
const getTypeParser = ((oid: number, format?: 'text' | 'binary'): unknown => {
  if (oid === INT8_OID && format !== 'binary') return (value: string) => Number(value);
  return pg.types.getTypeParser(oid, format);
}) as typeof pg.types.getTypeParser;

/** Connections the stand-in keeps to PostgreSQL when DB_POOL_MAX does not say otherwise. */
export const DEFAULT_POOL_MAX = 20;

/** DB_POOL_MAX (1–500), else DEFAULT_POOL_MAX; anything else is a configuration error. */
export function poolMaxFrom(env: NodeJS.ProcessEnv): number {
  const raw = env.DB_POOL_MAX?.trim();
  if (raw === undefined || raw === '') return DEFAULT_POOL_MAX;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1 || value > 500) {
    throw new Error(`Invalid DB_POOL_MAX: must be a whole number from 1 to 500, got "${raw}"`);
  }
  return value;
}

/** A pg result shaped like PGlite's; a multi-statement simple query answers its last statement's result. */
function fromPg<T extends Record<string, unknown>>(result: pg.QueryResult<T> | pg.QueryResult<T>[]): QueryResult<T> {
  const last = Array.isArray(result) ? result[result.length - 1] : result;
  return {
    rows: last?.rows ?? [],
    rowCount: last?.rowCount ?? 0,
    fields: (last?.fields ?? []).map((f) => ({ name: f.name, dataTypeID: f.dataTypeID })),
  };
}

/**
 * Statement texts run with bound values get a name, so each connection parses and plans them once
 * (PostgREST prepares its statements too). Texts are built from the schema and the request's shape,
 * never its values, so the app's requests repeat a few dozen texts; the first PREPARED_MAX distinct
 * ones are named and any beyond run unnamed, which bounds what a stream of odd requests can make
 * every backend keep.
 */
const PREPARED_MAX = 500;
const preparedNames = new Map<string, string>();

function preparedName(text: string): string | undefined {
  const known = preparedNames.get(text);
  if (known !== undefined || preparedNames.size >= PREPARED_MAX) return known;
  const name = `stand_in_${preparedNames.size + 1}`;
  preparedNames.set(text, name);
  return name;
}

/**
 * Sends statements without waiting between them (the pool's clients pipeline) and waits for all; the
 * first failure in order is the one reported, since those after it only say the transaction was aborted.
 * The socket is corked while they are queued, so they leave in one write instead of one per statement
 * (pg corks each statement's own messages only).
 */
async function pipelined(client: pg.PoolClient, statements: Statement[]): Promise<QueryResult[]> {
  // A pool's clients are pg.Client instances; PoolClient's type just does not name the connection.
  const socket = (client as unknown as pg.Client).connection.stream;
  socket.cork();
  let sent: Promise<pg.QueryResult>[];
  try {
    sent = statements.map((s) =>
      client.query({ text: s.text, values: s.values, name: s.values ? preparedName(s.text) : undefined }),
    );
  } finally {
    socket.uncork();
  }
  const settled = await Promise.allSettled(sent);
  return settled.map((outcome) => {
    if (outcome.status === 'rejected') throw outcome.reason;
    return fromPg(outcome.value);
  });
}

function postgresSql(client: pg.PoolClient, preamble: Statement[]): Sql {
  return {
    async query<T extends Record<string, unknown>>(text: string, params?: unknown[]): Promise<QueryResult<T>> {
      // begin and the role setup travel with the transaction's first statement.
      const results = await pipelined(client, [...preamble.splice(0), { text, values: params }]);
      return results[results.length - 1] as QueryResult<T>;
    },
  };
}

async function openPostgres(databaseUrl: string, poolMax: number): Promise<Db> {
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: poolMax,
    pipeline: true,
    types: { getTypeParser },
  });
  // An idle client losing its connection must not crash the process; the next checkout reconnects.
  pool.on('error', () => undefined);
  const withClient = async <T>(fn: (client: pg.PoolClient) => Promise<T>): Promise<T> => {
    const client = await pool.connect();
    try {
      return await fn(client);
    } finally {
      client.release();
    }
  };
  const inTransaction = <T>(fn: (sql: Sql) => Promise<T>, setup?: Statement): Promise<T> =>
    withClient(async (client) => {
      const preamble: Statement[] = [{ text: 'begin' }, ...(setup ? [setup] : [])];
      try {
        const result = await fn(postgresSql(client, preamble));
        if (preamble.length === 0) await client.query('commit');
        return result;
      } catch (error) {
        if (preamble.length === 0) await client.query('rollback').catch(() => undefined);
        throw error;
      }
    });
  try {
    const who = await inTransaction((sql) => sql.query<{ me: string; superuser: boolean }>(CURRENT_USER));
    checkSuperuser(who.rows[0] ?? { me: 'nobody', superuser: false });
  } catch (error) {
    await pool.end();
    throw error;
  }
  const asOwner: Db['asOwner'] = (fn) => inTransaction(fn);
  const settingsOf = roleSettingsOf(asOwner);
  return {
    kind: 'postgres',
    asRole: async (claims, fn) => inTransaction(fn, await roleSetup(claims, false, settingsOf)),
    batchAsRole: async (claims, statements, options) => {
      const setup = await roleSetup(claims, options?.readOnly ?? false, settingsOf);
      // A failed statement aborts the transaction and the trailing commit then rolls it back.
      const results = await withClient((client) =>
        pipelined(client, [{ text: 'begin' }, setup, ...statements, { text: 'commit' }]),
      );
      return results.slice(2, -1);
    },
    asService: async (role, fn) => inTransaction(fn, await serviceSetup(role, settingsOf)),
    asOwner,
    close: () => pool.end(),
  };
}

/**
 * Opens PostgreSQL at databaseUrl when given (a pool of `poolMax` connections, else DB_POOL_MAX's), else PGlite with
 * its files in `${dataDir}/pglite`.
 */
export async function openDb(opts: { databaseUrl?: string; dataDir: string; poolMax?: number }): Promise<Db> {
  return opts.databaseUrl
    ? openPostgres(opts.databaseUrl, opts.poolMax ?? poolMaxFrom(process.env))
    : openPglite(opts.dataDir);
}
