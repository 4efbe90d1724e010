-- The student record: who a resident is, as the office knows them (name, roll number, programme and year, phone,
-- guardian, emergency contact). Asked once before a first booking, then only the office corrects it, with a reason.

-- The institute's own settings: one row. The roll number's format is a pattern the office sets.
create table public.institute_settings (
  id boolean primary key default true check (id),
  roll_number_pattern text not null default '^[A-Z0-9/-]{4,20}$' check (char_length(roll_number_pattern) <= 200),
  roll_number_example text not null default '23CS041' check (char_length(roll_number_example) <= 20),
  updated_at timestamptz not null default now()
);

comment on table public.institute_settings is 'The institute''s settings, one row: the roll number''s format (a POSIX pattern on the upper-cased number) and an example of it. Everyone reads it; only the service role writes.';

insert into public.institute_settings default values;

alter table public.institute_settings enable row level security;

revoke all on public.institute_settings from anon, authenticated;

grant select on public.institute_settings to anon, authenticated;

create policy "everyone reads the institute settings" on public.institute_settings
  for select to anon, authenticated using (true);

create table public.student_records (
  user_id uuid primary key references auth.users (id) on delete cascade,
  full_name text not null check (full_name = btrim(full_name) and char_length(full_name) between 2 and 100),
  roll_number text not null check (roll_number = upper(btrim(roll_number)) and char_length(roll_number) between 2 and 20),
  programme text not null check (programme in ('btech', 'bsc', 'ba', 'bcom', 'mtech', 'msc', 'ma', 'mba', 'mca', 'phd')),
  year smallint not null check (year between 1 and 6),
  -- An Indian mobile number, ten digits.
  phone text not null check (phone ~ '^[6-9][0-9]{9}$'),
  guardian_name text not null check (guardian_name = btrim(guardian_name) and char_length(guardian_name) between 2 and 100),
  guardian_relation text not null check (guardian_relation in ('father', 'mother', 'guardian', 'spouse', 'sibling', 'other')),
  guardian_email text not null check (char_length(guardian_email) <= 254 and guardian_email ~ '^[^@[:space:]]+@[^@[:space:]]+\.[^@[:space:]]+$'),
  -- A guardian or an emergency contact may live abroad: an Indian mobile or an international number (+ and digits).
  guardian_phone text not null check (guardian_phone ~ '^([6-9][0-9]{9}|\+[1-9][0-9]{7,14})$'),
  emergency_name text not null check (emergency_name = btrim(emergency_name) and char_length(emergency_name) between 2 and 100),
  emergency_phone text not null check (emergency_phone ~ '^([6-9][0-9]{9}|\+[1-9][0-9]{7,14})$'),
  created_at timestamptz not null default now(),
  -- Set when the office corrects the record.
  corrected_at timestamptz,
  corrected_by text,
  constraint student_records_roll_number_key unique (roll_number)
);

comment on table public.student_records is 'Who a student is, as the office knows them: asked once before a first booking (create_my_student_record), then corrected only by the office with a reason (correct_student_record, audited). A student reads their own row; the office reads all.';

alter table public.student_records enable row level security;

revoke all on public.student_records from anon, authenticated;

grant select on public.student_records to authenticated;

create policy "students read own record" on public.student_records
  for select to authenticated using (user_id = (select auth.uid()));

create policy "office reads all records" on public.student_records
  for select to authenticated using ((select public.is_office()));

-- Whether a roll number (upper-cased) follows the institute's format: the one place the rule is read.
create function public.roll_number_fits(p_roll_number text)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select p_roll_number ~ s.roll_number_pattern from public.institute_settings s;
$$;

-- The roll number keeps the institute's format, whoever writes it.
create function public.check_roll_number_format()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if not public.roll_number_fits(new.roll_number) then
    raise exception 'roll number % does not follow the institute''s format', new.roll_number
      using errcode = '23514', constraint = 'student_records_roll_number_format';
  end if;
  return new;
end;
$$;

create trigger student_records_roll_number_format
  before insert or update of roll_number on public.student_records
  for each row execute function public.check_roll_number_format();

-- The record as one JSON object, for the audit log's before and after.
create function public.student_record_json(p_record public.student_records)
returns jsonb
language sql
immutable
set search_path = ''
as $$
  select jsonb_build_object(
    'full_name', p_record.full_name, 'roll_number', p_record.roll_number, 'programme', p_record.programme,
    'year', p_record.year, 'phone', p_record.phone, 'guardian_name', p_record.guardian_name,
    'guardian_relation', p_record.guardian_relation, 'guardian_email', p_record.guardian_email,
    'guardian_phone', p_record.guardian_phone, 'emergency_name', p_record.emergency_name,
    'emergency_phone', p_record.emergency_phone);
$$;

-- The signed-in student's record, once. Outcome created | exists (they have one) | roll_taken (another student's) |
-- roll_format (not the institute's format). A value the table refuses raises its check's error.
create function public.create_my_student_record(
  p_full_name text, p_roll_number text, p_programme text, p_year integer, p_phone text,
  p_guardian_name text, p_guardian_relation text, p_guardian_email text, p_guardian_phone text,
  p_emergency_name text, p_emergency_phone text)
returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_user uuid := (select auth.uid());
  v_roll text := upper(btrim(p_roll_number));
begin
  if v_user is null then
    raise exception 'a student record needs a signed-in student' using errcode = '42501';
  end if;
  if exists (select 1 from public.student_records r where r.user_id = v_user) then
    return 'exists';
  end if;
  if not public.roll_number_fits(v_roll) then
    return 'roll_format';
  end if;
  if exists (select 1 from public.student_records r where r.roll_number = v_roll) then
    return 'roll_taken';
  end if;
  insert into public.student_records (
    user_id, full_name, roll_number, programme, year, phone, guardian_name, guardian_relation, guardian_email,
    guardian_phone, emergency_name, emergency_phone)
  values (
    v_user, btrim(p_full_name), v_roll, p_programme, p_year, p_phone, btrim(p_guardian_name), p_guardian_relation,
    lower(btrim(p_guardian_email)), p_guardian_phone, btrim(p_emergency_name), p_emergency_phone);
  return 'created';
exception
  -- Two tabs saving at once: the second finds the first's row, or the roll number another saved meanwhile.
  when unique_violation then
    return case when exists (select 1 from public.student_records r where r.user_id = v_user)
      then 'exists' else 'roll_taken' end;
end;
$$;

comment on function public.create_my_student_record(text, text, text, integer, text, text, text, text, text, text, text) is
  'The caller''s student record, once: outcome created | exists | roll_taken | roll_format. Values the table refuses raise 23514.';

-- The office corrects p_user_id's record as p_actor_id, with a reason. Outcome corrected (also when nothing differed:
-- then nothing is written) | not_found (no record yet) | forbidden (the actor is not the office now) | roll_taken |
-- roll_format | reason_required.
create function public.correct_student_record(
  p_user_id uuid, p_full_name text, p_roll_number text, p_programme text, p_year integer, p_phone text,
  p_guardian_name text, p_guardian_relation text, p_guardian_email text, p_guardian_phone text,
  p_emergency_name text, p_emergency_phone text, p_reason text, p_actor_id uuid, p_actor_email text)
returns table (outcome text, corrected_at timestamptz)
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_actor_email text;
  v_roll text := upper(btrim(p_roll_number));
  v_before public.student_records%rowtype;
  v_after public.student_records%rowtype;
  v_changed_before jsonb;
  v_changed_after jsonb;
begin
  if public.account_role(p_actor_id) is null then
    return query select 'forbidden'::text, null::timestamptz;
    return;
  end if;
  if char_length(btrim(coalesce(p_reason, ''))) = 0 then
    return query select 'reason_required'::text, null::timestamptz;
    return;
  end if;
  select u.email into v_actor_email from auth.users u where u.id = p_actor_id;
  select * into v_before from public.student_records r where r.user_id = p_user_id for update;
  if not found then
    return query select 'not_found'::text, null::timestamptz;
    return;
  end if;
  if not public.roll_number_fits(v_roll) then
    return query select 'roll_format'::text, null::timestamptz;
    return;
  end if;
  if exists (select 1 from public.student_records r where r.roll_number = v_roll and r.user_id <> p_user_id) then
    return query select 'roll_taken'::text, null::timestamptz;
    return;
  end if;
  v_after := v_before;
  v_after.full_name := btrim(p_full_name);
  v_after.roll_number := v_roll;
  v_after.programme := p_programme;
  v_after.year := p_year;
  v_after.phone := p_phone;
  v_after.guardian_name := btrim(p_guardian_name);
  v_after.guardian_relation := p_guardian_relation;
  v_after.guardian_email := lower(btrim(p_guardian_email));
  v_after.guardian_phone := p_guardian_phone;
  v_after.emergency_name := btrim(p_emergency_name);
  v_after.emergency_phone := p_emergency_phone;
  -- Only what changed is written and logged; a correction that changes nothing leaves no trace.
  select jsonb_object_agg(b.key, b.value), jsonb_object_agg(a.key, a.value)
  into v_changed_before, v_changed_after
  from jsonb_each(public.student_record_json(v_before)) b
  join jsonb_each(public.student_record_json(v_after)) a on a.key = b.key
  where a.value is distinct from b.value;
  if v_changed_after is null then
    return query select 'corrected'::text, v_before.corrected_at;
    return;
  end if;
  update public.student_records r
  set full_name = v_after.full_name, roll_number = v_after.roll_number, programme = v_after.programme,
      year = v_after.year, phone = v_after.phone, guardian_name = v_after.guardian_name,
      guardian_relation = v_after.guardian_relation, guardian_email = v_after.guardian_email,
      guardian_phone = v_after.guardian_phone, emergency_name = v_after.emergency_name,
      emergency_phone = v_after.emergency_phone, corrected_at = now(),
      corrected_by = coalesce(v_actor_email, p_actor_email)
  where r.user_id = p_user_id
  returning * into v_after;
  perform public.record_audit('record.correct', 'user', p_user_id::text, v_changed_before, v_changed_after,
    p_reason, p_actor_id, coalesce(v_actor_email, p_actor_email));
  return query select 'corrected'::text, v_after.corrected_at;
exception
  when unique_violation then
    return query select 'roll_taken'::text, null::timestamptz;
end;
$$;

comment on function public.correct_student_record(uuid, text, text, text, integer, text, text, text, text, text, text, text, text, uuid, text) is
  'The office (staff or admin, as their account holds it now) corrects a student''s record with a reason; what changed is audited. Server only.';

-- A booking needs the declaration and the record: the rule in words, as before, with the record after the declaration.
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
    when r.user_id is null then 'Fill in your student record in your profile before booking.'
    when h.kind = 'boys' and p.gender <> 'male' then format('%s is a boys’ hostel: only male students may book it.', h.name)
    when h.kind = 'girls' and p.gender <> 'female' then format('%s is a girls’ hostel: only female students may book it.', h.name)
    when h.kind = 'married' and not p.married then format('%s is for married students only.', h.name)
  end
  from (select 1) as one
  left join public.hostels h on h.name = p_hostel_name
  left join public.student_profiles p on p.user_id = p_user_id
  left join public.student_records r on r.user_id = p_user_id;
$$;

-- Hosted Supabase lets anon, authenticated and service_role execute every new function: take back what each may not.
revoke execute on function
  public.roll_number_fits(text),
  public.check_roll_number_format(),
  public.student_record_json(public.student_records),
  public.correct_student_record(uuid, text, text, text, integer, text, text, text, text, text, text, text, text, uuid, text)
from public, anon, authenticated;

revoke execute on function
  public.create_my_student_record(text, text, text, integer, text, text, text, text, text, text, text)
from public, anon;

grant execute on function
  public.create_my_student_record(text, text, text, integer, text, text, text, text, text, text, text)
to authenticated;
