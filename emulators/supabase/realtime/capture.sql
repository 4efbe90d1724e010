-- Change capture for the Realtime stand-in. Hosted Realtime reads the WAL through the publication
-- supabase_realtime; PGlite has no logical replication, so on both engines a row trigger on every
-- published table queues the change, and the stand-in drains the queue after commit.
-- Idempotent: runs on every start, after the migrations.
create schema if not exists realtime_stand_in;
revoke all on schema realtime_stand_in from public;

create table if not exists realtime_stand_in.changes (
  id bigserial primary key,
  relid oid not null,
  action text not null,
  record jsonb,
  old_record jsonb,
  committed_at timestamptz not null default pg_catalog.clock_timestamp()
);

-- Runs as the writer (anon, authenticated, …), who has no rights on the queue: security definer.
-- A table leaves the publication before the next join re-syncs the triggers, so membership is
-- checked on each change: only published tables stream, as from the WAL.
create or replace function realtime_stand_in.capture() returns trigger
language plpgsql security definer set search_path = ''
as $$
begin
  if exists (
    select 1 from pg_catalog.pg_publication_tables p
    where p.pubname = 'supabase_realtime' and p.schemaname = tg_table_schema and p.tablename = tg_table_name
  ) then
    insert into realtime_stand_in.changes (relid, action, record, old_record)
    values (
      tg_relid,
      tg_op,
      case when tg_op <> 'DELETE' then pg_catalog.to_jsonb(new) end,
      case when tg_op <> 'INSERT' then pg_catalog.to_jsonb(old) end
    );
  end if;
  return null;
end
$$;

-- Puts the capture trigger on every table of the publication and takes it off tables that left it.
create or replace function realtime_stand_in.sync() returns void
language plpgsql set search_path = ''
as $$
declare
  rel regclass;
begin
  for rel in
    select c.oid::regclass
    from pg_catalog.pg_publication_tables p
    join pg_catalog.pg_namespace n on n.nspname = p.schemaname
    join pg_catalog.pg_class c on c.relnamespace = n.oid and c.relname = p.tablename
    where p.pubname = 'supabase_realtime'
      and not exists (
        select 1 from pg_catalog.pg_trigger t where t.tgrelid = c.oid and t.tgname = 'realtime_stand_in_capture'
      )
  loop
    execute pg_catalog.format(
      'create trigger realtime_stand_in_capture after insert or update or delete on %s '
      'for each row execute function realtime_stand_in.capture()',
      rel
    );
  end loop;
  for rel in
    select t.tgrelid::regclass
    from pg_catalog.pg_trigger t
    join pg_catalog.pg_class c on c.oid = t.tgrelid
    join pg_catalog.pg_namespace n on n.oid = c.relnamespace
    where t.tgname = 'realtime_stand_in_capture'
      and not exists (
        select 1 from pg_catalog.pg_publication_tables p
        where p.pubname = 'supabase_realtime' and p.schemaname = n.nspname and p.tablename = c.relname
      )
  loop
    execute pg_catalog.format('drop trigger realtime_stand_in_capture on %s', rel);
  end loop;
end
$$;

-- Changes left from a previous run were never anyone's to receive.
delete from realtime_stand_in.changes;
select realtime_stand_in.sync();
