// The money flow over HTTP: hold, intent, card confirmation at the Stripe stand-in, webhook, refund, release.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type Stripe from 'stripe';
import { LOCAL_STRIPE } from '@campus-hostel/emulators/stripe';
import { paymentDeps } from '../src/deps.js';
import { startHoldSweep } from '../src/payments/hold-sweep.js';
import { ADMIN, Harness, STUDENT, bookingBody, confirmWithCard, eventually, type Session } from './harness.js';

interface IntentAnswer {
  clientSecret: string;
  paymentIntentId: string;
  amount: number;
  currency: string;
  holdExpiresAt: string;
}

const VISA = '4242424242424242';
const RETURN_URL = 'http://localhost:5173/success';
const DECLINED = '4000000000000002';

let h: Harness;
let admin: Session;
let student: Session;
let others: Session[];

beforeAll(async () => {
  h = await Harness.start();
  admin = await h.signIn(ADMIN.email, ADMIN.password);
  student = await h.signIn(STUDENT.email, STUDENT.password);
  others = await h.createStudents(10, 'booking');
});

afterAll(async () => {
  await h.close();
});

function other(i: number): Session {
  const session = others[i];
  if (!session) throw new Error(`no student ${i}`);
  return session;
}

async function hold(
  session: Session,
  room: { id: number; hostel_name: string },
  overrides: Record<string, unknown> = {},
) {
  return h.call<IntentAnswer>('POST', '/create-payment-intent', {
    token: session.token,
    body: bookingBody(room, overrides),
  });
}

async function heldRoom(session: Session, hostel = 'Kanhar') {
  const [room] = await h.vacantRooms(hostel, 1);
  if (!room) throw new Error('no vacant room');
  const res = await hold(session, room);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return { room, intent: res.body };
}

/** Signs a webhook payload the way Stripe does, with the given secret. */
function signed(payload: string, secret: string = LOCAL_STRIPE.webhookSecret): Record<string, string> {
  return {
    'stripe-signature': h.stripe.webhooks.generateTestHeaderString({ payload, secret }),
    'content-type': 'application/json',
  };
}

function succeededEvent(intentId: string): Record<string, unknown> {
  const event = h.stripeStandIn
    .events()
    .find((e) => e.type === 'payment_intent.succeeded' && e.data.object.id === intentId);
  if (!event) throw new Error(`no succeeded event for ${intentId}`);
  return event as unknown as Record<string, unknown>;
}

describe('POST /create-payment-intent', () => {
  it('when there is no token, then 401 and no hold', async () => {
    const [room] = await h.vacantRooms('Kanhar', 1);
    if (!room) throw new Error('no room');
    const res = await h.call('POST', '/create-payment-intent', { body: bookingBody(room) });
    expect(res.status).toBe(401);
    expect((await h.room(room.id)).held_by).toBeNull();
  });

  it('when the token is forged with another secret, then 401', async () => {
    const [room] = await h.vacantRooms('Kanhar', 1);
    if (!room) throw new Error('no room');
    const forged = `${student.token.slice(0, student.token.lastIndexOf('.'))}.c2lnbmF0dXJl`;
    const res = await h.call('POST', '/create-payment-intent', { token: forged, body: bookingBody(room) });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ message: 'Invalid or expired token', code: 'invalid_token' });
  });

  it('when the body is incomplete or wrong, then 400 naming the field', async () => {
    const [room] = await h.vacantRooms('Kanhar', 1);
    if (!room) throw new Error('no room');
    const cases: [Record<string, unknown>, string][] = [
      [{ hosteltype: 'kanhar/../Gopad' }, 'hosteltype must be a hostel name'],
      [{ room_id: 'abc' }, 'room_id must be a positive integer'],
      [{ shipping: undefined }, 'shipping is required'],
      [{ shipping: { name: 'A', city: 'B', state: 'C', pincode: '1' } }, 'shipping.email is required'],
      [{ description: '   ' }, 'description must not be empty'],
    ];
    for (const [override, message] of cases) {
      const res = await hold(student, room, override);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ message });
    }
    expect((await h.room(room.id)).held_by).toBeNull();
  });

  it('when the room is not in the named hostel, or no such hostel exists, then 404', async () => {
    const [room] = await h.vacantRooms('Kanhar', 1);
    if (!room) throw new Error('no room');
    for (const hostel of ['Gopad', 'Narmada']) {
      const res = await hold(student, { id: room.id, hostel_name: hostel });
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject({ message: 'Room not found in this hostel', code: 'room_not_found' });
    }
    expect((await h.room(room.id)).held_by).toBeNull();
  });

  it("when the client sends its own amount, then the room's price is charged instead", async () => {
    const [room] = await h.vacantRooms('Gopad', 1);
    if (!room) throw new Error('no room');
    await h.sql('update public.hostel_room set price_minor = 61234 where id = $1', [room.id]);
    const res = await hold(other(0), room, { amount: 1, room_id: String(room.id) });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ amount: 61234, currency: 'inr' });
    expect(res.body.clientSecret).toMatch(/^pi_.+_secret_.+/);
    expect(new Date(res.body.holdExpiresAt).getTime()).toBeGreaterThan(Date.now());
    const intent = await h.stripe.paymentIntents.retrieve(res.body.paymentIntentId);
    expect(intent.amount).toBe(61234);
    expect(intent.metadata).toMatchObject({
      room_id: String(room.id),
      hosteltype: 'Gopad',
      user_id: other(0).userId,
    });
    expect(intent.shipping?.address).toMatchObject({
      city: 'Raipur',
      state: 'Chhattisgarh',
      postal_code: '492010',
      country: 'IN',
    });
    const [booking] = await h.bookingsForRoom(room.id);
    expect(booking).toMatchObject({ status: 'held', amount_minor: 61234, payment_intent_id: intent.id });
    expect(intent.metadata.booking_id).toBe(String(booking?.id));
  });

  it('when a second student asks for a held room, then 409; when the holder asks again, then the same intent', async () => {
    const { room, intent } = await heldRoom(student);
    const second = await hold(other(1), room);
    expect(second.status).toBe(409);
    expect(second.body).toMatchObject({
      message: 'This room has just been booked or reserved by another student. Please choose another room.',
    });
    const again = await hold(student, room);
    expect(again.status).toBe(200);
    expect(again.body.paymentIntentId).toBe(intent.paymentIntentId);
    expect(again.body.holdExpiresAt).toBe(intent.holdExpiresAt);
    expect(await h.bookingsForRoom(room.id)).toHaveLength(1);
  });
});

describe('paying', () => {
  it('when the card succeeds, then the webhook occupies the room with the shipping name and marks the booking paid', async () => {
    const { room, intent } = await heldRoom(student, 'Gopad');
    const confirmed = await h.stripe.paymentIntents.confirm(intent.paymentIntentId, {
      payment_method: 'pm_card_visa',
      return_url: RETURN_URL,
    });
    expect(confirmed.status).toBe('succeeded');
    const after = await eventually(
      () => h.room(room.id),
      (r) => r.status,
    );
    expect(after).toMatchObject({ status: true, person1: 'Aarav Sharma', occupant_id: student.userId, held_by: null });
    expect(await h.bookingByIntent(intent.paymentIntentId)).toMatchObject({ status: 'paid' });

    const details = await h.call('GET', `/get-payment-details/${intent.paymentIntentId}`, { token: student.token });
    expect(details.status).toBe(200);
    expect(details.body).toMatchObject({
      id: intent.paymentIntentId,
      amount: 50000,
      status: 'succeeded',
      currency: 'inr',
      booking_status: 'paid',
      metadata: { room_id: String(room.id), hosteltype: 'Gopad', user_id: student.userId },
      shipping: { name: 'Aarav Sharma' },
    });
    const asAdmin = await h.call('GET', `/get-payment-details/${intent.paymentIntentId}`, { token: admin.token });
    expect(asAdmin.status).toBe(200);
    const asOther = await h.call('GET', `/get-payment-details/${intent.paymentIntentId}`, { token: other(1).token });
    expect(asOther.status).toBe(403);
    expect(asOther.body).not.toHaveProperty('id');

    const taken = await hold(other(1), room);
    expect(taken.status).toBe(409);
  });

  it('when the same succeeded event is delivered 5 more times, then nothing changes after the first', async () => {
    const { room, intent } = await heldRoom(other(2), 'Gopad');
    await h.stripe.paymentIntents.confirm(intent.paymentIntentId, {
      payment_method: 'pm_card_visa',
      return_url: RETURN_URL,
    });
    await eventually(
      () => h.bookingByIntent(intent.paymentIntentId),
      (b) => b?.status === 'paid',
    );
    const snapshot = async () =>
      h.sql(
        `select r.status, r.person1, r.occupant_id::text, b.status as booking_status, b.paid_at, b.updated_at
         from public.hostel_room r join public.bookings b on b.room_id = r.id where r.id = $1 order by b.id`,
        [room.id],
      );
    const before = await snapshot();
    const payload = JSON.stringify(succeededEvent(intent.paymentIntentId));
    for (let i = 0; i < 5; i++) {
      const res = await h.call('POST', '/webhooks/stripe', { body: payload, headers: signed(payload) });
      expect(res.status).toBe(200);
    }
    expect(await snapshot()).toEqual(before);
    expect(before).toHaveLength(1);
  });

  it('when a webhook carries a bad signature, then 400 and nothing changes', async () => {
    const { room, intent } = await heldRoom(other(3), 'Gopad');
    const payload = JSON.stringify({
      id: 'evt_forged',
      object: 'event',
      type: 'payment_intent.succeeded',
      data: { object: { id: intent.paymentIntentId, object: 'payment_intent', status: 'succeeded' } },
    });
    const wrongSecret = await h.call('POST', '/webhooks/stripe', {
      body: payload,
      headers: signed(payload, 'whsec_not_ours'),
    });
    expect(wrongSecret.status).toBe(400);
    expect(wrongSecret.body).toMatchObject({ message: 'Invalid signature' });
    const unsigned = await h.call('POST', '/webhooks/stripe', { body: payload });
    expect(unsigned.status).toBe(400);
    const tampered = await h.call('POST', '/webhooks/stripe', {
      body: payload.replace('evt_forged', 'evt_forged2'),
      headers: signed(payload),
    });
    expect(tampered.status).toBe(400);
    expect(await h.room(room.id)).toMatchObject({ status: false, held_by: other(3).userId });
    expect(await h.bookingByIntent(intent.paymentIntentId)).toMatchObject({ status: 'held' });
  });

  it('when the card is declined, then the hold stays with its payer, who pays with another card', async () => {
    const { room, intent } = await heldRoom(other(4), 'Gopad');
    const declined = await confirmWithCard(h.stripeStandIn.url, intent.paymentIntentId, intent.clientSecret, DECLINED);
    expect(declined.status).toBe(402);
    expect(declined.body.error?.code).toBe('card_declined');
    await eventually(
      () =>
        Promise.resolve(
          h.stripeStandIn
            .events()
            .some((e) => e.type === 'payment_intent.payment_failed' && e.data.object.id === intent.paymentIntentId),
        ),
      Boolean,
    );
    expect(await h.room(room.id)).toMatchObject({ status: false, held_by: other(4).userId });
    expect((await hold(other(5), room)).status).toBe(409);

    const retry = await hold(other(4), room);
    expect(retry.status).toBe(200);
    expect(retry.body.paymentIntentId).toBe(intent.paymentIntentId);
    const paid = await confirmWithCard(h.stripeStandIn.url, intent.paymentIntentId, retry.body.clientSecret, VISA);
    expect(paid.body.status).toBe('succeeded');
    await eventually(
      () => h.room(room.id),
      (r) => r.status,
    );
    expect(await h.room(room.id)).toMatchObject({ occupant_id: other(4).userId, person1: 'Aarav Sharma' });
  });

  it('when the success page asks before the webhook arrives, then get-payment-details finalises the booking itself', async () => {
    h.stripeStandIn.setWebhookUrl(null);
    try {
      const { room, intent } = await heldRoom(other(5), 'Gopad');
      await h.stripe.paymentIntents.confirm(intent.paymentIntentId, {
        payment_method: 'pm_card_visa',
        return_url: RETURN_URL,
      });
      expect((await h.room(room.id)).status).toBe(false);
      const details = await h.call('GET', `/get-payment-details/${intent.paymentIntentId}`, { token: other(5).token });
      expect(details.status).toBe(200);
      expect(details.body).toMatchObject({ status: 'succeeded', booking_status: 'paid' });
      expect(await h.room(room.id)).toMatchObject({ status: true, occupant_id: other(5).userId });
    } finally {
      h.stripeStandIn.setWebhookUrl(`${h.api.url}/webhooks/stripe`);
    }
  });

  it('when a payment succeeds after its hold lapsed and another student took the room, then it is refunded', async () => {
    const { room, intent } = await heldRoom(other(6), 'Gopad');
    await h.lapseHolds(room.id, '1 minute');
    const taker = await hold(other(0), room);
    expect(taker.status).toBe(200);

    await h.stripe.paymentIntents.confirm(intent.paymentIntentId, {
      payment_method: 'pm_card_visa',
      return_url: RETURN_URL,
    });
    const booking = await eventually(
      () => h.bookingByIntent(intent.paymentIntentId),
      (b) => b?.status === 'refunded',
    );
    expect(booking?.status).toBe('refunded');
    expect(await h.room(room.id)).toMatchObject({ status: false, held_by: other(0).userId, occupant_id: null });
    const paid = await h.stripe.paymentIntents.retrieve(intent.paymentIntentId);
    if (typeof paid.latest_charge !== 'string') throw new Error('no charge on the paid intent');
    const charge = await h.stripe.charges.retrieve(paid.latest_charge);
    expect(charge).toMatchObject({ refunded: true, amount_refunded: 50000 });

    const details = await h.call('GET', `/get-payment-details/${intent.paymentIntentId}`, { token: other(6).token });
    expect(details.body).toMatchObject({ status: 'succeeded', booking_status: 'refunded' });
  });
});

describe('releasing holds', () => {
  it('when the payer leaves the payment page, then cancel-payment-intent cancels the intent and frees the room', async () => {
    const { room, intent } = await heldRoom(other(1), 'Kanhar');
    const stranger = await h.call('POST', '/cancel-payment-intent', {
      token: other(2).token,
      body: { payment_intent: intent.paymentIntentId },
    });
    expect(stranger.status).toBe(403);
    expect((await h.room(room.id)).held_by).toBe(other(1).userId);

    const res = await h.call('POST', '/cancel-payment-intent', {
      token: other(1).token,
      body: { payment_intent: intent.paymentIntentId },
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'canceled' });
    expect(await h.room(room.id)).toMatchObject({ held_by: null, held_until: null });
    expect(await h.bookingByIntent(intent.paymentIntentId)).toMatchObject({ status: 'expired' });
    expect((await h.stripe.paymentIntents.retrieve(intent.paymentIntentId)).status).toBe('canceled');

    const twice = await h.call('POST', '/cancel-payment-intent', {
      token: other(1).token,
      body: { payment_intent: intent.paymentIntentId },
    });
    expect(twice.status).toBe(200);
    expect((await hold(other(0), room)).status).toBe(200);
  });

  it('when a paid intent is canceled, then 409 and the room stays occupied', async () => {
    const { room, intent } = await heldRoom(other(3), 'Kanhar');
    await h.stripe.paymentIntents.confirm(intent.paymentIntentId, {
      payment_method: 'pm_card_visa',
      return_url: RETURN_URL,
    });
    const res = await h.call('POST', '/cancel-payment-intent', {
      token: other(3).token,
      body: { payment_intent: intent.paymentIntentId },
    });
    expect(res.status).toBe(409);
    await eventually(
      () => h.room(room.id),
      (r) => r.status,
    );
  });

  it('when a canceled event arrives after the payment succeeded, then the booking stays paid', async () => {
    const { room, intent } = await heldRoom(other(7), 'Kanhar');
    await h.stripe.paymentIntents.confirm(intent.paymentIntentId, {
      payment_method: 'pm_card_visa',
      return_url: RETURN_URL,
    });
    await eventually(
      () => h.bookingByIntent(intent.paymentIntentId),
      (b) => b?.status === 'paid',
    );
    const payload = JSON.stringify({
      id: 'evt_late_cancel',
      object: 'event',
      type: 'payment_intent.canceled',
      api_version: '2024-06-20',
      created: Math.floor(Date.now() / 1000),
      data: { object: { id: intent.paymentIntentId, object: 'payment_intent', status: 'canceled' } },
    });
    const res = await h.call('POST', '/webhooks/stripe', { body: payload, headers: signed(payload) });
    expect(res.status).toBe(200);
    expect(await h.bookingByIntent(intent.paymentIntentId)).toMatchObject({ status: 'paid' });
    expect(await h.room(room.id)).toMatchObject({ status: true, occupant_id: other(7).userId });
  });

  it('when a hold lapses, then the sweep frees the room, expires the booking and cancels the intent', async () => {
    const { room, intent } = await heldRoom(other(8), 'Kanhar');
    await h.lapseHolds(room.id, '1 second');
    const sweep = startHoldSweep(paymentDeps(h.api.config, h.api.deps), h.api.config.offerHours, 50);
    try {
      await eventually(
        () => h.room(room.id),
        (r) => r.held_by === null,
      );
      await eventually(
        () => h.stripe.paymentIntents.retrieve(intent.paymentIntentId),
        (pi: Stripe.PaymentIntent) => pi.status === 'canceled',
      );
    } finally {
      await sweep.stop();
    }
    expect(await h.bookingByIntent(intent.paymentIntentId)).toMatchObject({ status: 'expired' });
    expect((await hold(other(9), room)).status).toBe(200);
  });
});

describe('GET /get-payment-details/:payment_intent', () => {
  it('when the id is not a payment intent id, then 400; when Stripe does not know it, then 404', async () => {
    const malformed = await h.call('GET', '/get-payment-details/not-an-id', { token: student.token });
    expect(malformed.status).toBe(400);
    expect(malformed.body).toMatchObject({ message: 'payment_intent must be a payment intent id (pi_…)' });
    const unknown = await h.call('GET', '/get-payment-details/pi_doesnotexist123', { token: student.token });
    expect(unknown.status).toBe(404);
  });

  it('when there is no token, then 401', async () => {
    const res = await h.call('GET', '/get-payment-details/pi_doesnotexist123');
    expect(res.status).toBe(401);
  });
});
