-- The gate's writes and reads, each a function the server calls with the secret key and the guard it verified: a scan
-- of a pass (its leave) or of a roll number records an exit or a return once, a queue of scans goes in one call, and a
-- guard reads the gates they keep and their log. A guard reads no leave_requests: what the gate needs of a leave (who,
-- the pass's validity, never the reason) comes from these. A late return tells the hostel's wardens, and the guardian
-- when it is later than the hostel's late_notice_minutes; an early one ends the leave then, and its rebates follow.

-- Two new kinds: a late return told to the hostel's wardens (bell and email), and told to the guardian (who has no
-- account: mail only, like the consent request).
alter table public.notifications drop constraint notifications_kind_check;

alter table public.notifications add constraint notifications_kind_check check (kind in (
  'booking_receipt', 'booking_refunded', 'hold_ending', 'hold_lapsed', 'roommate_invite',
  'application_decided', 'complaint_resolved', 'complaint_overdue', 'complaint_replied', 'waitlist_offer',
  'selection_slot', 'selection_claim', 'notice', 'allotment_changed', 'mess_placed', 'mess_rebate_decided',
  'mess_bill_paid', 'leave_status', 'leave_guardian_consent', 'gate_late_return', 'leave_guardian_late'));

alter table public.notifications drop constraint notifications_to_an_account;

alter table public.notifications add constraint notifications_to_an_account check (
  user_id is not null or kind in ('leave_guardian_consent', 'leave_guardian_late'));

alter table public.notification_preferences drop constraint notification_preferences_email_off_check;

alter table public.notification_preferences add constraint notification_preferences_email_off_check check (email_off <@ array[
  'booking_receipt', 'booking_refunded', 'hold_ending', 'hold_lapsed', 'roommate_invite',
  'application_decided', 'complaint_resolved', 'complaint_overdue', 'complaint_replied', 'waitlist_offer',
  'selection_slot', 'notice', 'allotment_changed', 'mess_placed', 'mess_rebate_decided', 'mess_bill_paid',
  'leave_status', 'gate_late_return']::text[]);

create policy "guardian late notices are mail only" on public.notifications
  as restrictive for select to authenticated using (kind <> 'leave_guardian_late');

-- The student cancels their leave before it starts and before the gate lets them out; otherwise as before. Outcomes:
-- cancelled, not_found (no such leave of theirs), started (begun, or an exit recorded), closed (rejected).
create or replace function public.cancel_leave(p_user_id uuid, p_leave_id bigint)
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
  if v_leave.from_at <= now()
     or exists (select 1 from public.gate_events e where e.leave_id = p_leave_id and e.direction = 'out') then
    return 'started';
  end if;
  update public.leave_requests l set status = 'cancelled', cancelled_at = now() where l.id = p_leave_id;
  update public.leave_guardian_links k set used_at = coalesce(k.used_at, now()) where k.leave_id = p_leave_id;
  perform public.sync_leave_rebates(p_leave_id, null);
  return 'cancelled';
end;
$$;

-- Whether the account keeps any gate at all (the whole office keeps every one).
create function public.keeps_any_gate(p_actor_id uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(public.account_role(p_actor_id) in ('admin', 'staff'), false) or (
    public.account_role(p_actor_id) = 'guard'
    and exists (select 1 from public.office_places p where p.user_id = p_actor_id and p.kind = 'gate'));
$$;

-- Tells a late return: each warden of the leave's hostel (bell and email, once per leave), and, when the return is
-- more than the hostel's late_notice_minutes after the leave's end, the guardian by mail. Fixed words and the product's
-- own facts: nothing anyone typed reaches the guardian.
create function public.notify_late_return(p_leave public.leave_requests, p_at timestamptz)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_name text;
  v_roll text;
  v_guardian text;
  v_minutes integer;
begin
  select s.full_name, s.roll_number, s.guardian_email into v_name, v_roll, v_guardian
  from public.student_records s where s.user_id = p_leave.user_id;
  perform public.notify(p.user_id, null, 'gate_late_return',
    public.leave_facts(p_leave) || jsonb_build_object('student_name', v_name, 'roll_number', v_roll,
      'hostel_name', p_leave.hostel_name, 'returned_at', p_at),
    'gate_late_return:' || p_leave.id || ':' || p.user_id)
  from public.office_places p
  where p.kind = 'hostel' and p.hostel_name = p_leave.hostel_name and public.account_role(p.user_id) = 'warden';
  select r.late_notice_minutes into v_minutes from public.leave_rules r where r.hostel_name = p_leave.hostel_name;
  v_guardian := coalesce(p_leave.guardian_email, v_guardian);
  if v_guardian is null or p_at <= p_leave.to_at + make_interval(mins => coalesce(v_minutes, 60)) then return; end if;
  insert into public.notifications (user_id, email, kind, data, dedupe_key)
  values (null, v_guardian, 'leave_guardian_late',
          jsonb_build_object('leave_id', p_leave.id, 'student_name', v_name, 'hostel_name', p_leave.hostel_name,
                             'to_at', p_leave.to_at, 'returned_at', p_at),
          'leave_guardian_late:' || p_leave.id)
  on conflict (dedupe_key) do nothing;
end;
$$;

-- The leave a scan is about: the pass's, or for a roll number the student's approved leave whose window covers the
-- moment (going out), or the one they went out on and have not come back from (coming in; failing that, the one
-- covering the moment, so a return with no exit reads as not_out rather than as no leave).
create function public.gate_leave(p_leave_id bigint, p_user_id uuid, p_direction text, p_at timestamptz)
returns bigint
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(p_leave_id, (
    select l.id from public.leave_requests l
    where l.user_id = p_user_id and p_direction = 'in' and l.status = 'approved'
      and exists (select 1 from public.gate_events e where e.leave_id = l.id and e.direction = 'out')
      and not exists (select 1 from public.gate_events e where e.leave_id = l.id and e.direction = 'in')
    order by l.from_at desc limit 1), (
    select l.id from public.leave_requests l
    where l.user_id = p_user_id and l.status = 'approved' and l.from_at <= p_at and p_at < l.to_at
    order by l.from_at desc limit 1));
$$;

-- One scan at the gate: the pass's leave (p_leave_id), or a roll number's (p_roll_number), out or in, by the actor, at
-- p_at. outcome: recorded, or already_used (that direction recorded before: gate_events' unique key has the last
-- word), or a refusal: invalid (the pass's leave is gone), other_gate (the actor does not keep the leave's hostel's
-- gate), cancelled (not approved any more), not_yet, expired (an exit after the end), not_out (a return with no exit),
-- no_leave (a roll number with nothing to go out or come back on); forbidden (the actor keeps no gate),
-- unknown_student (no such roll number). A return after the end is late; one before it ends the leave then, and its
-- mess rebates shrink to match.
create function public.gate_scan(
  p_leave_id bigint, p_roll_number text, p_direction text, p_actor_id uuid, p_at timestamptz default null)
returns table (outcome text, full_name text, roll_number text, hostel_name text, room text, valid_from timestamptz,
               valid_to timestamptz, at timestamptz, late boolean)
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_at timestamptz := coalesce(p_at, now());
  v_user uuid;
  v_leave public.leave_requests%rowtype;
  v_done text[];
  v_outcome text;
  v_name text;
  v_roll text;
  v_room text;
begin
  if p_direction is null or p_direction not in ('out', 'in') or (p_leave_id is null) = (p_roll_number is null) then
    raise exception 'a scan names a leave or a roll number, and out or in' using errcode = '22023';
  end if;
  if not public.keeps_any_gate(p_actor_id) then
    return query select 'forbidden'::text, null::text, null::text, null::text, null::text, null::timestamptz,
      null::timestamptz, null::timestamptz, null::boolean;
    return;
  end if;
  if p_roll_number is not null then
    v_user := public.student_by_roll_number(p_roll_number);
    if v_user is null then
      return query select 'unknown_student'::text, null::text, null::text, null::text, null::text,
        null::timestamptz, null::timestamptz, null::timestamptz, null::boolean;
      return;
    end if;
  end if;
  -- The leave's row lock orders this scan with any other of the same leave and with the student's cancel.
  select * into v_leave from public.leave_requests l
  where l.id = public.gate_leave(p_leave_id, v_user, p_direction, v_at)
  for update;
  if not found then
    v_outcome := case
      when p_leave_id is not null then 'invalid'
      when not public.member_keeps_gate(p_actor_id, public.hostel_of(v_user)) then 'other_gate'
      else 'no_leave' end;
    return query select v_outcome, null::text, null::text, null::text, null::text, null::timestamptz,
      null::timestamptz, null::timestamptz, null::boolean;
    return;
  end if;
  select array_agg(e.direction) into v_done from public.gate_events e where e.leave_id = v_leave.id;
  v_outcome := case
    when not public.member_keeps_gate(p_actor_id, v_leave.hostel_name) then 'other_gate'
    when v_leave.status <> 'approved' then 'cancelled'
    when p_direction = any (coalesce(v_done, '{}')) then 'already_used'
    when p_direction = 'out' and v_at < v_leave.from_at then 'not_yet'
    when p_direction = 'out' and v_at >= v_leave.to_at then 'expired'
    when p_direction = 'in' and not 'out' = any (coalesce(v_done, '{}')) then 'not_out'
  end;
  if v_outcome = 'other_gate' then
    return query select v_outcome, null::text, null::text, null::text, null::text, null::timestamptz,
      null::timestamptz, null::timestamptz, null::boolean;
    return;
  end if;
  select s.full_name, s.roll_number into v_name, v_roll from public.counter_student(v_leave.user_id) s;
  select r.wing_name || '-' || r.room_number into v_room
  from public.beds b join public.hostel_room r on r.id = b.room_id where b.occupant_id = v_leave.user_id limit 1;
  if v_outcome is null then
    insert into public.gate_events (leave_id, user_id, hostel_name, direction, at, late, guard_id)
    values (v_leave.id, v_leave.user_id, v_leave.hostel_name, p_direction, v_at,
            p_direction = 'in' and v_at > v_leave.to_at, p_actor_id)
    on conflict on constraint gate_events_once do nothing;
    v_outcome := case when found then 'recorded' else 'already_used' end;
  end if;
  if v_outcome = 'recorded' and p_direction = 'in' then
    if v_at > v_leave.to_at then
      perform public.notify_late_return(v_leave, v_at);
    elsif v_at > v_leave.from_at then
      update public.leave_requests l set to_at = v_at where l.id = v_leave.id;
      perform public.sync_leave_rebates(v_leave.id, v_leave.decided_by);
    end if;
  end if;
  return query select v_outcome, v_name, v_roll, v_leave.hostel_name, v_room, v_leave.from_at, v_leave.to_at,
    v_at, p_direction = 'in' and v_at > v_leave.to_at;
end;
$$;

-- A gate's queue of scans in one call and one transaction (server/src/timing/batched.ts), as the mess counter's
-- serve_meals: each scan decided by gate_scan exactly as alone and answered at its position.
create function public.gate_scans(p_scans jsonb)
returns table (scan integer, outcome text, full_name text, roll_number text, hostel_name text, room text,
               valid_from timestamptz, valid_to timestamptz, at timestamptz, late boolean)
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_scan jsonb;
  v_position bigint;
begin
  if jsonb_typeof(p_scans) is distinct from 'array' or jsonb_array_length(p_scans) > 500 then
    raise exception 'scans must be an array of at most 500' using errcode = '22023';
  end if;
  -- Decided in one order of student and leave, whatever the batch's: two batches naming the same leave wait for each
  -- other's row rather than deadlock.
  for v_scan, v_position in
    select s.value, s.position from jsonb_array_elements(p_scans) with ordinality s (value, position)
    order by coalesce((select l.user_id from public.leave_requests l where l.id = (s.value ->> 'leave_id')::bigint),
                      public.student_by_roll_number(s.value ->> 'roll_number'))::text nulls first,
             (s.value ->> 'leave_id')::bigint nulls first, s.value ->> 'direction', s.position
  loop
    return query
      select v_position::integer - 1, r.outcome, r.full_name, r.roll_number, r.hostel_name, r.room, r.valid_from,
             r.valid_to, r.at, r.late
      from public.gate_scan((v_scan ->> 'leave_id')::bigint, v_scan ->> 'roll_number', v_scan ->> 'direction',
                            (v_scan ->> 'actor_id')::uuid, (v_scan ->> 'at')::timestamptz) r;
  end loop;
end;
$$;

-- The hostels whose gates an account keeps, in the hostels' order.
create function public.gate_hostels(p_actor_id uuid)
returns setof text
language sql
stable
security definer
set search_path = ''
as $$
  select h.name from public.hostels h where public.member_keeps_gate(p_actor_id, h.name) order by h.sort_order;
$$;

-- The last 50 exits and returns at a hostel's gate, newest first, for one who keeps it: {events} or {problem}
-- (unknown_hostel, forbidden).
create function public.gate_log(p_hostel_name text, p_actor_id uuid)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select case
    when not exists (select 1 from public.hostels h where h.name = p_hostel_name)
      then jsonb_build_object('problem', 'unknown_hostel')
    when not public.member_keeps_gate(p_actor_id, p_hostel_name) then jsonb_build_object('problem', 'forbidden')
    else jsonb_build_object('events', coalesce((
      select jsonb_agg(jsonb_build_object('id', e.id, 'at', e.at, 'direction', e.direction, 'late', e.late,
                                          'name', s.full_name, 'roll_number', s.roll_number,
                                          'hostel', e.hostel_name) order by e.at desc, e.id desc)
      from (select * from public.gate_events g where g.hostel_name = p_hostel_name
            order by g.at desc, g.id desc limit 50) e
      cross join lateral public.counter_student(e.user_id) s), '[]'::jsonb))
  end;
$$;

revoke execute on function
  public.cancel_leave(uuid, bigint),
  public.keeps_any_gate(uuid),
  public.notify_late_return(public.leave_requests, timestamptz),
  public.gate_leave(bigint, uuid, text, timestamptz),
  public.gate_scan(bigint, text, text, uuid, timestamptz),
  public.gate_scans(jsonb),
  public.gate_hostels(uuid),
  public.gate_log(text, uuid)
from public, anon, authenticated;
