-- The mess: messes and the hostels they feed, registration periods, weekly menus and their ratings, rebates for days
-- away, the counter's servings, extras and refusals, and the ledger of each student's monthly bill. Every write goes
-- through a function the server calls with the secret key; the API roles only read, each what its place allows.
-- Days are IST calendar days; amounts are paise.

create table public.messes (
  id bigint generated always as identity primary key,
  name text not null unique check (char_length(btrim(name)) between 1 and 60),
  caterer text not null check (char_length(btrim(caterer)) between 1 and 120),
  daily_rate_minor integer not null check (daily_rate_minor between 0 and 100000),
  guest_meal_minor integer not null default 0 check (guest_meal_minor between 0 and 100000),
  capacity integer not null check (capacity between 1 and 20000),
  -- The rebate rules a student reads before applying: at least this many days in a row, this many days ahead.
  rebate_min_days integer not null default 4 check (rebate_min_days between 1 and 60),
  rebate_notice_days integer not null default 3 check (rebate_notice_days between 0 and 60),
  created_at timestamptz not null default now()
);

comment on table public.messes is 'The messes: name, caterer, daily rate and guest meal price in paise, seats, and the rebate rules (minimum days, days of notice).';

-- The hostels a mess feeds; each hostel has at most one default mess, where its unregistered students are placed.
create table public.mess_hostels (
  mess_id bigint not null references public.messes (id) on delete cascade,
  hostel_name text not null references public.hostels (name) on update cascade on delete cascade,
  is_default boolean not null default false,
  primary key (mess_id, hostel_name)
);

create unique index mess_hostels_one_default on public.mess_hostels (hostel_name) where is_default;

create index mess_hostels_hostel_idx on public.mess_hostels (hostel_name);

comment on table public.mess_hostels is 'Which hostels each mess feeds; is_default marks the mess a hostel''s students are placed in when they choose none.';

-- The paid items a counter may add, priced here: the counter names an item, never an amount.
create table public.mess_extra_items (
  id bigint generated always as identity primary key,
  mess_id bigint not null references public.messes (id) on delete cascade,
  name text not null check (char_length(btrim(name)) between 1 and 60),
  price_minor integer not null check (price_minor between 1 and 100000),
  active boolean not null default true,
  unique (mess_id, name)
);

comment on table public.mess_extra_items is 'A mess''s price list of extras (paid items) the counter adds to a student''s day.';

-- A mess is a place of its own for a mess manager: office_places names it by id.
alter table public.office_places drop constraint office_places_one_place;

alter table public.office_places add column mess_id bigint references public.messes (id) on delete cascade;

-- A mess place named by its hostel served nothing before messes existed; the admin grants the mess itself now.
delete from public.office_places where kind = 'mess';

alter table public.office_places add constraint office_places_one_place check (
  case kind
    when 'trade' then trade is not null and hostel_name is null and mess_id is null
    when 'mess' then mess_id is not null and hostel_name is null and trade is null
    else hostel_name is not null and trade is null and mess_id is null
  end);

drop index public.office_places_unique;

create unique index office_places_unique on public.office_places (user_id, kind, coalesce(hostel_name, trade, mess_id::text));

create index office_places_mess_idx on public.office_places (mess_id) where mess_id is not null;

-- Whether this account runs this mess: the whole office, or a mess manager of it while they hold the role.
create function public.member_manages_mess(p_user_id uuid, p_mess_id bigint)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(public.account_role(p_user_id) in ('admin', 'staff'), false) or exists (
    select 1 from public.office_places p
    where p.user_id = p_user_id and p.kind = 'mess' and p.mess_id = p_mess_id
      and public.account_role(p_user_id) = 'mess_manager');
$$;

-- Whether this account may read this mess's students' records there: those who run it, and the wardens of the
-- hostels it feeds.
create function public.member_sees_mess(p_user_id uuid, p_mess_id bigint)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select public.member_manages_mess(p_user_id, p_mess_id) or (public.account_role(p_user_id) = 'warden' and exists (
    select 1 from public.mess_hostels h join public.office_places p on p.hostel_name = h.hostel_name
    where h.mess_id = p_mess_id and p.user_id = p_user_id and p.kind = 'hostel'));
$$;

create function public.manages_mess(p_mess_id bigint)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select public.member_manages_mess((select auth.uid()), p_mess_id);
$$;

create function public.sees_mess(p_mess_id bigint)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select public.member_sees_mess((select auth.uid()), p_mess_id);
$$;

-- A mess manager sees the residents of the hostels their messes feed (the counter must know who lives there).
create or replace function public.member_sees_hostel(p_user_id uuid, p_hostel_name text)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select public.member_serves_hostel(p_user_id, p_hostel_name) or exists (
    select 1 from public.office_places p
    where p.user_id = p_user_id and p.hostel_name = p_hostel_name
      and p.kind = public.place_kind_of(public.account_role(p_user_id))
  ) or (public.account_role(p_user_id) = 'mess_manager' and exists (
    select 1 from public.office_places p join public.mess_hostels h on h.mess_id = p.mess_id
    where p.user_id = p_user_id and p.kind = 'mess' and h.hostel_name = p_hostel_name));
$$;

create or replace function public.my_office_places()
returns table (kind text, place text)
language sql
stable
security definer
set search_path = ''
as $$
  select p.kind, coalesce(p.hostel_name, p.trade, m.name) from public.office_places p
  left join public.messes m on m.id = p.mess_id
  where p.user_id = (select auth.uid()) and p.kind = public.place_kind_of(public.office_role())
  order by 2;
$$;

-- A mess manager's places are messes, named by name.
create or replace function public.set_office_places(
  p_user_id uuid, p_role text, p_places text[], p_actor_id uuid, p_actor_email text)
returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_kind text := public.place_kind_of(p_role);
  v_before text[];
  v_after text[];
begin
  if not exists (select 1 from auth.users u where u.id = p_user_id) then return 'not_found'; end if;
  if v_kind is null then
    delete from public.office_places p where p.user_id = p_user_id;
    return 'cleared';
  end if;
  if coalesce(cardinality(p_places), 0) = 0 then return 'places_required'; end if;
  if v_kind = 'trade' then
    if exists (select 1 from unnest(p_places) x
               where x not in ('electrical', 'plumbing', 'carpentry', 'network', 'housekeeping')) then
      return 'unknown_place';
    end if;
  elsif v_kind = 'mess' then
    if exists (select 1 from unnest(p_places) x where not exists (select 1 from public.messes m where m.name = x)) then
      return 'unknown_place';
    end if;
  elsif exists (select 1 from unnest(p_places) x where not exists (select 1 from public.hostels h where h.name = x)) then
    return 'unknown_place';
  end if;
  select coalesce(array_agg(coalesce(p.hostel_name, p.trade, m.name) order by 1), '{}') into v_before
  from public.office_places p left join public.messes m on m.id = p.mess_id
  where p.user_id = p_user_id and p.kind = v_kind;
  select coalesce(array_agg(distinct x order by x), '{}') into v_after from unnest(p_places) x;
  delete from public.office_places p where p.user_id = p_user_id;
  insert into public.office_places (user_id, kind, hostel_name, trade, mess_id)
  select p_user_id, v_kind, case when v_kind in ('hostel', 'gate') then x end, case when v_kind = 'trade' then x end,
         (select m.id from public.messes m where v_kind = 'mess' and m.name = x)
  from unnest(v_after) x;
  if v_before is distinct from v_after then
    perform public.record_audit('person.set_places', 'user', p_user_id::text,
      jsonb_build_object('places', to_jsonb(v_before)), jsonb_build_object('kind', v_kind, 'places', to_jsonb(v_after)),
      null, p_actor_id, p_actor_email);
  end if;
  return 'set';
end;
$$;

-- Registration periods: a semester or a month of meals, chosen in a window the office opens.
create table public.mess_periods (
  id bigint generated always as identity primary key,
  name text not null check (char_length(btrim(name)) between 1 and 80),
  starts_on date not null,
  ends_on date not null,
  opens_at timestamptz not null,
  closes_at timestamptz not null,
  allocation text not null check (allocation in ('first_come', 'lottery')),
  -- Set once the window has closed, the lottery (if any) drawn and the students without a choice placed.
  settled_at timestamptz,
  created_by uuid references auth.users (id) on delete set null,
  created_at timestamptz not null default now(),
  check (ends_on >= starts_on and ends_on - starts_on <= 200),
  check (closes_at > opens_at),
  constraint mess_periods_no_overlap exclude using gist (daterange(starts_on, ends_on, '[]') with &&)
);

comment on table public.mess_periods is 'Mess registration periods (a semester or a month): the days they cover, the window students choose in, first come or lottery, and when the window was settled.';

-- A student's mess for a period. A lottery choice waits as requested until the draw; registered counts from from_on.
create table public.mess_registrations (
  period_id bigint not null references public.mess_periods (id) on delete cascade,
  user_id uuid not null references auth.users (id) on delete cascade,
  mess_id bigint not null references public.messes (id) on delete restrict,
  status text not null check (status in ('requested', 'registered')),
  placed_by text not null check (placed_by in ('choice', 'lottery', 'default', 'office')),
  from_on date not null,
  updated_at timestamptz not null default now(),
  primary key (period_id, user_id)
);

create index mess_registrations_mess_idx on public.mess_registrations (mess_id, period_id, status);

create index mess_registrations_user_idx on public.mess_registrations (user_id);

comment on table public.mess_registrations is 'Each student''s mess for a period: requested (a lottery choice before the draw) or registered, how they were placed, and the first day it counts.';

-- A mess's menu for the week starting on a Monday; students read it once published.
create table public.mess_menus (
  mess_id bigint not null references public.messes (id) on delete cascade,
  week_start date not null check (extract(isodow from week_start) = 1),
  published_at timestamptz,
  updated_at timestamptz not null default now(),
  updated_by uuid references auth.users (id) on delete set null,
  primary key (mess_id, week_start)
);

create table public.mess_menu_items (
  mess_id bigint not null,
  week_start date not null,
  day smallint not null check (day between 1 and 7),
  meal text not null check (meal in ('breakfast', 'lunch', 'snacks', 'dinner')),
  position smallint not null check (position between 1 and 20),
  dish text not null check (char_length(btrim(dish)) between 1 and 80),
  diet text not null check (diet in ('veg', 'non_veg', 'jain')),
  primary key (mess_id, week_start, day, meal, position),
  foreign key (mess_id, week_start) references public.mess_menus (mess_id, week_start) on delete cascade
);

comment on table public.mess_menu_items is 'The dishes of a weekly menu: day (1 Monday to 7 Sunday), meal, order, dish and its mark (veg, non_veg, jain).';

-- The counter's record of meals served: one row per student, day and meal, whichever counter served it.
create table public.meal_servings (
  id bigint generated always as identity primary key,
  mess_id bigint not null references public.messes (id) on delete restrict,
  user_id uuid not null references auth.users (id) on delete cascade,
  served_on date not null,
  meal text not null check (meal in ('breakfast', 'lunch', 'snacks', 'dinner')),
  served_at timestamptz not null default now(),
  served_by uuid references auth.users (id) on delete set null,
  unique (user_id, served_on, meal)
);

create index meal_servings_mess_day_idx on public.meal_servings (mess_id, served_on);

comment on table public.meal_servings is 'Meals served at a counter: one per student, day and meal, so two counters scanning one QR serve it once.';

create table public.mess_scan_refusals (
  id bigint generated always as identity primary key,
  mess_id bigint not null references public.messes (id) on delete cascade,
  user_id uuid references auth.users (id) on delete set null,
  served_on date not null,
  meal text not null check (meal in ('breakfast', 'lunch', 'snacks', 'dinner')),
  code text not null check (code in ('already_served', 'not_registered', 'on_rebate', 'wrong_mess')),
  at timestamptz not null default now()
);

create index mess_scan_refusals_mess_day_idx on public.mess_scan_refusals (mess_id, served_on);

comment on table public.mess_scan_refusals is 'Scans a counter refused, and why: counted on the caterer''s scorecard.';

-- Extras and guests' meals a counter adds to a student's day, priced from the mess's list when added.
create table public.mess_extras (
  id bigint generated always as identity primary key,
  mess_id bigint not null references public.messes (id) on delete restrict,
  user_id uuid not null references auth.users (id) on delete cascade,
  served_on date not null,
  kind text not null check (kind in ('extra', 'guest_meal')),
  item text not null check (char_length(item) between 1 and 60),
  quantity integer not null check (quantity between 1 and 20),
  unit_minor integer not null check (unit_minor between 0 and 100000),
  amount_minor integer not null,
  added_by uuid references auth.users (id) on delete set null,
  created_at timestamptz not null default now(),
  check (amount_minor = quantity * unit_minor)
);

create index mess_extras_user_day_idx on public.mess_extras (user_id, served_on);

create index mess_extras_mess_day_idx on public.mess_extras (mess_id, served_on);

comment on table public.mess_extras is 'Paid extras and guest meals added at the counter to a student''s day, priced by the server.';

-- A student's rating of a meal they were served, given the same day.
create table public.meal_ratings (
  id bigint generated always as identity primary key,
  mess_id bigint not null references public.messes (id) on delete cascade,
  user_id uuid not null references auth.users (id) on delete cascade,
  served_on date not null,
  meal text not null check (meal in ('breakfast', 'lunch', 'snacks', 'dinner')),
  stars smallint not null check (stars between 1 and 5),
  comment text check (char_length(comment) <= 500),
  created_at timestamptz not null default now(),
  unique (user_id, served_on, meal)
);

create index meal_ratings_mess_day_idx on public.meal_ratings (mess_id, served_on);

comment on table public.meal_ratings is 'Ratings of meals served: 1 to 5 stars and an optional comment, one per student, day and meal.';

-- A rebate: days away that leave the bill once the mess manager approves them.
create table public.mess_rebates (
  id bigint generated always as identity primary key,
  mess_id bigint not null references public.messes (id) on delete restrict,
  user_id uuid not null references auth.users (id) on delete cascade,
  from_on date not null,
  to_on date not null,
  reason text not null check (char_length(btrim(reason)) between 1 and 300),
  status text not null default 'pending' check (status in ('pending', 'approved', 'rejected', 'withdrawn')),
  source text not null default 'student' check (source in ('student', 'leave')),
  note text check (char_length(note) <= 500),
  decided_by uuid references auth.users (id) on delete set null,
  decided_at timestamptz,
  created_at timestamptz not null default now(),
  check (to_on >= from_on and to_on - from_on <= 180)
);

create index mess_rebates_user_idx on public.mess_rebates (user_id, from_on);

create index mess_rebates_mess_status_idx on public.mess_rebates (mess_id, status);

comment on table public.mess_rebates is 'Rebates for days away: pending until the mess manager approves or rejects them with a note; approved days leave the bill.';

-- The bill's ledger beyond what the days and the counter make: the office's corrections and the card payments.
create table public.mess_bill_corrections (
  id bigint generated always as identity primary key,
  user_id uuid not null references auth.users (id) on delete cascade,
  mess_id bigint not null references public.messes (id) on delete restrict,
  month date not null check (extract(day from month) = 1),
  amount_minor integer not null check (amount_minor between -10000000 and 10000000 and amount_minor <> 0),
  reason text not null check (char_length(btrim(reason)) between 1 and 300),
  created_by uuid references auth.users (id) on delete set null,
  created_at timestamptz not null default now()
);

create index mess_bill_corrections_user_month_idx on public.mess_bill_corrections (user_id, month);

comment on table public.mess_bill_corrections is 'The office''s corrections of a student''s monthly mess bill, in paise (negative: a credit), each with its reason.';

create table public.mess_bill_payments (
  id bigint generated always as identity primary key,
  user_id uuid not null references auth.users (id) on delete cascade,
  month date not null check (extract(day from month) = 1),
  amount_minor integer not null check (amount_minor > 0),
  currency text not null,
  status text not null default 'pending' check (status in ('pending', 'paid', 'canceled', 'refunded')),
  payment_intent_id text unique,
  receipt_number text unique,
  paid_at timestamptz,
  created_at timestamptz not null default now(),
  check ((status = 'paid') = (paid_at is not null) or status = 'refunded')
);

create unique index mess_bill_payments_one_pending on public.mess_bill_payments (user_id, month) where status = 'pending';

comment on table public.mess_bill_payments is 'Card payments of a student''s monthly mess bill: the amount the server priced when the intent opened, and the receipt number once paid.';

-- What the office counts as a poor month for a caterer, and what it suggests as a penalty for each breach.
create table public.mess_score_thresholds (
  mess_id bigint primary key references public.messes (id) on delete cascade,
  min_average_rating numeric(2, 1) not null default 3.0 check (min_average_rating between 1 and 5),
  max_food_complaints integer not null default 10 check (max_food_complaints >= 0),
  max_sla_breaches integer not null default 2 check (max_sla_breaches >= 0),
  max_refusals integer not null default 50 check (max_refusals >= 0),
  penalty_minor integer not null default 500000 check (penalty_minor between 0 and 100000000),
  updated_at timestamptz not null default now()
);

comment on table public.mess_score_thresholds is 'The office''s thresholds for a caterer''s month (average rating, food complaints, SLA breaches, counter refusals) and the penalty suggested for each one crossed.';

-- Three new kinds of notification: where a student was placed, a rebate decided, a mess bill paid.
alter table public.notifications drop constraint notifications_kind_check;

alter table public.notifications add constraint notifications_kind_check check (kind in (
  'booking_receipt', 'booking_refunded', 'hold_ending', 'hold_lapsed', 'roommate_invite',
  'application_decided', 'complaint_resolved', 'complaint_overdue', 'complaint_replied', 'waitlist_offer',
  'selection_slot', 'selection_claim', 'notice', 'allotment_changed', 'mess_placed', 'mess_rebate_decided',
  'mess_bill_paid'));

alter table public.notification_preferences drop constraint notification_preferences_email_off_check;

alter table public.notification_preferences add constraint notification_preferences_email_off_check check (email_off <@ array[
  'booking_receipt', 'booking_refunded', 'hold_ending', 'hold_lapsed', 'roommate_invite',
  'application_decided', 'complaint_resolved', 'complaint_overdue', 'complaint_replied', 'waitlist_offer',
  'selection_slot', 'notice', 'allotment_changed', 'mess_placed', 'mess_rebate_decided', 'mess_bill_paid']::text[]);

-- Reads. Messes, their hostels and price lists and the periods are public to signed-in accounts; the rest is the
-- student's own, or the mess's for those who run or oversee it.
do $$
declare
  t text;
begin
  foreach t in array array['messes', 'mess_hostels', 'mess_extra_items', 'mess_periods', 'mess_registrations',
                           'mess_menus', 'mess_menu_items', 'meal_servings', 'mess_scan_refusals', 'mess_extras',
                           'meal_ratings', 'mess_rebates', 'mess_bill_corrections', 'mess_bill_payments',
                           'mess_score_thresholds'] loop
    execute format('alter table public.%I enable row level security', t);
    execute format('revoke all on public.%I from anon, authenticated', t);
    execute format('grant select on public.%I to authenticated', t);
  end loop;
end;
$$;

create policy "signed-in accounts read the messes" on public.messes for select to authenticated using (true);

create policy "signed-in accounts read which hostels messes feed" on public.mess_hostels
  for select to authenticated using (true);

create policy "signed-in accounts read the extras' prices" on public.mess_extra_items
  for select to authenticated using (true);

create policy "signed-in accounts read the periods" on public.mess_periods for select to authenticated using (true);

create policy "students read their own registrations" on public.mess_registrations
  for select to authenticated using (user_id = (select auth.uid()));

create policy "those who see a mess read its registrations" on public.mess_registrations
  for select to authenticated using ((select public.sees_mess(mess_id)));

create policy "published menus are read by signed-in accounts" on public.mess_menus
  for select to authenticated using (published_at is not null or (select public.manages_mess(mess_id)));

create policy "published menus' dishes are read by signed-in accounts" on public.mess_menu_items
  for select to authenticated using (exists (
    select 1 from public.mess_menus m
    where m.mess_id = mess_menu_items.mess_id and m.week_start = mess_menu_items.week_start
      and (m.published_at is not null or (select public.manages_mess(m.mess_id)))));

create policy "students read their own servings" on public.meal_servings
  for select to authenticated using (user_id = (select auth.uid()));

create policy "those who see a mess read its servings" on public.meal_servings
  for select to authenticated using ((select public.sees_mess(mess_id)));

create policy "students read their own refused scans" on public.mess_scan_refusals
  for select to authenticated using (user_id = (select auth.uid()));

create policy "those who see a mess read its refused scans" on public.mess_scan_refusals
  for select to authenticated using ((select public.sees_mess(mess_id)));

create policy "students read their own extras" on public.mess_extras
  for select to authenticated using (user_id = (select auth.uid()));

create policy "those who see a mess read its extras" on public.mess_extras
  for select to authenticated using ((select public.sees_mess(mess_id)));

create policy "students read their own ratings" on public.meal_ratings
  for select to authenticated using (user_id = (select auth.uid()));

create policy "those who see a mess read its ratings" on public.meal_ratings
  for select to authenticated using ((select public.sees_mess(mess_id)));

create policy "students read their own rebates" on public.mess_rebates
  for select to authenticated using (user_id = (select auth.uid()));

create policy "those who see a mess read its rebates" on public.mess_rebates
  for select to authenticated using ((select public.sees_mess(mess_id)));

create policy "students read their own corrections" on public.mess_bill_corrections
  for select to authenticated using (user_id = (select auth.uid()));

create policy "those who see a mess read its corrections" on public.mess_bill_corrections
  for select to authenticated using ((select public.sees_mess(mess_id)));

create policy "students read their own bill payments" on public.mess_bill_payments
  for select to authenticated using (user_id = (select auth.uid()));

create policy "the office reads every bill payment" on public.mess_bill_payments
  for select to authenticated using ((select public.is_office()));

create policy "those who run a mess read its thresholds" on public.mess_score_thresholds
  for select to authenticated using ((select public.sees_mess(mess_id)));

-- The day a moment falls on in IST: every mess day is an Indian calendar day.
create function public.ist_day(p_at timestamptz)
returns date
language sql
immutable
set search_path = ''
as $$
  select (p_at at time zone 'Asia/Kolkata')::date;
$$;

-- The mess a student is registered in on a day, if any.
create function public.mess_on(p_user_id uuid, p_day date)
returns bigint
language sql
stable
security definer
set search_path = ''
as $$
  select r.mess_id from public.mess_registrations r join public.mess_periods p on p.id = r.period_id
  where r.user_id = p_user_id and r.status = 'registered' and p_day between greatest(p.starts_on, r.from_on) and p.ends_on
  limit 1;
$$;

-- Whether an approved rebate covers a student's day.
create function public.on_rebate(p_user_id uuid, p_day date)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (select 1 from public.mess_rebates b
                 where b.user_id = p_user_id and b.status = 'approved' and p_day between b.from_on and b.to_on);
$$;

revoke execute on function public.member_manages_mess(uuid, bigint), public.member_sees_mess(uuid, bigint),
  public.mess_on(uuid, date), public.on_rebate(uuid, date) from public, anon, authenticated;

revoke execute on function public.manages_mess(bigint), public.sees_mess(bigint) from public, anon;
