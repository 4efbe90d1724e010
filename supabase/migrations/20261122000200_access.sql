-- Who may read and write what: RLS on every table (deny by default), column grants for personal data.
-- Hosted Supabase grants every table privilege to anon and authenticated by default; we take those
-- back and grant only what each role needs, so privileges and policies both have to agree.

create or replace function public.is_admin()
returns boolean
language sql
stable
set search_path = ''
as $$
  select coalesce((select auth.jwt()) -> 'app_metadata' ->> 'role' = 'admin', false);
$$;
comment on function public.is_admin() is 'True when the caller''s JWT carries app_metadata.role = admin (set only with the service role; the sign-up role select grants nothing).';

alter table public.hostel_room enable row level security;
alter table public.application_table enable row level security;
alter table public.complaints_table enable row level security;
alter table public.bookings enable row level security;
alter table public.notices enable row level security;
alter table public.newsletter_subscribers enable row level security;

revoke all on public.hostel_room, public.application_table, public.complaints_table,
  public.bookings, public.notices, public.newsletter_subscribers from anon, authenticated;

-- Rooms: everyone reads the public columns; occupant names and holders stay hidden.
grant select (id, hostel_name, wing_name, room_number, occupancy, status, accessible, price_minor, held_until)
  on public.hostel_room to anon, authenticated;
create policy "rooms are readable by visitors" on public.hostel_room
  for select to anon using (true);
create policy "rooms are readable by signed-in users" on public.hostel_room
  for select to authenticated using (true);

-- Applications: students insert and read their own; admins read all; resolving goes through the server.
grant select on public.application_table to authenticated;
grant insert (application_type, description, email, user_id, status) on public.application_table to authenticated;
create policy "students read own applications" on public.application_table
  for select to authenticated using (user_id = (select auth.uid()));
create policy "admins read all applications" on public.application_table
  for select to authenticated using ((select public.is_admin()));
create policy "students submit own applications" on public.application_table
  for insert to authenticated
  with check (
    user_id = (select auth.uid())
    and email = (select auth.jwt() ->> 'email')
    and status = false
  );

-- Complaints: the same pattern.
grant select on public.complaints_table to authenticated;
grant insert (complaint_type, complaint_category, complaint_description, urgency_level, resource_link, resolved, email, user_id)
  on public.complaints_table to authenticated;
create policy "students read own complaints" on public.complaints_table
  for select to authenticated using (user_id = (select auth.uid()));
create policy "admins read all complaints" on public.complaints_table
  for select to authenticated using ((select public.is_admin()));
create policy "students raise own complaints" on public.complaints_table
  for insert to authenticated
  with check (
    user_id = (select auth.uid())
    and email = (select auth.jwt() ->> 'email')
    and resolved = false
  );

-- Bookings: read-only for their owner and admins; written by the server's functions only.
grant select on public.bookings to authenticated;
create policy "students read own bookings" on public.bookings
  for select to authenticated using (user_id = (select auth.uid()));
create policy "admins read all bookings" on public.bookings
  for select to authenticated using ((select public.is_admin()));

-- Notices: public.
grant select on public.notices to anon, authenticated;
create policy "notices are public" on public.notices
  for select to anon, authenticated using (true);

-- Newsletter: insert-only; nobody but the service role reads the list.
grant insert (email) on public.newsletter_subscribers to anon, authenticated;
create policy "anyone may subscribe" on public.newsletter_subscribers
  for insert to anon, authenticated with check (true);
