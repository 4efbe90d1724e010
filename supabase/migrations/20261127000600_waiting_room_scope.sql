-- The waiting room's scope. 20261127000500_waiting_room.sql made every hold need an admission while
-- SELECTION_CAPACITY is set; the rush it meters is only the selection's, so:
-- 1. Only hostels under selection (public.selection_hostels(): a window that covers them has not closed) are metered. A
--    hold on a room of any other hostel needs no admission, as it needs no open window.
-- 2. An admission ends when its student's booking is paid: they have their bed, and the seat goes to the next in line
--    at the next status call instead of after ADMISSION_MINUTES.
-- 3. The head of the admissible line is found in a few index reads. Admission skipped the shuffled arrivals whose minute
--    had not ended by filtering the line's index; at an opening those are thousands, all ahead of nobody, all read
--    again by every join under the room's one lock (the selection-day bench's joins then waited 30 s). A ticket is now
--    `ready` from its arrival, or, for a shuffled arrival, once its minute ends (set under the lock, from an index on
--    the pending ones), and the admissible line has an index of its own.

-- The hold check: the room's hostel is not under selection, or the student holds a live admission, or is coming back
-- to the room they hold (a retry with another card outlives the admission it was granted in, as a hold outlives its
-- selection window).
create or replace function public.waiting_room_admitted(p_user_id uuid, p_room_id bigint)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select not exists (select 1 from public.hostel_room r
                     where r.id = p_room_id and r.hostel_name = any (public.selection_hostels()))
      or exists (select 1 from public.waiting_room_tickets t
                 where t.user_id = p_user_id and t.ended_at is null and t.admitted_at is not null
                   and t.expires_at > now())
      or exists (select 1 from public.beds b
                 where b.room_id = p_room_id and b.held_by = p_user_id and b.held_until > now());
$$;
comment on function public.waiting_room_admitted(uuid, bigint) is 'Whether the student may hold a bed of the room while the waiting room is on: the room''s hostel is not under selection (selection_hostels()), or they hold a live admission, or a live hold of theirs on that room.';

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

revoke execute on function public.end_admission_on_payment() from public, anon, authenticated;

-- 3. The admissible line -------------------------------------------------------------------------------------------

alter table public.waiting_room_tickets add column ready boolean not null default true;
comment on column public.waiting_room_tickets.ready is 'Admissible: true from arrival, or for a shuffled arrival once its minute has ended (draw_at); set by waiting_room_admit.';
create index waiting_room_tickets_ready_idx on public.waiting_room_tickets (sort_key, seq)
  where ended_at is null and admitted_at is null and ready;
create index waiting_room_tickets_pending_idx on public.waiting_room_tickets (draw_at)
  where ended_at is null and admitted_at is null and not ready;

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

revoke execute on function
  public.waiting_room_seat_free(integer, timestamptz),
  public.waiting_room_admissible(timestamptz),
  public.try_lock_waiting_room()
from public, anon, authenticated;

-- Under the lock: ends admissions that ran out, makes the shuffled arrivals whose minute has ended admissible, then
-- admits from the head of the admissible line while fewer than p_capacity are admitted.
create or replace function public.waiting_room_admit(p_capacity integer, p_minutes integer, p_now timestamptz)
returns void
language plpgsql
set search_path = ''
as $$
declare
  v_in integer;
begin
  update public.waiting_room_tickets t set ended_at = p_now
  where t.ended_at is null and t.admitted_at is not null and t.expires_at <= p_now;
  select count(*)::integer into v_in from public.waiting_room_tickets t
  where t.ended_at is null and t.admitted_at is not null;
  if v_in >= p_capacity then return; end if;
  update public.waiting_room_tickets t set ready = true
  where t.ended_at is null and t.admitted_at is null and not t.ready and t.draw_at <= p_now;
  update public.waiting_room_tickets t
  set admitted_at = p_now, expires_at = p_now + make_interval(mins => p_minutes)
  where t.id in (
    select w.id from public.waiting_room_tickets w
    where w.ended_at is null and w.admitted_at is null and w.ready
    order by w.sort_key, w.seq
    limit p_capacity - v_in);
end;
$$;

create or replace function public.waiting_room_join(p_user_id uuid, p_capacity integer, p_minutes integer)
returns table (ticket uuid, outcome text, "position" integer, ahead integer, expires_at timestamptz,
               draw_at timestamptz)
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_now timestamptz;
  v_ticket uuid;
  v_opened timestamptz;
  v_key timestamptz;
  v_draw timestamptz;
  v_locked boolean := false;
begin
  perform public.waiting_room_check(p_capacity, p_minutes);
  -- One student's joins (tabs, devices) run one at a time, so they find and share one ticket.
  perform public.lock_student(p_user_id);
  -- Arrivals to a free seat and an empty line wait for each other, so the first to come is the first in. Otherwise (the
  -- crowd's case: a line, or a full room) they take their places side by side at their clock time, and the count of
  -- those ahead runs outside any lock.
  if public.waiting_room_seat_free(p_capacity, clock_timestamp())
     and not public.waiting_room_admissible(clock_timestamp()) then
    perform public.lock_waiting_room();
    v_locked := true;
  end if;
  v_now := clock_timestamp();
  update public.waiting_room_tickets t set ended_at = v_now
  where t.user_id = p_user_id and t.ended_at is null and t.expires_at <= v_now;
  select t.id into v_ticket from public.waiting_room_tickets t where t.user_id = p_user_id and t.ended_at is null;
  if not found then
    -- The latest opening, at or before now, of a window that admits the student (their slot's start for slots).
    select max(w.starts_at) into v_opened from public.student_window_times(p_user_id, null) w
    where w.starts_at <= v_now;
    if v_opened > v_now - interval '1 minute' then
      v_key := v_opened + random() * interval '1 minute';
      v_draw := v_opened + interval '1 minute';
    else
      v_key := v_now;
    end if;
    insert into public.waiting_room_tickets (user_id, arrived_at, sort_key, draw_at, ready)
    values (p_user_id, v_now, v_key, v_draw, v_draw is null)
    returning id into v_ticket;
  end if;
  if public.waiting_room_seat_free(p_capacity, v_now) and (v_locked or public.try_lock_waiting_room()) then
    perform public.waiting_room_admit(p_capacity, p_minutes, v_now);
  end if;
  return query select v_ticket, a.outcome, a."position", a.ahead, a.expires_at, a.draw_at
    from public.waiting_room_answer(v_ticket, v_now) a;
end;
$$;

create or replace function public.waiting_room_status(p_ticket uuid, p_user_id uuid, p_capacity integer, p_minutes integer)
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
  where t.id = p_ticket and t.ended_at is null and t.expires_at <= v_now;
  return query select * from public.waiting_room_answer(p_ticket, v_now);
end;
$$;
