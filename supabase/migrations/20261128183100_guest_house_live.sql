-- The guest house's map is live, as a students' hostel's is: Realtime tells a reader each change of a guest room (its
-- price, its service), of the house's rules and of the nights taken, and the page reads its availability again. A night's row says only
-- which room is taken which night — what GET /guest-house/:hostel/:check_in/:nights already tells anyone — so its room
-- and night are readable by all; which stay took it (stay_id), and so who stays, is not.

grant select (room_id, night) on public.guest_room_nights to anon, authenticated;

create policy "guest room nights are readable by visitors" on public.guest_room_nights for select to anon using (true);

create policy "guest room nights are readable by signed-in users" on public.guest_room_nights
  for select to authenticated using (true);

comment on table public.guest_room_nights is 'The nights a live stay reserves (a night: the date its evening falls on), one row each: the primary key lets a room''s night go to one stay alone. Written with the stay in one transaction; rows go when the stay ends unused. Anyone reads a room''s taken nights (room_id, night), never the stay.';

alter publication supabase_realtime add table public.guest_rooms, public.guest_house_rules, public.guest_room_nights;
