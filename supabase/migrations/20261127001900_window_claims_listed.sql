-- The office's list of windows counts, beside each list's members, how many of its addresses an account has claimed
-- (the addresses themselves, and who claimed each, the office reads from selection_window_members). The answer gains a
-- column, so the function is replaced rather than redefined; otherwise as 20261127000300_selection_windows.sql left it.
drop function public.list_selection_windows();
create function public.list_selection_windows()
returns table (id bigint, name text, opens_at timestamptz, closes_at timestamptz, hostels text[], audience text,
               slot_size integer, slot_minutes integer, members integer, claimed integer,
               last_slot_opens_at timestamptz, created_by_email text, created_at timestamptz, updated_at timestamptz)
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
         (select count(*)::integer from public.selection_window_members m where m.window_id = w.id and m.claimed_at is not null),
         (select max(m.slot_opens_at) from public.selection_window_members m where m.window_id = w.id),
         u.email::text, w.created_at, w.updated_at
  from public.selection_windows w
  left join auth.users u on u.id = w.created_by
  order by w.opens_at, w.id
  limit 500;
$$;
comment on function public.list_selection_windows() is 'Every window for the office''s list (up to 500), soonest first: its facts, how many addresses it lists and how many of them an account has claimed, when the last slot opens, and who created it.';
revoke execute on function public.list_selection_windows() from public, anon, authenticated;
grant execute on function public.list_selection_windows() to service_role;
