-- Campus Hostel schema: rooms, applications, complaints, bookings, notices, newsletter.
-- Names follow the product spec; columns it does not name are marked "beyond the spec" in comments.

create table public.hostel_room (
  id bigint generated always as identity primary key,
  hostel_name text not null check (hostel_name in ('Kanhar', 'Gopad', 'Indravati', 'Shivnath')),
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
  unique (hostel_name, wing_name, room_number),
  -- An occupied room is never also on hold.
  check (not (status and held_by is not null))
);
comment on table public.hostel_room is 'One row per room. status true = occupied. person1, occupant_id and held_by are personal data, hidden from visitors and students. Beyond the spec: accessible, price_minor, occupant_id, held_by, held_until.';
create index hostel_room_hostel_idx on public.hostel_room (hostel_name, wing_name, room_number);
create index hostel_room_held_until_idx on public.hostel_room (held_until) where held_until is not null;
create index hostel_room_held_by_idx on public.hostel_room (held_by) where held_by is not null;

create table public.application_table (
  id bigint generated always as identity primary key,
  application_id text not null unique default upper(substr(md5(gen_random_uuid()::text), 1, 16)),
  application_type text not null check (application_type in ('Room Change', 'Hostel Change', 'Other')),
  description text not null check (char_length(btrim(description)) between 1 and 2000),
  status boolean not null default false,
  email text not null default (auth.jwt() ->> 'email'),
  user_id uuid references auth.users (id) on delete set null default auth.uid(),
  created_at timestamptz not null default now(),
  resolved_at timestamptz,
  resolved_by text
);
comment on table public.application_table is 'Student applications (room change, hostel change, other). status false = pending, true = accepted by an admin. application_id is generated here and unguessable; it is what students share to check a status.';
create index application_table_user_idx on public.application_table (user_id, created_at desc);
create index application_table_pending_idx on public.application_table (created_at desc) where not status;

create table public.complaints_table (
  id bigint generated always as identity primary key,
  complaint_type text not null check (complaint_type in (
    'service-quality', 'accommodation-issue', 'application-process', 'facility-maintenance',
    'noise-disturbance', 'staff-behavior', 'cleanliness', 'internet-issue', 'food-dining',
    'payment-issue', 'safety-security', 'room-allocation', 'guest-policy', 'other')),
  complaint_category text not null check (complaint_category in (
    'application-not-accepted', 'application-taking-long', 'documentation-issue',
    'incorrect-application-status', 'electricity-failure', 'water-cooler-failure', 'plumbing-issue',
    'room-allotment-issue', 'room-condition-issue', 'noise-neighbors', 'noise-common-areas',
    'mess-food-quality-issue', 'food-timing-issue', 'staff-unprofessional-behavior', 'staff-unhelpful',
    'slow-internet', 'wifi-not-working', 'billing-error', 'other')),
  complaint_description text not null check (char_length(btrim(complaint_description)) between 1 and 4000),
  urgency_level text not null check (urgency_level in ('low', 'medium', 'high')),
  resource_link text not null default '' check (char_length(resource_link) <= 2048),
  resolved boolean not null default false,
  email text not null default (auth.jwt() ->> 'email'),
  user_id uuid references auth.users (id) on delete set null default auth.uid(),
  created_at timestamptz not null default now(),
  resolved_at timestamptz,
  resolved_by text
);
comment on table public.complaints_table is 'Student complaints with an optional attachment link (resource_link, empty when none). resolved false = in progress.';
create index complaints_table_user_idx on public.complaints_table (user_id, created_at desc);
create index complaints_table_pending_idx on public.complaints_table (created_at desc) where not resolved;

create table public.bookings (
  id bigint generated always as identity primary key,
  room_id bigint not null references public.hostel_room (id) on delete restrict,
  user_id uuid not null references auth.users (id) on delete restrict,
  payment_intent_id text unique,
  amount_minor integer not null check (amount_minor > 0),
  currency text not null check (currency ~ '^[a-z]{3}$'),
  status text not null default 'held' check (status in ('held', 'paid', 'expired', 'refunded')),
  name text not null check (char_length(name) between 1 and 200),
  email text not null check (char_length(email) between 3 and 320),
  state text not null check (char_length(state) between 1 and 100),
  city text not null check (char_length(city) between 1 and 100),
  pincode text not null check (char_length(pincode) between 1 and 20),
  user_type text not null default 'student' check (user_type in ('student', 'guest')),
  description text not null default '' check (char_length(description) <= 2000),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  paid_at timestamptz
);
comment on table public.bookings is 'Beyond the spec: one row per payment attempt for a room, with the booking form data. held -> paid | expired | refunded; written only by the server through the booking functions.';
create index bookings_user_idx on public.bookings (user_id, created_at desc);
create index bookings_room_idx on public.bookings (room_id) where status = 'held';
-- At most one paid booking per room: the last line of defence against double booking.
create unique index bookings_one_paid_per_room on public.bookings (room_id) where status = 'paid';

create table public.notices (
  id bigint generated always as identity primary key,
  title text not null check (char_length(title) between 1 and 200),
  body text not null check (char_length(body) between 1 and 4000),
  published_at timestamptz not null default now()
);
comment on table public.notices is 'Beyond the spec: the status page''s Notices block.';
create index notices_published_idx on public.notices (published_at desc);

create table public.newsletter_subscribers (
  id bigint generated always as identity primary key,
  email text not null check (char_length(email) between 3 and 320 and email ~ '^[^@\s]+@[^@\s]+\.[^@\s]+$'),
  created_at timestamptz not null default now()
);
comment on table public.newsletter_subscribers is 'Beyond the spec: the footer newsletter box. Visitors may only insert.';
create unique index newsletter_subscribers_email_idx on public.newsletter_subscribers (lower(email));
