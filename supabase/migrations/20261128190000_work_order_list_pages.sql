-- The office's job list, filtered and paged: a season's jobs outgrow one answer of 200. work_orders_for gains the
-- filters the office uses (where a job stands, its trade, its hostel) and a keyset on the order it answers in
-- (finished last, then due time, then id), so "show more" starts after the last job shown. The due time is compared to
-- the millisecond, as the API writes it in the cursor it hands out. Who reads which jobs is unchanged: the filters only
-- narrow what p_as already lets the actor read.

drop function public.work_orders_for(uuid, text, bigint);

create function public.work_orders_for(
  p_actor_id uuid, p_as text, p_id bigint,
  p_state text default 'all', p_trade text default null, p_hostel_name text default null,
  p_after_finished boolean default null, p_after_due timestamptz default null, p_after_id bigint default null,
  p_limit integer default 200)
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
    and case coalesce(p_state, 'all')
          when 'all' then true
          when 'unfinished' then w.status not in ('done', 'confirmed')
          when 'done' then w.status = 'done'
          when 'closed' then w.status = 'confirmed'
          else false
        end
    and (p_trade is null or w.trade = p_trade)
    and (p_hostel_name is null or w.hostel_name = p_hostel_name)
    and (p_after_id is null
         or (w.status in ('done', 'confirmed'), date_trunc('milliseconds', w.due_at), w.id)
            > (p_after_finished, p_after_due, p_after_id))
  order by w.status in ('done', 'confirmed'), date_trunc('milliseconds', w.due_at), w.id
  limit least(greatest(coalesce(p_limit, 200), 1), 200);
$$;

comment on function public.work_orders_for(uuid, text, bigint, text, text, text, boolean, timestamptz, bigint, integer) is 'The jobs p_actor_id reads as p_as (student, technician or office), unfinished first by due time, at most p_limit (200 at most); p_id narrows to one, p_state (all, unfinished, done, closed), p_trade and p_hostel_name filter, and p_after_* (finished, due_at, id of the last job shown) start the next page. Server only.';

revoke execute on function
  public.work_orders_for(uuid, text, bigint, text, text, text, boolean, timestamptz, bigint, integer)
from public, anon, authenticated;
