-- A student opening a hostel page under selection (DESIGN §13) made two calls: their windows, then, when the window for
-- the hostel was open, their place in line; and at their slot's opening, the place and their windows again. On
-- selection day that is two calls per arrival where one does: this one answers the student's windows and, when one of
-- them is open for the hostel, takes their place in line in the same transaction.
create function public.selection_enter(p_user_id uuid, p_hostel_name text, p_capacity integer, p_minutes integer)
returns table (windows jsonb, ticket uuid, outcome text, "position" integer, ahead integer, expires_at timestamptz,
               draw_at timestamptz)
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_windows jsonb;
begin
  perform public.waiting_room_check(p_capacity, p_minutes);
  select coalesce(jsonb_agg(to_jsonb(w) order by w.opens_at, w.id), '[]'::jsonb) into v_windows
  from public.student_selection_windows(p_user_id) w;
  if exists (select 1 from public.student_window_times(p_user_id, p_hostel_name) t
             where t.starts_at <= now() and t.closes_at > now()) then
    return query select v_windows, j.ticket, j.outcome, j."position", j.ahead, j.expires_at, j.draw_at
      from public.waiting_room_join(p_user_id, p_capacity, p_minutes) j;
  else
    return query select v_windows, null::uuid, 'not_open'::text, null::integer, null::integer, null::timestamptz,
                        null::timestamptz;
  end if;
end;
$$;
comment on function public.selection_enter(uuid, text, integer, integer) is 'POST /selection/enter: the student''s windows (as student_selection_windows, a JSON array) and, when one of them is open for the hostel, their place in line as waiting_room_join answers it (waiting | admitted | booked); else outcome not_open and no ticket.';

revoke execute on function public.selection_enter(uuid, text, integer, integer) from public, anon, authenticated;
grant execute on function public.selection_enter(uuid, text, integer, integer) to service_role;
