-- The mess's weekly menus, the ratings of meals served and the rebates for days away. Each write is one function the
-- server calls with the secret key, with the account it verified; the database checks who may do it under locks.
-- Days are IST calendar days: "today" is public.ist_day(now()), never a day the caller sends.

-- Replaces the dishes of a mess's week (p_week_start a Monday) with p_items, an array of {day 1-7, meal, dish, diet},
-- kept in the order given within each day's meal. Saving a published week keeps it published: the manager edits a
-- whole week in the page and saves it at once, so what students read changes at that save, never half-done; a week is
-- taken off only by unpublishing it. Outcomes: saved, forbidden (the actor does not run this mess), not_found (no such
-- mess), invalid (not a Monday, more than 20 dishes in a meal, a dish empty or over 80 characters, an unknown diet).
create function public.save_mess_menu(
  p_mess_id bigint, p_week_start date, p_items jsonb, p_actor_id uuid, p_actor_email text)
returns text
language plpgsql
security definer
set search_path = ''
as $$
begin
  if not exists (select 1 from public.messes m where m.id = p_mess_id) then return 'not_found'; end if;
  if not public.member_manages_mess(p_actor_id, p_mess_id) then return 'forbidden'; end if;
  if p_week_start is null or extract(isodow from p_week_start) <> 1
     or coalesce(jsonb_typeof(p_items), '') <> 'array' or jsonb_array_length(p_items) > 7 * 4 * 20 then
    return 'invalid';
  end if;
  if exists (
    select 1 from jsonb_array_elements(p_items) x
    where jsonb_typeof(x) <> 'object'
       or coalesce(jsonb_typeof(x -> 'day'), '') <> 'number' or (x ->> 'day') !~ '^[1-7]$'
       or coalesce(x ->> 'meal', '') not in ('breakfast', 'lunch', 'snacks', 'dinner')
       or coalesce(x ->> 'diet', '') not in ('veg', 'non_veg', 'jain')
       or coalesce(jsonb_typeof(x -> 'dish'), '') <> 'string'
       or char_length(btrim(x ->> 'dish')) not between 1 and 80
  ) or exists (
    select 1 from jsonb_array_elements(p_items) x group by x ->> 'day', x ->> 'meal' having count(*) > 20
  ) then
    return 'invalid';
  end if;
  -- The week's row is the lock two saves of one week queue on.
  insert into public.mess_menus (mess_id, week_start, updated_by) values (p_mess_id, p_week_start, p_actor_id)
  on conflict (mess_id, week_start) do update set updated_at = now(), updated_by = excluded.updated_by;
  delete from public.mess_menu_items i where i.mess_id = p_mess_id and i.week_start = p_week_start;
  insert into public.mess_menu_items (mess_id, week_start, day, meal, position, dish, diet)
  select p_mess_id, p_week_start, (x ->> 'day')::smallint, x ->> 'meal',
         row_number() over (partition by x ->> 'day', x ->> 'meal' order by n), btrim(x ->> 'dish'), x ->> 'diet'
  from jsonb_array_elements(p_items) with ordinality as e (x, n);
  return 'saved';
end;
$$;

-- Publishes a saved week for students to read (p_publish) or takes it off; audited. Publishing a published week
-- changes nothing (it keeps the moment it was first published). Outcomes: published, unpublished, unchanged,
-- forbidden, not_found (no such week saved), empty_menu (a week without a dish is not published).
create function public.publish_mess_menu(
  p_mess_id bigint, p_week_start date, p_publish boolean, p_actor_id uuid, p_actor_email text)
returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_menu public.mess_menus%rowtype;
begin
  if not public.member_manages_mess(p_actor_id, p_mess_id) then return 'forbidden'; end if;
  select * into v_menu from public.mess_menus m where m.mess_id = p_mess_id and m.week_start = p_week_start for update;
  if not found then return 'not_found'; end if;
  if (v_menu.published_at is not null) = p_publish then return 'unchanged'; end if;
  if p_publish and not exists (
    select 1 from public.mess_menu_items i where i.mess_id = p_mess_id and i.week_start = p_week_start) then
    return 'empty_menu';
  end if;
  update public.mess_menus m set published_at = case when p_publish then now() end, updated_at = now(),
                                 updated_by = p_actor_id
  where m.mess_id = p_mess_id and m.week_start = p_week_start;
  perform public.record_audit(case when p_publish then 'mess_menu.publish' else 'mess_menu.unpublish' end,
    'mess_menu', format('%s:%s', p_mess_id, p_week_start),
    jsonb_build_object('published', not p_publish), jsonb_build_object('published', p_publish,
      'mess', (select m.name from public.messes m where m.id = p_mess_id), 'week_start', p_week_start),
    null, p_actor_id, p_actor_email);
  return case when p_publish then 'published' else 'unpublished' end;
end;
$$;

-- Rates a meal the student was served today (IST), at the mess that served it. Ratings are of today only: the day is
-- the database's, not the caller's. Rating the same meal again the same day replaces the rating (a student who
-- changes their mind, or a retried request). Outcomes: rated, not_served, invalid (stars not 1-5, comment over 500).
create function public.rate_meal(p_user_id uuid, p_meal text, p_stars integer, p_comment text)
returns table (outcome text, served_on date)
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_today date := public.ist_day(now());
  v_mess bigint;
begin
  if p_stars is null or p_stars not between 1 and 5 or char_length(p_comment) > 500 then
    return query select 'invalid'::text, v_today;
    return;
  end if;
  select s.mess_id into v_mess from public.meal_servings s
  where s.user_id = p_user_id and s.served_on = v_today and s.meal = p_meal;
  if not found then
    return query select 'not_served'::text, v_today;
    return;
  end if;
  insert into public.meal_ratings (mess_id, user_id, served_on, meal, stars, comment)
  values (v_mess, p_user_id, v_today, p_meal, p_stars, nullif(btrim(p_comment), ''))
  on conflict on constraint meal_ratings_user_id_served_on_meal_key do update
  set stars = excluded.stars, comment = excluded.comment, mess_id = excluded.mess_id, created_at = now();
  return query select 'rated'::text, v_today;
end;
$$;

-- Asks for a rebate for days away. Every day of the range must be in one mess the student is registered in
-- (public.mess_on), the range at least that mess's rebate_min_days long and starting at least rebate_notice_days after
-- today (IST), clear of the student's pending and approved rebates. A retry of a pending request (same mess and days)
-- answers that request again. Outcomes: applied, not_registered (a day without a mess), several_messes, too_short,
-- too_late, overlaps, invalid (dates reversed, over 181 days, an empty reason); with the mess's rules, to say them.
-- Rebates from approved leave (source 'leave') are written by the leave area, approved at once; these rules are the
-- student's, not theirs.
create function public.apply_mess_rebate(p_user_id uuid, p_from_on date, p_to_on date, p_reason text)
returns table (outcome text, rebate_id bigint, min_days integer, notice_days integer)
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_messes bigint[];
  v_mess public.messes%rowtype;
  v_id bigint;
  v_problem text;
begin
  if p_from_on is null or p_to_on is null or p_to_on < p_from_on or p_to_on - p_from_on > 180
     or char_length(btrim(coalesce(p_reason, ''))) not between 1 and 300 then
    return query select 'invalid'::text, null::bigint, null::integer, null::integer;
    return;
  end if;
  -- One student's requests queue here, so two at once cannot both pass the overlap check.
  perform public.lock_student(p_user_id);
  select array_agg(distinct coalesce(public.mess_on(p_user_id, d::date), 0)) into v_messes
  from generate_series(p_from_on, p_to_on, interval '1 day') d;
  if 0 = any(v_messes) then
    return query select 'not_registered'::text, null::bigint, null::integer, null::integer;
    return;
  end if;
  if cardinality(v_messes) > 1 then
    return query select 'several_messes'::text, null::bigint, null::integer, null::integer;
    return;
  end if;
  select * into v_mess from public.messes m where m.id = v_messes[1];
  select b.id into v_id from public.mess_rebates b
  where b.user_id = p_user_id and b.status = 'pending' and b.mess_id = v_mess.id and b.from_on = p_from_on
    and b.to_on = p_to_on;
  if found then
    return query select 'applied'::text, v_id, v_mess.rebate_min_days, v_mess.rebate_notice_days;
    return;
  end if;
  v_problem := case
    when p_to_on - p_from_on + 1 < v_mess.rebate_min_days then 'too_short'
    when p_from_on < public.ist_day(now()) + v_mess.rebate_notice_days then 'too_late'
    when exists (select 1 from public.mess_rebates b
                 where b.user_id = p_user_id and b.status in ('pending', 'approved')
                   and daterange(b.from_on, b.to_on, '[]') && daterange(p_from_on, p_to_on, '[]')) then 'overlaps'
  end;
  if v_problem is null then
    insert into public.mess_rebates (mess_id, user_id, from_on, to_on, reason)
    values (v_mess.id, p_user_id, p_from_on, p_to_on, btrim(p_reason))
    returning id into v_id;
  end if;
  return query select coalesce(v_problem, 'applied'), v_id, v_mess.rebate_min_days, v_mess.rebate_notice_days;
end;
$$;

-- The student takes back a pending rebate of their own; a retry of a withdrawal answers the same. Outcomes: withdrawn,
-- not_found (no such rebate of theirs), not_pending (already decided).
create function public.withdraw_mess_rebate(p_user_id uuid, p_rebate_id bigint)
returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_status text;
begin
  select b.status into v_status from public.mess_rebates b
  where b.id = p_rebate_id and b.user_id = p_user_id for update;
  if not found then return 'not_found'; end if;
  if v_status = 'withdrawn' then return 'withdrawn'; end if;
  if v_status <> 'pending' then return 'not_pending'; end if;
  update public.mess_rebates b set status = 'withdrawn' where b.id = p_rebate_id;
  return 'withdrawn';
end;
$$;

-- The mess's manager (or the whole office) approves or rejects a pending rebate once, with a note; audited, and the
-- student is told. Outcomes: decided, unchanged (the same decision again), already_decided (the other one was made),
-- not_pending (withdrawn), forbidden, not_found, invalid (a decision other than approved or rejected, a note over 500).
create function public.decide_mess_rebate(
  p_rebate_id bigint, p_decision text, p_note text, p_actor_id uuid, p_actor_email text)
returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_rebate public.mess_rebates%rowtype;
  v_note text := nullif(btrim(p_note), '');
  v_mess text;
  v_student jsonb;
begin
  if coalesce(p_decision, '') not in ('approved', 'rejected') or char_length(v_note) > 500 then return 'invalid'; end if;
  select * into v_rebate from public.mess_rebates b where b.id = p_rebate_id;
  if not found then return 'not_found'; end if;
  if not public.member_manages_mess(p_actor_id, v_rebate.mess_id) then return 'forbidden'; end if;
  select * into v_rebate from public.mess_rebates b where b.id = p_rebate_id for update;
  if v_rebate.status = p_decision then return 'unchanged'; end if;
  if v_rebate.status = 'withdrawn' then return 'not_pending'; end if;
  if v_rebate.status <> 'pending' then return 'already_decided'; end if;
  update public.mess_rebates b set status = p_decision, note = v_note, decided_by = p_actor_id, decided_at = now()
  where b.id = p_rebate_id;
  select m.name into v_mess from public.messes m where m.id = v_rebate.mess_id;
  select to_jsonb(format('%s (%s)', s.full_name, s.roll_number)) into v_student
  from public.student_records s where s.user_id = v_rebate.user_id;
  perform public.record_audit('mess_rebate.decide', 'mess_rebate', p_rebate_id::text,
    jsonb_build_object('status', v_rebate.status),
    jsonb_build_object('status', p_decision, 'student', v_student, 'mess', v_mess, 'from_on', v_rebate.from_on,
                       'to_on', v_rebate.to_on),
    v_note, p_actor_id, p_actor_email);
  perform public.notify(v_rebate.user_id, null, 'mess_rebate_decided',
    jsonb_build_object('rebate_id', p_rebate_id, 'mess_name', v_mess, 'from_on', v_rebate.from_on,
                       'to_on', v_rebate.to_on, 'decision', p_decision, 'note', v_note),
    'mess_rebate:' || p_rebate_id);
  return 'decided';
end;
$$;

-- Who asked for each rebate, as those who run or oversee its mess name them ("Aarav Sharma (B23CS041)"): a mess
-- manager is not the whole office, so office_names() does not answer them. At most 200 at once; others' are absent.
create function public.mess_rebate_students(p_rebate_ids bigint[])
returns table (rebate_id bigint, student text)
language sql
stable
security definer
set search_path = ''
as $$
  select b.id, coalesce(case when s.user_id is not null then format('%s (%s)', s.full_name, s.roll_number) end,
                        nullif(concat_ws(' · ', u.raw_user_meta_data ->> 'full_name', u.email), ''))
  from public.mess_rebates b
  join auth.users u on u.id = b.user_id
  left join public.student_records s on s.user_id = b.user_id
  where b.id = any (p_rebate_ids[1:200]) and public.sees_mess(b.mess_id);
$$;

revoke execute on function
  public.save_mess_menu(bigint, date, jsonb, uuid, text),
  public.publish_mess_menu(bigint, date, boolean, uuid, text),
  public.rate_meal(uuid, text, integer, text),
  public.apply_mess_rebate(uuid, date, date, text),
  public.withdraw_mess_rebate(uuid, bigint),
  public.decide_mess_rebate(bigint, text, text, uuid, text)
from public, anon, authenticated;

revoke execute on function public.mess_rebate_students(bigint[]) from public, anon;

grant execute on function public.mess_rebate_students(bigint[]) to authenticated;
