-- The people list names students as their record does (name and roll number), finds them by either, and puts first
-- those asking for an office role, with their request.
drop function public.list_people(text, integer, integer);

create function public.list_people(p_query text, p_limit integer, p_offset integer)
returns table (id uuid, email text, full_name text, roll_number text, role text, created_at timestamptz,
               last_sign_in_at timestamptz, request_id bigint, requested_role text, total bigint)
language sql
stable
security definer
set search_path = ''
as $$
  select u.id, u.email::text, coalesce(r.full_name, u.raw_user_meta_data ->> 'full_name'), r.roll_number,
         public.account_role(u.id), u.created_at, u.last_sign_in_at, q.id, q.requested_role, count(*) over ()
  from auth.users u
  left join public.student_records r on r.user_id = u.id
  left join public.office_access_requests q on q.user_id = u.id and q.status = 'pending'
  where nullif(btrim(p_query), '') is null
     or strpos(lower(u.email), lower(btrim(p_query))) > 0
     or strpos(lower(coalesce(r.full_name, u.raw_user_meta_data ->> 'full_name')), lower(btrim(p_query))) > 0
     or r.roll_number = upper(btrim(p_query))
  order by q.id is null, public.account_role(u.id) nulls last, u.email
  limit least(greatest(coalesce(p_limit, 50), 1), 200) offset greatest(coalesce(p_offset, 0), 0);
$$;

comment on function public.list_people(text, integer, integer) is
  'One page of accounts matching a fragment of the email or name, or the exact roll number, those asking for an office role first: the name and roll number from the student record when there is one, and the pending request. Server only.';

revoke execute on function public.list_people(text, integer, integer) from public, anon, authenticated;
