-- Beds: a single room has bed A, a double beds A and B, each sold on its own at the room's price.
-- A booking is for one bed. hostel_room keeps the spec's meaning: status true = no bed free, person1 = bed A's
-- occupant; it and the room's hold columns are a summary of its beds, kept by public.sync_room() in the same
-- transaction as every change to a bed.

create table public.beds (
  id bigint generated always as identity primary key,
  room_id bigint not null references public.hostel_room (id) on delete cascade,
  label text not null check (label in ('A', 'B')),
  -- Explicit rather than derived from occupant_id: rooms occupied before accounts existed name nobody we know.
  occupied boolean not null default false,
  occupant_id uuid references auth.users (id) on delete set null,
  occupant_name text check (occupant_name is null or char_length(occupant_name) between 1 and 200),
  held_by uuid references auth.users (id) on delete set null,
  held_until timestamptz,
  unique (room_id, label),
  check (occupied or (occupant_id is null and occupant_name is null)),
  -- An occupied bed is never also on hold.
  check (not (occupied and held_by is not null))
);
comment on table public.beds is 'One row per bed: a room has occupancy beds labelled A and B. occupant_id, occupant_name and held_by are personal data, hidden from visitors and students. Written only by the booking functions, which keep hostel_room.status, person1, occupant_id, held_by and held_until in step.';
-- One live hold per student, whatever the race: the booking functions clear a student's lapsed holds before a new one.
create unique index beds_one_hold_per_student on public.beds (held_by) where held_by is not null;
create index beds_occupant_idx on public.beds (occupant_id) where occupant_id is not null;
create index beds_held_until_idx on public.beds (held_until) where held_until is not null;

alter table public.beds enable row level security;
revoke all on public.beds from anon, authenticated;
grant select (id, room_id, label, occupied, held_until) on public.beds to anon, authenticated;
create policy "beds are readable by visitors" on public.beds
  for select to anon using (true);
create policy "beds are readable by signed-in users" on public.beds
  for select to authenticated using (true);

-- Bookings name their bed, a reference the payer can quote, and the end of the hold they were opened with
-- (so leaving the payment page and coming back never extends a hold).
alter table public.bookings
  add column bed_id bigint references public.beds (id) on delete restrict,
  add column reference text unique default upper(substr(md5(gen_random_uuid()::text), 1, 10)),
  add column hold_ends_at timestamptz;
comment on column public.bookings.reference is 'The booking reference shown to the payer (success page, receipt).';
comment on column public.bookings.hold_ends_at is 'When the hold this booking was opened with ends; a new hold by the same payer on the same bed before then keeps this end.';

-- The room summary: status (no bed free), person1/occupant_id (bed A), and the hold that keeps the room's last
-- free beds from sale (earliest end first), so every reader of hostel_room keeps its meaning.
create function public.sync_room(p_room_id bigint)
returns void
language sql
security definer
set search_path = ''
as $$
  update public.hostel_room r
  set status = s.all_occupied,
      person1 = s.a_name,
      occupant_id = s.a_id,
      held_by = case when s.none_free then s.first_holder end,
      held_until = case when s.none_free then s.first_until end
  from (
    select bool_and(b.occupied) as all_occupied,
           bool_and(b.occupied or (b.held_by is not null and b.held_until > now())) and count(b.held_by) > 0 as none_free,
           max(b.occupant_name) filter (where b.label = 'A') as a_name,
           (array_agg(b.occupant_id) filter (where b.label = 'A'))[1] as a_id,
           (array_agg(b.held_by order by b.held_until) filter (where b.held_by is not null))[1] as first_holder,
           min(b.held_until) filter (where b.held_by is not null) as first_until
    from public.beds b where b.room_id = p_room_id
  ) s
  where r.id = p_room_id and exists (select 1 from public.beds b where b.room_id = p_room_id);
$$;
comment on function public.sync_room(bigint) is 'Recomputes one room''s status, person1, occupant_id, held_by and held_until from its beds.';

-- Today's data: every room gets its beds; an occupied room's occupant (and a live hold) moves to bed A.
insert into public.beds (room_id, label, occupied, occupant_id, occupant_name, held_by, held_until)
select r.id, l.label,
       l.label = 'A' and r.status,
       case when l.label = 'A' and r.status then r.occupant_id end,
       case when l.label = 'A' and r.status then nullif(btrim(r.person1), '') end,
       null, null
from public.hostel_room r
cross join lateral (select 'A' as label union all select 'B' where r.occupancy = 2) l
order by r.id, l.label;

-- A live hold moves to bed A of its room, at most one per student (the newest); older ones end here.
with live as (
  select distinct on (r.held_by) r.id, r.held_by, r.held_until
  from public.hostel_room r
  where r.held_by is not null and r.held_until > now() and not r.status
  order by r.held_by, r.held_until desc
)
update public.beds b set held_by = live.held_by, held_until = live.held_until
from live where b.room_id = live.id and b.label = 'A';

update public.bookings k set bed_id = b.id
from public.beds b where b.room_id = k.room_id and b.label = 'A';
update public.bookings k set hold_ends_at = b.held_until
from public.beds b where k.bed_id = b.id and k.status = 'held' and b.held_by = k.user_id;
update public.bookings k set status = 'expired', updated_at = now()
where k.status = 'held' and k.hold_ends_at is null;
update public.bookings set reference = upper(substr(md5(gen_random_uuid()::text), 1, 10)) where reference is null;
alter table public.bookings alter column bed_id set not null, alter column reference set not null;

select public.sync_room(r.id) from public.hostel_room r;

drop index public.bookings_one_paid_per_room;
-- At most one paid booking per bed: the last line of defence against double booking.
create unique index bookings_one_paid_per_bed on public.bookings (bed_id) where status = 'paid';
create index bookings_bed_held_idx on public.bookings (bed_id) where status = 'held';
create index bookings_user_held_idx on public.bookings (user_id) where status = 'held';

-- Rooms added later (the seed, a new hostel's migration) get their beds as they are inserted.
create function public.create_room_beds()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into public.beds (room_id, label, occupied, occupant_id, occupant_name)
  select new.id, l.label, l.label = 'A' and new.status,
         case when l.label = 'A' and new.status then new.occupant_id end,
         case when l.label = 'A' and new.status then nullif(btrim(new.person1), '') end
  from (select 'A' as label union all select 'B' where new.occupancy = 2) l;
  perform public.sync_room(new.id);
  return null;
end;
$$;
comment on function public.create_room_beds() is 'After a room is inserted: its beds (A, and B for a double); an occupied room''s occupant takes bed A.';
create trigger hostel_room_beds after insert on public.hostel_room
  for each row execute function public.create_room_beds();

-- Free beds, not rooms: a bed neither occupied nor under a live hold.
create or replace function public.room_availability()
returns table (hostel_name text, free integer, total integer)
language sql
stable
set search_path = ''
as $$
  select h.name,
         (count(b.id) filter (where not b.occupied and (b.held_until is null or b.held_until <= now())))::integer,
         count(b.id)::integer
  from public.hostels h
  left join public.hostel_room r on r.hostel_name = h.name
  left join public.beds b on b.room_id = r.id
  group by h.name, h.sort_order
  order by h.sort_order;
$$;
comment on function public.room_availability() is 'One row per hostel: beds neither occupied nor under a live hold, and all beds. A lapsed hold counts as free.';

-- The bed functions replace the room ones.
drop function public.hold_room(bigint, text, uuid, integer, text, text, text, text, text, text, text, text);
drop function public.attach_payment_intent(bigint, text);

-- Serialises everything one student does to beds: one live hold and one owned bed per student, whatever the race.
create function public.lock_student(p_user_id uuid)
returns void
language sql
set search_path = ''
as $$
  select pg_advisory_xact_lock(hashtextextended('campus-hostel:student:' || p_user_id::text, 0));
$$;

create function public.hold_bed(
  p_room_id bigint, p_hostel_name text, p_user_id uuid, p_hold_minutes integer, p_currency text,
  p_name text, p_email text, p_state text, p_city text, p_pincode text, p_user_type text, p_description text,
  p_bed text default null)
returns table (outcome text, booking_id bigint, reference text, bed_label text, wing_name text, room_number integer,
               amount_minor integer, currency text, held_until timestamptz, payment_intent_id text,
               superseded_intents text[])
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_room public.hostel_room%rowtype;
  v_bed public.beds%rowtype;
  v_booking public.bookings%rowtype;
  v_until timestamptz;
  v_superseded text[];
  v_rooms bigint[];
begin
  if p_hold_minutes is null or p_hold_minutes < 1 or p_hold_minutes > 120 then
    raise exception 'hold minutes must be between 1 and 120' using errcode = '22023';
  end if;
  if p_bed is not null and p_bed not in ('A', 'B') then
    raise exception 'bed must be A or B' using errcode = '22023';
  end if;

  -- One student's holds run one at a time (any rooms); then the room lock serialises every buyer of this room.
  perform public.lock_student(p_user_id);
  select * into v_room from public.hostel_room r
  where r.id = p_room_id and r.hostel_name = p_hostel_name
  for update;
  if not found or (p_bed is not null and not exists (
    select 1 from public.beds b where b.room_id = p_room_id and b.label = p_bed)) then
    return query select 'not_found'::text, null::bigint, null::text, null::text, null::text, null::integer,
      null::integer, null::text, null::timestamptz, null::text, null::text[];
    return;
  end if;

  if exists (select 1 from public.beds b where b.occupant_id = p_user_id) then
    return query select 'already_booked'::text, null::bigint, null::text, null::text, null::text, null::integer,
      null::integer, null::text, null::timestamptz, null::text, null::text[];
    return;
  end if;

  -- The same payer coming back while the hold lasts (reload, second tab) keeps it, its end and its booking.
  select * into v_bed from public.beds b
  where b.room_id = p_room_id and b.held_by = p_user_id and b.held_until > now() and (p_bed is null or b.label = p_bed);
  if found then
    select * into v_booking from public.bookings k
    where k.bed_id = v_bed.id and k.user_id = p_user_id and k.status = 'held'
    order by k.id desc limit 1;
    if found then
      return query select 'held'::text, v_booking.id, v_booking.reference, v_bed.label, v_room.wing_name,
        v_room.room_number, v_booking.amount_minor, v_booking.currency, v_bed.held_until,
        v_booking.payment_intent_id, '{}'::text[];
      return;
    end if;
  end if;

  select * into v_bed from public.beds b
  where b.room_id = p_room_id and (p_bed is null or b.label = p_bed)
    and not b.occupied and (b.held_by is null or b.held_by = p_user_id or b.held_until <= now())
  order by b.label limit 1
  for update;
  if not found then
    return query select 'unavailable'::text, null::bigint, null::text, null::text, null::text, null::integer,
      null::integer, null::text, null::timestamptz, null::text, null::text[];
    return;
  end if;

  -- A switch: the student's other hold ends here (its intent is the server's to cancel), and so does any
  -- lapsed booking of someone else on this bed.
  with released as (
    update public.beds b set held_by = null, held_until = null
    where b.held_by = p_user_id
    returning b.room_id
  )
  select coalesce(array_agg(distinct released.room_id), '{}') into v_rooms from released;
  with expired as (
    update public.bookings k set status = 'expired', updated_at = now()
    where k.status = 'held' and (k.user_id = p_user_id or k.bed_id = v_bed.id)
    returning k.payment_intent_id, k.user_id
  )
  -- Only the payer's own: a lapsed booking of someone else stays payable and is refunded if paid.
  select coalesce(array_agg(expired.payment_intent_id)
                    filter (where expired.payment_intent_id is not null and expired.user_id = p_user_id), '{}')
  into v_superseded from expired;

  -- The hold's end comes from the first hold of this payer on this bed that has not ended yet: never extended.
  select least(min(k.hold_ends_at), now() + make_interval(mins => p_hold_minutes)) into v_until
  from public.bookings k
  where k.user_id = p_user_id and k.bed_id = v_bed.id and k.hold_ends_at > now() + interval '5 seconds';
  v_until := coalesce(v_until, now() + make_interval(mins => p_hold_minutes));

  update public.beds b set held_by = p_user_id, held_until = v_until where b.id = v_bed.id
  returning * into v_bed;

  insert into public.bookings (room_id, bed_id, user_id, amount_minor, currency, status, name, email, state, city,
                               pincode, user_type, description, hold_ends_at)
  values (p_room_id, v_bed.id, p_user_id, v_room.price_minor, lower(p_currency), 'held', p_name, p_email, p_state,
          p_city, p_pincode, coalesce(p_user_type, 'student'), coalesce(p_description, ''), v_until)
  returning * into v_booking;

  perform public.sync_room(x) from unnest(v_rooms || p_room_id) as x;

  return query select 'held'::text, v_booking.id, v_booking.reference, v_bed.label, v_room.wing_name,
    v_room.room_number, v_booking.amount_minor, v_booking.currency, v_bed.held_until, null::text, v_superseded;
end;
$$;
comment on function public.hold_bed(bigint, text, uuid, integer, text, text, text, text, text, text, text, text, text) is 'Atomically holds a free bed (p_bed, or the first free one) for one payer and opens a booking at the room''s price. One live hold per student: a new hold ends the old one (superseded_intents lists intents to cancel). Outcome held | not_found | unavailable | already_booked.';

-- False when the booking is no longer on hold (a later hold by the same student superseded it): the server then
-- cancels the intent it has just opened, so no payable intent outlives its hold.
create function public.attach_payment_intent(p_booking_id bigint, p_payment_intent_id text)
returns boolean
language sql
security definer
set search_path = ''
as $$
  with attached as (
    update public.bookings set payment_intent_id = p_payment_intent_id, updated_at = now()
    where id = p_booking_id and status = 'held'
      and (payment_intent_id is null or payment_intent_id = p_payment_intent_id)
    returning id
  )
  select exists (select 1 from attached);
$$;

create or replace function public.finalise_booking(p_payment_intent_id text)
returns table (outcome text, booking_id bigint, room_id bigint, user_id uuid, amount_minor integer)
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_first public.bookings%rowtype;
  v_bed public.beds%rowtype;
  v_booking public.bookings%rowtype;
  v_rooms bigint[];
begin
  select * into v_first from public.bookings b where b.payment_intent_id = p_payment_intent_id;
  if not found then
    return query select 'not_found'::text, null::bigint, null::bigint, null::uuid, null::integer;
    return;
  end if;

  -- Student, then room, then bed, then booking: the order hold_bed takes, so the two never deadlock.
  perform public.lock_student(v_first.user_id);
  perform 1 from public.hostel_room r where r.id = v_first.room_id for update;
  select * into v_bed from public.beds b where b.id = v_first.bed_id for update;
  select * into v_booking from public.bookings b where b.payment_intent_id = p_payment_intent_id for update;

  if v_booking.status = 'paid' then
    return query select 'already_paid'::text, v_booking.id, v_booking.room_id, v_booking.user_id, v_booking.amount_minor;
    return;
  end if;
  if v_booking.status = 'refunded' then
    return query select 'already_refunded'::text, v_booking.id, v_booking.room_id, v_booking.user_id, v_booking.amount_minor;
    return;
  end if;

  -- One bed per student: a payer who already owns a bed is refunded; a lapsed hold that nobody else took still
  -- goes to the payer who paid.
  if not exists (select 1 from public.beds b where b.occupant_id = v_booking.user_id)
     and not v_bed.occupied
     and (v_bed.held_by is null or v_bed.held_by = v_booking.user_id or v_bed.held_until <= now()) then
    with released as (
      update public.beds b set held_by = null, held_until = null
      where b.held_by = v_booking.user_id and b.id <> v_bed.id
      returning b.room_id
    )
    select coalesce(array_agg(distinct released.room_id), '{}') into v_rooms from released;
    update public.beds b
    set occupied = true, occupant_id = v_booking.user_id, occupant_name = v_booking.name, held_by = null, held_until = null
    where b.id = v_bed.id;
    update public.bookings b set status = 'paid', paid_at = now(), updated_at = now() where b.id = v_booking.id;
    update public.bookings b set status = 'expired', updated_at = now()
    where b.status = 'held' and b.id <> v_booking.id and (b.bed_id = v_bed.id or b.user_id = v_booking.user_id);
    perform public.sync_room(x) from unnest(v_rooms || v_booking.room_id) as x;
    return query select 'paid'::text, v_booking.id, v_booking.room_id, v_booking.user_id, v_booking.amount_minor;
    return;
  end if;

  return query select 'refund'::text, v_booking.id, v_booking.room_id, v_booking.user_id, v_booking.amount_minor;
end;
$$;
comment on function public.finalise_booking(text) is 'Turns a succeeded payment into an occupied bed exactly once, or reports that it must be refunded (bed taken, or the payer already owns a bed). Outcome paid | already_paid | refund | already_refunded | not_found.';

create or replace function public.release_booking(p_payment_intent_id text)
returns boolean
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_first public.bookings%rowtype;
  v_booking public.bookings%rowtype;
begin
  select * into v_first from public.bookings b where b.payment_intent_id = p_payment_intent_id;
  if not found then
    return false;
  end if;
  perform 1 from public.hostel_room r where r.id = v_first.room_id for update;
  perform 1 from public.beds b where b.id = v_first.bed_id for update;
  select * into v_booking from public.bookings b where b.payment_intent_id = p_payment_intent_id for update;
  -- Only a booking still on hold is released: a late cancel never undoes a payment.
  if v_booking.status <> 'held' then
    return false;
  end if;
  update public.bookings b set status = 'expired', updated_at = now() where b.id = v_booking.id;
  update public.beds b set held_by = null, held_until = null
  where b.id = v_booking.bed_id and b.held_by = v_booking.user_id and not b.occupied;
  perform public.sync_room(v_booking.room_id);
  return true;
end;
$$;

create or replace function public.release_expired_holds()
returns table (payment_intent_id text)
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_beds bigint[];
  v_rooms bigint[];
begin
  with lapsed as (
    update public.beds b set held_by = null, held_until = null
    where b.held_until <= now()
    returning b.id, b.room_id
  )
  select coalesce(array_agg(lapsed.id), '{}'), coalesce(array_agg(distinct lapsed.room_id), '{}')
  into v_beds, v_rooms from lapsed;
  perform public.sync_room(x) from unnest(v_rooms) as x;
  return query
  with expired as (
    update public.bookings b set status = 'expired', updated_at = now()
    where b.status = 'held' and b.bed_id = any (v_beds)
    returning b.payment_intent_id
  )
  select e.payment_intent_id from expired e where e.payment_intent_id is not null;
end;
$$;
comment on function public.release_expired_holds() is 'The periodic sweep: clears lapsed bed holds and expires their bookings; returns the intents the server should cancel.';

revoke execute on function
  public.sync_room(bigint),
  public.create_room_beds(),
  public.lock_student(uuid),
  public.hold_bed(bigint, text, uuid, integer, text, text, text, text, text, text, text, text, text),
  public.attach_payment_intent(bigint, text)
from public, anon, authenticated;
grant execute on function
  public.hold_bed(bigint, text, uuid, integer, text, text, text, text, text, text, text, text, text),
  public.attach_payment_intent(bigint, text)
to service_role;
