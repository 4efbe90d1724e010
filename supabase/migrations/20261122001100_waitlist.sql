-- The waitlist: a line per hostel and room type that is offered each free bed of its type in turn.

create table public.waitlist_entries (
  id bigint generated always as identity primary key,
  user_id uuid not null references auth.users (id) on delete cascade,
  hostel_name text not null references public.hostels (name) on update cascade,
  occupancy smallint not null check (occupancy in (1, 2)),
  -- waiting in line; offered a bed until offer_expires_at; or ended: booked (paid for a bed), left (while waiting),
  -- declined (left while offered), expired (the offer ran out).
  status text not null default 'waiting'
    check (status in ('waiting', 'offered', 'booked', 'left', 'declined', 'expired')),
  joined_at timestamptz not null default now(),
  -- The bed offered, kept after the offer ends (what was offered, for the record).
  offer_bed_id bigint references public.beds (id) on delete restrict,
  offered_at timestamptz,
  offer_expires_at timestamptz,
  ended_at timestamptz,
  constraint waitlist_entries_offer check (
    status <> 'offered' or (offer_bed_id is not null and offered_at is not null and offer_expires_at > offered_at)),
  constraint waitlist_entries_ended check ((ended_at is null) = (status in ('waiting', 'offered')))
);

comment on table public.waitlist_entries is 'The waitlist: one row per place in a line (hostel_name, occupancy). Live while waiting or offered (at most one live row per student and line); the line is joined_at, id order. Written only by waitlist_join, waitlist_leave, waitlist_sweep and the payment trigger; a student reads their own rows.';

create unique index waitlist_entries_live_idx on public.waitlist_entries (user_id, hostel_name, occupancy)
  where status in ('waiting', 'offered');

-- The first waiting in a line, and how many wait.
create index waitlist_entries_line_idx on public.waitlist_entries (hostel_name, occupancy, joined_at, id)
  where status = 'waiting';

-- Live offers ending, and the offer on a bed.
create index waitlist_entries_offer_end_idx on public.waitlist_entries (offer_expires_at) where status = 'offered';

create unique index waitlist_entries_offer_bed_idx on public.waitlist_entries (offer_bed_id) where status = 'offered';

create index waitlist_entries_bed_idx on public.waitlist_entries (offer_bed_id) where offer_bed_id is not null;

alter table public.waitlist_entries enable row level security;

revoke all on public.waitlist_entries from anon, authenticated;

grant select on public.waitlist_entries to authenticated;

create policy "students read their waitlist entries" on public.waitlist_entries
  for select to authenticated using (user_id = (select auth.uid()));

-- Whether a bed is kept from p_user_id: a room out of service keeps every bed from everyone; a bed reserved until
-- reserved_until is kept from everyone but the roommate who accepted the invitation for it and the student it is
-- offered to from the waitlist; and a bed free of any reservation is kept for the waitlist while anyone waits in its
-- hostel and room type, until the sweep offers it.
create function public.bed_reserved_against(p_bed public.beds, p_user_id uuid)
returns boolean
language sql
stable
set search_path = ''
as $$
  select exists (select 1 from public.hostel_room r where r.id = p_bed.room_id and r.out_of_service)
    or case when coalesce(p_bed.reserved_until > now(), false)
         then not exists (
                select 1 from public.roommate_invites i
                where i.bed_id = p_bed.id and i.status = 'accepted' and i.invitee_id = p_user_id and i.expires_at > now())
              and not exists (
                select 1 from public.waitlist_entries e
                where e.offer_bed_id = p_bed.id and e.status = 'offered' and e.user_id = p_user_id
                  and e.offer_expires_at > now())
         else exists (
                select 1 from public.hostel_room r
                join public.waitlist_entries e
                  on e.hostel_name = r.hostel_name and e.occupancy = r.occupancy and e.status = 'waiting'
                where r.id = p_bed.room_id)
       end;
$$;

-- The student holds a live offer on a bed of the room (p_bed null: any bed of it; else that bed).
create function public.waitlist_offered(p_user_id uuid, p_room_id bigint, p_bed text)
returns boolean
language sql
stable
set search_path = ''
as $$
  select exists (
    select 1 from public.waitlist_entries e join public.beds b on b.id = e.offer_bed_id
    where e.user_id = p_user_id and e.status = 'offered' and e.offer_expires_at > now()
      and b.room_id = p_room_id and (p_bed is null or b.label = p_bed));
$$;

create function public.waitlist_check_hours(p_hours integer)
returns void
language plpgsql
set search_path = ''
as $$
begin
  if p_hours is null or p_hours < 1 or p_hours > 336 then
    raise exception 'offer hours must be between 1 and 336' using errcode = '22023';
  end if;
end;
$$;

-- POST /waitlist. Outcome joined (entry_id: the new entry, or the live one the student has in that line already) |
-- not_found (no such hostel, or no room of that type there) | not_eligible (problem: the rule in words) |
-- already_booked (the student owns a bed) | beds_free (a bed of that type is free for the student: book it).
create function public.waitlist_join(p_user_id uuid, p_hostel_name text, p_occupancy integer)
returns table (outcome text, entry_id bigint, problem text)
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_id bigint;
  v_problem text;
begin
  -- The student's lock, as every bed function takes it: a payment or hold of theirs finishes first.
  perform public.lock_student(p_user_id);
  if not exists (select 1 from public.hostel_room r where r.hostel_name = p_hostel_name and r.occupancy = p_occupancy)
  then
    return query select 'not_found'::text, null::bigint, null::text;
    return;
  end if;
  select e.id into v_id from public.waitlist_entries e
  where e.user_id = p_user_id and e.hostel_name = p_hostel_name and e.occupancy = p_occupancy
    and e.status in ('waiting', 'offered');
  if found then
    return query select 'joined'::text, v_id, null::text;
    return;
  end if;
  v_problem := public.eligibility_problem(p_user_id, p_hostel_name);
  if v_problem is not null then
    return query select 'not_eligible'::text, null::bigint, v_problem;
    return;
  end if;
  if exists (select 1 from public.beds b where b.occupant_id = p_user_id) then
    return query select 'already_booked'::text, null::bigint, null::text;
    return;
  end if;
  if exists (select 1 from public.beds b join public.hostel_room r on r.id = b.room_id
             where r.hostel_name = p_hostel_name and r.occupancy = p_occupancy and not b.occupied
               and (b.held_by is null or b.held_until <= now() or b.held_by = p_user_id)
               and not public.bed_reserved_against(b, p_user_id)) then
    return query select 'beds_free'::text, null::bigint, null::text;
    return;
  end if;
  insert into public.waitlist_entries (user_id, hostel_name, occupancy)
  values (p_user_id, p_hostel_name, p_occupancy)
  returning id into v_id;
  return query select 'joined'::text, v_id, null::text;
end;
$$;

comment on function public.waitlist_join(uuid, text, integer) is 'POST /waitlist: a place at the back of the line of the hostel and room type (idempotent: the live entry the student has there). Outcome joined | not_found | not_eligible (problem) | already_booked | beds_free.';

-- GET /waitlist/me: the student's live entries (waiting, or offered and not yet ended), hostel order then room type.
-- position: 1-based among those waiting in the line (null when offered); total: how many wait in the line now.
create function public.waitlist_mine(p_user_id uuid)
returns table (id bigint, hostel_name text, occupancy smallint, status text, "position" integer, total integer,
               joined_at timestamptz, room_id bigint, wing_name text, room_number integer, bed_label text,
               expires_at timestamptz)
language sql
stable
security definer
set search_path = ''
as $$
  select e.id, e.hostel_name, e.occupancy, e.status,
         case when e.status = 'waiting' then (
           select count(*)::integer + 1 from public.waitlist_entries w
           where w.hostel_name = e.hostel_name and w.occupancy = e.occupancy and w.status = 'waiting'
             and (w.joined_at, w.id) < (e.joined_at, e.id)) end,
         (select count(*)::integer from public.waitlist_entries w
          where w.hostel_name = e.hostel_name and w.occupancy = e.occupancy and w.status = 'waiting'),
         e.joined_at,
         r.id, r.wing_name, r.room_number, b.label,
         case when e.status = 'offered' then e.offer_expires_at end
  from public.waitlist_entries e
  join public.hostels h on h.name = e.hostel_name
  left join public.beds b on e.status = 'offered' and b.id = e.offer_bed_id
  left join public.hostel_room r on r.id = b.room_id
  where e.user_id = p_user_id
    and (e.status = 'waiting' or (e.status = 'offered' and e.offer_expires_at > now()))
  order by h.sort_order, e.occupancy;
$$;

-- POST /waitlist/leave. Outcome left (also for an entry of theirs that has ended already) | not_found (no such entry,
-- or another student's). Leaving while offered declines the offer: the bed goes to the next in line at once.
create function public.waitlist_leave(p_user_id uuid, p_entry_id bigint, p_hours integer)
returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_entry public.waitlist_entries%rowtype;
  v_room_id bigint;
begin
  perform public.waitlist_check_hours(p_hours);
  perform public.lock_student(p_user_id);
  select * into v_entry from public.waitlist_entries e where e.id = p_entry_id and e.user_id = p_user_id;
  if not found then return 'not_found'; end if;
  select b.room_id into v_room_id from public.beds b where b.id = v_entry.offer_bed_id;
  perform public.lock_rooms(array[v_room_id]);
  select * into v_entry from public.waitlist_entries e where e.id = p_entry_id for update;
  -- Offered meanwhile (the sweep, between the two reads): that bed's room too.
  if v_entry.status = 'offered' and v_room_id is null then
    select b.room_id into v_room_id from public.beds b where b.id = v_entry.offer_bed_id;
    perform public.lock_rooms(array[v_room_id]);
  end if;
  if v_entry.status = 'waiting' then
    update public.waitlist_entries e set status = 'left', ended_at = now() where e.id = p_entry_id;
  elsif v_entry.status = 'offered' then
    update public.waitlist_entries e set status = 'declined', ended_at = now() where e.id = p_entry_id;
    update public.beds b set reserved_until = null
    where b.id = v_entry.offer_bed_id and b.reserved_until = v_entry.offer_expires_at;
    perform public.sync_room(v_room_id);
    perform public.waitlist_offer_bed(v_entry.offer_bed_id, p_hours);
  end if;
  return 'left';
end;
$$;

comment on function public.waitlist_leave(uuid, bigint, integer) is 'POST /waitlist/leave: ends the student''s entry (left while waiting, declined while offered: the bed is offered to the next in line for p_hours at once). Outcome left (also for an entry already ended) | not_found.';

-- The server's periodic sweep, after releasing lapsed holds: ends offers past their end, then offers every free bed
-- (not occupied, no live hold, not reserved, room in service) of a line where someone waits to the first in that line
-- for p_hours. Returns how many offers it made.
create function public.waitlist_sweep(p_hours integer)
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_rooms bigint[];
  v_bed bigint;
  v_made integer := 0;
begin
  perform public.waitlist_check_hours(p_hours);
  -- Rooms before beds and entries, in id order, as every bed function locks them. now() is the transaction's start.
  -- Also the beds still kept by an offer that ended elsewhere (a payment that could not take the bed's room at once).
  select coalesce(array_agg(distinct b.room_id), '{}') into v_rooms
  from public.waitlist_entries e join public.beds b on b.id = e.offer_bed_id
  where (e.status = 'offered' and e.offer_expires_at <= now())
     or (e.status <> 'offered' and b.reserved_until = e.offer_expires_at and b.reserved_until > now());
  perform public.lock_rooms(v_rooms);
  with ended as (
    update public.waitlist_entries e set status = 'expired', ended_at = now()
    from public.beds b
    where b.id = e.offer_bed_id and e.status = 'offered' and e.offer_expires_at <= now() and b.room_id = any (v_rooms)
    returning e.offer_bed_id, e.offer_expires_at
  )
  update public.beds b set reserved_until = null
  from ended where b.id = ended.offer_bed_id and b.reserved_until = ended.offer_expires_at;
  update public.beds b set reserved_until = null
  from public.waitlist_entries e
  where e.offer_bed_id = b.id and e.status <> 'offered' and b.reserved_until = e.offer_expires_at
    and b.room_id = any (v_rooms);
  perform public.sync_room(x) from unnest(v_rooms) as x;

  select coalesce(array_agg(distinct r.id), '{}') into v_rooms
  from public.beds b join public.hostel_room r on r.id = b.room_id
  where not b.occupied and not r.out_of_service
    and (b.held_by is null or b.held_until <= now())
    and (b.reserved_until is null or b.reserved_until <= now())
    and exists (select 1 from public.waitlist_entries e
                where e.hostel_name = r.hostel_name and e.occupancy = r.occupancy and e.status = 'waiting');
  perform public.lock_rooms(v_rooms);
  for v_bed in
    select b.id from public.beds b where b.room_id = any (v_rooms) order by b.room_id, b.label
  loop
    if public.waitlist_offer_bed(v_bed, p_hours) then
      v_made := v_made + 1;
    end if;
  end loop;
  return v_made;
end;
$$;

comment on function public.waitlist_sweep(integer) is 'The periodic sweep, after release_expired_holds: expires offers past their end, then offers each free bed of a line where someone waits to the first in line (one live offer per student) for p_hours, with a waitlist_offer notification. Returns how many offers it made.';

-- Paying for a bed ends every live entry of the payer (booked) and frees the bed an offer kept for them. The payment
-- holds its own rooms' locks; the offered bed's room (when another) is taken only if free at once, so the payment never
-- waits on a sweep that waits on it: otherwise the next sweep frees the bed.
create function public.end_waitlist_of_payer()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_entry record;
begin
  for v_entry in
    update public.waitlist_entries e set status = 'booked', ended_at = now()
    from (select w.id, w.status from public.waitlist_entries w
          where w.user_id = new.user_id and w.status in ('waiting', 'offered') for update) live
    where e.id = live.id
    returning live.status as was, e.offer_bed_id, e.offer_expires_at,
              (select b.room_id from public.beds b where b.id = e.offer_bed_id) as room_id
  loop
    if v_entry.was = 'offered' then
      perform 1 from public.hostel_room r where r.id = v_entry.room_id for update skip locked;
      if found then
        update public.beds b set reserved_until = null
        where b.id = v_entry.offer_bed_id and b.reserved_until = v_entry.offer_expires_at;
        perform public.sync_room(v_entry.room_id);
      end if;
    end if;
  end loop;
  return null;
end;
$$;

create trigger bookings_end_waitlist after update of status on public.bookings
  for each row when (new.status = 'paid' and old.status is distinct from new.status)
  execute function public.end_waitlist_of_payer();

create function public.waitlist_offer_bed(p_bed_id bigint, p_hours integer)
returns boolean
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_bed public.beds%rowtype;
  v_room public.hostel_room%rowtype;
  v_entry public.waitlist_entries%rowtype;
  v_email text;
begin
  select * into v_bed from public.beds b where b.id = p_bed_id for update;
  select * into v_room from public.hostel_room r where r.id = v_bed.room_id;
  if v_bed.occupied or v_room.out_of_service or (v_bed.held_by is not null and v_bed.held_until > now())
     or v_bed.reserved_until > now() then
    return false;
  end if;
  select * into v_entry from public.waitlist_entries e
  where e.hostel_name = v_room.hostel_name and e.occupancy = v_room.occupancy and e.status = 'waiting'
    and not exists (select 1 from public.waitlist_entries o where o.user_id = e.user_id and o.status = 'offered')
    and not exists (select 1 from public.beds b where b.occupant_id = e.user_id)
    and public.eligibility_problem(e.user_id, e.hostel_name) is null
  order by e.joined_at, e.id
  limit 1
  for update skip locked;
  if not found then
    return false;
  end if;
  update public.waitlist_entries e
  set status = 'offered', offer_bed_id = v_bed.id, offered_at = now(),
      offer_expires_at = now() + make_interval(hours => p_hours)
  where e.id = v_entry.id
  returning * into v_entry;
  update public.beds b set reserved_until = v_entry.offer_expires_at where b.id = v_bed.id;
  perform public.sync_room(v_room.id);
  select u.email into v_email from auth.users u where u.id = v_entry.user_id;
  if v_email is not null then
    perform public.notify(v_entry.user_id, v_email, 'waitlist_offer',
      jsonb_build_object('hostel_name', v_room.hostel_name, 'wing_name', v_room.wing_name,
                         'room_number', v_room.room_number, 'bed_label', v_bed.label, 'room_id', v_room.id,
                         'occupancy', v_room.occupancy, 'expires_at', v_entry.offer_expires_at),
      'waitlist_offer:' || v_entry.id || ':' || v_bed.id);
  end if;
  return true;
end;
$$;

-- Hosted Supabase lets anon, authenticated and service_role execute every new function: take back what each may not.
revoke execute on function
  public.bed_reserved_against(public.beds, uuid),
  public.end_waitlist_of_payer(),
  public.waitlist_check_hours(integer),
  public.waitlist_join(uuid, text, integer),
  public.waitlist_leave(uuid, bigint, integer),
  public.waitlist_mine(uuid),
  public.waitlist_offer_bed(bigint, integer),
  public.waitlist_offered(uuid, bigint, text),
  public.waitlist_sweep(integer)
from public, anon, authenticated;
