-- Guest stays: the server's functions (secret key) that hold a guest room's nights for a host, open and finalise the
-- payment, lapse or release a hold, refund what must be refunded, and the office's roster, decision, check-in and
-- check-out. Each takes the host or the actor it acts for. A stay's price is nights x the room's nightly price, read
-- here; a night is reserved by one stay alone (guest_room_nights' primary key).

-- A stay as its host, the receipt and the office read it: the room, the guest, the nights, the money and the host.
create function public.guest_stay_json(p_stay public.guest_stays)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select jsonb_build_object(
    'id', p_stay.id, 'reference', p_stay.reference, 'hostel_name', p_stay.hostel_name,
    'wing_name', r.wing_name, 'room_number', r.room_number, 'occupancy', r.occupancy,
    'guest_name', p_stay.guest_name, 'check_in', p_stay.check_in, 'check_out', p_stay.check_out,
    'nights', p_stay.nights, 'nightly_minor', p_stay.nightly_minor, 'amount_minor', p_stay.amount_minor,
    'currency', p_stay.currency, 'status', p_stay.status, 'needs_approval', p_stay.needs_approval,
    'hold_until', p_stay.hold_until, 'receipt_number', p_stay.receipt_number, 'paid_at', p_stay.paid_at,
    'payment_intent_id', p_stay.payment_intent_id, 'payer_name', p_stay.payer_name,
    'payer_email', p_stay.payer_email, 'decision_note', p_stay.decision_note,
    'checked_in_at', p_stay.checked_in_at, 'checked_out_at', p_stay.checked_out_at,
    'void_reason', p_stay.void_reason,
    'refunded_at', case when p_stay.refund_id is not null then p_stay.settled_at end,
    'host_id', p_stay.host_id, 'host_name', coalesce(s.full_name, p_stay.payer_name),
    'host_roll_number', s.roll_number)
  from public.guest_rooms r
  left join public.student_records s on s.user_id = p_stay.host_id
  where r.id = p_stay.room_id;
$$;

comment on function public.guest_stay_json(public.guest_stays) is 'One stay as the API answers it (contracts/src/api/guest-stays.ts officeGuestStay). Server only.';

-- The host hears of each step of their stay once; the guest house's wardens hear of a long stay to approve.
create function public.notify_guest_stay(p_stay public.guest_stays)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_facts jsonb := jsonb_build_object(
    'stay_id', p_stay.id, 'reference', p_stay.reference, 'hostel_name', p_stay.hostel_name,
    'guest_name', p_stay.guest_name, 'check_in', p_stay.check_in, 'check_out', p_stay.check_out,
    'nights', p_stay.nights);
begin
  perform public.notify(p_stay.host_id, null, 'guest_stay_status',
    v_facts || jsonb_build_object('status', p_stay.status, 'amount_minor', p_stay.amount_minor,
      'currency', p_stay.currency, 'receipt_number', p_stay.receipt_number, 'void_reason', p_stay.void_reason,
      'note', p_stay.decision_note),
    'guest_stay_status:' || p_stay.id || ':' || p_stay.status);
  if p_stay.status = 'awaiting_approval' then
    perform public.notify(p.user_id, null, 'guest_stay_review',
      v_facts || jsonb_build_object('host_name', coalesce(s.full_name, p_stay.payer_name)),
      'guest_stay_review:' || p_stay.id || ':' || p.user_id)
    from public.office_places p
    left join public.student_records s on s.user_id = p_stay.host_id
    where p.kind = 'hostel' and p.hostel_name = p_stay.hostel_name and public.account_role(p.user_id) = 'warden';
  end if;
end;
$$;

-- Which rooms of a guest house are free for the nights from p_check_in: a night is taken by a live stay's row (a held
-- stay whose hold has run out no longer counts, though the sweep has not yet removed it).
create function public.guest_availability(p_hostel_name text, p_check_in date, p_nights integer)
returns table (room_id bigint, wing_name text, room_number integer, occupancy smallint, nightly_minor integer,
               out_of_service boolean, free boolean)
language sql
stable
security definer
set search_path = ''
as $$
  select r.id, r.wing_name, r.room_number, r.occupancy, r.nightly_minor, r.out_of_service,
         not r.out_of_service and not exists (
           select 1 from public.guest_room_nights n join public.guest_stays s on s.id = n.stay_id
           where n.room_id = r.id and n.night >= p_check_in and n.night < p_check_in + p_nights
             and not (s.status = 'held' and s.hold_until <= now()))
  from public.guest_rooms r
  where r.hostel_name = p_hostel_name
  order by r.wing_name, r.room_number;
$$;

comment on function public.guest_availability(text, date, integer) is 'The guest house''s rooms with whether each is free for p_nights nights from p_check_in (in service, no night reserved by a live stay). Server only.';

-- Frees the nights of stays that ended unused.
create function public.free_guest_nights(p_stay_ids bigint[])
returns void
language sql
security definer
set search_path = ''
as $$
  delete from public.guest_room_nights n where n.stay_id = any (p_stay_ids);
$$;

-- Holds p_nights nights of a guest room from p_check_in for a host and their named guest, at nights x the room's
-- nightly price. Outcome held | not_guest_house | not_found (no such room in it) | out_of_service | too_long (more
-- than the house's max_nights) | past (check-in before today, IST) | too_far (beyond days_ahead) | too_many (three live
-- holds already) | nights_taken; stay: the held stay (guest_stay_json). The host asking again for the very stay they hold live gets it back unchanged.
-- lapsed_intents: intents of others' holds on these nights that had run out, now cancelled, for the server to cancel.
create function public.hold_guest_stay(
  p_hostel_name text, p_room_id bigint, p_user_id uuid, p_check_in date, p_nights integer, p_guest_name text,
  p_payer_name text, p_payer_email text, p_hold_minutes integer, p_currency text)
returns table (outcome text, stay jsonb, lapsed_intents text[])
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_rules public.guest_house_rules%rowtype;
  v_room public.guest_rooms%rowtype;
  v_stay public.guest_stays%rowtype;
  v_today date := public.ist_day(now());
  v_lapsed bigint[];
  v_intents text[];
begin
  if p_hold_minutes is null or p_hold_minutes < 1 or p_hold_minutes > 120 then
    raise exception 'hold minutes must be between 1 and 120' using errcode = '22023';
  end if;
  if p_currency is null or lower(p_currency) !~ '^[a-z]{3}$' then
    raise exception 'currency must be three letters' using errcode = '22023';
  end if;
  if p_nights is null or p_nights < 1 or p_nights > 30 or p_check_in is null then
    raise exception 'a stay is 1 to 30 nights from a check-in date' using errcode = '22023';
  end if;
  select * into v_rules from public.guest_house_rules g where g.hostel_name = p_hostel_name;
  if not found then
    return query select 'not_guest_house'::text, null::jsonb, '{}'::text[];
    return;
  end if;
  select * into v_room from public.guest_rooms r where r.id = p_room_id and r.hostel_name = p_hostel_name;
  if not found then
    return query select 'not_found'::text, null::jsonb, '{}'::text[];
    return;
  end if;
  if v_room.out_of_service then
    return query select 'out_of_service'::text, null::jsonb, '{}'::text[];
    return;
  end if;
  if p_nights > v_rules.max_nights then
    return query select 'too_long'::text, null::jsonb, '{}'::text[];
    return;
  end if;
  if p_check_in < v_today then
    return query select 'past'::text, null::jsonb, '{}'::text[];
    return;
  end if;
  if p_check_in > v_today + v_rules.days_ahead then
    return query select 'too_far'::text, null::jsonb, '{}'::text[];
    return;
  end if;

  -- One host's holds run one at a time, as their bed holds do.
  perform public.lock_student(p_user_id);
  select * into v_stay from public.guest_stays s
  where s.host_id = p_user_id and s.status = 'held' and s.hold_until > now() and s.room_id = p_room_id
    and s.check_in = p_check_in and s.nights = p_nights and s.guest_name = btrim(p_guest_name)
  order by s.id desc limit 1;
  if found then
    return query select 'held'::text, public.guest_stay_json(v_stay), '{}'::text[];
    return;
  end if;
  if (select count(*) from public.guest_stays s
      where s.host_id = p_user_id and s.status = 'held' and s.hold_until > now()) >= 3 then
    return query select 'too_many'::text, null::jsonb, '{}'::text[];
    return;
  end if;

  -- Holds on these nights that ran out unpaid end here, so their nights are free to take.
  with lapsed as (
    update public.guest_stays s set status = 'cancelled', updated_at = now()
    where s.status = 'held' and s.hold_until <= now() and s.id in (
      select n.stay_id from public.guest_room_nights n
      where n.room_id = p_room_id and n.night >= p_check_in and n.night < p_check_in + p_nights)
    returning s.id, s.payment_intent_id
  )
  select coalesce(array_agg(lapsed.id), '{}'),
         coalesce(array_agg(lapsed.payment_intent_id) filter (where lapsed.payment_intent_id is not null), '{}')
  into v_lapsed, v_intents from lapsed;
  perform public.free_guest_nights(v_lapsed);

  begin
    insert into public.guest_stays (room_id, hostel_name, host_id, guest_name, check_in, nights, nightly_minor,
                                    amount_minor, needs_approval, currency, payer_name, payer_email, hold_until)
    values (p_room_id, p_hostel_name, p_user_id, btrim(p_guest_name), p_check_in, p_nights, v_room.nightly_minor,
            v_room.nightly_minor * p_nights, p_nights > v_rules.approval_nights, lower(p_currency), p_payer_name,
            p_payer_email, now() + make_interval(mins => p_hold_minutes))
    returning * into v_stay;
    insert into public.guest_room_nights (room_id, night, stay_id)
    select p_room_id, p_check_in + g, v_stay.id from generate_series(0, p_nights - 1) g;
  exception when unique_violation then
    -- Another stay holds one of the nights: nothing of this attempt is kept.
    return query select 'nights_taken'::text, null::jsonb, v_intents;
    return;
  end;
  return query select 'held'::text, public.guest_stay_json(v_stay), v_intents;
end;
$$;

comment on function public.hold_guest_stay(text, bigint, uuid, date, integer, text, text, text, integer, text) is 'Atomically holds a guest room''s nights for a host and their guest and opens the stay at nights x the room''s nightly price. Outcome held | not_guest_house | not_found | out_of_service | too_long | past | too_far | too_many | nights_taken; lapsed_intents: intents of lapsed holds it ended, to cancel. Server only.';

-- A stay, one of its host's, by id, reference or intent.
create function public.guest_stay_by_intent(p_payment_intent_id text)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select public.guest_stay_json(s) from public.guest_stays s where s.payment_intent_id = p_payment_intent_id;
$$;

-- The stay of that reference when p_user_id is its host, or serves its guest house (a warden of it, the whole office).
create function public.guest_stay_for(p_user_id uuid, p_reference text)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select public.guest_stay_json(s) from public.guest_stays s
  where s.reference = upper(p_reference)
    and (s.host_id = p_user_id or public.member_serves_hostel(p_user_id, s.hostel_name));
$$;

-- The host's stays, newest check-in first; a hold that ended unpaid is not one of them.
create function public.my_guest_stays(p_user_id uuid)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(jsonb_agg(public.guest_stay_json(s) order by s.check_in desc, s.id desc), '[]')
  from public.guest_stays s
  where s.host_id = p_user_id and s.status <> 'cancelled';
$$;

-- False when the stay is no longer on hold: the server cancels the intent it has just opened.
create function public.attach_guest_intent(p_stay_id bigint, p_payment_intent_id text)
returns boolean
language sql
security definer
set search_path = ''
as $$
  with attached as (
    update public.guest_stays s set payment_intent_id = p_payment_intent_id, updated_at = now()
    where s.id = p_stay_id and s.status = 'held'
      and (s.payment_intent_id is null or s.payment_intent_id = p_payment_intent_id)
    returning s.id
  )
  select exists (select 1 from attached);
$$;

-- The payer left the payment page (or Stripe canceled the intent): a held stay ends and its nights free. A late cancel
-- never undoes a payment.
create function public.release_guest_stay(p_payment_intent_id text)
returns boolean
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_id bigint;
begin
  update public.guest_stays s set status = 'cancelled', updated_at = now()
  where s.payment_intent_id = p_payment_intent_id and s.status = 'held'
  returning s.id into v_id;
  if v_id is null then return false; end if;
  perform public.free_guest_nights(array[v_id]);
  return true;
end;
$$;

-- The sweep: held stays whose hold ran out end and free their nights; returns their intents for the server to cancel.
create function public.release_lapsed_guest_holds()
returns table (payment_intent_id text)
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_ids bigint[];
  v_intents text[];
begin
  with lapsed as (
    update public.guest_stays s set status = 'cancelled', updated_at = now()
    where s.status = 'held' and s.hold_until <= now()
    returning s.id, s.payment_intent_id
  )
  select coalesce(array_agg(lapsed.id), '{}'),
         coalesce(array_agg(lapsed.payment_intent_id) filter (where lapsed.payment_intent_id is not null), '{}')
  into v_ids, v_intents from lapsed;
  perform public.free_guest_nights(v_ids);
  return query select unnest(v_intents);
end;
$$;

-- Turns a succeeded payment into a paid stay exactly once: confirmed, or awaiting_approval when it needs the warden;
-- numbered from the receipts' series. A payment for a hold that lapsed takes its nights again if they are still free;
-- otherwise (or for a void stay) it is to be refunded. Outcome paid | already_paid | refund | not_found.
create function public.finalise_guest_stay(p_payment_intent_id text)
returns table (outcome text, stay_id bigint)
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_stay public.guest_stays%rowtype;
begin
  select * into v_stay from public.guest_stays s where s.payment_intent_id = p_payment_intent_id for update;
  if not found then
    return query select 'not_found'::text, null::bigint;
    return;
  end if;
  if v_stay.paid_at is not null then
    return query select 'already_paid'::text, v_stay.id;
    return;
  end if;
  if v_stay.status = 'cancelled' then
    begin
      insert into public.guest_room_nights (room_id, night, stay_id)
      select v_stay.room_id, v_stay.check_in + g, v_stay.id from generate_series(0, v_stay.nights - 1) g;
      v_stay.status := 'held';
    exception when unique_violation then
      v_stay.status := 'refunded';
    end;
  end if;
  if v_stay.status = 'held' then
    update public.guest_stays s
    set status = case when s.needs_approval then 'awaiting_approval' else 'confirmed' end, paid_at = now(),
        receipt_number = public.next_receipt_number(now()), updated_at = now()
    where s.id = v_stay.id
    returning * into v_stay;
    perform public.notify_guest_stay(v_stay);
    return query select 'paid'::text, v_stay.id;
    return;
  end if;
  -- Void while its payer paid, or its nights gone: paid now, and refunded by the settling sweep.
  update public.guest_stays s set status = v_stay.status, paid_at = now(), settled_at = null, updated_at = now()
  where s.id = v_stay.id
  returning * into v_stay;
  perform public.notify_guest_stay(v_stay);
  return query select 'refund'::text, v_stay.id;
end;
$$;

-- Stays that ended with money or an open intent to undo: the server refunds a paid one and cancels an unpaid one's
-- intent, then settles it.
create function public.unsettled_guest_stays()
returns table (stay_id bigint, payment_intent_id text, paid boolean)
language sql
stable
security definer
set search_path = ''
as $$
  select s.id, s.payment_intent_id, s.paid_at is not null
  from public.guest_stays s
  where s.status in ('refused', 'void', 'refunded') and s.settled_at is null
  order by s.id
  limit 100;
$$;

create function public.settle_guest_stay(p_stay_id bigint, p_refund_id text)
returns void
language sql
security definer
set search_path = ''
as $$
  update public.guest_stays s set settled_at = now(), refund_id = p_refund_id, updated_at = now()
  where s.id = p_stay_id and s.status in ('refused', 'void', 'refunded') and s.settled_at is null;
$$;

-- The stay p_actor_id may act on, locked: null with the outcome not_found or forbidden.
create function public.office_guest_stay(p_stay_id bigint, p_actor_id uuid, out outcome text,
                                         out stay public.guest_stays)
language plpgsql
security definer
set search_path = ''
as $$
begin
  select * into stay from public.guest_stays s where s.id = p_stay_id for update;
  if not found then
    outcome := 'not_found';
  elsif not public.member_serves_hostel(p_actor_id, stay.hostel_name) then
    outcome := 'forbidden';
    stay := null;
  else
    outcome := 'ok';
  end if;
end;
$$;

-- The warden's decision on a stay awaiting approval: approved confirms it; refused frees its nights and leaves its
-- payment to the settling sweep to refund. Outcome approved | refused | not_found | forbidden | already_decided.
create function public.decide_guest_stay(
  p_stay_id bigint, p_decision text, p_note text, p_actor_id uuid, p_actor_email text)
returns table (outcome text, stay jsonb)
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_found record;
  v_stay public.guest_stays%rowtype;
  v_note text := nullif(btrim(p_note), '');
begin
  if coalesce(p_decision, '') not in ('approved', 'refused') or char_length(v_note) > 500 then
    raise exception 'decision must be approved or refused, with a note of at most 500 characters'
      using errcode = '22023';
  end if;
  select * into v_found from public.office_guest_stay(p_stay_id, p_actor_id);
  if v_found.outcome <> 'ok' then
    return query select v_found.outcome, null::jsonb;
    return;
  end if;
  v_stay := v_found.stay;
  if v_stay.status <> 'awaiting_approval' then
    return query select 'already_decided'::text, public.guest_stay_json(v_stay);
    return;
  end if;
  update public.guest_stays s
  set status = case p_decision when 'approved' then 'confirmed' else 'refused' end, decision_note = v_note,
      decided_by = p_actor_id, decided_at = now(), updated_at = now()
  where s.id = p_stay_id
  returning * into v_stay;
  if p_decision = 'refused' then perform public.free_guest_nights(array[v_stay.id]); end if;
  perform public.record_audit('guest_stay.' || case p_decision when 'approved' then 'approve' else 'refuse' end,
    'guest_stay', p_stay_id::text, jsonb_build_object('status', 'awaiting_approval'),
    jsonb_build_object('status', v_stay.status, 'hostel', v_stay.hostel_name, 'guest_name', v_stay.guest_name,
                       'check_in', v_stay.check_in, 'nights', v_stay.nights),
    v_note, p_actor_id, p_actor_email);
  perform public.notify_guest_stay(v_stay);
  return query select p_decision, public.guest_stay_json(v_stay);
end;
$$;

-- The guest arrives: a confirmed stay, on or after its check-in day (IST) and before its check-out day. Again answers
-- the same. Outcome checked_in | not_found | forbidden | not_confirmed | too_early.
create function public.check_in_guest_stay(p_stay_id bigint, p_actor_id uuid, p_actor_email text)
returns table (outcome text, stay jsonb)
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_found record;
  v_stay public.guest_stays%rowtype;
begin
  select * into v_found from public.office_guest_stay(p_stay_id, p_actor_id);
  if v_found.outcome <> 'ok' then
    return query select v_found.outcome, null::jsonb;
    return;
  end if;
  v_stay := v_found.stay;
  if v_stay.status = 'checked_in' then
    return query select 'checked_in'::text, public.guest_stay_json(v_stay);
    return;
  end if;
  if v_stay.status <> 'confirmed' or public.ist_day(now()) >= v_stay.check_out then
    return query select 'not_confirmed'::text, public.guest_stay_json(v_stay);
    return;
  end if;
  if public.ist_day(now()) < v_stay.check_in then
    return query select 'too_early'::text, public.guest_stay_json(v_stay);
    return;
  end if;
  update public.guest_stays s set status = 'checked_in', checked_in_at = now(), updated_at = now()
  where s.id = p_stay_id
  returning * into v_stay;
  perform public.record_audit('guest_stay.check_in', 'guest_stay', p_stay_id::text,
    jsonb_build_object('status', 'confirmed'),
    jsonb_build_object('status', 'checked_in', 'hostel', v_stay.hostel_name, 'guest_name', v_stay.guest_name),
    null, p_actor_id, p_actor_email);
  return query select 'checked_in'::text, public.guest_stay_json(v_stay);
end;
$$;

-- The guest leaves: a checked-in stay; the nights from today's on free again. Again answers the same. Outcome
-- checked_out | not_found | forbidden | not_checked_in.
create function public.check_out_guest_stay(p_stay_id bigint, p_actor_id uuid, p_actor_email text)
returns table (outcome text, stay jsonb)
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_found record;
  v_stay public.guest_stays%rowtype;
begin
  select * into v_found from public.office_guest_stay(p_stay_id, p_actor_id);
  if v_found.outcome <> 'ok' then
    return query select v_found.outcome, null::jsonb;
    return;
  end if;
  v_stay := v_found.stay;
  if v_stay.status = 'checked_out' then
    return query select 'checked_out'::text, public.guest_stay_json(v_stay);
    return;
  end if;
  if v_stay.status <> 'checked_in' then
    return query select 'not_checked_in'::text, public.guest_stay_json(v_stay);
    return;
  end if;
  update public.guest_stays s set status = 'checked_out', checked_out_at = now(), updated_at = now()
  where s.id = p_stay_id
  returning * into v_stay;
  delete from public.guest_room_nights n where n.stay_id = p_stay_id and n.night >= public.ist_day(now());
  perform public.record_audit('guest_stay.check_out', 'guest_stay', p_stay_id::text,
    jsonb_build_object('status', 'checked_in'),
    jsonb_build_object('status', 'checked_out', 'hostel', v_stay.hostel_name, 'guest_name', v_stay.guest_name),
    null, p_actor_id, p_actor_email);
  return query select 'checked_out'::text, public.guest_stay_json(v_stay);
end;
$$;

-- A guest house's day for its warden or the whole office: arrivals (check-in that day), in house (arrived before,
-- leaving after), departures (check-out that day), and the stays from today on awaiting approval. Outcome ok |
-- forbidden | not_guest_house.
create function public.guest_roster(p_actor_id uuid, p_hostel_name text, p_day date)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_lists jsonb;
begin
  if not exists (select 1 from public.guest_house_rules g where g.hostel_name = p_hostel_name) then
    return jsonb_build_object('outcome', 'not_guest_house');
  end if;
  if not public.member_serves_hostel(p_actor_id, p_hostel_name) then
    return jsonb_build_object('outcome', 'forbidden');
  end if;
  with day_stays as (
    select s.*, public.guest_stay_json(s) as j
    from public.guest_stays s
    where s.hostel_name = p_hostel_name
      and (s.status in ('confirmed', 'checked_in')
           or (s.status = 'checked_out' and public.ist_day(s.checked_out_at) >= p_day))
      and s.check_in <= p_day and s.check_out >= p_day
  )
  select jsonb_build_object(
    'arrivals', coalesce((select jsonb_agg(d.j order by d.guest_name, d.id) from day_stays d
                          where d.check_in = p_day), '[]'),
    'in_house', coalesce((select jsonb_agg(d.j order by d.guest_name, d.id) from day_stays d
                          where d.check_in < p_day and d.check_out > p_day), '[]'),
    'departures', coalesce((select jsonb_agg(d.j order by d.guest_name, d.id) from day_stays d
                            where d.check_out = p_day), '[]'),
    'awaiting_approval', coalesce((select jsonb_agg(public.guest_stay_json(s) order by s.check_in, s.id)
                                   from public.guest_stays s
                                   where s.hostel_name = p_hostel_name and s.status = 'awaiting_approval'
                                     and s.check_out > public.ist_day(now())), '[]'))
  into v_lists;
  return v_lists || jsonb_build_object('outcome', 'ok');
end;
$$;

comment on function public.guest_roster(uuid, text, date) is 'A guest house''s day for p_actor_id (its warden, or the whole office): {outcome: ok | forbidden | not_guest_house, arrivals, in_house, departures, awaiting_approval}, each a list of guest_stay_json. Server only.';

-- Hosted Supabase lets anon, authenticated and service_role execute every new function: take back what each may not.
revoke execute on function
  public.guest_stay_json(public.guest_stays),
  public.notify_guest_stay(public.guest_stays),
  public.guest_availability(text, date, integer),
  public.free_guest_nights(bigint[]),
  public.hold_guest_stay(text, bigint, uuid, date, integer, text, text, text, integer, text),
  public.guest_stay_by_intent(text),
  public.guest_stay_for(uuid, text),
  public.my_guest_stays(uuid),
  public.attach_guest_intent(bigint, text),
  public.release_guest_stay(text),
  public.release_lapsed_guest_holds(),
  public.finalise_guest_stay(text),
  public.unsettled_guest_stays(),
  public.settle_guest_stay(bigint, text),
  public.office_guest_stay(bigint, uuid),
  public.decide_guest_stay(bigint, text, text, uuid, text),
  public.check_in_guest_stay(bigint, uuid, text),
  public.check_out_guest_stay(bigint, uuid, text),
  public.guest_roster(uuid, text, date)
from public, anon, authenticated;
