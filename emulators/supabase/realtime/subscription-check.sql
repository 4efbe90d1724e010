-- The checks hosted Realtime's trigger on realtime.subscription (subscription_check_filters) makes when a
-- postgres_changes subscription is created, raising the same errors: every filter's column and every selected
-- column must be one the subscriber's role may select, and each operator must fit its column and value.
-- Idempotent: runs on every start, after the migrations.
create schema if not exists realtime_stand_in;
revoke all on schema realtime_stand_in from public;

-- filters: [{column, op, value}], value a list for `in`; selected: the `select` columns or null.
create or replace function realtime_stand_in.check_subscription(
  p_entity oid, p_role text, p_filters jsonb, p_selected text[]
) returns void
language plpgsql set search_path = ''
as $$
declare
  col_names text[] = coalesce(array_agg(a.attname::text order by a.attnum), '{}'::text[])
    from pg_catalog.pg_attribute a
    where a.attrelid = p_entity and a.attnum > 0 and not a.attisdropped
      and pg_catalog.has_column_privilege(p_role, a.attrelid, a.attnum, 'SELECT');
  f jsonb;
  col text;
  op text;
  val text;
  col_type regtype;
  selected_col text;
begin
  for f in select * from pg_catalog.jsonb_array_elements(p_filters) loop
    col = f ->> 'column';
    op = f ->> 'op';
    if not col = any(col_names) then
      raise exception 'invalid column for filter %', col;
    end if;
    col_type = (select a.atttypid::regtype from pg_catalog.pg_attribute a where a.attrelid = p_entity and a.attname = col);
    if op = 'in' then
      for val in select pg_catalog.jsonb_array_elements_text(f -> 'value') loop
        execute pg_catalog.format('select %L::%s', val, col_type);
      end loop;
      if pg_catalog.jsonb_array_length(f -> 'value') > 100 then
        raise exception 'too many values for `in` filter. Maximum 100';
      end if;
    elsif op = 'is' then
      val = f ->> 'value';
      if val not in ('null', 'true', 'false', 'unknown') then
        raise exception 'invalid value for is filter: must be null, true, false, or unknown';
      end if;
      if val <> 'null' and col_type <> 'boolean'::regtype then
        raise exception 'is % filter requires a boolean column, got %', val, col_type::text;
      end if;
    elsif op in ('like', 'ilike') then
      if not exists (select 1 from pg_catalog.pg_operator o where o.oprname = '~~' and o.oprleft = col_type) then
        raise exception 'operator % requires a text-compatible column type, got %', op, col_type::text;
      end if;
    elsif op in ('match', 'imatch') then
      if not exists (
        select 1 from pg_catalog.pg_operator o
        where o.oprname = case when op = 'imatch' then '~*' else '~' end
          and o.oprleft = col_type and o.oprright = col_type and o.oprresult = 'boolean'::regtype
      ) then
        raise exception 'operator % requires a text-compatible column type, got %', op, col_type::text;
      end if;
      begin
        perform '' operator(pg_catalog.~) (f ->> 'value');
      exception when others then
        raise exception 'invalid regular expression for % filter: %', op, sqlerrm;
      end;
    else
      execute pg_catalog.format('select %L::%s', f ->> 'value', col_type);
    end if;
  end loop;
  foreach selected_col in array coalesce(p_selected, '{}'::text[]) loop
    if not selected_col = any(col_names) then
      raise exception 'invalid column for select %', selected_col;
    end if;
  end loop;
end
$$;

-- The check's refusal as {code, message}, or null when it passes: caught here, so the caller's transaction goes on
-- (PGlite will not commit a transaction a statement failed in).
create or replace function realtime_stand_in.subscription_refusal(
  p_entity oid, p_role text, p_filters jsonb, p_selected text[]
) returns jsonb
language plpgsql set search_path = ''
as $$
begin
  perform realtime_stand_in.check_subscription(p_entity, p_role, p_filters, p_selected);
  return null;
exception when others then
  return pg_catalog.jsonb_build_object('code', sqlstate, 'message', sqlerrm);
end
$$;
