-- Notices that reach people: a notice is aimed at everyone, at hostels (the students who hold a bed there now) or at
-- roles (accounts holding that office role; 'student' for accounts holding none). Once published it reaches the bell of
-- every account in its audience, at once or when its time comes (deliver_due_notices, the server's notice sweep), and
-- an important one is emailed too. A notice aimed at an audience is read only by that audience and the office.

alter table public.notices
  add column audience text not null default 'everyone' check (audience in ('everyone', 'hostels', 'roles')),
  add column important boolean not null default false,
  add column delivered_at timestamptz;

comment on column public.notices.audience is 'Who the notice is for: everyone (public, as the status page always showed), the hostels in notice_hostels, or the roles in notice_roles.';

comment on column public.notices.important is 'An important notice is emailed to its audience as well as shown under the bell.';

comment on column public.notices.delivered_at is 'When the notice reached its audience''s bells; null until it is published and delivered. Set once: editing, unpublishing or publishing it again delivers nothing more.';

-- Notices published before notices reached bells are not news any more: they count as delivered.
update public.notices set delivered_at = published_at where published_at <= now();

create index notices_undelivered_idx on public.notices (published_at) where delivered_at is null;

create table public.notice_hostels (
  notice_id bigint not null references public.notices (id) on delete cascade,
  -- No cascade on delete: a hostel that goes must not turn its notices into notices for nobody unnoticed.
  hostel_name text not null references public.hostels (name) on update cascade,
  primary key (notice_id, hostel_name)
);

comment on table public.notice_hostels is 'The hostels a notice of audience hostels is for: the students holding a bed in one of them now. Written only by save_notice.';

create table public.notice_roles (
  notice_id bigint not null references public.notices (id) on delete cascade,
  -- The one list of audience roles (contracts derive NOTICE_AUDIENCE_ROLES from it): 'student' is an account with no
  -- office role, the others are public.account_role's.
  role text not null check (role in ('student', 'staff', 'admin', 'warden', 'mess_manager', 'guard', 'technician')),
  primary key (notice_id, role)
);

comment on table public.notice_roles is 'The roles a notice of audience roles is for, as public.account_role names them now (student: none). Written only by save_notice.';

alter table public.notice_hostels enable row level security;

alter table public.notice_roles enable row level security;

revoke all on public.notice_hostels, public.notice_roles from anon, authenticated;

grant select on public.notice_hostels, public.notice_roles to authenticated;

create policy "office reads notices' hostels" on public.notice_hostels
  for select to authenticated using ((select public.is_office()));

create policy "office reads notices' roles" on public.notice_roles
  for select to authenticated using ((select public.is_office()));

-- The one rule of who a notice is for, used by the reads (notice_is_for_me) and the delivery alike.
create function public.notice_reaches(p_notice_id bigint, p_user_id uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select p_user_id is not null and exists (
    select 1 from public.notices n
    where n.id = p_notice_id
      and (n.audience = 'everyone'
        or (n.audience = 'hostels' and exists (
              select 1
              from public.notice_hostels h
              join public.hostel_room r on r.hostel_name = h.hostel_name
              join public.beds b on b.room_id = r.id
              where h.notice_id = n.id and b.occupant_id = p_user_id))
        or (n.audience = 'roles' and exists (
              select 1 from public.notice_roles x
              where x.notice_id = n.id and x.role = coalesce(public.account_role(p_user_id), 'student')))));
$$;

comment on function public.notice_reaches(bigint, uuid) is 'Whether notice p_notice_id is for account p_user_id now: everyone, a student holding a bed in one of its hostels, or an account whose role (student: none) is one of its roles. Server only: it would tell who holds a bed where.';

-- The caller's side of the rule: a visitor (no account) is in no audience but everyone's.
create function public.notice_is_for_me(p_notice_id bigint)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select public.notice_reaches(p_notice_id, (select auth.uid()));
$$;

comment on function public.notice_is_for_me(bigint) is 'Whether notice p_notice_id is for the calling account (its audience rule, whatever its publication time).';

drop policy "published notices are public" on public.notices;

create policy "published notices reach their audience" on public.notices
  for select to anon, authenticated
  using (published_at <= now() and (audience = 'everyone' or public.notice_is_for_me(id)));

-- The status page's Notices block: the published notices the caller may read, newest first. As the caller (RLS
-- decides the audience), and published only, so the office's own drafts and scheduled ones stay off the status page.
create function public.published_notices(p_limit integer)
returns table (id bigint, title text, body text, published_at timestamptz, important boolean)
language sql
stable
set search_path = ''
as $$
  select n.id, n.title, n.body, n.published_at, n.important
  from public.notices n
  where n.published_at <= now()
  order by n.published_at desc, n.id desc
  limit least(greatest(coalesce(p_limit, 10), 1), 50);
$$;

comment on function public.published_notices(integer) is 'Up to p_limit (1–50) published notices the caller may read (everyone''s and their audience''s), newest first.';

-- Delivers one notice to the bell of everyone it is for now, and emails it when important, once: the row lock makes a
-- save and the sweep (or two servers' sweeps) take turns, and the second finds it delivered. Answers how many it reached.
create function public.deliver_notice(p_notice_id bigint)
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_notice public.notices%rowtype;
  v_users uuid[];
  v_keys text[];
begin
  select * into v_notice from public.notices n where n.id = p_notice_id for update;
  if not found or v_notice.delivered_at is not null or v_notice.published_at is null or v_notice.published_at > now() then
    return 0;
  end if;
  select coalesce(array_agg(u.id), '{}') into v_users
  from auth.users u
  where u.email is not null and public.notice_reaches(v_notice.id, u.id);
  v_keys := array(select 'notice:' || v_notice.id || ':' || x from unnest(v_users) x);
  perform public.notify(u.id, u.email, 'notice',
    jsonb_build_object('notice_id', v_notice.id, 'title', v_notice.title, 'body', v_notice.body,
                       'important', v_notice.important),
    'notice:' || v_notice.id || ':' || u.id)
  from auth.users u
  where u.id = any (v_users);
  -- Only an important notice is mailed; the others are the bell's alone. Not committed yet, so no sender has them.
  if not v_notice.important then
    update public.notifications x set email_status = 'skipped'
    where x.dedupe_key = any (v_keys) and x.email_status = 'pending';
  end if;
  update public.notices n set delivered_at = now() where n.id = v_notice.id;
  return cardinality(v_users);
end;
$$;

-- The notice sweep: every notice whose time has come and that has not reached its audience yet. Notices another
-- transaction holds are left to it (skip locked). Answers how many notifications it queued.
create function public.deliver_due_notices()
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_id bigint;
  v_total integer := 0;
begin
  for v_id in
    select n.id from public.notices n
    where n.delivered_at is null and n.published_at <= now()
    order by n.published_at, n.id
    for update skip locked
  loop
    v_total := v_total + public.deliver_notice(v_id);
  end loop;
  return v_total;
end;
$$;

-- What the audit log keeps of a notice: its words, its time, and whom it is for.
create function public.notice_facts(p_notice public.notices)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select jsonb_build_object(
    'title', p_notice.title, 'body', p_notice.body, 'published_at', p_notice.published_at,
    'audience', p_notice.audience, 'important', p_notice.important,
    'hostels', (select coalesce(jsonb_agg(h.hostel_name order by h.hostel_name), '[]'::jsonb)
                from public.notice_hostels h where h.notice_id = p_notice.id),
    'roles', (select coalesce(jsonb_agg(r.role order by r.role), '[]'::jsonb)
              from public.notice_roles r where r.notice_id = p_notice.id));
$$;

drop function public.save_notice(bigint, text, text, timestamptz, uuid, text);

-- Creates (p_id null) or edits a notice with its audience, and delivers it at once when its time has come (scheduled
-- ones are the sweep's). Outcome saved, not_found, or unknown_hostel (a hostel of p_hostels does not exist); only a
-- save writes, and its audit row. The audience's lists are checked here too, as a caller past the server might send.
create function public.save_notice(
  p_id bigint, p_title text, p_body text, p_published_at timestamptz, p_actor_id uuid, p_actor_email text,
  p_audience text default 'everyone', p_hostels text[] default null, p_roles text[] default null,
  p_important boolean default false)
returns table (outcome text, notice_id bigint)
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_before jsonb;
  v_id bigint := p_id;
  v_hostels text[] := case when p_audience = 'hostels' then p_hostels end;
  v_roles text[] := case when p_audience = 'roles' then p_roles end;
begin
  if p_audience is null or p_audience not in ('everyone', 'hostels', 'roles') or p_important is null
     or (p_audience = 'hostels' and coalesce(cardinality(p_hostels), 0) not between 1 and 50)
     or (p_audience = 'roles' and coalesce(cardinality(p_roles), 0) = 0) then
    raise exception 'a notice is for everyone, for 1 to 50 hostels or for some roles' using errcode = '22023';
  end if;
  if exists (select 1 from unnest(v_hostels) x where not exists (select 1 from public.hostels h where h.name = x)) then
    return query select 'unknown_hostel'::text, null::bigint;
    return;
  end if;
  if p_id is not null then
    select public.notice_facts(n) into v_before from public.notices n where n.id = p_id for update;
    if not found then
      return query select 'not_found'::text, null::bigint;
      return;
    end if;
  end if;

  if p_id is null then
    insert into public.notices (title, body, published_at, audience, important)
    values (btrim(p_title), btrim(p_body), p_published_at, p_audience, p_important)
    returning id into v_id;
  else
    update public.notices n
    set title = btrim(p_title), body = btrim(p_body), published_at = p_published_at, audience = p_audience,
        important = p_important, updated_at = now()
    where n.id = v_id;
    delete from public.notice_hostels h where h.notice_id = v_id;
    delete from public.notice_roles r where r.notice_id = v_id;
  end if;
  insert into public.notice_hostels (notice_id, hostel_name) select distinct v_id, x from unnest(v_hostels) x;
  insert into public.notice_roles (notice_id, role) select distinct v_id, x from unnest(v_roles) x;

  perform public.record_audit(case when p_id is null then 'notice.create' else 'notice.edit' end, 'notice',
    v_id::text, v_before, (select public.notice_facts(n) from public.notices n where n.id = v_id), null,
    p_actor_id, p_actor_email);
  perform public.deliver_notice(v_id);
  return query select 'saved'::text, v_id;
end;
$$;

-- A new kind of notification: the notice. Its email may be turned off like every other kind but the claim link.
alter table public.notifications drop constraint notifications_kind_check;

alter table public.notifications add constraint notifications_kind_check check (kind in (
  'booking_receipt', 'booking_refunded', 'hold_ending', 'hold_lapsed', 'roommate_invite',
  'application_decided', 'complaint_resolved', 'complaint_overdue', 'complaint_replied', 'waitlist_offer',
  'selection_slot', 'selection_claim', 'notice'));

alter table public.notification_preferences drop constraint notification_preferences_email_off_check;

alter table public.notification_preferences add constraint notification_preferences_email_off_check check (email_off <@ array[
  'booking_receipt', 'booking_refunded', 'hold_ending', 'hold_lapsed', 'roommate_invite',
  'application_decided', 'complaint_resolved', 'complaint_overdue', 'complaint_replied', 'waitlist_offer',
  'selection_slot', 'notice']::text[]);

-- Hosted Supabase lets anon, authenticated and service_role execute every new function: take back what each may not.
revoke execute on function
  public.deliver_due_notices(),
  public.deliver_notice(bigint),
  public.notice_facts(public.notices),
  public.notice_reaches(bigint, uuid),
  public.save_notice(bigint, text, text, timestamptz, uuid, text, text, text[], text[], boolean)
from public, anon, authenticated;

revoke execute on function
  public.notice_is_for_me(bigint),
  public.published_notices(integer)
from public;

grant execute on function
  public.notice_is_for_me(bigint),
  public.published_notices(integer)
to anon, authenticated;
