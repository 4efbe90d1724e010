-- Office roles scoped to places: beside staff and admins (the whole office), a warden serves hostels, a mess manager
-- messes, a guard gates and a technician trades. Until the mess and the gate have places of their own, a hostel's
-- mess and gate are named by the hostel they serve.

create or replace function public.account_role(p_user_id uuid)
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select r.role
  from auth.users u
  cross join lateral (select u.raw_app_meta_data ->> 'role' as role) r
  where u.id = p_user_id
    and r.role in ('admin', 'staff', 'warden', 'mess_manager', 'guard', 'technician');
$$;

comment on function public.office_role() is 'The caller''s office role (admin, staff, warden, mess_manager, guard, technician) as their account''s app_metadata.role holds it now (set only with the secret key), else null.';

create or replace function public.is_office()
returns boolean
language sql
stable
set search_path = ''
as $$
  select coalesce(public.office_role() in ('admin', 'staff'), false);
$$;

comment on function public.is_office() is 'True for staff and admins: the whole hostel office. Roles scoped to places answer serves_hostel.';

-- The kind of place each scoped role serves.
create function public.place_kind_of(p_role text)
returns text
language sql
immutable
set search_path = ''
as $$
  select case p_role when 'warden' then 'hostel' when 'mess_manager' then 'mess' when 'guard' then 'gate'
                     when 'technician' then 'trade' end;
$$;

create table public.office_places (
  user_id uuid not null references auth.users (id) on delete cascade,
  kind text not null check (kind in ('hostel', 'mess', 'gate', 'trade')),
  -- A hostel, or the hostel whose mess or gate it is; null for a trade.
  hostel_name text references public.hostels (name) on update cascade on delete cascade,
  trade text check (trade in ('electrical', 'plumbing', 'carpentry', 'network', 'housekeeping')),
  granted_at timestamptz not null default now(),
  constraint office_places_one_place check ((kind = 'trade') = (trade is not null) and (kind = 'trade') = (hostel_name is null))
);

comment on table public.office_places is 'The places a warden, mess manager, guard or technician serves; written only by set_office_places (admins, through the server).';

create unique index office_places_unique on public.office_places (user_id, kind, coalesce(hostel_name, trade));

create index office_places_hostel_idx on public.office_places (hostel_name) where hostel_name is not null;

alter table public.office_places enable row level security;

revoke all on public.office_places from anon, authenticated;

grant select on public.office_places to authenticated;

create policy "members read their own places" on public.office_places
  for select to authenticated using (user_id = (select auth.uid()));

create policy "the office reads every place" on public.office_places
  for select to authenticated using ((select public.is_office()));

-- The trade a complaint calls for, if any: what a technician is sent to.
create function public.complaint_trade(p_type text, p_category text)
returns text
language sql
immutable
set search_path = ''
as $$
  select case
    when p_category = 'electricity-failure' then 'electrical'
    when p_category in ('plumbing-issue', 'water-cooler-failure') then 'plumbing'
    when p_category = 'room-condition-issue' then 'carpentry'
    when p_category in ('slow-internet', 'wifi-not-working') or p_type = 'internet-issue' then 'network'
    when p_type = 'cleanliness' then 'housekeeping'
  end;
$$;

-- The hostel a student holds a bed in now, if any.
create function public.hostel_of(p_user_id uuid)
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select r.hostel_name from public.beds b join public.hostel_room r on r.id = b.room_id
  where b.occupant_id = p_user_id limit 1;
$$;

-- Whether this account may act for this hostel: the whole office, or its warden. A place only counts while the account
-- holds the role that serves it, so removing the role closes every place at once.
create function public.member_serves_hostel(p_user_id uuid, p_hostel_name text)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(public.account_role(p_user_id) in ('admin', 'staff'), false) or exists (
    select 1 from public.office_places p
    where p.user_id = p_user_id and p.kind = 'hostel' and p.hostel_name = p_hostel_name
      and public.account_role(p_user_id) = 'warden');
$$;

-- Whether this account sees the hostel's residents: its warden, the manager of its mess and the guard of its gate
-- (who must know who lives there), and the whole office.
create function public.member_sees_hostel(p_user_id uuid, p_hostel_name text)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select public.member_serves_hostel(p_user_id, p_hostel_name) or exists (
    select 1 from public.office_places p
    where p.user_id = p_user_id and p.hostel_name = p_hostel_name
      and p.kind = public.place_kind_of(public.account_role(p_user_id)));
$$;

-- Whether this account may work on this complaint: the whole office, the warden of its student's hostel, or a
-- technician of the trade it calls for.
create function public.member_serves_complaint(p_user_id uuid, p_complaint_id bigint)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.complaints_table c
    where c.id = p_complaint_id
      and (public.member_serves_hostel(p_user_id, public.hostel_of(c.user_id))
           or (public.account_role(p_user_id) = 'technician' and exists (
                 select 1 from public.office_places p
                 where p.user_id = p_user_id and p.kind = 'trade'
                   and p.trade = public.complaint_trade(c.complaint_type, c.complaint_category)))));
$$;

-- The same questions about the caller, for policies and the pages' reads.
create function public.serves_hostel(p_hostel_name text)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select public.member_serves_hostel((select auth.uid()), p_hostel_name);
$$;

create function public.sees_hostel(p_hostel_name text)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select public.member_sees_hostel((select auth.uid()), p_hostel_name);
$$;

create function public.serves_complaint(p_complaint_id bigint)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select public.member_serves_complaint((select auth.uid()), p_complaint_id);
$$;

-- A warden's reach over a student, for the policies: a yes or no about the caller's own reach, so it never tells a
-- student where anyone lives.
create function public.serves_resident(p_user_id uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select public.member_serves_hostel((select auth.uid()), public.hostel_of(p_user_id));
$$;

-- The caller's places, for the office's frame (what to show a scoped role).
create function public.my_office_places()
returns table (kind text, place text)
language sql
stable
security definer
set search_path = ''
as $$
  select p.kind, coalesce(p.hostel_name, p.trade) from public.office_places p
  where p.user_id = (select auth.uid()) and p.kind = public.place_kind_of(public.office_role())
  order by 2;
$$;

-- Wardens read the bookings, records and declarations of their hostels' residents; wardens and technicians read the
-- complaints (and their replies) they serve.
create policy "wardens read their hostels' bookings" on public.bookings
  for select to authenticated using (
    exists (select 1 from public.hostel_room r where r.id = room_id and (select public.serves_hostel(r.hostel_name))));

create policy "wardens read their residents' records" on public.student_records
  for select to authenticated using ((select public.serves_resident(user_id)));

create policy "wardens read their residents' declarations" on public.student_profiles
  for select to authenticated using ((select public.serves_resident(user_id)));

create policy "wardens and technicians read their complaints" on public.complaints_table
  for select to authenticated using ((select public.serves_complaint(id)));

create policy "wardens and technicians read their complaints' replies" on public.complaint_replies
  for select to authenticated using ((select public.serves_complaint(complaint_id)));

-- Replaces the places of an account that holds (or is about to hold) a scoped role, and audits the change. The server
-- calls it for an admin; an empty list is refused, as a scoped role without places serves nothing.
create function public.set_office_places(
  p_user_id uuid, p_role text, p_places text[], p_actor_id uuid, p_actor_email text)
returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_kind text := public.place_kind_of(p_role);
  v_before text[];
  v_after text[];
begin
  if not exists (select 1 from auth.users u where u.id = p_user_id) then return 'not_found'; end if;
  if v_kind is null then
    delete from public.office_places p where p.user_id = p_user_id;
    return 'cleared';
  end if;
  if coalesce(cardinality(p_places), 0) = 0 then return 'places_required'; end if;
  if v_kind = 'trade' then
    if exists (select 1 from unnest(p_places) x
               where x not in ('electrical', 'plumbing', 'carpentry', 'network', 'housekeeping')) then
      return 'unknown_place';
    end if;
  elsif exists (select 1 from unnest(p_places) x where not exists (select 1 from public.hostels h where h.name = x)) then
    return 'unknown_place';
  end if;
  select coalesce(array_agg(coalesce(p.hostel_name, p.trade) order by 1), '{}') into v_before
  from public.office_places p where p.user_id = p_user_id and p.kind = v_kind;
  select coalesce(array_agg(distinct x order by x), '{}') into v_after from unnest(p_places) x;
  delete from public.office_places p where p.user_id = p_user_id;
  insert into public.office_places (user_id, kind, hostel_name, trade)
  select p_user_id, v_kind, case when v_kind <> 'trade' then x end, case when v_kind = 'trade' then x end
  from unnest(v_after) x;
  if v_before is distinct from v_after then
    perform public.record_audit('person.set_places', 'user', p_user_id::text,
      jsonb_build_object('places', to_jsonb(v_before)), jsonb_build_object('kind', v_kind, 'places', to_jsonb(v_after)),
      null, p_actor_id, p_actor_email);
  end if;
  return 'set';
end;
$$;

-- The roster of a hostel: for everyone who serves it or must know who lives there.
create or replace function public.office_roster(p_hostel_name text, p_query text, p_limit integer, p_offset integer)
returns table (bed_id bigint, room_id bigint, hostel_name text, wing_name text, room_number integer,
               occupancy smallint, label text, occupied boolean, occupant_id uuid, occupant_name text,
               occupant_email text, checked_in_at timestamptz, held_until timestamptz, booking_reference text,
               price_minor integer, out_of_service boolean, out_of_service_reason text, total bigint)
language plpgsql
stable
security definer
set search_path = ''
as $fn$
declare
  v_query text := nullif(btrim(p_query), '');
begin
  if not public.sees_hostel(p_hostel_name) then
    raise exception 'the roster is for the hostel office' using errcode = '42501';
  end if;
  return query
  select b.id, r.id, r.hostel_name, r.wing_name, r.room_number, r.occupancy, b.label, b.occupied, b.occupant_id,
         b.occupant_name, u.email::text, b.checked_in_at, case when b.held_until > now() then b.held_until end,
         k.reference, r.price_minor, r.out_of_service, r.out_of_service_reason, count(*) over ()
  from public.beds b
  join public.hostel_room r on r.id = b.room_id
  left join auth.users u on u.id = b.occupant_id
  left join lateral (
    select k.reference from public.bookings k where k.bed_id = b.id and k.status = 'paid' order by k.id desc limit 1
  ) k on true
  where r.hostel_name = p_hostel_name
    and (v_query is null
         or strpos(lower(b.occupant_name), lower(v_query)) > 0
         or strpos(lower(u.email), lower(v_query)) > 0)
  order by r.wing_name, r.room_number, b.label
  limit least(greatest(coalesce(p_limit, 50), 1), 200) offset greatest(coalesce(p_offset, 0), 0);
end;
$fn$;

revoke execute on function
  public.set_office_places(uuid, text, text[], uuid, text),
  public.hostel_of(uuid),
  public.member_serves_hostel(uuid, text),
  public.member_sees_hostel(uuid, text),
  public.member_serves_complaint(uuid, bigint)
from public, anon, authenticated;

revoke execute on function
  public.serves_hostel(text),
  public.sees_hostel(text),
  public.serves_complaint(bigint),
  public.serves_resident(uuid),
  public.my_office_places()
from public, anon;

-- Complaints are assigned within the whole office, as before: a role for places works on its places' complaints
-- without being handed others.
create or replace function public.office_staff()
returns table (id uuid, email text, full_name text, role text)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if not public.is_office() then
    raise exception 'the staff list is for the hostel office' using errcode = '42501';
  end if;
  return query
  select u.id, u.email::text, u.raw_user_meta_data ->> 'full_name', public.account_role(u.id)
  from auth.users u where public.account_role(u.id) in ('admin', 'staff')
  order by u.email;
end;
$$;

create or replace function public.assign_complaint(p_complaint_id bigint, p_staff_id uuid, p_actor_id uuid, p_actor_email text)
returns table (outcome text, assigned_to uuid, assigned_email text)
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_before public.complaints_table%rowtype;
  v_email text;
begin
  if p_staff_id is not null then
    select u.email into v_email from auth.users u
    where u.id = p_staff_id and public.account_role(u.id) in ('admin', 'staff');
    if not found then
      return query select 'not_staff'::text, null::uuid, null::text;
      return;
    end if;
  end if;
  select * into v_before from public.complaints_table c where c.id = p_complaint_id for update;
  if not found then
    return query select 'not_found'::text, null::uuid, null::text;
    return;
  end if;
  update public.complaints_table c set assigned_to = p_staff_id, assigned_email = v_email where c.id = p_complaint_id;
  if v_before.assigned_to is distinct from p_staff_id then
    perform public.record_audit('complaint.assign', 'complaint', p_complaint_id::text,
      jsonb_build_object('assigned_email', v_before.assigned_email), jsonb_build_object('assigned_email', v_email),
      null, p_actor_id, p_actor_email);
  end if;
  return query select 'assigned'::text, p_staff_id, v_email;
end;
$$;

-- The people list also names the places each scoped role serves.
drop function public.list_people(text, integer, integer);

create function public.list_people(p_query text, p_limit integer, p_offset integer)
returns table (id uuid, email text, full_name text, roll_number text, role text, places text[],
               created_at timestamptz, last_sign_in_at timestamptz, request_id bigint, requested_role text,
               total bigint)
language sql
stable
security definer
set search_path = ''
as $$
  select u.id, u.email::text, coalesce(r.full_name, u.raw_user_meta_data ->> 'full_name'), r.roll_number,
         public.account_role(u.id),
         array(select coalesce(p.hostel_name, p.trade) from public.office_places p
               where p.user_id = u.id and p.kind = public.place_kind_of(public.account_role(u.id)) order by 1),
         u.created_at, u.last_sign_in_at, q.id, q.requested_role, count(*) over ()
  from auth.users u
  left join public.student_records r on r.user_id = u.id
  left join public.office_access_requests q on q.user_id = u.id and q.status = 'pending'
  where nullif(btrim(p_query), '') is null
     or strpos(lower(u.email), lower(btrim(p_query))) > 0
     or strpos(lower(coalesce(r.full_name, u.raw_user_meta_data ->> 'full_name')), lower(btrim(p_query))) > 0
     or r.roll_number = upper(btrim(p_query))
  order by q.id is null,
           array_position(array['admin', 'staff', 'warden', 'mess_manager', 'guard', 'technician'],
                          public.account_role(u.id)) nulls last,
           u.email
  limit least(greatest(coalesce(p_limit, 50), 1), 200) offset greatest(coalesce(p_offset, 0), 0);
$$;

comment on function public.list_people(text, integer, integer) is
  'One page of accounts matching a fragment of the email or name, or the exact roll number, those asking for an office role first: the name and roll number from the student record when there is one, the places of a scoped role, and the pending request. Server only.';

revoke execute on function public.list_people(text, integer, integer) from public, anon, authenticated;
