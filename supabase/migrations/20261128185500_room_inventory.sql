-- A room's inventory and the move-in condition report: the items the office keeps per room (shared) and per bed, with
-- their condition; the keys each resident holds; and, from the moment a student checks in, their report on each item
-- (confirmed, or disputed with a note and photos), due 72 hours later, countersigned by the office. A report not sent
-- in time counts as listed; the student is reminded twice before then. Every write is a function the server calls with
-- the student or the actor it verified.

-- Two new kinds: a condition report's reminder, and charges proposed or decided after a move-out inspection (beside
-- the work orders' two, which the migration before this one added).
alter table public.notifications drop constraint notifications_kind_check;

alter table public.notifications add constraint notifications_kind_check check (kind in (
  'booking_receipt', 'booking_refunded', 'hold_ending', 'hold_lapsed', 'roommate_invite',
  'application_decided', 'complaint_resolved', 'complaint_overdue', 'complaint_replied', 'waitlist_offer',
  'selection_slot', 'selection_claim', 'notice', 'allotment_changed', 'mess_placed', 'mess_rebate_decided',
  'mess_bill_paid', 'leave_status', 'leave_guardian_consent', 'gate_late_return', 'leave_guardian_late',
  'visitor_pass', 'visitor_arrived', 'visitor_walk_in', 'visitor_pass_void', 'guest_stay_status', 'guest_stay_review',
  'work_order_status', 'work_order_job', 'condition_report_due', 'room_charges'));

alter table public.notification_preferences drop constraint notification_preferences_email_off_check;

alter table public.notification_preferences add constraint notification_preferences_email_off_check check (email_off <@ array[
  'booking_receipt', 'booking_refunded', 'hold_ending', 'hold_lapsed', 'roommate_invite',
  'application_decided', 'complaint_resolved', 'complaint_overdue', 'complaint_replied', 'waitlist_offer',
  'selection_slot', 'notice', 'allotment_changed', 'mess_placed', 'mess_rebate_decided', 'mess_bill_paid',
  'leave_status', 'gate_late_return', 'visitor_arrived', 'visitor_walk_in', 'visitor_pass_void', 'guest_stay_status',
  'guest_stay_review', 'work_order_status', 'work_order_job', 'condition_report_due', 'room_charges']::text[]);

-- The price list: what damage to or the loss of each kind of item costs its resident.
create table public.inventory_prices (
  kind text not null check (kind in ('bed', 'mattress', 'table', 'chair', 'almirah', 'fan', 'ac', 'key', 'light',
                                     'curtain', 'other')),
  condition text not null check (condition in ('damaged', 'missing')),
  amount_minor integer not null check (amount_minor between 0 and 10000000),
  primary key (kind, condition)
);

comment on table public.inventory_prices is 'The office''s price list for room inventory: the charge, in minor units, for an item of a kind found damaged or missing at move-out. Read by everyone signed in; written only by set_inventory_price.';

insert into public.inventory_prices (kind, condition, amount_minor) values
  ('bed', 'damaged', 150000), ('bed', 'missing', 600000),
  ('mattress', 'damaged', 80000), ('mattress', 'missing', 250000),
  ('table', 'damaged', 60000), ('table', 'missing', 300000),
  ('chair', 'damaged', 40000), ('chair', 'missing', 150000),
  ('almirah', 'damaged', 100000), ('almirah', 'missing', 800000),
  ('fan', 'damaged', 50000), ('fan', 'missing', 250000),
  ('ac', 'damaged', 300000), ('ac', 'missing', 3500000),
  ('key', 'damaged', 10000), ('key', 'missing', 50000),
  ('light', 'damaged', 15000), ('light', 'missing', 40000),
  ('curtain', 'damaged', 20000), ('curtain', 'missing', 50000),
  ('other', 'damaged', 0), ('other', 'missing', 0);

alter table public.inventory_prices enable row level security;

revoke all on public.inventory_prices from anon, authenticated;
grant select on public.inventory_prices to authenticated;

create policy "everyone signed in reads the price list" on public.inventory_prices
  for select to authenticated using (true);

-- Conditions, best first: a charge is proposed only for what got worse than it was (condition_rank).
create function public.condition_rank(p_condition text)
returns integer
language sql
immutable
set search_path = ''
as $$
  select array_position(array['good', 'worn', 'damaged', 'missing'], p_condition);
$$;

create table public.inventory_items (
  id bigint generated always as identity primary key,
  room_id bigint not null references public.hostel_room (id) on delete cascade,
  -- The bed whose resident alone uses it; null when the room's residents share it.
  bed_id bigint references public.beds (id) on delete cascade,
  kind text not null check (kind in ('bed', 'mattress', 'table', 'chair', 'almirah', 'fan', 'ac', 'key', 'light',
                                     'curtain', 'other')),
  label text not null check (char_length(btrim(label)) between 1 and 80),
  condition text not null default 'good' check (condition in ('good', 'worn', 'damaged', 'missing')),
  updated_at timestamptz not null default now()
);

comment on table public.inventory_items is 'A room''s furniture, fittings and keys as the office keeps them: shared by the room (bed_id null) or a bed''s own, each with its present condition (good, worn, damaged, missing). Read by the hostel''s office and by the residents of the room; written only by the office''s functions.';

create index inventory_items_room_idx on public.inventory_items (room_id, bed_id);

alter table public.inventory_items enable row level security;

revoke all on public.inventory_items from anon, authenticated;
grant select on public.inventory_items to authenticated;

create policy "the office reads the inventory of the hostels it serves" on public.inventory_items
  for select to authenticated using (
    exists (select 1 from public.hostel_room r where r.id = room_id and (select public.serves_hostel(r.hostel_name))));

-- Whether the caller holds a bed in the room (beds' occupant column is not the API roles' to read).
create function public.resides_in_room(p_room_id bigint)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (select 1 from public.beds b where b.room_id = p_room_id and b.occupant_id = (select auth.uid()));
$$;

create policy "residents read their room's inventory" on public.inventory_items
  for select to authenticated using ((select public.resides_in_room(room_id)));

-- Keys: each key item of a bed is issued to its resident at check-in and returned at the move-out inspection.
create table public.key_issues (
  id bigint generated always as identity primary key,
  item_id bigint not null references public.inventory_items (id) on delete cascade,
  user_id uuid not null references auth.users (id) on delete cascade,
  issued_at timestamptz not null default now(),
  returned_at timestamptz
);

comment on table public.key_issues is 'Keys issued to a resident at check-in and returned at the move-out inspection (returned_at null: still held). Read by the holder and the hostel''s office; written only by the check-in trigger and the inspection.';

create unique index key_issues_held_idx on public.key_issues (item_id) where returned_at is null;
create index key_issues_user_idx on public.key_issues (user_id);

alter table public.key_issues enable row level security;

revoke all on public.key_issues from anon, authenticated;
grant select on public.key_issues to authenticated;

create policy "residents read the keys they were issued" on public.key_issues
  for select to authenticated using (user_id = (select auth.uid()));

create policy "the office reads the keys of the hostels it serves" on public.key_issues
  for select to authenticated using (
    exists (select 1 from public.inventory_items i join public.hostel_room r on r.id = i.room_id
            where i.id = item_id and (select public.serves_hostel(r.hostel_name))));

-- One report per stay in a bed: opened at check-in, ended when the student leaves the bed, inspected at move-out.
create table public.condition_reports (
  id bigint generated always as identity primary key,
  user_id uuid not null references auth.users (id) on delete cascade,
  bed_id bigint not null references public.beds (id) on delete cascade,
  room_id bigint not null references public.hostel_room (id) on delete cascade,
  hostel_name text not null references public.hostels (name) on update cascade on delete cascade,
  opened_at timestamptz not null default now(),
  due_at timestamptz not null,
  submitted_at timestamptz,
  reminders smallint not null default 0 check (reminders between 0 and 2),
  countersigned_at timestamptz,
  countersigned_by uuid references auth.users (id) on delete set null,
  ended_at timestamptz,
  inspected_at timestamptz,
  inspected_by uuid references auth.users (id) on delete set null,
  constraint condition_reports_due check (due_at > opened_at)
);

comment on table public.condition_reports is 'A student''s stay in a bed and its condition reports: the move-in report opened at check-in (due_at, 72 hours on; submitted_at null past due_at = as listed), the office''s countersignature, the stay''s end (ended_at: the student left the bed) and the move-out inspection. Read by the student and the hostel''s office; written only by functions.';

create unique index condition_reports_open_idx on public.condition_reports (user_id, bed_id) where ended_at is null;
create index condition_reports_room_idx on public.condition_reports (room_id, opened_at);
create index condition_reports_user_idx on public.condition_reports (user_id, opened_at desc);

alter table public.condition_reports enable row level security;

revoke all on public.condition_reports from anon, authenticated;
grant select on public.condition_reports to authenticated;

create policy "students read their own condition reports" on public.condition_reports
  for select to authenticated using (user_id = (select auth.uid()));

create policy "the office reads the condition reports of the hostels it serves" on public.condition_reports
  for select to authenticated using ((select public.serves_hostel(hostel_name)));

-- Each item as listed at check-in, the student's word on it, and what the move-out inspection found.
create table public.condition_report_items (
  report_id bigint not null references public.condition_reports (id) on delete cascade,
  item_id bigint not null references public.inventory_items (id) on delete cascade,
  listed_condition text not null check (listed_condition in ('good', 'worn', 'damaged', 'missing')),
  verdict text check (verdict in ('confirmed', 'disputed')),
  claimed_condition text check (claimed_condition in ('good', 'worn', 'damaged', 'missing')),
  note text check (char_length(note) <= 500),
  photos text[] not null default '{}' check (cardinality(photos) <= 3),
  moveout_condition text check (moveout_condition in ('good', 'worn', 'damaged', 'missing')),
  moveout_note text check (char_length(moveout_note) <= 500),
  moveout_photos text[] not null default '{}' check (cardinality(moveout_photos) <= 3),
  primary key (report_id, item_id),
  constraint condition_report_items_disputed check ((verdict = 'disputed') = (claimed_condition is not null))
);

comment on table public.condition_report_items is 'The items of a condition report: the condition listed at check-in, the student''s verdict (confirmed, or disputed with the condition they found, a note and up to three photos), and the move-out inspection''s condition, note and photos. Photos are paths in the private room-photos bucket. Read with their report.';

alter table public.condition_report_items enable row level security;

revoke all on public.condition_report_items from anon, authenticated;
grant select on public.condition_report_items to authenticated;

create policy "students read the items of their own reports" on public.condition_report_items
  for select to authenticated using (
    exists (select 1 from public.condition_reports c where c.id = report_id and c.user_id = (select auth.uid())));

create policy "the office reads the items of the reports of the hostels it serves" on public.condition_report_items
  for select to authenticated using (
    exists (select 1 from public.condition_reports c
            where c.id = report_id and (select public.serves_hostel(c.hostel_name))));

-- The condition the stay began with: the student's, where they disputed the listing, else as listed (also when the
-- report was never sent).
create function public.movein_condition(p_item public.condition_report_items)
returns text
language sql
immutable
set search_path = ''
as $$
  select case when p_item.verdict = 'disputed' then p_item.claimed_condition else p_item.listed_condition end;
$$;

-- Photos: a private bucket of images (3 MB each), uploaded by the signed-in account into its own folder, a few an hour.
insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values ('room-photos', 'room-photos', false, 3145728, array['image/*'])
on conflict (id) do update
set public = excluded.public, file_size_limit = excluded.file_size_limit, allowed_mime_types = excluded.allowed_mime_types;

create function public.recent_room_photo_uploads()
returns integer
language sql
stable
security definer
set search_path = ''
as $$
  select count(*)::integer
  from storage.objects
  where bucket_id = 'room-photos'
    and owner_id = (select auth.uid())::text
    and created_at > now() - interval '1 hour'
$$;

comment on function public.recent_room_photo_uploads() is 'How many room photos the caller uploaded in the last hour (for the upload policy).';

create policy "accounts upload room photos into their own folder" on storage.objects
  for insert to authenticated
  with check (
    bucket_id = 'room-photos'
    and (storage.foldername(name))[1] = (select auth.uid())::text
    and (select public.recent_room_photo_uploads()) < 20
  );

-- Others' photos (the inspector's, seen by the student charged) are shown through the server's signed links.
create policy "accounts read their own room photos" on storage.objects
  for select to authenticated
  using (bucket_id = 'room-photos' and owner_id = (select auth.uid())::text);

-- A photo named in a report must be one the named account uploaded: a path in its own folder, as the bucket's
-- policy keeps them, with no way out of it.
create function public.own_room_photos(p_user_id uuid, p_photos text[])
returns boolean
language sql
immutable
set search_path = ''
as $$
  select coalesce(cardinality(p_photos), 0) <= 3 and not exists (
    select 1 from unnest(coalesce(p_photos, '{}')) as p
    where p is null or p !~ ('^' || p_user_id::text || '/[A-Za-z0-9_.-]{1,120}$') or p ~ '\.\.');
$$;

-- Opens the stay's report when its student checks in (or arrives in a bed already checked in: a move or a swap), with
-- the room's shared items and the bed's own as they are now, and issues the bed's keys; ends the stay when the student
-- leaves the bed.
create function public.track_condition_reports()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_report bigint;
begin
  if old.occupant_id is not null and old.occupant_id is distinct from new.occupant_id then
    update public.condition_reports c set ended_at = now()
    where c.user_id = old.occupant_id and c.bed_id = old.id and c.ended_at is null;
  end if;
  if new.occupant_id is not null and new.checked_in_at is not null
     and (old.checked_in_at is null or old.occupant_id is distinct from new.occupant_id)
     and not exists (select 1 from public.condition_reports c
                     where c.user_id = new.occupant_id and c.bed_id = new.id and c.ended_at is null) then
    insert into public.condition_reports (user_id, bed_id, room_id, hostel_name, due_at)
    select new.occupant_id, new.id, r.id, r.hostel_name, now() + interval '72 hours'
    from public.hostel_room r where r.id = new.room_id
    returning id into v_report;
    insert into public.condition_report_items (report_id, item_id, listed_condition)
    select v_report, i.id, i.condition from public.inventory_items i
    where i.room_id = new.room_id and (i.bed_id is null or i.bed_id = new.id);
    update public.key_issues k set returned_at = now()
    where k.returned_at is null
      and k.item_id in (select i.id from public.inventory_items i where i.bed_id = new.id and i.kind = 'key');
    insert into public.key_issues (item_id, user_id)
    select i.id, new.occupant_id from public.inventory_items i
    where i.bed_id = new.id and i.kind = 'key' and i.condition <> 'missing';
  end if;
  return null;
end;
$$;

-- Only a change of occupant or check-in calls it: a selection day's holds and payments update beds by the thousand.
create trigger beds_track_condition_reports
  after update of occupant_id, checked_in_at on public.beds
  for each row
  when (old.occupant_id is distinct from new.occupant_id or old.checked_in_at is distinct from new.checked_in_at)
  execute function public.track_condition_reports();

-- The office's inventory -------------------------------------------------------------------------------------------

-- Adds an item to a room (p_item_id null) or changes one's kind, label and condition; audited. p_bed_id null: shared by
-- the room. Outcome {outcome: saved | unchanged | invalid | unknown_room | unknown_bed | unknown_item | forbidden, id}.
create function public.save_inventory_item(
  p_item_id bigint, p_room_id bigint, p_bed_id bigint, p_kind text, p_label text, p_condition text,
  p_actor_id uuid, p_actor_email text)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_before public.inventory_items%rowtype;
  v_hostel text;
  v_id bigint := p_item_id;
begin
  if p_kind is null or p_label is null or char_length(btrim(p_label)) not between 1 and 80
     or p_kind not in ('bed', 'mattress', 'table', 'chair', 'almirah', 'fan', 'ac', 'key', 'light', 'curtain', 'other')
     or public.condition_rank(p_condition) is null then
    return jsonb_build_object('outcome', 'invalid');
  end if;
  if p_item_id is not null then
    select * into v_before from public.inventory_items i where i.id = p_item_id for update;
    if not found then return jsonb_build_object('outcome', 'unknown_item'); end if;
  end if;
  select r.hostel_name into v_hostel from public.hostel_room r where r.id = coalesce(v_before.room_id, p_room_id);
  if v_hostel is null then return jsonb_build_object('outcome', 'unknown_room'); end if;
  if not public.member_serves_hostel(p_actor_id, v_hostel) then return jsonb_build_object('outcome', 'forbidden'); end if;
  if p_item_id is null then
    if p_bed_id is not null and not exists (select 1 from public.beds b where b.id = p_bed_id and b.room_id = p_room_id)
    then
      return jsonb_build_object('outcome', 'unknown_bed');
    end if;
    insert into public.inventory_items (room_id, bed_id, kind, label, condition)
    values (p_room_id, p_bed_id, p_kind, btrim(p_label), p_condition) returning id into v_id;
  elsif v_before.kind = p_kind and v_before.label = btrim(p_label) and v_before.condition = p_condition then
    return jsonb_build_object('outcome', 'unchanged', 'id', v_id);
  else
    update public.inventory_items i set kind = p_kind, label = btrim(p_label), condition = p_condition, updated_at = now()
    where i.id = p_item_id;
  end if;
  perform public.record_audit('inventory.save', 'inventory_item', v_id::text,
    case when p_item_id is not null then jsonb_build_object('kind', v_before.kind, 'label', v_before.label,
                                                            'condition', v_before.condition) end,
    jsonb_build_object('room_id', coalesce(v_before.room_id, p_room_id), 'bed_id', coalesce(v_before.bed_id, p_bed_id),
                       'kind', p_kind, 'label', btrim(p_label), 'condition', p_condition),
    null, p_actor_id, p_actor_email);
  return jsonb_build_object('outcome', 'saved', 'id', v_id);
end;
$$;

-- Sets a price of the list; the whole office only (it binds every hostel); audited. Outcome saved | unchanged |
-- invalid | forbidden.
create function public.set_inventory_price(
  p_kind text, p_condition text, p_amount_minor integer, p_actor_id uuid, p_actor_email text)
returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_before integer;
begin
  if coalesce(public.account_role(p_actor_id) not in ('admin', 'staff'), true) then return 'forbidden'; end if;
  select p.amount_minor into v_before from public.inventory_prices p
  where p.kind = p_kind and p.condition = p_condition for update;
  if not found or p_amount_minor is null or p_amount_minor not between 0 and 10000000 then return 'invalid'; end if;
  if v_before = p_amount_minor then return 'unchanged'; end if;
  update public.inventory_prices p set amount_minor = p_amount_minor where p.kind = p_kind and p.condition = p_condition;
  perform public.record_audit('inventory.set_price', 'inventory_price', p_kind || '/' || p_condition,
    jsonb_build_object('amount_minor', v_before), jsonb_build_object('amount_minor', p_amount_minor), null,
    p_actor_id, p_actor_email);
  return 'saved';
end;
$$;

-- The move-in report ----------------------------------------------------------------------------------------------

-- The student's report, sent once before it is due: each line {item_id, verdict: confirmed | disputed, condition (when
-- disputed), note, photos}; an item not named is confirmed as listed. Outcome submitted | not_found | closed (sent
-- already, or past due) | invalid (an item not on the report, a disputed line without a condition, a photo not the
-- student's own).
create function public.submit_condition_report(p_user_id uuid, p_report_id bigint, p_lines jsonb)
returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_report public.condition_reports%rowtype;
begin
  select * into v_report from public.condition_reports c where c.id = p_report_id and c.user_id = p_user_id for update;
  if not found then return 'not_found'; end if;
  if v_report.submitted_at is not null or v_report.due_at <= now() or v_report.ended_at is not null then
    return 'closed';
  end if;
  if jsonb_typeof(p_lines) is distinct from 'array' or jsonb_array_length(p_lines) > 100 or exists (
       select 1 from jsonb_array_elements(p_lines) x
       where jsonb_typeof(x) <> 'object'
          or jsonb_typeof(x -> 'item_id') <> 'number'
          or not exists (select 1 from public.condition_report_items i
                         where i.report_id = p_report_id and i.item_id::text = x ->> 'item_id')
          or coalesce(x ->> 'verdict', '') not in ('confirmed', 'disputed')
          or ((x ->> 'verdict') = 'disputed') is distinct from (public.condition_rank(x ->> 'condition') is not null)
          or char_length(coalesce(x ->> 'note', '')) > 500
          or (x ? 'photos' and jsonb_typeof(x -> 'photos') <> 'array')
          or not public.own_room_photos(p_user_id, array(select jsonb_array_elements_text(coalesce(x -> 'photos', '[]')))))
     or (select count(distinct x ->> 'item_id') <> count(*) from jsonb_array_elements(p_lines) x) then
    return 'invalid';
  end if;
  update public.condition_report_items i
  set verdict = coalesce(x.verdict, 'confirmed'),
      claimed_condition = case when x.verdict = 'disputed' then x.condition end,
      note = nullif(btrim(x.note), ''),
      photos = coalesce(x.photos, '{}')
  from (select (l ->> 'item_id')::bigint as item_id, l ->> 'verdict' as verdict, l ->> 'condition' as condition,
               l ->> 'note' as note, array(select jsonb_array_elements_text(coalesce(l -> 'photos', '[]'))) as photos
        from jsonb_array_elements(p_lines) l) x
  where i.report_id = p_report_id and i.item_id = x.item_id;
  update public.condition_report_items i set verdict = 'confirmed'
  where i.report_id = p_report_id and i.verdict is null;
  update public.condition_reports c set submitted_at = now() where c.id = p_report_id;
  perform public.record_audit('condition_report.submit', 'condition_report', p_report_id::text, null,
    jsonb_build_object('disputed', (select count(*) from public.condition_report_items i
                                    where i.report_id = p_report_id and i.verdict = 'disputed')),
    null, p_user_id, null);
  return 'submitted';
end;
$$;

-- The office countersigns a report sent in, or one past due (as listed): the inventory then takes the conditions the
-- stay began with, so damage found at check-in is never charged to anyone later. Outcome countersigned | unchanged |
-- not_found | forbidden | not_ready (neither sent nor due yet).
create function public.countersign_condition_report(p_report_id bigint, p_actor_id uuid, p_actor_email text)
returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_report public.condition_reports%rowtype;
begin
  select * into v_report from public.condition_reports c where c.id = p_report_id for update;
  if not found then return 'not_found'; end if;
  if not public.member_serves_hostel(p_actor_id, v_report.hostel_name) then return 'forbidden'; end if;
  if v_report.countersigned_at is not null then return 'unchanged'; end if;
  if v_report.submitted_at is null and v_report.due_at > now() then return 'not_ready'; end if;
  update public.inventory_items t set condition = public.movein_condition(i), updated_at = now()
  from public.condition_report_items i
  where i.report_id = p_report_id and t.id = i.item_id and i.verdict = 'disputed'
    and public.condition_rank(public.movein_condition(i)) > public.condition_rank(t.condition);
  update public.condition_reports c set countersigned_at = now(), countersigned_by = p_actor_id
  where c.id = p_report_id;
  perform public.record_audit('condition_report.countersign', 'condition_report', p_report_id::text, null,
    jsonb_build_object('user_id', v_report.user_id, 'as_listed', v_report.submitted_at is null), null,
    p_actor_id, p_actor_email);
  return 'countersigned';
end;
$$;

-- Reminds each student whose report is still unsent, twice: a day after check-in and 12 hours before it is due (each
-- reminder once, whenever the sweep runs). Returns how many were sent.
create function public.remind_condition_reports()
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_count integer;
begin
  with due as (
    update public.condition_reports c set reminders = c.reminders + 1
    where c.submitted_at is null and c.ended_at is null and c.due_at > now()
      and ((c.reminders = 0 and c.opened_at + interval '24 hours' <= now())
           or (c.reminders = 1 and c.due_at - interval '12 hours' <= now()))
    returning c.*
  )
  select count(*)::integer into v_count from (
    select public.notify(d.user_id, null, 'condition_report_due',
      jsonb_build_object('report_id', d.id, 'due_at', d.due_at, 'reminder', d.reminders,
                         'bed', public.bed_place(d.bed_id) -> 'name'),
      'condition_report_due:' || d.id || ':' || d.reminders)
    from due d) sent;
  return v_count;
end;
$$;

-- Hosted Supabase lets anon, authenticated and service_role execute every new function: take back what each may not.
revoke execute on function
  public.condition_rank(text),
  public.movein_condition(public.condition_report_items),
  public.own_room_photos(uuid, text[]),
  public.track_condition_reports(),
  public.save_inventory_item(bigint, bigint, bigint, text, text, text, uuid, text),
  public.set_inventory_price(text, text, integer, uuid, text),
  public.submit_condition_report(uuid, bigint, jsonb),
  public.countersign_condition_report(bigint, uuid, text),
  public.remind_condition_reports()
from public, anon, authenticated;

revoke execute on function public.recent_room_photo_uploads(), public.resides_in_room(bigint) from public, anon;
