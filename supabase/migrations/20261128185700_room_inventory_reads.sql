-- The reads of the room inventory's pages, for the server (secret key): a stay as the student and the office see it
-- (its items, charges and clearance), the student's own stays, a hostel's stays and inventory for its office, and the
-- price list. Photos are returned as stored paths; the server signs the links.

-- One stay: the bed, the move-in report and the inspection item by item, the charges and the clearance.
create function public.condition_report_json(p_report public.condition_reports)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select jsonb_build_object(
    'id', p_report.id, 'user_id', p_report.user_id, 'bed', public.bed_place(p_report.bed_id) ->> 'name',
    'hostel_name', p_report.hostel_name, 'opened_at', p_report.opened_at, 'due_at', p_report.due_at,
    'submitted_at', p_report.submitted_at, 'countersigned_at', p_report.countersigned_at,
    'ended_at', p_report.ended_at, 'inspected_at', p_report.inspected_at,
    'student', (select jsonb_build_object('full_name', s.full_name, 'roll_number', s.roll_number)
                from public.student_records s where s.user_id = p_report.user_id),
    'items', coalesce((
      select jsonb_agg(jsonb_build_object(
               'item_id', t.id, 'kind', t.kind, 'label', t.label, 'shared', t.bed_id is null,
               'condition', t.condition, 'listed_condition', i.listed_condition, 'verdict', i.verdict,
               'claimed_condition', i.claimed_condition, 'note', i.note, 'photos', to_jsonb(i.photos),
               'moveout_condition', i.moveout_condition, 'moveout_note', i.moveout_note,
               'moveout_photos', to_jsonb(i.moveout_photos))
             order by t.bed_id nulls first, t.kind, t.label, t.id)
      from public.condition_report_items i join public.inventory_items t on t.id = i.item_id
      where i.report_id = p_report.id), '[]'::jsonb),
    'charges', coalesce((
      select jsonb_agg(jsonb_build_object(
               'id', c.id, 'item_id', c.item_id, 'label', t.label, 'condition', c.condition,
               'price_minor', c.price_minor, 'sharers', c.sharers, 'amount_minor', c.amount_minor,
               'appeal', c.appeal, 'appealed_at', c.appealed_at, 'decided_amount_minor', c.decided_amount_minor,
               'decision_note', c.decision_note, 'decided_at', c.decided_at, 'owed_minor', public.charge_owed(c),
               -- The inspector's photos from the inspection that charged it, which may be a roommate's stay's.
               'photos', coalesce((select to_jsonb(x.moveout_photos) from public.condition_report_items x
                                   where x.report_id = c.inspected_report_id and x.item_id = c.item_id), '[]'::jsonb))
             order by c.id)
      from public.room_charges c join public.inventory_items t on t.id = c.item_id
      where c.report_id = p_report.id), '[]'::jsonb),
    'clearance', (
      select jsonb_build_object(
               'id', n.id, 'charges_minor', n.charges_minor, 'mess_dues_minor', n.mess_dues_minor,
               'deposit_minor', n.deposit_minor, 'refund_minor', n.refund_minor, 'refunded_at', n.refunded_at,
               'issued_at', n.issued_at)
      from public.no_dues_clearances n where n.report_id = p_report.id));
$$;

-- The student's stays, newest first.
create function public.my_condition_reports(p_user_id uuid)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(jsonb_agg(public.condition_report_json(c) order by c.opened_at desc, c.id desc), '[]'::jsonb)
  from (select * from public.condition_reports c where c.user_id = p_user_id order by c.opened_at desc limit 20) c;
$$;

-- A hostel's stays for its office: the current ones and those ended in the last 90 days, by room. {problem:
-- forbidden} for an actor who does not serve it.
create function public.hostel_condition_reports(p_hostel_name text, p_actor_id uuid)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select case when not public.member_serves_hostel(p_actor_id, p_hostel_name)
              then jsonb_build_object('problem', 'forbidden')
              else jsonb_build_object('reports', coalesce((
                select jsonb_agg(public.condition_report_json(c) order by r.wing_name, r.room_number, c.opened_at)
                from public.condition_reports c join public.hostel_room r on r.id = c.room_id
                where c.hostel_name = p_hostel_name
                  and (c.ended_at is null or c.ended_at > now() - interval '90 days')), '[]'::jsonb)) end;
$$;

-- One stay for the office of its hostel, found by the stay or by one of its charges. {problem: not_found | forbidden}.
create function public.office_condition_report(p_report_id bigint, p_charge_id bigint, p_actor_id uuid)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select case when c.id is null then jsonb_build_object('problem', 'not_found')
              when not public.member_serves_hostel(p_actor_id, c.hostel_name)
                then jsonb_build_object('problem', 'forbidden')
              else public.condition_report_json(c) end
  from (select 1) as one
  left join public.condition_reports c
    on c.id = coalesce(p_report_id, (select x.report_id from public.room_charges x where x.id = p_charge_id));
$$;

-- A hostel's inventory for its office, by room and bed. {problem: forbidden} for an actor who does not serve it.
create function public.hostel_inventory(p_hostel_name text, p_actor_id uuid)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select case when not public.member_serves_hostel(p_actor_id, p_hostel_name)
              then jsonb_build_object('problem', 'forbidden')
              else jsonb_build_object('items', coalesce((
                select jsonb_agg(jsonb_build_object(
                         'id', t.id, 'room_id', r.id, 'room', r.wing_name || '-' || r.room_number,
                         'bed_id', t.bed_id, 'bed_label', b.label, 'kind', t.kind, 'label', t.label,
                         'condition', t.condition)
                       order by r.wing_name, r.room_number, b.label nulls first, t.kind, t.id)
                from public.inventory_items t
                join public.hostel_room r on r.id = t.room_id
                left join public.beds b on b.id = t.bed_id
                where r.hostel_name = p_hostel_name), '[]'::jsonb)) end;
$$;

-- What the server needs to refund a clearance's deposit: the amount and the booking's PaymentIntent, with the hostel
-- the actor must serve.
create function public.clearance_refund(p_clearance_id bigint)
returns table (hostel_name text, refund_minor integer, refund_id text, payment_intent_id text)
language sql
stable
security definer
set search_path = ''
as $$
  select n.hostel_name, n.refund_minor, n.refund_id, k.payment_intent_id
  from public.no_dues_clearances n left join public.bookings k on k.id = n.booking_id
  where n.id = p_clearance_id;
$$;

revoke execute on function
  public.condition_report_json(public.condition_reports),
  public.my_condition_reports(uuid),
  public.hostel_condition_reports(text, uuid),
  public.office_condition_report(bigint, bigint, uuid),
  public.hostel_inventory(text, uuid),
  public.clearance_refund(bigint)
from public, anon, authenticated;
