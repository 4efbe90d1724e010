-- A join waits for the waiting room's lock only when its ticket could be admitted at once. 20261127000600 took the lock
-- for every arrival that found a seat free and nobody admissible in line, so the first to come is the first in. In an
-- opening's first minute that is every arrival: the seats are all free and every ticket is a shuffled one that nobody
-- may admit before the minute ends. So the thousands arriving at an opening queued on the one lock, each counting those
-- ahead of it while holding it (the selection-day bench's joins waited 30 s). A shuffled arrival's place is its draw,
-- not its arrival time, so it has nothing to wait for: now only an arrival whose place is its arrival time (no opening
-- of theirs in the last minute) takes the lock, and it decides its place after taking it.
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
  v_now := clock_timestamp();
  update public.waiting_room_tickets t set ended_at = v_now
  where t.user_id = p_user_id and t.ended_at is null and t.expires_at <= v_now;
  select t.id into v_ticket from public.waiting_room_tickets t where t.user_id = p_user_id and t.ended_at is null;
  if not found then
    -- The latest opening, at or before now, of a window that admits the student (their slot's start for slots).
    select max(w.starts_at) into v_opened from public.student_window_times(p_user_id, null) w
    where w.starts_at <= v_now;
    -- Arrivals to a free seat and an empty line wait for each other, so the first to come is the first in. Otherwise
    -- (the crowd's case: a line, a full room, or a shuffled first minute) they take their places side by side, and the
    -- count of those ahead runs outside any lock.
    if (v_opened is null or v_opened <= v_now - interval '1 minute')
       and public.waiting_room_seat_free(p_capacity, v_now)
       and not public.waiting_room_admissible(v_now) then
      perform public.lock_waiting_room();
      v_locked := true;
      v_now := clock_timestamp();
      select max(w.starts_at) into v_opened from public.student_window_times(p_user_id, null) w
      where w.starts_at <= v_now;
    end if;
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
