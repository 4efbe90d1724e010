-- Allotments: the office allots a student to a bed, moves them, swaps two students and ends an allotment; an import
-- applies a whole allotment list or nothing. Each is one transaction that keeps one bed per student, moves the paid
-- booking with its student (a refund then finds it on the bed they hold), writes the audit log and tells the student.
-- By the hostel's rules: where a hostel's rule is 'paid', the office's allotment keeps the bed for the student, who
-- pays for it by card as any booking is paid; where it is 'final' (the default) the bed is theirs at once.

-- A swap moves two paid bookings across each other's beds: the one-paid-booking-per-bed rule is checked when the
-- transaction commits, not between the two updates.
drop index public.bookings_one_paid_per_bed;

alter table public.bookings add constraint bookings_one_paid_per_bed
  exclude using btree (bed_id with =) where (status = 'paid') deferrable initially immediate;

-- A new kind of notification: a student's bed changed by the office.
alter table public.notifications drop constraint notifications_kind_check;

alter table public.notifications add constraint notifications_kind_check check (kind in (
  'booking_receipt', 'booking_refunded', 'hold_ending', 'hold_lapsed', 'roommate_invite',
  'application_decided', 'complaint_resolved', 'complaint_overdue', 'complaint_replied', 'waitlist_offer',
  'selection_slot', 'selection_claim', 'notice', 'allotment_changed'));

alter table public.notification_preferences drop constraint notification_preferences_email_off_check;

alter table public.notification_preferences add constraint notification_preferences_email_off_check check (email_off <@ array[
  'booking_receipt', 'booking_refunded', 'hold_ending', 'hold_lapsed', 'roommate_invite',
  'application_decided', 'complaint_resolved', 'complaint_overdue', 'complaint_replied', 'waitlist_offer',
  'selection_slot', 'notice', 'allotment_changed']::text[]);

alter table public.hostels add column office_allotment text not null default 'final'
  check (office_allotment in ('final', 'paid'));

comment on column public.hostels.office_allotment is 'What an allotment by the office does here: final (the bed is the student''s at once, no payment) or paid (the bed is kept for the student, who pays by card to take it).';

create table public.allotment_offers (
  id bigint generated always as identity primary key,
  user_id uuid not null references auth.users (id) on delete cascade,
  bed_id bigint not null references public.beds (id) on delete cascade,
  status text not null default 'open' check (status in ('open', 'taken', 'lapsed')),
  offered_at timestamptz not null default now(),
  expires_at timestamptz not null,
  ended_at timestamptz,
  constraint allotment_offers_ended check ((ended_at is null) = (status = 'open'))
);

comment on table public.allotment_offers is 'Beds the office allotted in a hostel whose allotments are paid: kept for the student until expires_at; taken when they pay. Written only by allot_bed and the payment trigger; the student and whoever serves the hostel read them.';

create unique index allotment_offers_open_bed_idx on public.allotment_offers (bed_id) where status = 'open';

create index allotment_offers_user_idx on public.allotment_offers (user_id, offered_at desc);

alter table public.allotment_offers enable row level security;

revoke all on public.allotment_offers from anon, authenticated;

grant select on public.allotment_offers to authenticated;

create policy "students read their own offers" on public.allotment_offers
  for select to authenticated using (user_id = (select auth.uid()));

create policy "the office reads the offers of the hostels it serves" on public.allotment_offers
  for select to authenticated using (
    exists (select 1 from public.beds b join public.hostel_room r on r.id = b.room_id
            where b.id = bed_id and (select public.serves_hostel(r.hostel_name))));

-- A bed kept for someone is free only for them: an invited roommate, the first on the waitlist, or now the student
-- the office allotted it to.
create or replace function public.bed_reserved_against(p_bed public.beds, p_user_id uuid)
returns boolean
language sql
stable
set search_path = ''
as $$
  select exists (select 1 from public.hostel_room r where r.id = p_bed.room_id and r.out_of_service)
    or case when coalesce(p_bed.reserved_until > now(), false)
         then not exists (
                select 1 from public.roommate_invites i
                where i.bed_id = p_bed.id and i.status = 'accepted' and i.invitee_id = p_user_id and i.expires_at > now())
              and not exists (
                select 1 from public.waitlist_entries e
                where e.offer_bed_id = p_bed.id and e.status = 'offered' and e.user_id = p_user_id
                  and e.offer_expires_at > now())
              and not exists (
                select 1 from public.allotment_offers o
                where o.bed_id = p_bed.id and o.status = 'open' and o.user_id = p_user_id and o.expires_at > now())
         else exists (
                select 1 from public.hostel_room r
                join public.waitlist_entries e
                  on e.hostel_name = r.hostel_name and e.occupancy = r.occupancy and e.status = 'waiting'
                where r.id = p_bed.room_id)
       end;
$$;

-- An offer is taken when its student pays for its bed, and every open offer of a student who now holds a bed ends.
create function public.end_allotment_offers_of_payer()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  update public.allotment_offers o
  set status = case when o.bed_id = new.bed_id then 'taken' else 'lapsed' end, ended_at = now()
  where o.user_id = new.user_id and o.status = 'open';
  return null;
end;
$$;

create trigger bookings_end_allotment_offers
  after update of status on public.bookings
  for each row when (new.status = 'paid' and old.status is distinct from 'paid')
  execute function public.end_allotment_offers_of_payer();

-- A bed as the office names it ("Kanhar A-103 bed B") and as a notification carries it.
create function public.bed_place(p_bed_id bigint)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select jsonb_build_object('bed_id', b.id, 'room_id', r.id, 'hostel_name', r.hostel_name, 'wing_name', r.wing_name,
                            'room_number', r.room_number, 'bed_label', b.label,
                            'name', format('%s %s-%s bed %s', r.hostel_name, r.wing_name, r.room_number, b.label))
  from public.beds b join public.hostel_room r on r.id = b.room_id
  where b.id = p_bed_id;
$$;

-- Why this bed cannot take this student now: null when it can. Free means not occupied, not held by anyone else, not
-- reserved for a waitlist offer or a roommate, in a room in service; the student must be eligible for the hostel.
create function public.allotment_problem(p_user_id uuid, p_bed_id bigint)
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select case
    when b.id is null then 'unknown_bed'
    when b.occupied or r.out_of_service or coalesce(b.reserved_until > now(), false)
         or (b.held_by is not null and b.held_by <> p_user_id and b.held_until > now()) then 'bed_unavailable'
    when public.eligibility_problem(p_user_id, r.hostel_name) is not null then 'not_eligible'
  end
  from (select 1) as one
  left join public.beds b on b.id = p_bed_id
  left join public.hostel_room r on r.id = b.room_id;
$$;

-- Lets go of the student's holds elsewhere (an office allotment outranks a bed they were paying for: a payment that
-- still arrives is refunded, as for any bed lost while paying).
create function public.drop_holds_of(p_user_id uuid)
returns bigint[]
language sql
security definer
set search_path = ''
as $$
  with released as (
    update public.beds b set held_by = null, held_until = null where b.held_by = p_user_id returning b.room_id
  ), expired as (
    -- Runs whatever the final select reads, as every data-modifying WITH does.
    update public.bookings k set status = 'expired', updated_at = now()
    where k.user_id = p_user_id and k.status = 'held'
  )
  select coalesce(array_agg(distinct released.room_id), '{}') from released;
$$;

-- Writes the audit row and tells the student, in one place for every action.
create function public.record_allotment(
  p_action text, p_user_id uuid, p_from bigint, p_to bigint, p_reason text, p_actor_id uuid, p_actor_email text)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_student jsonb;
  v_from jsonb := public.bed_place(p_from);
  v_to jsonb := public.bed_place(p_to);
  v_audit bigint;
  v_email text;
begin
  select to_jsonb(format('%s (%s)', s.full_name, s.roll_number)) into v_student
  from public.student_records s where s.user_id = p_user_id;
  v_audit := public.record_audit('allotment.' || p_action, 'user', p_user_id::text,
    jsonb_build_object('student', v_student, 'bed', v_from -> 'name'),
    jsonb_build_object('student', v_student, 'bed', v_to -> 'name'), nullif(btrim(p_reason), ''),
    p_actor_id, p_actor_email);
  select u.email into v_email from auth.users u where u.id = p_user_id;
  if v_email is not null then
    perform public.notify(p_user_id, v_email, 'allotment_changed',
      jsonb_build_object('action', p_action, 'from', v_from, 'to', v_to), 'allotment:' || v_audit);
  end if;
end;
$$;

-- Keeps the bed for the student until the offer ends and tells them to pay (the caller has checked and locked).
create function public.offer_allotted_bed(
  p_user_id uuid, p_bed_id bigint, p_hours integer, p_reason text, p_actor_id uuid, p_actor_email text)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_until timestamptz := now() + make_interval(hours => greatest(p_hours, 1));
  v_place jsonb := public.bed_place(p_bed_id);
  v_audit bigint;
  v_email text;
begin
  update public.allotment_offers o set status = 'lapsed', ended_at = now()
  where o.user_id = p_user_id and o.status = 'open';
  insert into public.allotment_offers (user_id, bed_id, expires_at) values (p_user_id, p_bed_id, v_until);
  update public.beds b set reserved_until = v_until where b.id = p_bed_id;
  perform public.sync_room((v_place ->> 'room_id')::bigint);
  v_audit := public.record_audit('allotment.offer', 'user', p_user_id::text, null,
    jsonb_build_object('student', (select to_jsonb(format('%s (%s)', s.full_name, s.roll_number))
                                   from public.student_records s where s.user_id = p_user_id),
                       'bed', v_place -> 'name', 'expires_at', v_until),
    nullif(btrim(p_reason), ''), p_actor_id, p_actor_email);
  select u.email into v_email from auth.users u where u.id = p_user_id;
  if v_email is not null then
    perform public.notify(p_user_id, v_email, 'allotment_changed',
      jsonb_build_object('action', 'offer', 'from', null, 'to', v_place, 'expires_at', v_until),
      'allotment:' || v_audit);
  end if;
end;
$$;

-- Puts the student into the bed; in a hostel whose allotments are paid, keeps it for them to pay for instead (outcome
-- 'offered'). Outcomes: allotted, offered, forbidden (the actor does not serve the hostel), already_housed,
-- unknown_bed, bed_unavailable, not_eligible.
create function public.allot_bed(
  p_user_id uuid, p_bed_id bigint, p_reason text, p_actor_id uuid, p_actor_email text)
returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_room bigint := (select b.room_id from public.beds b where b.id = p_bed_id);
  v_hostel public.hostels%rowtype;
  v_problem text;
  v_rooms bigint[];
begin
  if v_room is null then return 'unknown_bed'; end if;
  select h.* into v_hostel from public.hostels h join public.hostel_room r on r.hostel_name = h.name where r.id = v_room;
  if not public.member_serves_hostel(p_actor_id, v_hostel.name) then
    return 'forbidden';
  end if;
  perform public.lock_student(p_user_id);
  perform public.lock_rooms(array[v_room] || array(select b.room_id from public.beds b where b.held_by = p_user_id));
  perform 1 from public.beds b where b.id = p_bed_id for update;
  if exists (select 1 from public.beds b where b.occupant_id = p_user_id) then return 'already_housed'; end if;
  v_problem := public.allotment_problem(p_user_id, p_bed_id);
  if v_problem is not null then return v_problem; end if;
  if v_hostel.office_allotment = 'paid' then
    perform public.offer_allotted_bed(p_user_id, p_bed_id, 48, p_reason, p_actor_id, p_actor_email);
    return 'offered';
  end if;
  v_rooms := public.drop_holds_of(p_user_id);
  update public.beds b
  set occupied = true, occupant_id = p_user_id, held_by = null, held_until = null, checked_in_at = null,
      occupant_name = (select s.full_name from public.student_records s where s.user_id = p_user_id)
  where b.id = p_bed_id;
  perform public.sync_room(x) from unnest(v_rooms || v_room) as x;
  perform public.record_allotment('allot', p_user_id, null, p_bed_id, p_reason, p_actor_id, p_actor_email);
  return 'allotted';
end;
$$;

-- Moves a housed student to a free bed, with their paid booking. Outcomes: moved, forbidden, not_housed, same_bed,
-- unknown_bed, bed_unavailable, not_eligible.
create function public.move_student(
  p_user_id uuid, p_bed_id bigint, p_reason text, p_actor_id uuid, p_actor_email text)
returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_from public.beds%rowtype;
  v_to_room bigint := (select b.room_id from public.beds b where b.id = p_bed_id);
  v_problem text;
begin
  select * into v_from from public.beds b where b.occupant_id = p_user_id;
  if not found then return 'not_housed'; end if;
  if v_to_room is null then return 'unknown_bed'; end if;
  if not public.member_serves_hostel(p_actor_id, (select r.hostel_name from public.hostel_room r where r.id = v_from.room_id))
     or not public.member_serves_hostel(p_actor_id, (select r.hostel_name from public.hostel_room r where r.id = v_to_room))
  then
    return 'forbidden';
  end if;
  perform public.lock_student(p_user_id);
  perform public.lock_rooms(array[v_from.room_id, v_to_room]);
  select * into v_from from public.beds b where b.occupant_id = p_user_id for update;
  if not found then return 'not_housed'; end if;
  if v_from.id = p_bed_id then return 'same_bed'; end if;
  perform 1 from public.beds b where b.id = p_bed_id for update;
  v_problem := public.allotment_problem(p_user_id, p_bed_id);
  if v_problem is not null then return v_problem; end if;
  update public.beds b set occupied = false, occupant_id = null, occupant_name = null, checked_in_at = null
  where b.id = v_from.id;
  update public.beds b
  set occupied = true, occupant_id = p_user_id, occupant_name = v_from.occupant_name, held_by = null,
      held_until = null, checked_in_at = v_from.checked_in_at
  where b.id = p_bed_id;
  update public.bookings k set bed_id = p_bed_id, room_id = v_to_room, updated_at = now()
  where k.bed_id = v_from.id and k.user_id = p_user_id and k.status = 'paid';
  perform public.sync_room(x) from unnest(array[v_from.room_id, v_to_room]) as x;
  perform public.record_allotment('move', p_user_id, v_from.id, p_bed_id, p_reason, p_actor_id, p_actor_email);
  return 'moved';
end;
$$;

-- Swaps the beds of two housed students, and their paid bookings. Both must be eligible for the other's hostel.
-- Outcomes: swapped, forbidden, not_housed, same_student, not_eligible.
create function public.swap_students(
  p_user_id uuid, p_other_id uuid, p_reason text, p_actor_id uuid, p_actor_email text)
returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_a public.beds%rowtype;
  v_b public.beds%rowtype;
  v_hostel_a text;
  v_hostel_b text;
begin
  if p_user_id = p_other_id then return 'same_student'; end if;
  perform public.lock_student(x) from unnest(array[p_user_id, p_other_id]) as x order by x;
  select * into v_a from public.beds b where b.occupant_id = p_user_id;
  select * into v_b from public.beds b where b.occupant_id = p_other_id;
  if v_a.id is null or v_b.id is null then return 'not_housed'; end if;
  perform public.lock_rooms(array[v_a.room_id, v_b.room_id]);
  select * into v_a from public.beds b where b.id = v_a.id for update;
  select * into v_b from public.beds b where b.id = v_b.id for update;
  select r.hostel_name into v_hostel_a from public.hostel_room r where r.id = v_a.room_id;
  select r.hostel_name into v_hostel_b from public.hostel_room r where r.id = v_b.room_id;
  if not public.member_serves_hostel(p_actor_id, v_hostel_a) or not public.member_serves_hostel(p_actor_id, v_hostel_b)
  then
    return 'forbidden';
  end if;
  if public.eligibility_problem(p_user_id, v_hostel_b) is not null
     or public.eligibility_problem(p_other_id, v_hostel_a) is not null then
    return 'not_eligible';
  end if;
  set constraints public.bookings_one_paid_per_bed deferred;
  update public.beds b
  set occupant_id = case b.id when v_a.id then p_other_id else p_user_id end,
      occupant_name = case b.id when v_a.id then v_b.occupant_name else v_a.occupant_name end,
      checked_in_at = case b.id when v_a.id then v_b.checked_in_at else v_a.checked_in_at end
  where b.id in (v_a.id, v_b.id);
  update public.bookings k
  set bed_id = case k.user_id when p_user_id then v_b.id else v_a.id end,
      room_id = case k.user_id when p_user_id then v_b.room_id else v_a.room_id end,
      updated_at = now()
  where k.status = 'paid' and ((k.user_id = p_user_id and k.bed_id = v_a.id) or (k.user_id = p_other_id and k.bed_id = v_b.id));
  set constraints public.bookings_one_paid_per_bed immediate;
  perform public.sync_room(x) from unnest(array[v_a.room_id, v_b.room_id]) as x;
  perform public.record_allotment('swap', p_user_id, v_a.id, v_b.id, p_reason, p_actor_id, p_actor_email);
  perform public.record_allotment('swap', p_other_id, v_b.id, v_a.id, p_reason, p_actor_id, p_actor_email);
  return 'swapped';
end;
$$;

-- Ends a student's allotment: the bed is free again and their paid booking ends (checked out); a refund, if any, is
-- the office's refund of that booking. Outcomes: ended, forbidden, not_housed.
create function public.end_allotment(p_user_id uuid, p_reason text, p_actor_id uuid, p_actor_email text)
returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_bed public.beds%rowtype;
begin
  select * into v_bed from public.beds b where b.occupant_id = p_user_id;
  if not found then return 'not_housed'; end if;
  if not public.member_serves_hostel(p_actor_id, (select r.hostel_name from public.hostel_room r where r.id = v_bed.room_id))
  then
    return 'forbidden';
  end if;
  perform public.lock_student(p_user_id);
  perform public.lock_rooms(array[v_bed.room_id]);
  select * into v_bed from public.beds b where b.occupant_id = p_user_id for update;
  if not found then return 'not_housed'; end if;
  update public.beds b set occupied = false, occupant_id = null, occupant_name = null, checked_in_at = null
  where b.id = v_bed.id;
  update public.bookings k set status = 'checked_out', ended_at = now(), updated_at = now()
  where k.bed_id = v_bed.id and k.user_id = p_user_id and k.status = 'paid';
  perform public.sync_room(v_bed.room_id);
  perform public.record_allotment('end', p_user_id, v_bed.id, null, p_reason, p_actor_id, p_actor_email);
  return 'ended';
end;
$$;

-- An allotment list (rows of {line, roll_number, hostel, wing, room, bed}) checked row by row against the database
-- and the list itself; with p_apply and no problem anywhere, every row is allotted in this one transaction, else
-- nothing is. A list is for final allotments: a row naming a hostel whose allotments are paid is refused. Problems:
-- unknown_student, unknown_bed, duplicate_student, duplicate_bed, forbidden, paid_hostel, already_housed,
-- bed_unavailable, not_eligible.
create function public.import_allotments(p_rows jsonb, p_apply boolean, p_actor_id uuid, p_actor_email text)
returns table (line integer, problem text, applied boolean)
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_row record;
  v_problems integer;
begin
  drop table if exists pg_temp.allotment_rows;
  create temporary table allotment_rows on commit drop as
  select (x ->> 'line')::integer as line, s.user_id, b.id as bed_id, r.hostel_name,
         count(*) over (partition by s.user_id) as student_rows, count(*) over (partition by b.id) as bed_rows,
         null::text as problem
  from jsonb_array_elements(p_rows) as x
  left join public.student_records s on s.roll_number = upper(btrim(x ->> 'roll_number'))
  left join public.hostel_room r
    on r.hostel_name = btrim(x ->> 'hostel') and r.wing_name = upper(btrim(x ->> 'wing'))
   and r.room_number::text = btrim(x ->> 'room')
  left join public.beds b on b.room_id = r.id and b.label = upper(btrim(x ->> 'bed'));

  update pg_temp.allotment_rows a set problem = case
    when a.user_id is null then 'unknown_student'
    when a.bed_id is null then 'unknown_bed'
    when a.student_rows > 1 then 'duplicate_student'
    when a.bed_rows > 1 then 'duplicate_bed'
    when not public.member_serves_hostel(p_actor_id, a.hostel_name) then 'forbidden'
    when (select h.office_allotment from public.hostels h where h.name = a.hostel_name) = 'paid' then 'paid_hostel'
    when exists (select 1 from public.beds b where b.occupant_id = a.user_id) then 'already_housed'
    else public.allotment_problem(a.user_id, a.bed_id)
  end;

  select count(*) into v_problems from pg_temp.allotment_rows a where a.problem is not null;
  if p_apply and v_problems = 0 then
    for v_row in select a.line, a.user_id, a.bed_id from pg_temp.allotment_rows a order by a.line loop
      -- Checked again under the locks: a row that lost its bed meanwhile undoes the whole list.
      if public.allot_bed(v_row.user_id, v_row.bed_id, 'Allotment list, line ' || v_row.line, p_actor_id,
                          p_actor_email) <> 'allotted' then
        raise exception 'allotment list row % changed while it was applied', v_row.line using errcode = '40001';
      end if;
    end loop;
  end if;
  return query select a.line, a.problem, p_apply and v_problems = 0 from pg_temp.allotment_rows a order by a.line;
end;
$$;

-- Sets what an allotment by the office does in a hostel; audited. Outcome changed | unchanged | not_found.
create function public.set_hostel_office_allotment(
  p_hostel_name text, p_rule text, p_actor_id uuid, p_actor_email text)
returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_before text;
begin
  select h.office_allotment into v_before from public.hostels h where h.name = p_hostel_name for update;
  if not found then return 'not_found'; end if;
  if v_before = p_rule then return 'unchanged'; end if;
  update public.hostels h set office_allotment = p_rule where h.name = p_hostel_name;
  perform public.record_audit('hostel.set_office_allotment', 'hostel', p_hostel_name,
    jsonb_build_object('office_allotment', v_before), jsonb_build_object('office_allotment', p_rule), null,
    p_actor_id, p_actor_email);
  return 'changed';
end;
$$;

-- A bed by the name the office gives it (Kanhar, A, 103, B); null when there is none.
create function public.bed_by_name(p_hostel_name text, p_wing_name text, p_room_number integer, p_label text)
returns bigint
language sql
stable
security definer
set search_path = ''
as $$
  select b.id from public.beds b join public.hostel_room r on r.id = b.room_id
  where r.hostel_name = p_hostel_name and r.wing_name = p_wing_name and r.room_number = p_room_number
    and b.label = p_label;
$$;

-- Students with a record, found by exact roll number, account id or email, or a fragment of the name, with the bed each
-- holds. A warden finds students without a bed (to allot) and their own hostels' residents, nobody else's.
create function public.find_allotment_students(p_query text, p_actor_id uuid)
returns table (user_id uuid, full_name text, roll_number text, bed jsonb)
language sql
stable
security definer
set search_path = ''
as $$
  select s.user_id, s.full_name, s.roll_number, public.bed_place(b.id)
  from public.student_records s
  join auth.users u on u.id = s.user_id
  left join public.beds b on b.occupant_id = s.user_id
  left join public.hostel_room r on r.id = b.room_id
  where (s.roll_number = upper(btrim(p_query))
         or s.user_id::text = lower(btrim(p_query))
         or lower(u.email) = lower(btrim(p_query))
         or strpos(lower(s.full_name), lower(btrim(p_query))) > 0)
    and (b.id is null or public.member_serves_hostel(p_actor_id, r.hostel_name))
  order by s.full_name, s.roll_number
  limit 20;
$$;

revoke execute on function
  public.bed_by_name(text, text, integer, text),
  public.find_allotment_students(text, uuid)
from public, anon, authenticated;

revoke execute on function
  public.end_allotment_offers_of_payer(),
  public.offer_allotted_bed(uuid, bigint, integer, text, uuid, text),
  public.set_hostel_office_allotment(text, text, uuid, text),
  public.bed_place(bigint),
  public.allotment_problem(uuid, bigint),
  public.drop_holds_of(uuid),
  public.record_allotment(text, uuid, bigint, bigint, text, uuid, text),
  public.allot_bed(uuid, bigint, text, uuid, text),
  public.move_student(uuid, bigint, text, uuid, text),
  public.swap_students(uuid, uuid, text, uuid, text),
  public.end_allotment(uuid, text, uuid, text),
  public.import_allotments(jsonb, boolean, uuid, text)
from public, anon, authenticated;
