-- Rules every hold obeys, added to the bed functions of 20261125000100_beds.sql:
-- - eligibility: a hold in a hostel the student may not live in answers not_eligible, with the rule in
--   words from eligibility_problem(), decided in the same transaction as the hold;
-- - reserved beds: a bed kept for someone until beds.reserved_until is free for nobody else (roommates);
-- - one lock order: every function that changes beds locks the student, then the rooms involved in id order, then
--   beds, then bookings, so concurrent switches, payments and the sweep wait for each other and never deadlock.

-- Locks rooms in id order (duplicates and nulls ignored).
create function public.lock_rooms(p_room_ids bigint[])
returns void
language plpgsql
set search_path = ''
as $$
begin
  perform 1 from public.hostel_room r where r.id = any (p_room_ids) order by r.id for update;
end;
$$;
comment on function public.lock_rooms(bigint[]) is 'Row-locks the given rooms in ascending id order: the one order every bed function takes its room locks in.';

-- A bed may be kept for someone (an invited roommate: 20261126000100_roommates.sql says for whom) until
-- reserved_until: not free for anyone else meanwhile. Public, like held_until.
alter table public.beds add column reserved_until timestamptz;
comment on column public.beds.reserved_until is 'Until when the bed is kept for someone (an invited roommate); later than now() means not free for anyone else, unless occupied.';
grant select (reserved_until) on public.beds to anon, authenticated;
-- The room summary counts a reserved bed as not free.
create or replace function public.sync_room(p_room_id bigint)
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
           bool_and(b.occupied or (b.held_by is not null and b.held_until > now()) or b.reserved_until > now())
             and (count(b.held_by) > 0 or count(*) filter (where not b.occupied and b.reserved_until > now()) > 0)
             as none_free,
           max(b.occupant_name) filter (where b.label = 'A') as a_name,
           (array_agg(b.occupant_id) filter (where b.label = 'A'))[1] as a_id,
           (array_agg(b.held_by order by b.held_until) filter (where b.held_by is not null))[1] as first_holder,
           least(min(b.held_until) filter (where b.held_by is not null),
                 min(b.reserved_until) filter (where not b.occupied and b.reserved_until > now())) as first_until
    from public.beds b where b.room_id = p_room_id
  ) s
  where r.id = p_room_id and exists (select 1 from public.beds b where b.room_id = p_room_id);
$$;

create or replace function public.room_availability()
returns table (hostel_name text, free integer, total integer)
language sql
stable
set search_path = ''
as $$
  select h.name,
         (count(b.id) filter (where not b.occupied and (b.held_until is null or b.held_until <= now())
                                and (b.reserved_until is null or b.reserved_until <= now())))::integer,
         count(b.id)::integer
  from public.hostels h
  left join public.hostel_room r on r.hostel_name = h.name
  left join public.beds b on b.room_id = r.id
  group by h.name, h.sort_order
  order by h.sort_order;
$$;
comment on function public.room_availability() is 'One row per hostel: beds neither occupied, nor under a live hold, nor reserved for an invited roommate; and all beds.';


-- Whether a bed is kept from p_user_id: while reserved_until lasts, from everyone (the roommates migration lets the
-- invitee through).
create function public.bed_reserved_against(p_bed public.beds, p_user_id uuid)
returns boolean
language sql
stable
set search_path = ''
as $$
  select coalesce(p_bed.reserved_until > now(), false);
$$;

-- The answer gains a column (problem), so the function is replaced rather than redefined.
drop function public.hold_bed(bigint, text, uuid, integer, text, text, text, text, text, text, text, text, text);

create function public.hold_bed(
  p_room_id bigint, p_hostel_name text, p_user_id uuid, p_hold_minutes integer, p_currency text,
  p_name text, p_email text, p_state text, p_city text, p_pincode text, p_user_type text, p_description text,
  p_bed text default null)
returns table (outcome text, booking_id bigint, reference text, bed_label text, wing_name text, room_number integer,
               amount_minor integer, currency text, held_until timestamptz, payment_intent_id text,
               superseded_intents text[], problem text)
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
  v_problem text;
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
      null::integer, null::text, null::timestamptz, null::text, null::text[], null::text;
    return;
  end if;

  v_problem := public.eligibility_problem(p_user_id, p_hostel_name);
  if v_problem is not null then
    return query select 'not_eligible'::text, null::bigint, null::text, null::text, null::text, null::integer,
      null::integer, null::text, null::timestamptz, null::text, null::text[], v_problem;
    return;
  end if;

  if exists (select 1 from public.beds b where b.occupant_id = p_user_id) then
    return query select 'already_booked'::text, null::bigint, null::text, null::text, null::text, null::integer,
      null::integer, null::text, null::timestamptz, null::text, null::text[], null::text;
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
        v_booking.payment_intent_id, '{}'::text[], null::text;
      return;
    end if;
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
      null::integer, null::text, null::timestamptz, null::text, null::text[], null::text;
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
    v_room.room_number, v_booking.amount_minor, v_booking.currency, v_bed.held_until, null::text, v_superseded,
    null::text;
end;
$$;
comment on function public.hold_bed(bigint, text, uuid, integer, text, text, text, text, text, text, text, text, text) is 'Atomically holds a free bed (p_bed, or the first free one) for one payer and opens a booking at the room''s price. One live hold per student: a new hold ends the old one (superseded_intents lists intents to cancel). Outcome held | not_found | not_eligible (problem says the rule in words) | unavailable | already_booked. A bed kept for someone (beds.reserved_until) is unavailable to everyone else.';

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

  -- Student, then rooms (this one and the payer's other hold, in id order), then bed, then booking: the order
  -- hold_bed takes, so the two never deadlock.
  perform public.lock_student(v_first.user_id);
  perform public.lock_rooms(array[v_first.room_id]
                            || array(select b.room_id from public.beds b where b.held_by = v_first.user_id));
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

revoke execute on function
  public.lock_rooms(bigint[]),
  public.bed_reserved_against(public.beds, uuid),
  public.hold_bed(bigint, text, uuid, integer, text, text, text, text, text, text, text, text, text)
from public, anon, authenticated;
grant execute on function
  public.hold_bed(bigint, text, uuid, integer, text, text, text, text, text, text, text, text, text)
to service_role;
