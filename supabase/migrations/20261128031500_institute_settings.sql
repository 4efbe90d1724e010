-- The institute's settings beyond the roll number: the e-mail domain sign-up is open to (INSTITUTE_EMAIL_DOMAIN, which
-- the server writes here at start), enforced by GoTrue's before-user-created hook, and the roll number's format, which
-- an admin sets with a check of every record already kept.

alter table public.institute_settings
  add column email_domain text check (
    email_domain is null
    or (char_length(email_domain) <= 253 and email_domain ~ '^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)+$'));

comment on column public.institute_settings.email_domain is
  'Only addresses at this domain may sign up (INSTITUTE_EMAIL_DOMAIN, written by the server at start); null: any address.';

-- GoTrue's before-user-created hook (supabase/config.toml [auth.hook.before_user_created]): it runs as
-- supabase_auth_admin for every account about to be created by a sign-up, a social sign-in, a magic link or an invite,
-- never for one the admin API creates. An error object refuses the sign-up with its http_code and message.
create function public.hook_before_user_created(event jsonb)
returns jsonb
language sql
stable
set search_path = ''
as $$
  select case
    when s.email_domain is null
      or lower(split_part(coalesce(event -> 'user' ->> 'email', ''), '@', 2)) = s.email_domain
    then '{}'::jsonb
    else jsonb_build_object('error', jsonb_build_object(
      'http_code', 403,
      'message', format('Sign-up is open to @%s addresses only.', s.email_domain)))
  end
  from public.institute_settings s;
$$;

comment on function public.hook_before_user_created(jsonb) is
  'Auth hook (before user created): refuses a new account whose address is not at institute_settings.email_domain, 403.';

-- As Supabase's hook set-up grants it: GoTrue's role runs the hook and reads the one column it needs; nobody else.
revoke execute on function public.hook_before_user_created(jsonb) from public, anon, authenticated, service_role;
grant usage on schema public to supabase_auth_admin;
grant execute on function public.hook_before_user_created(jsonb) to supabase_auth_admin;
grant select (email_domain) on public.institute_settings to supabase_auth_admin;

create policy "auth reads the sign-up domain" on public.institute_settings
  for select to supabase_auth_admin using (true);

-- The server's configuration, written at its start: a domain (lower-cased) or null for any address.
create function public.set_institute_email_domain(p_domain text)
returns void
language sql
security definer
set search_path = ''
as $$
  update public.institute_settings
  set email_domain = nullif(lower(btrim(p_domain)), ''), updated_at = now()
  where email_domain is distinct from nullif(lower(btrim(p_domain)), '');
$$;

comment on function public.set_institute_email_domain(text) is
  'INSTITUTE_EMAIL_DOMAIN as the server reads it, written at its start; null or empty opens sign-up to any address. Server only.';

-- An admin sets the roll number's format (a POSIX pattern from ^ to $ on the upper-cased number) and its example.
-- Outcome saved (also when nothing differed: then nothing is written) | forbidden (the actor is not an admin now) |
-- invalid_pattern (not a pattern, or not anchored) | example_misfit (the example does not fit) | records_misfit
-- (misfits records kept today would not fit). Audited with what changed.
create function public.set_roll_number_format(
  p_pattern text, p_example text, p_actor_id uuid, p_actor_email text)
returns table (outcome text, misfits integer)
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_pattern text := btrim(coalesce(p_pattern, ''));
  v_example text := upper(btrim(coalesce(p_example, '')));
  v_before public.institute_settings%rowtype;
  v_misfits integer;
begin
  if public.account_role(p_actor_id) is distinct from 'admin' then
    return query select 'forbidden'::text, 0;
    return;
  end if;
  if left(v_pattern, 1) <> '^' or right(v_pattern, 1) <> '$' or char_length(v_pattern) > 200 then
    return query select 'invalid_pattern'::text, 0;
    return;
  end if;
  begin
    perform '' ~ v_pattern;
  exception
    when invalid_regular_expression then
      return query select 'invalid_pattern'::text, 0;
      return;
  end;
  if char_length(v_example) not between 2 and 20 or v_example !~ v_pattern then
    return query select 'example_misfit'::text, 0;
    return;
  end if;
  select * into v_before from public.institute_settings for update;
  -- No record may be written between the count and the new format: they would be kept in a format nobody checked.
  lock table public.student_records in share mode;
  select count(*)::integer into v_misfits from public.student_records r where r.roll_number !~ v_pattern;
  if v_misfits > 0 then
    return query select 'records_misfit'::text, v_misfits;
    return;
  end if;
  if v_before.roll_number_pattern = v_pattern and v_before.roll_number_example = v_example then
    return query select 'saved'::text, 0;
    return;
  end if;
  update public.institute_settings
  set roll_number_pattern = v_pattern, roll_number_example = v_example, updated_at = now();
  perform public.record_audit('institute.roll_number_format', 'institute', 'roll_number_format',
    jsonb_build_object('pattern', v_before.roll_number_pattern, 'example', v_before.roll_number_example),
    jsonb_build_object('pattern', v_pattern, 'example', v_example),
    null, p_actor_id, p_actor_email);
  return query select 'saved'::text, 0;
end;
$$;

comment on function public.set_roll_number_format(text, text, uuid, text) is
  'An admin sets the roll number''s format and example; refused when a kept record would not fit (with how many). Audited. Server only.';

revoke execute on function
  public.set_institute_email_domain(text),
  public.set_roll_number_format(text, text, uuid, text)
from public, anon, authenticated;
