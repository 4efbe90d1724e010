-- Where everyone waiting stands, for the API's polls. A waiting ticket's place is the count of those ahead
-- of it, read on every GET /queue/{ticket}: thousands of places, each its own count over the line, took most of the
-- database's time on selection day (the bench's 27,694 answers spent 133 s counting). Each API instance now reads the
-- whole line once a second in its order and answers the places far from its head from it (and places a new ticket far
-- back by its key: selection_enter); a place near the head, where an admission is due and the count is short, still
-- asks waiting_room_status.
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

revoke execute on function public.waiting_room_line() from public, anon, authenticated;
grant execute on function public.waiting_room_line() to service_role;
