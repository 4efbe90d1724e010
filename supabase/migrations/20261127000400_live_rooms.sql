-- Live availability: bed and room changes reach every open hostel page through Realtime.
-- Realtime sends each subscriber only the rows RLS lets them read and only the columns they are granted, so a
-- visitor's payload carries a bed's state (occupied, held_until, reserved_until) and never an occupant's name.
alter publication supabase_realtime add table public.beds, public.hostel_room;
