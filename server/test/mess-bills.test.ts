// The monthly mess bill over HTTP: the amount is the server's whatever the client sends, the webhook pays it once with
// one receipt however often Stripe (or a replayer) delivers, a signed event that Stripe does not back changes nothing,
// a booking's webhook still books, and the office's corrections, dues and scorecard stay within each actor's messes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCAL_STRIPE } from '@campus-hostel/emulators/stripe';
import { Harness, bookingBody, eventually, studentPool, type Session } from './harness.js';

const MONTH = '2025-06';
const GOPAD_RATE = 12500;
const RETURN_URL = 'http://localhost:5173/mess/bill';

interface IntentAnswer {
  clientSecret: string;
  paymentIntentId: string;
  amount: number;
  currency: string;
  month: string;
}
interface PaymentRow extends Record<string, unknown> {
  status: string;
  amount_minor: number;
  receipt_number: string | null;
}

let h: Harness;
let student: () => Session;
let manager: Session;
let staff: Session;
let messes: Record<string, number>;

beforeAll(async () => {
  h = await Harness.start();
  student = studentPool(await h.createStudents(16, 'mess-bills'));
  [manager, staff] = await Promise.all([
    h.signIn('mess@hostel.local', 'mess-pass-2026'),
    h.signIn('staff@hostel.local', 'staff-pass-2026'),
  ]);
  const rows = await h.sql<{ id: number; name: string }>('select id::int as id, name from public.messes');
  messes = Object.fromEntries(rows.map((row) => [row.name, row.id]));
  await h.sql(
    `insert into public.mess_periods (name, starts_on, ends_on, opens_at, closes_at, allocation)
     values ('June 2025', '2025-06-01', '2025-06-30', '2025-05-20', '2025-05-25', 'first_come')`,
  );
});

afterAll(async () => {
  await h.close();
});

/** A student registered in a mess for the whole of June 2025: 30 days at its rate. */
async function registered(mess = 'Gopad Mess'): Promise<Session> {
  const session = student();
  await h.sql(
    `insert into public.mess_registrations (period_id, user_id, mess_id, status, placed_by, from_on)
     select p.id, $1, $2, 'registered', 'choice', '2025-06-01' from public.mess_periods p where p.name = 'June 2025'`,
    [session.userId, messes[mess]],
  );
  return session;
}

const payments = (userId: string) =>
  h.sql<PaymentRow>(
    'select status, amount_minor, receipt_number from public.mess_bill_payments where user_id = $1 order by id',
    [userId],
  );

async function pay(session: Session, body: unknown = {}) {
  return h.call<IntentAnswer>('POST', `/mess/bill/${MONTH}/pay`, { token: session.token, body });
}

/** Posts a payload signed with the real webhook secret, as someone holding it (or replaying Stripe) could. */
async function deliver(event: Record<string, unknown>) {
  const payload = JSON.stringify(event);
  const headers = {
    'stripe-signature': h.stripe.webhooks.generateTestHeaderString({ payload, secret: LOCAL_STRIPE.webhookSecret }),
    'content-type': 'application/json',
  };
  return h.call('POST', '/webhooks/stripe', { body: payload, headers });
}

function succeededEvent(intentId: string, amount: number, metadata: Record<string, string>) {
  return {
    id: `evt_forged_${Math.random().toString(36).slice(2)}`,
    object: 'event',
    type: 'payment_intent.succeeded',
    created: Math.floor(Date.now() / 1000),
    data: {
      object: { id: intentId, object: 'payment_intent', status: 'succeeded', amount, currency: 'inr', metadata },
    },
  };
}

/** Pays at Stripe with webhooks paused, so the test decides what is delivered. */
async function paidWithoutWebhook(intentId: string) {
  h.stripeStandIn.setWebhookUrl(null);
  try {
    await h.stripe.paymentIntents.confirm(intentId, { payment_method: 'pm_card_visa', return_url: RETURN_URL });
  } finally {
    h.stripeStandIn.setWebhookUrl(`${h.api.url}/webhooks/stripe`);
  }
  const genuine = h.stripeStandIn
    .events()
    .find((e) => e.type === 'payment_intent.succeeded' && e.data.object.id === intentId);
  if (!genuine) throw new Error(`no succeeded event for ${intentId}`);
  return genuine as unknown as Record<string, unknown>;
}

describe('the student’s mess bill', () => {
  it('when the client sends an amount, then the intent is the bill’s due as the server sums it, reused on a retry', async () => {
    const session = await registered();
    await h.sql(
      `insert into public.mess_extras (mess_id, user_id, served_on, kind, item, quantity, unit_minor, amount_minor)
       values ($1, $2, '2025-06-03', 'extra', 'Sweet lassi', 1, 2500, 2500)`,
      [messes['Gopad Mess'], session.userId],
    );
    const bill = await h.call<{ totals: { due_minor: number }; lines: Array<{ kind: string; label: string }> }>(
      'GET',
      `/mess/bill/${MONTH}`,
      { token: session.token },
    );
    expect(bill.status).toBe(200);
    expect(bill.body.totals.due_minor).toBe(30 * GOPAD_RATE + 2500);
    expect(bill.body.lines.find((line) => line.kind === 'extra')?.label).toBe('Sweet lassi');

    const res = await pay(session, { amount: 1, amount_minor: 1 });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ amount: 30 * GOPAD_RATE + 2500, currency: 'inr', month: MONTH });
    const intent = await h.stripe.paymentIntents.retrieve(res.body.paymentIntentId);
    expect(intent.amount).toBe(30 * GOPAD_RATE + 2500);
    expect(intent.metadata).toMatchObject({ kind: 'mess_bill', user_id: session.userId, month: MONTH });
    expect((await pay(session)).body.paymentIntentId).toBe(res.body.paymentIntentId);
  });

  it('when the bill changes while an intent is open, then the next pay cancels it and opens one at the new due', async () => {
    const session = await registered();
    const first = await pay(session);
    await h.sql(
      `insert into public.mess_bill_corrections (user_id, mess_id, month, amount_minor, reason)
       values ($1, $2, '2025-06-01', -5000, 'Water cooler down')`,
      [session.userId, messes['Gopad Mess']],
    );
    const second = await pay(session);
    expect(second.status).toBe(200);
    expect(second.body.amount).toBe(30 * GOPAD_RATE - 5000);
    expect(second.body.paymentIntentId).not.toBe(first.body.paymentIntentId);
    expect((await h.stripe.paymentIntents.retrieve(first.body.paymentIntentId)).status).toBe('canceled');
  });

  it('when the card succeeds, then the webhook pays the bill once with one receipt, however often it is replayed', async () => {
    const session = await registered();
    const intent = (await pay(session)).body;
    await h.stripe.paymentIntents.confirm(intent.paymentIntentId, {
      payment_method: 'pm_card_visa',
      return_url: RETURN_URL,
    });
    const [paid] = await eventually(
      () => payments(session.userId),
      (rows) => rows[0]?.status === 'paid',
    );
    expect(paid?.receipt_number).toMatch(/^CH\/\d{4}-\d{2}\/\d{6}$/);
    const genuine = h.stripeStandIn
      .events()
      .find((e) => e.type === 'payment_intent.succeeded' && e.data.object.id === intent.paymentIntentId);
    if (!genuine) throw new Error('no succeeded event');
    for (let i = 0; i < 3; i++) expect((await deliver(genuine as unknown as Record<string, unknown>)).status).toBe(200);
    expect(await payments(session.userId)).toEqual([paid]);
    const told = await h.sql('select kind from public.notifications where user_id = $1', [session.userId]);
    expect(told).toEqual([{ kind: 'mess_bill_paid' }]);

    const status = await h.call('GET', `/mess/bill/payments/${intent.paymentIntentId}`, { token: session.token });
    expect(status.body).toMatchObject({ status: 'paid', receipt_number: paid?.receipt_number, month: MONTH });
    expect((await pay(session)).body).toMatchObject({ code: 'nothing_due' });
  });

  it('when a signed event claims an unpaid intent succeeded, then nothing is paid', async () => {
    const session = await registered();
    const intent = (await pay(session)).body;
    const metadata = { kind: 'mess_bill', user_id: session.userId, month: MONTH };
    expect((await deliver(succeededEvent(intent.paymentIntentId, intent.amount, metadata))).status).toBe(200);
    expect(await payments(session.userId)).toEqual([
      { status: 'pending', amount_minor: intent.amount, receipt_number: null },
    ]);
  });

  it('when Stripe took another amount than the server opened, then the genuine event pays nothing', async () => {
    const session = await registered();
    const intent = (await pay(session)).body;
    await h.sql('update public.mess_bill_payments set amount_minor = amount_minor + 100 where user_id = $1', [
      session.userId,
    ]);
    expect((await deliver(await paidWithoutWebhook(intent.paymentIntentId))).status).toBe(200);
    expect((await payments(session.userId)).map((row) => row.status)).toEqual(['pending']);
  });

  it('when the webhook is late, then reading the payment finalises it; another student may neither read nor cancel it', async () => {
    const session = await registered();
    const other = student();
    const intent = (await pay(session)).body;
    await paidWithoutWebhook(intent.paymentIntentId);
    const path = `/mess/bill/payments/${intent.paymentIntentId}`;
    expect((await h.call('GET', path, { token: other.token })).status).toBe(403);
    expect((await h.call('POST', `${path}/cancel`, { token: other.token })).status).toBe(403);
    const res = await h.call('GET', path, { token: session.token });
    expect(res.body).toMatchObject({ status: 'paid' });
  });

  it('when the student leaves the page, then the intent and the pending payment are canceled', async () => {
    const session = await registered();
    const intent = (await pay(session)).body;
    const res = await h.call('POST', `/mess/bill/payments/${intent.paymentIntentId}/cancel`, { token: session.token });
    expect(res.body).toMatchObject({ status: 'canceled' });
    expect((await h.stripe.paymentIntents.retrieve(intent.paymentIntentId)).status).toBe('canceled');
  });

  it('when a month has not begun or a student has no mess, then 409 with a clear code', async () => {
    const session = student();
    expect((await h.call('POST', '/mess/bill/2099-01/pay', { token: session.token })).body).toMatchObject({
      code: 'month_not_started',
    });
    expect((await pay(session)).body).toMatchObject({ code: 'nothing_due' });
    expect((await h.call('GET', '/mess/bill/2025-13', { token: session.token })).status).toBe(400);
  });

  it('when a booking is paid, then the webhook still gives the bed', async () => {
    const session = student();
    const [room] = await h.vacantRooms('Gopad', 1);
    const res = await h.call<{ paymentIntentId: string }>('POST', '/create-payment-intent', {
      token: session.token,
      body: bookingBody(room!),
    });
    expect(res.status).toBe(200);
    await h.stripe.paymentIntents.confirm(res.body.paymentIntentId, {
      payment_method: 'pm_card_visa',
      return_url: RETURN_URL,
    });
    await eventually(
      () => h.bookingByIntent(res.body.paymentIntentId),
      (booking) => booking?.status === 'paid',
    );
  });
});

describe('the office’s mess bills', () => {
  it('when the mess manager corrects a bill, then only for their mess; the dues show it', async () => {
    const gopad = await registered('Gopad Mess');
    const kanhar = await registered('Kanhar Mess');
    const correct = (session: Session, user: Session, mess: string) =>
      h.call('POST', '/admin/mess/bills/correct', {
        token: session.token,
        body: {
          user_id: user.userId,
          mess_id: messes[mess],
          month: MONTH,
          amount_minor: -2500,
          reason: 'Ill, sent home',
        },
      });
    expect((await correct(manager, kanhar, 'Kanhar Mess')).status).toBe(403);
    expect((await correct(manager, kanhar, 'Gopad Mess')).body).toMatchObject({ code: 'not_in_mess' });
    expect((await correct(gopad, gopad, 'Gopad Mess')).status).toBe(403);
    const res = await correct(manager, gopad, 'Gopad Mess');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ totals: { credits_minor: 2500, due_minor: 30 * GOPAD_RATE - 2500 } });

    const dues = await h.call<{ students: Array<{ user_id: string; due_minor: number }> }>(
      'GET',
      `/admin/mess/bills/${messes['Gopad Mess']}/${MONTH}`,
      { token: manager.token },
    );
    expect(dues.body.students.find((row) => row.user_id === gopad.userId)).toMatchObject({
      due_minor: 30 * GOPAD_RATE - 2500,
    });
    expect(
      (await h.call('GET', `/admin/mess/bills/${messes['Kanhar Mess']}/${MONTH}`, { token: manager.token })).status,
    ).toBe(403);
    const seen = await h.call('GET', '/admin/mess/bills/messes', { token: manager.token });
    expect(seen.body).toEqual({ messes: [{ id: messes['Gopad Mess'], name: 'Gopad Mess', manages: true }] });
  });

  it('when the office sets thresholds, then the scorecard suggests their penalty; a mess manager may not set them', async () => {
    const mess = messes['Gopad Mess'];
    const thresholds = {
      mess_id: mess,
      min_average_rating: 3.5,
      max_food_complaints: 0,
      max_sla_breaches: 0,
      max_refusals: 0,
      penalty_minor: 250000,
    };
    const save = (session: Session) =>
      h.call('POST', '/admin/mess/scorecard/thresholds', { token: session.token, body: thresholds });
    expect((await save(manager)).status).toBe(403);
    expect((await save(staff)).status).toBe(200);
    await h.sql(
      `insert into public.mess_scan_refusals (mess_id, served_on, meal, code) values ($1, '2025-06-04', 'lunch', 'wrong_mess')`,
      [mess],
    );
    const card = await h.call('GET', `/admin/mess/scorecard/${mess}/${MONTH}`, { token: manager.token });
    expect(card.status).toBe(200);
    expect(card.body).toMatchObject({
      refusals_total: 1,
      crossed: ['refusals'],
      suggested_penalty_minor: 250000,
      thresholds: { min_average_rating: 3.5, set_by_office: true },
    });
    expect((await save({ ...staff, token: student().token })).status).toBe(403);
  });
});
