-- Leave's decisions: the guardian's answer by the one-time link and its code, the warden's approval or rejection with a
-- note, the student's cancel before the leave starts, the mess rebate that follows an approved leave, and the office's
-- list. Each answers an outcome the server maps to HTTP.

-- The link a token opens, if any (a row of nulls when none).
create function public.guardian_link(p_token text)
returns public.leave_guardian_links
language sql
stable
security definer
set search_path = ''
as $$
  select * from public.leave_guardian_links k
  where k.token_hash = encode(sha256(convert_to(coalesce(p_token, ''), 'UTF8')), 'hex');
$$;

-- What the guardian's link shows before they answer: whose leave, when and where. It spends nothing. Outcomes: open,
-- not_found, used, expired, locked (five wrong codes), closed (the leave was cancelled or decided meanwhile).
create function public.guardian_consent_view(p_token text)
returns table (outcome text, student_name text, hostel_name text, from_at timestamptz, to_at timestamptz,
               destination text, reason text, expires_at timestamptz)
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_link public.leave_guardian_links := public.guardian_link(p_token);
  v_leave public.leave_requests%rowtype;
  v_problem text;
begin
  if v_link.leave_id is null then
    return query select 'not_found'::text, null::text, null::text, null::timestamptz, null::timestamptz, null::text,
      null::text, null::timestamptz;
    return;
  end if;
  select * into v_leave from public.leave_requests l where l.id = v_link.leave_id;
  v_problem := case
    when v_link.used_at is not null then 'used'
    when v_link.wrong_codes >= 5 then 'locked'
    when v_link.expires_at <= now() then 'expired'
    when v_leave.status <> 'awaiting_guardian' then 'closed'
  end;
  if v_problem is not null then
    return query select v_problem, null::text, null::text, null::timestamptz, null::timestamptz, null::text,
      null::text, null::timestamptz;
    return;
  end if;
  return query
  select 'open'::text, s.full_name, v_leave.hostel_name, v_leave.from_at, v_leave.to_at, v_leave.destination,
         v_leave.reason, v_link.expires_at
  from (select 1) one left join public.student_records s on s.user_id = v_leave.user_id;
end;
$$;

-- The guardian consents or refuses, with the link's token and the mail's code: once. A wrong code is counted (five lock
-- the link). Consent passes the leave to the warden; refusal rejects it. Outcomes: consented, refused, not_found, used,
-- expired, locked, closed, wrong_code, invalid.
create function public.guardian_consent(p_token text, p_code text, p_decision text)
returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_link public.leave_guardian_links;
  v_leave public.leave_requests%rowtype;
begin
  if coalesce(p_decision, '') not in ('consented', 'refused') then return 'invalid'; end if;
  v_link := public.guardian_link(p_token);
  if v_link.leave_id is null then return 'not_found'; end if;
  -- The leave first, then its link, as the warden's decision and the cancel lock them.
  select * into v_leave from public.leave_requests l where l.id = v_link.leave_id for update;
  select * into v_link from public.leave_guardian_links k where k.leave_id = v_leave.id for update;
  if v_link.used_at is not null then return 'used'; end if;
  if v_link.wrong_codes >= 5 then return 'locked'; end if;
  if v_link.expires_at <= now() then return 'expired'; end if;
  if v_leave.status <> 'awaiting_guardian' then return 'closed'; end if;
  if v_link.code_hash <> encode(sha256(convert_to(p_token || ':' || coalesce(p_code, ''), 'UTF8')), 'hex') then
    update public.leave_guardian_links k set wrong_codes = k.wrong_codes + 1 where k.leave_id = v_link.leave_id;
    return 'wrong_code';
  end if;
  update public.leave_guardian_links k set used_at = now() where k.leave_id = v_link.leave_id;
  update public.leave_requests l
  set guardian_decision = p_decision, guardian_decided_at = now(),
      status = case p_decision when 'consented' then 'awaiting_warden' else 'rejected' end
  where l.id = v_leave.id
  returning * into v_leave;
  perform public.record_audit('leave.guardian_' || case p_decision when 'consented' then 'consent' else 'refuse' end,
    'leave', v_leave.id::text, jsonb_build_object('status', 'awaiting_guardian'),
    jsonb_build_object('status', v_leave.status), null, null, 'guardian:' || v_leave.guardian_email);
  perform public.notify_leave_status(v_leave, 'guardian');
  return p_decision;
end;
$$;

-- The whole days a leave keeps the student away (IST), as the mess counts them: from the first day that starts at or
-- after departure to the last that ends at or before return.
create function public.leave_days(p_from_at timestamptz, p_to_at timestamptz, out from_on date, out to_on date)
language sql
immutable
set search_path = ''
as $$
  select public.ist_day(p_from_at - interval '1 microsecond') + 1, public.ist_day(p_to_at) - 1;
$$;

-- Makes the leave's mess rebates match it: its earlier ones withdrawn, and while it is approved, one approved rebate
-- for each run of whole days away at one mess as long as that mess's rebate_min_days. Answers the days rebated.
create function public.sync_leave_rebates(p_leave_id bigint, p_actor_id uuid)
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_leave public.leave_requests%rowtype;
  v_days record;
  v_count integer;
begin
  select * into v_leave from public.leave_requests l where l.id = p_leave_id;
  update public.mess_rebates b set status = 'withdrawn', decided_at = now()
  where b.leave_id = p_leave_id and b.status = 'approved';
  if v_leave.status is distinct from 'approved' then return 0; end if;
  select * into v_days from public.leave_days(v_leave.from_at, v_leave.to_at);
  if v_days.to_on < v_days.from_on then return 0; end if;
  with days as (
    select d::date as day, public.mess_on(v_leave.user_id, d::date) as mess_id
    from generate_series(v_days.from_on, v_days.to_on, interval '1 day') d
  ), runs as (
    select day, mess_id, day - (row_number() over (partition by mess_id order by day))::integer as run
    from days where mess_id is not null
  ), made as (
    insert into public.mess_rebates (mess_id, user_id, from_on, to_on, reason, status, source, leave_id, decided_by,
                                     decided_at)
    select r.mess_id, v_leave.user_id, min(r.day), max(r.day), left('Leave: ' || v_leave.destination, 300),
           'approved', 'leave', p_leave_id, p_actor_id, now()
    from runs r join public.messes m on m.id = r.mess_id
    group by r.mess_id, r.run, m.rebate_min_days
    having count(*) >= m.rebate_min_days
    returning to_on - from_on + 1 as days
  )
  select coalesce(sum(days), 0) into v_count from made;
  return v_count;
end;
$$;

-- The warden of the leave's hostel (or the whole office) approves or rejects it once, with a note; audited, the
-- student told, and an approval makes the mess rebate. Approval waits for the guardian's consent; rejection does not.
-- Outcomes: decided, unchanged (the same decision again), already_decided, awaiting_guardian, ended (past its end),
-- closed (cancelled, or refused by the guardian), forbidden, not_found, invalid.
create function public.decide_leave(
  p_leave_id bigint, p_decision text, p_note text, p_actor_id uuid, p_actor_email text)
returns table (outcome text, status text, rebate_days integer)
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_leave public.leave_requests%rowtype;
  v_before text;
  v_note text := nullif(btrim(p_note), '');
  v_days integer := 0;
begin
  if coalesce(p_decision, '') not in ('approved', 'rejected') or char_length(v_note) > 500 then
    return query select 'invalid'::text, null::text, null::integer;
    return;
  end if;
  select * into v_leave from public.leave_requests l where l.id = p_leave_id for update;
  if not found then
    return query select 'not_found'::text, null::text, null::integer;
    return;
  end if;
  if not public.member_serves_hostel(p_actor_id, v_leave.hostel_name) then
    return query select 'forbidden'::text, null::text, null::integer;
    return;
  end if;
  v_before := v_leave.status;
  if v_before = p_decision then
    return query select 'unchanged'::text, v_before, null::integer;
    return;
  end if;
  if v_before in ('approved', 'rejected') and v_leave.decided_at is not null then
    return query select 'already_decided'::text, v_before, null::integer;
    return;
  end if;
  if v_before in ('cancelled', 'rejected') then
    return query select 'closed'::text, v_before, null::integer;
    return;
  end if;
  if p_decision = 'approved' and v_before = 'awaiting_guardian' then
    return query select 'awaiting_guardian'::text, v_before, null::integer;
    return;
  end if;
  if v_leave.to_at <= now() then
    return query select 'ended'::text, v_before, null::integer;
    return;
  end if;
  update public.leave_requests l
  set status = p_decision, note = v_note, decided_by = p_actor_id, decided_at = now()
  where l.id = p_leave_id
  returning * into v_leave;
  -- A rejection before the guardian answered spends their link.
  update public.leave_guardian_links k set used_at = coalesce(k.used_at, now()) where k.leave_id = p_leave_id;
  if p_decision = 'approved' then v_days := public.sync_leave_rebates(p_leave_id, p_actor_id); end if;
  perform public.record_audit('leave.' || case p_decision when 'approved' then 'approve' else 'reject' end,
    'leave', p_leave_id::text, jsonb_build_object('status', v_before),
    jsonb_build_object('status', p_decision, 'hostel', v_leave.hostel_name, 'from_at', v_leave.from_at,
                       'to_at', v_leave.to_at, 'rebate_days', v_days),
    v_note, p_actor_id, p_actor_email);
  perform public.notify_leave_status(v_leave, 'warden');
  return query select 'decided'::text, p_decision, v_days;
end;
$$;

-- The student cancels their leave before it starts; its rebates are withdrawn and the guardian's link spent. A retry
-- answers the same. Outcomes: cancelled, not_found (no such leave of theirs), started, closed (rejected).
create function public.cancel_leave(p_user_id uuid, p_leave_id bigint)
returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_leave public.leave_requests%rowtype;
begin
  select * into v_leave from public.leave_requests l where l.id = p_leave_id and l.user_id = p_user_id for update;
  if not found then return 'not_found'; end if;
  if v_leave.status = 'cancelled' then return 'cancelled'; end if;
  if v_leave.status = 'rejected' then return 'closed'; end if;
  if v_leave.from_at <= now() then return 'started'; end if;
  update public.leave_requests l set status = 'cancelled', cancelled_at = now() where l.id = p_leave_id;
  update public.leave_guardian_links k set used_at = coalesce(k.used_at, now()) where k.leave_id = p_leave_id;
  perform public.sync_leave_rebates(p_leave_id, null);
  return 'cancelled';
end;
$$;

-- The office's list of leave: the hostels the actor serves, a status or all, those awaiting a decision first, then the
-- newest start first, with who asked.
create function public.office_leaves(p_actor_id uuid, p_status text, p_limit integer, p_offset integer)
returns table (id bigint, user_id uuid, full_name text, roll_number text, hostel_name text, from_at timestamptz,
               to_at timestamptz, destination text, reason text, phone text, status text, guardian_required boolean,
               guardian_decision text, note text, decided_at timestamptz, created_at timestamptz, total bigint)
language sql
stable
security definer
set search_path = ''
as $$
  select l.id, l.user_id, coalesce(s.full_name, u.email::text), s.roll_number, l.hostel_name, l.from_at, l.to_at,
         l.destination, l.reason, l.phone, l.status, l.guardian_required, l.guardian_decision, l.note, l.decided_at,
         l.created_at, count(*) over ()
  from public.leave_requests l
  join auth.users u on u.id = l.user_id
  left join public.student_records s on s.user_id = l.user_id
  where (p_status is null or l.status = p_status) and public.member_serves_hostel(p_actor_id, l.hostel_name)
  order by l.status in ('awaiting_warden', 'awaiting_guardian') desc, l.from_at desc, l.id desc
  limit least(greatest(coalesce(p_limit, 50), 1), 200) offset greatest(coalesce(p_offset, 0), 0);
$$;

-- The pending guardian changes the actor may decide, oldest first, with the guardian the record has now.
create function public.office_guardian_changes(p_actor_id uuid)
returns table (id bigint, user_id uuid, full_name text, roll_number text, hostel_name text, guardian_name text,
               guardian_relation text, guardian_email text, guardian_phone text, current jsonb, created_at timestamptz)
language sql
stable
security definer
set search_path = ''
as $$
  select g.id, g.user_id, s.full_name, s.roll_number, public.hostel_of(g.user_id), g.guardian_name,
         g.guardian_relation, g.guardian_email, g.guardian_phone,
         jsonb_build_object('guardian_name', s.guardian_name, 'guardian_relation', s.guardian_relation,
                            'guardian_email', s.guardian_email, 'guardian_phone', s.guardian_phone),
         g.created_at
  from public.guardian_changes g
  join public.student_records s on s.user_id = g.user_id
  where g.status = 'pending' and public.member_serves_hostel(p_actor_id, public.hostel_of(g.user_id))
  order by g.id
  limit 200;
$$;

-- The rules of the hostel a student lives in now (none without a bed), and those of the hostels an actor serves.
create function public.my_leave_rules(p_user_id uuid)
returns setof public.leave_rules
language sql
stable
security definer
set search_path = ''
as $$
  select * from public.leave_rules r where r.hostel_name = public.hostel_of(p_user_id);
$$;

create function public.office_leave_rules(p_actor_id uuid)
returns setof public.leave_rules
language sql
stable
security definer
set search_path = ''
as $$
  select r.* from public.leave_rules r join public.hostels h on h.name = r.hostel_name
  where public.member_serves_hostel(p_actor_id, r.hostel_name)
  order by h.sort_order;
$$;

-- Hosted Supabase lets anon, authenticated and service_role execute every new function: take back what each may not.
revoke execute on function
  public.save_leave_rules(text, integer, integer, boolean, time, integer, uuid, text),
  public.propose_guardian(uuid, text, text, text, text),
  public.decide_guardian_change(bigint, text, text, uuid, text),
  public.leave_facts(public.leave_requests),
  public.notify_leave_status(public.leave_requests, text),
  public.ask_guardian(public.leave_requests),
  public.apply_leave(uuid, timestamptz, timestamptz, text, text, text),
  public.guardian_link(text),
  public.guardian_consent_view(text),
  public.guardian_consent(text, text, text),
  public.leave_days(timestamptz, timestamptz),
  public.sync_leave_rebates(bigint, uuid),
  public.decide_leave(bigint, text, text, uuid, text),
  public.cancel_leave(uuid, bigint),
  public.office_leaves(uuid, text, integer, integer),
  public.office_guardian_changes(uuid),
  public.my_leave_rules(uuid),
  public.office_leave_rules(uuid)
from public, anon, authenticated;
