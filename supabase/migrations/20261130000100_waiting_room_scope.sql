-- The waiting room's scope (DESIGN §13). 20261129000300_waiting_room.sql made every hold need an admission while
-- SELECTION_CAPACITY is set; the rush it meters is only the selection's, so:
-- 1. Only hostels under selection (public.selection_hostels(): a window that covers them has not closed) are metered. A
--    hold on a room of any other hostel needs no admission, as it needs no open window.
-- 2. An admission ends when its student's booking is paid: they have their bed, and the seat goes to the next in line
--    at the next status call instead of after ADMISSION_MINUTES.

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
