-- Selection windows: the admin sets when students may select, for which hostels, and who may select in
-- each window: everyone, a list of emails, or slots drawn at random for a list (N students every M minutes from the
-- window's opening). A hostel is under selection while a window that covers it has not closed: then hold_bed holds a
-- bed there only inside an open window that admits the student, decided in the hold's own transaction. A hostel no
-- window covers, or whose windows have all closed, is booked as before (selection is over: what is left is first come).
-- Windows are written by the server (which checks the admin) through the functions below, each audited in the same
-- transaction; the office reads them through RLS; a student learns only their own windows, through the server.

create table public.selection_windows (
  id bigint generated always as identity primary key,
  name text not null check (char_length(btrim(name)) between 1 and 120),
  opens_at timestamptz not null,
  closes_at timestamptz not null,
  audience text not null check (audience in ('everyone', 'emails', 'slots')),
  -- Slots: slot_size students every slot_minutes minutes, from opens_at.
  slot_size integer check (slot_size between 1 and 10000),
  slot_minutes integer check (slot_minutes between 1 and 1440),
  created_by uuid references auth.users (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint selection_windows_order check (closes_at > opens_at),
  constraint selection_windows_slots check (
    case audience when 'slots' then slot_size is not null and slot_minutes is not null
                  else slot_size is null and slot_minutes is null end)
);
comment on table public.selection_windows is 'When students may hold beds: name, opens and closes, who may select (everyone, listed emails, or slots of slot_size students every slot_minutes minutes drawn at random). While a window covering a hostel has not closed, holds there happen only inside a window open for the student. Office reads; written through save_selection_window().';

create table public.selection_window_hostels (
  window_id bigint not null references public.selection_windows (id) on delete cascade,
  hostel_name text not null references public.hostels (name) on update cascade,
  primary key (window_id, hostel_name)
);
comment on table public.selection_window_hostels is 'The hostels a selection window covers.';
create index selection_window_hostels_hostel_idx on public.selection_window_hostels (hostel_name);

create table public.selection_window_members (
  window_id bigint not null references public.selection_windows (id) on delete cascade,
  email text not null check (char_length(email) between 3 and 320 and email = lower(email)
                              and email ~ '^[^[:space:]@]+@[^[:space:]@]+\.[^[:space:]@]+$'),
  -- Slots only: the member's place in the random draw (1-based) and when their slot opens.
  place integer check (place >= 1),
  slot_opens_at timestamptz,
  primary key (window_id, email),
  constraint selection_window_members_slot check ((place is null) = (slot_opens_at is null))
);
comment on table public.selection_window_members is 'Who a window admits when its audience is emails or slots, by account email (lower case); for slots, each member''s place in the draw and the start of their slot, drawn once when the list is saved.';
create index selection_window_members_email_idx on public.selection_window_members (email);

-- The office reads every window, its hostels and its members; nobody writes but the functions below.
alter table public.selection_windows enable row level security;
alter table public.selection_window_hostels enable row level security;
alter table public.selection_window_members enable row level security;
revoke all on public.selection_windows, public.selection_window_hostels, public.selection_window_members
  from anon, authenticated;
grant select on public.selection_windows, public.selection_window_hostels, public.selection_window_members
  to authenticated;
create policy "office reads selection windows" on public.selection_windows
  for select to authenticated using ((select public.is_office()));
create policy "office reads selection window hostels" on public.selection_window_hostels
  for select to authenticated using ((select public.is_office()));
create policy "office reads selection window members" on public.selection_window_members
  for select to authenticated using ((select public.is_office()));

-- The windows that admit a student for a hostel, with when each opens for them (their slot's start for slots).
create function public.student_window_times(p_user_id uuid, p_hostel_name text)
returns table (window_id bigint, starts_at timestamptz, closes_at timestamptz)
language sql
stable
security definer
set search_path = ''
as $$
  select w.id, greatest(w.opens_at, m.slot_opens_at), w.closes_at
  from public.selection_windows w
  left join public.selection_window_members m
    on m.window_id = w.id and m.email = (select lower(u.email) from auth.users u where u.id = p_user_id)
  where (w.audience = 'everyone' or m.email is not null)
    and (p_hostel_name is null or exists (
      select 1 from public.selection_window_hostels h where h.window_id = w.id and h.hostel_name = p_hostel_name));
$$;

-- Whether the student may hold in the hostel now; if not, when a window of theirs next opens (null: none will).
create function public.selection_window_state(p_user_id uuid, p_hostel_name text)
returns table (open boolean, opens_at timestamptz)
language sql
stable
security definer
set search_path = ''
as $$
  select o.open, case when not o.open then (
           select min(t.starts_at) from public.student_window_times(p_user_id, p_hostel_name) t
           where t.starts_at > now() and t.starts_at < t.closes_at) end
  from (
    select not exists (select 1 from public.selection_windows w
                       join public.selection_window_hostels h on h.window_id = w.id
                       where h.hostel_name = p_hostel_name and w.closes_at > now())
           or exists (select 1 from public.student_window_times(p_user_id, p_hostel_name) t
                      where t.starts_at <= now() and t.closes_at > now()) as open
  ) o;
$$;
comment on function public.selection_window_state(uuid, text) is 'open: the student may hold a bed of the hostel now (no window covering the hostel is still to close, or one admits them and is open: everyone, their email listed, or their slot started, and not closed). Else opens_at: the next time one of their windows for that hostel opens, or null.';

-- The one hold path now answers outside_window too (with opens_at), so the answer gains a column and the function is
-- replaced rather than redefined; everything else is as 20261125000200_hold_rules.sql left it.
drop function public.hold_bed(bigint, text, uuid, integer, text, text, text, text, text, text, text, text, text);

create function public.hold_bed(
  p_room_id bigint, p_hostel_name text, p_user_id uuid, p_hold_minutes integer, p_currency text,
  p_name text, p_email text, p_state text, p_city text, p_pincode text, p_user_type text, p_description text,
  p_bed text default null)
returns table (outcome text, booking_id bigint, reference text, bed_label text, wing_name text, room_number integer,
               amount_minor integer, currency text, held_until timestamptz, payment_intent_id text,
               superseded_intents text[], problem text, opens_at timestamptz)
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
      null::integer, null::text, null::timestamptz, null::text, null::text[], null::text, null::timestamptz;
    return;
  end if;

  v_problem := public.eligibility_problem(p_user_id, p_hostel_name);
  if v_problem is not null then
    return query select 'not_eligible'::text, null::bigint, null::text, null::text, null::text, null::integer,
      null::integer, null::text, null::timestamptz, null::text, null::text[], v_problem, null::timestamptz;
    return;
  end if;

  if exists (select 1 from public.beds b where b.occupant_id = p_user_id) then
    return query select 'already_booked'::text, null::bigint, null::text, null::text, null::text, null::integer,
      null::integer, null::text, null::timestamptz, null::text, null::text[], null::text, null::timestamptz;
    return;
  end if;

  -- The same payer coming back while the hold lasts (reload, second tab) keeps it, its end and its booking, even if
  -- their window closed meanwhile: the hold was granted inside it.
  select * into v_bed from public.beds b
  where b.room_id = p_room_id and b.held_by = p_user_id and b.held_until > now() and (p_bed is null or b.label = p_bed);
  if found then
    select * into v_booking from public.bookings k
    where k.bed_id = v_bed.id and k.user_id = p_user_id and k.status = 'held'
    order by k.id desc limit 1;
    if found then
      return query select 'held'::text, v_booking.id, v_booking.reference, v_bed.label, v_room.wing_name,
        v_room.room_number, v_booking.amount_minor, v_booking.currency, v_bed.held_until,
        v_booking.payment_intent_id, '{}'::text[], null::text, null::timestamptz;
      return;
    end if;
  end if;

  -- A new hold only inside the student's open window for this hostel (while any window exists).
  select * into v_window from public.selection_window_state(p_user_id, p_hostel_name);
  if not v_window.open then
    return query select 'outside_window'::text, null::bigint, null::text, null::text, null::text, null::integer,
      null::integer, null::text, null::timestamptz, null::text, null::text[], null::text, v_window.opens_at;
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
      null::integer, null::text, null::timestamptz, null::text, null::text[], null::text, null::timestamptz;
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
    null::text, null::timestamptz;
end;
$$;
comment on function public.hold_bed(bigint, text, uuid, integer, text, text, text, text, text, text, text, text, text) is 'Atomically holds a free bed (p_bed, or the first free one) for one payer and opens a booking at the room''s price. One live hold per student: a new hold ends the old one (superseded_intents lists intents to cancel). Outcome held | not_found | not_eligible (problem says the rule in words) | already_booked | outside_window (the hostel is under selection and no window is open for the student there; opens_at says when theirs next opens, or null) | unavailable. A bed kept for someone (beds.reserved_until) is unavailable to everyone else.';

-- The window as the audit log and the office list show it.
create function public.selection_window_facts(p_window_id bigint)
returns jsonb
language sql
stable
set search_path = ''
as $$
  select jsonb_build_object(
    'name', w.name, 'opens_at', w.opens_at, 'closes_at', w.closes_at, 'audience', w.audience,
    'slot_size', w.slot_size, 'slot_minutes', w.slot_minutes,
    'hostels', (select coalesce(jsonb_agg(h.hostel_name order by s.sort_order), '[]'::jsonb)
                from public.selection_window_hostels h join public.hostels s on s.name = h.hostel_name
                where h.window_id = w.id),
    'members', (select count(*) from public.selection_window_members m where m.window_id = w.id))
  from public.selection_windows w where w.id = p_window_id;
$$;

-- Creates (p_id null) or edits a window. p_emails: the members of an emails or slots window (lower-cased and
-- de-duplicated here); null on an edit keeps the list (and the slots drawn for it). A new list for slots is drawn once,
-- here, in a random order; slot starts follow opens_at, slot_size and slot_minutes. Outcome saved | not_found |
-- unknown_hostel | members_required (emails or slots without a list) | slots_overrun (the last slot would start at or
-- after the close).
create function public.save_selection_window(
  p_id bigint, p_name text, p_opens_at timestamptz, p_closes_at timestamptz, p_hostels text[], p_audience text,
  p_slot_size integer, p_slot_minutes integer, p_emails text[], p_actor_id uuid, p_actor_email text)
returns table (outcome text, window_id bigint)
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_id bigint := p_id;
  v_before jsonb;
  v_members integer;
begin
  if coalesce(cardinality(p_hostels), 0) not between 1 and 50 then
    raise exception 'a window covers 1 to 50 hostels' using errcode = '22023';
  end if;
  if cardinality(p_emails) > 20000 then
    raise exception 'a window lists at most 20000 emails' using errcode = '22023';
  end if;
  if exists (select 1 from unnest(p_hostels) x where not exists (select 1 from public.hostels h where h.name = x)) then
    return query select 'unknown_hostel'::text, null::bigint;
    return;
  end if;
  if p_id is not null then
    perform 1 from public.selection_windows w where w.id = p_id for update;
    if not found then
      return query select 'not_found'::text, null::bigint;
      return;
    end if;
  end if;

  -- Every refusal before the first write: an outcome is an answer, not a rollback.
  if p_emails is not null then
    select count(distinct lower(btrim(x)))::integer into v_members from unnest(p_emails) x where btrim(x) <> '';
  else
    select count(*)::integer into v_members from public.selection_window_members m where m.window_id = p_id;
  end if;
  if p_audience in ('emails', 'slots') and v_members = 0 then
    return query select 'members_required'::text, null::bigint;
    return;
  end if;
  if p_audience = 'slots' and p_slot_size >= 1 and p_slot_minutes >= 1
     and p_opens_at + make_interval(mins => ((v_members - 1) / p_slot_size) * p_slot_minutes) >= p_closes_at then
    return query select 'slots_overrun'::text, null::bigint;
    return;
  end if;

  if v_id is null then
    insert into public.selection_windows (name, opens_at, closes_at, audience, slot_size, slot_minutes, created_by)
    values (btrim(p_name), p_opens_at, p_closes_at, p_audience, p_slot_size, p_slot_minutes, p_actor_id)
    returning id into v_id;
  else
    v_before := public.selection_window_facts(v_id);
    update public.selection_windows w
    set name = btrim(p_name), opens_at = p_opens_at, closes_at = p_closes_at, audience = p_audience,
        slot_size = p_slot_size, slot_minutes = p_slot_minutes, updated_at = now()
    where w.id = v_id;
    delete from public.selection_window_hostels h where h.window_id = v_id;
  end if;
  insert into public.selection_window_hostels (window_id, hostel_name)
  select distinct v_id, x from unnest(p_hostels) x;

  if p_audience = 'everyone' or p_emails is not null then
    delete from public.selection_window_members m where m.window_id = v_id;
  end if;
  if p_audience <> 'everyone' and p_emails is not null then
    insert into public.selection_window_members (window_id, email)
    select distinct v_id, lower(btrim(x)) from unnest(p_emails) x where btrim(x) <> '';
  end if;

  if p_audience = 'slots' then
    -- Drawn once: members without a place (a new list, or an emails window turned into slots) get one at random,
    -- after those who have one; every member's slot follows the window's opening, size and length.
    with drawn as (
      select x.email,
             coalesce(x.place,
                      (select coalesce(max(y.place), 0) from public.selection_window_members y where y.window_id = v_id)
                      + (row_number() over (partition by x.place is null order by random()))::integer) as place
      from public.selection_window_members x where x.window_id = v_id
    )
    update public.selection_window_members m
    set place = d.place,
        slot_opens_at = p_opens_at + make_interval(mins => ((d.place - 1) / p_slot_size) * p_slot_minutes)
    from drawn d
    where m.window_id = v_id and m.email = d.email;
  else
    update public.selection_window_members m set place = null, slot_opens_at = null
    where m.window_id = v_id and m.place is not null;
  end if;

  perform public.record_audit(case when p_id is null then 'selection_window.create' else 'selection_window.edit' end,
    'selection_window', v_id::text, v_before, public.selection_window_facts(v_id), null, p_actor_id, p_actor_email);
  return query select 'saved'::text, v_id;
end;
$$;

-- Deletes a window with its hostels and members. Outcome deleted | not_found.
create function public.delete_selection_window(p_id bigint, p_actor_id uuid, p_actor_email text)
returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_before jsonb;
begin
  perform 1 from public.selection_windows w where w.id = p_id for update;
  if not found then return 'not_found'; end if;
  v_before := public.selection_window_facts(p_id);
  delete from public.selection_windows w where w.id = p_id;
  perform public.record_audit('selection_window.delete', 'selection_window', p_id::text, v_before, null, null,
    p_actor_id, p_actor_email);
  return 'deleted';
end;
$$;

-- Every window for the office's list, soonest first: its facts, how many members, and when the last slot opens.
create function public.list_selection_windows()
returns table (id bigint, name text, opens_at timestamptz, closes_at timestamptz, hostels text[], audience text,
               slot_size integer, slot_minutes integer, members integer, last_slot_opens_at timestamptz,
               created_by_email text, created_at timestamptz, updated_at timestamptz)
language sql
stable
security definer
set search_path = ''
as $$
  select w.id, w.name, w.opens_at, w.closes_at,
         array(select h.hostel_name from public.selection_window_hostels h join public.hostels s on s.name = h.hostel_name
               where h.window_id = w.id order by s.sort_order),
         w.audience, w.slot_size, w.slot_minutes,
         (select count(*)::integer from public.selection_window_members m where m.window_id = w.id),
         (select max(m.slot_opens_at) from public.selection_window_members m where m.window_id = w.id),
         u.email::text, w.created_at, w.updated_at
  from public.selection_windows w
  left join auth.users u on u.id = w.created_by
  order by w.opens_at, w.id
  limit 500;
$$;

-- A student's own windows: those that admit them (everyone, or their email listed), when each opens for them (their
-- slot's start for slots) and closes, and whether it is open now.
create function public.student_selection_windows(p_user_id uuid)
returns table (id bigint, name text, hostels text[], opens_at timestamptz, closes_at timestamptz, open boolean)
language sql
stable
security definer
set search_path = ''
as $$
  select w.id, w.name,
         array(select h.hostel_name from public.selection_window_hostels h join public.hostels s on s.name = h.hostel_name
               where h.window_id = w.id order by s.sort_order),
         t.starts_at, t.closes_at, t.starts_at <= now() and t.closes_at > now()
  from public.student_window_times(p_user_id, null) t
  join public.selection_windows w on w.id = t.window_id
  order by t.starts_at, w.id;
$$;

-- The hostels under selection now (a window covering them has not closed), in the office's order: there, holds happen
-- only inside a window open for the student.
create function public.selection_hostels()
returns text[]
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(array_agg(s.name order by s.sort_order), '{}')
  from public.hostels s
  where exists (select 1 from public.selection_window_hostels h join public.selection_windows w on w.id = h.window_id
                where h.hostel_name = s.name and w.closes_at > now());
$$;

revoke execute on function
  public.student_window_times(uuid, text),
  public.selection_window_state(uuid, text),
  public.hold_bed(bigint, text, uuid, integer, text, text, text, text, text, text, text, text, text),
  public.selection_window_facts(bigint),
  public.save_selection_window(bigint, text, timestamptz, timestamptz, text[], text, integer, integer, text[], uuid, text),
  public.delete_selection_window(bigint, uuid, text),
  public.list_selection_windows(),
  public.student_selection_windows(uuid),
  public.selection_hostels()
from public, anon, authenticated;
grant execute on function
  public.selection_window_state(uuid, text),
  public.hold_bed(bigint, text, uuid, integer, text, text, text, text, text, text, text, text, text),
  public.save_selection_window(bigint, text, timestamptz, timestamptz, text[], text, integer, integer, text[], uuid, text),
  public.delete_selection_window(bigint, uuid, text),
  public.list_selection_windows(),
  public.student_selection_windows(uuid),
  public.selection_hostels()
to service_role;
