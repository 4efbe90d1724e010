-- The move-out inspection and what follows it: the hostel's office records each item's condition with photos; an
-- item found worse than the stay began with and than the inventory had it is charged from the price list (a shared
-- item split between the roommates whose stays overlapped); the student may appeal each charge once and the office
-- decides; the no-dues clearance, once the student holds no bed, settles every charge of theirs not yet settled and the
-- mess bills left unpaid against the caution deposit, and records the deposit's refund, which the server makes at
-- Stripe.

create table public.room_charges (
  id bigint generated always as identity primary key,
  report_id bigint not null references public.condition_reports (id) on delete cascade,
  user_id uuid not null references auth.users (id) on delete cascade,
  item_id bigint not null references public.inventory_items (id) on delete cascade,
  -- The inspection whose finding this is a share of.
  inspected_report_id bigint not null references public.condition_reports (id) on delete cascade,
  condition text not null check (condition in ('damaged', 'missing')),
  price_minor integer not null check (price_minor >= 0),
  sharers integer not null check (sharers between 1 and 12),
  amount_minor integer not null check (amount_minor between 0 and price_minor),
  appeal text check (char_length(appeal) between 1 and 1000),
  appealed_at timestamptz,
  decided_amount_minor integer check (decided_amount_minor between 0 and amount_minor),
  decision_note text check (char_length(decision_note) <= 1000),
  decided_at timestamptz,
  decided_by uuid references auth.users (id) on delete set null,
  created_at timestamptz not null default now(),
  constraint room_charges_appeal check ((appeal is null) = (appealed_at is null)),
  constraint room_charges_decision check ((decided_at is null) = (decided_amount_minor is null)
                                          and (decided_at is null or appealed_at is not null)),
  unique (report_id, item_id, inspected_report_id)
);

comment on table public.room_charges is 'Charges for damage or loss found at a move-out inspection, one row per student charged: the price list''s price_minor, split between sharers (the roommates of a shared item), amount_minor this student''s share; one appeal, and the office''s decision (decided_amount_minor, what is owed after the appeal). Read by the student charged and the hostel''s office; written only by functions.';

create index room_charges_user_idx on public.room_charges (user_id, created_at desc);
create index room_charges_report_idx on public.room_charges (report_id);

alter table public.room_charges enable row level security;

revoke all on public.room_charges from anon, authenticated;
grant select on public.room_charges to authenticated;

create policy "students read their own charges" on public.room_charges
  for select to authenticated using (user_id = (select auth.uid()));

create policy "the office reads the charges of the hostels it serves" on public.room_charges
  for select to authenticated using (
    exists (select 1 from public.condition_reports c
            where c.id = report_id and (select public.serves_hostel(c.hostel_name))));

create table public.no_dues_clearances (
  id bigint generated always as identity primary key,
  report_id bigint not null unique references public.condition_reports (id) on delete cascade,
  user_id uuid not null references auth.users (id) on delete cascade,
  hostel_name text not null references public.hostels (name) on update cascade on delete cascade,
  charges_minor integer not null check (charges_minor >= 0),
  mess_dues_minor integer not null check (mess_dues_minor >= 0),
  -- The booking whose deposit this clearance spent: each deposit is spent once.
  booking_id bigint unique references public.bookings (id) on delete set null,
  deposit_minor integer not null check (deposit_minor >= 0),
  refund_minor integer not null check (refund_minor >= 0),
  refund_id text,
  refunded_at timestamptz,
  issued_at timestamptz not null default now(),
  issued_by uuid references auth.users (id) on delete set null,
  constraint no_dues_covered check (refund_minor = deposit_minor - charges_minor - mess_dues_minor),
  constraint no_dues_refund check ((refund_id is null) = (refunded_at is null))
);

comment on table public.no_dues_clearances is 'The no-dues clearance issued at the end of a stay (report_id), once the student holds no bed and the deposit covers their dues: the room charges it settled (every one of theirs not settled before), the mess bills left unpaid, the caution deposit paid with the booking, and what of it is refunded (refund_minor; refund_id once the server has refunded it at Stripe). Read by the student and the hostel''s office; written only by functions.';

alter table public.no_dues_clearances enable row level security;

revoke all on public.no_dues_clearances from anon, authenticated;
grant select on public.no_dues_clearances to authenticated;

create policy "students read their own clearances" on public.no_dues_clearances
  for select to authenticated using (user_id = (select auth.uid()));

create policy "the office reads the clearances of the hostels it serves" on public.no_dues_clearances
  for select to authenticated using ((select public.serves_hostel(hostel_name)));

-- The clearance that settled a charge; null while it is owed.
alter table public.room_charges
  add column clearance_id bigint references public.no_dues_clearances (id) on delete set null;

create index room_charges_owed_idx on public.room_charges (user_id) where clearance_id is null;

-- What a charge comes to: the office's decision on an appeal, else the share proposed.
create function public.charge_owed(p_charge public.room_charges)
returns integer
language sql
immutable
set search_path = ''
as $$
  select coalesce(p_charge.decided_amount_minor, p_charge.amount_minor);
$$;

-- Tells a student of their charges (proposed, or an appeal decided), once per step.
create function public.notify_room_charges(p_user_id uuid, p_report_id bigint, p_step text, p_key text)
returns void
language sql
security definer
set search_path = ''
as $$
  select public.notify(p_user_id, null, 'room_charges',
    jsonb_build_object('report_id', p_report_id, 'step', p_step,
                       'amount_minor', (select coalesce(sum(public.charge_owed(c)), 0)::integer
                                        from public.room_charges c where c.report_id = p_report_id),
                       'currency', 'inr'),
    'room_charges:' || p_key);
$$;

-- Charges the finding of one item at an inspection: to the student inspected, or, for a shared item, split between
-- every student whose stay in the room overlapped theirs (the one inspected bears what does not divide evenly).
create function public.charge_item(p_report public.condition_reports, p_item public.inventory_items, p_condition text)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_price integer := (select p.amount_minor from public.inventory_prices p
                      where p.kind = p_item.kind and p.condition = p_condition);
  v_sharers bigint[];
  v_count integer;
begin
  if coalesce(v_price, 0) = 0 then return; end if;
  if p_item.bed_id is null then
    -- One share per student, on their latest overlapping stay (a student who moved within the room shares once).
    select array_agg(s.id order by s.id = p_report.id desc, s.id) into v_sharers
    from (select distinct on (c.user_id) c.id
          from public.condition_reports c
          where c.room_id = p_report.room_id and c.opened_at <= coalesce(p_report.ended_at, now())
            and coalesce(c.ended_at, now()) >= p_report.opened_at
          order by c.user_id, c.id = p_report.id desc, c.id desc) s;
  else
    v_sharers := array[p_report.id];
  end if;
  v_count := cardinality(v_sharers);
  insert into public.room_charges (report_id, user_id, item_id, inspected_report_id, condition, price_minor, sharers,
                                   amount_minor)
  select c.id, c.user_id, p_item.id, p_report.id, p_condition, v_price, v_count,
         v_price / v_count + case when x.n = 1 then v_price % v_count else 0 end
  from unnest(v_sharers) with ordinality as x(id, n)
  join public.condition_reports c on c.id = x.id;
end;
$$;

-- The move-out inspection of a stay, once: every item of its report {item_id, condition, note, photos} (photos the
-- inspector's own uploads). An item found worse than the stay began with and than the inventory has it now is
-- charged; the inventory takes what was found; keys found are returned. Outcome inspected | not_found | forbidden |
-- already_inspected | invalid (an item missing or not the report's, a bad condition or photo).
create function public.record_moveout_inspection(
  p_report_id bigint, p_lines jsonb, p_actor_id uuid, p_actor_email text)
returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_report public.condition_reports%rowtype;
  v_line record;
  v_item public.inventory_items%rowtype;
  v_charged uuid;
begin
  select * into v_report from public.condition_reports c where c.id = p_report_id;
  if not found then return 'not_found'; end if;
  if not public.member_serves_hostel(p_actor_id, v_report.hostel_name) then return 'forbidden'; end if;
  -- The room's reports are locked in order, so two roommates' inspections charge a shared item once.
  perform 1 from public.condition_reports c where c.room_id = v_report.room_id order by c.id for update;
  select * into v_report from public.condition_reports c where c.id = p_report_id;
  if v_report.inspected_at is not null then return 'already_inspected'; end if;
  if jsonb_typeof(p_lines) is distinct from 'array' or exists (
       select 1 from jsonb_array_elements(p_lines) x
       where jsonb_typeof(x) <> 'object' or jsonb_typeof(x -> 'item_id') <> 'number'
          or public.condition_rank(x ->> 'condition') is null
          or char_length(coalesce(x ->> 'note', '')) > 500
          or (x ? 'photos' and jsonb_typeof(x -> 'photos') <> 'array')
          or not public.own_room_photos(p_actor_id, array(select jsonb_array_elements_text(coalesce(x -> 'photos', '[]')))))
     or (select array_agg(distinct (x ->> 'item_id')::numeric::bigint order by (x ->> 'item_id')::numeric::bigint)
           from jsonb_array_elements(p_lines) x) is distinct from
        (select array_agg(i.item_id order by i.item_id) from public.condition_report_items i
         where i.report_id = p_report_id)
     or (select count(*) from jsonb_array_elements(p_lines)) <>
        (select count(*) from public.condition_report_items i where i.report_id = p_report_id) then
    return 'invalid';
  end if;
  for v_line in
    select (x ->> 'item_id')::bigint as item_id, x ->> 'condition' as condition, nullif(btrim(x ->> 'note'), '') as note,
           array(select jsonb_array_elements_text(coalesce(x -> 'photos', '[]'))) as photos,
           public.movein_condition(i) as movein
    from jsonb_array_elements(p_lines) x
    join public.condition_report_items i on i.report_id = p_report_id and i.item_id = (x ->> 'item_id')::bigint
  loop
    select * into v_item from public.inventory_items t where t.id = v_line.item_id for update;
    update public.condition_report_items i
    set moveout_condition = v_line.condition, moveout_note = v_line.note, moveout_photos = v_line.photos
    where i.report_id = p_report_id and i.item_id = v_line.item_id;
    if v_line.condition in ('damaged', 'missing')
       and public.condition_rank(v_line.condition) > public.condition_rank(v_line.movein)
       and public.condition_rank(v_line.condition) > public.condition_rank(v_item.condition) then
      perform public.charge_item(v_report, v_item, v_line.condition);
    end if;
    update public.inventory_items t set condition = v_line.condition, updated_at = now()
    where t.id = v_item.id and t.condition <> v_line.condition;
    if v_line.condition <> 'missing' then
      update public.key_issues k set returned_at = now()
      where k.item_id = v_item.id and k.user_id = v_report.user_id and k.returned_at is null;
    end if;
  end loop;
  update public.condition_reports c set inspected_at = now(), inspected_by = p_actor_id where c.id = p_report_id;
  perform public.record_audit('condition_report.inspect', 'condition_report', p_report_id::text, null,
    jsonb_build_object('user_id', v_report.user_id,
                       'charges', (select coalesce(jsonb_agg(jsonb_build_object('user_id', c.user_id,
                                     'item_id', c.item_id, 'amount_minor', c.amount_minor)), '[]'::jsonb)
                                   from public.room_charges c where c.inspected_report_id = p_report_id)),
    null, p_actor_id, p_actor_email);
  for v_charged in select distinct c.user_id from public.room_charges c where c.inspected_report_id = p_report_id loop
    perform public.notify_room_charges(v_charged,
      (select c.report_id from public.room_charges c
       where c.inspected_report_id = p_report_id and c.user_id = v_charged limit 1),
      'proposed', 'proposed:' || p_report_id || ':' || v_charged);
  end loop;
  return 'inspected';
end;
$$;

-- The student appeals one of their charges, once, before a clearance settles it. Outcome appealed | not_found |
-- already_appealed | closed (cleared already) | invalid (no reason).
create function public.appeal_room_charge(p_user_id uuid, p_charge_id bigint, p_reason text)
returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_charge public.room_charges%rowtype;
begin
  select * into v_charge from public.room_charges c where c.id = p_charge_id and c.user_id = p_user_id for update;
  if not found then return 'not_found'; end if;
  if v_charge.appealed_at is not null then return 'already_appealed'; end if;
  if v_charge.clearance_id is not null then return 'closed'; end if;
  if p_reason is null or char_length(btrim(p_reason)) not between 1 and 1000 then return 'invalid'; end if;
  update public.room_charges c set appeal = btrim(p_reason), appealed_at = now() where c.id = p_charge_id;
  perform public.record_audit('room_charge.appeal', 'room_charge', p_charge_id::text, null,
    jsonb_build_object('amount_minor', v_charge.amount_minor), btrim(p_reason), p_user_id, null);
  return 'appealed';
end;
$$;

-- The office decides an appeal: what the student owes, from nothing up to the share proposed. Outcome decided |
-- not_found | forbidden | not_appealed | already_decided | invalid.
create function public.decide_room_charge(
  p_charge_id bigint, p_amount_minor integer, p_note text, p_actor_id uuid, p_actor_email text)
returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_charge public.room_charges%rowtype;
  v_hostel text;
begin
  select * into v_charge from public.room_charges c where c.id = p_charge_id for update;
  if not found then return 'not_found'; end if;
  select c.hostel_name into v_hostel from public.condition_reports c where c.id = v_charge.report_id;
  if not public.member_serves_hostel(p_actor_id, v_hostel) then return 'forbidden'; end if;
  if v_charge.appealed_at is null then return 'not_appealed'; end if;
  if v_charge.decided_at is not null then return 'already_decided'; end if;
  if p_amount_minor is null or p_amount_minor not between 0 and v_charge.amount_minor
     or char_length(coalesce(p_note, '')) > 1000 then
    return 'invalid';
  end if;
  update public.room_charges c
  set decided_amount_minor = p_amount_minor, decision_note = nullif(btrim(p_note), ''), decided_at = now(),
      decided_by = p_actor_id
  where c.id = p_charge_id;
  perform public.record_audit('room_charge.decide', 'room_charge', p_charge_id::text,
    jsonb_build_object('amount_minor', v_charge.amount_minor), jsonb_build_object('amount_minor', p_amount_minor),
    p_note, p_actor_id, p_actor_email);
  perform public.notify_room_charges(v_charge.user_id, v_charge.report_id, 'decided', 'decided:' || p_charge_id);
  return 'decided';
end;
$$;

-- The mess bills the student left unpaid, month by month from the month their stay began to this one.
create function public.mess_dues_since(p_user_id uuid, p_since timestamptz)
returns integer
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(sum(t.due_minor), 0)::integer
  from generate_series(date_trunc('month', public.ist_day(p_since)::timestamp),
                       date_trunc('month', public.ist_day(now())::timestamp), interval '1 month') as m
  cross join lateral public.mess_bill_totals(p_user_id, m::date) t;
$$;

-- Issues the stay's no-dues clearance, once: after its move-out inspection, when the student holds no bed, with no
-- appeal of theirs undecided, and only when the deposit covers what they owe: every charge of theirs not settled
-- before (a roommate's share charged to an earlier stay too) and the mess bills left unpaid since the stay began. The
-- deposit is the one paid with the student's latest paid booking that no clearance has spent and that was not refunded.
-- Answer {outcome: issued | already_issued | not_found | forbidden | not_inspected | still_housed | appeal_pending |
-- dues_outstanding, clearance_id, dues_minor}.
create function public.issue_no_dues(p_report_id bigint, p_actor_id uuid, p_actor_email text)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_report public.condition_reports%rowtype;
  v_charges integer;
  v_mess integer;
  v_booking public.bookings%rowtype;
  v_id bigint;
begin
  select * into v_report from public.condition_reports c where c.id = p_report_id;
  if not found then return jsonb_build_object('outcome', 'not_found'); end if;
  if not public.member_serves_hostel(p_actor_id, v_report.hostel_name) then
    return jsonb_build_object('outcome', 'forbidden');
  end if;
  perform public.lock_student(v_report.user_id);
  select n.id into v_id from public.no_dues_clearances n where n.report_id = p_report_id;
  if found then return jsonb_build_object('outcome', 'already_issued', 'clearance_id', v_id); end if;
  if v_report.inspected_at is null then return jsonb_build_object('outcome', 'not_inspected'); end if;
  if exists (select 1 from public.beds b where b.occupant_id = v_report.user_id) then
    return jsonb_build_object('outcome', 'still_housed');
  end if;
  perform 1 from public.room_charges c where c.user_id = v_report.user_id and c.clearance_id is null for update;
  if exists (select 1 from public.room_charges c
             where c.user_id = v_report.user_id and c.clearance_id is null and c.appealed_at is not null
               and c.decided_at is null) then
    return jsonb_build_object('outcome', 'appeal_pending');
  end if;
  select coalesce(sum(public.charge_owed(c)), 0)::integer into v_charges
  from public.room_charges c where c.user_id = v_report.user_id and c.clearance_id is null;
  v_mess := public.mess_dues_since(v_report.user_id, v_report.opened_at);
  select * into v_booking from public.bookings k
  where k.user_id = v_report.user_id and k.status in ('paid', 'checked_out') and k.deposit_minor > 0
    and not exists (select 1 from public.no_dues_clearances n where n.booking_id = k.id)
  order by k.paid_at desc nulls last limit 1;
  if v_charges + v_mess > coalesce(v_booking.deposit_minor, 0) then
    return jsonb_build_object('outcome', 'dues_outstanding',
                              'dues_minor', v_charges + v_mess - coalesce(v_booking.deposit_minor, 0));
  end if;
  insert into public.no_dues_clearances (report_id, user_id, hostel_name, charges_minor, mess_dues_minor, booking_id,
                                         deposit_minor, refund_minor, issued_by)
  values (p_report_id, v_report.user_id, v_report.hostel_name, v_charges, v_mess, v_booking.id,
          coalesce(v_booking.deposit_minor, 0), coalesce(v_booking.deposit_minor, 0) - v_charges - v_mess, p_actor_id)
  returning id into v_id;
  update public.room_charges c set clearance_id = v_id
  where c.user_id = v_report.user_id and c.clearance_id is null;
  perform public.record_audit('no_dues.issue', 'condition_report', p_report_id::text, null,
    jsonb_build_object('user_id', v_report.user_id, 'charges_minor', v_charges, 'mess_dues_minor', v_mess,
                       'deposit_minor', coalesce(v_booking.deposit_minor, 0)),
    null, p_actor_id, p_actor_email);
  return jsonb_build_object('outcome', 'issued', 'clearance_id', v_id);
end;
$$;

-- Records the deposit's refund the server made at Stripe, once. Outcome recorded | already_recorded | not_found |
-- forbidden | nothing_to_refund.
create function public.record_deposit_refund(
  p_clearance_id bigint, p_refund_id text, p_actor_id uuid, p_actor_email text)
returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_clearance public.no_dues_clearances%rowtype;
begin
  select * into v_clearance from public.no_dues_clearances n where n.id = p_clearance_id for update;
  if not found then return 'not_found'; end if;
  if not public.member_serves_hostel(p_actor_id, v_clearance.hostel_name) then return 'forbidden'; end if;
  if v_clearance.refund_id is not null then return 'already_recorded'; end if;
  if v_clearance.refund_minor = 0 or p_refund_id is null then return 'nothing_to_refund'; end if;
  update public.no_dues_clearances n set refund_id = p_refund_id, refunded_at = now() where n.id = p_clearance_id;
  perform public.record_audit('no_dues.refund_deposit', 'no_dues_clearance', p_clearance_id::text, null,
    jsonb_build_object('refund_minor', v_clearance.refund_minor, 'refund_id', p_refund_id), null,
    p_actor_id, p_actor_email);
  return 'recorded';
end;
$$;

-- Hosted Supabase lets anon, authenticated and service_role execute every new function: take back what each may not.
revoke execute on function
  public.charge_owed(public.room_charges),
  public.notify_room_charges(uuid, bigint, text, text),
  public.charge_item(public.condition_reports, public.inventory_items, text),
  public.record_moveout_inspection(bigint, jsonb, uuid, text),
  public.appeal_room_charge(uuid, bigint, text),
  public.decide_room_charge(bigint, integer, text, uuid, text),
  public.mess_dues_since(uuid, timestamptz),
  public.issue_no_dues(bigint, uuid, text),
  public.record_deposit_refund(bigint, text, uuid, text)
from public, anon, authenticated;
