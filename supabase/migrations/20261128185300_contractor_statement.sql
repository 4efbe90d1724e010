-- The monthly contractor statement the office signs, per trade: for each technician, the jobs done in the month (IST),
-- how many of them on time, how many the student had reopened first, their average rating, and the SLA breaches —
-- jobs due in the month that were not done by their due time (those still open counted once their time has passed).

create function public.contractor_statement(p_trade text, p_month date)
returns table (technician_id uuid, technician_email text, technician_name text, jobs_done integer, on_time integer,
               reopened integer, ratings integer, rating_sum integer, average_rating numeric,
               sla_breaches integer)
language sql
stable
security definer
set search_path = ''
as $$
  with bounds as (
    select (date_trunc('month', p_month)::date::timestamp at time zone 'Asia/Kolkata') as from_at,
           ((date_trunc('month', p_month) + interval '1 month')::date::timestamp at time zone 'Asia/Kolkata') as to_at
  ), done as (
    select w.technician_id, count(*)::integer as jobs_done,
           count(*) filter (where w.done_at <= w.due_at)::integer as on_time,
           count(*) filter (where w.reopen_count > 0)::integer as reopened,
           count(w.rating)::integer as ratings,
           coalesce(sum(w.rating), 0)::integer as rating_sum,
           round(avg(w.rating), 2) as average_rating
    from public.work_orders w, bounds b
    where w.trade = p_trade and w.done_at >= b.from_at and w.done_at < b.to_at
    group by w.technician_id
  ), breached as (
    select w.technician_id, count(*)::integer as sla_breaches
    from public.work_orders w, bounds b
    where w.trade = p_trade and w.due_at >= b.from_at and w.due_at < b.to_at and w.due_at < now()
      and (w.done_at is null or w.done_at > w.due_at)
    group by w.technician_id
  )
  select t.technician_id, u.email::text, u.raw_user_meta_data ->> 'full_name',
         coalesce(d.jobs_done, 0), coalesce(d.on_time, 0), coalesce(d.reopened, 0), coalesce(d.ratings, 0),
         coalesce(d.rating_sum, 0), d.average_rating, coalesce(x.sla_breaches, 0)
  from (select d.technician_id from done d union select x.technician_id from breached x) t
  left join done d on d.technician_id is not distinct from t.technician_id
  left join breached x on x.technician_id is not distinct from t.technician_id
  left join auth.users u on u.id = t.technician_id
  order by u.email nulls last;
$$;

comment on function public.contractor_statement(text, date) is 'A trade''s month (the month of p_month, IST) per technician: jobs done, on time, reopened before, ratings (their count, sum and average), SLA breaches; a row with no technician counts jobs no one held. Server only (the whole office).';

revoke execute on function public.contractor_statement(text, date) from public, anon, authenticated;
