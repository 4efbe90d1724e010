// The run's copy of the project: migrations and seed applied once by the global setup, then copied for each suite.
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { openDb, type Db } from '../supabase/db';
import { DEFAULT_MIGRATIONS_DIR, migrate } from '../supabase/migrate';
import { createDatabase, dropDatabase } from './index';
import { copyProjectPglite, createProjectDatabase } from './project';

const cleanups: (() => Promise<void>)[] = [];

afterAll(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function dataDir(): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'project-copy-'));
  cleanups.push(() => rm(dir, { recursive: true, force: true }));
  return dir;
}

async function postgresCopy(): Promise<Db> {
  const url = await createProjectDatabase();
  const db = await openDb({ databaseUrl: url, dataDir: await dataDir() });
  cleanups.push(() => dropDatabase(url));
  cleanups.push(() => db.close());
  return db;
}

async function pgliteCopy(): Promise<Db> {
  const dir = await dataDir();
  await copyProjectPglite(dir);
  const db = await openDb({ dataDir: dir });
  cleanups.push(() => db.close());
  return db;
}

const versions = async (): Promise<string[]> =>
  (await readdir(DEFAULT_MIGRATIONS_DIR)).map((file) => file.split('_')[0] ?? '').sort();

async function recorded(db: Db): Promise<{ versions: string[]; seeds: number; hostels: number }> {
  return db.asOwner(async (sql) => {
    const applied = await sql.query<{ version: string }>(
      'select version from supabase_migrations.schema_migrations order by version',
    );
    const [seeds] = (await sql.query<{ n: number }>('select count(*)::int as n from supabase_migrations.seed_files'))
      .rows;
    const [hostels] = (await sql.query<{ n: number }>('select count(*)::int as n from public.hostels')).rows;
    return { versions: applied.rows.map((r) => r.version), seeds: seeds?.n ?? 0, hostels: hostels?.n ?? 0 };
  });
}

describe.each([
  ['PostgreSQL', postgresCopy],
  ['PGlite', pgliteCopy],
] as const)("a suite's copy of the project on %s", (_engine, copy) => {
  it('when it is made, then every migration and the seed are already recorded, and migrating it applies nothing', async () => {
    const db = await copy();
    // The four students' hostels and the guest house.
    expect(await recorded(db)).toEqual({ versions: await versions(), seeds: 1, hostels: 5 });
    expect(await migrate(db)).toEqual({ applied: [], seeded: false });
  });

  it('when a suite changes its copy, then another copy made after it still has the seed as it was', async () => {
    const first = await copy();
    await first.asOwner((sql) => sql.query('delete from public.notices'));
    const second = await copy();
    const count = (db: Db) =>
      db.asOwner(async (sql) => (await sql.query<{ n: number }>('select count(*)::int as n from public.notices')).rows);
    expect(await count(first)).toEqual([{ n: 0 }]);
    expect((await count(second))[0]?.n).toBeGreaterThan(0);
  });
});

describe('createDatabase from a template', () => {
  it('when the template is not a test database, then it is refused and no database is made', async () => {
    const server = inject('postgresUrl');
    const before = await databases(server);
    await expect(createDatabase(server, { template: 'postgres; drop database x' })).rejects.toThrow(
      'refusing to copy postgres; drop database x: not a test database',
    );
    expect(await databases(server)).toEqual(before);
  });
});

async function databases(serverUrl: string): Promise<string[]> {
  const db = await openDb({ databaseUrl: serverUrl, dataDir: await dataDir() });
  try {
    return await db.asOwner(async (sql) =>
      (await sql.query<{ datname: string }>('select datname from pg_database order by datname')).rows.map(
        (r) => r.datname,
      ),
    );
  } finally {
    await db.close();
  }
}
