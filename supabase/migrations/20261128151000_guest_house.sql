-- The guest house: a hostel of kind `guest` whose rooms are let by the night, not by the bed. Its rooms live in their own
-- table, so nothing that counts, allots, waitlists or calls the roll of students' beds can see them; a stay reserves
-- one row per night of its room, and a night is reserved once (the primary key), whatever the race.

alter table public.hostels drop constraint hostels_kind_check;

alter table public.hostels add constraint hostels_kind_check check (kind in ('boys', 'girls', 'married', 'guest'));

-- What guest_rooms and guest_house_rules point at: a hostel together with its kind, so only a guest house has them.
alter table public.hostels add constraint hostels_name_kind_key unique (name, kind);

-- A guest house keeps no leave and takes no visitors of residents: the hostels' triggers give it no rules to clutter
-- the office's pages.
create or replace function public.add_leave_rules()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.kind <> 'guest' then
    insert into public.leave_rules (hostel_name) values (new.name) on conflict do nothing;
  end if;
  return null;
end;
$$;

create or replace function public.add_visitor_rules()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.kind <> 'guest' then
    insert into public.visitor_rules (hostel_name) values (new.name) on conflict do nothing;
  end if;
  return null;
end;
$$;

-- Listed after the students' hostels, however many more a later migration adds (they number on from 5); its places
-- are the guests its rooms sleep (four singles and four doubles).
insert into public.hostels (name, code, kind, anchor, description, facilities, places, accessible_places, sort_order)
values ('Atithi', 'GST', 'guest', 'atithi',
        'The campus guest house, by the main gate: rooms by the night for students’ families and visitors.',
        '{Wi-Fi,Breakfast}', 12, 0, 90);

-- A guest house has no beds: its rooms are guest_rooms, let by the night.
create function public.refuse_guest_house_beds()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if exists (select 1 from public.hostels h where h.name = new.hostel_name and h.kind = 'guest') then
    raise exception 'a guest house has no beds: its rooms are guest_rooms' using errcode = '23514';
  end if;
  return new;
end;
$$;

create trigger hostel_room_not_in_guest_house before insert or update of hostel_name on public.hostel_room
  for each row execute function public.refuse_guest_house_beds();

revoke execute on function public.refuse_guest_house_beds() from public, anon, authenticated;

create table public.guest_rooms (
  id bigint generated always as identity primary key,
  hostel_name text not null,
  hostel_kind text not null default 'guest' check (hostel_kind = 'guest'),
  wing_name text not null check (char_length(wing_name) between 1 and 20),
  room_number integer not null check (room_number > 0),
  occupancy smallint not null check (occupancy in (1, 2)),
  nightly_minor integer not null check (nightly_minor between 100 and 10000000),
  out_of_service boolean not null default false,
  unique (hostel_name, wing_name, room_number),
  -- What guest_stays points at, so a stay's hostel is its room's.
  unique (id, hostel_name),
  foreign key (hostel_name, hostel_kind) references public.hostels (name, kind) on update cascade
);

comment on table public.guest_rooms is 'The rooms of a guest house (a hostel of kind guest), each with its price for one night in minor units. Public reference data; written by migrations and the service role only.';

insert into public.guest_rooms (hostel_name, wing_name, room_number, occupancy, nightly_minor)
select 'Atithi', w.wing, w.wing_base + n, case when n <= 2 then 1 else 2 end, case when n <= 2 then 80000 else 120000 end
from (values ('A', 100), ('B', 200)) as w (wing, wing_base)
cross join generate_series(1, 4) as n;

create table public.guest_house_rules (
  hostel_name text primary key,
  hostel_kind text not null default 'guest' check (hostel_kind = 'guest'),
  -- Longer stays wait for the warden's approval once paid.
  approval_nights smallint not null default 5 check (approval_nights between 1 and 30),
  max_nights smallint not null default 14 check (max_nights between 1 and 30),
  -- How far ahead a stay may begin, in days from today (IST).
  days_ahead smallint not null default 90 check (days_ahead between 1 and 365),
  check (approval_nights <= max_nights),
  foreign key (hostel_name, hostel_kind) references public.hostels (name, kind) on update cascade
);

comment on table public.guest_house_rules is 'A guest house''s rules: the nights a stay may have without the warden''s approval, the most nights of one stay, and how many days ahead it may begin. Public; written by migrations and the service role.';

insert into public.guest_house_rules (hostel_name) values ('Atithi');

create table public.guest_stays (
  id bigint generated always as identity primary key,
  -- Quoted by the payer (success page, receipt), as a booking's reference is.
  reference text not null unique default upper(substr(md5(gen_random_uuid()::text), 1, 10)),
  room_id bigint not null,
  hostel_name text not null,
  host_id uuid not null references auth.users (id) on delete restrict,
  guest_name text not null check (char_length(btrim(guest_name)) between 1 and 200),
  check_in date not null,
  nights smallint not null check (nights between 1 and 30),
  check_out date generated always as (check_in + nights) stored,
  status text not null default 'held' check (status in (
    'held', 'awaiting_approval', 'confirmed', 'checked_in', 'checked_out', 'cancelled', 'refused', 'void', 'refunded')),
  nightly_minor integer not null check (nightly_minor > 0),
  amount_minor integer not null,
  -- More nights than the house's approval_nights when it was held: paid, it waits for the warden.
  needs_approval boolean not null,
  currency text not null check (currency ~ '^[a-z]{3}$'),
  payer_name text not null check (char_length(payer_name) between 1 and 200),
  payer_email text not null check (char_length(payer_email) between 3 and 320),
  payment_intent_id text unique,
  hold_until timestamptz not null,
  receipt_number text unique,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  paid_at timestamptz,
  decided_at timestamptz,
  decided_by uuid references auth.users (id) on delete set null,
  decision_note text check (char_length(decision_note) <= 500),
  checked_in_at timestamptz,
  checked_out_at timestamptz,
  void_reason text check (void_reason in ('host_checked_out', 'host_on_leave')),
  -- A stay ended with money or an intent to undo (refused, void, refunded): when the server refunded or canceled it.
  settled_at timestamptz,
  refund_id text,
  check (amount_minor = nightly_minor * nights),
  check ((status = 'void') = (void_reason is not null)),
  foreign key (room_id, hostel_name) references public.guest_rooms (id, hostel_name)
);

comment on table public.guest_stays is 'One row per booking of a guest room for one or more nights, by a host (the payer) for a named guest: held -> awaiting_approval | confirmed -> checked_in -> checked_out; or cancelled (hold ended unpaid), refused (by the warden), void (the host left), refunded (paid after its nights were gone). Priced by the server at nights x the room''s nightly price; written only by the guest stay functions.';

comment on column public.guest_stays.settled_at is 'For a refused, void or refunded stay: when the server refunded its payment (refund_id) or canceled its unpaid intent; null while that is still to do.';

create index guest_stays_host_idx on public.guest_stays (host_id, check_in desc);

create index guest_stays_hostel_idx on public.guest_stays (hostel_name, check_in);

create index guest_stays_held_idx on public.guest_stays (hold_until) where status = 'held';

create index guest_stays_unsettled_idx on public.guest_stays (id)
  where status in ('refused', 'void', 'refunded') and settled_at is null;

create table public.guest_room_nights (
  room_id bigint not null references public.guest_rooms (id) on delete restrict,
  night date not null,
  stay_id bigint not null references public.guest_stays (id) on delete cascade,
  primary key (room_id, night)
);

comment on table public.guest_room_nights is 'The nights a live stay reserves (a night: the date its evening falls on), one row each: the primary key lets a room''s night go to one stay alone. Written with the stay in one transaction; rows go when the stay ends unused.';

create index guest_room_nights_stay_idx on public.guest_room_nights (stay_id);

-- The rooms and rules are public; a host reads their own stays, a warden their guest house's, the office all; nights
-- are read through the server. Nobody signed in writes any of them.
do $$
declare
  t text;
begin
  foreach t in array array['guest_rooms', 'guest_house_rules', 'guest_stays', 'guest_room_nights'] loop
    execute format('alter table public.%I enable row level security', t);
    execute format('revoke all on public.%I from anon, authenticated', t);
  end loop;
end;
$$;

grant select on public.guest_rooms, public.guest_house_rules to anon, authenticated;

grant select on public.guest_stays to authenticated;

create policy "guest rooms are readable by visitors" on public.guest_rooms for select to anon using (true);

create policy "guest rooms are readable by signed-in users" on public.guest_rooms for select to authenticated using (true);

create policy "guest house rules are readable by visitors" on public.guest_house_rules for select to anon using (true);

create policy "guest house rules are readable by signed-in users" on public.guest_house_rules
  for select to authenticated using (true);

create policy "hosts read their own guest stays" on public.guest_stays
  for select to authenticated using (host_id = (select auth.uid()));

create policy "wardens and the office read their guest house's stays" on public.guest_stays
  for select to authenticated using ((select public.serves_hostel(hostel_name)));

-- The status page counts students' beds: a guest house has none to count.
create or replace function public.room_availability()
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
  where h.kind <> 'guest'
  group by h.name, h.sort_order
  order by h.sort_order;
$$;

comment on function public.room_availability() is 'One row per students'' hostel (a guest house lets rooms by the night and is not counted): beds neither occupied, nor under a live hold, nor reserved for an invited roommate, in rooms in service; and all beds.';
