// The stand-in's database is bootstrapped as hosted Supabase's: its roles, owners and settings, and migrations run as
// the non-superuser postgres, so what hosted refuses a migration is refused here too.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createDatabase, dropDatabase } from '../testing/index';
import { ENGINES } from '../testing/stand-in';
import { openDb, type Db } from './db';
import { migrate } from './migrate';
import { checkSuperuser } from './superuser';

describe.each(ENGINES)('a database bootstrapped on %s', (engine) => {
  let db: Db;
  let dataDir: string;
  let databaseUrl: string | undefined;
  let version = 20260101000000;

  /** Applies one migration after those applied so far, as `supabase db push` would. */
  async function applyMigration(sql: string): Promise<void> {
    const dir = await mkdtemp(path.join(dataDir, 'migrations-'));
    await writeFile(path.join(dir, `${version++}_probe.sql`), sql);
    await migrate(db, { migrationsDir: dir, seedFile: path.join(dir, 'none.sql') });
  }

  const query = async <T extends Record<string, unknown>>(text: string): Promise<T[]> =>
    (await db.asOwner((sql) => sql.query<T>(text))).rows;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'hosted-shape-'));
    databaseUrl = engine === 'postgres' ? await createDatabase(inject('postgresUrl')) : undefined;
    db = await openDb(databaseUrl ? { databaseUrl, dataDir } : { dataDir });
    await migrate(db, { migrationsDir: path.join(dataDir, 'none'), seedFile: path.join(dataDir, 'none.sql') });
  });
  afterAll(async () => {
    await db.close();
    if (databaseUrl) await dropDatabase(databaseUrl);
    await rm(dataDir, { recursive: true, force: true });
  });

  // supabase/postgres migrations/db/init-scripts and migrations/db/migrations (demote-postgres, alter_api_roles_for_inherit,
  // set_authenticator_timeout), and the April 2025 restriction that took supabase_auth_admin and
  // supabase_storage_admin from postgres.
  it('when bootstrapped, then its roles, their attributes, memberships and settings are hosted Supabase’s', async () => {
    const roles = await query(`select rolname, rolsuper, rolinherit, rolcanlogin, rolbypassrls from pg_roles
      where rolname in ('supabase_admin', 'postgres', 'anon', 'authenticated', 'service_role', 'authenticator',
                        'supabase_auth_admin', 'supabase_storage_admin') order by rolname`);
    expect(roles).toEqual([
      { rolname: 'anon', rolsuper: false, rolinherit: true, rolcanlogin: false, rolbypassrls: false },
      { rolname: 'authenticated', rolsuper: false, rolinherit: true, rolcanlogin: false, rolbypassrls: false },
      { rolname: 'authenticator', rolsuper: false, rolinherit: false, rolcanlogin: true, rolbypassrls: false },
      { rolname: 'postgres', rolsuper: false, rolinherit: true, rolcanlogin: true, rolbypassrls: true },
      { rolname: 'service_role', rolsuper: false, rolinherit: true, rolcanlogin: false, rolbypassrls: true },
      { rolname: 'supabase_admin', rolsuper: true, rolinherit: true, rolcanlogin: true, rolbypassrls: true },
      { rolname: 'supabase_auth_admin', rolsuper: false, rolinherit: false, rolcanlogin: true, rolbypassrls: false },
      { rolname: 'supabase_storage_admin', rolsuper: false, rolinherit: false, rolcanlogin: true, rolbypassrls: false },
    ]);
    const memberships = await query<{ member: string; role: string }>(`
      select pg_get_userbyid(member) as member, pg_get_userbyid(roleid) as role from pg_auth_members
      where pg_get_userbyid(member) in ('postgres', 'authenticator', 'supabase_storage_admin')
        and pg_get_userbyid(roleid) not like 'pg\\_%' order by 1, 2`);
    expect(memberships.map((m) => `${m.member} ∈ ${m.role}`)).toEqual([
      'authenticator ∈ anon',
      'authenticator ∈ authenticated',
      'authenticator ∈ service_role',
      'postgres ∈ anon',
      'postgres ∈ authenticated',
      'postgres ∈ service_role',
      'supabase_storage_admin ∈ authenticator',
    ]);
    const settings = await query<{ role: string; setting: string }>(`
      select pg_get_userbyid(setrole) as role, unnest(setconfig) as setting from pg_db_role_setting
      where pg_get_userbyid(setrole) in ('anon', 'authenticated', 'authenticator') order by 1, 2`);
    expect(settings.map((s) => `${s.role}: ${s.setting}`)).toEqual([
      'anon: statement_timeout=3s',
      'authenticated: statement_timeout=8s',
      'authenticator: lock_timeout=8s',
      'authenticator: statement_timeout=8s',
    ]);
  });

  it('when bootstrapped, then GoTrue’s and storage-api’s roles own their schemas and tables, and postgres the database', async () => {
    const owners = await query<{ name: string; owner: string }>(`
      select n.nspname || '.' || coalesce(c.relname, '') as name,
             pg_get_userbyid(coalesce(c.relowner, n.nspowner)) as owner
      from pg_namespace n left join pg_class c on c.relnamespace = n.oid and c.relname in ('users', 'objects', 'buckets')
      where n.nspname in ('auth', 'storage') order by 1`);
    expect(owners).toEqual([
      { name: 'auth.users', owner: 'supabase_auth_admin' },
      { name: 'storage.buckets', owner: 'supabase_storage_admin' },
      { name: 'storage.objects', owner: 'supabase_storage_admin' },
    ]);
    const [database] = await query<{ owner: string }>(
      `select pg_get_userbyid(datdba) as owner from pg_database where datname = current_database()`,
    );
    expect(database?.owner).toBe('postgres');
  });

  // Hosted refuses these since the restriction of 21 April 2025 (supabase.com/changelog, "Restricting Access on Auth,
  // Storage, and Realtime Schemas"): PostgreSQL's own errors for a role that neither owns the schema nor its tables.
  it.each([
    ['creates a table in auth', 'create table auth.x (id int)', 'permission denied for schema auth'],
    ['alters auth.users', 'alter table auth.users add column nickname text', 'must be owner of table users'],
    ['creates an index on auth.users', 'create index on auth.users (aud)', 'must be owner of table users'],
    [
      'creates a function in storage',
      'create function storage.f() returns int language sql as $$ select 1 $$',
      'permission denied for schema storage',
    ],
    ['alters storage.objects', 'alter table storage.objects add column note text', 'must be owner of table objects'],
  ])('when a migration %s, then it is refused as hosted refuses it and leaves nothing', async (_, sql, message) => {
    await expect(applyMigration(sql)).rejects.toThrow(message);
    const [left] = await query<{ x: string | null; nickname: number; probes: number }>(`
      select to_regclass('auth.x')::text as x,
             (select count(*)::int from information_schema.columns where table_name = 'users' and column_name = 'nickname') as nickname,
             (select count(*)::int from supabase_migrations.schema_migrations where name = 'probe') as probes`);
    expect(left).toEqual({ x: null, nickname: 0, probes: 0 });
  });

  // What hosted still allows postgres on those tables: foreign keys, triggers and (through supautils.policy_grants)
  // policies, and writing rows as a seed does.
  it('when a migration adds policies on storage.objects, a trigger on auth.users and a key to it, then it applies', async () => {
    await applyMigration(`
      create table public.profiles (id uuid primary key references auth.users (id) on delete cascade);
      create function public.on_new_user() returns trigger language plpgsql security definer set search_path = '' as $$
        begin insert into public.profiles (id) values (new.id); return new; end $$;
      create trigger on_new_user after insert on auth.users for each row execute function public.on_new_user();
      create policy "probe reads" on storage.objects for select to authenticated using (bucket_id = 'probe');
      alter policy "probe reads" on storage.objects using (bucket_id = 'probe2');
      drop policy "probe reads" on storage.objects;
      insert into storage.buckets (id, name) values ('probe', 'probe');
      insert into auth.users (id, email) values ('00000000-0000-0000-0000-0000000000aa', 'probe@test.local');`);
    const [row] = await query<{ profiles: number; member: boolean }>(`
      select (select count(*)::int from public.profiles) as profiles,
             pg_has_role('postgres', 'supabase_storage_admin', 'member') as member`);
    expect(row).toEqual({ profiles: 1, member: false });
  });

  it('when a migration adds a policy on a table of GoTrue’s that supautils does not lend, then it is refused', async () => {
    await db.asService('supabase_auth_admin', (sql) =>
      sql.query('create table if not exists auth.flow_probe (id int)'),
    );
    await expect(applyMigration('create policy "probe" on auth.flow_probe for select using (true)')).rejects.toThrow(
      'must be owner of table flow_probe',
    );
  });

  it('when a request runs as an API role, then authenticator’s and that role’s settings hold, as PostgREST applies them', async () => {
    const timeout = (role: string) =>
      db.asRole({ role }, async (sql) => {
        const { rows } = await sql.query<{ t: string; l: string }>(
          `select current_setting('statement_timeout') as t, current_setting('lock_timeout') as l`,
        );
        return rows[0];
      });
    expect(await timeout('anon')).toEqual({ t: '3s', l: '8s' });
    expect(await timeout('authenticated')).toEqual({ t: '8s', l: '8s' });
    expect(await timeout('service_role')).toEqual({ t: '8s', l: '8s' });
  });
});

describe.skipIf(!ENGINES.includes('postgres'))('a database bootstrapped on PostgreSQL', () => {
  // supabase/postgres ansible/files/postgresql_config/supautils.conf.j2 leaves pageinspect out of the extensions postgres
  // may create ("omitted because may be unsafe"); adminpack, the usual example, no longer exists in PostgreSQL 17.
  it('when a migration creates an extension only a superuser may, then it is refused', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'hosted-shape-'));
    const databaseUrl = await createDatabase(inject('postgresUrl'));
    const db = await openDb({ databaseUrl, dataDir });
    try {
      const dir = path.join(dataDir, 'migrations');
      await mkdir(dir);
      await writeFile(path.join(dir, '20260101000000_probe.sql'), 'create extension pageinspect');
      await expect(migrate(db, { migrationsDir: dir, seedFile: path.join(dir, 'none.sql') })).rejects.toThrow(
        'permission denied to create extension "pageinspect"',
      );
    } finally {
      await db.close();
      await dropDatabase(databaseUrl);
      await rm(dataDir, { recursive: true, force: true });
    }
  });

  it('when DATABASE_URL connects as a superuser named postgres, then the stand-in refuses it and says how to make one', () => {
    expect(() => checkSuperuser({ me: 'postgres', superuser: true })).toThrow(
      /postgres the non-superuser role migrations run as.*create role supabase_admin superuser login/,
    );
  });
});

describe('a PGlite database made by an older stand-in', () => {
  it('when opened, then it is refused with the command that makes it afresh', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'hosted-shape-'));
    try {
      // The older stand-in kept PGlite's bootstrap superuser, postgres, and migrated as it.
      const old = await PGlite.create({ dataDir: path.join(dataDir, 'pglite') });
      await old.exec('create schema supabase_migrations');
      await old.close();
      await expect(openDb({ dataDir })).rejects.toThrow(/older stand-in.*npm run db:reset/);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
