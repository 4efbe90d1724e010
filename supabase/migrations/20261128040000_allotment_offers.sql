-- Allotment by the hostel's rules: in a hostel whose rule is 'paid', the office's allotment offers the bed to the
-- student, kept for them for a while, and it becomes theirs when they pay for it by card as any booking is paid; in
-- a hostel whose rule is 'final' (the default) the office's allotment gives the bed at once, without payment.

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

-- As before, and in a hostel whose allotments are paid the bed is offered (outcome 'offered') rather than given.
create or replace function public.allot_bed(
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

-- An allotment list is for final allotments: a list naming a hostel whose allotments are paid is refused row by row.
create or replace function public.import_allotments(p_rows jsonb, p_apply boolean, p_actor_id uuid, p_actor_email text)
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

revoke execute on function
  public.end_allotment_offers_of_payer(),
  public.offer_allotted_bed(uuid, bigint, integer, text, uuid, text),
  public.set_hostel_office_allotment(text, text, uuid, text)
from public, anon, authenticated;
