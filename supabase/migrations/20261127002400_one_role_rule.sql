-- One rule for who is an admin, in the database as in the API: the role the account holds now, read from
-- auth.users on each statement, not the claim a token was issued with. A role an admin removes stops counting at once,
-- not when the token expires. Policies call it as (select public.is_admin()), so it is read once per statement.

create or replace function public.is_admin()
returns boolean
language sql
stable
set search_path = ''
as $$
  select coalesce(public.office_role() = 'admin', false);
$$;
comment on function public.is_admin() is
  'True when the caller''s account holds app_metadata.role = admin now (set only with the secret key), whatever their token says.';
revoke execute on function public.is_admin() from public;
grant execute on function public.is_admin() to anon, authenticated, service_role;
