-- Guest accounts, the spec's guest user kind: someone who is not a student of the institute (a parent, a visiting
-- examiner) signs up choosing guest, with any address even when sign-up is kept to the institute's domain, and books
-- the guest house for themselves. What makes an account a guest is decided once, when the account is made, and kept
-- where only the database writes; everything a student does with a bed, a record or a place in line refuses it here,
-- whatever path the write takes (the API, the office, a direct REST call).

create table public.guest_accounts (
  user_id uuid primary key references auth.users (id) on delete cascade,
  created_at timestamptz not null default now()
);

comment on table public.guest_accounts is 'Accounts made choosing guest at sign-up: they book guest rooms for themselves and nothing a student does. Written only by the trigger on auth.users; the account reads its own row.';

alter table public.guest_accounts enable row level security;

revoke all on public.guest_accounts from anon, authenticated;

grant select on public.guest_accounts to authenticated;

create policy "an account reads whether it is a guest" on public.guest_accounts
  for select to authenticated using (user_id = (select auth.uid()));

create function public.is_guest(p_user_id uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (select 1 from public.guest_accounts g where g.user_id = p_user_id);
$$;

comment on function public.is_guest(uuid) is 'True for a guest account (public.guest_accounts). Server and triggers only.';

revoke execute on function public.is_guest(uuid) from public, anon, authenticated;

-- The choice at sign-up, from the new account's metadata as it was when the account was made: changing the metadata
-- later changes nothing here.
create function public.mark_guest_account()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.raw_user_meta_data ->> 'role' = 'guest' then
    insert into public.guest_accounts (user_id) values (new.id);
  end if;
  return new;
end;
$$;

comment on function public.mark_guest_account() is 'Trigger on auth.users: an account made choosing guest at sign-up is a guest account.';

create trigger users_mark_guest_account after insert on auth.users
  for each row execute function public.mark_guest_account();

-- Sign-up kept to the institute's domain still lets a guest in with any address: a guest's account books guest rooms
-- and nothing else, so the domain (which says who is a student) does not apply to it.
create or replace function public.hook_before_user_created(event jsonb)
returns jsonb
language sql
stable
set search_path = ''
as $$
  select case
    when s.email_domain is null
      or lower(split_part(coalesce(event -> 'user' ->> 'email', ''), '@', 2)) = s.email_domain
      or event -> 'user' -> 'user_metadata' ->> 'role' = 'guest'
    then '{}'::jsonb
    else jsonb_build_object('error', jsonb_build_object(
      'http_code', 403,
      'message', format('Sign-up is open to @%s addresses only; a guest signs up as a guest.', s.email_domain)))
  end
  from public.institute_settings s;
$$;

comment on function public.hook_before_user_created(jsonb) is
  'Auth hook (before user created): refuses a new account whose address is not at institute_settings.email_domain, 403, unless it signs up as a guest.';

-- Refuses a row that would give a guest account what is a student's: the trigger's arguments name the row's account
-- columns. PT403 makes PostgREST answer 403, and the hint names the refusal for the API and the app.
create function public.refuse_guest_accounts()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_row jsonb := to_jsonb(new);
  v_column text;
begin
  foreach v_column in array tg_argv loop
    if public.is_guest((v_row ->> v_column)::uuid) then
      raise exception 'This is for students: a guest account books guest rooms.'
        using errcode = 'PT403', hint = 'guest_account';
    end if;
  end loop;
  return new;
end;
$$;

comment on function public.refuse_guest_accounts() is 'Trigger: refuses (PT403, hint guest_account) a row whose account columns (the trigger''s arguments) name a guest account.';

create trigger student_records_refuse_guests before insert or update of user_id on public.student_records
  for each row execute function public.refuse_guest_accounts('user_id');
create trigger student_profiles_refuse_guests before insert or update of user_id on public.student_profiles
  for each row execute function public.refuse_guest_accounts('user_id');
create trigger bookings_refuse_guests before insert or update of user_id on public.bookings
  for each row execute function public.refuse_guest_accounts('user_id');
create trigger application_table_refuse_guests before insert or update of user_id on public.application_table
  for each row execute function public.refuse_guest_accounts('user_id');
create trigger leave_requests_refuse_guests before insert or update of user_id on public.leave_requests
  for each row execute function public.refuse_guest_accounts('user_id');
create trigger visitor_passes_refuse_guests before insert or update of host_id on public.visitor_passes
  for each row execute function public.refuse_guest_accounts('host_id');
create trigger mess_registrations_refuse_guests before insert or update of user_id on public.mess_registrations
  for each row execute function public.refuse_guest_accounts('user_id');
create trigger mess_rebates_refuse_guests before insert or update of user_id on public.mess_rebates
  for each row execute function public.refuse_guest_accounts('user_id');
create trigger roommate_invites_refuse_guests before insert or update of inviter_id, invitee_id
  on public.roommate_invites
  for each row execute function public.refuse_guest_accounts('inviter_id', 'invitee_id');

-- An invitation names its roommate by address until they accept: a guest's address is refused when it is made.
create function public.refuse_guest_invitee()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if exists (select 1 from auth.users u join public.guest_accounts g on g.user_id = u.id
             where lower(u.email) = lower(new.invitee_email)) then
    raise exception 'This is for students: a guest account books guest rooms.'
      using errcode = 'PT403', hint = 'guest_account';
  end if;
  return new;
end;
$$;

comment on function public.refuse_guest_invitee() is 'Trigger on roommate_invites: refuses (PT403, hint guest_account) an invitation to a guest account''s address.';

create trigger roommate_invites_refuse_guest_invitee before insert or update of invitee_email on public.roommate_invites
  for each row execute function public.refuse_guest_invitee();

create trigger waitlist_entries_refuse_guests before insert or update of user_id on public.waitlist_entries
  for each row execute function public.refuse_guest_accounts('user_id');
create trigger waiting_room_tickets_refuse_guests before insert or update of user_id on public.waiting_room_tickets
  for each row execute function public.refuse_guest_accounts('user_id');

-- A bed's rules answer a guest first, in words, where a hold, the waitlist or a roommate's bed asks them.
create or replace function public.eligibility_problem(p_user_id uuid, p_hostel_name text)
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select case
    when h.name is null then null
    when public.is_guest(p_user_id) then 'Beds are for students: a guest account books guest rooms.'
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
