-- Selection windows: when students may select, for which hostels and who (everyone, listed emails or drawn
-- slots), with each listed address bound once to one account.

create table public.selection_windows (
  id bigint generated always as identity primary key,
  name text not null check (char_length(btrim(name)) between 1 and 120),
  opens_at timestamptz not null,
  closes_at timestamptz not null,
  audience text not null check (audience in ('everyone', 'emails', 'slots')),
  -- Slots: slot_size students every slot_minutes minutes, from opens_at.
  slot_size integer check (slot_size between 1 and 10000),
  slot_minutes integer check (slot_minutes between 1 and 1440),
  created_by uuid references auth.users (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint selection_windows_order check (closes_at > opens_at),
  constraint selection_windows_slots check (
    case audience when 'slots' then slot_size is not null and slot_minutes is not null
                  else slot_size is null and slot_minutes is null end)
);

comment on table public.selection_windows is 'When students may hold beds: name, opens and closes, who may select (everyone, listed emails, or slots of slot_size students every slot_minutes minutes drawn at random). While a window covering a hostel has not closed, holds there happen only inside a window open for the student. Office reads; written through save_selection_window().';

-- The office reads every window, its hostels and its members; nobody writes but the functions below.
alter table public.selection_windows enable row level security;

revoke all on public.selection_windows from anon, authenticated;

grant select on public.selection_windows to authenticated;

create policy "office reads selection windows" on public.selection_windows
  for select to authenticated using ((select public.is_office()));

create table public.selection_window_hostels (
  window_id bigint not null references public.selection_windows (id) on delete cascade,
  hostel_name text not null references public.hostels (name) on update cascade,
  primary key (window_id, hostel_name)
);

comment on table public.selection_window_hostels is 'The hostels a selection window covers.';

create index selection_window_hostels_hostel_idx on public.selection_window_hostels (hostel_name);

alter table public.selection_window_hostels enable row level security;

revoke all on public.selection_window_hostels from anon, authenticated;

grant select on public.selection_window_hostels to authenticated;

create policy "office reads selection window hostels" on public.selection_window_hostels
  for select to authenticated using ((select public.is_office()));

create table public.selection_window_members (
  window_id bigint not null references public.selection_windows (id) on delete cascade,
  email text not null check (char_length(email) between 3 and 320 and email = lower(email)
                              and email ~ '^[^[:space:]@]+@[^[:space:]@]+\.[^[:space:]@]+$'),
  -- Slots only: the member's place in the random draw (1-based) and when their slot opens.
  place integer check (place >= 1),
  slot_opens_at timestamptz,
  user_id uuid references auth.users (id) on delete set null,
  claimed_email text,
  claimed_at timestamptz,
  primary key (window_id, email),
  constraint selection_window_members_slot check ((place is null) = (slot_opens_at is null)),
  constraint selection_window_members_claim check (
    (claimed_at is null) = (claimed_email is null) and (user_id is null or claimed_at is not null))
);

comment on table public.selection_window_members is 'Who a window admits when its audience is emails or slots: each listed address (lower case), the account it is bound to once claimed, and for slots each member''s place in the draw and the start of their slot, drawn once when the list is saved.';

comment on column public.selection_window_members.user_id is 'The account the listed address is bound to (null while unclaimed, or after the account was deleted). Never changed once claimed.';

comment on column public.selection_window_members.claimed_email is 'The account''s address when it claimed the listed one (the same address): what the office sees.';

comment on column public.selection_window_members.claimed_at is 'When the address was bound: at the draw, or when its link was opened.';

create index selection_window_members_email_idx on public.selection_window_members (email);

alter table public.selection_window_members enable row level security;

revoke all on public.selection_window_members from anon, authenticated;

grant select on public.selection_window_members to authenticated;

create policy "office reads selection window members" on public.selection_window_members
  for select to authenticated using ((select public.is_office()));

-- The student's windows are read by account on every arrival; one account holds at most one address of a window.
create unique index selection_window_members_user_idx on public.selection_window_members (user_id, window_id)
  where user_id is not null;

-- One-time links that let an account claim the listed address it uses, sent to that address when the account takes
-- it up (sign-up or email change) while an open list names it unclaimed. Nobody reads them but the functions below.
create table public.selection_claim_links (
  token uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  email text not null,
  created_at timestamptz not null default now(),
  used_at timestamptz
);

comment on table public.selection_claim_links is 'A link mailed to a listed address: opened by the account it was sent for while that account still uses the address, it binds the address''s unclaimed places in open windows to the account. Written by the auth.users trigger, used by claim_selection_address; no role reads it.';

create index selection_claim_links_user_idx on public.selection_claim_links (user_id);

alter table public.selection_claim_links enable row level security;

revoke all on public.selection_claim_links from anon, authenticated;

-- The windows that admit the student, read by account (a window's members belong to accounts); inlined into its
-- callers.
create function public.student_window_times(p_user_id uuid, p_hostel_name text)
returns table (window_id bigint, starts_at timestamptz, closes_at timestamptz)
language sql
stable
as $$
  select w.id, greatest(w.opens_at, m.slot_opens_at), w.closes_at
  from public.selection_windows w
  left join public.selection_window_members m on m.window_id = w.id and m.user_id = p_user_id
  where (w.audience = 'everyone' or m.user_id is not null)
    and (p_hostel_name is null or exists (
      select 1 from public.selection_window_hostels h where h.window_id = w.id and h.hostel_name = p_hostel_name));
$$;

comment on function public.student_window_times(uuid, text) is 'The windows that admit the student for the hostel (any hostel when null): everyone''s, and those whose list has an address bound to their account; with when each opens for them (their slot''s start for slots) and closes. Inlined into its callers: no role may call it.';

-- Whether the student may hold in the hostel now; if not, when a window of theirs next opens (null: none will).
create function public.selection_window_state(p_user_id uuid, p_hostel_name text)
returns table (open boolean, opens_at timestamptz)
language sql
stable
security definer
set search_path = ''
as $$
  select o.open, case when not o.open then (
           select min(t.starts_at) from public.student_window_times(p_user_id, p_hostel_name) t
           where t.starts_at > now() and t.starts_at < t.closes_at) end
  from (
    select not exists (select 1 from public.selection_windows w
                       join public.selection_window_hostels h on h.window_id = w.id
                       where h.hostel_name = p_hostel_name and w.closes_at > now())
           or exists (select 1 from public.student_window_times(p_user_id, p_hostel_name) t
                      where t.starts_at <= now() and t.closes_at > now()) as open
  ) o;
$$;

comment on function public.selection_window_state(uuid, text) is 'open: the student may hold a bed of the hostel now (no window covering the hostel is still to close, or one admits them and is open: everyone, their email listed, or their slot started, and not closed). Else opens_at: the next time one of their windows for that hostel opens, or null.';

-- The window as the audit log and the office list show it.
create function public.selection_window_facts(p_window_id bigint)
returns jsonb
language sql
stable
set search_path = ''
as $$
  select jsonb_build_object(
    'name', w.name, 'opens_at', w.opens_at, 'closes_at', w.closes_at, 'audience', w.audience,
    'slot_size', w.slot_size, 'slot_minutes', w.slot_minutes,
    'hostels', (select coalesce(jsonb_agg(h.hostel_name order by s.sort_order), '[]'::jsonb)
                from public.selection_window_hostels h join public.hostels s on s.name = h.hostel_name
                where h.window_id = w.id),
    'members', (select count(*) from public.selection_window_members m where m.window_id = w.id))
  from public.selection_windows w where w.id = p_window_id;
$$;

-- Deletes a window with its hostels and members. Outcome deleted | not_found.
create function public.delete_selection_window(p_id bigint, p_actor_id uuid, p_actor_email text)
returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_before jsonb;
begin
  perform 1 from public.selection_windows w where w.id = p_id for update;
  if not found then return 'not_found'; end if;
  v_before := public.selection_window_facts(p_id);
  delete from public.selection_windows w where w.id = p_id;
  perform public.record_audit('selection_window.delete', 'selection_window', p_id::text, v_before, null, null,
    p_actor_id, p_actor_email);
  return 'deleted';
end;
$$;

-- A student's own windows: those that admit them (everyone, or their email listed), when each opens for them (their
-- slot's start for slots) and closes, and whether it is open now.
create function public.student_selection_windows(p_user_id uuid)
returns table (id bigint, name text, hostels text[], opens_at timestamptz, closes_at timestamptz, open boolean)
language sql
stable
security definer
set search_path = ''
as $$
  select w.id, w.name,
         array(select h.hostel_name from public.selection_window_hostels h join public.hostels s on s.name = h.hostel_name
               where h.window_id = w.id order by s.sort_order),
         t.starts_at, t.closes_at, t.starts_at <= now() and t.closes_at > now()
  from public.student_window_times(p_user_id, null) t
  join public.selection_windows w on w.id = t.window_id
  order by t.starts_at, w.id;
$$;

-- The hostels under selection now (a window covering them has not closed), in the office's order: there, holds happen
-- only inside a window open for the student.
create function public.selection_hostels()
returns text[]
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(array_agg(s.name order by s.sort_order), '{}')
  from public.hostels s
  where exists (select 1 from public.selection_window_hostels h join public.selection_windows w on w.id = h.window_id
                where h.hostel_name = s.name and w.closes_at > now());
$$;

-- What anyone may know of selection day: the hostels under selection (a window covering them has not closed), when
-- the first of those windows opens and the last closes. Nothing about who selects when.
create function public.selection_calendar()
returns table (hostel_name text, opens_at timestamptz, closes_at timestamptz)
language sql
stable
security definer
set search_path = ''
as $$
  select h.hostel_name, min(w.opens_at), max(w.closes_at)
  from public.selection_window_hostels h
  join public.selection_windows w on w.id = h.window_id
  join public.hostels s on s.name = h.hostel_name
  where w.closes_at > now()
  group by h.hostel_name, s.sort_order
  order by s.sort_order;
$$;

comment on function public.selection_calendar() is 'The hostels under selection, in the office''s order, with when the first of their windows that has not closed opens and the last closes. For everyone: it names no student and no list.';

-- Tells each bound member of the window (p_user_id null: all; else that student) when it opens for them; once per
-- member and time, so saving again without a change tells nobody twice.
create function public.notify_window_times(p_window_id bigint, p_user_id uuid)
returns void
language sql
security definer
set search_path = ''
as $$
  select public.notify(m.user_id, m.claimed_email, 'selection_slot',
           jsonb_build_object(
             'window_id', w.id, 'window_name', w.name,
             'hostels', (select coalesce(jsonb_agg(h.hostel_name order by s.sort_order), '[]'::jsonb)
                         from public.selection_window_hostels h join public.hostels s on s.name = h.hostel_name
                         where h.window_id = w.id),
             'opens_at', greatest(w.opens_at, m.slot_opens_at), 'closes_at', w.closes_at),
           'selection_slot:' || w.id || ':' || m.user_id || ':'
             || (extract(epoch from greatest(w.opens_at, m.slot_opens_at)) * 1000000)::bigint)
  from public.selection_windows w
  join public.selection_window_members m on m.window_id = w.id
  where w.id = p_window_id and m.user_id is not null and (p_user_id is null or m.user_id = p_user_id)
    and w.closes_at > now();
$$;

comment on function public.notify_window_times(bigint, uuid) is 'Queues a selection_slot notification (bell and email) for each bound member of the window, or only p_user_id, with when the window opens for them; once per member and opening time.';

-- The draw's binding: each of p_emails (addresses the window's list names for the first time; null: all of its
-- unclaimed ones) that is an account's confirmed address now is bound to that account (GoTrue keeps addresses lower
-- case), one address per account and window. An address gets this chance once: left unclaimed, only its link binds it,
-- so an account made for it after the draw gains nothing from a later save.
create function public.bind_window_members(p_window_id bigint, p_emails text[])
returns void
language sql
security definer
set search_path = ''
as $$
  update public.selection_window_members m
  set user_id = u.id, claimed_email = u.email, claimed_at = now()
  from auth.users u
  where m.window_id = p_window_id and m.claimed_at is null and (p_emails is null or m.email = any (p_emails))
    and u.email = m.email and u.email_confirmed_at is not null
    and not exists (select 1 from public.selection_window_members o where o.window_id = m.window_id and o.user_id = u.id);
$$;

comment on function public.bind_window_members(bigint, text[]) is 'The draw''s binding: each of p_emails (null: every unclaimed address of the window) that is an account''s confirmed address now is bound to that account, one address per account and window.';

-- Creates (p_id null) or edits a window. A new list keeps the claims of the addresses it still names (a claim never
-- moves), the draw binds the addresses it names for the first time to the confirmed accounts that use them, and bound
-- members are told when their window opens for them.
create function public.save_selection_window(
  p_id bigint, p_name text, p_opens_at timestamptz, p_closes_at timestamptz, p_hostels text[], p_audience text,
  p_slot_size integer, p_slot_minutes integer, p_emails text[], p_actor_id uuid, p_actor_email text)
returns table (outcome text, window_id bigint)
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_id bigint := p_id;
  v_before jsonb;
  v_members integer;
  v_new text[];
begin
  if coalesce(cardinality(p_hostels), 0) not between 1 and 50 then
    raise exception 'a window covers 1 to 50 hostels' using errcode = '22023';
  end if;
  if cardinality(p_emails) > 20000 then
    raise exception 'a window lists at most 20000 emails' using errcode = '22023';
  end if;
  if exists (select 1 from unnest(p_hostels) x where not exists (select 1 from public.hostels h where h.name = x)) then
    return query select 'unknown_hostel'::text, null::bigint;
    return;
  end if;
  if p_id is not null then
    perform 1 from public.selection_windows w where w.id = p_id for update;
    if not found then
      return query select 'not_found'::text, null::bigint;
      return;
    end if;
  end if;

  -- Every refusal before the first write: an outcome is an answer, not a rollback.
  if p_emails is not null then
    select count(distinct lower(btrim(x)))::integer into v_members from unnest(p_emails) x where btrim(x) <> '';
  else
    select count(*)::integer into v_members from public.selection_window_members m where m.window_id = p_id;
  end if;
  if p_audience in ('emails', 'slots') and v_members = 0 then
    return query select 'members_required'::text, null::bigint;
    return;
  end if;
  if p_audience = 'slots' and p_slot_size >= 1 and p_slot_minutes >= 1
     and p_opens_at + make_interval(mins => ((v_members - 1) / p_slot_size) * p_slot_minutes) >= p_closes_at then
    return query select 'slots_overrun'::text, null::bigint;
    return;
  end if;

  if v_id is null then
    insert into public.selection_windows (name, opens_at, closes_at, audience, slot_size, slot_minutes, created_by)
    values (btrim(p_name), p_opens_at, p_closes_at, p_audience, p_slot_size, p_slot_minutes, p_actor_id)
    returning id into v_id;
  else
    v_before := public.selection_window_facts(v_id);
    update public.selection_windows w
    set name = btrim(p_name), opens_at = p_opens_at, closes_at = p_closes_at, audience = p_audience,
        slot_size = p_slot_size, slot_minutes = p_slot_minutes, updated_at = now()
    where w.id = v_id;
    delete from public.selection_window_hostels h where h.window_id = v_id;
  end if;
  insert into public.selection_window_hostels (window_id, hostel_name)
  select distinct v_id, x from unnest(p_hostels) x;

  -- A new list replaces the old one, but an address on both keeps its claim; its place is drawn again with the rest.
  if p_audience = 'everyone' then
    delete from public.selection_window_members m where m.window_id = v_id;
  elsif p_emails is not null then
    delete from public.selection_window_members m
    where m.window_id = v_id
      and m.email <> all (array(select lower(btrim(x)) from unnest(p_emails) x where btrim(x) <> ''));
    update public.selection_window_members m set place = null, slot_opens_at = null where m.window_id = v_id;
    with added as (
      insert into public.selection_window_members (window_id, email)
      select distinct v_id, lower(btrim(x)) from unnest(p_emails) x where btrim(x) <> ''
      on conflict on constraint selection_window_members_pkey do nothing
      returning email
    )
    select array_agg(added.email) into v_new from added;
    perform public.bind_window_members(v_id, coalesce(v_new, '{}'));
  end if;

  if p_audience = 'slots' then
    -- Drawn once: members without a place (a new list, or an emails window turned into slots) get one at random,
    -- after those who have one; every member's slot follows the window's opening, size and length.
    with drawn as (
      select x.email,
             coalesce(x.place,
                      (select coalesce(max(y.place), 0) from public.selection_window_members y where y.window_id = v_id)
                      + (row_number() over (partition by x.place is null order by random()))::integer) as place
      from public.selection_window_members x where x.window_id = v_id
    )
    update public.selection_window_members m
    set place = d.place,
        slot_opens_at = p_opens_at + make_interval(mins => ((d.place - 1) / p_slot_size) * p_slot_minutes)
    from drawn d
    where m.window_id = v_id and m.email = d.email;
  else
    update public.selection_window_members m set place = null, slot_opens_at = null
    where m.window_id = v_id and m.place is not null;
  end if;
  perform public.notify_window_times(v_id, null);

  perform public.record_audit(case when p_id is null then 'selection_window.create' else 'selection_window.edit' end,
    'selection_window', v_id::text, v_before, public.selection_window_facts(v_id), null, p_actor_id, p_actor_email);
  return query select 'saved'::text, v_id;
end;
$$;

comment on function public.save_selection_window(bigint, text, timestamptz, timestamptz, text[], text, integer, integer, text[], uuid, text) is 'Creates (p_id null) or edits a window, audited. p_emails replaces the list (an address kept keeps its claim), null keeps it and its draw; a list for slots is drawn at random once. Addresses of confirmed accounts are bound at the save; bound members are told when the window opens for them. Outcome saved | not_found | unknown_hostel | members_required | slots_overrun.';

-- An account took up an address (sign-up, an email change, or a confirmation of its address) that an open list names
-- unclaimed: a one-time link goes to that address. The account is not bound until the link is opened.
create function public.offer_selection_claim()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_token uuid;
begin
  if new.email is null or not exists (
    select 1 from public.selection_window_members m join public.selection_windows w on w.id = m.window_id
    where m.email = lower(new.email) and m.claimed_at is null and w.closes_at > now()) then
    return null;
  end if;
  insert into public.selection_claim_links (user_id, email) values (new.id, lower(new.email))
  returning token into v_token;
  perform public.notify(new.id, new.email, 'selection_claim',
    jsonb_build_object('token', v_token, 'email', lower(new.email)), 'selection_claim:' || v_token);
  return null;
end;
$$;

comment on function public.offer_selection_claim() is 'Trigger on auth.users: when an account''s address is one an open window lists unclaimed, mails that address a one-time link to claim it (selection_claim, never shown in the app).';

create trigger users_offer_selection_claim after insert on auth.users
  for each row execute function public.offer_selection_claim();

-- GoTrue names every column in its updates: only a new address, or one just confirmed, is news.
create trigger users_offer_selection_claim_again after update of email, email_confirmed_at on auth.users
  for each row
  when (old.email is distinct from new.email
        or (old.email_confirmed_at is null and new.email_confirmed_at is not null))
  execute function public.offer_selection_claim();

-- POST /selection/claim: the account opened the link sent to its address. Outcome claimed (count: the windows now
-- bound to it; also for a link opened before) | not_found (no such link, or another account's) | email_changed (the
-- account no longer uses the address the link went to) | expired (older than 7 days) | nothing_to_claim (every place
-- of that address was claimed or has closed meanwhile).
create function public.claim_selection_address(p_user_id uuid, p_token uuid)
returns table (outcome text, windows integer)
language plpgsql
security definer
set search_path = ''
as $$
declare
  c_valid constant interval := interval '7 days';
  v_link public.selection_claim_links%rowtype;
  v_windows bigint[];
begin
  select * into v_link from public.selection_claim_links l where l.token = p_token for update;
  if not found or v_link.user_id <> p_user_id then
    return query select 'not_found'::text, null::integer;
    return;
  end if;
  if v_link.used_at is not null then
    return query select 'claimed'::text, (select count(*)::integer from public.selection_window_members m
                                          where m.user_id = p_user_id and m.email = v_link.email);
    return;
  end if;
  if v_link.created_at <= now() - c_valid then
    return query select 'expired'::text, null::integer;
    return;
  end if;
  if v_link.email is distinct from (select lower(u.email) from auth.users u where u.id = p_user_id) then
    return query select 'email_changed'::text, null::integer;
    return;
  end if;
  with bound as (
    update public.selection_window_members m
    set user_id = p_user_id, claimed_email = v_link.email, claimed_at = now()
    from public.selection_windows w
    where w.id = m.window_id and w.closes_at > now() and m.email = v_link.email and m.claimed_at is null
      and not exists (select 1 from public.selection_window_members o where o.window_id = m.window_id and o.user_id = p_user_id)
    returning m.window_id
  )
  select coalesce(array_agg(bound.window_id), '{}') into v_windows from bound;
  if cardinality(v_windows) = 0 then
    return query select 'nothing_to_claim'::text, null::integer;
    return;
  end if;
  update public.selection_claim_links l set used_at = now() where l.token = p_token;
  perform public.notify_window_times(x, p_user_id) from unnest(v_windows) x;
  return query select 'claimed'::text, cardinality(v_windows);
end;
$$;

comment on function public.claim_selection_address(uuid, uuid) is 'POST /selection/claim: binds the unclaimed places of the address a claim link went to, in windows still open or to come, to the account the link was sent for, while it still uses that address; each is told when its window opens. Outcome claimed (windows) | not_found | email_changed | expired | nothing_to_claim.';

create function public.list_selection_windows()
returns table (id bigint, name text, opens_at timestamptz, closes_at timestamptz, hostels text[], audience text,
               slot_size integer, slot_minutes integer, members integer, claimed integer,
               last_slot_opens_at timestamptz, created_by_email text, created_at timestamptz, updated_at timestamptz)
language sql
stable
security definer
set search_path = ''
as $$
  select w.id, w.name, w.opens_at, w.closes_at,
         array(select h.hostel_name from public.selection_window_hostels h join public.hostels s on s.name = h.hostel_name
               where h.window_id = w.id order by s.sort_order),
         w.audience, w.slot_size, w.slot_minutes,
         (select count(*)::integer from public.selection_window_members m where m.window_id = w.id),
         (select count(*)::integer from public.selection_window_members m where m.window_id = w.id and m.claimed_at is not null),
         (select max(m.slot_opens_at) from public.selection_window_members m where m.window_id = w.id),
         u.email::text, w.created_at, w.updated_at
  from public.selection_windows w
  left join auth.users u on u.id = w.created_by
  order by w.opens_at, w.id
  limit 500;
$$;

comment on function public.list_selection_windows() is 'Every window for the office''s list (up to 500), soonest first: its facts, how many addresses it lists and how many of them an account has claimed, when the last slot opens, and who created it.';

-- Hosted Supabase lets anon, authenticated and service_role execute every new function: take back what each may not.
revoke execute on function
  public.bind_window_members(bigint, text[]),
  public.claim_selection_address(uuid, uuid),
  public.delete_selection_window(bigint, uuid, text),
  public.list_selection_windows(),
  public.notify_window_times(bigint, uuid),
  public.offer_selection_claim(),
  public.save_selection_window(bigint, text, timestamp with time zone, timestamp with time zone, text[], text, integer, integer, text[], uuid, text),
  public.selection_hostels(),
  public.selection_window_facts(bigint),
  public.selection_window_state(uuid, text),
  public.student_selection_windows(uuid)
from public, anon, authenticated;

revoke execute on function
  public.selection_calendar()
from public, anon, authenticated;

grant execute on function
  public.selection_calendar()
to anon, authenticated;

revoke execute on function
  public.student_window_times(uuid, text)
from public, anon, authenticated, service_role;
