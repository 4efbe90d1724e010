-- What hosted Supabase provides before any migration runs (roles, extensions, grants, the realtime publication), with
-- its names. The auth and storage schemas follow, from auth/schema.sql and storage/schema.sql.
-- Idempotent: runs on every start, on PGlite and on PostgreSQL.

-- Roles PostgREST switches to. Roles are cluster-wide, so another database on the same server may
-- be creating them at the same moment: a duplicate is fine.
do $$
declare
  r text;
begin
  foreach r in array array['anon', 'authenticated', 'service_role'] loop
    if not exists (select 1 from pg_roles where rolname = r) then
      begin
        execute format('create role %I nologin noinherit', r);
      exception when duplicate_object or unique_violation then
        null;
      end;
    end if;
  end loop;
  if not (select rolbypassrls from pg_roles where rolname = 'service_role') then
    alter role service_role bypassrls;
  end if;
  -- A non-superuser owner must be a member of the API roles to `set role` to them.
  if not (select rolsuper from pg_roles where rolname = current_user) then
    execute format('grant anon, authenticated, service_role to %I', current_user);
  end if;
end
$$;

-- Extensions live in their own schema, as on hosted Supabase.
create schema if not exists extensions;
create extension if not exists pgcrypto with schema extensions;
grant usage on schema extensions to anon, authenticated, service_role;

-- The API roles reach public; table privileges are granted by default so that RLS is what decides.
grant usage on schema public to anon, authenticated, service_role;
alter default privileges in schema public grant all on tables to anon, authenticated, service_role;
alter default privileges in schema public grant all on functions to anon, authenticated, service_role;
alter default privileges in schema public grant all on sequences to anon, authenticated, service_role;

-- Realtime streams the tables of this publication; hosted projects have it, empty, from the start.
do $$
begin
  if not exists (select 1 from pg_publication where pubname = 'supabase_realtime') then
    create publication supabase_realtime;
  end if;
end
$$;

-- The Supabase CLI's bookkeeping of applied migrations and seeds.
create schema if not exists supabase_migrations;
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
