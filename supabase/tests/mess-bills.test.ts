// The monthly mess bill: its arithmetic over a month (days × rate, a rebate's credit, extras and guest meals, the
// office's corrections), a card payment opened at the bill's due and finalised once with one receipt, a student
// reading only their own payments, a manager correcting only their mess, and the caterer's scorecard against the
// office's thresholds. On PGlite and PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINES, startProject, type TestProject } from './project';

const STAFF = { id: '00000000-0000-4000-8000-00000000a002', email: 'staff@hostel.local' };
/** mess@hostel.local: the demo's manager of Gopad Mess. */
const MANAGER = { id: '00000000-0000-4000-8000-00000000a004', email: 'mess@hostel.local' };
const OCTOBER = '2025-10-01';
const SEPTEMBER = '2025-09-01';
const GOPAD_RATE = 12500;

interface Line extends Record<string, unknown> {
  on_day: string;
  kind: string;
  label: string | null;
  amount_minor: number;
}
interface Totals {
  charges_minor: number;
  credits_minor: number;
  paid_minor: number;
  balance_minor: number;
  due_minor: number;
  days_to_come: number;
}
interface Opened {
  outcome: string;
  payment_id: number | null;
  amount_minor: number | null;
  payment_intent_id: string | null;
  superseded_intent: string | null;
}

describe.each(ENGINES)('mess bills on %s', (engine) => {
  let project: TestProject;
  let messes: Record<string, number>;
  let periods: Record<string, number>;
  const as = (actor: { id: string; email: string }) => ({ p_actor_id: actor.id, p_actor_email: actor.email });

  /** Students registered in a mess for the whole of a period's month. */
  async function registered(count: number, mess: string, month = OCTOBER): Promise<string[]> {
    const ids = await project.accounts('bill', count);
    await project.declare(ids);
    await project.sql(
      `insert into public.mess_registrations (period_id, user_id, mess_id, status, placed_by, from_on)
       select $1, x, $2, 'registered', 'choice', $3::date from unnest($4::uuid[]) x`,
      [periods[month], messes[mess], month, ids],
    );
    return ids;
  }

  const totals = async (userId: string, month = OCTOBER) =>
    (await project.call<Totals[]>('mess_bill_totals', { p_user_id: userId, p_month: month }))[0]!;
  const lines = (userId: string, month = OCTOBER) =>
    project.call<Line[]>('mess_bill_lines', { p_user_id: userId, p_month: month });
  const open = async (userId: string, month = OCTOBER) =>
    (
      await project.call<Opened[]>('open_mess_bill_payment', { p_user_id: userId, p_month: month, p_currency: 'inr' })
    )[0]!;
  const finalise = async (intent: string, amount: number, currency = 'inr') =>
    (
      await project.call<Array<{ outcome: string; receipt_number: string | null }>>('finalise_mess_bill_payment', {
        p_payment_intent_id: intent,
        p_amount_minor: amount,
        p_currency: currency,
      })
    )[0]!;
  const correct = async (userId: string, mess: string, amount: number, actor = STAFF, month = OCTOBER) =>
    (
      await project.call<Array<{ outcome: string }>>('correct_mess_bill', {
        p_user_id: userId,
        p_mess_id: messes[mess],
        p_month: month,
        p_amount_minor: amount,
        p_reason: 'Lassi charged twice',
        ...as(actor),
      })
    )[0]!.outcome;
  /** Opens the payment and names an intent for it, as the server does after creating it at Stripe. */
  async function opened(userId: string, intent: string, month = OCTOBER): Promise<Opened> {
    const payment = await open(userId, month);
    expect(payment.outcome).toBe('open');
    expect(
      await project.call<boolean>('attach_mess_bill_intent', {
        p_payment_id: payment.payment_id,
        p_payment_intent_id: intent,
      }),
    ).toBe(true);
    return payment;
  }

  beforeAll(async () => {
    project = await startProject(engine);
    const rows = await project.sql<{ id: number; name: string }>('select id::int as id, name from public.messes');
    messes = Object.fromEntries(rows.map((row) => [row.name, row.id]));
    const made = await project.sql<{ id: number; starts_on: string }>(
      `insert into public.mess_periods (name, starts_on, ends_on, opens_at, closes_at, allocation)
       values ('September 2025', '2025-09-01', '2025-09-30', '2025-08-20', '2025-08-25', 'first_come'),
              ('October 2025', '2025-10-01', '2025-10-31', '2025-09-20', '2025-09-25', 'first_come')
       returning id::int as id, to_char(starts_on, 'YYYY-MM-DD') as starts_on`,
    );
    periods = Object.fromEntries(made.map((row) => [row.starts_on, row.id]));
  }, 120_000);

  afterAll(async () => {
    await project?.close();
  });

  it('when a month has a rebate, extras, a guest meal and a correction, then the bill adds up day by day', async () => {
    const [student] = await registered(1, 'Gopad Mess');
    await project.sql(
      `insert into public.mess_rebates (mess_id, user_id, from_on, to_on, reason, status)
       values ($1, $2, '2025-10-10', '2025-10-13', 'Home for Dussehra', 'approved'),
              ($1, $2, '2025-10-20', '2025-10-23', 'Not decided yet', 'pending')`,
      [messes['Gopad Mess'], student],
    );
    await project.sql(
      `insert into public.mess_extras (mess_id, user_id, served_on, kind, item, quantity, unit_minor, amount_minor)
       values ($1, $2, '2025-10-05', 'extra', 'Paneer curry', 2, 6000, 12000),
              ($1, $2, '2025-10-06', 'guest_meal', 'Guest meal', 1, 7500, 7500),
              ($1, $2, '2025-11-02', 'extra', 'Curd', 1, 1500, 1500)`,
      [messes['Gopad Mess'], student],
    );
    expect(await correct(student!, 'Gopad Mess', -2500)).toBe('corrected');

    const bill = await lines(student!);
    expect(bill.filter((line) => line.kind === 'day')).toHaveLength(31);
    expect(bill.filter((line) => line.kind === 'rebate').map((line) => line.on_day)).toEqual([
      '2025-10-10',
      '2025-10-11',
      '2025-10-12',
      '2025-10-13',
    ]);
    // A rebate day reads as its charge and, under it, the credit.
    const tenth = bill.filter((line) => line.on_day === '2025-10-10');
    expect(tenth.map((line) => [line.kind, line.amount_minor])).toEqual([
      ['day', GOPAD_RATE],
      ['rebate', -GOPAD_RATE],
    ]);
    expect(bill.find((line) => line.kind === 'extra')).toMatchObject({ on_day: '2025-10-05', label: 'Paneer curry' });
    expect(bill.find((line) => line.kind === 'correction')).toMatchObject({
      label: 'Lassi charged twice',
      amount_minor: -2500,
    });
    expect(await totals(student!)).toEqual({
      charges_minor: 31 * GOPAD_RATE + 12000 + 7500,
      credits_minor: 4 * GOPAD_RATE + 2500,
      paid_minor: 0,
      balance_minor: 27 * GOPAD_RATE + 19500 - 2500,
      due_minor: 27 * GOPAD_RATE + 19500 - 2500,
      days_to_come: 0,
    });
    // Another month's extra stays in its own month.
    expect((await lines(student!, '2025-11-01')).map((line) => line.kind)).toEqual(['extra']);
  });

  it('when a payment is finalised twice, then it is paid once with one receipt number and one notification', async () => {
    const [student] = await registered(1, 'Gopad Mess', SEPTEMBER);
    const due = 30 * GOPAD_RATE;
    const payment = await opened(student!, `pi_bill_once_${engine}`, SEPTEMBER);
    expect(payment.amount_minor).toBe(due);
    // The same request again reuses the open payment and its intent.
    expect(await open(student!, SEPTEMBER)).toMatchObject({
      payment_id: payment.payment_id,
      payment_intent_id: `pi_bill_once_${engine}`,
    });

    expect((await finalise(`pi_bill_once_${engine}`, due + 100)).outcome).toBe('amount_mismatch');
    expect((await finalise(`pi_bill_once_${engine}`, due, 'usd')).outcome).toBe('amount_mismatch');
    const first = await finalise(`pi_bill_once_${engine}`, due);
    const second = await finalise(`pi_bill_once_${engine}`, due);
    expect(first.outcome).toBe('paid');
    expect(first.receipt_number).toMatch(/^CH\/\d{4}-\d{2}\/\d{6}$/);
    expect(second).toMatchObject({ outcome: 'already_paid', receipt_number: first.receipt_number });
    const told = await project.sql<{ kind: string; data: Record<string, unknown> }>(
      'select kind, data from public.notifications where user_id = $1',
      [student],
    );
    expect(told).toEqual([
      {
        kind: 'mess_bill_paid',
        data: {
          month: SEPTEMBER,
          amount_minor: due,
          currency: 'inr',
          receipt_number: first.receipt_number,
          payment_intent_id: `pi_bill_once_${engine}`,
        },
      },
    ]);
    expect(await totals(student!, SEPTEMBER)).toMatchObject({ paid_minor: due, due_minor: 0 });
    expect((await lines(student!, SEPTEMBER)).filter((line) => line.kind === 'payment')).toEqual([
      expect.objectContaining({ label: first.receipt_number, amount_minor: due }),
    ]);
    expect(await open(student!, SEPTEMBER)).toMatchObject({ outcome: 'nothing_due', payment_id: null });
    expect((await finalise('pi_nobody_knows', due)).outcome).toBe('not_found');
  });

  it('when the bill changes while a payment is open, then the next open supersedes it at the new due', async () => {
    const [student] = await registered(1, 'Gopad Mess');
    const first = await opened(student!, `pi_bill_old_${engine}`);
    expect(await correct(student!, 'Gopad Mess', 5000)).toBe('corrected');
    const second = await open(student!);
    expect(second).toMatchObject({
      outcome: 'open',
      amount_minor: first.amount_minor! + 5000,
      payment_intent_id: null,
      superseded_intent: `pi_bill_old_${engine}`,
    });
    expect(second.payment_id).not.toBe(first.payment_id);
    // The old intent paid after all is still money toward the bill; the new pending one gives way.
    expect((await finalise(`pi_bill_old_${engine}`, first.amount_minor!)).outcome).toBe('paid');
    const statuses = await project.sql<{ status: string }>(
      'select status from public.mess_bill_payments where user_id = $1 order by id',
      [student],
    );
    expect(statuses.map((row) => row.status)).toEqual(['paid', 'canceled']);
    expect(await totals(student!)).toMatchObject({ due_minor: 5000 });
    expect(await open(student!, '2099-01-01')).toMatchObject({ outcome: 'future_month' });
  });

  it('when students read bill payments and corrections, then each sees only their own and calls none of the functions', async () => {
    const [one, two] = await Promise.all([project.newStudent('bill-reader'), project.newStudent('bill-reader')]);
    await project.sql(
      `insert into public.mess_bill_payments (user_id, month, amount_minor, currency, status, paid_at, receipt_number)
       values ($1, '2025-08-01', 1000, 'inr', 'paid', now(), 'CH/2026-27/9' || $3),
              ($2, '2025-08-01', 2000, 'inr', 'paid', now(), 'CH/2026-27/8' || $3)`,
      [one.id, two.id, engine === 'pglite' ? '00001' : '00002'],
    );
    const { data, error } = await one.client.from('mess_bill_payments').select('user_id, amount_minor');
    expect(error).toBeNull();
    expect(data).toEqual([{ user_id: one.id, amount_minor: 1000 }]);
    for (const [fn, args] of [
      ['mess_bill_lines', { p_user_id: two.id, p_month: OCTOBER }],
      ['finalise_mess_bill_payment', { p_payment_intent_id: 'pi_x', p_amount_minor: 1, p_currency: 'inr' }],
      ['open_mess_bill_payment', { p_user_id: one.id, p_month: OCTOBER, p_currency: 'inr' }],
    ] as const) {
      const refused = await one.client.rpc(fn, args);
      expect(refused.error?.code, fn).toBe('42501');
    }
    const write = await one.client.from('mess_bill_payments').update({ status: 'paid' }).eq('user_id', one.id).select();
    expect(write.error?.code ?? (write.data ?? []).length).not.toBe(1);
  });

  it('when a mess manager corrects a bill, then only in their own mess and only for its students, audited with the reason', async () => {
    const [gopad] = await registered(1, 'Gopad Mess');
    const [kanhar] = await registered(1, 'Kanhar Mess');
    expect(await correct(kanhar!, 'Kanhar Mess', 1000, MANAGER)).toBe('forbidden');
    expect(await correct(kanhar!, 'Gopad Mess', 1000, MANAGER)).toBe('not_registered');
    expect(await correct(gopad!, 'Gopad Mess', 1000, MANAGER)).toBe('corrected');
    const audit = await project.sql<{ action: string; actor_email: string; reason: string; after: unknown }>(
      `select action, actor_email, reason, after from public.audit_log where target_id = $1`,
      [gopad],
    );
    expect(audit).toEqual([
      {
        action: 'mess_bill.correct',
        actor_email: MANAGER.email,
        reason: 'Lassi charged twice',
        after: { mess: 'Gopad Mess', month: '2025-10', amount_minor: 1000 },
      },
    ]);
    const corrections = await project.sql('select 1 from public.mess_bill_corrections where user_id = $1', [kanhar]);
    expect(corrections).toEqual([]);
  });

  it('when the office reads the dues, then each student of the mess with their month; a manager of another mess is refused', async () => {
    const [student] = await registered(1, 'Indravati Mess');
    const dues = await project.call<Array<{ user_id: string; due_minor: number; roll_number: string }>>('mess_dues', {
      p_mess_id: messes['Indravati Mess'],
      p_month: OCTOBER,
      p_actor_id: STAFF.id,
    });
    expect(dues.find((row) => row.user_id === student)).toMatchObject({ due_minor: 31 * 12000 });
    const { error } = await project.service.rpc('mess_dues', {
      p_mess_id: messes['Indravati Mess'],
      p_month: OCTOBER,
      p_actor_id: MANAGER.id,
    });
    expect(error?.code).toBe('42501');
    const seen = await project.call<Array<{ name: string; manages: boolean }>>('mess_bill_messes', {
      p_actor_id: MANAGER.id,
    });
    expect(seen).toEqual([expect.objectContaining({ name: 'Gopad Mess', manages: true })]);
  });

  it('when a caterer has a month of ratings, food complaints and refusals, then the scorecard counts them against the thresholds', async () => {
    const mess = messes['Kanhar Mess']!;
    const students = await registered(3, 'Kanhar Mess');
    await project.sql(
      `insert into public.meal_ratings (mess_id, user_id, served_on, meal, stars)
       select $1, s, '2025-10-07', m, case m when 'lunch' then 2 else 3 end
       from unnest($2::uuid[]) s cross join unnest(array['lunch', 'dinner']) m`,
      [mess, students],
    );
    // Two food complaints by its students (one answered late, one never answered), one about the Wi-Fi.
    await project.sql(
      `insert into public.complaints_table (complaint_type, complaint_category, complaint_description, urgency_level,
                                            email, user_id, created_at, answered_at)
       values ('food-dining', 'mess-food-quality-issue', 'Cold dal', 'high', 'a@hostel.local', $1,
               '2025-10-08 09:00+05:30', '2025-10-09 09:00+05:30'),
              ('service-quality', 'food-timing-issue', 'Dinner late', 'low', 'b@hostel.local', $2,
               '2025-10-09 21:00+05:30', null),
              ('internet-issue', 'wifi-not-working', 'No Wi-Fi', 'low', 'c@hostel.local', $3,
               '2025-10-09 21:00+05:30', null)`,
      students,
    );
    await project.sql(
      `insert into public.mess_scan_refusals (mess_id, user_id, served_on, meal, code)
       values ($1, $2, '2025-10-07', 'lunch', 'already_served'), ($1, $2, '2025-10-08', 'lunch', 'already_served'),
              ($1, $2, '2025-10-08', 'dinner', 'wrong_mess')`,
      [mess, students[0]],
    );
    const scorecard = (actor = STAFF) =>
      project.call<Record<string, unknown>>('mess_scorecard', {
        p_mess_id: mess,
        p_month: OCTOBER,
        p_actor_id: actor.id,
      });

    const defaults = await scorecard();
    expect(defaults).toMatchObject({
      month: '2025-10',
      meals: [
        { meal: 'breakfast', average: null, ratings: 0 },
        { meal: 'lunch', average: 2, ratings: 3 },
        { meal: 'snacks', average: null, ratings: 0 },
        { meal: 'dinner', average: 3, ratings: 3 },
      ],
      average_rating: 2.5,
      food_complaints: 2,
      sla_breaches: 2,
      refusals: [
        { code: 'already_served', count: 2 },
        { code: 'not_registered', count: 0 },
        { code: 'on_rebate', count: 0 },
        { code: 'wrong_mess', count: 1 },
      ],
      refusals_total: 3,
      crossed: ['average_rating'],
      suggested_penalty_minor: 500000,
    });
    // The defaults the scorecard reads when the office set none are the table's own.
    const columns = await project.sql<{ column_name: string; column_default: string }>(
      `select column_name, column_default from information_schema.columns
       where table_schema = 'public' and table_name = 'mess_score_thresholds' and column_default is not null
         and column_name <> 'updated_at'`,
    );
    const thresholds = defaults.thresholds as Record<string, number | boolean>;
    for (const { column_name, column_default } of columns) {
      expect(Number(thresholds[column_name]), column_name).toBe(Number.parseFloat(column_default));
    }
    expect(thresholds.set_by_office).toBe(false);

    const save = (actor: { id: string; email: string }) =>
      project.call<string>('save_mess_thresholds', {
        p_mess_id: mess,
        p_min_average_rating: 2,
        p_max_food_complaints: 1,
        p_max_sla_breaches: 1,
        p_max_refusals: 2,
        p_penalty_minor: 100000,
        ...as(actor),
      });
    expect(await save(MANAGER)).toBe('forbidden');
    expect(await save(STAFF)).toBe('saved');
    expect(await save(STAFF)).toBe('unchanged');
    expect(await scorecard()).toMatchObject({
      crossed: ['food_complaints', 'sla_breaches', 'refusals'],
      suggested_penalty_minor: 300000,
      thresholds: { set_by_office: true, penalty_minor: 100000 },
    });
    const audit = await project.sql<{ action: string }>(
      `select action from public.audit_log where action = 'mess.set_thresholds' and target_id = $1`,
      [String(mess)],
    );
    expect(audit).toHaveLength(1);
    // The manager of Gopad Mess does not see Kanhar Mess's month.
    await expect(scorecard(MANAGER)).rejects.toThrow(/42501/);
  });
});
