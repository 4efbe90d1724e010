-- The selection-day waiting room: at most SELECTION_CAPACITY students admitted at once, the rest in line.

create table public.waiting_room_tickets (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  arrived_at timestamptz not null,
  -- The place in line: the arrival time, or for an arrival in the first minute after the student's window opened, a
  -- random moment of that minute (every later arrival's key is later, every earlier one's earlier).
  sort_key timestamptz not null,
  -- Ties of sort_key (the same microsecond) go by insertion order.
  seq bigint generated always as identity,
  -- Shuffled arrivals: the end of their minute. Nobody of that minute is admitted before it ends, else the first to
  -- click would still be the first in while seats are free.
  draw_at timestamptz,
  admitted_at timestamptz,
  expires_at timestamptz,
  -- Set when the admission ran out (or, should it ever matter, when the ticket otherwise stopped being live).
  ended_at timestamptz,
  ready boolean not null default true,
  hostel_name text references public.hostels (name) on update cascade,
  window_id bigint references public.selection_windows (id) on delete cascade,
  constraint waiting_room_tickets_admission check ((admitted_at is null) = (expires_at is null)),
  constraint waiting_room_tickets_expiry check (expires_at > admitted_at),
  constraint waiting_room_tickets_bound
    check (ended_at is not null or (hostel_name is not null and window_id is not null))
);

comment on table public.waiting_room_tickets is 'The selection-day waiting room: one row per place in line, for one hostel inside one of the student''s open windows. Live while ended_at is null (at most one per student); waiting while admitted_at is null, in (sort_key, seq) order; admitted until expires_at. Server only, through the waiting_room_* functions and selection_enter.';

comment on column public.waiting_room_tickets.ready is 'Admissible: true from arrival, or for a shuffled arrival once its minute has ended (draw_at); set by waiting_room_admit.';

comment on column public.waiting_room_tickets.hostel_name is 'The hostel the place is for: its admission lets the student hold a bed there only.';

comment on column public.waiting_room_tickets.window_id is 'The student''s window the place was taken in (open for them then): the place ends when it closes, and its admission lets them hold only while it is open for them.';

create unique index waiting_room_tickets_live_idx on public.waiting_room_tickets (user_id) where ended_at is null;

create index waiting_room_tickets_line_idx on public.waiting_room_tickets (sort_key, seq)
  where ended_at is null and admitted_at is null;

create index waiting_room_tickets_admitted_idx on public.waiting_room_tickets (expires_at)
  where ended_at is null and admitted_at is not null;

alter table public.waiting_room_tickets enable row level security;

revoke all on public.waiting_room_tickets from anon, authenticated;

create index waiting_room_tickets_ready_idx on public.waiting_room_tickets (sort_key, seq)
  where ended_at is null and admitted_at is null and ready;

create index waiting_room_tickets_pending_idx on public.waiting_room_tickets (draw_at)
  where ended_at is null and admitted_at is null and not ready;

create index waiting_room_tickets_window_idx on public.waiting_room_tickets (window_id) where ended_at is null;

-- Admitting needs one view of the whole room: "fewer than the capacity are in, so the head of the line may enter" must
-- not be true for two transactions at once, or the capacity is overrun. So every admission runs under one
-- transaction-scoped advisory lock rather than `for update skip locked`, which suits workers claiming independent rows
-- but would let two instances each count the same free seat. The section it guards is a few index lookups; status
-- calls that have nothing to admit never take it.
create function public.lock_waiting_room()
returns void
language sql
set search_path = ''
as $$
  select pg_advisory_xact_lock(hashtextextended('campus-hostel:waiting-room', 0));
$$;

create function public.waiting_room_check(p_capacity integer, p_minutes integer)
returns void
language plpgsql
set search_path = ''
as $$
begin
  if p_capacity is null or p_capacity < 1 or p_capacity > 1000000 then
    raise exception 'capacity must be between 1 and 1000000' using errcode = '22023';
  end if;
  if p_minutes is null or p_minutes < 1 or p_minutes > 1440 then
    raise exception 'admission minutes must be between 1 and 1440' using errcode = '22023';
  end if;
end;
$$;

-- Paid: the student's live ticket ends (admitted or, should they have paid from an earlier hold, still waiting), so a
-- status call admits the next in line at once.
create function public.end_admission_on_payment()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  update public.waiting_room_tickets t set ended_at = now()
  where t.user_id = new.user_id and t.ended_at is null;
  return null;
end;
$$;

create trigger bookings_end_admission after update of status on public.bookings
  for each row when (new.status = 'paid' and old.status is distinct from new.status)
  execute function public.end_admission_on_payment();

-- Whether fewer than p_capacity admissions are live at p_now (read without the lock; the admission re-counts under it).
create function public.waiting_room_seat_free(p_capacity integer, p_now timestamptz)
returns boolean
language sql
stable
set search_path = ''
as $$
  select count(*) < p_capacity from public.waiting_room_tickets t
  where t.ended_at is null and t.admitted_at is not null and t.expires_at > p_now;
$$;

-- Whether someone waiting may be admitted at p_now: ready, or a shuffled arrival whose minute has ended.
create function public.waiting_room_admissible(p_now timestamptz)
returns boolean
language sql
stable
set search_path = ''
as $$
  select exists (select 1 from public.waiting_room_tickets w
                 where w.ended_at is null and w.admitted_at is null and w.ready)
      or exists (select 1 from public.waiting_room_tickets w
                 where w.ended_at is null and w.admitted_at is null and not w.ready and w.draw_at <= p_now);
$$;

-- The room's lock if nobody holds it, else false at once: an admission in progress fills every free seat, so whoever
-- finds it taken need not wait for it.
create function public.try_lock_waiting_room()
returns boolean
language sql
set search_path = ''
as $$
  select pg_try_advisory_xact_lock(hashtextextended('campus-hostel:waiting-room', 0));
$$;

create function public.waiting_room_seats_freed(p_window_minutes integer)
returns integer
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_now timestamptz := now();
  v_since timestamptz;
begin
  if p_window_minutes is null or p_window_minutes < 1 or p_window_minutes > 1440 then
    raise exception 'the window must be between 1 and 1440 minutes' using errcode = '22023';
  end if;
  v_since := v_now - make_interval(mins => p_window_minutes);
  -- An admission ends at its payment (ended_at) or at expires_at, whichever is first; one that ran out is marked ended
  -- only when the room next looks at it, so expires_at is when its seat freed.
  return (select count(*)::integer from public.waiting_room_tickets t
          where t.admitted_at is not null
            and least(coalesce(t.ended_at, t.expires_at), t.expires_at) > v_since
            and least(coalesce(t.ended_at, t.expires_at), t.expires_at) <= v_now);
end;
$$;

comment on function public.waiting_room_seats_freed(integer) is 'The waiting room''s pace: admissions that ended (paid, or ran out) in the last p_window_minutes. Server only.';

create function public.waiting_room_line()
returns table (tickets uuid[], users uuid[], draws timestamptz[], sort_keys_us bigint[], seqs bigint[])
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(array_agg(t.id order by t.sort_key, t.seq), '{}'),
         coalesce(array_agg(t.user_id order by t.sort_key, t.seq), '{}'),
         coalesce(array_agg(t.draw_at order by t.sort_key, t.seq), '{}'),
         coalesce(array_agg((extract(epoch from t.sort_key) * 1000000)::bigint order by t.sort_key, t.seq), '{}'),
         coalesce(array_agg(t.seq order by t.sort_key, t.seq), '{}')
  from public.waiting_room_tickets t
  where t.ended_at is null and t.admitted_at is null;
$$;

comment on function public.waiting_room_line() is 'The waiting tickets in line order (position = index + 1, as waiting_room_status counts it): each one''s id, student, draw_at and key in the line (sort_key in microseconds since the epoch, and seq), as five arrays of one length.';

-- p_within null counts everyone ahead (limit null is no limit).
create function public.waiting_room_answer_near(p_ticket uuid, p_now timestamptz, p_within integer)
returns table (outcome text, "position" integer, ahead integer, expires_at timestamptz, draw_at timestamptz,
               sort_key_us bigint, seq bigint)
language sql
stable
as $$
  select case when t.ended_at is not null or t.expires_at <= p_now then 'expired'
              when t.admitted_at is not null then 'admitted'
              else 'waiting' end,
         case when p_within is null or l.ahead < p_within then l.ahead + 1 end,
         case when p_within is null or l.ahead < p_within then l.ahead end,
         case when t.ended_at is null and t.expires_at > p_now then t.expires_at end,
         t.draw_at,
         (extract(epoch from t.sort_key) * 1000000)::bigint,
         t.seq
  from public.waiting_room_tickets t
  left join lateral (
    select pg_catalog.count(*)::integer as ahead from (
      select 1 from public.waiting_room_tickets w
      where w.ended_at is null and w.admitted_at is null and (w.sort_key, w.seq) < (t.sort_key, t.seq)
      limit p_within) n
  ) l on t.ended_at is null and t.admitted_at is null
  where t.id = p_ticket;
$$;

comment on function public.waiting_room_answer_near(uuid, timestamptz, integer) is 'A ticket''s answer as of p_now (waiting | admitted | expired), counting at most p_within of those ahead (all when null): with that many or more ahead, position and ahead are null, and sort_key_us and seq give its key in the line. Inlined into its callers: no role may call it.';

create function public.waiting_room_answer(p_ticket uuid, p_now timestamptz)
returns table (outcome text, "position" integer, ahead integer, expires_at timestamptz, draw_at timestamptz)
language sql
stable
as $$
  select a.outcome, a."position", a.ahead, a.expires_at, a.draw_at
  from public.waiting_room_answer_near(p_ticket, p_now, null) a;
$$;

comment on function public.waiting_room_answer(uuid, timestamptz) is 'A ticket''s answer as of p_now, counting everyone ahead. Inlined into its callers: no role may call it.';

-- The student's live place for the hostel, taken inside their open window for it. Outcome ticket (the place, the same
-- for every tab and device) | booked (a bed of their own: no place) | not_open (under selection, none of their windows
-- for it is open: opens_at is when theirs next opens, or null) | not_under_selection (no window covers the hostel: there
-- is nothing to wait for). taken_at is the moment the answer is as of.
create function public.waiting_room_take(p_user_id uuid, p_hostel_name text, p_capacity integer, p_minutes integer)
returns table (ticket uuid, taken_at timestamptz, outcome text, opens_at timestamptz)
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_now timestamptz := clock_timestamp();
  v_window bigint;
  v_opened timestamptz;
  v_ticket uuid;
  v_hostel text;
  v_key timestamptz;
  v_draw timestamptz;
  v_locked boolean := false;
begin
  perform public.waiting_room_check(p_capacity, p_minutes);
  if p_hostel_name is null then
    raise exception 'hostel is required' using errcode = '22023';
  end if;
  -- The student's window for the hostel that is open now; of several, the one that opened last for them, whose first
  -- minute is the one still shuffled.
  select w.window_id, w.starts_at into v_window, v_opened
  from public.student_window_times(p_user_id, p_hostel_name) w
  where w.starts_at <= v_now and w.closes_at > v_now
  order by w.starts_at desc, w.closes_at desc, w.window_id
  limit 1;
  if v_window is null then
    return query select null::uuid, v_now,
      case when p_hostel_name = any (public.selection_hostels()) then 'not_open' else 'not_under_selection' end,
      (select min(w.starts_at) from public.student_window_times(p_user_id, p_hostel_name) w where w.starts_at > v_now);
    return;
  end if;

  -- One student's joins (tabs, devices) run one at a time, so they find and share one place.
  perform public.lock_student(p_user_id);
  v_now := clock_timestamp();
  if exists (select 1 from public.bookings b where b.user_id = p_user_id and b.status = 'paid') then
    return query select null::uuid, v_now, 'booked'::text, null::timestamptz;
    return;
  end if;
  -- Their live place ends when its admission ran out, or when its window is not open for them for this hostel: a place
  -- is never carried into another window. Within its window it follows them to another hostel the window covers.
  update public.waiting_room_tickets t set ended_at = v_now
  where t.user_id = p_user_id and t.ended_at is null
    and (t.expires_at <= v_now or not exists (
      select 1 from public.student_window_times(p_user_id, p_hostel_name) w
      where w.window_id = t.window_id and w.starts_at <= v_now and w.closes_at > v_now));
  select t.id, t.hostel_name into v_ticket, v_hostel
  from public.waiting_room_tickets t where t.user_id = p_user_id and t.ended_at is null;
  if v_ticket is not null and v_hostel <> p_hostel_name then
    update public.waiting_room_tickets t set hostel_name = p_hostel_name where t.id = v_ticket;
  end if;

  if v_ticket is null then
    if v_opened > v_now - interval '1 minute' then
      v_key := v_opened + random() * interval '1 minute';
      v_draw := v_opened + interval '1 minute';
    elsif public.waiting_room_seat_free(p_capacity, v_now) and not public.waiting_room_admissible(v_now) then
      -- Arrivals to a free seat and an empty line wait for each other, so the first to come is the first in. Otherwise
      -- (the crowd's case: a line, a full room, or a shuffled first minute) they take their places side by side.
      perform public.lock_waiting_room();
      v_locked := true;
      v_now := clock_timestamp();
    end if;
    insert into public.waiting_room_tickets (user_id, arrived_at, sort_key, draw_at, ready, hostel_name, window_id)
    values (p_user_id, v_now, coalesce(v_key, v_now), v_draw, v_draw is null, p_hostel_name, v_window)
    returning id into v_ticket;
  end if;
  if public.waiting_room_seat_free(p_capacity, v_now) and (v_locked or public.try_lock_waiting_room()) then
    perform public.waiting_room_admit(p_capacity, p_minutes, v_now);
  end if;
  return query select v_ticket, v_now, 'ticket'::text, null::timestamptz;
end;
$$;

comment on function public.waiting_room_take(uuid, text, integer, integer) is 'The student''s live place in line for the hostel, taken only inside a window of theirs open for it (bound to that hostel and window), and admissions from the head of the line while a seat is free. Outcome ticket | booked | not_open (opens_at: when theirs next opens, or null) | not_under_selection. A part of waiting_room_join and selection_enter.';

-- POST /queue: the place as waiting_room_take takes it, and where it stands.
create function public.waiting_room_join(p_user_id uuid, p_hostel_name text, p_capacity integer, p_minutes integer)
returns table (ticket uuid, outcome text, "position" integer, ahead integer, expires_at timestamptz,
               draw_at timestamptz, opens_at timestamptz)
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_take record;
begin
  select * into v_take from public.waiting_room_take(p_user_id, p_hostel_name, p_capacity, p_minutes);
  if v_take.ticket is null then
    return query select null::uuid, v_take.outcome, null::integer, null::integer, null::timestamptz,
                        null::timestamptz, v_take.opens_at;
    return;
  end if;
  return query select v_take.ticket, a.outcome, a."position", a.ahead, a.expires_at, a.draw_at, null::timestamptz
    from public.waiting_room_answer(v_take.ticket, v_take.taken_at) a;
end;
$$;

comment on function public.waiting_room_join(uuid, text, integer, integer) is 'POST /queue: the student''s live place for the hostel inside their open window (the same for every tab and device), and where it stands: waiting (position, ahead, draw_at) | admitted (expires_at) | booked | not_open (opens_at: when theirs next opens, or null; nothing taken) | not_under_selection (nothing to wait for).';

create function public.selection_enter(p_user_id uuid, p_hostel_name text, p_capacity integer,
                                                  p_minutes integer, p_count_within integer)
returns table (windows jsonb, ticket uuid, outcome text, "position" integer, ahead integer, expires_at timestamptz,
               draw_at timestamptz, sort_key_us bigint, seq bigint)
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_windows jsonb;
  v_take record;
begin
  perform public.waiting_room_check(p_capacity, p_minutes);
  if p_count_within is null or p_count_within < 1 then
    raise exception 'count_within must be at least 1' using errcode = '22023';
  end if;
  select coalesce(jsonb_agg(to_jsonb(w) order by w.opens_at, w.id), '[]'::jsonb) into v_windows
  from public.student_selection_windows(p_user_id) w;
  select * into v_take from public.waiting_room_take(p_user_id, p_hostel_name, p_capacity, p_minutes);
  if v_take.ticket is null then
    return query select v_windows, null::uuid,
                        case when v_take.outcome = 'booked' then 'booked' else 'not_open' end,
                        null::integer, null::integer, null::timestamptz, null::timestamptz, null::bigint, null::bigint;
    return;
  end if;
  return query select v_windows, v_take.ticket, a.outcome, a."position", a.ahead, a.expires_at, a.draw_at,
                      a.sort_key_us, a.seq
    from public.waiting_room_answer_near(v_take.ticket, v_take.taken_at, p_count_within) a;
end;
$$;

comment on function public.selection_enter(uuid, text, integer, integer, integer) is 'POST /selection/enter: the student''s windows (as student_selection_windows, a JSON array) and, when one of theirs is open for the hostel, their place in line for it as waiting_room_take takes it (waiting | admitted | booked), counting at most p_count_within of those ahead: further back, position and ahead are null and sort_key_us and seq place the ticket in waiting_room_line''s order. Else outcome not_open and no place.';

-- Under the lock: ends admissions that ran out and places whose window has closed, makes the shuffled arrivals whose
-- minute has ended admissible, then admits from the head of the admissible line while fewer than p_capacity are
-- admitted, each until ADMISSION_MINUTES from now or its window's close, whichever is first.
create function public.waiting_room_admit(p_capacity integer, p_minutes integer, p_now timestamptz)
returns void
language plpgsql
set search_path = ''
as $$
declare
  v_in integer;
begin
  update public.waiting_room_tickets t set ended_at = p_now
  where t.ended_at is null and t.admitted_at is not null and t.expires_at <= p_now;
  update public.waiting_room_tickets t set ended_at = p_now
  where t.ended_at is null and t.window_id in (select w.id from public.selection_windows w where w.closes_at <= p_now);
  select count(*)::integer into v_in from public.waiting_room_tickets t
  where t.ended_at is null and t.admitted_at is not null;
  if v_in >= p_capacity then return; end if;
  update public.waiting_room_tickets t set ready = true
  where t.ended_at is null and t.admitted_at is null and not t.ready and t.draw_at <= p_now;
  update public.waiting_room_tickets t
  set admitted_at = p_now, expires_at = least(p_now + make_interval(mins => p_minutes), w.closes_at)
  from public.selection_windows w
  where w.id = t.window_id and w.closes_at > p_now
    and t.id in (
      select x.id from public.waiting_room_tickets x
      where x.ended_at is null and x.admitted_at is null and x.ready
      order by x.sort_key, x.seq
      limit p_capacity - v_in);
end;
$$;

-- GET /queue/{ticket}: where the place stands; a place whose window has closed ends (expired).
create function public.waiting_room_status(p_ticket uuid, p_user_id uuid, p_capacity integer, p_minutes integer)
returns table (outcome text, "position" integer, ahead integer, expires_at timestamptz, draw_at timestamptz)
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_now timestamptz := clock_timestamp();
begin
  perform public.waiting_room_check(p_capacity, p_minutes);
  if not exists (select 1 from public.waiting_room_tickets t where t.id = p_ticket and t.user_id = p_user_id) then
    return query select 'not_found'::text, null::integer, null::integer, null::timestamptz, null::timestamptz;
    return;
  end if;
  -- An admission only when there may be one to make (a seat free and someone admissible waiting), and only by whoever
  -- takes the room's lock at once: thousands polling read side by side, and none waits behind an admission in progress,
  -- which fills every free seat (it re-counts under the lock).
  if public.waiting_room_seat_free(p_capacity, v_now) and public.waiting_room_admissible(v_now)
     and public.try_lock_waiting_room() then
    v_now := clock_timestamp();
    perform public.waiting_room_admit(p_capacity, p_minutes, v_now);
  end if;
  update public.waiting_room_tickets t set ended_at = v_now
  where t.id = p_ticket and t.ended_at is null
    and (t.expires_at <= v_now
         or exists (select 1 from public.selection_windows w where w.id = t.window_id and w.closes_at <= v_now));
  return query select * from public.waiting_room_answer(p_ticket, v_now);
end;
$$;

comment on function public.waiting_room_status(uuid, uuid, integer, integer) is 'GET /queue/{ticket}: admits from the head of the line while fewer than p_capacity are admitted, then answers the student''s ticket: not_found (none, or not theirs) | waiting (position 1-based, ahead, draw_at) | admitted (expires_at) | expired (their admission ran out; the ticket has ended).';

-- The hold check while the waiting room is on: the room's hostel is not under selection, or the student's live
-- admission is for that hostel and its window is open for them now, or a bed of the room is offered to them from the
-- waitlist.
create function public.waiting_room_admitted(p_user_id uuid, p_room_id bigint)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select not exists (select 1 from public.hostel_room r
                     where r.id = p_room_id and r.hostel_name = any (public.selection_hostels()))
      or exists (select 1 from public.waiting_room_tickets t
                 join public.hostel_room r on r.id = p_room_id and r.hostel_name = t.hostel_name
                 where t.user_id = p_user_id and t.ended_at is null and t.admitted_at is not null
                   and t.expires_at > now()
                   and exists (select 1 from public.student_window_times(p_user_id, t.hostel_name) w
                               where w.window_id = t.window_id and w.starts_at <= now() and w.closes_at > now()))
      or public.waitlist_offered(p_user_id, p_room_id, null);
$$;

comment on function public.waiting_room_admitted(uuid, bigint) is 'Whether the student may hold a bed of the room while the waiting room is on: the room''s hostel is not under selection, or they hold a live admission for that hostel whose window is open for them now, or a live waitlist offer of a bed of the room.';

-- A student leaves the line (POST /queue/{ticket}/leave): the place ends, so an admitted student's seat is free at
-- once and the next status call admits the next in line. Outcome left (also for their place already ended) |
-- not_found (none, or another student's).
create function public.waiting_room_leave(p_ticket uuid, p_user_id uuid)
returns text
language plpgsql
security definer
set search_path = ''
as $$
begin
  update public.waiting_room_tickets t set ended_at = clock_timestamp()
  where t.id = p_ticket and t.user_id = p_user_id and t.ended_at is null;
  if found or exists (select 1 from public.waiting_room_tickets t where t.id = p_ticket and t.user_id = p_user_id) then
    return 'left';
  end if;
  return 'not_found';
end;
$$;

comment on function public.waiting_room_leave(uuid, uuid) is 'POST /queue/{ticket}/leave: ends the student''s place (an admitted student''s seat is free at once). Outcome left | not_found (none, or another student''s).';

-- Hosted Supabase lets anon, authenticated and service_role execute every new function: take back what each may not.
revoke execute on function
  public.end_admission_on_payment(),
  public.lock_waiting_room(),
  public.selection_enter(uuid, text, integer, integer, integer),
  public.try_lock_waiting_room(),
  public.waiting_room_admissible(timestamp with time zone),
  public.waiting_room_admit(integer, integer, timestamp with time zone),
  public.waiting_room_admitted(uuid, bigint),
  public.waiting_room_check(integer, integer),
  public.waiting_room_join(uuid, text, integer, integer),
  public.waiting_room_leave(uuid, uuid),
  public.waiting_room_line(),
  public.waiting_room_seat_free(integer, timestamp with time zone),
  public.waiting_room_seats_freed(integer),
  public.waiting_room_status(uuid, uuid, integer, integer),
  public.waiting_room_take(uuid, text, integer, integer)
from public, anon, authenticated;

revoke execute on function
  public.waiting_room_answer(uuid, timestamp with time zone),
  public.waiting_room_answer_near(uuid, timestamp with time zone, integer)
from public, anon, authenticated, service_role;
