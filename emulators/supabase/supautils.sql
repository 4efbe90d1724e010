-- What hosted Supabase's supautils extension lets postgres do on tables of GoTrue, storage-api and Realtime that it
-- does not own: manage their row-level security policies (supautils.policy_grants in supabase/postgres
-- ansible/files/postgresql_config/supautils.conf.j2). supautils hooks into PostgreSQL itself; here two event triggers
-- lend postgres the owners' rights for the length of one policy statement, and refuse a policy on any other table
-- of theirs, as PostgreSQL would without the loan. Idempotent: runs on every start, after bootstrap.sql.
create schema if not exists supautils_stand_in;
revoke all on schema supautils_stand_in from public;

-- The role a statement runs as: in these security definer functions current_user is their owner.
create or replace function supautils_stand_in.invoker() returns text
language sql stable set search_path = ''
as $$
  select case when pg_catalog.current_setting('role') = 'none' then session_user::text
              else pg_catalog.current_setting('role') end
$$;

create or replace function supautils_stand_in.lend_owners() returns event_trigger
language plpgsql security definer set search_path = ''
as $$
begin
  if supautils_stand_in.invoker() = 'postgres' then
    grant supabase_auth_admin, supabase_storage_admin to postgres;
  end if;
end
$$;

create or replace function supautils_stand_in.take_back_owners() returns event_trigger
language plpgsql security definer set search_path = ''
as $$
declare
  refused regclass;
begin
  if supautils_stand_in.invoker() <> 'postgres' then
    return;
  end if;
  revoke supabase_auth_admin, supabase_storage_admin from postgres;
  select p.polrelid::regclass into refused
  from pg_catalog.pg_event_trigger_ddl_commands() c
  join pg_catalog.pg_policy p on p.oid = c.objid
  join pg_catalog.pg_class t on t.oid = p.polrelid
  where not pg_catalog.pg_has_role('postgres', t.relowner, 'usage')
    and p.polrelid::regclass::text <> all (array[
      'auth.audit_log_entries', 'auth.identities', 'auth.refresh_tokens', 'auth.sessions', 'auth.users',
      'realtime.messages', 'storage.buckets', 'storage.migrations', 'storage.objects',
      'storage.s3_multipart_uploads', 'storage.s3_multipart_uploads_parts'
    ]);
  if refused is not null then
    raise exception 'must be owner of table %', (select relname from pg_catalog.pg_class where oid = refused)
      using errcode = '42501';
  end if;
end
$$;

drop event trigger if exists supautils_stand_in_lend;
create event trigger supautils_stand_in_lend on ddl_command_start
  when tag in ('CREATE POLICY', 'ALTER POLICY', 'DROP POLICY')
  execute function supautils_stand_in.lend_owners();
drop event trigger if exists supautils_stand_in_take_back;
create event trigger supautils_stand_in_take_back on ddl_command_end
  when tag in ('CREATE POLICY', 'ALTER POLICY', 'DROP POLICY')
  execute function supautils_stand_in.take_back_owners();
