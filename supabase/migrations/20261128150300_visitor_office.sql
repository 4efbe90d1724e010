-- The office's visitor writes and reads, each a function the server calls with the secret key and the actor it
-- verified, audited: a hostel's rules and blackout periods (the whole office, or the hostel's warden), and bans by phone
-- number (a warden or the whole office; every hostel), which void the number's passes at once and tell their hosts.
-- The passes are also void when their host leaves the hostel (their bed given up) or goes on leave (the leave
-- approved), by triggers, so every path that checks out, ends an allotment or approves does it.

-- Makes the given passes void for p_reason, those still good or waiting whose visitor has not left, and tells each host
-- (bell and email, once per pass). Returns how many it made void.
create function public.void_visitor_passes(p_ids bigint[], p_reason text)
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_pass public.visitor_passes%rowtype;
  v_count integer := 0;
begin
  for v_pass in
    update public.visitor_passes p set status = 'void', void_reason = p_reason, updated_at = now()
    where p.id = any (p_ids) and p.status in ('active', 'awaiting_host') and p.exited_at is null
    returning *
  loop
    perform public.notify(v_pass.host_id, null, 'visitor_pass_void',
      public.visitor_pass_facts(v_pass) || jsonb_build_object('reason', p_reason), 'visitor_pass_void:' || v_pass.id);
    v_count := v_count + 1;
  end loop;
  return v_count;
end;
$$;

-- A host who no longer holds a bed in a hostel (the office checked them out, ended their allotment, or moved them to
-- another hostel): their passes there not yet over are void. A bed, not a booking, says who lives where (an allotted
-- student has no booking); checked at commit, so a move inside the hostel (one bed left, another taken) voids nothing.
create function public.void_passes_on_check_out()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_hostel text := (select r.hostel_name from public.hostel_room r where r.id = old.room_id);
begin
  if public.hostel_of(old.occupant_id) is distinct from v_hostel then
    perform public.lock_student(old.occupant_id);
    perform public.void_visitor_passes(array(
      select p.id from public.visitor_passes p
      where p.host_id = old.occupant_id and p.hostel_name = v_hostel and p.to_at > now()), 'host_checked_out');
  end if;
  return null;
end;
$$;

create constraint trigger beds_void_visitor_passes after update of occupant_id on public.beds
  deferrable initially deferred
  for each row when (old.occupant_id is not null and new.occupant_id is distinct from old.occupant_id)
  execute function public.void_passes_on_check_out();

-- A host's leave approved: their passes whose window meets the leave are void. The host's lock orders this with a
-- registration in flight, so a pass made just before is seen and void, and one after is refused (host_on_leave).
create function public.void_passes_on_leave()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform public.lock_student(new.user_id);
  perform public.void_visitor_passes(array(
    select p.id from public.visitor_passes p
    where p.host_id = new.user_id and p.to_at > now()
      and tstzrange(p.from_at, p.to_at) && tstzrange(new.from_at, new.to_at)), 'host_on_leave');
  return null;
end;
$$;

create trigger leave_requests_void_visitor_passes after update of status on public.leave_requests
  for each row when (new.status = 'approved' and old.status is distinct from 'approved')
  execute function public.void_passes_on_leave();

-- The office (or the hostel's warden) edits a hostel's visitor rules; audited. Outcomes: saved, forbidden, not_found,
-- invalid.
create function public.save_visitor_rules(
  p_hostel_name text, p_visit_from time, p_visit_to time, p_max_at_once integer, p_days_ahead integer, p_areas text,
  p_other_gender boolean, p_actor_id uuid, p_actor_email text)
returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_before public.visitor_rules%rowtype;
  v_after public.visitor_rules%rowtype;
begin
  if p_visit_from is null or p_visit_to is null or p_visit_to <= p_visit_from or p_max_at_once is null
     or p_max_at_once not between 1 and 10 or p_days_ahead is null or p_days_ahead not between 0 and 60
     or char_length(btrim(coalesce(p_areas, ''))) not between 1 and 300 or p_other_gender is null then
    return 'invalid';
  end if;
  select * into v_before from public.visitor_rules r where r.hostel_name = p_hostel_name for update;
  if not found then return 'not_found'; end if;
  if not public.member_serves_hostel(p_actor_id, p_hostel_name) then return 'forbidden'; end if;
  update public.visitor_rules r
  set visit_from = p_visit_from, visit_to = p_visit_to, max_at_once = p_max_at_once, days_ahead = p_days_ahead,
      areas = btrim(p_areas), other_gender = p_other_gender, updated_at = now(), updated_by = p_actor_id
  where r.hostel_name = p_hostel_name
  returning * into v_after;
  perform public.record_audit('visitor_rules.edit', 'hostel', p_hostel_name,
    to_jsonb(v_before) - 'updated_at' - 'updated_by', to_jsonb(v_after) - 'updated_at' - 'updated_by',
    null, p_actor_id, p_actor_email);
  return 'saved';
end;
$$;

-- The office (or the hostel's warden) adds a blackout period; audited. A retry of the same period answers it again.
-- Outcomes: added, forbidden, not_found, invalid.
create function public.add_visitor_blackout(
  p_hostel_name text, p_starts_at timestamptz, p_ends_at timestamptz, p_reason text, p_actor_id uuid,
  p_actor_email text)
returns table (outcome text, blackout jsonb)
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_blackout public.visitor_blackouts%rowtype;
begin
  if p_starts_at is null or p_ends_at is null or p_ends_at <= p_starts_at
     or char_length(btrim(coalesce(p_reason, ''))) not between 1 and 300 then
    return query select 'invalid'::text, null::jsonb;
    return;
  end if;
  if not exists (select 1 from public.hostels h where h.name = p_hostel_name) then
    return query select 'not_found'::text, null::jsonb;
    return;
  end if;
  if not public.member_serves_hostel(p_actor_id, p_hostel_name) then
    return query select 'forbidden'::text, null::jsonb;
    return;
  end if;
  select * into v_blackout from public.visitor_blackouts b
  where b.hostel_name = p_hostel_name and b.starts_at = p_starts_at and b.ends_at = p_ends_at
    and b.reason = btrim(p_reason);
  if not found then
    insert into public.visitor_blackouts (hostel_name, starts_at, ends_at, reason, created_by)
    values (p_hostel_name, p_starts_at, p_ends_at, btrim(p_reason), p_actor_id)
    returning * into v_blackout;
    perform public.record_audit('visitor_blackout.add', 'hostel', p_hostel_name, null,
      to_jsonb(v_blackout) - 'created_by' - 'created_at', null, p_actor_id, p_actor_email);
  end if;
  return query select 'added'::text, to_jsonb(v_blackout) - 'created_by' - 'created_at';
end;
$$;

-- The office (or the hostel's warden) removes a blackout period; audited. Outcomes: removed, forbidden, not_found.
create function public.remove_visitor_blackout(p_blackout_id bigint, p_actor_id uuid, p_actor_email text)
returns table (outcome text, blackout jsonb)
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_blackout public.visitor_blackouts%rowtype;
begin
  select * into v_blackout from public.visitor_blackouts b where b.id = p_blackout_id for update;
  if not found then
    return query select 'not_found'::text, null::jsonb;
    return;
  end if;
  if not public.member_serves_hostel(p_actor_id, v_blackout.hostel_name) then
    return query select 'forbidden'::text, null::jsonb;
    return;
  end if;
  delete from public.visitor_blackouts b where b.id = p_blackout_id;
  perform public.record_audit('visitor_blackout.remove', 'hostel', v_blackout.hostel_name,
    to_jsonb(v_blackout) - 'created_by' - 'created_at', null, null, p_actor_id, p_actor_email);
  return query select 'removed'::text, to_jsonb(v_blackout) - 'created_by' - 'created_at';
end;
$$;

-- Whether the account keeps visitor bans: a warden, or the whole office.
create function public.keeps_visitor_bans(p_actor_id uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(public.account_role(p_actor_id) in ('admin', 'staff', 'warden'), false);
$$;

-- A ban as the API states it.
create function public.visitor_ban_row(p_ban public.visitor_bans)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select jsonb_build_object('id', p_ban.id, 'phone', p_ban.phone, 'visitor_name', p_ban.visitor_name,
    'reason', p_ban.reason, 'created_at', p_ban.created_at,
    'created_by_name', (select s.full_name from public.counter_student(p_ban.created_by) s));
$$;

-- Bans a phone number in every hostel; its passes still good or waiting are void at once and their hosts told;
-- audited. Outcomes: banned (with how many passes it made void), already_banned, forbidden, invalid.
create function public.add_visitor_ban(
  p_phone text, p_visitor_name text, p_reason text, p_actor_id uuid, p_actor_email text)
returns table (outcome text, ban jsonb, voided integer)
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_ban public.visitor_bans%rowtype;
  v_voided integer;
begin
  if coalesce(p_phone, '') !~ '^([6-9][0-9]{9}|\+[1-9][0-9]{7,14})$'
     or char_length(btrim(coalesce(p_visitor_name, ''))) not between 2 and 100
     or char_length(btrim(coalesce(p_reason, ''))) not between 1 and 300 then
    return query select 'invalid'::text, null::jsonb, null::integer;
    return;
  end if;
  if not public.keeps_visitor_bans(p_actor_id) then
    return query select 'forbidden'::text, null::jsonb, null::integer;
    return;
  end if;
  perform public.lock_visitor_phone(p_phone);
  if exists (select 1 from public.visitor_bans b where b.phone = p_phone and b.lifted_at is null) then
    return query select 'already_banned'::text, null::jsonb, null::integer;
    return;
  end if;
  insert into public.visitor_bans (phone, visitor_name, reason, created_by)
  values (p_phone, btrim(p_visitor_name), btrim(p_reason), p_actor_id)
  returning * into v_ban;
  v_voided := public.void_visitor_passes(array(
    select p.id from public.visitor_passes p where p.phone = p_phone and p.to_at > now()), 'banned');
  perform public.record_audit('visitor_ban.add', 'visitor_phone', p_phone, null,
    jsonb_build_object('visitor_name', v_ban.visitor_name, 'voided', v_voided), v_ban.reason, p_actor_id,
    p_actor_email);
  return query select 'banned'::text, public.visitor_ban_row(v_ban), v_voided;
end;
$$;

-- Lifts a ban; audited. Lifting a lifted ban answers it again. Outcomes: lifted, forbidden, not_found.
create function public.lift_visitor_ban(p_ban_id bigint, p_actor_id uuid, p_actor_email text)
returns table (outcome text, ban jsonb)
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_ban public.visitor_bans%rowtype;
begin
  if not public.keeps_visitor_bans(p_actor_id) then
    return query select 'forbidden'::text, null::jsonb;
    return;
  end if;
  select * into v_ban from public.visitor_bans b where b.id = p_ban_id for update;
  if not found then
    return query select 'not_found'::text, null::jsonb;
    return;
  end if;
  if v_ban.lifted_at is null then
    update public.visitor_bans b set lifted_at = now(), lifted_by = p_actor_id where b.id = p_ban_id
    returning * into v_ban;
    perform public.record_audit('visitor_ban.lift', 'visitor_phone', v_ban.phone,
      jsonb_build_object('visitor_name', v_ban.visitor_name), null, null, p_actor_id, p_actor_email);
  end if;
  return query select 'lifted'::text, public.visitor_ban_row(v_ban);
end;
$$;

-- The bans in force, newest first, for a warden or the whole office: {bans} or {problem: forbidden}.
create function public.visitor_bans_in_force(p_actor_id uuid)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select case when not public.keeps_visitor_bans(p_actor_id) then jsonb_build_object('problem', 'forbidden')
    else jsonb_build_object('bans', coalesce((
      select jsonb_agg(public.visitor_ban_row(b) order by b.created_at desc, b.id desc)
      from public.visitor_bans b where b.lifted_at is null), '[]'::jsonb)) end;
$$;

-- The visitor rules of the hostels the actor serves, in the hostels' order.
create function public.office_visitor_rules(p_actor_id uuid)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(jsonb_agg(public.visitor_rules_of(h.name) order by h.sort_order), '[]'::jsonb)
  from public.hostels h where public.member_serves_hostel(p_actor_id, h.name);
$$;

revoke execute on function
  public.void_visitor_passes(bigint[], text),
  public.void_passes_on_check_out(),
  public.void_passes_on_leave(),
  public.save_visitor_rules(text, time, time, integer, integer, text, boolean, uuid, text),
  public.add_visitor_blackout(text, timestamptz, timestamptz, text, uuid, text),
  public.remove_visitor_blackout(bigint, uuid, text),
  public.keeps_visitor_bans(uuid),
  public.visitor_ban_row(public.visitor_bans),
  public.add_visitor_ban(text, text, text, uuid, text),
  public.lift_visitor_ban(bigint, uuid, text),
  public.visitor_bans_in_force(uuid),
  public.office_visitor_rules(uuid)
from public, anon, authenticated;
