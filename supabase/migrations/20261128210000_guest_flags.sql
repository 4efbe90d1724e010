-- The students' routes ask whether an account is a guest's once per account; on a selection day thousands of students
-- arrive at once, so the API asks for the accounts of a round of requests in one call rather than one call each.

create function public.guest_flags(p_user_ids uuid[])
returns boolean[]
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if cardinality(p_user_ids) > 1000 then
    raise exception 'at most 1000 accounts at a time' using errcode = '22023';
  end if;
  return coalesce((
    select array_agg(exists (select 1 from public.guest_accounts g where g.user_id = asked.id) order by asked.at)
    from unnest(p_user_ids) with ordinality as asked (id, at)
  ), '{}');
end;
$$;

comment on function public.guest_flags(uuid[]) is
  'For each account asked, in order, whether it is a guest account (public.guest_accounts); at most 1000. Server only.';

revoke execute on function public.guest_flags(uuid[]) from public, anon, authenticated;
