-- An offer goes only to a student who may live in the hostel. Eligibility was checked when a student joined a line, but
-- the office may correct a student's gender or marital status afterwards: such a student was still offered the next
-- bed, hold_bed then refused them (not_eligible), and the bed stayed kept for them until the offer ran out (24 h by
-- default) while eligible students waited behind them. They keep their place and are passed over while the rule
-- excludes them.
create or replace function public.waitlist_offer_bed(p_bed_id bigint, p_hours integer)
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
