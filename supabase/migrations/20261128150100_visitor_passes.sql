-- A host's writes on visitor passes, each one function the server calls with the secret key and the account it
-- verified: register (under the hostel's rules, decided under a lock on the host so two tabs cannot pass max_at_once),
-- cancel, and the answer to a walk-in; and the reads the host's page shows. Each answers an outcome the server maps to
-- HTTP. The rules are decided here alone (visitor_problem), for a registered pass and a walk-in alike.

-- Orders every write about one phone number (a pass for it, a ban of it): a ban voids what was made before it and
-- refuses what comes after.
create function public.lock_visitor_phone(p_phone text)
returns void
language sql
set search_path = ''
as $$
  select pg_advisory_xact_lock(hashtextextended('campus-hostel:visitor-phone:' || p_phone, 0));
$$;

-- Why a visit of this host cannot be made (null when it can), under the host's hostel's rules, in this order: the
-- phone is banned, the window is past, too far ahead, outside visiting hours (IST, one day), a visitor of the other
-- gender where the rules keep them out, a blackout, the host on approved leave, too many of the host's visitors at once
-- (passes expected or inside whose windows meet this one). The caller holds lock_student(p_host_id).
create function public.visitor_problem(
  p_host_id uuid, p_hostel_name text, p_phone text, p_gender text, p_from_at timestamptz, p_to_at timestamptz)
returns text
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_rules public.visitor_rules%rowtype;
  v_kind text;
  v_from timestamp := p_from_at at time zone 'Asia/Kolkata';
  v_to timestamp := p_to_at at time zone 'Asia/Kolkata';
begin
  select * into v_rules from public.visitor_rules r where r.hostel_name = p_hostel_name;
  select h.kind into v_kind from public.hostels h where h.name = p_hostel_name;
  return case
    when exists (select 1 from public.visitor_bans b where b.phone = p_phone and b.lifted_at is null) then 'banned'
    when p_to_at <= now() or p_from_at < now() - interval '15 minutes' then 'in_the_past'
    when v_from::date > (now() at time zone 'Asia/Kolkata')::date + v_rules.days_ahead then 'too_far_ahead'
    when v_from::date <> v_to::date or v_from::time < v_rules.visit_from or v_to::time > v_rules.visit_to
      then 'outside_hours'
    when not v_rules.other_gender
         and ((v_kind = 'boys' and p_gender = 'female') or (v_kind = 'girls' and p_gender = 'male')) then 'other_gender'
    when exists (select 1 from public.visitor_blackouts b
                 where b.hostel_name = p_hostel_name and tstzrange(b.starts_at, b.ends_at) && tstzrange(p_from_at, p_to_at))
      then 'blackout'
    when exists (select 1 from public.leave_requests l
                 where l.user_id = p_host_id and l.status = 'approved'
                   and tstzrange(l.from_at, l.to_at) && tstzrange(p_from_at, p_to_at)) then 'host_on_leave'
    when (select count(*) from public.visitor_passes p
          where p.host_id = p_host_id and p.status in ('awaiting_host', 'active') and p.exited_at is null
            and tstzrange(p.from_at, p.to_at) && tstzrange(p_from_at, p_to_at)) >= v_rules.max_at_once then 'too_many'
  end;
end;
$$;

-- The host as a pass's messages and the gate name them: their name and roll number (counter_student) and their room.
create function public.visitor_host(p_host_id uuid)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select jsonb_build_object('name', s.full_name, 'roll_number', s.roll_number, 'room', (
    select r.wing_name || '-' || r.room_number
    from public.beds b join public.hostel_room r on r.id = b.room_id where b.occupant_id = p_host_id limit 1))
  from public.counter_student(p_host_id) s;
$$;

-- Mails the visitor their pass (once per pass) in the host's language: who to ask for, where, when, and the hostel's
-- rules. The QR is the mail sender's: it signs the pass's token (naming the host and the pass) when it sends.
create function public.mail_visitor_pass(p_pass public.visitor_passes)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_rules public.visitor_rules%rowtype;
  v_host jsonb := public.visitor_host(p_pass.host_id);
begin
  if p_pass.email is null then return; end if;
  select * into v_rules from public.visitor_rules r where r.hostel_name = p_pass.hostel_name;
  insert into public.notifications (user_id, email, kind, data, dedupe_key)
  values (null, p_pass.email, 'visitor_pass',
          jsonb_build_object('pass_id', p_pass.id, 'host_id', p_pass.host_id, 'visitor_name', p_pass.visitor_name,
            'host_name', v_host ->> 'name',
            'host_room', v_host ->> 'room', 'hostel_name', p_pass.hostel_name, 'from_at', p_pass.from_at,
            'to_at', p_pass.to_at, 'areas', v_rules.areas, 'visit_from', to_char(v_rules.visit_from, 'HH24:MI'),
            'visit_to', to_char(v_rules.visit_to, 'HH24:MI'),
            'locale', (select u.raw_user_meta_data ->> 'locale' from auth.users u where u.id = p_pass.host_id)),
          'visitor_pass:' || p_pass.id)
  on conflict (dedupe_key) do nothing;
end;
$$;

-- What the host's messages say of a pass.
create function public.visitor_pass_facts(p_pass public.visitor_passes)
returns jsonb
language sql
immutable
set search_path = ''
as $$
  select jsonb_build_object('pass_id', p_pass.id, 'visitor_name', p_pass.visitor_name,
                            'hostel_name', p_pass.hostel_name, 'from_at', p_pass.from_at, 'to_at', p_pass.to_at);
$$;

-- A host registers a visitor: the host holds a bed (their hostel's rules decide), the visit passes visitor_problem, at
-- most 20 registered an hour (PT429). A retry of the same visitor and window answers that pass again. The visitor is
-- mailed the pass. Outcomes: registered, invalid, no_bed, or visitor_problem's; with the rules, to say them.
create function public.register_visitor(
  p_host_id uuid, p_visitor_name text, p_phone text, p_email text, p_relation text, p_gender text, p_purpose text,
  p_from_at timestamptz, p_to_at timestamptz)
returns table (outcome text, pass_id bigint, visit_from text, visit_to text, max_at_once integer, days_ahead integer)
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_hostel text;
  v_rules public.visitor_rules%rowtype;
  v_pass public.visitor_passes%rowtype;
  v_problem text;
begin
  if p_from_at is null or p_to_at is null or p_to_at <= p_from_at or p_to_at - p_from_at > interval '1 day'
     or char_length(btrim(coalesce(p_visitor_name, ''))) not between 2 and 100
     or coalesce(p_phone, '') !~ '^([6-9][0-9]{9}|\+[1-9][0-9]{7,14})$'
     or coalesce(p_email, '') !~ '^[^@[:space:]]+@[^@[:space:]]+\.[^@[:space:]]+$' or char_length(p_email) > 254
     or coalesce(p_relation, '') not in ('parent', 'sibling', 'relative', 'friend', 'other')
     or coalesce(p_gender, '') not in ('female', 'male', 'other')
     or char_length(btrim(coalesce(p_purpose, ''))) not between 1 and 200 then
    return query select 'invalid'::text, null::bigint, null::text, null::text, null::integer, null::integer;
    return;
  end if;
  perform public.lock_student(p_host_id);
  perform public.lock_visitor_phone(p_phone);
  v_hostel := public.hostel_of(p_host_id);
  if v_hostel is null then
    return query select 'no_bed'::text, null::bigint, null::text, null::text, null::integer, null::integer;
    return;
  end if;
  select * into v_rules from public.visitor_rules r where r.hostel_name = v_hostel;
  select * into v_pass from public.visitor_passes p
  where p.host_id = p_host_id and p.phone = p_phone and p.from_at = p_from_at and p.to_at = p_to_at
    and not p.walk_in and p.status = 'active';
  if not found then
    if (select count(*) from public.visitor_passes p
        where p.created_by = p_host_id and not p.walk_in and p.created_at > now() - interval '1 hour') >= 20 then
      raise exception using
        errcode = 'PT429',
        message = 'You have registered 20 visitors in the last hour. Please wait a while before registering another.',
        hint = 'At most 20 visitor passes per host per hour.';
    end if;
    v_problem := public.visitor_problem(p_host_id, v_hostel, p_phone, p_gender, p_from_at, p_to_at);
    if v_problem is not null then
      return query select v_problem, null::bigint, to_char(v_rules.visit_from, 'HH24:MI'),
        to_char(v_rules.visit_to, 'HH24:MI'), v_rules.max_at_once, v_rules.days_ahead;
      return;
    end if;
    insert into public.visitor_passes (host_id, hostel_name, visitor_name, phone, email, relation, gender, purpose,
                                       from_at, to_at, status, created_by)
    values (p_host_id, v_hostel, btrim(p_visitor_name), p_phone, lower(btrim(p_email)), p_relation, p_gender,
            btrim(p_purpose), p_from_at, p_to_at, 'active', p_host_id)
    returning * into v_pass;
    perform public.mail_visitor_pass(v_pass);
  end if;
  return query select 'registered'::text, v_pass.id, to_char(v_rules.visit_from, 'HH24:MI'),
    to_char(v_rules.visit_to, 'HH24:MI'), v_rules.max_at_once, v_rules.days_ahead;
end;
$$;

-- The host withdraws a pass before the visitor comes in. Outcomes: cancelled (again, too), not_found (no such pass of
-- theirs), entered (the visitor came in), closed (declined, void, or its window over).
create function public.cancel_visitor_pass(p_host_id uuid, p_pass_id bigint)
returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_pass public.visitor_passes%rowtype;
begin
  select * into v_pass from public.visitor_passes p where p.id = p_pass_id and p.host_id = p_host_id for update;
  if not found then return 'not_found'; end if;
  if v_pass.status = 'cancelled' then return 'cancelled'; end if;
  if v_pass.entered_at is not null then return 'entered'; end if;
  if v_pass.status not in ('active', 'awaiting_host') or v_pass.to_at <= now() then return 'closed'; end if;
  update public.visitor_passes p set status = 'cancelled', updated_at = now() where p.id = p_pass_id;
  return 'cancelled';
end;
$$;

-- The host answers a walk-in waiting at the gate: confirmed (the pass is good, and mailed when the guard took an
-- email) or declined. The same answer again answers it again. Outcomes: confirmed, declined, not_found (no walk-in of
-- theirs), closed (answered the other way, cancelled, void, or its window over).
create function public.confirm_walk_in(p_host_id uuid, p_pass_id bigint, p_decision text)
returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_pass public.visitor_passes%rowtype;
  v_status text := case p_decision when 'confirmed' then 'active' when 'declined' then 'declined' end;
begin
  if v_status is null then raise exception 'the decision is confirmed or declined' using errcode = '22023'; end if;
  select * into v_pass from public.visitor_passes p
  where p.id = p_pass_id and p.host_id = p_host_id and p.walk_in for update;
  if not found then return 'not_found'; end if;
  if v_pass.status = v_status and v_pass.decided_at is not null then return p_decision; end if;
  if v_pass.status <> 'awaiting_host' or v_pass.to_at <= now() then return 'closed'; end if;
  update public.visitor_passes p set status = v_status, decided_at = now(), updated_at = now()
  where p.id = p_pass_id
  returning * into v_pass;
  if v_status = 'active' then perform public.mail_visitor_pass(v_pass); end if;
  return p_decision;
end;
$$;

-- The hostel's rules as the API states them, with the blackouts not yet over, soonest first.
create function public.visitor_rules_of(p_hostel_name text)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select jsonb_build_object('hostel_name', r.hostel_name, 'visit_from', to_char(r.visit_from, 'HH24:MI'),
    'visit_to', to_char(r.visit_to, 'HH24:MI'), 'max_at_once', r.max_at_once, 'days_ahead', r.days_ahead,
    'areas', r.areas, 'other_gender', r.other_gender, 'blackouts', coalesce((
      select jsonb_agg(jsonb_build_object('id', b.id, 'hostel_name', b.hostel_name, 'starts_at', b.starts_at,
                                          'ends_at', b.ends_at, 'reason', b.reason) order by b.starts_at, b.id)
      from public.visitor_blackouts b where b.hostel_name = r.hostel_name and b.ends_at > now()), '[]'::jsonb))
  from public.visitor_rules r where r.hostel_name = p_hostel_name;
$$;

-- The rules of the hostel the student lives in; null without a bed.
create function public.my_visitor_rules(p_user_id uuid)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select public.visitor_rules_of(public.hostel_of(p_user_id));
$$;

revoke execute on function
  public.lock_visitor_phone(text),
  public.visitor_problem(uuid, text, text, text, timestamptz, timestamptz),
  public.visitor_host(uuid),
  public.mail_visitor_pass(public.visitor_passes),
  public.visitor_pass_facts(public.visitor_passes),
  public.register_visitor(uuid, text, text, text, text, text, text, timestamptz, timestamptz),
  public.cancel_visitor_pass(uuid, bigint),
  public.confirm_walk_in(uuid, bigint, text),
  public.visitor_rules_of(text),
  public.my_visitor_rules(uuid)
from public, anon, authenticated;
