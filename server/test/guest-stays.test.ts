// Guest rooms over HTTP with the Stripe stand-in: a stay's nights are held and priced by the server (nights × the
// room's nightly price, whatever the client sends), the webhook confirms it once with a receipt, a long stay waits for
// the warden and a refusal refunds it, leaving the payment page frees the nights, the office's roster and desk keep to
// the guest houses each serves, and a host who checks out has their paid stay voided and refunded by the sweep.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCAL_STRIPE } from '@campus-hostel/emulators/stripe';
import { paymentDeps } from '../src/deps.js';
import { sweepGuestStays } from '../src/guest-stays/payment.js';
import { Harness, bookingBody, eventually, studentPool, type Session } from './harness.js';

interface StayAnswer {
  clientSecret: string;
  paymentIntentId: string;
  amount: number;
  holdExpiresAt: string;
  stay: {
    id: number;
    reference: string;
    status: string;
    nights: number;
    check_in: string;
    check_out: string;
    nightly_minor: number;
    amount_minor: number;
    guest_name: string;
    needs_approval: boolean;
    receipt_number: string | null;
  };
}

let h: Harness;
let student: () => Session;
let staff: Session;
let kanharWarden: Session;
let today: string;
let rooms: Record<number, { id: number; nightly: number }>;

const inDays = (days: number): string => {
  const day = new Date(`${today}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
};

/** The payment page's request for a guest room: a bed's body with the nights and the guest. */
function stayBody(roomNumber: number, checkIn: string, nights: number, extra: Record<string, unknown> = {}) {
  return bookingBody(
    { id: rooms[roomNumber]!.id, hostel_name: 'Atithi' },
    { check_in: checkIn, nights, guest_name: 'Sunita Sharma', ...extra },
  );
}

const book = (session: Session, body: unknown) =>
  h.call<StayAnswer>('POST', '/create-payment-intent', { token: session.token, body });

const stayStatus = async (id: number) =>
  (await h.sql<{ status: string }>('select status from public.guest_stays where id = $1', [id]))[0]?.status;

async function paid(session: Session, body: unknown): Promise<StayAnswer> {
  const answer = (await book(session, body)).body;
  await h.stripe.paymentIntents.confirm(answer.paymentIntentId, {
    payment_method: 'pm_card_visa',
    return_url: 'http://localhost:5173/success',
  });
  await eventually(
    () => stayStatus(answer.stay.id),
    (status) => status !== 'held',
  );
  return answer;
}

/** Posts a payload signed with the real webhook secret, as Stripe replaying an event would. */
async function deliver(event: unknown) {
  const payload = JSON.stringify(event);
  const headers = {
    'stripe-signature': h.stripe.webhooks.generateTestHeaderString({ payload, secret: LOCAL_STRIPE.webhookSecret }),
    'content-type': 'application/json',
  };
  return h.call('POST', '/webhooks/stripe', { body: payload, headers });
}

const refundsOf = async (intent: string) => (await h.stripe.refunds.list({ payment_intent: intent })).data;

beforeAll(async () => {
  h = await Harness.start();
  student = studentPool(await h.createStudents(22, 'guest-stays'));
  [staff, kanharWarden] = await Promise.all([
    h.signIn('staff@hostel.local', 'staff-pass-2026'),
    h.signIn('warden@hostel.local', 'warden-pass-2026'),
  ]);
  [{ today }] = (await h.sql<{ today: string }>('select public.ist_day(now())::text as today')) as [{ today: string }];
  const list = await h.sql<{ id: number; room_number: number; nightly_minor: number }>(
    `select id::int as id, room_number, nightly_minor from public.guest_rooms where hostel_name = 'Atithi'`,
  );
  rooms = Object.fromEntries(list.map((r) => [r.room_number, { id: r.id, nightly: r.nightly_minor }]));
});

afterAll(async () => {
  await h.close();
});

describe('booking a guest room', () => {
  it('when a host books nights, then the intent is nights × the nightly price, not the client’s, reused on a retry', async () => {
    const host = student();
    const res = await book(host, stayBody(101, inDays(10), 2, { amount: 1 }));
    expect(res.status).toBe(200);
    expect(res.body.amount).toBe(2 * rooms[101]!.nightly);
    expect(res.body.stay).toMatchObject({
      nights: 2,
      check_in: inDays(10),
      check_out: inDays(12),
      guest_name: 'Sunita Sharma',
      status: 'held',
      nightly_minor: rooms[101]!.nightly,
    });
    const intent = await h.stripe.paymentIntents.retrieve(res.body.paymentIntentId);
    expect(intent.amount).toBe(2 * rooms[101]!.nightly);
    expect(intent.metadata).toMatchObject({ kind: 'guest_stay', user_id: host.userId, nights: '2' });
    const again = await book(host, stayBody(101, inDays(10), 2));
    expect(again.body.paymentIntentId).toBe(res.body.paymentIntentId);
  });

  it('when another host asks for any of those nights, then 409 nights_taken; the next nights are free', async () => {
    const first = student();
    const second = student();
    expect((await book(first, stayBody(102, inDays(15), 3))).status).toBe(200);
    const clash = await book(second, stayBody(102, inDays(17), 2));
    expect(clash.status).toBe(409);
    expect(clash.body).toMatchObject({ code: 'nights_taken' });
    expect((await book(second, stayBody(102, inDays(18), 2))).status).toBe(200);
  });

  it('when nights are asked of a students’ hostel or without a guest, then 400 and nothing is held', async () => {
    const host = student();
    const [kanharRoom] = await h.vacantRooms('Kanhar', 1);
    const wrong = await book(
      host,
      bookingBody(kanharRoom!, { check_in: inDays(5), nights: 1, guest_name: 'Sunita Sharma' }),
    );
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({ code: 'not_guest_house' });
    const half = await book(host, bookingBody({ id: rooms[103]!.id, hostel_name: 'Atithi' }, { nights: 2 }));
    expect(half.status).toBe(400);
    expect(half.body).toMatchObject({ code: 'invalid_request' });
    const past = await book(host, stayBody(103, inDays(-2), 1));
    expect(past.body).toMatchObject({ code: 'invalid_dates' });
    expect(await h.sql('select 1 from public.guest_stays where host_id = $1', [host.userId])).toEqual([]);
  });

  it('when two hosts ask for the same nights at once, then one holds them and the other hears 409', async () => {
    const answers = await Promise.all([student(), student()].map((host) => book(host, stayBody(103, inDays(12), 2))));
    expect(answers.map((res) => res.status).sort()).toEqual([200, 409]);
    const stays = await h.sql(
      `select 1 from public.guest_stays where room_id = $1 and check_in = $2 and status = 'held'`,
      [rooms[103]!.id, inDays(12)],
    );
    expect(stays).toHaveLength(1);
  });

  it('when a hold runs out, then the sweep cancels its intent at Stripe and the nights free', async () => {
    const host = student();
    const held = (await book(host, stayBody(103, inDays(22), 1))).body;
    await h.sql(`update public.guest_stays set hold_until = now() - interval '1 second' where id = $1`, [held.stay.id]);
    await sweepGuestStays(paymentDeps(h.api.config, h.api.deps));
    expect(await stayStatus(held.stay.id)).toBe('cancelled');
    expect((await h.stripe.paymentIntents.retrieve(held.paymentIntentId)).status).toBe('canceled');
    expect((await book(student(), stayBody(103, inDays(22), 1))).status).toBe(200);
  });

  it('when the host leaves the payment page, then the nights free at once for someone else', async () => {
    const host = student();
    const next = student();
    const held = (await book(host, stayBody(104, inDays(20), 2))).body;
    const left = await h.call('POST', '/cancel-payment-intent', {
      token: host.token,
      body: { payment_intent: held.paymentIntentId },
    });
    expect(left.status).toBe(200);
    expect(await stayStatus(held.stay.id)).toBe('cancelled');
    expect((await book(next, stayBody(104, inDays(20), 2))).status).toBe(200);
  });

  it('when the card succeeds, then the webhook confirms the stay once with a receipt the host reads', async () => {
    const host = student();
    const stay = await paid(host, stayBody(201, inDays(25), 2));
    expect(await stayStatus(stay.stay.id)).toBe('confirmed');
    const details = await h.call<{ stay: StayAnswer['stay']; booking: unknown }>(
      'GET',
      `/get-payment-details/${stay.paymentIntentId}`,
      { token: host.token },
    );
    expect(details.body.booking).toBeNull();
    expect(details.body.stay).toMatchObject({ status: 'confirmed', nights: 2, check_in: inDays(25) });
    expect(details.body.stay.receipt_number).toMatch(/^CH\/\d{4}-\d{2}\/\d{6}$/);
    const receipt = await h.call<StayAnswer['stay']>('GET', `/guest-stays/${stay.stay.reference}`, {
      token: host.token,
    });
    expect(receipt.body).toMatchObject({
      receipt_number: details.body.stay.receipt_number,
      guest_name: 'Sunita Sharma',
    });
    expect(receipt.body).not.toHaveProperty('host_id');
    const mine = await h.call<{ stays: Array<{ id: number }> }>('GET', '/guest-stays/mine', { token: host.token });
    expect(mine.body.stays.map((s) => s.id)).toEqual([stay.stay.id]);

    const event = h.stripeStandIn
      .events()
      .find((e) => e.type === 'payment_intent.succeeded' && e.data.object.id === stay.paymentIntentId);
    for (let i = 0; i < 3; i++) expect((await deliver(event)).status).toBe(200);
    const [row] = await h.sql<{ receipt_number: string }>(
      'select receipt_number from public.guest_stays where id = $1',
      [stay.stay.id],
    );
    expect(row?.receipt_number).toBe(details.body.stay.receipt_number);
    const told = await h.sql('select 1 from public.notifications where user_id = $1 and kind = $2', [
      host.userId,
      'guest_stay_status',
    ]);
    expect(told).toHaveLength(1);

    const other = student();
    expect((await h.call('GET', `/guest-stays/${stay.stay.reference}`, { token: other.token })).status).toBe(404);
    expect((await h.call('GET', `/get-payment-details/${stay.paymentIntentId}`, { token: other.token })).status).toBe(
      403,
    );
  });
});

describe('the office’s guest house', () => {
  it('when a long stay is paid, then it waits; the Kanhar warden may not decide; staff refuse and it is refunded', async () => {
    const host = student();
    const stay = await paid(host, stayBody(202, inDays(30), 7));
    expect(stay.stay.needs_approval).toBe(true);
    expect(await stayStatus(stay.stay.id)).toBe('awaiting_approval');
    const path = `/admin/guest-stays/${stay.stay.id}/decide`;
    const body = { decision: 'refused', note: 'Closed for repairs that week' };
    expect((await h.call('POST', path, { token: kanharWarden.token, body })).status).toBe(403);
    expect((await h.call('POST', path, { token: host.token, body })).status).toBe(403);
    const refused = await h.call<{ status: string; refunded_at: string | null }>('POST', path, {
      token: staff.token,
      body,
    });
    expect(refused.status).toBe(200);
    expect(refused.body.status).toBe('refused');
    expect(refused.body.refunded_at).not.toBeNull();
    const refunds = await refundsOf(stay.paymentIntentId);
    expect(refunds.map((r) => r.amount)).toEqual([7 * rooms[202]!.nightly]);
    // Deciding again changes nothing and refunds nothing more.
    expect((await h.call('POST', path, { token: staff.token, body })).body).toMatchObject({ code: 'already_decided' });
    await sweepGuestStays(paymentDeps(h.api.config, h.api.deps));
    expect(await refundsOf(stay.paymentIntentId)).toHaveLength(1);
  });

  it('when the day comes, then the roster lists the arrival and the desk checks the guest in and out', async () => {
    const host = student();
    const stay = await paid(host, stayBody(203, inDays(0), 2));
    const roster = await h.call<{ arrivals: Array<{ id: number; host_name: string }> }>(
      'GET',
      `/admin/guest-stays/Atithi/${today}`,
      { token: staff.token },
    );
    expect(roster.status).toBe(200);
    expect(roster.body.arrivals.map((s) => s.id)).toContain(stay.stay.id);
    expect((await h.call('GET', `/admin/guest-stays/Atithi/${today}`, { token: kanharWarden.token })).status).toBe(403);
    expect((await h.call('GET', `/admin/guest-stays/Kanhar/${today}`, { token: staff.token })).status).toBe(404);
    const checkIn = await h.call<{ status: string }>('POST', `/admin/guest-stays/${stay.stay.id}/check-in`, {
      token: staff.token,
    });
    expect(checkIn.body.status).toBe('checked_in');
    const checkOut = await h.call<{ status: string }>('POST', `/admin/guest-stays/${stay.stay.id}/check-out`, {
      token: staff.token,
    });
    expect(checkOut.body.status).toBe('checked_out');
    const audit = await h.sql<{ action: string }>(
      `select action from public.audit_log where target_type = 'guest_stay' and target_id = $1 order by id`,
      [String(stay.stay.id)],
    );
    expect(audit.map((a) => a.action)).toEqual(['guest_stay.check_in', 'guest_stay.check_out']);
  });

  it('when the host is checked out of their hostel, then their paid stay is void and the sweep refunds it once', async () => {
    const host = student();
    await h.allotFreeBed(host.userId, 'Kanhar');
    const stay = await paid(host, stayBody(204, inDays(40), 2));
    const [bed] = await h.sql<{ id: number }>('select id::int as id from public.beds where occupant_id = $1', [
      host.userId,
    ]);
    const out = await h.call('POST', '/admin/beds/check-out', { token: staff.token, body: { bed_id: bed!.id } });
    expect(out.status).toBe(200);
    expect(await stayStatus(stay.stay.id)).toBe('void');
    const deps = paymentDeps(h.api.config, h.api.deps);
    await sweepGuestStays(deps);
    await sweepGuestStays(deps);
    expect((await refundsOf(stay.paymentIntentId)).map((r) => r.amount)).toEqual([2 * rooms[204]!.nightly]);
    // Its nights are free again.
    expect((await book(student(), stayBody(204, inDays(40), 2))).status).toBe(200);
  });

  it('when the host’s leave is approved, then their confirmed stay is void and refunded', async () => {
    const host = student();
    await h.allotFreeBed(host.userId, 'Kanhar');
    const stay = await paid(host, stayBody(201, inDays(45), 1));
    const [leave] = await h.sql<{ id: number }>(
      `insert into public.leave_requests (user_id, hostel_name, from_at, to_at, destination, reason, phone, status,
                                         guardian_required)
       values ($1, 'Kanhar', now() + interval '1 day', now() + interval '3 days', 'Raipur', 'Home', '9876543210',
               'awaiting_warden', false)
       returning id::int as id`,
      [host.userId],
    );
    const decided = await h.call('POST', `/admin/leave/${leave!.id}/decide`, {
      token: staff.token,
      body: { decision: 'approved' },
    });
    expect(decided.status).toBe(200);
    const [row] = await h.sql<{ status: string; void_reason: string }>(
      'select status, void_reason from public.guest_stays where id = $1',
      [stay.stay.id],
    );
    expect(row).toEqual({ status: 'void', void_reason: 'host_on_leave' });
    await sweepGuestStays(paymentDeps(h.api.config, h.api.deps));
    expect(await refundsOf(stay.paymentIntentId)).toHaveLength(1);
    const mine = await h.call<{ stays: Array<{ status: string; refunded_at: string | null }> }>(
      'GET',
      '/guest-stays/mine',
      { token: host.token },
    );
    expect(mine.body.stays[0]).toMatchObject({ status: 'void' });
    expect(mine.body.stays[0]?.refunded_at).not.toBeNull();
  });
});
