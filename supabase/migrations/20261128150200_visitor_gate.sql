-- Visitors at the gate, each a function the server calls with the secret key and the guard it verified: a walk-in
-- registered against a resident host (who is told, and confirms in the app), a scan of a pass (its token's pass, or the
-- visitor's phone number) recording the entry and the exit once each under the pass's row lock, and the day's passes
-- at a gate. What the gate shows of a host is their name, roll number and room, never more.

-- A guard registers a walk-in at a hostel's gate, against the resident with that roll number, from now (p_at) until
-- p_to_at, under the same rules as a registered pass; it waits for the host, who is told. A retry (same host, phone and
-- end, still open) answers that pass again. Outcomes: created, invalid, forbidden (the actor does not keep that gate),
-- no_host (no resident of that hostel has that roll number), or visitor_problem's.
create function public.gate_walk_in(
  p_actor_id uuid, p_hostel_name text, p_roll_number text, p_visitor_name text, p_phone text, p_email text,
  p_relation text, p_gender text, p_purpose text, p_to_at timestamptz, p_at timestamptz default null)
returns table (outcome text, pass_id bigint)
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_at timestamptz := coalesce(p_at, now());
  v_host uuid;
  v_pass public.visitor_passes%rowtype;
  v_problem text;
begin
  if p_to_at is null or char_length(btrim(coalesce(p_visitor_name, ''))) not between 2 and 100
     or coalesce(p_phone, '') !~ '^([6-9][0-9]{9}|\+[1-9][0-9]{7,14})$'
     or (p_email is not null and (p_email !~ '^[^@[:space:]]+@[^@[:space:]]+\.[^@[:space:]]+$'
                                  or char_length(p_email) > 254))
     or coalesce(p_relation, '') not in ('parent', 'sibling', 'relative', 'friend', 'other')
     or coalesce(p_gender, '') not in ('female', 'male', 'other')
     or char_length(btrim(coalesce(p_purpose, ''))) not between 1 and 200 then
    return query select 'invalid'::text, null::bigint;
    return;
  end if;
  if not public.member_keeps_gate(p_actor_id, p_hostel_name) then
    return query select 'forbidden'::text, null::bigint;
    return;
  end if;
  v_host := public.student_by_roll_number(p_roll_number);
  if v_host is null or public.hostel_of(v_host) is distinct from p_hostel_name then
    return query select 'no_host'::text, null::bigint;
    return;
  end if;
  perform public.lock_student(v_host);
  perform public.lock_visitor_phone(p_phone);
  select * into v_pass from public.visitor_passes p
  where p.host_id = v_host and p.phone = p_phone and p.to_at = p_to_at and p.walk_in
    and p.status in ('awaiting_host', 'active');
  if found then
    return query select 'created'::text, v_pass.id;
    return;
  end if;
  if p_to_at <= v_at or p_to_at - v_at > interval '1 day' then
    return query select 'in_the_past'::text, null::bigint;
    return;
  end if;
  v_problem := public.visitor_problem(v_host, p_hostel_name, p_phone, p_gender, v_at, p_to_at);
  if v_problem is not null then
    return query select v_problem, null::bigint;
    return;
  end if;
  insert into public.visitor_passes (host_id, hostel_name, visitor_name, phone, email, relation, gender, purpose,
                                     from_at, to_at, status, walk_in, created_by)
  values (v_host, p_hostel_name, btrim(p_visitor_name), p_phone, lower(btrim(p_email)), p_relation, p_gender,
          btrim(p_purpose), v_at, p_to_at, 'awaiting_host', true, p_actor_id)
  returning * into v_pass;
  perform public.notify(v_host, null, 'visitor_walk_in', public.visitor_pass_facts(v_pass),
    'visitor_walk_in:' || v_pass.id);
  return query select 'created'::text, v_pass.id;
end;
$$;

-- The pass a phone number names at the actor's gates: going out, the one its visitor came in on and has not left by;
-- coming in, today's (IST) not yet entered, the open ones first and the one nearest now; failing those, any of today's,
-- so the refusal says why.
create function public.visitor_pass_by_phone(p_phone text, p_direction text, p_actor_id uuid, p_at timestamptz)
returns bigint
language sql
stable
security definer
set search_path = ''
as $$
  select p.id from public.visitor_passes p
  where p.phone = p_phone and public.member_keeps_gate(p_actor_id, p.hostel_name)
    and ((p.entered_at is not null and p.exited_at is null)
         or ((p.from_at at time zone 'Asia/Kolkata')::date = (p_at at time zone 'Asia/Kolkata')::date))
  order by (p_direction = 'out' and p.entered_at is not null and p.exited_at is null) desc,
           (p_direction = 'in' and p.entered_at is null and p.status in ('active', 'awaiting_host')) desc,
           (p.status = 'active') desc,
           abs(extract(epoch from p.from_at - p_at)), p.id desc
  limit 1;
$$;

-- One scan of a visitor at the gate: the token's pass (p_pass_id) or a phone number's, in (entry) or out (exit), by the
-- actor, at p_at. outcome: recorded, already_used, or a refusal: forbidden (the actor keeps no gate), invalid (no such
-- pass), no_pass (no pass today at the actor's gates for that phone), other_gate, cancelled (declined, withdrawn or
-- void), awaiting_host (a walk-in its host has not confirmed), not_yet, expired (an entry after the window), not_in (an
-- exit with no entry). An exit is recorded whatever became of the pass once its visitor is inside; after the window's
-- end it is late (an overstay). An entry tells the host.
create function public.visitor_scan(
  p_pass_id bigint, p_phone text, p_direction text, p_actor_id uuid, p_at timestamptz default null)
returns table (outcome text, visitor_name text, hostel_name text, host_name text, host_room text,
               valid_from timestamptz, valid_to timestamptz, at timestamptz, late boolean)
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_at timestamptz := coalesce(p_at, now());
  v_pass public.visitor_passes%rowtype;
  v_outcome text;
  v_host jsonb;
begin
  if p_direction is null or p_direction not in ('out', 'in') or (p_pass_id is null) = (p_phone is null) then
    raise exception 'a scan names a pass or a phone number, and out or in' using errcode = '22023';
  end if;
  if not public.keeps_any_gate(p_actor_id) then
    return query select 'forbidden'::text, null::text, null::text, null::text, null::text, null::timestamptz,
      null::timestamptz, null::timestamptz, null::boolean;
    return;
  end if;
  -- The pass's row lock orders this scan with any other of the same pass (two gates at once) and with its host's
  -- cancel and every void.
  select * into v_pass from public.visitor_passes p
  where p.id = coalesce(p_pass_id, public.visitor_pass_by_phone(p_phone, p_direction, p_actor_id, v_at))
  for update;
  v_outcome := case
    when not found then case when p_pass_id is null then 'no_pass' else 'invalid' end
    when not public.member_keeps_gate(p_actor_id, v_pass.hostel_name) then 'other_gate'
    when p_direction = 'out' and v_pass.entered_at is null then 'not_in'
    when p_direction = 'out' and v_pass.exited_at is not null then 'already_used'
    when p_direction = 'out' then null
    when v_pass.entered_at is not null then 'already_used'
    when v_pass.status = 'awaiting_host' then 'awaiting_host'
    when v_pass.status <> 'active' then 'cancelled'
    when v_at < v_pass.from_at then 'not_yet'
    when v_at >= v_pass.to_at then 'expired'
  end;
  if v_outcome in ('no_pass', 'invalid', 'other_gate') then
    return query select v_outcome, null::text, null::text, null::text, null::text, null::timestamptz,
      null::timestamptz, null::timestamptz, null::boolean;
    return;
  end if;
  if v_outcome is null then
    if p_direction = 'in' then
      update public.visitor_passes p set entered_at = v_at, entered_by = p_actor_id, updated_at = now()
      where p.id = v_pass.id;
      perform public.notify(v_pass.host_id, null, 'visitor_arrived',
        public.visitor_pass_facts(v_pass) || jsonb_build_object('at', v_at), 'visitor_arrived:' || v_pass.id);
    else
      update public.visitor_passes p set exited_at = v_at, exited_by = p_actor_id, updated_at = now()
      where p.id = v_pass.id;
    end if;
    v_outcome := 'recorded';
  end if;
  v_host := public.visitor_host(v_pass.host_id);
  return query select v_outcome, v_pass.visitor_name, v_pass.hostel_name, v_host ->> 'name', v_host ->> 'room',
    v_pass.from_at, v_pass.to_at, v_at, p_direction = 'out' and v_at > v_pass.to_at;
end;
$$;

-- A pass as the gate and the office read it: the visitor, the host (name, roll number, room), the window and state.
create function public.visitor_pass_row(p_pass public.visitor_passes)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select jsonb_build_object('id', p_pass.id, 'hostel_name', p_pass.hostel_name, 'visitor_name', p_pass.visitor_name,
    'phone', p_pass.phone, 'host', public.visitor_host(p_pass.host_id), 'from', p_pass.from_at, 'to', p_pass.to_at,
    'status', p_pass.status, 'walk_in', p_pass.walk_in, 'entered_at', p_pass.entered_at,
    'exited_at', p_pass.exited_at, 'relation', p_pass.relation, 'gender', p_pass.gender, 'purpose', p_pass.purpose,
    'void_reason', p_pass.void_reason);
$$;

-- The passes of an IST day at a hostel (and, that day, whoever is still inside), for whom p_allowed says:
-- {passes} or {problem} (unknown_hostel, forbidden). Overstay: inside after the window's end, or left after it.
create function public.visitor_day(p_hostel_name text, p_day date, p_allowed boolean)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select case
    when not exists (select 1 from public.hostels h where h.name = p_hostel_name)
      then jsonb_build_object('problem', 'unknown_hostel')
    when not p_allowed then jsonb_build_object('problem', 'forbidden')
    else jsonb_build_object('passes', coalesce((
      select jsonb_agg(public.visitor_pass_row(p) || jsonb_build_object('overstay',
               coalesce(p.exited_at, now()) > p.to_at and p.entered_at is not null) order by p.from_at, p.id)
      from public.visitor_passes p
      where p.hostel_name = p_hostel_name
        and ((p.from_at at time zone 'Asia/Kolkata')::date = p_day
             or (p.entered_at is not null and p.exited_at is null
                 and (p.from_at at time zone 'Asia/Kolkata')::date < p_day
                 and p_day = (now() at time zone 'Asia/Kolkata')::date))), '[]'::jsonb))
  end;
$$;

-- Today's passes (IST) at a gate, for one who keeps it.
create function public.gate_visitors(p_hostel_name text, p_actor_id uuid)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select public.visitor_day(p_hostel_name, (now() at time zone 'Asia/Kolkata')::date,
                            public.member_keeps_gate(p_actor_id, p_hostel_name));
$$;

-- A day's visitor log of a hostel, for its warden or the whole office.
create function public.visitor_log(p_hostel_name text, p_day date, p_actor_id uuid)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select public.visitor_day(p_hostel_name, p_day, public.member_serves_hostel(p_actor_id, p_hostel_name));
$$;

revoke execute on function
  public.gate_walk_in(uuid, text, text, text, text, text, text, text, text, timestamptz, timestamptz),
  public.visitor_pass_by_phone(text, text, uuid, timestamptz),
  public.visitor_scan(bigint, text, text, uuid, timestamptz),
  public.visitor_pass_row(public.visitor_passes),
  public.visitor_day(text, date, boolean),
  public.gate_visitors(text, uuid),
  public.visitor_log(text, date, uuid)
from public, anon, authenticated;
