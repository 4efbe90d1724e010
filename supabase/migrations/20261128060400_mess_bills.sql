-- The monthly mess bill: its lines per IST day (the mess's daily rate for each day registered, a rebate's credit,
-- the counter's extras and guest meals), the office's corrections and the card payments; the payment opened at the
-- server's price and finalised once with a receipt number; the office's dues; the caterer's scorecard against the
-- office's thresholds. Every function is the server's (secret key): each takes the student or the actor it acts for.

-- The bill's lines for a student's month, in order. Signs: a charge is positive, a credit negative; a payment's
-- amount is what was paid (its own kind, never summed with the rest). Each day the student is registered charges
-- its mess's daily rate (the rate as the mess has it now); a rebate day adds its credit under the day's charge, so the
-- day reads "meals, rebate" and nets to nothing. A correction is dated the day the office made it, a payment the day
-- it was paid; both belong to p_month whatever that day.
create function public.mess_bill_lines(p_user_id uuid, p_month date)
returns table (
  on_day date, kind text, mess_id bigint, mess_name text, label text, quantity integer, unit_minor integer,
  amount_minor integer, at timestamptz)
language sql
stable
security definer
set search_path = ''
as $$
  with days as (
    select d::date as day, public.mess_on(p_user_id, d::date) as mess_id
    from generate_series(p_month::timestamp, p_month + interval '1 month' - interval '1 day', interval '1 day') d
    where extract(day from p_month) = 1
  ),
  registered as (
    select d.day, m.id as mess_id, m.name, m.daily_rate_minor as rate
    from days d join public.messes m on m.id = d.mess_id
  ),
  lines as (
    select r.day, 1 as rank, 'day'::text as kind, r.mess_id, r.name, null::text as label, 1 as quantity,
           r.rate as unit_minor, r.rate as amount_minor, null::timestamptz as at, 0::bigint as id
    from registered r
    union all
    select r.day, 2, 'rebate', r.mess_id, r.name, null, 1, r.rate, -r.rate, null, 0
    from registered r where public.on_rebate(p_user_id, r.day)
    union all
    select e.served_on, 3, e.kind, e.mess_id, m.name, e.item, e.quantity, e.unit_minor, e.amount_minor, e.created_at,
           e.id
    from public.mess_extras e join public.messes m on m.id = e.mess_id
    where e.user_id = p_user_id and e.served_on >= p_month and e.served_on < (p_month + interval '1 month')::date
    union all
    select public.ist_day(c.created_at), 4, 'correction', c.mess_id, m.name, c.reason, 1, c.amount_minor,
           c.amount_minor, c.created_at, c.id
    from public.mess_bill_corrections c join public.messes m on m.id = c.mess_id
    where c.user_id = p_user_id and c.month = p_month
    union all
    select public.ist_day(p.paid_at), 5, 'payment', null, null, p.receipt_number, 1, p.amount_minor, p.amount_minor,
           p.paid_at, p.id
    from public.mess_bill_payments p
    where p.user_id = p_user_id and p.month = p_month and p.status = 'paid'
  )
  select l.day, l.kind, l.mess_id, l.name, l.label, l.quantity, l.unit_minor, l.amount_minor, l.at
  from lines l
  order by l.day, l.rank, l.id;
$$;

comment on function public.mess_bill_lines(uuid, date) is 'A student''s mess bill for a month (p_month: its first day), line by line: day (the mess''s daily rate), rebate (that day''s rate as a credit), extra and guest_meal (the counter''s), correction (the office''s, with its reason as label), payment (paid, the receipt number as label). Charges positive, credits negative. Server only.';

-- The bill's sums. charges: days, extras, guest meals and corrections that add; credits: rebates and corrections that
-- take away (as a positive sum); paid: the payments; balance what is left (negative: in credit); due: what a card may
-- pay now (never below nothing). days_to_come: registered days of the month still ahead in IST, included in charges.
create function public.mess_bill_totals(p_user_id uuid, p_month date)
returns table (
  charges_minor integer, credits_minor integer, paid_minor integer, balance_minor integer, due_minor integer,
  days_to_come integer)
language sql
stable
security definer
set search_path = ''
as $$
  with l as (select * from public.mess_bill_lines(p_user_id, p_month)),
  s as (
    select coalesce(sum(l.amount_minor) filter (where l.kind <> 'payment' and l.amount_minor > 0), 0)::integer
             as charges,
           coalesce(-sum(l.amount_minor) filter (where l.kind <> 'payment' and l.amount_minor < 0), 0)::integer
             as credits,
           coalesce(sum(l.amount_minor) filter (where l.kind = 'payment'), 0)::integer as paid,
           (count(*) filter (where l.kind = 'day' and l.on_day > public.ist_day(now())))::integer as to_come
    from l
  )
  select s.charges, s.credits, s.paid, s.charges - s.credits - s.paid, greatest(s.charges - s.credits - s.paid, 0),
         s.to_come
  from s;
$$;

comment on function public.mess_bill_totals(uuid, date) is 'The sums of mess_bill_lines: charges, credits (positive), paid, balance (negative: in credit), due (what a card may pay now, at least 0) and the registered days still to come. Server only.';

-- Opens (or reuses) the student's one pending card payment of a month at the bill's due now. Outcome open |
-- nothing_due | future_month. A pending payment opened at another amount (the bill changed since) is canceled and a new
-- one opened: superseded_intent names the old PaymentIntent for the server to cancel at Stripe.
create function public.open_mess_bill_payment(p_user_id uuid, p_month date, p_currency text)
returns table (outcome text, payment_id bigint, amount_minor integer, currency text, payment_intent_id text,
               superseded_intent text)
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_due integer;
  v_pending public.mess_bill_payments%rowtype;
  v_superseded text;
begin
  if p_month is null or extract(day from p_month) <> 1 then
    raise exception 'month must be the first day of a month' using errcode = '22023';
  end if;
  if p_currency is null or p_currency !~ '^[a-z]{3}$' then
    raise exception 'currency must be three lowercase letters' using errcode = '22023';
  end if;
  if p_month > date_trunc('month', public.ist_day(now()))::date then
    return query select 'future_month'::text, null::bigint, null::integer, null::text, null::text, null::text;
    return;
  end if;
  -- One student's payments are opened and finalised one at a time, as their bookings are.
  perform public.lock_student(p_user_id);
  select t.due_minor into v_due from public.mess_bill_totals(p_user_id, p_month) t;
  select * into v_pending from public.mess_bill_payments p
  where p.user_id = p_user_id and p.month = p_month and p.status = 'pending'
  for update;
  if found and v_pending.amount_minor = v_due and v_pending.currency = p_currency then
    return query select 'open'::text, v_pending.id, v_pending.amount_minor, v_pending.currency,
      v_pending.payment_intent_id, null::text;
    return;
  end if;
  if found then
    update public.mess_bill_payments p set status = 'canceled' where p.id = v_pending.id;
    v_superseded := v_pending.payment_intent_id;
  end if;
  if v_due <= 0 then
    return query select 'nothing_due'::text, null::bigint, null::integer, null::text, null::text, v_superseded;
    return;
  end if;
  insert into public.mess_bill_payments (user_id, month, amount_minor, currency)
  values (p_user_id, p_month, v_due, p_currency)
  returning * into v_pending;
  return query select 'open'::text, v_pending.id, v_pending.amount_minor, v_pending.currency, null::text, v_superseded;
end;
$$;

comment on function public.open_mess_bill_payment(uuid, date, text) is 'Opens or reuses the student''s pending card payment of a month at mess_bill_totals.due_minor. Outcome open (payment_intent_id: the intent already opened for it, or null) | nothing_due | future_month; superseded_intent: the intent of a pending payment opened at another amount, now canceled, for the server to cancel at Stripe. Server only.';

-- Names the PaymentIntent the server opened for a pending payment; false when the payment is no longer pending (a
-- later request superseded it) or already has another.
create function public.attach_mess_bill_intent(p_payment_id bigint, p_payment_intent_id text)
returns boolean
language sql
security definer
set search_path = ''
as $$
  with attached as (
    update public.mess_bill_payments set payment_intent_id = p_payment_intent_id
    where id = p_payment_id and status = 'pending'
      and (payment_intent_id is null or payment_intent_id = p_payment_intent_id)
    returning id
  )
  select exists (select 1 from attached);
$$;

-- The student left the page: their pending payment of this intent is canceled (a paid one never is).
create function public.cancel_mess_bill_payment(p_payment_intent_id text)
returns boolean
language sql
security definer
set search_path = ''
as $$
  with canceled as (
    update public.mess_bill_payments set status = 'canceled'
    where payment_intent_id = p_payment_intent_id and status = 'pending'
    returning id
  )
  select exists (select 1 from canceled);
$$;

-- Marks a succeeded payment paid exactly once, numbers its receipt from the gap-free series and tells the student
-- (mail and bell), all in this transaction. p_amount_minor and p_currency are what Stripe reports the intent took:
-- anything but what the server opened the payment at is refused (amount_mismatch) and changes nothing. A payment
-- superseded while the student paid it (canceled here) is still money toward the bill, at the amount it was opened
-- at, so it is marked paid too. Outcome paid | already_paid | amount_mismatch | not_found.
create function public.finalise_mess_bill_payment(
  p_payment_intent_id text, p_amount_minor integer, p_currency text)
returns table (outcome text, payment_id bigint, user_id uuid, month date, receipt_number text)
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_payment public.mess_bill_payments%rowtype;
begin
  select * into v_payment from public.mess_bill_payments p where p.payment_intent_id = p_payment_intent_id;
  if not found then
    return query select 'not_found'::text, null::bigint, null::uuid, null::date, null::text;
    return;
  end if;
  perform public.lock_student(v_payment.user_id);
  select * into v_payment from public.mess_bill_payments p where p.id = v_payment.id for update;
  if v_payment.status = 'paid' or v_payment.status = 'refunded' then
    return query select 'already_paid'::text, v_payment.id, v_payment.user_id, v_payment.month,
      v_payment.receipt_number;
    return;
  end if;
  if p_amount_minor is distinct from v_payment.amount_minor or p_currency is distinct from v_payment.currency then
    return query select 'amount_mismatch'::text, v_payment.id, v_payment.user_id, v_payment.month, null::text;
    return;
  end if;
  -- A superseded payment was canceled while its card went through: it is paid after all, so no longer pending, and
  -- the pending one that replaced it must not stand beside it at the old bill's due.
  update public.mess_bill_payments p set status = 'canceled'
  where p.user_id = v_payment.user_id and p.month = v_payment.month and p.status = 'pending' and p.id <> v_payment.id;
  update public.mess_bill_payments p
  set status = 'paid', paid_at = now(), receipt_number = public.next_receipt_number(now())
  where p.id = v_payment.id
  returning * into v_payment;
  perform public.notify(v_payment.user_id, null, 'mess_bill_paid',
    jsonb_build_object('month', v_payment.month, 'amount_minor', v_payment.amount_minor,
                       'currency', v_payment.currency, 'receipt_number', v_payment.receipt_number,
                       'payment_intent_id', v_payment.payment_intent_id),
    'mess_bill_paid:' || v_payment.id);
  return query select 'paid'::text, v_payment.id, v_payment.user_id, v_payment.month, v_payment.receipt_number;
end;
$$;

comment on function public.finalise_mess_bill_payment(text, integer, text) is 'Marks the payment of a succeeded PaymentIntent paid once, with a receipt number (next_receipt_number) and a mess_bill_paid notification, in one transaction; p_amount_minor and p_currency as Stripe reports them must be what the payment was opened at. Outcome paid | already_paid | amount_mismatch | not_found. Server only.';

-- The office corrects a student's bill for a month in a mess it manages: an amount (negative: a credit) with a
-- reason, audited. Outcome corrected | forbidden (the actor does not manage this mess) | not_registered (the student
-- had no day of that month in this mess) | not_found (no such mess).
create function public.correct_mess_bill(
  p_user_id uuid, p_mess_id bigint, p_month date, p_amount_minor integer, p_reason text, p_actor_id uuid,
  p_actor_email text)
returns table (outcome text, correction_id bigint)
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_correction public.mess_bill_corrections%rowtype;
begin
  if p_month is null or extract(day from p_month) <> 1 then
    raise exception 'month must be the first day of a month' using errcode = '22023';
  end if;
  if p_amount_minor is null or p_amount_minor = 0 or abs(p_amount_minor) > 10000000 then
    raise exception 'amount must be a non-zero number of paise, at most 10000000 either way' using errcode = '22023';
  end if;
  if p_reason is null or char_length(btrim(p_reason)) not between 1 and 300 then
    raise exception 'reason must be 1 to 300 characters' using errcode = '22023';
  end if;
  if not exists (select 1 from public.messes m where m.id = p_mess_id) then
    return query select 'not_found'::text, null::bigint;
    return;
  end if;
  if not public.member_manages_mess(p_actor_id, p_mess_id) then
    return query select 'forbidden'::text, null::bigint;
    return;
  end if;
  perform public.lock_student(p_user_id);
  if not exists (
    select 1
    from generate_series(p_month::timestamp, p_month + interval '1 month' - interval '1 day', interval '1 day') d
    where public.mess_on(p_user_id, d::date) = p_mess_id) then
    return query select 'not_registered'::text, null::bigint;
    return;
  end if;
  insert into public.mess_bill_corrections (user_id, mess_id, month, amount_minor, reason, created_by)
  values (p_user_id, p_mess_id, p_month, p_amount_minor, btrim(p_reason), p_actor_id)
  returning * into v_correction;
  perform public.record_audit('mess_bill.correct', 'user', p_user_id::text, null,
    jsonb_build_object('mess', (select m.name from public.messes m where m.id = p_mess_id),
                       'month', to_char(p_month, 'YYYY-MM'), 'amount_minor', p_amount_minor),
    v_correction.reason, p_actor_id, p_actor_email);
  return query select 'corrected'::text, v_correction.id;
end;
$$;

comment on function public.correct_mess_bill(uuid, bigint, date, integer, text, uuid, text) is 'The office''s correction of a student''s monthly mess bill in a mess the actor manages (member_manages_mess): amount in paise (negative: a credit) and reason, audited as mess_bill.correct. Outcome corrected | forbidden | not_registered | not_found. Server only.';

-- The messes whose bills and scorecard an account may read (member_sees_mess), by name.
create function public.mess_bill_messes(p_actor_id uuid)
returns table (id bigint, name text, manages boolean)
language sql
stable
security definer
set search_path = ''
as $$
  select m.id, m.name, public.member_manages_mess(p_actor_id, m.id) from public.messes m
  where public.member_sees_mess(p_actor_id, m.id)
  order by m.name;
$$;

-- The office's dues of a mess for a month: each student with a day of that month registered there, and their month's
-- bill as a whole (a student who changed mess mid-month owes one bill). 42501 when the actor does not see the mess.
create function public.mess_dues(p_mess_id bigint, p_month date, p_actor_id uuid)
returns table (
  user_id uuid, full_name text, roll_number text, charges_minor integer, credits_minor integer, paid_minor integer,
  balance_minor integer, due_minor integer)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if p_month is null or extract(day from p_month) <> 1 then
    raise exception 'month must be the first day of a month' using errcode = '22023';
  end if;
  if not public.member_sees_mess(p_actor_id, p_mess_id) then
    raise exception 'the actor does not see this mess' using errcode = '42501';
  end if;
  return query
  with students as (
    select distinct r.user_id
    from public.mess_registrations r join public.mess_periods p on p.id = r.period_id
    where r.mess_id = p_mess_id and r.status = 'registered'
      and greatest(p.starts_on, r.from_on) < (p_month + interval '1 month')::date and p.ends_on >= p_month
  )
  select s.user_id, coalesce(x.full_name, u.email::text), coalesce(x.roll_number, ''), t.charges_minor,
         t.credits_minor, t.paid_minor, t.balance_minor, t.due_minor
  from students s
  join auth.users u on u.id = s.user_id
  left join public.student_records x on x.user_id = s.user_id
  cross join lateral public.mess_bill_totals(s.user_id, p_month) t
  order by t.due_minor desc, 2;
end;
$$;

comment on function public.mess_dues(bigint, date, uuid) is 'Each student registered in a mess on some day of a month, with name, roll number and the month''s bill totals (mess_bill_totals), most due first. 42501 unless the actor sees the mess (member_sees_mess). Server only.';

-- A caterer's month. Ratings: the average per meal and overall; food complaints: those of students registered in
-- this mess on the IST day they complained (type food-dining, or a mess food or timing category), and how many of
-- them broke their SLA (answered after due_at, or still unanswered past it, as the office dashboard counts overdue);
-- counter refusals per code. The thresholds are the office's for the mess (the table's defaults when it set none);
-- each one crossed adds penalty_minor to the suggested penalty. 42501 when the actor does not see the mess.
create function public.mess_scorecard(p_mess_id bigint, p_month date, p_actor_id uuid)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_end date := (p_month + interval '1 month')::date;
  v_t public.mess_score_thresholds%rowtype;
  v_custom boolean;
  v_meals jsonb;
  v_average numeric;
  v_ratings integer;
  v_complaints integer;
  v_breaches integer;
  v_refusals jsonb;
  v_refused integer;
  v_crossed text[];
begin
  if p_month is null or extract(day from p_month) <> 1 then
    raise exception 'month must be the first day of a month' using errcode = '22023';
  end if;
  if not public.member_sees_mess(p_actor_id, p_mess_id) then
    raise exception 'the actor does not see this mess' using errcode = '42501';
  end if;
  select * into v_t from public.mess_score_thresholds t where t.mess_id = p_mess_id;
  v_custom := found;
  if not v_custom then
    -- The table's column defaults (supabase/tests/mess-bills.test.ts keeps the two equal).
    v_t.min_average_rating := 3.0;
    v_t.max_food_complaints := 10;
    v_t.max_sla_breaches := 2;
    v_t.max_refusals := 50;
    v_t.penalty_minor := 500000;
  end if;

  select coalesce(jsonb_agg(jsonb_build_object('meal', m.meal, 'average', r.average, 'ratings', coalesce(r.n, 0))
                            order by m.n), '[]')
  into v_meals
  from unnest(array['breakfast', 'lunch', 'snacks', 'dinner']) with ordinality m (meal, n)
  left join (
    select g.meal, round(avg(g.stars), 2) as average, count(*)::integer as n
    from public.meal_ratings g
    where g.mess_id = p_mess_id and g.served_on >= p_month and g.served_on < v_end
    group by g.meal
  ) r on r.meal = m.meal;
  select round(avg(g.stars), 2), count(*)::integer into v_average, v_ratings
  from public.meal_ratings g where g.mess_id = p_mess_id and g.served_on >= p_month and g.served_on < v_end;

  select count(*)::integer, (count(*) filter (where coalesce(c.answered_at, now()) > c.due_at))::integer
  into v_complaints, v_breaches
  from public.complaints_table c
  where (c.complaint_type = 'food-dining' or c.complaint_category in ('mess-food-quality-issue', 'food-timing-issue'))
    and public.ist_day(c.created_at) >= p_month and public.ist_day(c.created_at) < v_end
    and c.user_id is not null and public.mess_on(c.user_id, public.ist_day(c.created_at)) = p_mess_id;

  select coalesce(jsonb_agg(jsonb_build_object('code', k.code, 'count', coalesce(f.n, 0)) order by k.n), '[]'),
         coalesce(sum(f.n), 0)::integer
  into v_refusals, v_refused
  from unnest(array['already_served', 'not_registered', 'on_rebate', 'wrong_mess']) with ordinality k (code, n)
  left join (
    select s.code, count(*)::integer as n from public.mess_scan_refusals s
    where s.mess_id = p_mess_id and s.served_on >= p_month and s.served_on < v_end
    group by s.code
  ) f on f.code = k.code;

  v_crossed := array_remove(array[
    case when v_ratings > 0 and v_average < v_t.min_average_rating then 'average_rating' end,
    case when v_complaints > v_t.max_food_complaints then 'food_complaints' end,
    case when v_breaches > v_t.max_sla_breaches then 'sla_breaches' end,
    case when v_refused > v_t.max_refusals then 'refusals' end], null);

  return jsonb_build_object(
    'mess', (select jsonb_build_object('id', m.id, 'name', m.name, 'caterer', m.caterer)
             from public.messes m where m.id = p_mess_id),
    'month', to_char(p_month, 'YYYY-MM'),
    'meals', v_meals,
    'average_rating', v_average,
    'ratings', v_ratings,
    'food_complaints', v_complaints,
    'sla_breaches', v_breaches,
    'refusals', v_refusals,
    'refusals_total', v_refused,
    'thresholds', jsonb_build_object(
      'min_average_rating', v_t.min_average_rating, 'max_food_complaints', v_t.max_food_complaints,
      'max_sla_breaches', v_t.max_sla_breaches, 'max_refusals', v_t.max_refusals,
      'penalty_minor', v_t.penalty_minor, 'set_by_office', v_custom),
    'crossed', to_jsonb(v_crossed),
    'suggested_penalty_minor', cardinality(v_crossed) * v_t.penalty_minor);
end;
$$;

comment on function public.mess_scorecard(bigint, date, uuid) is 'A caterer''s month as jsonb: mess, month, meals (average and count per meal), average_rating, ratings, food_complaints, sla_breaches, refusals (per code), refusals_total, thresholds (the office''s, or the defaults; set_by_office), crossed (which thresholds) and suggested_penalty_minor (penalty_minor per threshold crossed). 42501 unless the actor sees the mess. Server only.';

-- The whole office sets a mess's thresholds, audited. Outcome saved | unchanged | forbidden | not_found.
create function public.save_mess_thresholds(
  p_mess_id bigint, p_min_average_rating numeric, p_max_food_complaints integer, p_max_sla_breaches integer,
  p_max_refusals integer, p_penalty_minor integer, p_actor_id uuid, p_actor_email text)
returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_before public.mess_score_thresholds%rowtype;
  v_after public.mess_score_thresholds%rowtype;
begin
  if coalesce(public.account_role(p_actor_id) not in ('admin', 'staff'), true) then return 'forbidden'; end if;
  perform 1 from public.messes m where m.id = p_mess_id for update;
  if not found then return 'not_found'; end if;
  select * into v_before from public.mess_score_thresholds t where t.mess_id = p_mess_id;
  if found and (v_before.min_average_rating, v_before.max_food_complaints, v_before.max_sla_breaches,
                v_before.max_refusals, v_before.penalty_minor)
               = (p_min_average_rating, p_max_food_complaints, p_max_sla_breaches, p_max_refusals, p_penalty_minor) then
    return 'unchanged';
  end if;
  insert into public.mess_score_thresholds as t (mess_id, min_average_rating, max_food_complaints, max_sla_breaches,
                                                 max_refusals, penalty_minor, updated_at)
  values (p_mess_id, p_min_average_rating, p_max_food_complaints, p_max_sla_breaches, p_max_refusals, p_penalty_minor,
          now())
  on conflict (mess_id) do update set
    min_average_rating = excluded.min_average_rating, max_food_complaints = excluded.max_food_complaints,
    max_sla_breaches = excluded.max_sla_breaches, max_refusals = excluded.max_refusals,
    penalty_minor = excluded.penalty_minor, updated_at = now()
  returning * into v_after;
  perform public.record_audit('mess.set_thresholds', 'mess', p_mess_id::text,
    case when v_before.mess_id is null then null
         else to_jsonb(v_before) - 'mess_id' - 'updated_at' end,
    to_jsonb(v_after) - 'mess_id' - 'updated_at', null, p_actor_id, p_actor_email);
  return 'saved';
end;
$$;

comment on function public.save_mess_thresholds(bigint, numeric, integer, integer, integer, integer, uuid, text) is 'The whole office (admin, staff) sets a mess''s scorecard thresholds and the penalty per threshold crossed, audited as mess.set_thresholds. Outcome saved | unchanged | forbidden | not_found. Server only.';

revoke execute on function
  public.mess_bill_lines(uuid, date),
  public.mess_bill_totals(uuid, date),
  public.open_mess_bill_payment(uuid, date, text),
  public.attach_mess_bill_intent(bigint, text),
  public.cancel_mess_bill_payment(text),
  public.finalise_mess_bill_payment(text, integer, text),
  public.correct_mess_bill(uuid, bigint, date, integer, text, uuid, text),
  public.mess_bill_messes(uuid),
  public.mess_dues(bigint, date, uuid),
  public.mess_scorecard(bigint, date, uuid),
  public.save_mess_thresholds(bigint, numeric, integer, integer, integer, integer, uuid, text)
from public, anon, authenticated;
