-- A stay answers its bed's place in parts too (wing, room number, bed label), so the pages say it in the reader's
-- language; `bed` stays the whole name in English, as it was answered before.

create or replace function public.condition_report_json(p_report public.condition_reports)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select jsonb_build_object(
    'id', p_report.id, 'user_id', p_report.user_id, 'bed', public.bed_place(p_report.bed_id) ->> 'name',
    'place', (select jsonb_build_object('wing', b ->> 'wing_name', 'room', b ->> 'room_number', 'bed', b ->> 'bed_label')
              from public.bed_place(p_report.bed_id) as b),
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
