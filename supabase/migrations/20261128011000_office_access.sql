-- Sign-up offers hostel office staff (hr) and admin besides student and guest. Such an account starts as a student's
-- with a request for office access, which an admin grants (the role is then set in app_metadata by the server) or
-- refuses on the people page. The choice at sign-up grants nothing by itself.

create table public.office_access_requests (
  id bigint generated always as identity primary key,
  user_id uuid not null references auth.users (id) on delete cascade,
  requested_role text not null check (requested_role in ('staff', 'admin')),
  status text not null default 'pending' check (status in ('pending', 'granted', 'refused')),
  created_at timestamptz not null default now(),
  decided_at timestamptz,
  decided_by text,
  constraint office_access_requests_decided check ((status = 'pending') = (decided_at is null))
);

comment on table public.office_access_requests is 'An account''s request for an office role, made by choosing hr or admin at sign-up: pending until an admin grants or refuses it (decide_office_access). The requester reads their own; admins read all.';

create unique index office_access_requests_one_pending on public.office_access_requests (user_id)
  where status = 'pending';

alter table public.office_access_requests enable row level security;

revoke all on public.office_access_requests from anon, authenticated;

grant select on public.office_access_requests to authenticated;

create policy "requesters read their own requests" on public.office_access_requests
  for select to authenticated using (user_id = (select auth.uid()));

create policy "admins read every request" on public.office_access_requests
  for select to authenticated using ((select public.is_admin()));

-- The sign-up's choice, from the new account's metadata: hr asks to be staff, admin to be an admin.
create function public.request_office_access()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.raw_user_meta_data ->> 'role' in ('hr', 'admin') then
    insert into public.office_access_requests (user_id, requested_role)
    values (new.id, case new.raw_user_meta_data ->> 'role' when 'hr' then 'staff' else 'admin' end);
  end if;
  return new;
end;
$$;

comment on function public.request_office_access() is 'Trigger on auth.users: an account made choosing hr or admin at sign-up asks for that office role (staff or admin).';

create trigger users_request_office_access after insert on auth.users
  for each row execute function public.request_office_access();

-- The pending request p_request_id, for the server to set its role before closing it; no row when it is not pending.
create function public.pending_office_access(p_request_id bigint)
returns table (user_id uuid, requested_role text)
language sql
stable
security definer
set search_path = ''
as $$
  select r.user_id, r.requested_role from public.office_access_requests r
  where r.id = p_request_id and r.status = 'pending';
$$;

comment on function public.pending_office_access(bigint) is 'The account and role a pending office access request asks for; nothing once decided. Server only.';

-- Closes a pending request as admin p_actor_id, after the server has set the role when granting. Outcome decided |
-- already_decided | not_found | forbidden (the actor is not an admin now). Audited.
create function public.decide_office_access(p_request_id bigint, p_grant boolean, p_actor_id uuid, p_actor_email text)
returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_actor_email text;
  v_request public.office_access_requests%rowtype;
begin
  if public.account_role(p_actor_id) is distinct from 'admin' then
    return 'forbidden';
  end if;
  select * into v_request from public.office_access_requests r where r.id = p_request_id for update;
  if not found then
    return 'not_found';
  end if;
  if v_request.status <> 'pending' then
    return 'already_decided';
  end if;
  select u.email into v_actor_email from auth.users u where u.id = p_actor_id;
  update public.office_access_requests r
  set status = case when p_grant then 'granted' else 'refused' end, decided_at = now(),
      decided_by = coalesce(v_actor_email, p_actor_email)
  where r.id = p_request_id;
  perform public.record_audit(case when p_grant then 'person.grant_access' else 'person.refuse_access' end, 'user',
    v_request.user_id::text, jsonb_build_object('requested_role', v_request.requested_role), null, null, p_actor_id,
    coalesce(v_actor_email, p_actor_email));
  return 'decided';
end;
$$;

comment on function public.decide_office_access(bigint, boolean, uuid, text) is
  'An admin grants or refuses a pending office access request (the server sets the role first when granting); audited. Server only.';

-- Hosted Supabase lets anon, authenticated and service_role execute every new function: take back what each may not.
revoke execute on function
  public.request_office_access(),
  public.pending_office_access(bigint),
  public.decide_office_access(bigint, boolean, uuid, text)
from public, anon, authenticated;
