// The database handle's request transactions: the JWT's role and claims reach SQL intact on both engines.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createDatabase } from '../testing/index';
import { copyPlatformPglite } from '../testing/project';
import { DEFAULT_POOL_MAX, openDb, poolMaxFrom, type Claims, type Db } from './db';

describe.each(['pglite', 'postgres'] as const)('request transactions on %s', (engine) => {
  let db: Db;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'db-test-'));
    if (engine === 'pglite') await copyPlatformPglite(dataDir);
    db = await openDb(
      engine === 'postgres' ? { databaseUrl: await createDatabase(inject('postgresUrl')), dataDir } : { dataDir },
    );
    await db.asOwner((sql) =>
      sql.query(`do $$ begin
                   if not exists (select 1 from pg_roles where rolname = 'authenticated') then create role authenticated nologin; end if;
                 end $$`),
    );
  });
  afterAll(async () => {
    await db.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  const tricky: Claims = {
    role: 'authenticated',
    sub: "o'brien\\x",
    email: `a'b"c\\d@example.com`,
    app_metadata: { note: "it's" },
  };

  it('when the first statement has no parameters, then it runs as the role with the claims set verbatim', async () => {
    const row = await db.asRole(
      tricky,
      async (sql) =>
        (
          await sql.query<{ who: string; claims: string; email: string }>(
            `select current_user::text as who, current_setting('request.jwt.claims') as claims, current_setting('request.jwt.claim.email') as email`,
          )
        ).rows[0],
    );
    expect(row).toEqual({ who: 'authenticated', claims: JSON.stringify(tricky), email: tricky.email });
  });

  it('when the first statement has parameters, then the role is already in force for it', async () => {
    const row = await db.asRole(
      tricky,
      async (sql) =>
        (
          await sql.query<{ who: string; sub: string }>(
            `select current_user::text as who, current_setting('request.jwt.claim.sub') || $1 as sub`,
            ['!'],
          )
        ).rows[0],
    );
    expect(row).toEqual({ who: 'authenticated', sub: `${String(tricky.sub)}!` });
  });

  it('when a transaction ends, then the next one on the same connection is the owner again', async () => {
    await db.asRole(tricky, (sql) => sql.query('select 1'));
    const row = await db.asOwner(
      async (sql) =>
        (await sql.query<{ claims: string | null }>(`select current_setting('request.jwt.claims', true) as claims`))
          .rows[0],
    );
    expect(row?.claims ?? '').toBe('');
  });

  it('when a claim holds a NUL character or the role is not an API role, then nothing runs and the transaction is refused', async () => {
    await expect(db.asRole({ ...tricky, email: 'a\u0000b' }, (sql) => sql.query('select 1'))).rejects.toThrow(/NUL/);
    await expect(db.asRole({ role: 'postgres' }, (sql) => sql.query('select 1'))).rejects.toThrow(/not allowed/);
  });
});

describe('DB_POOL_MAX', () => {
  it('when unset or empty, then the default is used; when a whole number 1–500, then that', () => {
    expect(poolMaxFrom({})).toBe(DEFAULT_POOL_MAX);
    expect(poolMaxFrom({ DB_POOL_MAX: '' })).toBe(DEFAULT_POOL_MAX);
    expect(poolMaxFrom({ DB_POOL_MAX: ' 40 ' })).toBe(40);
  });
  it('when not a whole number from 1 to 500, then it is a configuration error naming the key', () => {
    for (const bad of ['0', '-1', '2.5', 'many', '501'])
      expect(() => poolMaxFrom({ DB_POOL_MAX: bad })).toThrow(/DB_POOL_MAX/);
  });
});
