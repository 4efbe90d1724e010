-- Status checks for visitors, availability for the status page, and the atomic booking and
-- resolving functions the server calls with the service role.

create or replace function public.room_availability()
returns table (hostel_name text, free integer, total integer)
language sql
stable
set search_path = ''
as $$
  select h.name,
         (count(r.id) filter (where not r.status and (r.held_until is null or r.held_until <= now())))::integer,
         count(r.id)::integer
  from (values ('Kanhar', 1), ('Gopad', 2), ('Indravati', 3), ('Shivnath', 4)) as h (name, ord)
  left join public.hostel_room r on r.hostel_name = h.name
  group by h.name, h.ord
  order by h.ord;
$$;
comment on function public.room_availability() is 'One row per hostel: rooms neither occupied nor under a live hold, and all rooms. A lapsed hold counts as free.';

-- Security definer so a visitor learns the status and nothing else about the row.
create or replace function public.application_status(p_application_id text)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select a.status from public.application_table a where a.application_id = upper(btrim(p_application_id));
$$;
comment on function public.application_status(text) is 'The status of one application by its application_id, or null when there is none.';

create or replace function public.complaint_status(p_complaint_id bigint)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select c.resolved from public.complaints_table c where c.id = p_complaint_id;
$$;
comment on function public.complaint_status(bigint) is 'Whether one complaint is resolved, by its id, or null when there is none.';

create or replace function public.hold_room(
  p_room_id bigint, p_hostel_name text, p_user_id uuid, p_hold_minutes integer, p_currency text,
  p_name text, p_email text, p_state text, p_city text, p_pincode text, p_user_type text, p_description text)
returns table (outcome text, booking_id bigint, amount_minor integer, currency text, held_until timestamptz, payment_intent_id text)
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_room public.hostel_room%rowtype;
  v_booking public.bookings%rowtype;
begin
  if p_hold_minutes is null or p_hold_minutes < 1 or p_hold_minutes > 120 then
    raise exception 'hold minutes must be between 1 and 120' using errcode = '22023';
  end if;

  -- The row lock serialises every buyer of this room; the checks below see the latest state.
  select * into v_room from public.hostel_room r
  where r.id = p_room_id and r.hostel_name = p_hostel_name
  for update;
  if not found then
    return query select 'not_found'::text, null::bigint, null::integer, null::text, null::timestamptz, null::text;
    return;
  end if;

  if v_room.status or (v_room.held_by is distinct from p_user_id and v_room.held_until > now()) then
    return query select 'unavailable'::text, null::bigint, null::integer, null::text, null::timestamptz, null::text;
    return;
  end if;

  -- The same payer coming back while the hold lasts keeps it (not extended) and its booking.
  if v_room.held_by = p_user_id and v_room.held_until > now() then
    select * into v_booking from public.bookings b
    where b.room_id = p_room_id and b.user_id = p_user_id and b.status = 'held'
    order by b.id desc limit 1;
    if found then
      return query select 'held'::text, v_booking.id, v_booking.amount_minor, v_booking.currency, v_room.held_until, v_booking.payment_intent_id;
      return;
    end if;
  end if;

  -- One live hold per student: taking this room gives up any other room they were holding.
  update public.hostel_room r set held_by = null, held_until = null
  where r.held_by = p_user_id and r.id <> p_room_id and r.held_until > now() and not r.status;
  update public.bookings b set status = 'expired', updated_at = now()
  where b.status = 'held' and (b.room_id = p_room_id or b.user_id = p_user_id);

  update public.hostel_room r
  set held_by = p_user_id, held_until = now() + make_interval(mins => p_hold_minutes)
  where r.id = p_room_id
  returning * into v_room;

  insert into public.bookings (room_id, user_id, amount_minor, currency, status, name, email, state, city, pincode, user_type, description)
  values (p_room_id, p_user_id, v_room.price_minor, lower(p_currency), 'held', p_name, p_email, p_state, p_city, p_pincode,
          coalesce(p_user_type, 'student'), coalesce(p_description, ''))
  returning * into v_booking;

  return query select 'held'::text, v_booking.id, v_booking.amount_minor, v_booking.currency, v_room.held_until, null::text;
end;
$$;
comment on function public.hold_room(bigint, text, uuid, integer, text, text, text, text, text, text, text, text) is 'Atomically holds a vacant room for one payer and opens a booking at the room''s price. Outcome held | not_found | unavailable.';

create or replace function public.attach_payment_intent(p_booking_id bigint, p_payment_intent_id text)
returns void
language sql
security definer
set search_path = ''
as $$
  update public.bookings set payment_intent_id = p_payment_intent_id, updated_at = now()
  where id = p_booking_id and (payment_intent_id is null or payment_intent_id = p_payment_intent_id);
$$;

create or replace function public.finalise_booking(p_payment_intent_id text)
returns table (outcome text, booking_id bigint, room_id bigint, user_id uuid, amount_minor integer)
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_room_id bigint;
  v_room public.hostel_room%rowtype;
  v_booking public.bookings%rowtype;
begin
  select b.room_id into v_room_id from public.bookings b where b.payment_intent_id = p_payment_intent_id;
  if not found then
    return query select 'not_found'::text, null::bigint, null::bigint, null::uuid, null::integer;
    return;
  end if;

  -- Room first, then booking: the same lock order as hold_room, so the two never deadlock.
  select * into v_room from public.hostel_room r where r.id = v_room_id for update;
  select * into v_booking from public.bookings b where b.payment_intent_id = p_payment_intent_id for update;

  if v_booking.status = 'paid' then
    return query select 'already_paid'::text, v_booking.id, v_booking.room_id, v_booking.user_id, v_booking.amount_minor;
    return;
  end if;
  if v_booking.status = 'refunded' then
    return query select 'already_refunded'::text, v_booking.id, v_booking.room_id, v_booking.user_id, v_booking.amount_minor;
    return;
  end if;

  -- A lapsed hold that nobody else took still goes to the payer who paid.
  if not v_room.status and (v_room.held_by is null or v_room.held_by = v_booking.user_id or v_room.held_until <= now()) then
    update public.hostel_room r
    set status = true, person1 = v_booking.name, occupant_id = v_booking.user_id, held_by = null, held_until = null
    where r.id = v_room.id;
    update public.bookings b set status = 'paid', paid_at = now(), updated_at = now() where b.id = v_booking.id;
    update public.bookings b set status = 'expired', updated_at = now()
    where b.room_id = v_room.id and b.status = 'held' and b.id <> v_booking.id;
    return query select 'paid'::text, v_booking.id, v_booking.room_id, v_booking.user_id, v_booking.amount_minor;
    return;
  end if;

  return query select 'refund'::text, v_booking.id, v_booking.room_id, v_booking.user_id, v_booking.amount_minor;
end;
$$;
comment on function public.finalise_booking(text) is 'Turns a succeeded payment into an occupied room exactly once, or reports that it must be refunded. Outcome paid | already_paid | refund | already_refunded | not_found.';

create or replace function public.mark_booking_refunded(p_payment_intent_id text)
returns void
language sql
security definer
set search_path = ''
as $$
  update public.bookings set status = 'refunded', updated_at = now()
  where payment_intent_id = p_payment_intent_id and status <> 'paid';
$$;

create or replace function public.release_booking(p_payment_intent_id text)
returns boolean
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_room_id bigint;
  v_booking public.bookings%rowtype;
begin
  select b.room_id into v_room_id from public.bookings b where b.payment_intent_id = p_payment_intent_id;
  if not found then
    return false;
  end if;
  perform 1 from public.hostel_room r where r.id = v_room_id for update;
  select * into v_booking from public.bookings b where b.payment_intent_id = p_payment_intent_id for update;
  -- Only a booking still on hold is released: a late cancel never undoes a payment.
  if v_booking.status <> 'held' then
    return false;
  end if;
  update public.bookings b set status = 'expired', updated_at = now() where b.id = v_booking.id;
  update public.hostel_room r set held_by = null, held_until = null
  where r.id = v_room_id and r.held_by = v_booking.user_id and not r.status;
  return true;
end;
$$;

create or replace function public.release_expired_holds()
returns table (payment_intent_id text)
language sql
security definer
set search_path = ''
as $$
  with lapsed as (
    update public.hostel_room r set held_by = null, held_until = null
    where r.held_until <= now()
    returning r.id
  ), expired as (
    update public.bookings b set status = 'expired', updated_at = now()
    where b.status = 'held' and b.room_id in (select id from lapsed)
    returning b.payment_intent_id
  )
  select e.payment_intent_id from expired e where e.payment_intent_id is not null;
$$;
comment on function public.release_expired_holds() is 'The periodic sweep: clears lapsed holds and expires their bookings; returns the intents the server should cancel.';

create or replace function public.resolve_application(p_application_id text, p_admin_email text)
returns table (application_id text, status boolean)
language sql
security definer
set search_path = ''
as $$
  update public.application_table a
  set status = true, resolved_at = coalesce(a.resolved_at, now()), resolved_by = coalesce(a.resolved_by, p_admin_email)
  where a.application_id = upper(btrim(p_application_id))
  returning a.application_id, a.status;
$$;

create or replace function public.resolve_complaint(p_complaint_id bigint, p_admin_email text)
returns table (complaint_id bigint, resolved boolean)
language sql
security definer
set search_path = ''
as $$
  update public.complaints_table c
  set resolved = true, resolved_at = coalesce(c.resolved_at, now()), resolved_by = coalesce(c.resolved_by, p_admin_email)
  where c.id = p_complaint_id
  returning c.id, c.resolved;
$$;

-- Functions are executable by public by default; the server's functions are for the service role only.
revoke execute on function
  public.hold_room(bigint, text, uuid, integer, text, text, text, text, text, text, text, text),
  public.attach_payment_intent(bigint, text),
  public.finalise_booking(text),
  public.mark_booking_refunded(text),
  public.release_booking(text),
  public.release_expired_holds(),
  public.resolve_application(text, text),
  public.resolve_complaint(bigint, text)
from public, anon, authenticated;
grant execute on function
  public.hold_room(bigint, text, uuid, integer, text, text, text, text, text, text, text, text),
  public.attach_payment_intent(bigint, text),
  public.finalise_booking(text),
  public.mark_booking_refunded(text),
  public.release_booking(text),
  public.release_expired_holds(),
  public.resolve_application(text, text),
  public.resolve_complaint(bigint, text)
to service_role;
grant execute on function public.room_availability(), public.application_status(text), public.complaint_status(bigint), public.is_admin()
  to anon, authenticated;
