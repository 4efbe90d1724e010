-- What hosted Supabase provides before any migration runs, with its names, as supabase/postgres makes it
-- (migrations/db/init-scripts and migrations/db/migrations): roles, their attributes, memberships and settings, the
-- schemas of the services with their owners, extensions, grants, the realtime publication.
-- Run by the stand-in's superuser (hosted: supabase_admin); auth/schema.sql and storage/schema.sql follow, run by the
-- services' own roles. Idempotent: runs on every start, on PGlite and on PostgreSQL.

-- Roles are cluster-wide: other databases on the same server bootstrap at the same moment, and two transactions
-- changing one role collide. This lock on the role catalog takes turns among them until commit.
lock table pg_catalog.pg_authid in share row exclusive mode;

do $$
declare
  r record;
begin
  for r in
    select * from (values
      -- The project's own role: migrations, seed and the dashboard's SQL run as it; not a superuser
      -- (migrations/db/migrations/10000000000000_demote-postgres.sql).
      ('postgres', 'login nosuperuser createdb createrole replication bypassrls'),
      -- The API roles PostgREST becomes (init-scripts/00000000000000-initial-schema.sql), inheriting since
      -- migrations/20230529180330_alter_api_roles_for_inherit.sql.
      ('anon', 'nologin inherit nosuperuser'),
      ('authenticated', 'nologin inherit nosuperuser'),
      ('service_role', 'nologin inherit nosuperuser bypassrls'),
      -- PostgREST's connection role: it may only become the API roles.
      ('authenticator', 'login noinherit nosuperuser'),
      -- GoTrue's and storage-api's connection roles (init-scripts/00000000000001-auth-schema.sql, …02-storage-schema.sql).
      ('supabase_auth_admin', 'login noinherit createrole noreplication nosuperuser'),
      ('supabase_storage_admin', 'login noinherit createrole noreplication nosuperuser')
    ) as roles(name, attributes)
  loop
    if not exists (select 1 from pg_catalog.pg_roles where rolname = r.name) then
      execute format('create role %I %s', r.name, r.attributes);
    else
      execute format('alter role %I %s', r.name, r.attributes);
    end if;
  end loop;
end
$$;

grant anon, authenticated, service_role to authenticator;
-- postgres may act as the API roles and read everything, but is no member of the services' roles: since April 2025
-- hosted refuses it their schemas (revoke supabase_auth_admin, supabase_storage_admin from postgres).
grant anon, authenticated, service_role, pg_read_all_data, pg_signal_backend to postgres;
-- storage-api becomes the request's role through authenticator (migrations/20231013070755_grant_authenticator_to_supabase_storage_admin.sql).
grant authenticator to supabase_storage_admin;

-- Per-role settings (init-scripts/00000000000000-initial-schema.sql, migrations/20221028101028_set_authenticator_timeout.sql,
-- 20231130133139_set_lock_timeout_to_authenticator_role.sql, 20220322085208_gotrue-session-limit.sql); the stand-in's
-- REST applies authenticator's and the request role's as PostgREST does, and each service its own role's.
alter role anon set statement_timeout = '3s';
alter role authenticated set statement_timeout = '8s';
alter role authenticator set statement_timeout = '8s';
alter role authenticator set lock_timeout = '8s';
alter role postgres set search_path = "$user", public, extensions;
alter role supabase_auth_admin set search_path = auth;
alter role supabase_auth_admin set idle_in_transaction_session_timeout = 60000;
alter role supabase_storage_admin set search_path = storage;

-- The database and with it the public schema belong to postgres (migrations/db/migrate.sh), so migrations create
-- there; GoTrue and storage-api may create their own schemas.
do $$
begin
  execute format('alter database %I owner to postgres', current_database());
  execute format('grant create on database %I to supabase_auth_admin, supabase_storage_admin', current_database());
end
$$;

-- Extensions live in their own schema, as on hosted Supabase.
create schema if not exists extensions authorization postgres;
create extension if not exists pgcrypto with schema extensions;
grant usage on schema extensions to anon, authenticated, service_role;
grant all on all routines in schema extensions to postgres with grant option;

-- The API roles reach public; table privileges are granted by default so that RLS is what decides, for what postgres
-- (migrations) and the stand-in's superuser create.
grant usage on schema public to anon, authenticated, service_role;
alter default privileges for role postgres in schema public grant all on tables to anon, authenticated, service_role;
alter default privileges for role postgres in schema public grant all on functions to anon, authenticated, service_role;
alter default privileges for role postgres in schema public grant all on sequences to anon, authenticated, service_role;
alter default privileges in schema public grant all on tables to postgres, anon, authenticated, service_role;
alter default privileges in schema public grant all on functions to postgres, anon, authenticated, service_role;
alter default privileges in schema public grant all on sequences to postgres, anon, authenticated, service_role;

-- GoTrue's and storage-api's schemas, owned by their roles, which create their tables in them; postgres may use what
-- they create (migrations/20211115181400_update-auth-permissions.sql, storage-api migrations/tenant/0049-buckets-objects-grants-postgres.sql)
-- but create nothing there.
create schema if not exists auth authorization supabase_auth_admin;
create schema if not exists storage authorization supabase_storage_admin;
grant usage on schema auth, storage to postgres;
alter default privileges for role supabase_auth_admin in schema auth grant all on tables to postgres;
alter default privileges for role supabase_auth_admin in schema auth grant all on sequences to postgres;
alter default privileges for role supabase_auth_admin in schema auth grant all on routines to postgres;
-- Realtime's schema is the platform's (migrations/20211118015519_create-realtime-schema.sql); the stand-in keeps its
-- own state elsewhere, so it stays empty here.
create schema if not exists realtime;
grant usage on schema realtime to postgres, anon, authenticated, service_role;

-- Realtime streams the tables of this publication; hosted projects have it, empty and postgres's, from the start.
do $$
begin
  if not exists (select 1 from pg_publication where pubname = 'supabase_realtime') then
    create publication supabase_realtime;
  end if;
end
$$;
alter publication supabase_realtime owner to postgres;

-- The Supabase CLI's bookkeeping of applied migrations and seeds, which `supabase db push` writes as postgres.
create schema if not exists supabase_migrations authorization postgres;
create table if not exists supabase_migrations.schema_migrations (
  version text primary key,
  name text,
  statements text[],
  applied_at timestamptz default now()
);
create table if not exists supabase_migrations.seed_files (
  path text primary key,
  hash text not null
);
alter table supabase_migrations.schema_migrations owner to postgres;
alter table supabase_migrations.seed_files owner to postgres;
