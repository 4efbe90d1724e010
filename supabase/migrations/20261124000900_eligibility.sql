-- Who may live where: each student declares gender and marital status once; hostels.kind says who a
-- hostel is for; eligibility_problem() puts the rule in words for a hold that breaks it.

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

alter table public.student_profiles enable row level security;
revoke all on public.student_profiles from anon, authenticated;
grant select on public.student_profiles to authenticated;
grant insert (user_id, gender, married) on public.student_profiles to authenticated;
grant update (gender, married, corrected_at, corrected_by) on public.student_profiles to authenticated;

create policy "students read own profile" on public.student_profiles
  for select to authenticated using (user_id = (select auth.uid()));
create policy "admins read all profiles" on public.student_profiles
  for select to authenticated using ((select public.is_admin()));
create policy "students declare once" on public.student_profiles
  for insert to authenticated with check (user_id = (select auth.uid()));
create policy "admins correct profiles" on public.student_profiles
  for update to authenticated using ((select public.is_admin()))
  with check ((select public.is_admin()) and corrected_at is not null and corrected_by is not null);

-- The rule a hold on p_hostel_name breaks for p_user_id, in words; null when the student may live there.
create or replace function public.eligibility_problem(p_user_id uuid, p_hostel_name text)
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
revoke all on function public.eligibility_problem(uuid, text) from public, anon, authenticated;
grant execute on function public.eligibility_problem(uuid, text) to service_role;

-- The same rule for the signed-in student, so the pages can say it before the wizard starts.
create or replace function public.my_eligibility_problem(p_hostel_name text)
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select public.eligibility_problem((select auth.uid()), p_hostel_name);
$$;
comment on function public.my_eligibility_problem(text) is 'eligibility_problem() for the caller: null when they may book in the hostel, else the rule in words.';
revoke all on function public.my_eligibility_problem(text) from public, anon, authenticated;
grant execute on function public.my_eligibility_problem(text) to authenticated;
