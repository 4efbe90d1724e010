-- Work orders: a complaint that calls for a trade (complaint_trade) becomes a job for a technician of that trade, due
-- within the trade's hours (trade_slas, the office's data). A job goes open → assigned → scheduled (a visit slot the
-- student sees) → done (with an after photo) → confirmed by the student, or reopened back to its technician; a
-- confirmed job may be rated 1 to 5 once. Recurring jobs (…_recurring_jobs.sql) make jobs with no student. Every write
-- is a function the server calls with the secret key; the API roles only read: a student their own jobs, a technician
-- the jobs they hold, a warden their hostels' and the whole office every one.

create table public.trade_slas (
  trade text primary key check (trade in ('electrical', 'plumbing', 'carpentry', 'network', 'housekeeping')),
  hours integer not null check (hours between 1 and 720),
  updated_at timestamptz not null default now(),
  updated_by uuid references auth.users (id) on delete set null
);

comment on table public.trade_slas is 'Hours a trade''s technician has to finish a job from when it is made: its due time. Written only by set_trade_sla (the whole office).';

insert into public.trade_slas (trade, hours)
values ('electrical', 24), ('plumbing', 24), ('carpentry', 72), ('network', 24), ('housekeeping', 12);

create table public.work_orders (
  id bigint generated always as identity primary key,
  -- The complaint it answers; null for a recurring job's.
  complaint_id bigint unique references public.complaints_table (id) on delete cascade,
  recurring_job_id bigint,
  trade text not null check (trade in ('electrical', 'plumbing', 'carpentry', 'network', 'housekeeping')),
  -- Where the technician goes: the student's room when the job was made, or the recurring job's hostel.
  hostel_name text references public.hostels (name) on update cascade,
  room_id bigint references public.hostel_room (id) on delete set null,
  student_id uuid references auth.users (id) on delete set null,
  title text not null check (title = btrim(title) and char_length(title) between 1 and 200),
  status text not null check (status in ('open', 'assigned', 'scheduled', 'done', 'confirmed', 'reopened')),
  technician_id uuid references auth.users (id) on delete set null,
  visit_from timestamptz,
  visit_to timestamptz,
  due_at timestamptz not null,
  done_at timestamptz,
  confirmed_at timestamptz,
  rating smallint check (rating between 1 and 5),
  reopen_count integer not null default 0 check (reopen_count >= 0),
  reopen_note text check (char_length(reopen_note) between 1 and 500),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check ((complaint_id is null) or (recurring_job_id is null)),
  check ((visit_from is null) = (visit_to is null) and (visit_to is null or visit_to > visit_from)),
  check (rating is null or status = 'confirmed'),
  check ((status in ('done', 'confirmed')) = (done_at is not null))
);

create index work_orders_technician_idx on public.work_orders (technician_id, status);
create index work_orders_student_idx on public.work_orders (student_id, created_at desc);
create index work_orders_hostel_idx on public.work_orders (hostel_name, created_at desc);
create index work_orders_trade_done_idx on public.work_orders (trade, done_at);
create index work_orders_trade_due_idx on public.work_orders (trade, due_at);

comment on table public.work_orders is 'Maintenance jobs: one per complaint that calls for a trade, or made by a recurring job; their technician, visit slot, due time and the student''s confirmation or reopening and rating.';

comment on column public.work_orders.done_at is 'When the technician last marked the job done: on time when not after due_at. Cleared when the student reopens it.';

create table public.work_order_photos (
  id bigint generated always as identity primary key,
  work_order_id bigint not null references public.work_orders (id) on delete cascade,
  stage text not null check (stage in ('before', 'after')),
  -- The same shape of path as a complaint's attachment, in the same private bucket, under its own folder.
  path text not null unique check (
    path ~ '^work_order_photos/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}_[A-Za-z0-9._-]{1,110}$'),
  added_by uuid references auth.users (id) on delete set null,
  created_at timestamptz not null default now()
);

create index work_order_photos_order_idx on public.work_order_photos (work_order_id, id);

comment on table public.work_order_photos is 'Before and after photos of a job, in the private complaints bucket: the technician uploads them, add_work_order_photo records them.';

create table public.work_order_materials (
  id bigint generated always as identity primary key,
  work_order_id bigint not null references public.work_orders (id) on delete cascade,
  item text not null check (item = btrim(item) and char_length(item) between 1 and 100),
  quantity numeric(10, 2) not null check (quantity > 0 and quantity <= 10000),
  added_by uuid references auth.users (id) on delete set null,
  created_at timestamptz not null default now()
);

create index work_order_materials_order_idx on public.work_order_materials (work_order_id, id);

comment on table public.work_order_materials is 'What a technician used on a job (an item and its quantity), as they record it.';

-- Two kinds: a student told each step of their job (assigned, its visit slot, done and waiting for their word), and a
-- technician told a job is theirs or was reopened.
alter table public.notifications drop constraint notifications_kind_check;

alter table public.notifications add constraint notifications_kind_check check (kind in (
  'booking_receipt', 'booking_refunded', 'hold_ending', 'hold_lapsed', 'roommate_invite',
  'application_decided', 'complaint_resolved', 'complaint_overdue', 'complaint_replied', 'waitlist_offer',
  'selection_slot', 'selection_claim', 'notice', 'allotment_changed', 'mess_placed', 'mess_rebate_decided',
  'mess_bill_paid', 'leave_status', 'leave_guardian_consent', 'gate_late_return', 'leave_guardian_late',
  'visitor_pass', 'visitor_arrived', 'visitor_walk_in', 'visitor_pass_void', 'guest_stay_status', 'guest_stay_review',
  'work_order_status', 'work_order_job'));

alter table public.notification_preferences drop constraint notification_preferences_email_off_check;

alter table public.notification_preferences add constraint notification_preferences_email_off_check check (email_off <@ array[
  'booking_receipt', 'booking_refunded', 'hold_ending', 'hold_lapsed', 'roommate_invite',
  'application_decided', 'complaint_resolved', 'complaint_overdue', 'complaint_replied', 'waitlist_offer',
  'selection_slot', 'notice', 'allotment_changed', 'mess_placed', 'mess_rebate_decided', 'mess_bill_paid',
  'leave_status', 'gate_late_return', 'visitor_arrived', 'visitor_walk_in', 'visitor_pass_void', 'guest_stay_status',
  'guest_stay_review', 'work_order_status', 'work_order_job']::text[]);

-- Whether this account is a technician serving this trade now: the only accounts a job of the trade may go to.
create function public.member_serves_trade(p_user_id uuid, p_trade text)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select public.account_role(p_user_id) = 'technician' and exists (
    select 1 from public.office_places p where p.user_id = p_user_id and p.kind = 'trade' and p.trade = p_trade);
$$;

-- Tells a job's student (work_order_status) or its technician (work_order_job) where it stands, in fixed words.
create function public.notify_work_order(p_order public.work_orders, p_to_technician boolean, p_sender_id uuid)
returns void
language sql
security definer
set search_path = ''
as $$
  select public.notify(
    case when p_to_technician then p_order.technician_id else p_order.student_id end,
    null,
    case when p_to_technician then 'work_order_job' else 'work_order_status' end,
    jsonb_build_object('work_order_id', p_order.id, 'status', p_order.status, 'trade', p_order.trade,
                       'title', p_order.title, 'hostel_name', p_order.hostel_name,
                       'room_number', (select r.room_number from public.hostel_room r where r.id = p_order.room_id),
                       'visit_from', p_order.visit_from, 'visit_to', p_order.visit_to,
                       'due_at', p_order.due_at, 'note', p_order.reopen_note),
    format('work_order:%s:%s:%s:%s', p_order.id, case when p_to_technician then 'job' else 'status' end,
           p_order.status, extract(epoch from p_order.updated_at)),
    p_sender_id);
$$;

-- Makes a job of the trade and gives it to the trade's technician when it has exactly one; the office assigns
-- otherwise. Returns the job.
create function public.open_work_order(
  p_trade text, p_title text, p_complaint_id bigint, p_recurring_job_id bigint, p_hostel_name text, p_room_id bigint,
  p_student_id uuid)
returns public.work_orders
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_technicians uuid[];
  v_order public.work_orders;
begin
  select array_agg(distinct p.user_id) into v_technicians from public.office_places p
  where p.kind = 'trade' and p.trade = p_trade and public.account_role(p.user_id) = 'technician';
  insert into public.work_orders (complaint_id, recurring_job_id, trade, hostel_name, room_id, student_id, title,
                                  status, technician_id, due_at)
  values (p_complaint_id, p_recurring_job_id, p_trade, p_hostel_name, p_room_id, p_student_id, p_title,
          case when cardinality(v_technicians) = 1 then 'assigned' else 'open' end,
          case when cardinality(v_technicians) = 1 then v_technicians[1] end,
          now() + make_interval(hours => (select s.hours from public.trade_slas s where s.trade = p_trade)))
  returning * into v_order;
  perform public.record_audit('work_order.open', 'work_order', v_order.id::text, null,
    jsonb_build_object('trade', v_order.trade, 'status', v_order.status, 'technician_id', v_order.technician_id,
                       'complaint_id', p_complaint_id, 'recurring_job_id', p_recurring_job_id),
    null, null, 'system');
  if v_order.technician_id is not null then
    perform public.notify_work_order(v_order, true, null);
    perform public.notify_work_order(v_order, false, null);
  end if;
  return v_order;
end;
$$;

-- A complaint that calls for a trade becomes its job, at the student's room when they hold a bed.
create function public.complaint_work_order()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_trade text := public.complaint_trade(new.complaint_type, new.complaint_category);
begin
  if v_trade is not null then
    perform public.open_work_order(
      v_trade, left(btrim(new.complaint_description), 200), new.id, null, public.hostel_of(new.user_id),
      (select b.room_id from public.beds b where b.occupant_id = new.user_id limit 1), new.user_id);
  end if;
  return null;
end;
$$;

create trigger complaints_work_order after insert on public.complaints_table
  for each row execute function public.complaint_work_order();

-- Reads: a student their own jobs, a technician the jobs they hold (where they are, what was used, the photos), the
-- hostel's warden and the whole office their hostels' (the office also those of no hostel). The due times are for
-- everyone signed in.
do $$
declare
  t text;
begin
  foreach t in array array['trade_slas', 'work_orders', 'work_order_photos', 'work_order_materials'] loop
    execute format('alter table public.%I enable row level security', t);
    execute format('revoke all on public.%I from anon, authenticated', t);
    execute format('grant select on public.%I to authenticated', t);
  end loop;
end;
$$;

create policy "signed-in accounts read the trades' due times" on public.trade_slas
  for select to authenticated using (true);

create policy "students read their own jobs" on public.work_orders
  for select to authenticated using (student_id = (select auth.uid()));

create policy "technicians read the jobs they hold" on public.work_orders
  for select to authenticated using (
    technician_id = (select auth.uid()) and (select public.office_role()) = 'technician');

create policy "wardens and the office read their hostels' jobs" on public.work_orders
  for select to authenticated using ((select public.is_office()) or (select public.serves_hostel(hostel_name)));

create policy "who reads a job reads its photos" on public.work_order_photos
  for select to authenticated using (exists (select 1 from public.work_orders w where w.id = work_order_id));

create policy "who reads a job reads its materials" on public.work_order_materials
  for select to authenticated using (exists (select 1 from public.work_orders w where w.id = work_order_id));

revoke execute on function
  public.member_serves_trade(uuid, text),
  public.notify_work_order(public.work_orders, boolean, uuid),
  public.open_work_order(text, text, bigint, bigint, text, bigint, uuid),
  public.complaint_work_order()
from public, anon, authenticated;
