-- The one list of hostels. Every other list (rooms' hostel names, room_availability(), the API's
-- checks, the pages and menus, the tests) reads this table, so a new hostel is one migration that
-- inserts its row, plus its rooms.

create table public.hostels (
  -- The key rooms use, and the /status/{hosteltype} path segment.
  name text primary key check (name ~ '^[A-Z][A-Za-z]{1,39}$'),
  code text not null unique check (code ~ '^[A-Z0-9]{2,8}$'),
  kind text not null check (kind in ('boys', 'girls', 'married')),
  -- The hash anchor on /Hostels, spelled as the spec spells it (#kanhar … #Shivnath).
  anchor text not null unique check (anchor ~ '^[A-Za-z][A-Za-z0-9-]{0,39}$'),
  description text not null check (char_length(btrim(description)) between 1 and 500),
  facilities text[] not null default '{}' check (cardinality(facilities) <= 20),
  -- Places (beds, or family flats for married students) beyond the accessible ones.
  places integer not null check (places >= 0),
  accessible_places integer not null default 0 check (accessible_places >= 0),
  sort_order integer not null unique
);
comment on table public.hostels is 'The hostels of the campus: name (the key hostel_room uses), code, who may live there (kind), the /Hostels anchor, description, facilities, places and accessible places, and the order every list shows them in.';

insert into public.hostels (name, code, kind, anchor, description, facilities, places, accessible_places, sort_order) values
  ('Kanhar', 'BH1', 'boys', 'kanhar',
   'The largest boys’ hostel, beside the sports complex, with a reading room on every floor.',
   '{Air-conditioned,Wi-Fi}', 476, 12, 1),
  ('Gopad', 'BH2', 'boys', 'gopad',
   'Close to the academic blocks and the central library; home to the hostel’s music and quiz clubs.',
   '{Air-conditioned,Wi-Fi}', 486, 12, 2),
  ('Indravati', 'GH1', 'girls', 'indravati',
   'The girls’ hostel, with a resident warden, round-the-clock security and its own common kitchen.',
   '{Air-conditioned,Wi-Fi}', 316, 8, 3),
  ('Shivnath', 'MSH', 'married', 'Shivnath',
   'Self-contained flats for married students and their families, a short walk from the campus school.',
   '{Air-conditioned,Wi-Fi}', 120, 0, 4);

alter table public.hostel_room drop constraint hostel_room_hostel_name_check;
alter table public.hostel_room
  add constraint hostel_room_hostel_name_fkey foreign key (hostel_name) references public.hostels (name) on update cascade;

-- Public reference data: everyone reads it; only migrations and the service role write it.
alter table public.hostels enable row level security;
revoke all on public.hostels from anon, authenticated;
grant select on public.hostels to anon, authenticated;
create policy "hostels are readable by visitors" on public.hostels
  for select to anon using (true);
create policy "hostels are readable by signed-in users" on public.hostels
  for select to authenticated using (true);

create or replace function public.room_availability()
returns table (hostel_name text, free integer, total integer)
language sql
stable
set search_path = ''
as $$
  select h.name,
         (count(r.id) filter (where not r.status and (r.held_until is null or r.held_until <= now())))::integer,
         count(r.id)::integer
  from public.hostels h
  left join public.hostel_room r on r.hostel_name = h.name
  group by h.name, h.sort_order
  order by h.sort_order;
$$;
