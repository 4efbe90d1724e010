-- The public complaint check in the one status vocabulary: Pending until the office starts a complaint, then In
-- Progress, then Resolved. complaint_status() answers only resolved or not and stays for the links already in use.
create function public.complaint_state(p_complaint_id bigint)
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select case when c.resolved then 'resolved' when c.in_progress_at is not null then 'in_progress' else 'pending' end
  from public.complaints_table c
  where c.id = p_complaint_id;
$$;

comment on function public.complaint_state(bigint) is 'Where one complaint stands by its id (pending, in_progress or resolved), or null when there is none.';

-- Like complaint_status(): anyone may look a complaint up by its number; the answer is one word.
revoke execute on function public.complaint_state(bigint) from public;
grant execute on function public.complaint_state(bigint) to anon, authenticated;
