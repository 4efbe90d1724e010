-- The mess counter: a mess's staff serve a student's meal from the QR on their phone or their roll number, refuse
-- what the rules refuse (and count it for the caterer's scorecard), and add paid extras and guests' meals to the
-- student's day. Every function is the server's alone: it has checked who the student is (a signed meal token or a
-- roll number); these check again that the actor runs the mess and decide under the table's own unique keys, so two
-- counters scanning one QR at once serve it once. Days are IST days.

-- A counter's tap on "Add" carries a key of its own: a request retried with it (a lost answer, a double tap) finds
-- the charge already made instead of making it twice.
alter table public.mess_extras add column idempotency_key uuid;

create unique index mess_extras_idempotency_key on public.mess_extras (idempotency_key) where idempotency_key is not null;

comment on column public.mess_extras.idempotency_key is 'The counter''s key for the tap that added this charge: a retried request with it changes nothing.';

-- The mess a counter acts for: the one named, or a mess manager's only mess when none is named (the whole office
-- runs every mess, so it always names one). problem: mess_required | unknown_mess | forbidden.
create function public.counter_mess(p_mess_id bigint, p_actor_id uuid, out mess_id bigint, out problem text)
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_count integer;
begin
  if p_mess_id is null then
    select min(p.mess_id), count(*) into mess_id, v_count from public.office_places p
    where p.user_id = p_actor_id and p.kind = 'mess' and public.account_role(p_actor_id) = 'mess_manager';
    if v_count <> 1 then
      mess_id := null;
      problem := 'mess_required';
    end if;
    return;
  end if;
  mess_id := p_mess_id;
  if not exists (select 1 from public.messes m where m.id = p_mess_id) then
    problem := 'unknown_mess';
  elsif not public.member_manages_mess(p_actor_id, p_mess_id) then
    problem := 'forbidden';
  end if;
end;
$$;

-- The messes an account runs at a counter, each with its guest meal's price and its active price list.
create function public.counter_messes(p_actor_id uuid)
returns table (id bigint, name text, guest_meal_minor integer, extras jsonb)
language sql
stable
security definer
set search_path = ''
as $$
  select m.id, m.name, m.guest_meal_minor,
         coalesce((select jsonb_agg(jsonb_build_object('id', i.id, 'name', i.name, 'price_minor', i.price_minor)
                                    order by i.name)
                   from public.mess_extra_items i where i.mess_id = m.id and i.active), '[]'::jsonb)
  from public.messes m
  where public.member_manages_mess(p_actor_id, m.id)
  order by m.name;
$$;

-- The student with this roll number, typed in any case (the record keeps it upper-cased and trimmed).
create function public.student_by_roll_number(p_roll_number text)
returns uuid
language sql
stable
security definer
set search_path = ''
as $$
  select r.user_id from public.student_records r where r.roll_number = upper(btrim(p_roll_number));
$$;

-- Who a student is at the counter: their record's name and roll number, or their account's name before they have a
-- record. No row when there is no such account.
create function public.counter_student(p_user_id uuid)
returns table (full_name text, roll_number text)
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(r.full_name, nullif(btrim(u.raw_user_meta_data ->> 'full_name'), ''), u.email::text), r.roll_number
  from auth.users u left join public.student_records r on r.user_id = u.id
  where u.id = p_user_id;
$$;

-- What a student's meal card shows: the mess they eat at today (if any), their name and roll number.
create function public.meal_card(p_user_id uuid)
returns table (mess_id bigint, mess_name text, full_name text, roll_number text)
language sql
stable
security definer
set search_path = ''
as $$
  select m.id, m.name, s.full_name, s.roll_number
  from public.counter_student(p_user_id) s
  left join public.messes m on m.id = public.mess_on(p_user_id, public.ist_day(now()));
$$;

-- Serves a meal of today. outcome: served, or a refusal recorded in mess_scan_refusals (already_served,
-- not_registered, wrong_mess, on_rebate), or, recording nothing, what the counter may not do (mess_required,
-- unknown_mess, forbidden) or an account that does not exist (unknown_student). Two counters serving one student at
-- once meet on meal_servings' unique key: one inserts, the other finds it served.
create function public.serve_meal(p_mess_id bigint, p_user_id uuid, p_meal text, p_actor_id uuid)
returns table (outcome text, served_mess_id bigint, full_name text, roll_number text)
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_day date := public.ist_day(now());
  v_mess bigint;
  v_problem text;
  v_home bigint;
  v_outcome text;
  v_name text;
  v_roll text;
begin
  if p_meal is null or p_meal not in ('breakfast', 'lunch', 'snacks', 'dinner') then
    raise exception 'unknown meal %', p_meal using errcode = '22023';
  end if;
  select c.mess_id, c.problem into v_mess, v_problem from public.counter_mess(p_mess_id, p_actor_id) c;
  if v_problem is not null then
    return query select v_problem, v_mess, null::text, null::text;
    return;
  end if;
  select s.full_name, s.roll_number into v_name, v_roll from public.counter_student(p_user_id) s;
  if not found then
    return query select 'unknown_student'::text, v_mess, null::text, null::text;
    return;
  end if;
  v_home := public.mess_on(p_user_id, v_day);
  if v_home is null then
    v_outcome := 'not_registered';
  elsif v_home <> v_mess then
    v_outcome := 'wrong_mess';
  elsif public.on_rebate(p_user_id, v_day) then
    v_outcome := 'on_rebate';
  else
    insert into public.meal_servings (mess_id, user_id, served_on, meal, served_by)
    values (v_mess, p_user_id, v_day, p_meal, p_actor_id)
    on conflict (user_id, served_on, meal) do nothing;
    v_outcome := case when found then 'served' else 'already_served' end;
  end if;
  if v_outcome <> 'served' then
    insert into public.mess_scan_refusals (mess_id, user_id, served_on, meal, code)
    values (v_mess, p_user_id, v_day, p_meal, v_outcome);
  end if;
  return query select v_outcome, v_mess, v_name, v_roll;
end;
$$;

-- Adds a priced line to a student's day at the counter's mess, once per idempotency key: a retry with the key of a
-- line already added answers that line (added) and changes nothing; the key of another request is key_reused. Only
-- for a student who eats at this mess today (not_registered otherwise, wrong mess included).
create function public.add_mess_charge(
  p_mess_id bigint, p_user_id uuid, p_kind text, p_item text, p_quantity integer, p_unit_minor integer,
  p_actor_id uuid, p_idempotency_key uuid)
returns table (outcome text, extra_id bigint, item text, quantity integer, unit_minor integer, amount_minor integer)
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_day date := public.ist_day(now());
  v_line public.mess_extras;
begin
  if p_idempotency_key is null then
    raise exception 'an idempotency key is required' using errcode = '22023';
  end if;
  select * into v_line from public.mess_extras e where e.idempotency_key = p_idempotency_key;
  if not found then
    if public.mess_on(p_user_id, v_day) is distinct from p_mess_id then
      return query select 'not_registered'::text, null::bigint, null::text, null::integer, null::integer, null::integer;
      return;
    end if;
    insert into public.mess_extras (mess_id, user_id, served_on, kind, item, quantity, unit_minor, amount_minor,
                                    added_by, idempotency_key)
    values (p_mess_id, p_user_id, v_day, p_kind, p_item, p_quantity, p_unit_minor, p_quantity * p_unit_minor,
            p_actor_id, p_idempotency_key)
    on conflict (idempotency_key) where idempotency_key is not null do nothing
    returning * into v_line;
    -- A twin of this request committed its line first: answer that one.
    if not found then
      select * into v_line from public.mess_extras e where e.idempotency_key = p_idempotency_key;
    end if;
  end if;
  if v_line.mess_id <> p_mess_id or v_line.user_id <> p_user_id or v_line.kind <> p_kind
     or v_line.quantity <> p_quantity or (p_item is not null and v_line.item <> p_item) then
    return query select 'key_reused'::text, null::bigint, null::text, null::integer, null::integer, null::integer;
    return;
  end if;
  return query select 'added'::text, v_line.id, v_line.item, v_line.quantity, v_line.unit_minor, v_line.amount_minor;
end;
$$;

-- An extra from the mess's active price list, priced by it. outcome: added, or what counter_mess and add_mess_charge
-- refuse, or unknown_item (no such active item of this mess).
create function public.add_mess_extra(
  p_mess_id bigint, p_user_id uuid, p_item_id bigint, p_quantity integer, p_actor_id uuid, p_idempotency_key uuid)
returns table (outcome text, extra_id bigint, item text, quantity integer, unit_minor integer, amount_minor integer)
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_mess bigint;
  v_problem text;
  v_item public.mess_extra_items;
begin
  select c.mess_id, c.problem into v_mess, v_problem from public.counter_mess(p_mess_id, p_actor_id) c;
  if v_problem is null then
    select * into v_item from public.mess_extra_items i where i.id = p_item_id and i.mess_id = v_mess and i.active;
    if not found then v_problem := 'unknown_item'; end if;
  end if;
  if v_problem is not null then
    return query select v_problem, null::bigint, null::text, null::integer, null::integer, null::integer;
    return;
  end if;
  return query select * from public.add_mess_charge(v_mess, p_user_id, 'extra', v_item.name, p_quantity,
                                                    v_item.price_minor, p_actor_id, p_idempotency_key);
end;
$$;

-- Guests' meals at the mess's guest meal price. outcome: as add_mess_extra's, without unknown_item.
create function public.add_guest_meals(
  p_mess_id bigint, p_user_id uuid, p_quantity integer, p_actor_id uuid, p_idempotency_key uuid)
returns table (outcome text, extra_id bigint, item text, quantity integer, unit_minor integer, amount_minor integer)
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_mess bigint;
  v_problem text;
begin
  select c.mess_id, c.problem into v_mess, v_problem from public.counter_mess(p_mess_id, p_actor_id) c;
  if v_problem is not null then
    return query select v_problem, null::bigint, null::text, null::integer, null::integer, null::integer;
    return;
  end if;
  return query select * from public.add_mess_charge(v_mess, p_user_id, 'guest_meal', 'Guest meal', p_quantity,
                                                    (select m.guest_meal_minor from public.messes m where m.id = v_mess),
                                                    p_actor_id, p_idempotency_key);
end;
$$;

-- The counter's day so far at a mess: meals served per meal, scans refused per reason, extras and guest meals added.
-- {problem} instead when the actor may not read it (counter_mess's problems).
create function public.mess_counter_tally(p_mess_id bigint, p_actor_id uuid)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_day date := public.ist_day(now());
  v_mess bigint;
  v_problem text;
begin
  select c.mess_id, c.problem into v_mess, v_problem from public.counter_mess(p_mess_id, p_actor_id) c;
  if v_problem is not null then return jsonb_build_object('problem', v_problem); end if;
  return jsonb_build_object(
    'mess_id', v_mess,
    'day', v_day,
    'served', (select jsonb_object_agg(m.meal, (select count(*) from public.meal_servings s
                                                 where s.mess_id = v_mess and s.served_on = v_day and s.meal = m.meal))
               from unnest(array['breakfast', 'lunch', 'snacks', 'dinner']) m (meal)),
    'refused', (select jsonb_object_agg(c.code, (select count(*) from public.mess_scan_refusals r
                                                  where r.mess_id = v_mess and r.served_on = v_day and r.code = c.code))
                from unnest(array['already_served', 'not_registered', 'on_rebate', 'wrong_mess']) c (code)),
    'extras', (select coalesce(sum(e.quantity), 0) from public.mess_extras e
               where e.mess_id = v_mess and e.served_on = v_day and e.kind = 'extra'),
    'guest_meals', (select coalesce(sum(e.quantity), 0) from public.mess_extras e
                    where e.mess_id = v_mess and e.served_on = v_day and e.kind = 'guest_meal'));
end;
$$;

revoke execute on function
  public.counter_mess(bigint, uuid),
  public.counter_messes(uuid),
  public.student_by_roll_number(text),
  public.counter_student(uuid),
  public.meal_card(uuid),
  public.serve_meal(bigint, uuid, text, uuid),
  public.add_mess_charge(bigint, uuid, text, text, integer, integer, uuid, uuid),
  public.add_mess_extra(bigint, uuid, bigint, integer, uuid, uuid),
  public.add_guest_meals(bigint, uuid, integer, uuid, uuid),
  public.mess_counter_tally(bigint, uuid)
from public, anon, authenticated;
