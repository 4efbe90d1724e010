-- The waiting room's pace, for the wait it tells a student. The estimate so far assumed every admission is used to its
-- last minute (position × ADMISSION_MINUTES ÷ SELECTION_CAPACITY): with one seat of ten minutes, the first in line was
-- told "about 11 minutes" while the student ahead paid in one. Seats free up as admissions end, by a payment or by
-- running out, so the number that ended lately is how fast the line moves now.
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

revoke execute on function public.waiting_room_seats_freed(integer) from public, anon, authenticated;
