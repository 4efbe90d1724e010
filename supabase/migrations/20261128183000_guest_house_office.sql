-- The guest house as its office keeps it: each room's nightly price and whether it is in service, and the house's rules
-- (how many nights without the warden's approval, the most nights of one stay, how many days ahead). The whole office
-- and the guest house's own wardens edit them; each change is audited. A stay keeps the price and the need for approval
-- it was held with (guest_stays.nightly_minor, needs_approval), so a change applies to holds made from then on.

-- A guest house's rooms and rules for p_actor_id: {outcome: ok | forbidden | not_guest_house, rules, rooms}.
create function public.guest_house_office(p_actor_id uuid, p_hostel_name text)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_rules public.guest_house_rules%rowtype;
begin
  select * into v_rules from public.guest_house_rules g where g.hostel_name = p_hostel_name;
  if not found then
    return jsonb_build_object('outcome', 'not_guest_house');
  end if;
  if not public.member_serves_hostel(p_actor_id, p_hostel_name) then
    return jsonb_build_object('outcome', 'forbidden');
  end if;
  return jsonb_build_object(
    'outcome', 'ok',
    'rules', jsonb_build_object('approval_nights', v_rules.approval_nights, 'max_nights', v_rules.max_nights,
                                'days_ahead', v_rules.days_ahead),
    'rooms', coalesce((select jsonb_agg(jsonb_build_object(
                         'id', r.id, 'wing_name', r.wing_name, 'room_number', r.room_number,
                         'occupancy', r.occupancy, 'nightly_minor', r.nightly_minor,
                         'out_of_service', r.out_of_service) order by r.wing_name, r.room_number)
                       from public.guest_rooms r where r.hostel_name = p_hostel_name), '[]'));
end;
$$;

comment on function public.guest_house_office(uuid, text) is 'A guest house''s rules and rooms (nightly price, out of service) for its warden or the whole office: {outcome: ok | forbidden | not_guest_house, rules, rooms}. Server only.';

-- Outcome saved | not_guest_house | forbidden | invalid (a limit out of range, or approval beyond the most nights).
create function public.save_guest_house_rules(
  p_hostel_name text, p_approval_nights integer, p_max_nights integer, p_days_ahead integer, p_actor_id uuid,
  p_actor_email text)
returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_before public.guest_house_rules%rowtype;
  v_after public.guest_house_rules%rowtype;
begin
  select * into v_before from public.guest_house_rules g where g.hostel_name = p_hostel_name for update;
  if not found then return 'not_guest_house'; end if;
  if not public.member_serves_hostel(p_actor_id, p_hostel_name) then return 'forbidden'; end if;
  if p_approval_nights is null or p_approval_nights not between 1 and 30 or p_max_nights is null
     or p_max_nights not between 1 and 30 or p_approval_nights > p_max_nights or p_days_ahead is null
     or p_days_ahead not between 1 and 365 then
    return 'invalid';
  end if;
  update public.guest_house_rules g
  set approval_nights = p_approval_nights, max_nights = p_max_nights, days_ahead = p_days_ahead
  where g.hostel_name = p_hostel_name
  returning * into v_after;
  -- Saving the same rules again (a retried request) records nothing new.
  if v_after is distinct from v_before then
    perform public.record_audit('guest_house_rules.edit', 'hostel', p_hostel_name,
      to_jsonb(v_before) - 'hostel_name' - 'hostel_kind', to_jsonb(v_after) - 'hostel_name' - 'hostel_kind',
      null, p_actor_id, p_actor_email);
  end if;
  return 'saved';
end;
$$;

-- A guest room's nightly price (whole minor units) and whether it is out of service. Outcome saved | not_found |
-- forbidden | invalid; room: the room as guest_house_office lists it (saved).
create function public.save_guest_room(
  p_room_id bigint, p_nightly_minor integer, p_out_of_service boolean, p_actor_id uuid, p_actor_email text)
returns table (outcome text, room jsonb)
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_before public.guest_rooms%rowtype;
  v_after public.guest_rooms%rowtype;
begin
  select * into v_before from public.guest_rooms r where r.id = p_room_id for update;
  if not found then
    return query select 'not_found'::text, null::jsonb;
    return;
  end if;
  if not public.member_serves_hostel(p_actor_id, v_before.hostel_name) then
    return query select 'forbidden'::text, null::jsonb;
    return;
  end if;
  if p_nightly_minor is null or p_nightly_minor not between 100 and 10000000 or p_out_of_service is null then
    return query select 'invalid'::text, null::jsonb;
    return;
  end if;
  update public.guest_rooms r set nightly_minor = p_nightly_minor, out_of_service = p_out_of_service
  where r.id = p_room_id
  returning * into v_after;
  if v_after is distinct from v_before then
    perform public.record_audit('guest_room.edit', 'guest_room',
      v_after.hostel_name || ' ' || v_after.wing_name || '-' || v_after.room_number,
      jsonb_build_object('nightly_minor', v_before.nightly_minor, 'out_of_service', v_before.out_of_service),
      jsonb_build_object('nightly_minor', v_after.nightly_minor, 'out_of_service', v_after.out_of_service),
      null, p_actor_id, p_actor_email);
  end if;
  return query select 'saved'::text, jsonb_build_object(
    'id', v_after.id, 'wing_name', v_after.wing_name, 'room_number', v_after.room_number,
    'occupancy', v_after.occupancy, 'nightly_minor', v_after.nightly_minor, 'out_of_service', v_after.out_of_service);
end;
$$;

comment on function public.save_guest_room(bigint, integer, boolean, uuid, text) is 'Sets a guest room''s nightly price and service for its warden or the whole office, audited; stays already held keep their price. Outcome saved | not_found | forbidden | invalid. Server only.';

comment on table public.guest_rooms is 'The rooms of a guest house (a hostel of kind guest), each with its price for one night in minor units. Public reference data; written by the office through save_guest_room.';

comment on table public.guest_house_rules is 'A guest house''s rules: the nights a stay may have without the warden''s approval, the most nights of one stay, and how many days ahead it may begin. Public; written by the office through save_guest_house_rules.';

revoke execute on function
  public.guest_house_office(uuid, text),
  public.save_guest_house_rules(text, integer, integer, integer, uuid, text),
  public.save_guest_room(bigint, integer, boolean, uuid, text)
from public, anon, authenticated;
