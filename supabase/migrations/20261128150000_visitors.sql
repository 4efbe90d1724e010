-- Visitors: each hostel's visitor rules (the office's data), its blackout periods, bans by phone number (every hostel),
-- and the passes a host registers or a guard makes for a walk-in. Every write is a function the server calls with the
-- secret key (…_visitor_passes.sql, …_visitor_gate.sql, …_visitor_office.sql); the API roles only read, each what
-- its place allows: a host their own passes, a guard today's passes at the gates they keep (never the host's other
-- data), the hostel's warden and the whole office their hostels'. A pass's window is two moments within one IST day.

create table public.visitor_rules (
  hostel_name text primary key references public.hostels (name) on update cascade on delete cascade,
  -- Visiting hours (IST): a pass's window lies between them, on one day.
  visit_from time not null default '09:00',
  visit_to time not null default '19:00',
  -- How many of a host's visitors may be expected or inside at once.
  max_at_once integer not null default 2 check (max_at_once between 1 and 10),
  days_ahead integer not null default 14 check (days_ahead between 0 and 60),
  areas text not null default 'The visitors’ lounge on the ground floor'
    check (areas = btrim(areas) and char_length(areas) between 1 and 300),
  -- Visitors of the other gender in a boys' or girls' hostel (the others ignore it).
  other_gender boolean not null default false,
  updated_at timestamptz not null default now(),
  updated_by uuid references auth.users (id) on delete set null,
  check (visit_to > visit_from)
);

comment on table public.visitor_rules is 'Each hostel''s visitor rules: visiting hours (IST), how many of a host''s visitors at once, how many days ahead, where visitors may go, and whether visitors of the other gender may come. Written only by save_visitor_rules (the office, or the hostel''s warden).';

insert into public.visitor_rules (hostel_name) select h.name from public.hostels h;

-- A new hostel starts with the default rules.
create function public.add_visitor_rules()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into public.visitor_rules (hostel_name) values (new.name) on conflict do nothing;
  return null;
end;
$$;

create trigger hostels_visitor_rules after insert on public.hostels
  for each row execute function public.add_visitor_rules();

create table public.visitor_blackouts (
  id bigint generated always as identity primary key,
  hostel_name text not null references public.hostels (name) on update cascade on delete cascade,
  starts_at timestamptz not null,
  ends_at timestamptz not null,
  reason text not null check (reason = btrim(reason) and char_length(reason) between 1 and 300),
  created_by uuid references auth.users (id) on delete set null,
  created_at timestamptz not null default now(),
  check (ends_at > starts_at)
);

create index visitor_blackouts_hostel_idx on public.visitor_blackouts (hostel_name, ends_at);

comment on table public.visitor_blackouts is 'Periods a hostel takes no visitors (exams, an event): no pass is made whose window meets one. Written only by add_visitor_blackout and remove_visitor_blackout.';

create table public.visitor_bans (
  id bigint generated always as identity primary key,
  -- Normalised (contracts' normalisePhone): one number bans the visitor in every hostel.
  phone text not null check (phone ~ '^([6-9][0-9]{9}|\+[1-9][0-9]{7,14})$'),
  visitor_name text not null check (visitor_name = btrim(visitor_name) and char_length(visitor_name) between 2 and 100),
  reason text not null check (reason = btrim(reason) and char_length(reason) between 1 and 300),
  created_by uuid references auth.users (id) on delete set null,
  created_at timestamptz not null default now(),
  lifted_at timestamptz,
  lifted_by uuid references auth.users (id) on delete set null
);

create unique index visitor_bans_one_in_force on public.visitor_bans (phone) where lifted_at is null;

comment on table public.visitor_bans is 'Visitors the office keeps out, by phone number, in every hostel, until lifted: a ban voids the number''s passes and stops new ones. Written only by add_visitor_ban and lift_visitor_ban.';

create table public.visitor_passes (
  id bigint generated always as identity primary key,
  host_id uuid not null references auth.users (id) on delete cascade,
  -- The host's hostel when the pass was made: its gate scans it, its rules decided it.
  hostel_name text not null references public.hostels (name) on update cascade,
  visitor_name text not null check (visitor_name = btrim(visitor_name) and char_length(visitor_name) between 2 and 100),
  phone text not null check (phone ~ '^([6-9][0-9]{9}|\+[1-9][0-9]{7,14})$'),
  email text check (char_length(email) <= 254 and email ~ '^[^@[:space:]]+@[^@[:space:]]+\.[^@[:space:]]+$'),
  relation text not null check (relation in ('parent', 'sibling', 'relative', 'friend', 'other')),
  gender text not null check (gender in ('female', 'male', 'other')),
  purpose text not null check (purpose = btrim(purpose) and char_length(purpose) between 1 and 200),
  from_at timestamptz not null,
  to_at timestamptz not null,
  status text not null check (status in ('awaiting_host', 'active', 'declined', 'cancelled', 'void')),
  void_reason text check (void_reason in ('host_checked_out', 'host_on_leave', 'banned')),
  walk_in boolean not null default false,
  -- The host for a registered pass, the guard for a walk-in.
  created_by uuid references auth.users (id) on delete set null,
  entered_at timestamptz,
  entered_by uuid references auth.users (id) on delete set null,
  exited_at timestamptz,
  exited_by uuid references auth.users (id) on delete set null,
  decided_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check (to_at > from_at and to_at - from_at <= interval '1 day'),
  check ((status = 'void') = (void_reason is not null)),
  check (walk_in or email is not null),
  check (status <> 'awaiting_host' or walk_in),
  check (exited_at is null or entered_at is not null)
);

create index visitor_passes_host_idx on public.visitor_passes (host_id, from_at desc);
create index visitor_passes_hostel_idx on public.visitor_passes (hostel_name, from_at);
create index visitor_passes_phone_idx on public.visitor_passes (phone, from_at);

comment on table public.visitor_passes is 'Visitors'' passes: a host registers one (active) or a guard registers a walk-in (awaiting_host until the host confirms or declines); the host cancels before entry; a ban, the host''s check-out or leave make it void. The gate records one entry and one exit.';

-- Four kinds: the pass mailed to the visitor (no account: mail only, in the host's language), the host told their
-- visitor came in, a walk-in waiting for them, and their passes made void.
alter table public.notifications drop constraint notifications_kind_check;

alter table public.notifications add constraint notifications_kind_check check (kind in (
  'booking_receipt', 'booking_refunded', 'hold_ending', 'hold_lapsed', 'roommate_invite',
  'application_decided', 'complaint_resolved', 'complaint_overdue', 'complaint_replied', 'waitlist_offer',
  'selection_slot', 'selection_claim', 'notice', 'allotment_changed', 'mess_placed', 'mess_rebate_decided',
  'mess_bill_paid', 'leave_status', 'leave_guardian_consent', 'gate_late_return', 'leave_guardian_late',
  'visitor_pass', 'visitor_arrived', 'visitor_walk_in', 'visitor_pass_void'));

alter table public.notifications drop constraint notifications_to_an_account;

alter table public.notifications add constraint notifications_to_an_account check (
  user_id is not null or kind in ('leave_guardian_consent', 'leave_guardian_late', 'visitor_pass'));

alter table public.notification_preferences drop constraint notification_preferences_email_off_check;

alter table public.notification_preferences add constraint notification_preferences_email_off_check check (email_off <@ array[
  'booking_receipt', 'booking_refunded', 'hold_ending', 'hold_lapsed', 'roommate_invite',
  'application_decided', 'complaint_resolved', 'complaint_overdue', 'complaint_replied', 'waitlist_offer',
  'selection_slot', 'notice', 'allotment_changed', 'mess_placed', 'mess_rebate_decided', 'mess_bill_paid',
  'leave_status', 'gate_late_return', 'visitor_arrived', 'visitor_walk_in', 'visitor_pass_void']::text[]);

create policy "visitor passes are mail only" on public.notifications
  as restrictive for select to authenticated using (kind <> 'visitor_pass');

-- An account-less mail is written in the language its data names (a visitor's pass: the host's); an account's mail in
-- the account's.
create or replace function public.claim_notification_emails(p_limit integer, p_lease_seconds integer)
returns table (id bigint, email text, kind text, data jsonb, message_id text, attempt integer, locale text)
language plpgsql
security definer
set search_path = ''
as $$
begin
  if p_limit is null or p_limit < 1 or p_limit > 500 or p_lease_seconds is null or p_lease_seconds < 5 then
    raise exception 'limit must be 1..500 and lease at least 5 seconds' using errcode = '22023';
  end if;
  return query
  with due as (
    select n.id from public.notifications n
    where (n.email_status = 'pending' and n.email_next_at <= now())
       or (n.email_status = 'sending' and n.email_lease_until <= now())
    order by n.id
    limit p_limit
    for update skip locked
  ), claimed as (
    update public.notifications n
    set email_status = case
          when exists (select 1 from public.notification_preferences p
                       where p.user_id = n.user_id and n.kind = any (p.email_off)) then 'skipped'
          else 'sending' end,
        email_attempts = n.email_attempts + 1,
        email_lease_until = now() + make_interval(secs => p_lease_seconds)
    from due
    where n.id = due.id
    returning n.id, n.user_id, n.email, n.kind, n.data, n.message_id, n.email_attempts, n.email_status
  )
  select c.id, c.email, c.kind, c.data, c.message_id, c.email_attempts,
         case when c.user_id is null then c.data ->> 'locale' else u.raw_user_meta_data ->> 'locale' end
  from claimed c
  left join auth.users u on u.id = c.user_id
  where c.email_status = 'sending';
end;
$$;

comment on function public.claim_notification_emails(integer, integer) is 'The mail sender''s claim: up to p_limit due outbox messages leased for p_lease_seconds, each with its recipient''s locale (user_metadata.locale; for a mail to no account, its data''s locale; null for English); kinds the user turned off are marked skipped instead. Server only.';

-- Reads: the rules and blackouts are for every signed-in account; bans for the office and wardens; a pass is its
-- host's, its hostel's (its warden, the whole office) and, on the day of its window (IST), its gate's guards'.
do $$
declare
  t text;
begin
  foreach t in array array['visitor_rules', 'visitor_blackouts', 'visitor_bans', 'visitor_passes'] loop
    execute format('alter table public.%I enable row level security', t);
    execute format('revoke all on public.%I from anon, authenticated', t);
  end loop;
end;
$$;

grant select on public.visitor_rules, public.visitor_blackouts, public.visitor_bans, public.visitor_passes
  to authenticated;

create policy "signed-in accounts read the visitor rules" on public.visitor_rules
  for select to authenticated using (true);

create policy "signed-in accounts read the visitor blackouts" on public.visitor_blackouts
  for select to authenticated using (true);

create policy "wardens and the office read the visitor bans" on public.visitor_bans
  for select to authenticated using ((select public.office_role()) in ('admin', 'staff', 'warden'));

create policy "hosts read their own visitor passes" on public.visitor_passes
  for select to authenticated using (host_id = (select auth.uid()));

create policy "wardens and the office read their hostels' visitor passes" on public.visitor_passes
  for select to authenticated using ((select public.serves_hostel(hostel_name)));

create policy "guards read today's visitor passes at their gates" on public.visitor_passes
  for select to authenticated using (
    (select public.keeps_gate(hostel_name))
    and (from_at at time zone 'Asia/Kolkata')::date <= (now() at time zone 'Asia/Kolkata')::date
    and (to_at at time zone 'Asia/Kolkata')::date >= (now() at time zone 'Asia/Kolkata')::date);

revoke execute on function public.add_visitor_rules()
  from public, anon, authenticated;
