-- Leave: each hostel's leave rules (the office's data), a student's proposed guardian (it applies once the office
-- confirms it), leave requests with the guardian's consent by a one-time link and the warden's decision, and the link
-- to the mess (an approved leave's whole days away become an approved rebate). Every write is a function the server
-- calls with the secret key (20261128100100_leave_requests.sql); the API roles only read, each what its place allows.
-- A leave runs between two moments (timestamptz): the gate and the roll-call compare times, the mess counts IST days.

-- The rules of each hostel, edited by the office (and by the hostel's warden).
create table public.leave_rules (
  hostel_name text primary key references public.hostels (name) on update cascade on delete cascade,
  -- A leave starts at least this many hours after it is asked for.
  notice_hours integer not null default 24 check (notice_hours between 0 and 720),
  max_days integer not null default 30 check (max_days between 1 and 180),
  guardian_consent boolean not null default true,
  -- When the hostel's gate closes each night (IST): the roll-call's hour, and what a return after it is late against.
  curfew time not null default '22:00',
  -- A return this many minutes after the leave's end is late enough to tell the guardian.
  late_notice_minutes integer not null default 60 check (late_notice_minutes between 0 and 1440),
  updated_at timestamptz not null default now(),
  updated_by uuid references auth.users (id) on delete set null
);

comment on table public.leave_rules is 'Each hostel''s leave rules: hours of notice, the longest leave in days, whether the guardian must consent, the curfew (IST) and how late a return must be to tell the guardian. Written only by save_leave_rules (the office, or the hostel''s warden).';

insert into public.leave_rules (hostel_name) select h.name from public.hostels h;

-- A new hostel starts with the default rules.
create function public.add_leave_rules()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into public.leave_rules (hostel_name) values (new.name) on conflict do nothing;
  return null;
end;
$$;

create trigger hostels_leave_rules after insert on public.hostels
  for each row execute function public.add_leave_rules();

-- A change of guardian the student proposes; the record's guardian changes only when the office confirms it.
create table public.guardian_changes (
  id bigint generated always as identity primary key,
  user_id uuid not null references auth.users (id) on delete cascade,
  guardian_name text not null check (guardian_name = btrim(guardian_name) and char_length(guardian_name) between 2 and 100),
  guardian_relation text not null check (guardian_relation in ('father', 'mother', 'guardian', 'spouse', 'sibling', 'other')),
  guardian_email text not null check (char_length(guardian_email) <= 254 and guardian_email ~ '^[^@[:space:]]+@[^@[:space:]]+\.[^@[:space:]]+$'),
  guardian_phone text not null check (guardian_phone ~ '^([6-9][0-9]{9}|\+[1-9][0-9]{7,14})$'),
  status text not null default 'pending' check (status in ('pending', 'confirmed', 'refused')),
  note text check (char_length(note) <= 500),
  decided_by uuid references auth.users (id) on delete set null,
  decided_at timestamptz,
  created_at timestamptz not null default now()
);

create unique index guardian_changes_one_pending on public.guardian_changes (user_id) where status = 'pending';

create index guardian_changes_status_idx on public.guardian_changes (status, id);

comment on table public.guardian_changes is 'Guardians students propose (name, relation, email, phone): pending until the office (or the student''s warden) confirms one into the student record or refuses it, audited.';

create table public.leave_requests (
  id bigint generated always as identity primary key,
  user_id uuid not null references auth.users (id) on delete cascade,
  -- The hostel the student lived in when they asked: its rules and its warden decide.
  hostel_name text not null references public.hostels (name) on update cascade,
  from_at timestamptz not null,
  to_at timestamptz not null,
  destination text not null check (char_length(btrim(destination)) between 1 and 120),
  reason text not null check (char_length(btrim(reason)) between 1 and 500),
  -- Where the student can be reached while away.
  phone text not null check (phone ~ '^([6-9][0-9]{9}|\+[1-9][0-9]{7,14})$'),
  status text not null check (status in ('awaiting_guardian', 'awaiting_warden', 'approved', 'rejected', 'cancelled')),
  guardian_required boolean not null,
  -- The guardian asked (from the record when the student applied), and their answer.
  guardian_email text,
  guardian_decision text check (guardian_decision in ('consented', 'refused')),
  guardian_decided_at timestamptz,
  note text check (char_length(note) <= 500),
  decided_by uuid references auth.users (id) on delete set null,
  decided_at timestamptz,
  cancelled_at timestamptz,
  created_at timestamptz not null default now(),
  check (to_at > from_at and to_at - from_at <= interval '180 days'),
  check (not guardian_required or guardian_email is not null)
);

create index leave_requests_user_idx on public.leave_requests (user_id, from_at desc);

create index leave_requests_hostel_status_idx on public.leave_requests (hostel_name, status, from_at);

comment on table public.leave_requests is 'Students'' leave: from and to (moments), destination, reason and a reachable phone; awaiting_guardian (when the hostel''s rules ask the guardian) → awaiting_warden → approved or rejected (by the warden, or the guardian refusing), or cancelled by the student before it starts.';

-- The guardian's one-time link: a token in the link and a six-digit code in the mail, both kept only as hashes. It is
-- good once, for its leave alone, until it expires or five wrong codes lock it.
create table public.leave_guardian_links (
  leave_id bigint primary key references public.leave_requests (id) on delete cascade,
  token_hash text not null unique check (char_length(token_hash) = 64),
  code_hash text not null check (char_length(code_hash) = 64),
  expires_at timestamptz not null,
  wrong_codes smallint not null default 0,
  used_at timestamptz,
  created_at timestamptz not null default now()
);

comment on table public.leave_guardian_links is 'The guardian consent link of a leave: hashes of its token and code, when it expires, wrong codes tried (five lock it) and when it was used (once). No API role reads it.';

-- A rebate made by an approved leave names it, so cancelling the leave withdraws it.
alter table public.mess_rebates add column leave_id bigint references public.leave_requests (id) on delete set null;

alter table public.mess_rebates add constraint mess_rebates_leave_source check (leave_id is null or source = 'leave');

create index mess_rebates_leave_idx on public.mess_rebates (leave_id) where leave_id is not null;

-- Two new kinds: a leave's step told to the student, and the consent request mailed to the guardian (who has no
-- account: the only kind of message without one, and mail only).
alter table public.notifications drop constraint notifications_kind_check;

alter table public.notifications add constraint notifications_kind_check check (kind in (
  'booking_receipt', 'booking_refunded', 'hold_ending', 'hold_lapsed', 'roommate_invite',
  'application_decided', 'complaint_resolved', 'complaint_overdue', 'complaint_replied', 'waitlist_offer',
  'selection_slot', 'selection_claim', 'notice', 'allotment_changed', 'mess_placed', 'mess_rebate_decided',
  'mess_bill_paid', 'leave_status', 'leave_guardian_consent'));

alter table public.notifications drop constraint notifications_to_an_account;

alter table public.notifications add constraint notifications_to_an_account check (
  user_id is not null or kind = 'leave_guardian_consent');

alter table public.notification_preferences drop constraint notification_preferences_email_off_check;

alter table public.notification_preferences add constraint notification_preferences_email_off_check check (email_off <@ array[
  'booking_receipt', 'booking_refunded', 'hold_ending', 'hold_lapsed', 'roommate_invite',
  'application_decided', 'complaint_resolved', 'complaint_overdue', 'complaint_replied', 'waitlist_offer',
  'selection_slot', 'notice', 'allotment_changed', 'mess_placed', 'mess_rebate_decided', 'mess_bill_paid',
  'leave_status']::text[]);

create policy "guardian consent links are mail only" on public.notifications
  as restrictive for select to authenticated using (kind <> 'leave_guardian_consent');

-- Once the consent mail has gone (or failed for good) its token and code leave the outbox: the link's only copy then
-- is the guardian's mail, and the database keeps hashes alone.
create function public.scrub_guardian_mail()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.data := new.data - 'token' - 'code';
  return new;
end;
$$;

create trigger notifications_scrub_guardian_mail before update of email_status on public.notifications
  for each row when (new.kind = 'leave_guardian_consent' and new.email_status in ('sent', 'failed', 'skipped'))
  execute function public.scrub_guardian_mail();

-- Reads: the rules are for every signed-in account; a leave is its student's and their hostel's (its warden, the whole
-- office); a proposed guardian likewise; the links, no one's.
do $$
declare
  t text;
begin
  foreach t in array array['leave_rules', 'guardian_changes', 'leave_requests', 'leave_guardian_links'] loop
    execute format('alter table public.%I enable row level security', t);
    execute format('revoke all on public.%I from anon, authenticated', t);
  end loop;
end;
$$;

grant select on public.leave_rules, public.guardian_changes, public.leave_requests to authenticated;

create policy "signed-in accounts read the leave rules" on public.leave_rules
  for select to authenticated using (true);

create policy "students read their own leave" on public.leave_requests
  for select to authenticated using (user_id = (select auth.uid()));

create policy "wardens and the office read their hostels' leave" on public.leave_requests
  for select to authenticated using ((select public.serves_hostel(hostel_name)));

create policy "students read their own guardian changes" on public.guardian_changes
  for select to authenticated using (user_id = (select auth.uid()));

create policy "wardens and the office read their residents' guardian changes" on public.guardian_changes
  for select to authenticated using ((select public.serves_resident(user_id)));

revoke execute on function public.add_leave_rules(), public.scrub_guardian_mail() from public, anon, authenticated;
