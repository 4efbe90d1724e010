-- Bookings: one row per payment attempt for a bed; the atomic hold, payment and release functions the server calls.

create table public.bookings (
  id bigint generated always as identity primary key,
  room_id bigint not null references public.hostel_room (id) on delete restrict,
  user_id uuid not null references auth.users (id) on delete restrict,
  payment_intent_id text unique,
  amount_minor integer not null check (amount_minor > 0),
  currency text not null check (currency ~ '^[a-z]{3}$'),
  status text not null default 'held' check (status in ('held', 'paid', 'expired', 'refunded', 'checked_out')),
  name text not null check (char_length(name) between 1 and 200),
  email text not null check (char_length(email) between 3 and 320),
  state text not null check (char_length(state) between 1 and 100),
  city text not null check (char_length(city) between 1 and 100),
  pincode text not null check (char_length(pincode) between 1 and 20),
  user_type text not null default 'student' check (user_type in ('student', 'guest')),
  description text not null default '' check (char_length(description) <= 2000),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  paid_at timestamptz,
  -- The bed, a reference the payer can quote, and the end of the hold the booking was opened with (so leaving the
  -- payment page and coming back never extends a hold).
  bed_id bigint not null references public.beds (id) on delete restrict,
  reference text not null unique default upper(substr(md5(gen_random_uuid()::text), 1, 10)),
  hold_ends_at timestamptz,
  ended_at timestamptz,
  refunded_at timestamptz,
  refund_reason text check (char_length(refund_reason) <= 500),
  refund_id text
);

comment on table public.bookings is 'Beyond the spec: one row per payment attempt for a room, with the booking form data. held -> paid | expired | refunded; written only by the server through the booking functions.';

comment on column public.bookings.reference is 'The booking reference shown to the payer (success page, receipt).';

comment on column public.bookings.hold_ends_at is 'When the hold this booking was opened with ends; a new hold by the same payer on the same bed before then keeps this end.';

comment on column public.bookings.ended_at is 'When the office checked the occupant out (status checked_out): the bed is free again.';

create index bookings_user_idx on public.bookings (user_id, created_at desc);

create index bookings_room_idx on public.bookings (room_id) where status = 'held';

alter table public.bookings enable row level security;

revoke all on public.bookings from anon, authenticated;

-- Bookings: read-only for their owner and admins; written by the server's functions only.
grant select on public.bookings to authenticated;

create policy "students read own bookings" on public.bookings
  for select to authenticated using (user_id = (select auth.uid()));

-- At most one paid booking per bed: the last line of defence against double booking.
create unique index bookings_one_paid_per_bed on public.bookings (bed_id) where status = 'paid';

create index bookings_bed_held_idx on public.bookings (bed_id) where status = 'held';

create index bookings_user_held_idx on public.bookings (user_id) where status = 'held';

create policy "office reads all bookings" on public.bookings
  for select to authenticated using ((select public.is_office()));

create function public.mark_booking_refunded(p_payment_intent_id text)
returns void
language sql
security definer
set search_path = ''
as $$
  update public.bookings set status = 'refunded', updated_at = now()
  where payment_intent_id = p_payment_intent_id and status <> 'paid';
$$;

-- Serialises everything one student does to beds: one live hold and one owned bed per student, whatever the race.
create function public.lock_student(p_user_id uuid)
returns void
language sql
set search_path = ''
as $$
  select pg_advisory_xact_lock(hashtextextended('campus-hostel:student:' || p_user_id::text, 0));
$$;

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

create function public.release_booking(p_payment_intent_id text)
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

create function public.release_expired_holds()
returns table (payment_intent_id text)
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_beds bigint[];
  v_rooms bigint[];
begin
  -- Rooms before beds, in id order, as every bed function locks them. now() is the transaction's start, so no bed
  -- lapses between the lock and the update; a bed whose room was not locked (held since) waits for the next sweep.
  select coalesce(array_agg(distinct b.room_id), '{}') into v_rooms from public.beds b where b.held_until <= now();
  perform public.lock_rooms(v_rooms);
  with lapsed as (
    update public.beds b set held_by = null, held_until = null
    where b.held_until <= now() and b.room_id = any (v_rooms)
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

-- A payment event replayed after check-out or an office refund changes nothing: the booking has ended.
create function public.finalise_booking(p_payment_intent_id text)
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

  perform public.lock_student(v_first.user_id);
  perform public.lock_rooms(array[v_first.room_id]
                            || array(select b.room_id from public.beds b where b.held_by = v_first.user_id));
  select * into v_bed from public.beds b where b.id = v_first.bed_id for update;
  select * into v_booking from public.bookings b where b.payment_intent_id = p_payment_intent_id for update;

  if v_booking.status in ('paid', 'checked_out') then
    return query select 'already_paid'::text, v_booking.id, v_booking.room_id, v_booking.user_id, v_booking.amount_minor;
    return;
  end if;
  if v_booking.status = 'refunded' then
    return query select 'already_refunded'::text, v_booking.id, v_booking.room_id, v_booking.user_id, v_booking.amount_minor;
    return;
  end if;

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

create function public.hold_bed_cooldown()
returns interval
language sql
immutable
set search_path = ''
as $$
  select interval '10 minutes';
$$;

comment on function public.hold_bed_cooldown() is 'How long a student waits before holding a bed of a room again after their hold of it ran out unpaid.';

-- When the student may hold a bed of the room again: the latest end of a hold of theirs on it that ran out unpaid, plus
-- the cooldown, while that is still ahead; else null.
create function public.hold_retry_at(p_user_id uuid, p_room_id bigint)
returns timestamptz
language sql
stable
set search_path = ''
as $$
  select max(k.hold_ends_at) + public.hold_bed_cooldown()
  from public.bookings k
  where k.user_id = p_user_id and k.room_id = p_room_id and k.status in ('held', 'expired')
    and k.hold_ends_at <= now() and k.hold_ends_at > now() - public.hold_bed_cooldown();
$$;

comment on function public.hold_retry_at(uuid, bigint) is 'When the student may hold a bed of the room again after a hold of theirs on it ran out unpaid (hold_bed_cooldown after its end), or null when they may now.';

create function public.hold_bed(
  p_room_id bigint, p_hostel_name text, p_user_id uuid, p_hold_minutes integer, p_currency text,
  p_name text, p_email text, p_state text, p_city text, p_pincode text, p_user_type text, p_description text,
  p_bed text default null, p_waiting_room boolean default false)
returns table (outcome text, booking_id bigint, reference text, bed_label text, wing_name text, room_number integer,
               amount_minor integer, currency text, held_until timestamptz, payment_intent_id text,
               superseded_intents text[], problem text, opens_at timestamptz, retry_at timestamptz)
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_room public.hostel_room%rowtype;
  v_bed public.beds%rowtype;
  v_booking public.bookings%rowtype;
  v_until timestamptz;
  v_retry_at timestamptz;
  v_superseded text[];
  v_rooms bigint[];
  v_problem text;
  v_window record;
begin
  if p_hold_minutes is null or p_hold_minutes < 1 or p_hold_minutes > 120 then
    raise exception 'hold minutes must be between 1 and 120' using errcode = '22023';
  end if;
  if p_bed is not null and p_bed not in ('A', 'B') then
    raise exception 'bed must be A or B' using errcode = '22023';
  end if;

  -- One student's holds run one at a time (any rooms). Then this room and the room of the student's current hold
  -- (a switch releases it), locked in id order as every bed function does, so two students switching crosswise
  -- between the same two rooms wait for each other instead of deadlocking.
  perform public.lock_student(p_user_id);
  perform public.lock_rooms(array[p_room_id] || array(select b.room_id from public.beds b where b.held_by = p_user_id));
  select * into v_room from public.hostel_room r
  where r.id = p_room_id and r.hostel_name = p_hostel_name
  for update;
  if not found or (p_bed is not null and not exists (
    select 1 from public.beds b where b.room_id = p_room_id and b.label = p_bed)) then
    return query select 'not_found'::text, null::bigint, null::text, null::text, null::text, null::integer,
      null::integer, null::text, null::timestamptz, null::text, null::text[], null::text, null::timestamptz,
      null::timestamptz;
    return;
  end if;

  v_problem := public.eligibility_problem(p_user_id, p_hostel_name);
  if v_problem is not null then
    return query select 'not_eligible'::text, null::bigint, null::text, null::text, null::text, null::integer,
      null::integer, null::text, null::timestamptz, null::text, null::text[], v_problem, null::timestamptz,
      null::timestamptz;
    return;
  end if;

  if exists (select 1 from public.beds b where b.occupant_id = p_user_id) then
    return query select 'already_booked'::text, null::bigint, null::text, null::text, null::text, null::integer,
      null::integer, null::text, null::timestamptz, null::text, null::text[], null::text, null::timestamptz,
      null::timestamptz;
    return;
  end if;

  -- The one reuse: the payer coming back for the very bed they hold live (reload, second tab, declined card) gets that
  -- hold as it is, its end and its booking, without asking the window or the waiting room again: the hold was granted
  -- inside them. Any other bed, of this room or another, is a new hold below.
  select * into v_bed from public.beds b
  where b.room_id = p_room_id and b.held_by = p_user_id and b.held_until > now() and (p_bed is null or b.label = p_bed);
  if found then
    select * into v_booking from public.bookings k
    where k.bed_id = v_bed.id and k.user_id = p_user_id and k.status = 'held'
    order by k.id desc limit 1;
    if found then
      return query select 'held'::text, v_booking.id, v_booking.reference, v_bed.label, v_room.wing_name,
        v_room.room_number, v_booking.amount_minor, v_booking.currency, v_bed.held_until,
        v_booking.payment_intent_id, '{}'::text[], null::text, null::timestamptz, null::timestamptz;
      return;
    end if;
  end if;

  -- A new hold only inside the student's open window for this hostel (while any window exists), unless the bed is
  -- offered to them from the waitlist.
  select * into v_window from public.selection_window_state(p_user_id, p_hostel_name);
  if not v_window.open and not public.waitlist_offered(p_user_id, p_room_id, p_bed) then
    return query select 'outside_window'::text, null::bigint, null::text, null::text, null::text, null::integer,
      null::integer, null::text, null::timestamptz, null::text, null::text[], null::text, v_window.opens_at,
      null::timestamptz;
    return;
  end if;

  -- The waiting room meters every new hold in hostels under selection, a switch included.
  if p_waiting_room and not public.waiting_room_admitted(p_user_id, p_room_id) then
    return query select 'not_admitted'::text, null::bigint, null::text, null::text, null::text, null::integer,
      null::integer, null::text, null::timestamptz, null::text, null::text[], null::text, null::timestamptz,
      null::timestamptz;
    return;
  end if;

  v_retry_at := public.hold_retry_at(p_user_id, p_room_id);
  if v_retry_at is not null then
    return query select 'recently_lapsed'::text, null::bigint, null::text, null::text, null::text, null::integer,
      null::integer, null::text, null::timestamptz, null::text, null::text[], null::text, null::timestamptz,
      v_retry_at;
    return;
  end if;

  select * into v_bed from public.beds b
  where b.room_id = p_room_id and (p_bed is null or b.label = p_bed)
    and not b.occupied and (b.held_by is null or b.held_by = p_user_id or b.held_until <= now())
    -- A bed kept for someone (an invited roommate) is free only for them.
    and not public.bed_reserved_against(b, p_user_id)
  order by b.label limit 1
  for update;
  if not found then
    return query select 'unavailable'::text, null::bigint, null::text, null::text, null::text, null::integer,
      null::integer, null::text, null::timestamptz, null::text, null::text[], null::text, null::timestamptz,
      null::timestamptz;
    return;
  end if;

  -- Never a later end than the hold this one replaces, nor than an earlier hold of theirs on this room that has not
  -- ended (left, or switched away from): switching, leaving and coming back gain no time.
  select least(now() + make_interval(mins => p_hold_minutes),
               (select min(b.held_until) from public.beds b where b.held_by = p_user_id and b.held_until > now()),
               (select min(k.hold_ends_at) from public.bookings k
                where k.user_id = p_user_id and k.room_id = p_room_id and k.status in ('held', 'expired')
                  and k.hold_ends_at > now()))
  into v_until;

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

  update public.beds b set held_by = p_user_id, held_until = v_until where b.id = v_bed.id
  returning * into v_bed;

  insert into public.bookings (room_id, bed_id, user_id, amount_minor, currency, status, name, email, state, city,
                               pincode, user_type, description, hold_ends_at)
  values (p_room_id, v_bed.id, p_user_id, v_room.price_minor, lower(p_currency), 'held', p_name, p_email, p_state,
          p_city, p_pincode, coalesce(p_user_type, 'student'), coalesce(p_description, ''), v_until)
  returning * into v_booking;

  perform public.sync_room(x) from unnest(v_rooms || p_room_id) as x;

  return query select 'held'::text, v_booking.id, v_booking.reference, v_bed.label, v_room.wing_name,
    v_room.room_number, v_booking.amount_minor, v_booking.currency, v_bed.held_until, null::text, v_superseded,
    null::text, null::timestamptz, null::timestamptz;
end;
$$;

comment on function public.hold_bed(bigint, text, uuid, integer, text, text, text, text, text, text, text, text, text, boolean) is 'Atomically holds a free bed (p_bed, or the first free one) for one payer and opens a booking at the room''s price. A retry for the bed the payer holds live answers that hold unchanged; any other hold is new: it passes the window and admission checks, ends the payer''s other hold (superseded_intents lists intents to cancel) and ends no later than it, nor than an unended earlier hold of theirs on the room. Outcome held | not_found | not_eligible (problem says the rule in words) | already_booked | outside_window (opens_at: when theirs next opens, or null) | not_admitted | recently_lapsed (a hold of theirs on the room ran out unpaid; retry_at: when they may hold there again) | unavailable. A bed kept for someone (beds.reserved_until) or for the waitlist is unavailable to everyone else.';

-- Hosted Supabase lets anon, authenticated and service_role execute every new function: take back what each may not.
revoke execute on function
  public.attach_payment_intent(bigint, text),
  public.finalise_booking(text),
  public.hold_bed(bigint, text, uuid, integer, text, text, text, text, text, text, text, text, text, boolean),
  public.hold_bed_cooldown(),
  public.hold_retry_at(uuid, bigint),
  public.lock_student(uuid),
  public.mark_booking_refunded(text),
  public.release_booking(text),
  public.release_expired_holds()
from public, anon, authenticated;
