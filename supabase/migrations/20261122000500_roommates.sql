-- Roommates: the holder or owner of one bed of a double invites a student by email to the other bed.

create table public.roommate_invites (
  id bigint generated always as identity primary key,
  room_id bigint not null references public.hostel_room (id) on delete cascade,
  -- The bed reserved for the invitee: the double's other bed.
  bed_id bigint not null references public.beds (id) on delete cascade,
  inviter_id uuid not null references auth.users (id) on delete cascade,
  invitee_email text not null check (invitee_email = lower(invitee_email) and char_length(invitee_email) between 3 and 254),
  -- Set when the invitee accepts.
  invitee_id uuid references auth.users (id) on delete set null,
  status text not null default 'pending' check (status in ('pending', 'accepted', 'declined', 'canceled')),
  expires_at timestamptz not null,
  created_at timestamptz not null default now(),
  decided_at timestamptz
);

comment on table public.roommate_invites is 'One row per roommate invitation. A pending or accepted invite reserves its bed for the invitee until expires_at. Written only by the roommate functions.';

create index roommate_invites_bed_idx on public.roommate_invites (bed_id) where status in ('pending', 'accepted');

create index roommate_invites_email_idx on public.roommate_invites (invitee_email);

alter table public.roommate_invites enable row level security;

revoke all on public.roommate_invites from anon, authenticated;

grant select on public.roommate_invites to authenticated;

create policy "inviter and invitee read their invites" on public.roommate_invites
  for select to authenticated
  using (inviter_id = (select auth.uid()) or invitee_email = lower((select auth.email())));

create policy "office reads all invites" on public.roommate_invites
  for select to authenticated using ((select public.is_office()));

create index roommate_invites_inviter_created_idx on public.roommate_invites (inviter_id, created_at);

-- The bed the student owns, or holds, in a double: what they may invite a roommate to share.
create function public.double_bed_of(p_user_id uuid)
returns public.beds
language sql
stable
set search_path = ''
as $$
  select b.* from public.beds b join public.hostel_room r on r.id = b.room_id
  where r.occupancy = 2 and (b.occupant_id = p_user_id or (b.held_by = p_user_id and b.held_until > now()))
  order by b.occupied desc
  limit 1;
$$;

-- The invitee answers (p_accept) or the inviter withdraws (p_cancel): one function, one lock order.
create function public.answer_roommate_invite(p_invite_id bigint, p_user_id uuid, p_email text, p_action text)
returns table (outcome text, hostel_name text, room_id bigint, problem text)
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_invite public.roommate_invites%rowtype;
  v_hostel text;
  v_problem text;
begin
  if p_action not in ('accept', 'decline', 'cancel') then
    raise exception 'action must be accept, decline or cancel' using errcode = '22023';
  end if;
  select * into v_invite from public.roommate_invites i where i.id = p_invite_id;
  if not found
     or (p_action = 'cancel' and v_invite.inviter_id <> p_user_id)
     or (p_action <> 'cancel' and v_invite.invitee_email <> lower(btrim(p_email))) then
    return query select 'not_found'::text, null::text, null::bigint, null::text;
    return;
  end if;
  perform public.lock_student(p_user_id);
  perform public.lock_rooms(array[v_invite.room_id]);
  select * into v_invite from public.roommate_invites i where i.id = p_invite_id for update;
  select r.hostel_name into v_hostel from public.hostel_room r where r.id = v_invite.room_id;

  if v_invite.status = 'accepted' and p_action = 'accept' and v_invite.expires_at > now() then
    return query select 'accepted'::text, v_hostel, v_invite.room_id, null::text;
    return;
  end if;
  -- Once the invitee has paid for the bed, the invitation has done its work and cannot be undone.
  if v_invite.status not in ('pending', 'accepted') or (p_action = 'decline' and v_invite.status <> 'pending')
     or exists (select 1 from public.beds b where b.id = v_invite.bed_id and b.occupied) then
    return query select 'already_answered'::text, v_hostel, v_invite.room_id, null::text;
    return;
  end if;
  if v_invite.expires_at <= now() then
    return query select 'expired'::text, v_hostel, v_invite.room_id, null::text;
    return;
  end if;

  if p_action = 'accept' then
    v_problem := public.eligibility_problem(p_user_id, v_hostel);
    if v_problem is not null then
      return query select 'not_eligible'::text, v_hostel, v_invite.room_id, v_problem;
      return;
    end if;
    if exists (select 1 from public.beds b where b.occupant_id = p_user_id) then
      return query select 'already_booked'::text, v_hostel, v_invite.room_id, null::text;
      return;
    end if;
    update public.roommate_invites i set status = 'accepted', invitee_id = p_user_id, decided_at = now()
    where i.id = v_invite.id;
    return query select 'accepted'::text, v_hostel, v_invite.room_id, null::text;
    return;
  end if;

  update public.roommate_invites i
  set status = case p_action when 'decline' then 'declined' else 'canceled' end, decided_at = now()
  where i.id = v_invite.id;
  update public.beds b set reserved_until = null where b.id = v_invite.bed_id;
  perform public.sync_room(v_invite.room_id);
  return query select (case p_action when 'decline' then 'declined' else 'canceled' end)::text, v_hostel,
    v_invite.room_id, null::text;
end;
$$;

comment on function public.answer_roommate_invite(bigint, uuid, text, text) is 'accept (the invitee; then they pay as usual), decline (the invitee) or cancel (the inviter). Outcome accepted | declined | canceled | not_found | expired | already_answered | already_booked | not_eligible (problem: the rule in words).';

-- When an inviter's hold ends without a payment (switch, leaving, lapse), the invitations it made end with it.
create function public.end_invites_of_released_hold()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  with ended as (
    update public.roommate_invites i set status = 'canceled', decided_at = now()
    where i.inviter_id = old.held_by and i.room_id = new.room_id and i.status in ('pending', 'accepted')
      and not exists (select 1 from public.beds b where b.room_id = new.room_id and b.occupant_id = old.held_by)
    returning i.bed_id
  )
  update public.beds b set reserved_until = null from ended where b.id = ended.bed_id and not b.occupied;
  return null;
end;
$$;

create trigger beds_end_invites after update of held_by on public.beds
  for each row when (old.held_by is not null and new.held_by is distinct from old.held_by and not new.occupied)
  execute function public.end_invites_of_released_hold();

-- The signed-in student's double: their bed, the other bed, the roommate's name when they live there, and the
-- invitation the student has sent for it. Nothing when they hold or own no bed in a double.
create function public.my_room_share()
returns table (hostel_name text, wing_name text, room_number integer, bed_label text, bed_state text,
               other_bed_label text, other_bed_state text, roommate_name text,
               invite_id bigint, invitee_email text, invite_status text, invite_expires_at timestamptz)
language sql
stable
security definer
set search_path = ''
as $$
  with mine as (select * from public.double_bed_of((select auth.uid())))
  select r.hostel_name, r.wing_name, r.room_number, mine.label,
         case when mine.occupied then 'owned' else 'held' end,
         o.label,
         case when o.occupied then 'occupied'
              when o.held_by is not null and o.held_until > now() then 'held'
              when o.reserved_until > now() then 'reserved'
              else 'free' end,
         -- Roommates see each other's names: only when both live in this room.
         case when mine.occupied and o.occupied then o.occupant_name end,
         i.id, i.invitee_email,
         case when i.status in ('pending', 'accepted') and i.expires_at <= now() then 'expired' else i.status end,
         i.expires_at
  from mine
  join public.hostel_room r on r.id = mine.room_id
  join public.beds o on o.room_id = mine.room_id and o.id <> mine.id
  left join lateral (
    select * from public.roommate_invites x
    where x.bed_id = o.id and x.inviter_id = (select auth.uid())
    order by x.id desc limit 1
  ) i on true
  where mine.id is not null;
$$;

comment on function public.my_room_share() is 'For the caller''s bed in a double: both beds'' states, the roommate''s name when both live there, and the caller''s latest invitation for the other bed.';

-- Invitations sent to the signed-in student's email, with the inviter's name (their booking name) and the room.
create function public.my_roommate_invites()
returns table (invite_id bigint, status text, expires_at timestamptz, inviter_name text,
               hostel_name text, wing_name text, room_number integer, room_id bigint, bed_label text)
language sql
stable
security definer
set search_path = ''
as $$
  select i.id,
         case when i.status in ('pending', 'accepted') and i.expires_at <= now() then 'expired' else i.status end,
         i.expires_at,
         coalesce(
           (select b.occupant_name from public.beds b where b.room_id = i.room_id and b.occupant_id = i.inviter_id),
           (select k.name from public.bookings k
            where k.room_id = i.room_id and k.user_id = i.inviter_id order by k.id desc limit 1)),
         r.hostel_name, r.wing_name, r.room_number, r.id, b.label
  from public.roommate_invites i
  join public.hostel_room r on r.id = i.room_id
  join public.beds b on b.id = i.bed_id
  where i.invitee_email = lower((select auth.email()))
  order by i.id desc
  limit 20;
$$;

comment on function public.my_roommate_invites() is 'The latest 20 invitations to the caller''s email: status (expired once past expires_at), the inviter''s name, hostel, wing, room and bed.';

create function public.invite_roommate(p_user_id uuid, p_email text, p_hours integer)
returns table (outcome text, invite_id bigint, expires_at timestamptz)
language plpgsql
security definer
set search_path = ''
as $$
declare
  -- Each invitation keeps a bed for p_hours: a student can keep one from others only this often.
  c_per_booking constant integer := 3;
  c_per_day constant integer := 5;
  v_mine public.beds%rowtype;
  v_other public.beds%rowtype;
  v_invite public.roommate_invites%rowtype;
  v_email text := lower(btrim(p_email));
  v_booked_at timestamptz;
begin
  if p_hours is null or p_hours < 1 or p_hours > 336 then
    raise exception 'hours must be between 1 and 336' using errcode = '22023';
  end if;
  perform public.lock_student(p_user_id);
  v_mine := public.double_bed_of(p_user_id);
  if v_mine.id is null then
    return query select 'no_double_bed'::text, null::bigint, null::timestamptz;
    return;
  end if;
  perform public.lock_rooms(array[v_mine.room_id]);
  if v_email = (select lower(u.email) from auth.users u where u.id = p_user_id) then
    return query select 'own_email'::text, null::bigint, null::timestamptz;
    return;
  end if;

  select * into v_other from public.beds b where b.room_id = v_mine.room_id and b.id <> v_mine.id for update;
  select * into v_invite from public.roommate_invites i
  where i.bed_id = v_other.id and i.status in ('pending', 'accepted') and i.expires_at > now()
  order by i.id desc limit 1;
  if found then
    -- Sending the same invitation again (a retry, a double click) answers the one there is.
    if v_invite.invitee_email = v_email and v_invite.inviter_id = p_user_id then
      return query select 'invited'::text, v_invite.id, v_invite.expires_at;
    else
      return query select 'already_invited'::text, null::bigint, null::timestamptz;
    end if;
    return;
  end if;
  if v_other.occupied or (v_other.held_by is not null and v_other.held_until > now()) then
    return query select 'bed_taken'::text, null::bigint, null::timestamptz;
    return;
  end if;

  -- The caps come before the address is looked up, so a student who has used them learns nothing about addresses.
  -- The booking that made the bed the student's (none for a bed given without one: every invitation counts).
  select max(k.created_at) into v_booked_at from public.bookings k
  where k.user_id = p_user_id and k.bed_id = v_mine.id and k.status in ('held', 'paid');
  if (select count(*) from public.roommate_invites i
      where i.inviter_id = p_user_id and i.room_id = v_mine.room_id
        and i.created_at >= coalesce(v_booked_at, '-infinity')) >= c_per_booking
     or (select count(*) from public.roommate_invites i
         where i.inviter_id = p_user_id and i.created_at > now() - interval '1 day') >= c_per_day then
    return query select 'invite_cap'::text, null::bigint, null::timestamptz;
    return;
  end if;
  if public.sender_mail_capped(p_user_id) then
    return query select 'mail_cap'::text, null::bigint, null::timestamptz;
    return;
  end if;
  -- Mail goes only to accounts. Whether an address has one is no secret here: sign-up answers it for anyone.
  if not exists (select 1 from auth.users u where lower(u.email) = v_email) then
    return query select 'no_account'::text, null::bigint, null::timestamptz;
    return;
  end if;

  insert into public.roommate_invites (room_id, bed_id, inviter_id, invitee_email, expires_at)
  values (v_mine.room_id, v_other.id, p_user_id, v_email, now() + make_interval(hours => p_hours))
  returning * into v_invite;
  update public.beds b set reserved_until = v_invite.expires_at where b.id = v_other.id;
  perform public.sync_room(v_mine.room_id);
  return query select 'invited'::text, v_invite.id, v_invite.expires_at;
end;
$$;

comment on function public.invite_roommate(uuid, text, integer) is 'Reserves the other bed of the caller''s double (owned or held) for p_email, an address an account uses, for p_hours. Outcome invited (also for the same invitation again) | no_double_bed | own_email | already_invited | bed_taken | invite_cap (3 per booking, 5 a day) | mail_cap (3 mails to others an hour) | no_account.';

-- Hosted Supabase lets anon, authenticated and service_role execute every new function: take back what each may not.
revoke execute on function
  public.answer_roommate_invite(bigint, uuid, text, text),
  public.double_bed_of(uuid),
  public.end_invites_of_released_hold(),
  public.invite_roommate(uuid, text, integer)
from public, anon, authenticated;

revoke execute on function
  public.my_room_share(),
  public.my_roommate_invites()
from public, anon, authenticated;

grant execute on function
  public.my_room_share(),
  public.my_roommate_invites()
to authenticated;
