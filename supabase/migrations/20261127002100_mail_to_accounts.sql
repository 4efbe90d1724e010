-- Mail nobody can turn into a relay. Every message goes to an account of this campus, at the address the account has
-- (re-read from auth.users, never the address a form named); mail one student's action sends to another is counted
-- against that student, at most three an hour; a roommate invitation goes only to an address an account uses, with a
-- fixed text (contracts/src/notifications.ts) that carries no words the inviter chose. Invitations, each of which keeps
-- a bed for up to ROOMMATE_HOLD_HOURS, are capped: three per booking of the inviter's bed, five per student a day.

-- Whose action sent a message to someone else (a roommate invitation); null for what the product tells an account
-- about its own affairs.
alter table public.notifications
  add column sender_id uuid references auth.users (id) on delete set null;
comment on column public.notifications.sender_id is 'The account whose action sent this message to another account (its hourly cap counts these); null for the product''s own messages.';
create index notifications_sender_idx on public.notifications (sender_id, created_at) where sender_id is not null;
-- Rows written before this rule may name no account; from now on every message has one.
alter table public.notifications
  add constraint notifications_to_an_account check (user_id is not null) not valid;

create function public.sender_mail_capped(p_sender_id uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select count(*) >= 3 from public.notifications n
  where n.sender_id = p_sender_id and n.created_at > now() - interval '1 hour';
$$;
comment on function public.sender_mail_capped(uuid) is 'True once p_sender_id''s actions have sent three messages to other accounts within the last hour: the per-account hourly cap on mail to others.';

-- p_email stays for the callers that pass it; it is not trusted (a booking's is whatever its form said): the message
-- goes to p_user_id's own address, and nowhere when there is no such account or it has no address.
drop function public.notify(uuid, text, text, jsonb, text);
create function public.notify(p_user_id uuid, p_email text, p_kind text, p_data jsonb, p_dedupe_key text,
                              p_sender_id uuid default null)
returns void
language sql
security definer
set search_path = ''
as $$
  insert into public.notifications (user_id, email, kind, data, dedupe_key, sender_id, email_status)
  select u.id, u.email, p_kind, p_data, p_dedupe_key, p_sender_id,
         -- Over the sender's cap the message still shows in the recipient's app; it is not emailed.
         case when p_sender_id is not null and public.sender_mail_capped(p_sender_id) then 'skipped' else 'pending' end
  from auth.users u
  where u.id = p_user_id and u.email is not null
  on conflict (dedupe_key) do nothing;
$$;
comment on function public.notify(uuid, text, text, jsonb, text, uuid) is 'Queues one notification for account p_user_id, to its own address (p_email is ignored); nothing without an account. A second call with the same dedupe key changes nothing. p_sender_id: the account whose action sends it, capped per hour by sender_mail_capped().';

-- The invitee is an account (invite_roommate checks it); the inviter's name, which they typed on their booking
-- form, is left out: the invitee sees who invited them once signed in (my_roommate_invites).
create or replace function public.notify_roommate_invite()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform public.notify(
    (select u.id from auth.users u where lower(u.email) = new.invitee_email limit 1),
    new.invitee_email,
    'roommate_invite',
    jsonb_build_object('invite_id', new.id, 'room_id', new.room_id, 'expires_at', new.expires_at)
    || (select jsonb_build_object('hostel_name', r.hostel_name, 'wing_name', r.wing_name,
                                  'room_number', r.room_number, 'bed_label', b.label)
        from public.beds b join public.hostel_room r on r.id = b.room_id where b.id = new.bed_id),
    'roommate_invite:' || new.id,
    new.inviter_id);
  return null;
end;
$$;
comment on function public.notify_roommate_invite() is 'Trigger: tells the invitee (an account) of a new invitation, sent by the inviter, in fixed words.';

create or replace function public.invite_roommate(p_user_id uuid, p_email text, p_hours integer)
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

create index roommate_invites_inviter_created_idx on public.roommate_invites (inviter_id, created_at);
drop index public.roommate_invites_inviter_idx;

revoke execute on function
  public.sender_mail_capped(uuid),
  public.notify(uuid, text, text, jsonb, text, uuid)
from public, anon, authenticated;
