-- The hostel office: the append-only audit log and the office's actions on applications, complaints, notices,
-- rooms, beds and refunds, for the server to call after it has checked the role.

-- The audit log -----------------------------------------------------------------------------------------------------
create table public.audit_log (
  id bigint generated always as identity primary key,
  at timestamptz not null default now(),
  -- No foreign key: the record outlives the account.
  actor_id uuid,
  actor_email text not null check (char_length(actor_email) between 1 and 320),
  action text not null check (action ~ '^[a-z_]+\.[a-z_]+$'),
  target_type text not null check (char_length(target_type) between 1 and 40),
  target_id text not null check (char_length(target_id) between 1 and 200),
  before jsonb,
  after jsonb,
  reason text check (char_length(reason) <= 1000)
);

comment on table public.audit_log is 'Every office action: who (actor), what (action on target), the target before and after, why (reason), when. Append-only for every role: triggers refuse update, delete and truncate.';

create index audit_log_at_idx on public.audit_log (at desc, id desc);

create index audit_log_target_idx on public.audit_log (target_type, target_id);

create index audit_log_actor_idx on public.audit_log (actor_email);

alter table public.audit_log enable row level security;

revoke all on public.audit_log from anon, authenticated;

grant select on public.audit_log to authenticated;

create policy "office reads the audit log" on public.audit_log
  for select to authenticated using ((select public.is_office()));

create function public.refuse_audit_change()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  raise exception 'audit_log is append-only' using errcode = '42501';
end;
$$;

create trigger audit_log_append_only before update or delete on public.audit_log
  for each row execute function public.refuse_audit_change();

create trigger audit_log_no_truncate before truncate on public.audit_log
  for each statement execute function public.refuse_audit_change();

-- Writes one audit row. The actor is the one the server verified (p_actor_*), or the caller's JWT.
create function public.record_audit(
  p_action text, p_target_type text, p_target_id text, p_before jsonb, p_after jsonb, p_reason text,
  p_actor_id uuid, p_actor_email text)
returns bigint
language sql
security definer
set search_path = ''
as $$
  insert into public.audit_log (actor_id, actor_email, action, target_type, target_id, before, after, reason)
  values (coalesce(p_actor_id, (select auth.uid())),
          coalesce(p_actor_email, (select auth.jwt()) ->> 'email', (select auth.uid())::text, 'system'),
          p_action, p_target_type, p_target_id, p_before, p_after, nullif(btrim(p_reason), ''))
  returning id;
$$;

-- Decides a pending application once. Outcome decided | unchanged (the same decision again) | already_decided | not_found.
create function public.decide_application(
  p_application_id text, p_decision text, p_note text, p_actor_id uuid, p_actor_email text)
returns table (outcome text, application_id text, decision text, decision_note text)
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_before public.application_table%rowtype;
  v_after public.application_table%rowtype;
begin
  if p_decision is null or p_decision not in ('approved', 'rejected') then
    raise exception 'decision must be approved or rejected' using errcode = '22023';
  end if;
  select * into v_before from public.application_table a
  where a.application_id = upper(btrim(p_application_id)) for update;
  if not found then
    return query select 'not_found'::text, null::text, null::text, null::text;
    return;
  end if;
  if v_before.status then
    return query select case when v_before.decision = p_decision then 'unchanged' else 'already_decided' end,
      v_before.application_id, v_before.decision, v_before.decision_note;
    return;
  end if;
  update public.application_table a
  set status = true, decision = p_decision, decision_note = nullif(btrim(p_note), ''),
      resolved_at = now(), resolved_by = p_actor_email
  where a.id = v_before.id
  returning * into v_after;
  perform public.record_audit('application.' || case p_decision when 'approved' then 'approve' else 'reject' end,
    'application', v_after.application_id,
    jsonb_build_object('status', v_before.status, 'decision', v_before.decision),
    jsonb_build_object('status', v_after.status, 'decision', v_after.decision, 'note', v_after.decision_note),
    null, p_actor_id, p_actor_email);
  return query select 'decided'::text, v_after.application_id, v_after.decision, v_after.decision_note;
end;
$$;

create function public.resolve_application(p_application_id text, p_admin_email text, p_actor_id uuid)
returns table (application_id text, status boolean)
language sql
security definer
set search_path = ''
as $$
  select d.application_id, true
  from public.decide_application(p_application_id, 'approved', null, p_actor_id, p_admin_email) d
  where d.outcome in ('decided', 'unchanged', 'already_decided');
$$;

-- What the status check shows: the decision and its note, nothing else about the application.
create function public.application_decision(p_application_id text)
returns table (status boolean, decision text, decision_note text)
language sql
stable
security definer
set search_path = ''
as $$
  select a.status, a.decision, a.decision_note
  from public.application_table a where a.application_id = upper(btrim(p_application_id));
$$;

-- A reply by the office (p_from_office) or by the student who raised the complaint. Outcome replied | not_found |
-- resolved (the thread is closed).
create function public.reply_to_complaint(
  p_complaint_id bigint, p_body text, p_from_office boolean, p_actor_id uuid, p_actor_email text)
returns table (outcome text, reply_id bigint, created_at timestamptz)
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_complaint public.complaints_table%rowtype;
  v_reply public.complaint_replies%rowtype;
begin
  select * into v_complaint from public.complaints_table c where c.id = p_complaint_id for update;
  if not found or (not p_from_office and v_complaint.user_id is distinct from p_actor_id) then
    return query select 'not_found'::text, null::bigint, null::timestamptz;
    return;
  end if;
  if v_complaint.resolved then
    return query select 'resolved'::text, null::bigint, null::timestamptz;
    return;
  end if;
  insert into public.complaint_replies (complaint_id, author_id, from_office, body)
  values (p_complaint_id, p_actor_id, p_from_office, btrim(p_body))
  returning * into v_reply;
  if p_from_office then
    update public.complaints_table c
    set answered_at = coalesce(c.answered_at, now()), in_progress_at = coalesce(c.in_progress_at, now())
    where c.id = p_complaint_id;
    perform public.record_audit('complaint.reply', 'complaint', p_complaint_id::text, null,
      jsonb_build_object('reply_id', v_reply.id, 'body', v_reply.body), null, p_actor_id, p_actor_email);
    perform public.notify(v_complaint.user_id, v_complaint.email, 'complaint_replied',
      jsonb_build_object('complaint_id', v_complaint.id, 'complaint_type', v_complaint.complaint_type,
                         'complaint_category', v_complaint.complaint_category, 'reply', left(v_reply.body, 500)),
      'complaint_replied:' || v_reply.id);
  end if;
  return query select 'replied'::text, v_reply.id, v_reply.created_at;
end;
$$;

-- Assigns a complaint to a member of the office, or unassigns it (p_staff_id null). Outcome assigned | not_found |
-- not_staff.
create function public.assign_complaint(p_complaint_id bigint, p_staff_id uuid, p_actor_id uuid, p_actor_email text)
returns table (outcome text, assigned_to uuid, assigned_email text)
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_before public.complaints_table%rowtype;
  v_email text;
begin
  if p_staff_id is not null then
    select u.email into v_email from auth.users u where u.id = p_staff_id and public.account_role(u.id) is not null;
    if not found then
      return query select 'not_staff'::text, null::uuid, null::text;
      return;
    end if;
  end if;
  select * into v_before from public.complaints_table c where c.id = p_complaint_id for update;
  if not found then
    return query select 'not_found'::text, null::uuid, null::text;
    return;
  end if;
  update public.complaints_table c set assigned_to = p_staff_id, assigned_email = v_email where c.id = p_complaint_id;
  if v_before.assigned_to is distinct from p_staff_id then
    perform public.record_audit('complaint.assign', 'complaint', p_complaint_id::text,
      jsonb_build_object('assigned_email', v_before.assigned_email), jsonb_build_object('assigned_email', v_email),
      null, p_actor_id, p_actor_email);
  end if;
  return query select 'assigned'::text, p_staff_id, v_email;
end;
$$;

-- Marks a complaint In progress. Outcome started | unchanged | resolved | not_found.
create function public.start_complaint(p_complaint_id bigint, p_actor_id uuid, p_actor_email text)
returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_before public.complaints_table%rowtype;
begin
  select * into v_before from public.complaints_table c where c.id = p_complaint_id for update;
  if not found then return 'not_found'; end if;
  if v_before.resolved then return 'resolved'; end if;
  if v_before.in_progress_at is not null then return 'unchanged'; end if;
  update public.complaints_table c set in_progress_at = now() where c.id = p_complaint_id;
  perform public.record_audit('complaint.start', 'complaint', p_complaint_id::text,
    jsonb_build_object('state', 'open'), jsonb_build_object('state', 'in_progress'), null, p_actor_id, p_actor_email);
  return 'started';
end;
$$;

create function public.resolve_complaint(p_complaint_id bigint, p_admin_email text, p_actor_id uuid)
returns table (complaint_id bigint, resolved boolean)
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_before public.complaints_table%rowtype;
begin
  select * into v_before from public.complaints_table c where c.id = p_complaint_id for update;
  if not found then return; end if;
  if not v_before.resolved then
    update public.complaints_table c
    set resolved = true, resolved_at = now(), resolved_by = p_admin_email,
        answered_at = coalesce(c.answered_at, now()), in_progress_at = coalesce(c.in_progress_at, now())
    where c.id = p_complaint_id;
    perform public.record_audit('complaint.resolve', 'complaint', p_complaint_id::text,
      jsonb_build_object('resolved', false), jsonb_build_object('resolved', true), null, p_actor_id, p_admin_email);
  end if;
  return query select p_complaint_id, true;
end;
$$;

-- Creates (p_id null) or edits a notice; p_published_at null keeps it unpublished. Returns the notice's id, or null
-- when there is no such notice.
create function public.save_notice(
  p_id bigint, p_title text, p_body text, p_published_at timestamptz, p_actor_id uuid, p_actor_email text)
returns bigint
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_before public.notices%rowtype;
  v_after public.notices%rowtype;
begin
  if p_id is null then
    insert into public.notices (title, body, published_at)
    values (btrim(p_title), btrim(p_body), p_published_at)
    returning * into v_after;
  else
    select * into v_before from public.notices n where n.id = p_id for update;
    if not found then return null; end if;
    update public.notices n
    set title = btrim(p_title), body = btrim(p_body), published_at = p_published_at, updated_at = now()
    where n.id = p_id
    returning * into v_after;
  end if;
  perform public.record_audit(case when p_id is null then 'notice.create' else 'notice.edit' end, 'notice',
    v_after.id::text,
    case when p_id is not null then jsonb_build_object('title', v_before.title, 'body', v_before.body,
                                                       'published_at', v_before.published_at) end,
    jsonb_build_object('title', v_after.title, 'body', v_after.body, 'published_at', v_after.published_at),
    null, p_actor_id, p_actor_email);
  return v_after.id;
end;
$$;

-- Takes a room out of service with a reason, or back (p_reason null). Outcome changed | unchanged | not_found |
-- in_use (a bed is occupied or held: check out or wait first).
create function public.set_room_service(p_room_id bigint, p_reason text, p_actor_id uuid, p_actor_email text)
returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_before public.hostel_room%rowtype;
  v_reason text := nullif(btrim(p_reason), '');
begin
  perform public.lock_rooms(array[p_room_id]);
  select * into v_before from public.hostel_room r where r.id = p_room_id;
  if not found then return 'not_found'; end if;
  if v_before.out_of_service_reason is not distinct from v_reason then return 'unchanged'; end if;
  if v_reason is not null and exists (
    select 1 from public.beds b
    where b.room_id = p_room_id and (b.occupied or (b.held_by is not null and b.held_until > now()))) then
    return 'in_use';
  end if;
  update public.hostel_room r set out_of_service = v_reason is not null, out_of_service_reason = v_reason
  where r.id = p_room_id;
  perform public.record_audit(case when v_reason is null then 'room.return_to_service' else 'room.take_out_of_service' end,
    'room', p_room_id::text,
    jsonb_build_object('out_of_service', v_before.out_of_service, 'reason', v_before.out_of_service_reason),
    jsonb_build_object('out_of_service', v_reason is not null, 'reason', v_reason),
    v_reason, p_actor_id, p_actor_email);
  return 'changed';
end;
$$;

-- Sets the price of one bed in every room of a hostel with that occupancy. Holds already open keep their amount.
-- Returns how many rooms changed.
create function public.set_room_price(
  p_hostel_name text, p_occupancy integer, p_price_minor integer, p_actor_id uuid, p_actor_email text)
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_before jsonb;
  v_count integer;
begin
  if p_price_minor is null or p_price_minor < 100 or p_price_minor > 100000000 then
    raise exception 'price must be between 100 and 100000000 minor units' using errcode = '22023';
  end if;
  select jsonb_agg(distinct r.price_minor) into v_before
  from public.hostel_room r where r.hostel_name = p_hostel_name and r.occupancy = p_occupancy;
  update public.hostel_room r set price_minor = p_price_minor
  where r.hostel_name = p_hostel_name and r.occupancy = p_occupancy and r.price_minor <> p_price_minor;
  get diagnostics v_count = row_count;
  if v_count > 0 then
    perform public.record_audit('room.set_price', 'room_type', p_hostel_name || '/' || p_occupancy,
      jsonb_build_object('price_minor', v_before), jsonb_build_object('price_minor', p_price_minor, 'rooms', v_count),
      null, p_actor_id, p_actor_email);
  end if;
  return v_count;
end;
$$;

-- Outcome checked_in | unchanged | not_occupied | not_found.
create function public.check_in_bed(p_bed_id bigint, p_actor_id uuid, p_actor_email text)
returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_bed public.beds%rowtype;
begin
  select * into v_bed from public.beds b where b.id = p_bed_id for update;
  if not found then return 'not_found'; end if;
  if not v_bed.occupied then return 'not_occupied'; end if;
  if v_bed.checked_in_at is not null then return 'unchanged'; end if;
  update public.beds b set checked_in_at = now() where b.id = p_bed_id;
  perform public.record_audit('bed.check_in', 'bed', p_bed_id::text, jsonb_build_object('checked_in', false),
    jsonb_build_object('checked_in', true, 'occupant_name', v_bed.occupant_name), null, p_actor_id, p_actor_email);
  return 'checked_in';
end;
$$;

-- Frees the bed and ends its paid booking. Outcome checked_out | not_occupied | not_found.
create function public.check_out_bed(p_bed_id bigint, p_actor_id uuid, p_actor_email text)
returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_bed public.beds%rowtype;
begin
  select * into v_bed from public.beds b where b.id = p_bed_id;
  if not found then return 'not_found'; end if;
  if v_bed.occupant_id is not null then perform public.lock_student(v_bed.occupant_id); end if;
  perform public.lock_rooms(array[v_bed.room_id]);
  select * into v_bed from public.beds b where b.id = p_bed_id for update;
  if not v_bed.occupied then return 'not_occupied'; end if;
  update public.beds b set occupied = false, occupant_id = null, occupant_name = null, checked_in_at = null
  where b.id = p_bed_id;
  update public.bookings k set status = 'checked_out', ended_at = now(), updated_at = now()
  where k.bed_id = p_bed_id and k.status = 'paid';
  perform public.sync_room(v_bed.room_id);
  perform public.record_audit('bed.check_out', 'bed', p_bed_id::text,
    jsonb_build_object('occupant_name', v_bed.occupant_name, 'checked_in_at', v_bed.checked_in_at),
    jsonb_build_object('occupant_name', null), null, p_actor_id, p_actor_email);
  return 'checked_out';
end;
$$;

-- Refunds: the server refunds at Stripe first (idempotency key per booking), then records it here -------------------

-- Outcome refunded | already_refunded | not_refundable (never paid) | not_found. Frees the bed its payer holds.
create function public.record_office_refund(
  p_booking_id bigint, p_reason text, p_refund_id text, p_actor_id uuid, p_actor_email text)
returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_booking public.bookings%rowtype;
  v_bed public.beds%rowtype;
begin
  select * into v_booking from public.bookings k where k.id = p_booking_id;
  if not found then return 'not_found'; end if;
  perform public.lock_student(v_booking.user_id);
  perform public.lock_rooms(array[v_booking.room_id]);
  select * into v_booking from public.bookings k where k.id = p_booking_id for update;
  if v_booking.status = 'refunded' then return 'already_refunded'; end if;
  if v_booking.status not in ('paid', 'checked_out') then return 'not_refundable'; end if;
  select * into v_bed from public.beds b where b.id = v_booking.bed_id for update;
  if v_booking.status = 'paid' and v_bed.occupied and v_bed.occupant_id = v_booking.user_id then
    update public.beds b set occupied = false, occupant_id = null, occupant_name = null, checked_in_at = null
    where b.id = v_bed.id;
  end if;
  update public.bookings k
  set status = 'refunded', refunded_at = now(), refund_reason = nullif(btrim(p_reason), ''), refund_id = p_refund_id,
      ended_at = coalesce(k.ended_at, now()), updated_at = now()
  where k.id = p_booking_id;
  perform public.sync_room(v_booking.room_id);
  perform public.record_audit('booking.refund', 'booking', v_booking.reference,
    jsonb_build_object('status', v_booking.status, 'amount_minor', v_booking.amount_minor),
    jsonb_build_object('status', 'refunded', 'refund_id', p_refund_id), p_reason, p_actor_id, p_actor_email);
  return 'refunded';
end;
$$;

-- Office reads that join personal data ------------------------------------------------------------------------------

-- The roster: every bed of a hostel with its room, occupant (name, email), check-in, and the paid booking, filtered
-- by a name or email fragment; one page of it and the count of all matching beds. Office only.
create function public.office_roster(p_hostel_name text, p_query text, p_limit integer, p_offset integer)
returns table (bed_id bigint, room_id bigint, hostel_name text, wing_name text, room_number integer,
               occupancy smallint, label text, occupied boolean, occupant_id uuid, occupant_name text,
               occupant_email text, checked_in_at timestamptz, held_until timestamptz, booking_reference text,
               price_minor integer, out_of_service boolean, out_of_service_reason text, total bigint)
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_query text := nullif(btrim(p_query), '');
begin
  if not public.is_office() then
    raise exception 'the roster is for the hostel office' using errcode = '42501';
  end if;
  return query
  select b.id, r.id, r.hostel_name, r.wing_name, r.room_number, r.occupancy, b.label, b.occupied, b.occupant_id,
         b.occupant_name, u.email::text, b.checked_in_at, case when b.held_until > now() then b.held_until end,
         k.reference, r.price_minor, r.out_of_service, r.out_of_service_reason, count(*) over ()
  from public.beds b
  join public.hostel_room r on r.id = b.room_id
  left join auth.users u on u.id = b.occupant_id
  left join lateral (
    select k.reference from public.bookings k where k.bed_id = b.id and k.status = 'paid' order by k.id desc limit 1
  ) k on true
  where r.hostel_name = p_hostel_name
    and (v_query is null
         or strpos(lower(b.occupant_name), lower(v_query)) > 0
         or strpos(lower(u.email), lower(v_query)) > 0)
  order by r.wing_name, r.room_number, b.label
  limit least(greatest(coalesce(p_limit, 50), 1), 200) offset greatest(coalesce(p_offset, 0), 0);
end;
$$;

-- The members of the office, for assigning complaints. Office only.
create function public.office_staff()
returns table (id uuid, email text, full_name text, role text)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if not public.is_office() then
    raise exception 'the staff list is for the hostel office' using errcode = '42501';
  end if;
  return query
  select u.id, u.email::text, u.raw_user_meta_data ->> 'full_name', public.account_role(u.id)
  from auth.users u where public.account_role(u.id) is not null
  order by u.email;
end;
$$;

-- Every account with its role, for /admin/people (the server, with the secret key, after checking the admin).
create function public.list_people(p_query text, p_limit integer, p_offset integer)
returns table (id uuid, email text, full_name text, role text, created_at timestamptz, last_sign_in_at timestamptz,
               total bigint)
language sql
stable
security definer
set search_path = ''
as $$
  select u.id, u.email::text, u.raw_user_meta_data ->> 'full_name', public.account_role(u.id), u.created_at,
         u.last_sign_in_at, count(*) over ()
  from auth.users u
  where nullif(btrim(p_query), '') is null
     or strpos(lower(u.email), lower(btrim(p_query))) > 0
     or strpos(lower(u.raw_user_meta_data ->> 'full_name'), lower(btrim(p_query))) > 0
  order by public.account_role(u.id) nulls last, u.email
  limit least(greatest(coalesce(p_limit, 50), 1), 200) offset greatest(coalesce(p_offset, 0), 0);
$$;

-- The dashboard's figures: per week (Monday, India's calendar) and category, complaints raised, those answered,
-- and those answered by their due time. Office only.
create function public.complaint_weekly_stats(p_weeks integer)
returns table (week_start date, complaint_category text, raised integer, answered integer, on_time integer)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if not public.is_office() then
    raise exception 'the figures are for the hostel office' using errcode = '42501';
  end if;
  return query
  select date_trunc('week', c.created_at at time zone 'Asia/Kolkata')::date, c.complaint_category,
         count(*)::integer,
         (count(*) filter (where c.answered_at is not null))::integer,
         (count(*) filter (where c.answered_at <= c.due_at))::integer
  from public.complaints_table c
  where c.created_at >= date_trunc('week', now() at time zone 'Asia/Kolkata') at time zone 'Asia/Kolkata'
                        - make_interval(weeks => least(greatest(coalesce(p_weeks, 8), 1), 52) - 1)
  group by 1, 2
  order by 1, 2;
end;
$$;

create function public.office_dashboard(p_weeks integer, p_recent integer)
returns table (
  pending_applications integer,
  pending_complaints integer,
  overdue_complaints integer,
  weeks jsonb,
  occupancy jsonb,
  recent_applications jsonb,
  recent_complaints jsonb
)
language plpgsql
stable
set search_path = ''
as $$
declare
  v_recent integer := least(greatest(coalesce(p_recent, 5), 1), 50);
begin
  if not public.is_office() then
    raise exception 'the dashboard is for the hostel office' using errcode = '42501';
  end if;
  return query
  select
    (select count(*)::integer from public.application_table a where not a.status),
    (select count(*)::integer from public.complaints_table c where not c.resolved),
    (select count(*)::integer from public.complaints_table c
      where not c.resolved and c.answered_at is null and c.due_at < now()),
    coalesce((select jsonb_agg(to_jsonb(s) - 'ord' order by s.ord)
              from public.complaint_weekly_stats(p_weeks)
                with ordinality s(week_start, complaint_category, raised, answered, on_time, ord)), '[]'::jsonb),
    coalesce((select jsonb_agg(to_jsonb(o) - 'ord' order by o.ord)
              from public.room_availability() with ordinality o(hostel_name, free, total, ord)), '[]'::jsonb),
    coalesce((select jsonb_agg(to_jsonb(a) order by a.created_at desc, a.id desc)
              from (select x.id, x.application_id, x.application_type, x.description, x.status, x.decision,
                           x.decision_note, x.email, x.created_at, x.resolved_at, x.resolved_by
                    from public.application_table x
                    order by x.created_at desc, x.id desc
                    limit v_recent) a), '[]'::jsonb),
    coalesce((select jsonb_agg(to_jsonb(c) order by c.created_at desc, c.id desc)
              from (select x.id, x.complaint_type, x.complaint_category, x.complaint_description, x.urgency_level,
                           x.resource_link, x.resolved, x.email, x.created_at, x.resolved_at, x.resolved_by, x.due_at,
                           x.in_progress_at, x.answered_at, x.assigned_to, x.assigned_email
                    from public.complaints_table x
                    order by x.created_at desc, x.id desc
                    limit v_recent) c), '[]'::jsonb);
end;
$$;

comment on function public.office_dashboard(integer, integer) is
  'The office dashboard in one row: pending and overdue counts, complaint_weekly_stats(p_weeks), room_availability() and the p_recent newest applications and complaints. Office only.';

-- Hosted Supabase lets anon, authenticated and service_role execute every new function: take back what each may not.
revoke execute on function
  public.application_decision(text)
from public, anon, authenticated;

grant execute on function
  public.application_decision(text)
to anon, authenticated;

revoke execute on function
  public.assign_complaint(bigint, uuid, uuid, text),
  public.check_in_bed(bigint, uuid, text),
  public.check_out_bed(bigint, uuid, text),
  public.decide_application(text, text, text, uuid, text),
  public.list_people(text, integer, integer),
  public.record_audit(text, text, text, jsonb, jsonb, text, uuid, text),
  public.record_office_refund(bigint, text, text, uuid, text),
  public.refuse_audit_change(),
  public.reply_to_complaint(bigint, text, boolean, uuid, text),
  public.resolve_application(text, text, uuid),
  public.resolve_complaint(bigint, text, uuid),
  public.save_notice(bigint, text, text, timestamp with time zone, uuid, text),
  public.set_room_price(text, integer, integer, uuid, text),
  public.set_room_service(bigint, text, uuid, text),
  public.start_complaint(bigint, uuid, text)
from public, anon, authenticated;

revoke execute on function
  public.complaint_weekly_stats(integer),
  public.office_roster(text, text, integer, integer),
  public.office_staff()
from public, anon, authenticated;

grant execute on function
  public.complaint_weekly_stats(integer),
  public.office_roster(text, text, integer, integer),
  public.office_staff()
to authenticated;

revoke execute on function
  public.office_dashboard(integer, integer)
from public, anon;
