-- Jobs as the server answers them, for one reader: a student their own, a technician those they hold (finished ones
-- for 30 days), the office (or a hostel's warden) those it serves. Each with its room, its technician's name, whether
-- it broke its due time, its photos and its materials. p_id narrows to one job.

create function public.work_orders_for(p_actor_id uuid, p_as text, p_id bigint)
returns table (id bigint, complaint_id bigint, recurring_job_id bigint, trade text, title text, status text,
               hostel_name text, wing_name text, room_number integer, technician_id uuid, technician_name text,
               visit_from timestamptz, visit_to timestamptz, due_at timestamptz, breached boolean,
               done_at timestamptz, confirmed_at timestamptz, rating smallint, reopen_count integer, reopen_note text,
               photos jsonb, materials jsonb, created_at timestamptz)
language sql
stable
security definer
set search_path = ''
as $$
  select w.id, w.complaint_id, w.recurring_job_id, w.trade, w.title, w.status, w.hostel_name, r.wing_name,
         r.room_number, w.technician_id,
         coalesce(u.raw_user_meta_data ->> 'full_name', u.email::text),
         w.visit_from, w.visit_to, w.due_at, coalesce(w.done_at, now()) > w.due_at,
         w.done_at, w.confirmed_at, w.rating, w.reopen_count, w.reopen_note,
         coalesce((select jsonb_agg(jsonb_build_object('stage', f.stage, 'path', f.path) order by f.id)
                   from public.work_order_photos f where f.work_order_id = w.id), '[]'),
         coalesce((select jsonb_agg(jsonb_build_object('item', m.item, 'quantity', m.quantity) order by m.id)
                   from public.work_order_materials m where m.work_order_id = w.id), '[]'),
         w.created_at
  from public.work_orders w
  left join public.hostel_room r on r.id = w.room_id
  left join auth.users u on u.id = w.technician_id
  where (p_id is null or w.id = p_id)
    and case p_as
          when 'student' then w.student_id = p_actor_id
          when 'technician' then public.member_holds_work_order(p_actor_id, w)
                                 and (w.done_at is null or w.done_at > now() - interval '30 days')
          when 'office' then public.member_serves_work_order(p_actor_id, w)
          else false
        end
  order by w.status in ('done', 'confirmed'), w.due_at, w.id
  limit 200;
$$;

comment on function public.work_orders_for(uuid, text, bigint) is 'The jobs p_actor_id reads as p_as (student, technician or office), unfinished first by due time, at most 200; p_id narrows to one. Server only.';

-- The technicians the office may give a job of each trade to.
create function public.trade_technicians()
returns table (id uuid, name text, email text, trade text)
language sql
stable
security definer
set search_path = ''
as $$
  select u.id, coalesce(u.raw_user_meta_data ->> 'full_name', u.email::text), u.email::text, p.trade
  from public.office_places p join auth.users u on u.id = p.user_id
  where p.kind = 'trade' and public.account_role(u.id) = 'technician'
  order by p.trade, 2;
$$;

revoke execute on function
  public.work_orders_for(uuid, text, bigint),
  public.trade_technicians()
from public, anon, authenticated;

-- The recurring jobs of the hostels the account serves, soonest due first.
create function public.recurring_jobs_for(p_actor_id uuid)
returns setof public.recurring_jobs
language sql
stable
security definer
set search_path = ''
as $$
  select * from public.recurring_jobs j
  where public.member_serves_hostel(p_actor_id, j.hostel_name)
  order by j.active desc, j.next_due_on, j.id;
$$;

revoke execute on function public.recurring_jobs_for(uuid) from public, anon, authenticated;
