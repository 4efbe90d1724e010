-- A student opening a hostel page under selection made two calls: their windows, then, when the window for
-- the hostel was open, their place in line; and at their slot's opening, the place and their windows again. On
-- selection day that is two calls per arrival where one does: selection_enter answers the student's windows and, when
-- one of them is open for the hostel, takes their place in line in the same transaction.
--
-- A new place's answer also counted the tickets ahead of it over the line's index, thousands for an arrival far back:
-- the bench's selection day spent most of the database's time in those counts (pg_stat_user_functions). So taking a
-- place is split from answering it: waiting_room_take takes it (waiting_room_join is take, then the answer, as before),
-- and selection_enter counts at most the first p_count_within ahead. A place further back answers its key in the line
-- instead, and the API places it in its view of the line (waiting_room_line).

-- The student's live ticket (null: they have a bed, and take no place), the same for every tab and device, taken as
-- waiting_room_join took it, and the moment its answer is as of.
create function public.waiting_room_take(p_user_id uuid, p_capacity integer, p_minutes integer)
returns table (ticket uuid, taken_at timestamptz)
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
    return query select null::uuid, v_now;
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
  return query select v_ticket, v_now;
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
  v_ticket uuid;
  v_at timestamptz;
begin
  select t.ticket, t.taken_at into v_ticket, v_at from public.waiting_room_take(p_user_id, p_capacity, p_minutes) t;
  if v_ticket is null then
    return query select null::uuid, 'booked'::text, null::integer, null::integer, null::timestamptz, null::timestamptz;
    return;
  end if;
  return query select v_ticket, a.outcome, a."position", a.ahead, a.expires_at, a.draw_at
    from public.waiting_room_answer(v_ticket, v_at) a;
end;
$$;

-- waiting_room_answer, counting at most p_within of those ahead: a waiting ticket with that many or more ahead has no
-- position here (null), and answers its key in the line instead (sort_key in microseconds since the epoch, and seq).
create function public.waiting_room_answer_near(p_ticket uuid, p_now timestamptz, p_within integer)
returns table (outcome text, "position" integer, ahead integer, expires_at timestamptz, draw_at timestamptz,
               sort_key_us bigint, seq bigint)
language sql
set search_path = ''
as $$
  select case when t.ended_at is not null or t.expires_at <= p_now then 'expired'
              when t.admitted_at is not null then 'admitted'
              else 'waiting' end,
         case when l.ahead < p_within then l.ahead + 1 end,
         case when l.ahead < p_within then l.ahead end,
         case when t.ended_at is null and t.expires_at > p_now then t.expires_at end,
         t.draw_at,
         (extract(epoch from t.sort_key) * 1000000)::bigint,
         t.seq
  from public.waiting_room_tickets t
  left join lateral (
    select count(*)::integer as ahead from (
      select 1 from public.waiting_room_tickets w
      where w.ended_at is null and w.admitted_at is null and (w.sort_key, w.seq) < (t.sort_key, t.seq)
      limit p_within) n
  ) l on t.ended_at is null and t.admitted_at is null
  where t.id = p_ticket;
$$;

create function public.selection_enter(p_user_id uuid, p_hostel_name text, p_capacity integer, p_minutes integer,
                                       p_count_within integer)
returns table (windows jsonb, ticket uuid, outcome text, "position" integer, ahead integer, expires_at timestamptz,
               draw_at timestamptz, sort_key_us bigint, seq bigint)
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_windows jsonb;
  v_ticket uuid;
  v_at timestamptz;
begin
  perform public.waiting_room_check(p_capacity, p_minutes);
  if p_count_within is null or p_count_within < 1 then
    raise exception 'count_within must be at least 1' using errcode = '22023';
  end if;
  select coalesce(jsonb_agg(to_jsonb(w) order by w.opens_at, w.id), '[]'::jsonb) into v_windows
  from public.student_selection_windows(p_user_id) w;
  if not exists (select 1 from public.student_window_times(p_user_id, p_hostel_name) t
                 where t.starts_at <= now() and t.closes_at > now()) then
    return query select v_windows, null::uuid, 'not_open'::text, null::integer, null::integer, null::timestamptz,
                        null::timestamptz, null::bigint, null::bigint;
    return;
  end if;
  select t.ticket, t.taken_at into v_ticket, v_at from public.waiting_room_take(p_user_id, p_capacity, p_minutes) t;
  if v_ticket is null then
    return query select v_windows, null::uuid, 'booked'::text, null::integer, null::integer, null::timestamptz,
                        null::timestamptz, null::bigint, null::bigint;
    return;
  end if;
  return query select v_windows, v_ticket, a.outcome, a."position", a.ahead, a.expires_at, a.draw_at, a.sort_key_us,
                      a.seq
    from public.waiting_room_answer_near(v_ticket, v_at, p_count_within) a;
end;
$$;
comment on function public.selection_enter(uuid, text, integer, integer, integer) is 'POST /selection/enter: the student''s windows (as student_selection_windows, a JSON array) and, when one of them is open for the hostel, their place in line as waiting_room_join takes it (waiting | admitted | booked), counting at most p_count_within of those ahead: further back, position and ahead are null and sort_key_us and seq place the ticket in waiting_room_line''s order. Else outcome not_open and no ticket.';

revoke execute on function
  public.waiting_room_take(uuid, integer, integer),
  public.waiting_room_answer_near(uuid, timestamptz, integer),
  public.selection_enter(uuid, text, integer, integer, integer)
from public, anon, authenticated;
grant execute on function public.selection_enter(uuid, text, integer, integer, integer) to service_role;
