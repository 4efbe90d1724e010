-- Mess registration: the office keeps the messes (rates, seats, the hostels each feeds and which of them it is the
-- default mess of) and their price lists of extras, and opens registration periods; in a period's window each student
-- holding a bed chooses a mess that feeds their hostel (first come while seats last, or a lottery drawn when the window
-- closes); the settlement then places everyone else in their hostel's default mess and tells each student where they
-- eat. Every write is one of these functions, called by the server with the secret key.

-- What the audit log keeps of a mess: its terms and the hostels it feeds.
create function public.mess_facts(p_mess_id bigint)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select jsonb_build_object(
    'name', m.name, 'caterer', m.caterer, 'daily_rate_minor', m.daily_rate_minor,
    'guest_meal_minor', m.guest_meal_minor, 'capacity', m.capacity, 'rebate_min_days', m.rebate_min_days,
    'rebate_notice_days', m.rebate_notice_days,
    'hostels', (select coalesce(jsonb_agg(jsonb_build_object('hostel', h.hostel_name, 'default', h.is_default)
                                          order by h.hostel_name), '[]'::jsonb)
                from public.mess_hostels h where h.mess_id = m.id))
  from public.messes m where m.id = p_mess_id;
$$;

-- Creates (p_id null) or edits a mess with the hostels it feeds; p_default_hostels (a subset of p_hostels) are those it
-- is the default mess of. Only the whole office (admin, staff). A hostel that already has another default mess is
-- refused (default_taken) rather than moved: the office unsets it on the other mess first, so no save silently changes
-- a mess it did not name. Outcomes: saved, forbidden, not_found, unknown_hostel, default_not_fed, default_taken,
-- name_taken.
create function public.save_mess(
  p_id bigint, p_name text, p_caterer text, p_daily_rate_minor integer, p_guest_meal_minor integer,
  p_capacity integer, p_rebate_min_days integer, p_rebate_notice_days integer, p_hostels text[],
  p_default_hostels text[], p_actor_id uuid, p_actor_email text)
returns table (outcome text, mess_id bigint)
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_id bigint := p_id;
  v_before jsonb;
  v_constraint text;
begin
  if coalesce(cardinality(p_hostels), 0) not between 1 and 50 or p_default_hostels is null then
    raise exception 'a mess feeds 1 to 50 hostels' using errcode = '22023';
  end if;
  if coalesce(public.account_role(p_actor_id) in ('admin', 'staff'), false) is false then
    return query select 'forbidden'::text, null::bigint;
    return;
  end if;
  if exists (select 1 from unnest(p_hostels) x where not exists (select 1 from public.hostels h where h.name = x)) then
    return query select 'unknown_hostel'::text, null::bigint;
    return;
  end if;
  if exists (select 1 from unnest(p_default_hostels) x where x <> all (p_hostels)) then
    return query select 'default_not_fed'::text, null::bigint;
    return;
  end if;
  if p_id is not null then
    perform 1 from public.messes m where m.id = p_id for update;
    if not found then
      return query select 'not_found'::text, null::bigint;
      return;
    end if;
    v_before := public.mess_facts(p_id);
  end if;
  if exists (select 1 from public.mess_hostels h
             where h.hostel_name = any (p_default_hostels) and h.is_default and h.mess_id is distinct from p_id) then
    return query select 'default_taken'::text, null::bigint;
    return;
  end if;
  if exists (select 1 from public.messes m where m.name = btrim(p_name) and m.id is distinct from p_id) then
    return query select 'name_taken'::text, null::bigint;
    return;
  end if;

  begin
    if p_id is null then
      insert into public.messes (name, caterer, daily_rate_minor, guest_meal_minor, capacity, rebate_min_days,
                                 rebate_notice_days)
      values (btrim(p_name), btrim(p_caterer), p_daily_rate_minor, p_guest_meal_minor, p_capacity, p_rebate_min_days,
              p_rebate_notice_days)
      returning id into v_id;
    else
      update public.messes m
      set name = btrim(p_name), caterer = btrim(p_caterer), daily_rate_minor = p_daily_rate_minor,
          guest_meal_minor = p_guest_meal_minor, capacity = p_capacity, rebate_min_days = p_rebate_min_days,
          rebate_notice_days = p_rebate_notice_days
      where m.id = v_id;
      delete from public.mess_hostels h where h.mess_id = v_id and h.hostel_name <> all (p_hostels);
    end if;
    insert into public.mess_hostels (mess_id, hostel_name, is_default)
    select distinct v_id, x, x = any (p_default_hostels) from unnest(p_hostels) x
    on conflict on constraint mess_hostels_pkey do update set is_default = excluded.is_default;
  exception when unique_violation then
    -- Another save took the name or the default between the checks above and this write.
    get stacked diagnostics v_constraint = constraint_name;
    return query select case when v_constraint = 'mess_hostels_one_default' then 'default_taken' else 'name_taken' end,
                        null::bigint;
    return;
  end;

  perform public.record_audit(case when p_id is null then 'mess.create' else 'mess.edit' end, 'mess', v_id::text,
    v_before, public.mess_facts(v_id), null, p_actor_id, p_actor_email);
  return query select 'saved'::text, v_id;
end;
$$;

-- Adds (p_item_id null), renames, reprices or retires (p_active false) an item of a mess's price list. An item is never
-- deleted: the extras already added keep their own name and price. Only the whole office. Outcomes: saved, forbidden,
-- not_found (no such mess, or no such item of it), name_taken.
create function public.save_mess_extra_item(
  p_mess_id bigint, p_item_id bigint, p_name text, p_price_minor integer, p_active boolean, p_actor_id uuid,
  p_actor_email text)
returns table (outcome text, item_id bigint)
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_id bigint := p_item_id;
  v_before jsonb;
begin
  if coalesce(public.account_role(p_actor_id) in ('admin', 'staff'), false) is false then
    return query select 'forbidden'::text, null::bigint;
    return;
  end if;
  perform 1 from public.messes m where m.id = p_mess_id for update;
  if not found then
    return query select 'not_found'::text, null::bigint;
    return;
  end if;
  if p_item_id is not null then
    select jsonb_build_object('name', i.name, 'price_minor', i.price_minor, 'active', i.active) into v_before
    from public.mess_extra_items i where i.id = p_item_id and i.mess_id = p_mess_id for update;
    if not found then
      return query select 'not_found'::text, null::bigint;
      return;
    end if;
  end if;
  if exists (select 1 from public.mess_extra_items i
             where i.mess_id = p_mess_id and i.name = btrim(p_name) and i.id is distinct from p_item_id) then
    return query select 'name_taken'::text, null::bigint;
    return;
  end if;
  if p_item_id is null then
    insert into public.mess_extra_items (mess_id, name, price_minor, active)
    values (p_mess_id, btrim(p_name), p_price_minor, coalesce(p_active, true))
    returning id into v_id;
  else
    update public.mess_extra_items i set name = btrim(p_name), price_minor = p_price_minor, active = p_active
    where i.id = v_id;
  end if;
  perform public.record_audit(case when p_item_id is null then 'mess_extra.create' else 'mess_extra.edit' end,
    'mess', p_mess_id::text, v_before,
    jsonb_build_object('item_id', v_id, 'name', btrim(p_name), 'price_minor', p_price_minor,
                       'active', coalesce(p_active, true)),
    null, p_actor_id, p_actor_email);
  return query select 'saved'::text, v_id;
end;
$$;

-- What the audit log keeps of a period.
create function public.mess_period_facts(p_period public.mess_periods)
returns jsonb
language sql
immutable
set search_path = ''
as $$
  select jsonb_build_object('name', p_period.name, 'starts_on', p_period.starts_on, 'ends_on', p_period.ends_on,
                            'opens_at', p_period.opens_at, 'closes_at', p_period.closes_at,
                            'allocation', p_period.allocation);
$$;

-- Opens (p_id null) or edits a registration period. Only the whole office. A settled period keeps its days, window
-- and allocation (only its name may change); a period with choices keeps its allocation. Outcomes: saved, forbidden,
-- not_found, invalid_dates (ends before it starts, longer than 200 days, a window that closes before it opens or after
-- the period ends), period_overlaps (another period covers one of its days), settled, allocation_locked.
create function public.save_mess_period(
  p_id bigint, p_name text, p_starts_on date, p_ends_on date, p_opens_at timestamptz, p_closes_at timestamptz,
  p_allocation text, p_actor_id uuid, p_actor_email text)
returns table (outcome text, period_id bigint)
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_old public.mess_periods%rowtype;
  v_new public.mess_periods%rowtype;
begin
  if p_allocation is null or p_allocation not in ('first_come', 'lottery') then
    raise exception 'a period is allocated first_come or by lottery' using errcode = '22023';
  end if;
  if coalesce(public.account_role(p_actor_id) in ('admin', 'staff'), false) is false then
    return query select 'forbidden'::text, null::bigint;
    return;
  end if;
  if p_ends_on < p_starts_on or p_ends_on - p_starts_on > 200 or p_closes_at <= p_opens_at
     or public.ist_day(p_closes_at) > p_ends_on then
    return query select 'invalid_dates'::text, null::bigint;
    return;
  end if;
  if p_id is not null then
    select * into v_old from public.mess_periods p where p.id = p_id for update;
    if not found then
      return query select 'not_found'::text, null::bigint;
      return;
    end if;
    if v_old.settled_at is not null and (v_old.starts_on, v_old.ends_on, v_old.opens_at, v_old.closes_at,
        v_old.allocation) is distinct from (p_starts_on, p_ends_on, p_opens_at, p_closes_at, p_allocation) then
      return query select 'settled'::text, null::bigint;
      return;
    end if;
    if v_old.allocation <> p_allocation
       and exists (select 1 from public.mess_registrations r where r.period_id = p_id) then
      return query select 'allocation_locked'::text, null::bigint;
      return;
    end if;
  end if;

  begin
    if p_id is null then
      insert into public.mess_periods (name, starts_on, ends_on, opens_at, closes_at, allocation, created_by)
      values (btrim(p_name), p_starts_on, p_ends_on, p_opens_at, p_closes_at, p_allocation, p_actor_id)
      returning * into v_new;
    else
      update public.mess_periods p
      set name = btrim(p_name), starts_on = p_starts_on, ends_on = p_ends_on, opens_at = p_opens_at,
          closes_at = p_closes_at, allocation = p_allocation
      where p.id = p_id
      returning * into v_new;
      -- A registration never counts before its period's first day, wherever that moved.
      update public.mess_registrations r set from_on = p_starts_on
      where r.period_id = p_id and r.from_on < p_starts_on;
    end if;
  exception when exclusion_violation then
    return query select 'period_overlaps'::text, null::bigint;
    return;
  end;

  perform public.record_audit(case when p_id is null then 'mess_period.create' else 'mess_period.edit' end,
    'mess_period', v_new.id::text, case when p_id is null then null else public.mess_period_facts(v_old) end,
    public.mess_period_facts(v_new), null, p_actor_id, p_actor_email);
  return query select 'saved'::text, v_new.id;
end;
$$;

-- A student's choice of a mess in a period's open window (opens_at <= now() < closes_at). Only a student holding a
-- bed, for a mess that feeds its hostel. First come: a seat while the mess's registered count is below its capacity,
-- counted under a lock on the mess row so concurrent choices never exceed it. Lottery: recorded as requested until the
-- draw. Changing a choice frees the old seat. Outcomes: registered, requested, unchanged, not_found, window_closed,
-- no_bed, not_fed, mess_full.
create function public.choose_mess(p_user_id uuid, p_period_id bigint, p_mess_id bigint)
returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_period public.mess_periods%rowtype;
  v_hostel text;
  v_old public.mess_registrations%rowtype;
  v_capacity integer;
  v_taken integer;
  v_status text;
begin
  perform public.lock_student(p_user_id);
  -- A share lock: the settlement (which locks the period for update) waits for a choice in flight, and a choice that
  -- waited on a settlement sees it settled.
  select * into v_period from public.mess_periods p where p.id = p_period_id for share;
  if not found or not exists (select 1 from public.messes m where m.id = p_mess_id) then return 'not_found'; end if;
  if v_period.settled_at is not null or now() < v_period.opens_at or now() >= v_period.closes_at then
    return 'window_closed';
  end if;
  v_hostel := public.hostel_of(p_user_id);
  if v_hostel is null then return 'no_bed'; end if;
  if not exists (select 1 from public.mess_hostels h where h.mess_id = p_mess_id and h.hostel_name = v_hostel) then
    return 'not_fed';
  end if;
  select * into v_old from public.mess_registrations r where r.period_id = p_period_id and r.user_id = p_user_id;
  if found and v_old.mess_id = p_mess_id then return 'unchanged'; end if;

  if v_period.allocation = 'first_come' then
    select m.capacity into v_capacity from public.messes m where m.id = p_mess_id for update;
    select count(*) into v_taken from public.mess_registrations r
    where r.period_id = p_period_id and r.mess_id = p_mess_id and r.status = 'registered';
    if v_taken >= v_capacity then return 'mess_full'; end if;
    v_status := 'registered';
  else
    v_status := 'requested';
  end if;
  -- A choice counts from the period's first day, or from today when the period has begun: no one is billed for days
  -- before they chose. A change keeps the first choice's day, so the days since stay on the bill, at the new mess.
  insert into public.mess_registrations (period_id, user_id, mess_id, status, placed_by, from_on)
  values (p_period_id, p_user_id, p_mess_id, v_status, 'choice', greatest(v_period.starts_on, public.ist_day(now())))
  on conflict (period_id, user_id) do update
    set mess_id = excluded.mess_id, status = excluded.status, placed_by = 'choice', updated_at = now();
  return v_status;
end;
$$;

-- Tells a student where they eat in a period, once per period whatever the sweep repeats.
create function public.notify_mess_placed(p_period public.mess_periods, p_user_id uuid)
returns void
language sql
security definer
set search_path = ''
as $$
  select public.notify(r.user_id, null, 'mess_placed',
    jsonb_build_object('period_id', p_period.id, 'period_name', p_period.name, 'mess_id', m.id,
                       'mess_name', m.name, 'placed_by', r.placed_by),
    'mess_placed:' || p_period.id || ':' || r.user_id)
  from public.mess_registrations r join public.messes m on m.id = r.mess_id
  where r.period_id = p_period.id and r.user_id = p_user_id and r.status = 'registered';
$$;

-- Places in their hostel's default mess, from p_from_on, every student holding a bed who has no registration in the
-- period; each is told. Answers how many it placed.
create function public.place_unregistered(p_period public.mess_periods, p_from_on date)
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_user uuid;
  v_count integer := 0;
begin
  for v_user in
    insert into public.mess_registrations (period_id, user_id, mess_id, status, placed_by, from_on)
    select p_period.id, b.occupant_id, h.mess_id, 'registered', 'default', p_from_on
    from public.beds b
    join public.hostel_room r on r.id = b.room_id
    join public.mess_hostels h on h.hostel_name = r.hostel_name and h.is_default
    where b.occupant_id is not null
      and not exists (select 1 from public.mess_registrations x
                      where x.period_id = p_period.id and x.user_id = b.occupant_id)
    on conflict (period_id, user_id) do nothing
    returning user_id
  loop
    perform public.notify_mess_placed(p_period, v_user);
    v_count := v_count + 1;
  end loop;
  return v_count;
end;
$$;

-- Settles a period whose window has closed: draws each mess's lottery in a random order up to its free seats (the
-- requests that lose are dropped, so their students are placed by default), places everyone else holding a bed in
-- their hostel's default mess (which takes its own hostels' students beyond its capacity: they must eat somewhere),
-- marks it settled and tells every registered student where they eat. Answers how many students it told.
create function public.settle_mess_period(p_period public.mess_periods)
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_user uuid;
  v_count integer := 0;
begin
  with drawn as (
    select r.user_id, row_number() over (partition by r.mess_id order by random()) as draw,
           m.capacity - (select count(*) from public.mess_registrations x
                         where x.period_id = r.period_id and x.mess_id = r.mess_id and x.status = 'registered')
             as seats
    from public.mess_registrations r join public.messes m on m.id = r.mess_id
    where r.period_id = p_period.id and r.status = 'requested'
  ), won as (
    update public.mess_registrations r set status = 'registered', placed_by = 'lottery', updated_at = now()
    from drawn d
    where r.period_id = p_period.id and r.user_id = d.user_id and d.draw <= d.seats
    returning r.user_id
  )
  delete from public.mess_registrations r
  where r.period_id = p_period.id and r.status = 'requested' and r.user_id not in (select w.user_id from won w);

  perform public.place_unregistered(p_period, greatest(p_period.starts_on, public.ist_day(now())));
  update public.mess_periods p set settled_at = now() where p.id = p_period.id;
  for v_user in
    select r.user_id from public.mess_registrations r where r.period_id = p_period.id and r.status = 'registered'
  loop
    perform public.notify_mess_placed(p_period, v_user);
    v_count := v_count + 1;
  end loop;
  return v_count;
end;
$$;

-- The registration sweep: settles every period whose window has closed, then places the students who got a bed since
-- in the settled periods running today (IST), from today. Periods another instance is settling are left to it (skip
-- locked); a placement already made is not made again, and a student is told once per period. Answers how many
-- students it placed or told.
create function public.settle_mess_periods()
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_period public.mess_periods%rowtype;
  v_today date := public.ist_day(now());
  v_total integer := 0;
begin
  for v_period in
    select * from public.mess_periods p
    where p.settled_at is null and p.closes_at <= now()
    order by p.closes_at, p.id
    for update skip locked
  loop
    v_total := v_total + public.settle_mess_period(v_period);
  end loop;
  for v_period in
    select * from public.mess_periods p
    where p.settled_at is not null and v_today between p.starts_on and p.ends_on
    order by p.id
    for share skip locked
  loop
    v_total := v_total + public.place_unregistered(v_period, v_today);
  end loop;
  return v_total;
end;
$$;

-- What a student's mess page shows: the period to act on (one whose window is open, else the one running today, else
-- the next), the messes open to them with their seats left, their registration in it, and the mess they eat in today.
create function public.mess_registration_view(p_user_id uuid)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_today date := public.ist_day(now());
  v_hostel text := public.hostel_of(p_user_id);
  v_period public.mess_periods%rowtype;
  v_today_mess bigint := public.mess_on(p_user_id, public.ist_day(now()));
begin
  select * into v_period from public.mess_periods p
  where p.ends_on >= v_today or (p.settled_at is null and p.opens_at <= now() and now() < p.closes_at)
  order by (p.settled_at is null and p.opens_at <= now() and now() < p.closes_at) desc, (p.starts_on <= v_today) desc,
           p.starts_on
  limit 1;
  return jsonb_build_object(
    'hostel', v_hostel,
    'today_mess', (select jsonb_build_object('id', m.id, 'name', m.name) from public.messes m where m.id = v_today_mess),
    'period', case when v_period.id is not null then jsonb_build_object(
      'id', v_period.id, 'name', v_period.name, 'starts_on', v_period.starts_on, 'ends_on', v_period.ends_on,
      'opens_at', v_period.opens_at, 'closes_at', v_period.closes_at, 'allocation', v_period.allocation,
      'settled', v_period.settled_at is not null,
      'open', v_period.settled_at is null and v_period.opens_at <= now() and now() < v_period.closes_at) end,
    'messes', (select coalesce(jsonb_agg(jsonb_build_object(
                 'id', m.id, 'name', m.name, 'caterer', m.caterer, 'daily_rate_minor', m.daily_rate_minor,
                 'capacity', m.capacity, 'is_default', h.is_default,
                 'seats_left', greatest(m.capacity - (select count(*) from public.mess_registrations x
                                                      where x.period_id = v_period.id and x.mess_id = m.id
                                                        and x.status = 'registered'), 0),
                 'requested', (select count(*) from public.mess_registrations x
                               where x.period_id = v_period.id and x.mess_id = m.id and x.status = 'requested'))
                 order by h.is_default desc, m.name), '[]'::jsonb)
               from public.mess_hostels h join public.messes m on m.id = h.mess_id
               where h.hostel_name = v_hostel and v_period.id is not null),
    'registration', (select jsonb_build_object('mess_id', m.id, 'mess_name', m.name, 'status', r.status,
                                               'placed_by', r.placed_by, 'from_on', r.from_on)
                     from public.mess_registrations r join public.messes m on m.id = r.mess_id
                     where r.period_id = v_period.id and r.user_id = p_user_id));
end;
$$;

-- A period's registrations per mess, for the messes this account sees (the whole office every one, a mess manager
-- theirs, a warden those feeding their hostels); empty for a period that does not exist.
create function public.mess_period_counts(p_period_id bigint, p_actor_id uuid)
returns table (mess_id bigint, mess_name text, capacity integer, registered integer, requested integer,
               by_choice integer, by_lottery integer, by_default integer)
language sql
stable
security definer
set search_path = ''
as $$
  select m.id, m.name, m.capacity,
         count(*) filter (where r.status = 'registered')::int,
         count(*) filter (where r.status = 'requested')::int,
         count(*) filter (where r.status = 'registered' and r.placed_by in ('choice', 'office'))::int,
         count(*) filter (where r.placed_by = 'lottery')::int,
         count(*) filter (where r.placed_by = 'default')::int
  from public.messes m
  join public.mess_periods p on p.id = p_period_id
  left join public.mess_registrations r on r.mess_id = m.id and r.period_id = p.id
  where public.member_sees_mess(p_actor_id, m.id)
  group by m.id, m.name, m.capacity
  order by m.name;
$$;

-- The people list names a mess manager's places by the messes' names, as my_office_places does.
create or replace function public.list_people(p_query text, p_limit integer, p_offset integer)
returns table (id uuid, email text, full_name text, roll_number text, role text, places text[],
               created_at timestamptz, last_sign_in_at timestamptz, request_id bigint, requested_role text,
               total bigint)
language sql
stable
security definer
set search_path = ''
as $$
  select u.id, u.email::text, coalesce(r.full_name, u.raw_user_meta_data ->> 'full_name'), r.roll_number,
         public.account_role(u.id),
         array(select coalesce(p.hostel_name, p.trade, m.name) from public.office_places p
               left join public.messes m on m.id = p.mess_id
               where p.user_id = u.id and p.kind = public.place_kind_of(public.account_role(u.id)) order by 1),
         u.created_at, u.last_sign_in_at, q.id, q.requested_role, count(*) over ()
  from auth.users u
  left join public.student_records r on r.user_id = u.id
  left join public.office_access_requests q on q.user_id = u.id and q.status = 'pending'
  where nullif(btrim(p_query), '') is null
     or strpos(lower(u.email), lower(btrim(p_query))) > 0
     or strpos(lower(coalesce(r.full_name, u.raw_user_meta_data ->> 'full_name')), lower(btrim(p_query))) > 0
     or r.roll_number = upper(btrim(p_query))
  order by q.id is null,
           array_position(array['admin', 'staff', 'warden', 'mess_manager', 'guard', 'technician'],
                          public.account_role(u.id)) nulls last,
           u.email
  limit least(greatest(coalesce(p_limit, 50), 1), 200) offset greatest(coalesce(p_offset, 0), 0);
$$;

create index mess_periods_unsettled_idx on public.mess_periods (closes_at) where settled_at is null;

-- Hosted Supabase lets anon, authenticated and service_role execute every new function: take back what each may not.
revoke execute on function
  public.mess_facts(bigint),
  public.save_mess(bigint, text, text, integer, integer, integer, integer, integer, text[], text[], uuid, text),
  public.save_mess_extra_item(bigint, bigint, text, integer, boolean, uuid, text),
  public.mess_period_facts(public.mess_periods),
  public.save_mess_period(bigint, text, date, date, timestamptz, timestamptz, text, uuid, text),
  public.choose_mess(uuid, bigint, bigint),
  public.notify_mess_placed(public.mess_periods, uuid),
  public.place_unregistered(public.mess_periods, date),
  public.settle_mess_period(public.mess_periods),
  public.settle_mess_periods(),
  public.mess_registration_view(uuid),
  public.mess_period_counts(bigint, uuid)
from public, anon, authenticated;
