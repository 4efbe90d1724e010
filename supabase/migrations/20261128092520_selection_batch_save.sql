-- A window listing a whole batch (10,000 students) is saved in one pass over its list, well inside the 8 s statement
-- timeout the API's connection role keeps (hosted Supabase answers 500 past it). The planner cannot know how many
-- members a window saved in the same transaction has and reads them as a row or two: the draw's binding, an update of
-- the members joined to auth.users, then scanned auth.users once per member (10,000 x 10,000 rows), and pruning an
-- edited list compared each member with every listed address. Now an address is bound as it is inserted, joined to
-- its account by address rather than through the members; the old list is pruned by a hashed lookup of the new one;
-- and the draw writes each member once.

-- Creates (p_id null) or edits a window. A new list keeps the claims of the addresses it still names (a claim never
-- moves), the draw binds the addresses it names for the first time to the confirmed accounts that use them, and bound
-- members are told when their window opens for them.
create or replace function public.save_selection_window(
  p_id bigint, p_name text, p_opens_at timestamptz, p_closes_at timestamptz, p_hostels text[], p_audience text,
  p_slot_size integer, p_slot_minutes integer, p_emails text[], p_actor_id uuid, p_actor_email text)
returns table (outcome text, window_id bigint)
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_id bigint := p_id;
  v_before jsonb;
  v_members integer;
  -- The list as it is stored: each address once, trimmed and in lower case.
  v_list text[];
begin
  if coalesce(cardinality(p_hostels), 0) not between 1 and 50 then
    raise exception 'a window covers 1 to 50 hostels' using errcode = '22023';
  end if;
  if cardinality(p_emails) > 20000 then
    raise exception 'a window lists at most 20000 emails' using errcode = '22023';
  end if;
  if exists (select 1 from unnest(p_hostels) x where not exists (select 1 from public.hostels h where h.name = x)) then
    return query select 'unknown_hostel'::text, null::bigint;
    return;
  end if;
  if p_id is not null then
    perform 1 from public.selection_windows w where w.id = p_id for update;
    if not found then
      return query select 'not_found'::text, null::bigint;
      return;
    end if;
  end if;

  -- Every refusal before the first write: an outcome is an answer, not a rollback.
  if p_emails is not null then
    v_list := array(select distinct lower(btrim(x)) from unnest(p_emails) x where btrim(x) <> '');
    v_members := cardinality(v_list);
  else
    select count(*)::integer into v_members from public.selection_window_members m where m.window_id = p_id;
  end if;
  if p_audience in ('emails', 'slots') and v_members = 0 then
    return query select 'members_required'::text, null::bigint;
    return;
  end if;
  if p_audience = 'slots' and p_slot_size >= 1 and p_slot_minutes >= 1
     and p_opens_at + make_interval(mins => ((v_members - 1) / p_slot_size) * p_slot_minutes) >= p_closes_at then
    return query select 'slots_overrun'::text, null::bigint;
    return;
  end if;

  if v_id is null then
    insert into public.selection_windows (name, opens_at, closes_at, audience, slot_size, slot_minutes, created_by)
    values (btrim(p_name), p_opens_at, p_closes_at, p_audience, p_slot_size, p_slot_minutes, p_actor_id)
    returning id into v_id;
  else
    v_before := public.selection_window_facts(v_id);
    update public.selection_windows w
    set name = btrim(p_name), opens_at = p_opens_at, closes_at = p_closes_at, audience = p_audience,
        slot_size = p_slot_size, slot_minutes = p_slot_minutes, updated_at = now()
    where w.id = v_id;
    delete from public.selection_window_hostels h where h.window_id = v_id;
  end if;
  insert into public.selection_window_hostels (window_id, hostel_name)
  select distinct v_id, x from unnest(p_hostels) x;

  -- A new list replaces the old one, but an address on both keeps its claim; its place is drawn again with the rest.
  if p_audience = 'everyone' then
    delete from public.selection_window_members m where m.window_id = v_id;
  elsif p_emails is not null then
    -- not in (a subquery) is one hashed lookup per member, whatever the planner thinks either list holds.
    delete from public.selection_window_members m
    where m.window_id = v_id and m.email not in (select x from unnest(v_list) x);
    -- The draw's binding: an address the list names for the first time that is a confirmed account's address now
    -- (GoTrue keeps addresses lower case, and unique among the accounts not made by SSO) is bound to that account, one
    -- address per account and window. An address gets this chance once: left unclaimed, only its link binds it, so an
    -- account made for it after the draw gains nothing from a later save.
    insert into public.selection_window_members (window_id, email, user_id, claimed_email, claimed_at)
    select v_id, x.email, u.id, u.email, case when u.id is not null then now() end
    from unnest(v_list) x (email)
    left join auth.users u
      on u.email = x.email and u.is_sso_user = false and u.email_confirmed_at is not null
      and not exists (select 1 from public.selection_window_members o where o.window_id = v_id and o.user_id = u.id)
    on conflict on constraint selection_window_members_pkey do nothing;
  end if;

  if p_audience = 'slots' then
    -- Drawn once: members without a place (all of a new list, or an emails window turned into slots) get one at
    -- random, after those who have one; every member's slot follows the window's opening, size and length. The places
    -- of a new list's kept addresses are read as none, so each member is written once.
    with kept as (
      select x.email, case when p_emails is null then x.place end as place
      from public.selection_window_members x where x.window_id = v_id
    ),
    drawn as (
      select k.email,
             coalesce(k.place, (select coalesce(max(y.place), 0) from kept y)
                               + (row_number() over (partition by k.place is null order by random()))::integer) as place
      from kept k
    )
    update public.selection_window_members m
    set place = d.place,
        slot_opens_at = p_opens_at + make_interval(mins => ((d.place - 1) / p_slot_size) * p_slot_minutes)
    from drawn d
    where m.window_id = v_id and m.email = d.email;
  else
    update public.selection_window_members m set place = null, slot_opens_at = null
    where m.window_id = v_id and m.place is not null;
  end if;
  perform public.notify_window_times(v_id, null);

  perform public.record_audit(case when p_id is null then 'selection_window.create' else 'selection_window.edit' end,
    'selection_window', v_id::text, v_before, public.selection_window_facts(v_id), null, p_actor_id, p_actor_email);
  return query select 'saved'::text, v_id;
end;
$$;

-- Its binding is now part of the insert above; nothing else called it.
drop function public.bind_window_members(bigint, text[]);
