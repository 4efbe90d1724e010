-- A window listing a whole batch (10,000 students) is saved in a few statements, each going once over the list.
-- Measured on PostgreSQL 18, three costs were left. Telling the bound members when their window opens called notify()
-- once per member, each call a statement of its own that looked the account and the window's hostels up again (1.3 s
-- of a 1.8 s save). The draw joined the window's members with themselves: once the members of other windows had been
-- analyzed, the planner read a window saved in the same transaction as a row or two and ran that join as a scan of one
-- side for each row of the other (10,000 x 10,000 rows: 20 s, past the API role's 8 s statement timeout); it also wrote
-- each new member twice, so their foreign keys were checked twice. And after five saves on one connection the plans
-- were cached for any call, planned when auth.users held a few accounts: once a batch of accounts was made, the list
-- was joined with them by scanning them all for each address (22 s). Now the members are told in one insert; each
-- member is written at most once, found by its key; and both functions plan each call for the rows the tables hold.

-- Tells each bound member of the window (p_user_id null: all; else that student) when it opens for them; once per
-- member and time, so saving again without a change tells nobody twice. One insert for all of them, to the account's
-- own address as notify() writes each message, the window's hostels read once.
create or replace function public.notify_window_times(p_window_id bigint, p_user_id uuid)
returns void
language sql
security definer
set search_path = ''
set plan_cache_mode = force_custom_plan
as $$
  insert into public.notifications (user_id, email, kind, data, dedupe_key)
  select u.id, u.email, 'selection_slot',
         jsonb_build_object(
           'window_id', w.id, 'window_name', w.name,
           'hostels', (select coalesce(jsonb_agg(h.hostel_name order by s.sort_order), '[]'::jsonb)
                       from public.selection_window_hostels h join public.hostels s on s.name = h.hostel_name
                       where h.window_id = p_window_id),
           'opens_at', t.opens_at, 'closes_at', w.closes_at),
         'selection_slot:' || w.id || ':' || u.id || ':' || (extract(epoch from t.opens_at) * 1000000)::bigint
  from public.selection_windows w
  join public.selection_window_members m on m.window_id = w.id
  cross join lateral (select greatest(w.opens_at, m.slot_opens_at) as opens_at) t
  join auth.users u on u.id = m.user_id and u.email is not null
  where w.id = p_window_id and (p_user_id is null or m.user_id = p_user_id) and w.closes_at > now()
  on conflict (dedupe_key) do nothing;
$$;

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
set plan_cache_mode = force_custom_plan
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
  else
    if p_emails is not null then
      -- not in (a subquery) is one hashed lookup per member, whatever the planner thinks either list holds.
      delete from public.selection_window_members m
      where m.window_id = v_id and m.email not in (select x from unnest(v_list) x);
    end if;
    -- The members are the new list (its places read as none) or the kept one, each written at most once and found by
    -- its key. Slots are drawn once: members without a place (all of a new list, or an emails window turned into
    -- slots) get one at random, after those who have one; every slot follows the window's opening, size and length;
    -- other audiences have none. A member whose place and slot stay is not written.
    -- The draw's binding: an address a new list names for the first time that is a confirmed account's address now
    -- (GoTrue keeps addresses lower case, and unique among the accounts not made by SSO) is bound to that account, one
    -- address per account and window. An address gets this chance once: a kept address keeps its claim or its lack of
    -- one (only its link binds it then), so an account made for it after the draw gains nothing from a later save.
    insert into public.selection_window_members as m
      (window_id, email, place, slot_opens_at, user_id, claimed_email, claimed_at)
    select v_id, d.email, d.place,
           p_opens_at + make_interval(mins => ((d.place - 1) / p_slot_size) * p_slot_minutes),
           u.id, u.email, case when u.id is not null then now() end
    from (
      select k.email,
             case when p_audience = 'slots' then
               coalesce(k.place, coalesce(max(k.place) over (), 0)
                                 + (row_number() over (partition by k.place is null order by random()))::integer)
             end
      from (select l.email, null::integer from unnest(v_list) l (email)
            union all
            select x.email, x.place from public.selection_window_members x
            where x.window_id = v_id and p_emails is null) k (email, place)
    ) d (email, place)
    left join auth.users u
      on p_emails is not null and u.email = d.email and u.is_sso_user = false and u.email_confirmed_at is not null
      and u.id not in (select o.user_id from public.selection_window_members o
                       where o.window_id = v_id and o.user_id is not null)
    on conflict on constraint selection_window_members_pkey do update
      set place = excluded.place, slot_opens_at = excluded.slot_opens_at
      where (m.place, m.slot_opens_at) is distinct from (excluded.place, excluded.slot_opens_at);
  end if;
  perform public.notify_window_times(v_id, null);

  perform public.record_audit(case when p_id is null then 'selection_window.create' else 'selection_window.edit' end,
    'selection_window', v_id::text, v_before, public.selection_window_facts(v_id), null, p_actor_id, p_actor_email);
  return query select 'saved'::text, v_id;
end;
$$;
