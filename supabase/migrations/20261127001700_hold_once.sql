-- A hold is granted once and never stretched. Three ways round that are closed here:
-- - a switch between the two beds of one double (or to another room) started a fresh end, and, being on a room the
--   student already held, passed the waiting room's check without an admission;
-- - a hold that ran out could be taken again by the same student at once, with a fresh end;
-- - a hold taken again in its last five seconds started a fresh end.
-- So only a retry for the very bed the student holds live reuses that hold, unchanged and without asking again; every
-- other hold, a switch included, is a new hold that passes the window and admission checks, and ends no later than the
-- hold it replaces or any earlier hold of theirs on that room that has not ended. A student whose hold of a room ran
-- out unpaid may not hold a bed of that room again for hold_bed_cooldown(): outcome recently_lapsed, with retry_at.
-- A lapse needs no record of its own: bookings keep hold_ends_at, the end the hold was granted with.

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

-- The answer gains retry_at, so the function is replaced rather than redefined; otherwise as
-- 20261127000700_waitlist.sql left it, but for the retry, the switch, the end and the cooldown described above.
drop function public.hold_bed(bigint, text, uuid, integer, text, text, text, text, text, text, text, text, text, boolean);
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

revoke execute on function
  public.hold_bed_cooldown(),
  public.hold_retry_at(uuid, bigint),
  public.hold_bed(bigint, text, uuid, integer, text, text, text, text, text, text, text, text, text, boolean)
from public, anon, authenticated;
grant execute on function
  public.hold_bed(bigint, text, uuid, integer, text, text, text, text, text, text, text, text, text, boolean)
to service_role;
