-- The waiting room stands in front of the hostel page: a student whose selection window is open joins the
-- line before the rooms load, so the crowd in line does not download every room of the hostel to wait. A student who
-- already has a bed (a paid booking) may not hold another, so they take no place in line and no seat: the join answers
-- `booked` without a ticket, and the page shows them the rooms at once.
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
  if exists (select 1 from public.bookings b where b.user_id = p_user_id and b.status = 'paid') then
    return query select null::uuid, 'booked'::text, null::integer, null::integer, null::timestamptz, null::timestamptz;
    return;
  end if;
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
