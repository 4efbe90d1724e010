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

/** Runs the statements PostgREST runs at the start of every request transaction. */
async function becomeRole(sql: Sql, claims: Claims): Promise<void> {
  const role = claims.role;
  if (!isApiRole(role)) throw new JwtError(`JWT role "${String(role)}" is not allowed`);
  // PostgREST's search path on Supabase is the exposed schema plus extensions.
  // The role comes from the fixed list above, so naming it inline is safe (SET cannot take a parameter).
  await sql.query(`set local role ${role}`);
  await sql.query(
    `select set_config('request.jwt.claims', $1, true),
            set_config('request.jwt.claim.sub', $2, true),
            set_config('request.jwt.claim.role', $3, true),
            set_config('request.jwt.claim.email', $4, true),
            set_config('search_path', 'public, extensions', true)`,
    [JSON.stringify(claims), claims.sub ?? '', role, claims.email ?? ''],
  );
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

function postgresSql(client: pg.PoolClient): Sql {
  return {
    async query<T extends Record<string, unknown>>(text: string, params?: unknown[]): Promise<QueryResult<T>> {
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
  const serialized = <T>(fn: (sql: Sql) => Promise<T>): Promise<T> => {
    const run = queue.then(() => db.transaction((tx) => fn(pgliteSql(tx))));
    queue = run.catch(() => undefined);
    return run;
  };
  return {
    kind: 'pglite',
    asRole: (claims, fn) =>
      serialized(async (sql) => {
        await becomeRole(sql, claims);
        return fn(sql);
      }),
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

async function openPostgres(databaseUrl: string): Promise<Db> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10, types: { getTypeParser } });
  // An idle client losing its connection must not crash the process; the next checkout reconnects.
  pool.on('error', () => undefined);
  const inTransaction = async <T>(fn: (sql: Sql) => Promise<T>): Promise<T> => {
    const client = await pool.connect();
    try {
      await client.query('begin');
      const result = await fn(postgresSql(client));
      await client.query('commit');
      return result;
    } catch (error) {
      await client.query('rollback').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  };
  await inTransaction((sql) => sql.query('select 1'));
  return {
    kind: 'postgres',
    asRole: (claims, fn) =>
      inTransaction(async (sql) => {
        await becomeRole(sql, claims);
        return fn(sql);
      }),
    asOwner: (fn) => inTransaction(fn),
    close: () => pool.end(),
  };
}

/** Opens PostgreSQL at databaseUrl when given, else PGlite with its files in `${dataDir}/pglite`. */
export async function openDb(opts: { databaseUrl?: string; dataDir: string }): Promise<Db> {
  return opts.databaseUrl ? openPostgres(opts.databaseUrl) : openPglite(opts.dataDir);
}
