-- Students' applications and complaints, the complaint threads and due times, and the limits on students' writes.

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
  resolved_by text,
  decision text check (decision in ('approved', 'rejected')),
  decision_note text check (char_length(decision_note) <= 1000),
  constraint application_decision_with_status check ((decision is null) = (not status))
);

comment on table public.application_table is 'Student applications (room change, hostel change, other). status false = pending, true = accepted by an admin. application_id is generated here and unguessable; it is what students share to check a status.';

comment on column public.application_table.decision is 'approved | rejected once status is true (a status set true without one, as the spec''s Resolve does, is approved).';

create index application_table_user_idx on public.application_table (user_id, created_at desc);

create index application_table_pending_idx on public.application_table (created_at desc) where not status;

alter table public.application_table enable row level security;

revoke all on public.application_table from anon, authenticated;

-- Applications: students insert and read their own; the office reads all; deciding goes through the server.
grant select on public.application_table to authenticated;

grant insert (application_type, description, email, user_id, status) on public.application_table to authenticated;

create policy "students read own applications" on public.application_table
  for select to authenticated using (user_id = (select auth.uid()));

create policy "students submit own applications" on public.application_table
  for insert to authenticated
  with check (
    user_id = (select auth.uid())
    and email = (select auth.jwt() ->> 'email')
    and status = false
  );

create policy "office reads all applications" on public.application_table
  for select to authenticated using ((select public.is_office()));

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
  resolved_by text,
  -- The default only satisfies NOT NULL until the trigger complaints_table_due sets the real due time.
  due_at timestamptz not null default now(),
  in_progress_at timestamptz,
  answered_at timestamptz,
  assigned_to uuid references auth.users (id) on delete set null,
  assigned_email text check (char_length(assigned_email) <= 320),
  -- The path is the shape the client writes and nothing else: no other bucket, folder, address or dot segment.
  constraint complaints_table_resource_link_is_own_file check (
    resource_link = ''
    or resource_link ~ '^complaint_files/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}_[A-Za-z0-9._-]{1,110}$'
  )
);

comment on table public.complaints_table is 'Student complaints with an optional attachment link (resource_link, empty when none). resolved false = in progress.';

comment on column public.complaints_table.due_at is 'When the office must have answered: created_at plus complaint_response_times.hours for the urgency.';

comment on column public.complaints_table.answered_at is 'The office''s first reply, or the resolution if it came first: on time when not after due_at.';

comment on column public.complaints_table.resource_link is
  'The attachment''s path in the private complaints bucket (complaint_files/{uuid}_{filename}), or '''' when none; read through a signed URL.';

create index complaints_table_user_idx on public.complaints_table (user_id, created_at desc);

create index complaints_table_pending_idx on public.complaints_table (created_at desc) where not resolved;

alter table public.complaints_table enable row level security;

revoke all on public.complaints_table from anon, authenticated;

-- Complaints: the same pattern.
grant select on public.complaints_table to authenticated;

grant insert (complaint_type, complaint_category, complaint_description, urgency_level, resource_link, resolved, email, user_id)
  on public.complaints_table to authenticated;

create policy "students read own complaints" on public.complaints_table
  for select to authenticated using (user_id = (select auth.uid()));

create policy "students raise own complaints" on public.complaints_table
  for insert to authenticated
  with check (
    user_id = (select auth.uid())
    and email = (select auth.jwt() ->> 'email')
    and resolved = false
  );

create policy "office reads all complaints" on public.complaints_table
  for select to authenticated using ((select public.is_office()));

create index complaints_table_due_idx on public.complaints_table (due_at) where not resolved;

-- How long the office has to answer, by urgency: the spec's 24 hours unless the complaint is urgent.
create table public.complaint_response_times (
  urgency_level text primary key check (urgency_level in ('low', 'medium', 'high')),
  hours integer not null check (hours between 1 and 168)
);

comment on table public.complaint_response_times is 'Hours the office has to answer a complaint of each urgency (the spec promises 24). Readable by everyone.';

insert into public.complaint_response_times (urgency_level, hours) values ('low', 24), ('medium', 24), ('high', 8);

alter table public.complaint_response_times enable row level security;

revoke all on public.complaint_response_times from anon, authenticated;

grant select on public.complaint_response_times to anon, authenticated;

create policy "response times are public" on public.complaint_response_times
  for select to anon, authenticated using (true);

create table public.complaint_replies (
  id bigint generated always as identity primary key,
  complaint_id bigint not null references public.complaints_table (id) on delete cascade,
  author_id uuid references auth.users (id) on delete set null,
  from_office boolean not null,
  body text not null check (char_length(btrim(body)) between 1 and 2000),
  created_at timestamptz not null default now()
);

comment on table public.complaint_replies is 'The thread under a complaint between the office (from_office) and the student who raised it. Read by the two sides; written through the server only.';

create index complaint_replies_complaint_idx on public.complaint_replies (complaint_id, id);

alter table public.complaint_replies enable row level security;

revoke all on public.complaint_replies from anon, authenticated;

grant select on public.complaint_replies to authenticated;

create policy "students read replies to their complaints" on public.complaint_replies
  for select to authenticated
  using (exists (select 1 from public.complaints_table c where c.id = complaint_id and c.user_id = (select auth.uid())));

create policy "office reads all replies" on public.complaint_replies
  for select to authenticated using ((select public.is_office()));

create index complaint_replies_author_idx on public.complaint_replies (author_id, created_at);

-- Security definer so a visitor learns the status and nothing else about the row.
create function public.application_status(p_application_id text)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select a.status from public.application_table a where a.application_id = upper(btrim(p_application_id));
$$;

comment on function public.application_status(text) is 'The status of one application by its application_id, or null when there is none.';

create function public.complaint_status(p_complaint_id bigint)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select c.resolved from public.complaints_table c where c.id = p_complaint_id;
$$;

comment on function public.complaint_status(bigint) is 'Whether one complaint is resolved, by its id, or null when there is none.';

create function public.enforce_student_write_limits()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  per_hour constant integer := tg_argv[0]::integer;
  noun constant text := tg_argv[1];
  recent integer;
begin
  -- Only students are metered: the office and the server (service role) may import in bulk.
  if (select auth.role()) is distinct from 'authenticated' or (select public.is_admin()) then
    return null;
  end if;
  if (select count(*) from new_rows) > 1 then
    raise exception using
      errcode = 'PT400',
      message = format('Send one %s at a time', noun),
      hint = 'Students submit one row per request.';
  end if;
  -- The statement's own row is already counted: this runs after the insert, inside its transaction.
  execute format('select count(*) from public.%I where user_id = $1 and created_at > now() - interval ''1 hour''', tg_table_name)
    into recent
    using (select auth.uid());
  if recent > per_hour then
    raise exception using
      errcode = 'PT429',
      message = format('You have sent %s %ss in the last hour. Please wait a while before sending another.', per_hour, noun),
      hint = format('At most %s %ss per student per hour.', per_hour, noun);
  end if;
  return null;
end;
$$;

comment on function public.enforce_student_write_limits() is
  'Statement trigger: refuses a student''s multi-row insert (PT400 → 400) and more than tg_argv[0] rows per hour (PT429 → 429). Arguments: hourly limit, noun for the message.';

create trigger application_table_write_limits
  after insert on public.application_table
  referencing new table as new_rows
  for each statement execute function public.enforce_student_write_limits('5', 'application');

create trigger complaints_table_write_limits
  after insert on public.complaints_table
  referencing new table as new_rows
  for each statement execute function public.enforce_student_write_limits('10', 'complaint');

create function public.default_application_decision()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.status and new.decision is null then
    new.decision := 'approved';
  end if;
  return new;
end;
$$;

create trigger application_table_decision before insert or update of status, decision on public.application_table
  for each row execute function public.default_application_decision();

-- An urgency outside the list finds no row: due_at keeps its default, so the urgency's own CHECK is what refuses it.
create function public.set_complaint_due()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  v_hours integer;
begin
  select t.hours into v_hours from public.complaint_response_times t where t.urgency_level = new.urgency_level;
  if found then
    new.due_at := new.created_at + make_interval(hours => v_hours);
  end if;
  return new;
end;
$$;

create trigger complaints_table_due before insert on public.complaints_table
  for each row execute function public.set_complaint_due();

create function public.enforce_complaint_reply_limit()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  per_hour constant integer := 20;
  recent integer;
begin
  if new.from_office or new.author_id is null then
    return new;
  end if;
  -- One author's replies are counted one at a time, so replies sent together cannot all see the same count.
  perform pg_advisory_xact_lock(hashtextextended('campus-hostel:complaint-replies:' || new.author_id::text, 0));
  select count(*) into recent
  from public.complaint_replies r
  where r.author_id = new.author_id and not r.from_office and r.created_at > now() - interval '1 hour';
  if recent >= per_hour then
    raise exception using
      errcode = 'PT429',
      message = format('You have sent %s replies in the last hour. Please wait a while before sending another.', per_hour),
      hint = format('At most %s complaint replies per student per hour.', per_hour);
  end if;
  return new;
end;
$$;

comment on function public.enforce_complaint_reply_limit() is
  'Row trigger: refuses a student''s 21st complaint reply within an hour (PT429 → 429). The office is not metered.';

create trigger complaint_replies_write_limits
  before insert on public.complaint_replies
  for each row execute function public.enforce_complaint_reply_limit();

-- Hosted Supabase lets anon, authenticated and service_role execute every new function: take back what each may not.
revoke execute on function
  public.default_application_decision(),
  public.enforce_complaint_reply_limit(),
  public.enforce_student_write_limits(),
  public.set_complaint_due()
from public, anon, authenticated;
