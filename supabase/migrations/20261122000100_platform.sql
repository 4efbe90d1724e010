-- Who is who: the office's roles (admin, staff) as the caller's account holds them now, for policies and functions.

-- The role an account holds now (the truth the server re-reads before it acts on a token's claim).
create function public.account_role(p_user_id uuid)
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select case u.raw_app_meta_data ->> 'role' when 'admin' then 'admin' when 'staff' then 'staff' end
  from auth.users u where u.id = p_user_id;
$$;

-- The caller's role as their account holds it now, not as the token says: a role an admin removes stops opening
-- the office's reads at once, not when the token expires.
create function public.office_role()
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select public.account_role((select auth.uid()));
$$;

comment on function public.office_role() is 'admin or staff when the caller''s account holds that app_metadata.role now (set only with the secret key), else null.';

create function public.is_office()
returns boolean
language sql
stable
set search_path = ''
as $$
  select public.office_role() is not null;
$$;

comment on function public.is_office() is 'True for staff and admins: the hostel office.';

create function public.is_admin()
returns boolean
language sql
stable
set search_path = ''
as $$
  select coalesce(public.office_role() = 'admin', false);
$$;

comment on function public.is_admin() is
  'True when the caller''s account holds app_metadata.role = admin now (set only with the secret key), whatever their token says.';

-- Hosted Supabase lets anon, authenticated and service_role execute every new function: take back what each may not.
revoke execute on function
  public.account_role(uuid)
from public, anon, authenticated;

revoke execute on function
  public.is_admin()
from public;
