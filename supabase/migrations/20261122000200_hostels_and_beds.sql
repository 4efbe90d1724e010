-- Hostels, their rooms and the rooms' beds: the one list of hostels, a room's beds (A, or A and B), the room as a
-- summary of its beds, availability for the status page, and live bed changes through Realtime.

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

comment on table public.hostels is 'The hostels of the campus: name (the key hostel_room uses), code, who may live there (kind), the /Hostels anchor, description, facilities, places and accessible places, and the order every list shows them in.';

-- Public reference data: everyone reads it; only migrations and the service role write it.
alter table public.hostels enable row level security;

revoke all on public.hostels from anon, authenticated;

grant select on public.hostels to anon, authenticated;

create policy "hostels are readable by visitors" on public.hostels
  for select to anon using (true);

create policy "hostels are readable by signed-in users" on public.hostels
  for select to authenticated using (true);

create table public.hostel_room (
  id bigint generated always as identity primary key,
  hostel_name text not null references public.hostels (name) on update cascade,
  wing_name text not null check (char_length(wing_name) between 1 and 20),
  room_number integer not null check (room_number > 0),
  occupancy smallint not null default 1 check (occupancy in (1, 2)),
  status boolean not null default false,
  person1 text,
  accessible boolean not null default false,
  price_minor integer not null default 50000 check (price_minor > 0),
  occupant_id uuid references auth.users (id) on delete set null,
  held_by uuid references auth.users (id) on delete set null,
  held_until timestamptz,
  out_of_service boolean not null default false,
  out_of_service_reason text check (char_length(btrim(out_of_service_reason)) between 1 and 300),
  unique (hostel_name, wing_name, room_number),
  -- An occupied room is never also on hold.
  check (not (status and held_by is not null)),
  constraint hostel_room_service_reason check (out_of_service = (out_of_service_reason is not null))
);

comment on table public.hostel_room is 'One row per room. status true = occupied. person1, occupant_id and held_by are personal data, hidden from visitors and students. Beyond the spec: accessible, price_minor, occupant_id, held_by, held_until.';

comment on column public.hostel_room.out_of_service is 'Taken out of service by the office: no bed of the room can be held. Public; the reason is the office''s.';

create index hostel_room_hostel_idx on public.hostel_room (hostel_name, wing_name, room_number);

create index hostel_room_held_until_idx on public.hostel_room (held_until) where held_until is not null;

create index hostel_room_held_by_idx on public.hostel_room (held_by) where held_by is not null;

alter table public.hostel_room enable row level security;

revoke all on public.hostel_room from anon, authenticated;

-- Rooms: everyone reads the public columns; occupant names and holders stay hidden.
grant select (id, hostel_name, wing_name, room_number, occupancy, status, accessible, price_minor, held_until,
  out_of_service) on public.hostel_room to anon, authenticated;

create policy "rooms are readable by visitors" on public.hostel_room
  for select to anon using (true);

create policy "rooms are readable by signed-in users" on public.hostel_room
  for select to authenticated using (true);

create table public.beds (
  id bigint generated always as identity primary key,
  room_id bigint not null references public.hostel_room (id) on delete cascade,
  label text not null check (label in ('A', 'B')),
  -- Explicit rather than derived from occupant_id: rooms occupied before accounts existed name nobody we know.
  occupied boolean not null default false,
  occupant_id uuid references auth.users (id) on delete set null,
  occupant_name text check (occupant_name is null or char_length(occupant_name) between 1 and 200),
  held_by uuid references auth.users (id) on delete set null,
  held_until timestamptz,
  reserved_until timestamptz,
  checked_in_at timestamptz,
  unique (room_id, label),
  check (occupied or (occupant_id is null and occupant_name is null)),
  -- An occupied bed is never also on hold.
  check (not (occupied and held_by is not null))
);

comment on table public.beds is 'One row per bed: a room has occupancy beds labelled A and B. occupant_id, occupant_name and held_by are personal data, hidden from visitors and students. Written only by the booking functions, which keep hostel_room.status, person1, occupant_id, held_by and held_until in step.';

comment on column public.beds.reserved_until is 'Until when the bed is kept for someone (an invited roommate); later than now() means not free for anyone else, unless occupied.';

comment on column public.beds.checked_in_at is 'When the occupant collected their keys (office check-in); null before, and after check-out.';

-- One live hold per student, whatever the race: the booking functions clear a student's lapsed holds before a new one.
create unique index beds_one_hold_per_student on public.beds (held_by) where held_by is not null;

create index beds_occupant_idx on public.beds (occupant_id) where occupant_id is not null;

create index beds_held_until_idx on public.beds (held_until) where held_until is not null;

alter table public.beds enable row level security;

revoke all on public.beds from anon, authenticated;

grant select (id, room_id, label, occupied, held_until, reserved_until) on public.beds to anon, authenticated;

create policy "beds are readable by visitors" on public.beds
  for select to anon using (true);

create policy "beds are readable by signed-in users" on public.beds
  for select to authenticated using (true);

-- Live availability: bed and room changes reach every open hostel page through Realtime, which sends each subscriber
-- only the rows RLS lets them read and the columns they are granted (a bed's state, never an occupant's name).
alter publication supabase_realtime add table public.beds, public.hostel_room;

-- Every room gets its beds as it is inserted (by the seed, or a new hostel's migration).
create function public.create_room_beds()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into public.beds (room_id, label, occupied, occupant_id, occupant_name)
  select new.id, l.label, l.label = 'A' and new.status,
         case when l.label = 'A' and new.status then new.occupant_id end,
         case when l.label = 'A' and new.status then nullif(btrim(new.person1), '') end
  from (select 'A' as label union all select 'B' where new.occupancy = 2) l;
  perform public.sync_room(new.id);
  return null;
end;
$$;

comment on function public.create_room_beds() is 'After a room is inserted: its beds (A, and B for a double); an occupied room''s occupant takes bed A.';

create trigger hostel_room_beds after insert on public.hostel_room
  for each row execute function public.create_room_beds();

-- Locks rooms in id order (duplicates and nulls ignored).
create function public.lock_rooms(p_room_ids bigint[])
returns void
language plpgsql
set search_path = ''
as $$
begin
  perform 1 from public.hostel_room r where r.id = any (p_room_ids) order by r.id for update;
end;
$$;

comment on function public.lock_rooms(bigint[]) is 'Row-locks the given rooms in ascending id order: the one order every bed function takes its room locks in.';

-- The room's summary of its beds; a reserved bed counts as not free.
create function public.sync_room(p_room_id bigint)
returns void
language sql
security definer
set search_path = ''
as $$
  update public.hostel_room r
  set status = s.all_occupied,
      person1 = s.a_name,
      occupant_id = s.a_id,
      held_by = case when s.none_free then s.first_holder end,
      held_until = case when s.none_free then s.first_until end
  from (
    select bool_and(b.occupied) as all_occupied,
           bool_and(b.occupied or (b.held_by is not null and b.held_until > now()) or b.reserved_until > now())
             and (count(b.held_by) > 0 or count(*) filter (where not b.occupied and b.reserved_until > now()) > 0)
             as none_free,
           max(b.occupant_name) filter (where b.label = 'A') as a_name,
           (array_agg(b.occupant_id) filter (where b.label = 'A'))[1] as a_id,
           (array_agg(b.held_by order by b.held_until) filter (where b.held_by is not null))[1] as first_holder,
           least(min(b.held_until) filter (where b.held_by is not null),
                 min(b.reserved_until) filter (where not b.occupied and b.reserved_until > now())) as first_until
    from public.beds b where b.room_id = p_room_id
  ) s
  where r.id = p_room_id and exists (select 1 from public.beds b where b.room_id = p_room_id);
$$;

comment on function public.sync_room(bigint) is 'Recomputes one room''s status, person1, occupant_id, held_by and held_until from its beds.';

create function public.room_availability()
returns table (hostel_name text, free integer, total integer)
language sql
stable
set search_path = ''
as $$
  select h.name,
         (count(b.id) filter (where not b.occupied and not r.out_of_service
                                and (b.held_until is null or b.held_until <= now())
                                and (b.reserved_until is null or b.reserved_until <= now())))::integer,
         count(b.id)::integer
  from public.hostels h
  left join public.hostel_room r on r.hostel_name = h.name
  left join public.beds b on b.room_id = r.id
  group by h.name, h.sort_order
  order by h.sort_order;
$$;

comment on function public.room_availability() is 'One row per hostel: beds neither occupied, nor under a live hold, nor reserved for an invited roommate, in rooms in service; and all beds.';

-- Hosted Supabase lets anon, authenticated and service_role execute every new function: take back what each may not.
revoke execute on function
  public.create_room_beds(),
  public.lock_rooms(bigint[]),
  public.sync_room(bigint)
from public, anon, authenticated;
