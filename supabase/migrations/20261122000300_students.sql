-- Students' declarations (gender, married) and who may live where: eligibility_problem() puts the rule in words.

create table public.student_profiles (
  user_id uuid primary key default auth.uid() references auth.users (id) on delete cascade,
  gender text not null check (gender in ('female', 'male')),
  married boolean not null,
  declared_at timestamptz not null default now(),
  -- Set when the office corrects a declaration.
  corrected_at timestamptz,
  corrected_by text
);

comment on table public.student_profiles is 'What a student declares once for eligibility (gender, married), and when the office last corrected it. Students read and insert their own row only; admins read all and correct.';

comment on column public.student_profiles.corrected_by is 'The email of the admin''s account that last corrected the declaration (set by correct_student_profile only).';

alter table public.student_profiles enable row level security;

revoke all on public.student_profiles from anon, authenticated;

grant select on public.student_profiles to authenticated;

grant insert (user_id, gender, married) on public.student_profiles to authenticated;

grant update (gender, married, corrected_at, corrected_by) on public.student_profiles to authenticated;

create policy "students read own profile" on public.student_profiles
  for select to authenticated using (user_id = (select auth.uid()));

create policy "students declare once" on public.student_profiles
  for insert to authenticated with check (user_id = (select auth.uid()));

create policy "office reads all profiles" on public.student_profiles
  for select to authenticated using ((select public.is_office()));

revoke update on public.student_profiles from authenticated;

-- The rule a hold on p_hostel_name breaks for p_user_id, in words; null when the student may live there.
create function public.eligibility_problem(p_user_id uuid, p_hostel_name text)
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select case
    when h.name is null then null
    when p.user_id is null then 'Tell us your gender and marital status in your profile before booking.'
    when h.kind = 'boys' and p.gender <> 'male' then format('%s is a boys’ hostel: only male students may book it.', h.name)
    when h.kind = 'girls' and p.gender <> 'female' then format('%s is a girls’ hostel: only female students may book it.', h.name)
    when h.kind = 'married' and not p.married then format('%s is for married students only.', h.name)
  end
  from (select 1) as one
  left join public.hostels h on h.name = p_hostel_name
  left join public.student_profiles p on p.user_id = p_user_id;
$$;

comment on function public.eligibility_problem(uuid, text) is 'Null when the student may hold a bed in the hostel (or no such hostel); otherwise the rule they break, in words. Server only.';

-- The same rule for the signed-in student, so the pages can say it before the wizard starts.
create function public.my_eligibility_problem(p_hostel_name text)
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select public.eligibility_problem((select auth.uid()), p_hostel_name);
$$;

comment on function public.my_eligibility_problem(text) is 'eligibility_problem() for the caller: null when they may book in the hostel, else the rule in words.';

-- Corrects p_user_id's declaration as admin p_actor_id. Outcome corrected (also when nothing differed: then nothing is
-- written) | not_found (no declaration yet) | forbidden (the actor's account is not an admin's now).
create function public.correct_student_profile(
  p_user_id uuid, p_gender text, p_married boolean, p_actor_id uuid, p_actor_email text)
returns table (outcome text, gender text, married boolean, corrected_at timestamptz)
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_actor_email text;
  v_before public.student_profiles%rowtype;
  v_after public.student_profiles%rowtype;
begin
  select u.email into v_actor_email from auth.users u where u.id = p_actor_id;
  if public.account_role(p_actor_id) is distinct from 'admin' then
    return query select 'forbidden'::text, null::text, null::boolean, null::timestamptz;
    return;
  end if;
  select * into v_before from public.student_profiles p where p.user_id = p_user_id for update;
  if not found then
    return query select 'not_found'::text, null::text, null::boolean, null::timestamptz;
    return;
  end if;
  if v_before.gender = p_gender and v_before.married = p_married then
    return query select 'corrected'::text, v_before.gender, v_before.married, v_before.corrected_at;
    return;
  end if;
  update public.student_profiles p
  set gender = p_gender, married = p_married, corrected_at = now(), corrected_by = v_actor_email
  where p.user_id = p_user_id
  returning * into v_after;
  perform public.record_audit('profile.correct', 'user', p_user_id::text,
    jsonb_build_object('gender', v_before.gender, 'married', v_before.married),
    jsonb_build_object('gender', v_after.gender, 'married', v_after.married),
    null, p_actor_id, coalesce(v_actor_email, p_actor_email));
  return query select 'corrected'::text, v_after.gender, v_after.married, v_after.corrected_at;
end;
$$;

comment on function public.correct_student_profile(uuid, text, boolean, uuid, text) is
  'The office corrects a student''s declared gender and marital status: admins only (the role their account holds now), audited once per change. Outcome corrected | not_found | forbidden. Server only.';

-- Hosted Supabase lets anon, authenticated and service_role execute every new function: take back what each may not.
revoke execute on function
  public.correct_student_profile(uuid, text, boolean, uuid, text),
  public.eligibility_problem(uuid, text)
from public, anon, authenticated;

revoke execute on function
  public.my_eligibility_problem(text)
from public, anon, authenticated;

grant execute on function
  public.my_eligibility_problem(text)
to authenticated;
