-- Notification emails in the recipient's language: the sender's claim also answers the account's locale
-- (user_metadata.locale, which the app writes when its reader switches language; null reads as English).
-- A function's result columns cannot change in place, so the claim is dropped and made again, same arguments.

drop function public.claim_notification_emails(integer, integer);

-- Claims up to p_limit messages due now: pending ones, and ones whose sender stopped before marking them (lease
-- over). Messages of a kind their user turned off are skipped, not sent.
create function public.claim_notification_emails(p_limit integer, p_lease_seconds integer)
returns table (id bigint, email text, kind text, data jsonb, message_id text, attempt integer, locale text)
language plpgsql
security definer
set search_path = ''
as $$
begin
  if p_limit is null or p_limit < 1 or p_limit > 500 or p_lease_seconds is null or p_lease_seconds < 5 then
    raise exception 'limit must be 1..500 and lease at least 5 seconds' using errcode = '22023';
  end if;
  return query
  with due as (
    select n.id from public.notifications n
    where (n.email_status = 'pending' and n.email_next_at <= now())
       or (n.email_status = 'sending' and n.email_lease_until <= now())
    order by n.id
    limit p_limit
    for update skip locked
  ), claimed as (
    update public.notifications n
    set email_status = case
          when exists (select 1 from public.notification_preferences p
                       where p.user_id = n.user_id and n.kind = any (p.email_off)) then 'skipped'
          else 'sending' end,
        email_attempts = n.email_attempts + 1,
        email_lease_until = now() + make_interval(secs => p_lease_seconds)
    from due
    where n.id = due.id
    returning n.id, n.user_id, n.email, n.kind, n.data, n.message_id, n.email_attempts, n.email_status
  )
  select c.id, c.email, c.kind, c.data, c.message_id, c.email_attempts, u.raw_user_meta_data ->> 'locale'
  from claimed c
  left join auth.users u on u.id = c.user_id
  where c.email_status = 'sending';
end;
$$;

comment on function public.claim_notification_emails(integer, integer) is 'The mail sender''s claim: up to p_limit due outbox messages leased for p_lease_seconds, each with its recipient''s locale (user_metadata.locale, null for English); kinds the user turned off are marked skipped instead. Server only.';

-- Hosted Supabase lets anon, authenticated and service_role execute every new function: take back what each may not.
revoke execute on function public.claim_notification_emails(integer, integer) from public, anon, authenticated;
