// The stand-in's database handle: PGlite (embedded, default) or a real PostgreSQL server, with PostgREST-style role switching.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { pgcrypto } from '@electric-sql/pglite/contrib/pgcrypto';
import pg from 'pg';
import { JwtError } from './jwt';

export type Claims = Record<string, unknown> & { role: string; sub?: string; email?: string };

export interface Sql {
  query<T extends Record<string, unknown> = Record<string, unknown>>(
    text: string,
    params?: unknown[],
  ): Promise<{ rows: T[]; rowCount: number; fields: { name: string; dataTypeID: number }[] }>;
}

export interface Db {
  kind: 'pglite' | 'postgres';
  /** One transaction as the claims' role (set local role) with request.jwt.claims set, so RLS decides; rolled back if fn throws. */
  asRole<T>(claims: Claims, fn: (sql: Sql) => Promise<T>): Promise<T>;
  /** One transaction as the database owner (bypasses RLS): auth bookkeeping, migrations. */
  asOwner<T>(fn: (sql: Sql) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** The only roles a JWT may switch to, as on hosted Supabase (PostgREST's authenticator may become these). */
export const API_ROLES = ['anon', 'authenticated', 'service_role'] as const;
export type ApiRole = (typeof API_ROLES)[number];

export function isApiRole(role: unknown): role is ApiRole {
  return typeof role === 'string' && (API_ROLES as readonly string[]).includes(role);
}

const INT8_OID = 20;

type QueryResult<T> = Awaited<ReturnType<Sql['query']>> & { rows: T[] };

/** A string literal for a simple-protocol statement (the same quoting as libpq's PQescapeLiteral). */
function literal(value: string): string {
  // A NUL would end the statement text early; signed claims never carry one, so refuse rather than truncate.
  if (value.includes('\u0000')) throw new JwtError('JWT claims must not contain NUL characters');
  return pg.escapeLiteral(value);
}

/**
 * The statement PostgREST runs at the start of every request transaction: the JWT's role, its claims
 * and the search path, all transaction-local. The values are quoted literals so it can share one
 * round trip with `begin` (and the caller's first statement when that has no parameters).
 */
function roleSetup(claims: Claims): string {
  const role = claims.role;
  if (!isApiRole(role)) throw new JwtError(`JWT role "${String(role)}" is not allowed`);
  // PostgREST's search path on Supabase is the exposed schema plus extensions.
  // set_config('role', ..., true) is SET LOCAL ROLE, as PostgREST itself switches roles.
  return `select set_config('role', ${literal(role)}, true),
            set_config('request.jwt.claims', ${literal(JSON.stringify(claims))}, true),
            set_config('request.jwt.claim.sub', ${literal(claims.sub ?? '')}, true),
            set_config('request.jwt.claim.role', ${literal(role)}, true),
            set_config('request.jwt.claim.email', ${literal(claims.email ?? '')}, true),
            set_config('search_path', 'public, extensions', true)`;
}

/**
 * Statements a transaction must run before the caller's first one. They are sent with that first
 * statement when it has no parameters (one simple-protocol round trip), else just before it.
 */
class Preamble {
  private pending: string | undefined;
  constructor(text: string | undefined) {
    this.pending = text;
  }
  /** Whether anything has reached the database yet. */
  get sent(): boolean {
    return this.pending === undefined;
  }
  take(): string | undefined {
    const text = this.pending;
    this.pending = undefined;
    return text;
  }
}

function pgliteSql(tx: Transaction, preamble: Preamble): Sql {
  return {
    async query<T extends Record<string, unknown>>(text: string, params?: unknown[]): Promise<QueryResult<T>> {
      const before = preamble.take();
      if (before !== undefined) {
        if (params === undefined) text = `${before};\n${text}`;
        else await tx.exec(before);
      }
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

function postgresSql(client: pg.PoolClient, preamble: Preamble): Sql {
  return {
    async query<T extends Record<string, unknown>>(text: string, params?: unknown[]): Promise<QueryResult<T>> {
      const before = preamble.take();
      if (before !== undefined) {
        // Without parameters pg uses the simple protocol, which runs several statements in one round trip.
        if (params === undefined) text = `${before};\n${text}`;
        else await client.query(before);
      }
      const result = await client.query<T>(text, params);
      // A multi-statement simple query answers an array of results; the last one is the interesting one.
      const last: pg.QueryResult<T> | undefined = Array.isArray(result)
        ? (result as pg.QueryResult<T>[])[(result as pg.QueryResult<T>[]).length - 1]
        : result;
      return {
        rows: last?.rows ?? [],
        rowCount: last?.rowCount ?? 0,
        fields: (last?.fields ?? []).map((f) => ({ name: f.name, dataTypeID: f.dataTypeID })),
      };
    },
  };
}

async function openPglite(dataDir: string): Promise<Db> {
  const dir = path.join(dataDir, 'pglite');
  mkdirSync(dir, { recursive: true });
  const db = await PGlite.create({ dataDir: dir, extensions: { pgcrypto } });
  // PGlite is one single-threaded backend: every transaction waits its turn so none interleave.
  let queue: Promise<unknown> = Promise.resolve();
  const serialized = <T>(fn: (sql: Sql) => Promise<T>, setup?: string): Promise<T> => {
    const run = queue.then(() => db.transaction((tx) => fn(pgliteSql(tx, new Preamble(setup)))));
    queue = run.catch(() => undefined);
    return run;
  };
  return {
    kind: 'pglite',
    asRole: async (claims, fn) => {
      const setup = roleSetup(claims);
      return serialized(fn, setup);
    },
    asOwner: (fn) => serialized(fn),
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

async function openPostgres(databaseUrl: string): Promise<Db> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: poolMaxFrom(process.env), types: { getTypeParser } });
  // An idle client losing its connection must not crash the process; the next checkout reconnects.
  pool.on('error', () => undefined);
  // begin (+ role setup) travels with the first statement, so a request costs three round trips, not five.
  const inTransaction = async <T>(fn: (sql: Sql) => Promise<T>, setup?: string): Promise<T> => {
    const preamble = new Preamble(setup === undefined ? 'begin' : `begin;\n${setup}`);
    const client = await pool.connect();
    try {
      const result = await fn(postgresSql(client, preamble));
      if (preamble.sent) await client.query('commit');
      return result;
    } catch (error) {
      if (preamble.sent) await client.query('rollback').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  };
  await inTransaction((sql) => sql.query('select 1'));
  return {
    kind: 'postgres',
    asRole: async (claims, fn) => {
      const setup = roleSetup(claims);
      return inTransaction(fn, setup);
    },
    asOwner: (fn) => inTransaction(fn),
    close: () => pool.end(),
  };
}

/** Opens PostgreSQL at databaseUrl when given, else PGlite with its files in `${dataDir}/pglite`. */
export async function openDb(opts: { databaseUrl?: string; dataDir: string }): Promise<Db> {
  return opts.databaseUrl ? openPostgres(opts.databaseUrl) : openPglite(opts.dataDir);
}
