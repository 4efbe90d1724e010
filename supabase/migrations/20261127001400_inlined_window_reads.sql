-- Selection day spends the database's time in function calls, not in reading: in the bench's selection day
-- (pg_stat_user_functions) student_window_times ran 36,286 times for 18 s, about 0.25 ms a call, where the same
-- query written inline takes 0.04 ms. A set-returning SQL function that is security definer or sets search_path runs
-- as a function of its own on every call; one that is neither, and stable, PostgreSQL inlines into the query that
-- calls it, where it is planned once with that query.
--
-- So the three reads the waiting room and the selection windows repeat on every arrival become inlinable:
-- student_window_times, waiting_room_answer_near and waiting_room_answer. They run only inside the security definer
-- functions that call them, as their owner and with the caller's empty search_path (every name in them is
-- schema-qualified all the same): no role may call them, the server's included, which never did.
--
-- waiting_room_answer also stops restating the answer: it is waiting_room_answer_near counting everyone ahead.

create or replace function public.student_window_times(p_user_id uuid, p_hostel_name text)
returns table (window_id bigint, starts_at timestamptz, closes_at timestamptz)
language sql
stable
as $$
  select w.id, greatest(w.opens_at, m.slot_opens_at), w.closes_at
  from public.selection_windows w
  left join public.selection_window_members m
    on m.window_id = w.id
   and m.email = (select pg_catalog.lower(u.email) from auth.users u where u.id = p_user_id)
  where (w.audience = 'everyone' or m.email is not null)
    and (p_hostel_name is null or exists (
      select 1 from public.selection_window_hostels h where h.window_id = w.id and h.hostel_name = p_hostel_name));
$$;
comment on function public.student_window_times(uuid, text) is 'The windows that admit the student for the hostel (any hostel when null), with when each opens for them (their slot''s start for slots) and closes. Inlined into its callers: no role may call it.';

-- p_within null counts everyone ahead (limit null is no limit).
create or replace function public.waiting_room_answer_near(p_ticket uuid, p_now timestamptz, p_within integer)
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

create or replace function public.waiting_room_answer(p_ticket uuid, p_now timestamptz)
returns table (outcome text, "position" integer, ahead integer, expires_at timestamptz, draw_at timestamptz)
language sql
stable
as $$
  select a.outcome, a."position", a.ahead, a.expires_at, a.draw_at
  from public.waiting_room_answer_near(p_ticket, p_now, null) a;
$$;
comment on function public.waiting_room_answer(uuid, timestamptz) is 'A ticket''s answer as of p_now, counting everyone ahead. Inlined into its callers: no role may call it.';

revoke execute on function
  public.student_window_times(uuid, text),
  public.waiting_room_answer_near(uuid, timestamptz, integer),
  public.waiting_room_answer(uuid, timestamptz)
from public, anon, authenticated, service_role;
