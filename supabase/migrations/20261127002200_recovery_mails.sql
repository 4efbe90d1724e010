-- Password reset mails the API sends (POST /auth/recover), counted per account. GoTrue's own /recover spends one hourly
-- e-mail budget for the whole project, so a flood of it from anywhere stops every student's reset. The API instead makes
-- the link with the admin API (which sends nothing) and mails it itself, at most a few times an hour per account,
-- whoever asks and from wherever: a flood aimed at one student fills that student's mailbox a little and nobody else's.
-- The count lives here so several API instances share it.

create table public.recovery_mails (
  id bigint generated always as identity primary key,
  user_id uuid not null references auth.users (id) on delete cascade,
  sent_at timestamptz not null default now()
);
comment on table public.recovery_mails is 'Password reset mails sent to each account in the last hour (older rows are pruned as the account asks again). Server only, through claim_recovery_mail().';
create index recovery_mails_user_idx on public.recovery_mails (user_id, sent_at);

alter table public.recovery_mails enable row level security;
revoke all on public.recovery_mails from anon, authenticated;

-- The address as typed is only a key to find the account; the mail goes to the address the account has. An address of
-- no account, and an account that had its mails this hour, both answer null, so the caller answers alike and cannot
-- tell which it was.
create function public.claim_recovery_mail(p_email text)
returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_per_hour constant integer := 3;
  v_user_id uuid;
  v_email text;
begin
  if p_email is null or length(p_email) > 320 then
    raise exception 'the email must be at most 320 characters' using errcode = '22023';
  end if;
  select u.id, u.email into v_user_id, v_email
  from auth.users u
  where lower(u.email) = lower(btrim(p_email))
  limit 1;
  if v_user_id is null then
    return null;
  end if;
  -- Two requests for one account at once must not both see the last free mail of its hour.
  perform pg_advisory_xact_lock(hashtextextended('campus-hostel:recovery:' || v_user_id::text, 0));
  delete from public.recovery_mails where user_id = v_user_id and sent_at <= now() - interval '1 hour';
  if (select count(*) from public.recovery_mails where user_id = v_user_id) >= v_per_hour then
    return null;
  end if;
  insert into public.recovery_mails (user_id) values (v_user_id);
  return v_email;
end;
$$;
comment on function public.claim_recovery_mail(text) is 'Counts one password reset mail for the account with this address (any case) and answers the account''s own address; null when no account has it or the account had 3 in the last hour. Server only.';

revoke execute on function public.claim_recovery_mail(text) from public, anon, authenticated;
grant execute on function public.claim_recovery_mail(text) to service_role;
