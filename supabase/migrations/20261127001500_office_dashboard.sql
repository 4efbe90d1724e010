-- The office's dashboard in one call. The page made seven (three counts, the weekly figures, occupancy, the newest
-- applications and complaints), and on a phone each is a CORS preflight and a request to the project: in Lighthouse's
-- mobile run of /admin those round trips, not the database, put the figures on screen last. One call answers the same
-- rows, read under the caller's RLS as the seven were.

create function public.office_dashboard(p_weeks integer, p_recent integer)
returns table (
  pending_applications integer,
  pending_complaints integer,
  overdue_complaints integer,
  weeks jsonb,
  occupancy jsonb,
  recent_applications jsonb,
  recent_complaints jsonb
)
language plpgsql
stable
set search_path = ''
as $$
declare
  v_recent integer := least(greatest(coalesce(p_recent, 5), 1), 50);
begin
  if not public.is_office() then
    raise exception 'the dashboard is for the hostel office' using errcode = '42501';
  end if;
  return query
  select
    (select count(*)::integer from public.application_table a where not a.status),
    (select count(*)::integer from public.complaints_table c where not c.resolved),
    (select count(*)::integer from public.complaints_table c
      where not c.resolved and c.answered_at is null and c.due_at < now()),
    coalesce((select jsonb_agg(to_jsonb(s) - 'ord' order by s.ord)
              from public.complaint_weekly_stats(p_weeks)
                with ordinality s(week_start, complaint_category, raised, answered, on_time, ord)), '[]'::jsonb),
    coalesce((select jsonb_agg(to_jsonb(o) - 'ord' order by o.ord)
              from public.room_availability() with ordinality o(hostel_name, free, total, ord)), '[]'::jsonb),
    coalesce((select jsonb_agg(to_jsonb(a) order by a.created_at desc, a.id desc)
              from (select x.id, x.application_id, x.application_type, x.description, x.status, x.decision,
                           x.decision_note, x.email, x.created_at, x.resolved_at, x.resolved_by
                    from public.application_table x
                    order by x.created_at desc, x.id desc
                    limit v_recent) a), '[]'::jsonb),
    coalesce((select jsonb_agg(to_jsonb(c) order by c.created_at desc, c.id desc)
              from (select x.id, x.complaint_type, x.complaint_category, x.complaint_description, x.urgency_level,
                           x.resource_link, x.resolved, x.email, x.created_at, x.resolved_at, x.resolved_by, x.due_at,
                           x.in_progress_at, x.answered_at, x.assigned_to, x.assigned_email
                    from public.complaints_table x
                    order by x.created_at desc, x.id desc
                    limit v_recent) c), '[]'::jsonb);
end;
$$;

comment on function public.office_dashboard(integer, integer) is
  'The office dashboard in one row: pending and overdue counts, complaint_weekly_stats(p_weeks), room_availability() and the p_recent newest applications and complaints. Office only.';

revoke execute on function public.office_dashboard(integer, integer) from public, anon;
grant execute on function public.office_dashboard(integer, integer) to authenticated;
