-- Recurring jobs: the office (or a hostel's warden) schedules work no student asks for, e.g. the water-cooler filters
-- every 30 days in a hostel. The server's sweep calls make_due_work_orders, which makes each job due today (IST) once
-- and moves the next due day on by its period.

create table public.recurring_jobs (
  id bigint generated always as identity primary key,
  hostel_name text not null references public.hostels (name) on update cascade on delete cascade,
  trade text not null check (trade in ('electrical', 'plumbing', 'carpentry', 'network', 'housekeeping')),
  title text not null check (title = btrim(title) and char_length(title) between 1 and 200),
  every_days integer not null check (every_days between 1 and 366),
  -- The IST day the next job is made.
  next_due_on date not null,
  active boolean not null default true,
  created_by uuid references auth.users (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create index recurring_jobs_due_idx on public.recurring_jobs (next_due_on) where active;

comment on table public.recurring_jobs is 'Work the office schedules every so many days in a hostel (filters, pest control): each makes a job on its next due day. Written only by save_recurring_job.';

alter table public.work_orders
  add constraint work_orders_recurring_job_fk foreign key (recurring_job_id)
  references public.recurring_jobs (id) on delete set null;

alter table public.recurring_jobs enable row level security;

revoke all on public.recurring_jobs from anon, authenticated;

grant select on public.recurring_jobs to authenticated;

create policy "wardens and the office read their hostels' recurring jobs" on public.recurring_jobs
  for select to authenticated using ((select public.serves_hostel(hostel_name)));

-- Creates (p_id null) or edits a recurring job of a hostel the actor serves. Returns the outcome and the job's id.
create function public.save_recurring_job(
  p_id bigint, p_hostel_name text, p_trade text, p_title text, p_every_days integer, p_next_due_on date,
  p_active boolean, p_actor_id uuid, p_actor_email text)
returns table (outcome text, id bigint)
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_before public.recurring_jobs;
  v_after public.recurring_jobs;
begin
  if not public.member_serves_hostel(p_actor_id, p_hostel_name)
     or not exists (select 1 from public.hostels h where h.name = p_hostel_name and h.kind <> 'guest') then
    return query select 'not_found'::text, null::bigint;
    return;
  end if;
  if p_trade not in ('electrical', 'plumbing', 'carpentry', 'network', 'housekeeping')
     or char_length(btrim(coalesce(p_title, ''))) not between 1 and 200
     or p_every_days is null or p_every_days not between 1 and 366
     or p_next_due_on is null or p_next_due_on < (now() at time zone 'Asia/Kolkata')::date
     or p_active is null then
    return query select 'invalid'::text, null::bigint;
    return;
  end if;
  if p_id is null then
    insert into public.recurring_jobs (hostel_name, trade, title, every_days, next_due_on, active, created_by)
    values (p_hostel_name, p_trade, btrim(p_title), p_every_days, p_next_due_on, p_active, p_actor_id)
    returning * into v_after;
  else
    select * into v_before from public.recurring_jobs j where j.id = p_id for update;
    if not found or not public.member_serves_hostel(p_actor_id, v_before.hostel_name) then
      return query select 'not_found'::text, null::bigint;
      return;
    end if;
    update public.recurring_jobs j
    set hostel_name = p_hostel_name, trade = p_trade, title = btrim(p_title), every_days = p_every_days,
        next_due_on = p_next_due_on, active = p_active, updated_at = now()
    where j.id = p_id returning * into v_after;
  end if;
  perform public.record_audit(case when p_id is null then 'recurring_job.create' else 'recurring_job.edit' end,
    'recurring_job', v_after.id::text,
    case when v_before.id is not null then to_jsonb(v_before) - 'created_at' - 'updated_at' end,
    to_jsonb(v_after) - 'created_at' - 'updated_at', null, p_actor_id, p_actor_email);
  return query select 'saved'::text, v_after.id;
end;
$$;

-- The sweep: each active job due by today (IST) makes one work order and moves on past today by whole periods, so a
-- sweep that missed days makes one job, not one a day missed. Two sweeps at once make each job once.
create function public.make_due_work_orders()
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_today date := (now() at time zone 'Asia/Kolkata')::date;
  v_job public.recurring_jobs;
  v_made integer := 0;
begin
  for v_job in
    select * from public.recurring_jobs j where j.active and j.next_due_on <= v_today
    order by j.id for update skip locked
  loop
    perform public.open_work_order(v_job.trade, v_job.title, null, v_job.id, v_job.hostel_name, null, null);
    update public.recurring_jobs j
    set next_due_on = v_job.next_due_on + v_job.every_days * ((v_today - v_job.next_due_on) / v_job.every_days + 1),
        updated_at = now()
    where j.id = v_job.id;
    v_made := v_made + 1;
  end loop;
  return v_made;
end;
$$;

comment on function public.make_due_work_orders() is 'The recurring jobs'' sweep: makes the work order of each active recurring job due by today (IST) and returns how many it made. Server only.';

revoke execute on function
  public.save_recurring_job(bigint, text, text, text, integer, date, boolean, uuid, text),
  public.make_due_work_orders()
from public, anon, authenticated;
