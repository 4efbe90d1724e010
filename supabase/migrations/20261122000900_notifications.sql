-- Notifications: the in-app bell and the email outbox in one row per message, written by triggers in the same
-- transaction as the change they announce; preferences; password reset mails counted per account.

create table public.notifications (
  id bigint generated always as identity primary key,
  -- Whose bell shows it: every message goes to an account, at the address the account has.
  user_id uuid references auth.users (id) on delete cascade,
  email text not null check (char_length(email) between 3 and 320),
  kind text not null check (kind in (
    'booking_receipt', 'booking_refunded', 'hold_ending', 'hold_lapsed', 'roommate_invite',
    'application_decided', 'complaint_resolved', 'complaint_overdue', 'complaint_replied', 'waitlist_offer',
    'selection_slot', 'selection_claim')),
  -- What the message says, as the kind's fields (contracts/src/notifications.ts renders it, for mail and the app).
  data jsonb not null default '{}'::jsonb check (jsonb_typeof(data) = 'object'),
  -- One notification per event, however often the event's trigger or sweep runs.
  dedupe_key text not null unique check (char_length(dedupe_key) <= 200),
  created_at timestamptz not null default now(),
  read_at timestamptz,
  email_status text not null default 'pending' check (email_status in ('pending', 'sending', 'sent', 'skipped', 'failed')),
  email_attempts integer not null default 0,
  email_next_at timestamptz not null default now(),
  email_lease_until timestamptz,
  email_sent_at timestamptz,
  email_error text check (char_length(email_error) <= 1000),
  message_id text not null unique default (gen_random_uuid()::text || '@campus-hostel.local'),
  -- Whose action sent a message to someone else (a roommate invitation); null for what the product tells an account
  -- about its own affairs.
  sender_id uuid references auth.users (id) on delete set null,
  constraint notifications_to_an_account check (user_id is not null)
);

comment on table public.notifications is 'The in-app notifications and the email outbox in one: written only by triggers and the sweeps, emailed once by the server (claim_notification_emails / finish_notification_email), read and marked read by their owner.';

comment on column public.notifications.sender_id is 'The account whose action sent this message to another account (its hourly cap counts these); null for the product''s own messages.';

create index notifications_user_idx on public.notifications (user_id, id desc);

create index notifications_unread_idx on public.notifications (user_id) where read_at is null;

create index notifications_outbox_idx on public.notifications (email_next_at) where email_status in ('pending', 'sending');

alter table public.notifications enable row level security;

revoke all on public.notifications from anon, authenticated;

grant select (id, user_id, kind, data, created_at, read_at, email_status) on public.notifications to authenticated;

grant update (read_at) on public.notifications to authenticated;

create policy "users read their notifications" on public.notifications
  for select to authenticated using (user_id = (select auth.uid()));

create policy "users mark their notifications read" on public.notifications
  for update to authenticated using (user_id = (select auth.uid())) with check (user_id = (select auth.uid()));

-- A claim link is mail only: shown in the app, its token would let the account claim without reading the address's
-- mail, which is the proof it asks for.
create policy "claim links are mail only" on public.notifications
  as restrictive for select to authenticated using (kind <> 'selection_claim');

create index notifications_sender_idx on public.notifications (sender_id, created_at) where sender_id is not null;

-- The email kinds a user has turned off; the app still shows them.
create table public.notification_preferences (
  user_id uuid primary key default auth.uid() references auth.users (id) on delete cascade,
  -- Every kind but selection_claim: a claim link exists only as mail, so it cannot be turned off.
  email_off text[] not null default '{}' check (email_off <@ array[
    'booking_receipt', 'booking_refunded', 'hold_ending', 'hold_lapsed', 'roommate_invite',
    'application_decided', 'complaint_resolved', 'complaint_overdue', 'complaint_replied', 'waitlist_offer',
    'selection_slot']::text[]),
  updated_at timestamptz not null default now()
);

comment on table public.notification_preferences is 'Per user: the notification kinds not to email. Absent row: every kind is emailed.';

alter table public.notification_preferences enable row level security;

revoke all on public.notification_preferences from anon, authenticated;

grant select, insert (user_id, email_off), update (user_id, email_off) on public.notification_preferences to authenticated;

create policy "users read their preferences" on public.notification_preferences
  for select to authenticated using (user_id = (select auth.uid()));

create policy "users set their preferences" on public.notification_preferences
  for insert to authenticated with check (user_id = (select auth.uid()));

create policy "users change their preferences" on public.notification_preferences
  for update to authenticated using (user_id = (select auth.uid())) with check (user_id = (select auth.uid()));

create table public.recovery_mails (
  id bigint generated always as identity primary key,
  user_id uuid not null references auth.users (id) on delete cascade,
  sent_at timestamptz not null default now()
);

comment on table public.recovery_mails is 'Password reset mails sent to each account in the last hour (older rows are pruned as the account asks again). Server only, through claim_recovery_mail().';

create index recovery_mails_user_idx on public.recovery_mails (user_id, sent_at);

alter table public.recovery_mails enable row level security;

revoke all on public.recovery_mails from anon, authenticated;

create function public.touch_notification_preferences()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.updated_at := now();
  return new;
end;
$$;

create trigger notification_preferences_touch before update on public.notification_preferences
  for each row execute function public.touch_notification_preferences();

-- Where a booking's bed is, and what it cost: the facts every booking message names.
create function public.booking_facts(p_booking public.bookings)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select jsonb_build_object(
    'reference', p_booking.reference,
    'room_id', r.id,
    'hostel_name', r.hostel_name,
    'wing_name', r.wing_name,
    'room_number', r.room_number,
    'bed_label', b.label,
    'amount_minor', p_booking.amount_minor,
    'currency', p_booking.currency,
    'name', p_booking.name)
  from public.beds b join public.hostel_room r on r.id = b.room_id
  where b.id = p_booking.bed_id;
$$;

-- Paid, refunded, or lapsed: a booking's changes of status that its payer hears about. A hold that ends because the
-- payer left or switched beds (before its end) is not news to them.
create function public.notify_booking_change()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_facts jsonb := public.booking_facts(new);
begin
  if new.status = 'paid' then
    perform public.notify(new.user_id, new.email, 'booking_receipt',
      v_facts || jsonb_build_object('paid_at', new.paid_at, 'payment_intent_id', new.payment_intent_id),
      'booking_receipt:' || new.id);
  elsif new.status = 'refunded' then
    perform public.notify(new.user_id, new.email, 'booking_refunded',
      v_facts || jsonb_build_object('payment_intent_id', new.payment_intent_id),
      'booking_refunded:' || new.id);
  elsif new.status = 'expired' and old.status = 'held' and new.hold_ends_at is not null and new.hold_ends_at <= now() then
    perform public.notify(new.user_id, new.email, 'hold_lapsed', v_facts, 'hold_lapsed:' || new.id);
  end if;
  return null;
end;
$$;

create trigger bookings_notify after update of status on public.bookings
  for each row when (old.status is distinct from new.status) execute function public.notify_booking_change();

create function public.notify_complaint_resolved()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform public.notify(new.user_id, new.email, 'complaint_resolved',
    jsonb_build_object('complaint_id', new.id, 'complaint_type', new.complaint_type,
                       'complaint_category', new.complaint_category),
    'complaint_resolved:' || new.id);
  return null;
end;
$$;

create trigger complaints_table_notify after update of resolved on public.complaints_table
  for each row when (new.resolved and not old.resolved) execute function public.notify_complaint_resolved();

-- The sender's side of the outbox. Claims up to p_limit messages due now: pending ones, and ones whose sender
-- stopped before marking them (lease over). Messages of a kind their user turned off are skipped, not sent.
create function public.claim_notification_emails(p_limit integer, p_lease_seconds integer)
returns table (id bigint, email text, kind text, data jsonb, message_id text, attempt integer)
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
    returning n.id, n.email, n.kind, n.data, n.message_id, n.email_attempts, n.email_status
  )
  select c.id, c.email, c.kind, c.data, c.message_id, c.email_attempts from claimed c where c.email_status = 'sending';
end;
$$;

-- Records how attempt p_attempt of message p_id went: sent, or (with p_error) due again after a backoff of
-- 30 s · 2^(attempt-1), at most an hour, until the 8th attempt fails it for good. An attempt that lost its lease
-- to another sender changes nothing.
create function public.finish_notification_email(p_id bigint, p_attempt integer, p_error text default null)
returns boolean
language sql
security definer
set search_path = ''
as $$
  update public.notifications n
  set email_status = case when p_error is null then 'sent' when n.email_attempts >= 8 then 'failed' else 'pending' end,
      email_sent_at = case when p_error is null then now() end,
      email_error = left(p_error, 1000),
      email_next_at = case when p_error is null then n.email_next_at
                           else now() + least(interval '1 hour', interval '30 seconds' * power(2, n.email_attempts - 1)) end,
      email_lease_until = null
  where n.id = p_id and n.email_attempts = p_attempt and n.email_status = 'sending'
  returning true;
$$;

-- The decision reaches the student's notification as it was made.
create function public.notify_application_decided()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform public.notify(new.user_id, new.email, 'application_decided',
    jsonb_build_object('application_id', new.application_id, 'application_type', new.application_type,
                       'decision', new.decision, 'note', new.decision_note),
    'application_decided:' || new.id);
  return null;
end;
$$;

create trigger application_table_notify after update of status on public.application_table
  for each row when (new.status and not old.status) execute function public.notify_application_decided();

-- Overdue means past the complaint's own due time, unanswered; admins and the member it is assigned to hear of it.
create function public.queue_due_notifications(p_minutes integer)
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_before integer;
  v_after integer;
begin
  if p_minutes is null or p_minutes < 1 or p_minutes > 60 then
    raise exception 'minutes must be between 1 and 60' using errcode = '22023';
  end if;
  select count(*) into v_before from public.notifications;
  perform public.notify(k.user_id, k.email, 'hold_ending',
    public.booking_facts(k) || jsonb_build_object('hold_ends_at', k.hold_ends_at),
    'hold_ending:' || k.id)
  from public.bookings k
  where k.status = 'held' and k.hold_ends_at > now() and k.hold_ends_at <= now() + make_interval(mins => p_minutes);
  perform public.notify(u.id, u.email, 'complaint_overdue',
    jsonb_build_object('complaint_id', c.id, 'complaint_type', c.complaint_type,
                       'complaint_category', c.complaint_category, 'urgency_level', c.urgency_level,
                       'created_at', c.created_at),
    'complaint_overdue:' || c.id || ':' || u.id)
  from public.complaints_table c
  cross join auth.users u
  where not c.resolved and c.answered_at is null and c.due_at <= now()
    and (u.raw_app_meta_data ->> 'role' = 'admin' or u.id = c.assigned_to) and u.email is not null;
  select count(*) into v_after from public.notifications;
  return v_after - v_before;
end;
$$;

create function public.sender_mail_capped(p_sender_id uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select count(*) >= 3 from public.notifications n
  where n.sender_id = p_sender_id and n.created_at > now() - interval '1 hour';
$$;

comment on function public.sender_mail_capped(uuid) is 'True once p_sender_id''s actions have sent three messages to other accounts within the last hour: the per-account hourly cap on mail to others.';

create function public.notify(p_user_id uuid, p_email text, p_kind text, p_data jsonb, p_dedupe_key text,
                              p_sender_id uuid default null)
returns void
language sql
security definer
set search_path = ''
as $$
  insert into public.notifications (user_id, email, kind, data, dedupe_key, sender_id, email_status)
  select u.id, u.email, p_kind, p_data, p_dedupe_key, p_sender_id,
         -- Over the sender's cap the message still shows in the recipient's app; it is not emailed.
         case when p_sender_id is not null and public.sender_mail_capped(p_sender_id) then 'skipped' else 'pending' end
  from auth.users u
  where u.id = p_user_id and u.email is not null
  on conflict (dedupe_key) do nothing;
$$;

comment on function public.notify(uuid, text, text, jsonb, text, uuid) is 'Queues one notification for account p_user_id, to its own address (p_email is ignored); nothing without an account. A second call with the same dedupe key changes nothing. p_sender_id: the account whose action sends it, capped per hour by sender_mail_capped().';

-- The invitee is an account (invite_roommate checks it); the inviter's name, which they typed on their booking
-- form, is left out: the invitee sees who invited them once signed in (my_roommate_invites).
create function public.notify_roommate_invite()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform public.notify(
    (select u.id from auth.users u where lower(u.email) = new.invitee_email limit 1),
    new.invitee_email,
    'roommate_invite',
    jsonb_build_object('invite_id', new.id, 'room_id', new.room_id, 'expires_at', new.expires_at)
    || (select jsonb_build_object('hostel_name', r.hostel_name, 'wing_name', r.wing_name,
                                  'room_number', r.room_number, 'bed_label', b.label)
        from public.beds b join public.hostel_room r on r.id = b.room_id where b.id = new.bed_id),
    'roommate_invite:' || new.id,
    new.inviter_id);
  return null;
end;
$$;

comment on function public.notify_roommate_invite() is 'Trigger: tells the invitee (an account) of a new invitation, sent by the inviter, in fixed words.';

create trigger roommate_invites_notify after insert on public.roommate_invites
  for each row execute function public.notify_roommate_invite();

-- The address as typed is only a key to find the account; the mail goes to the address the account has. An address of
-- no account, and an account that had its mails this hour, both answer null, so the caller answers alike and cannot
-- tell which it was.
create function public.claim_recovery_mail(p_email text)
returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_per_hour constant integer := 3;
  v_user_id uuid;
  v_email text;
begin
  if p_email is null or length(p_email) > 320 then
    raise exception 'the email must be at most 320 characters' using errcode = '22023';
  end if;
  select u.id, u.email into v_user_id, v_email
  from auth.users u
  where lower(u.email) = lower(btrim(p_email))
  limit 1;
  if v_user_id is null then
    return null;
  end if;
  -- Two requests for one account at once must not both see the last free mail of its hour.
  perform pg_advisory_xact_lock(hashtextextended('campus-hostel:recovery:' || v_user_id::text, 0));
  delete from public.recovery_mails where user_id = v_user_id and sent_at <= now() - interval '1 hour';
  if (select count(*) from public.recovery_mails where user_id = v_user_id) >= v_per_hour then
    return null;
  end if;
  insert into public.recovery_mails (user_id) values (v_user_id);
  return v_email;
end;
$$;

comment on function public.claim_recovery_mail(text) is 'Counts one password reset mail for the account with this address (any case) and answers the account''s own address; null when no account has it or the account had 3 in the last hour. Server only.';

-- Hosted Supabase lets anon, authenticated and service_role execute every new function: take back what each may not.
revoke execute on function
  public.booking_facts(public.bookings),
  public.claim_notification_emails(integer, integer),
  public.claim_recovery_mail(text),
  public.finish_notification_email(bigint, integer, text),
  public.notify(uuid, text, text, jsonb, text, uuid),
  public.notify_application_decided(),
  public.notify_booking_change(),
  public.notify_complaint_resolved(),
  public.notify_roommate_invite(),
  public.queue_due_notifications(integer),
  public.sender_mail_capped(uuid),
  public.touch_notification_preferences()
from public, anon, authenticated;
