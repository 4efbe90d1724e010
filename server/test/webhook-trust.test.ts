// Webhooks are never trusted as sent: correctly signed events change a booking only when Stripe's own PaymentIntent agrees.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCAL_STRIPE } from '@campus-hostel/emulators/stripe';
import { Harness, bookingBody, eventually, type Session } from './harness.js';

interface IntentAnswer {
  paymentIntentId: string;
  clientSecret: string;
}

const RETURN_URL = 'http://localhost:5173/success';

let h: Harness;
let students: Session[];

beforeAll(async () => {
  h = await Harness.start();
  students = await h.createStudents(6, 'webhook-trust');
});

afterAll(async () => {
  await h.close();
});

function student(i: number): Session {
  const session = students[i];
  if (!session) throw new Error(`no student ${i}`);
  return session;
}

async function heldRoom(session: Session, hostel: string) {
  const [room] = await h.vacantRooms(hostel, 1);
  if (!room) throw new Error('no vacant room');
  const res = await h.call<IntentAnswer>('POST', '/create-payment-intent', {
    token: session.token,
    body: bookingBody(room),
  });
  expect(res.status).toBe(200);
  return { room, intent: res.body };
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

function event(type: string, data: unknown): Record<string, unknown> {
  return {
    id: `evt_forged_${Math.random().toString(36).slice(2)}`,
    object: 'event',
    type,
    api_version: '2024-06-20',
    created: Math.floor(Date.now() / 1000),
    data,
  };
}

/** What the event body claims about an intent, whatever Stripe says about it. */
function claimedIntent(id: string, status: string, extra: Record<string, unknown> = {}) {
  return { object: { id, object: 'payment_intent', status, amount: 50000, currency: 'inr', ...extra } };
}

/** Pays an intent at Stripe with webhooks paused, so the test delivers the genuine event itself. */
async function paidWithoutWebhook(intentId: string): Promise<Record<string, unknown>> {
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

describe('POST /webhooks/stripe re-reads the PaymentIntent from Stripe', () => {
  it('when a signed succeeded event names an unpaid intent, then 200 and the room stays free and the booking held', async () => {
    const { room, intent } = await heldRoom(student(0), 'Kanhar');
    const metadata = { room_id: String(room.id), user_id: student(0).userId };
    const res = await deliver(
      event('payment_intent.succeeded', claimedIntent(intent.paymentIntentId, 'succeeded', { metadata })),
    );
    expect(res.status).toBe(200);
    expect(await h.room(room.id)).toMatchObject({ status: false, occupant_id: null, held_by: student(0).userId });
    expect(await h.bookingByIntent(intent.paymentIntentId)).toMatchObject({ status: 'held' });
    expect((await h.stripe.paymentIntents.retrieve(intent.paymentIntentId)).status).toBe('requires_payment_method');
  });

  it('when a signed canceled event names a live intent, then the hold is kept', async () => {
    const { room, intent } = await heldRoom(student(1), 'Kanhar');
    const res = await deliver(event('payment_intent.canceled', claimedIntent(intent.paymentIntentId, 'canceled')));
    expect(res.status).toBe(200);
    expect(await h.room(room.id)).toMatchObject({ held_by: student(1).userId });
    expect(await h.bookingByIntent(intent.paymentIntentId)).toMatchObject({ status: 'held' });
  });

  it('when a signed event names an intent Stripe does not know, then 200 and nothing changes', async () => {
    const res = await deliver(event('payment_intent.succeeded', claimedIntent('pi_forged0000000000', 'succeeded')));
    expect(res.status).toBe(200);
  });

  it("when the paid amount differs from the booking's, then the genuine event changes nothing", async () => {
    const { room, intent } = await heldRoom(student(2), 'Gopad');
    await h.sql(
      'update public.bookings set amount_minor = amount_minor + 100, rent_minor = rent_minor + 100 where payment_intent_id = $1',
      [intent.paymentIntentId],
    );
    const genuine = await paidWithoutWebhook(intent.paymentIntentId);
    expect((await deliver(genuine)).status).toBe(200);
    expect(await h.room(room.id)).toMatchObject({ status: false, occupant_id: null });
    expect(await h.bookingByIntent(intent.paymentIntentId)).toMatchObject({ status: 'held' });
  });

  it("when the intent's metadata names another payer than the booking's, then the genuine event changes nothing", async () => {
    const { room, intent } = await heldRoom(student(3), 'Gopad');
    await h.sql('update public.bookings set user_id = $2::uuid where payment_intent_id = $1', [
      intent.paymentIntentId,
      student(4).userId,
    ]);
    const genuine = await paidWithoutWebhook(intent.paymentIntentId);
    expect((await deliver(genuine)).status).toBe(200);
    expect(await h.room(room.id)).toMatchObject({ status: false, occupant_id: null });
    expect(await h.bookingByIntent(intent.paymentIntentId)).toMatchObject({ status: 'held' });
  });

  it('when a signed event has no data.object or no id, then 400 with a JSON message', async () => {
    for (const data of [
      {},
      { object: null },
      { object: { object: 'payment_intent', status: 'succeeded' } },
      { object: { id: 42 } },
    ]) {
      const res = await deliver(event('payment_intent.succeeded', data));
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ message: 'Event has no data.object with an id', code: 'invalid_event' });
    }
    const noData = event('payment_intent.succeeded', undefined);
    const res = await deliver(noData);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: 'Event has no data.object with an id', code: 'invalid_event' });
  });

  it('when the card really succeeds, then the webhook occupies the room, and replays change nothing', async () => {
    const { room, intent } = await heldRoom(student(5), 'Gopad');
    await h.stripe.paymentIntents.confirm(intent.paymentIntentId, {
      payment_method: 'pm_card_visa',
      return_url: RETURN_URL,
    });
    await eventually(
      () => h.bookingByIntent(intent.paymentIntentId),
      (b) => b?.status === 'paid',
    );
    expect(await h.room(room.id)).toMatchObject({
      status: true,
      occupant_id: student(5).userId,
      person1: 'Aarav Sharma',
    });
    const snapshot = () =>
      h.sql(
        'select r.status, r.occupant_id::text, b.status as booking, b.paid_at, b.updated_at from public.hostel_room r join public.bookings b on b.room_id = r.id where r.id = $1',
        [room.id],
      );
    const before = await snapshot();
    const genuine = h.stripeStandIn
      .events()
      .find((e) => e.type === 'payment_intent.succeeded' && e.data.object.id === intent.paymentIntentId);
    if (!genuine) throw new Error('no succeeded event');
    for (let i = 0; i < 3; i++) expect((await deliver(genuine as unknown as Record<string, unknown>)).status).toBe(200);
    expect(await snapshot()).toEqual(before);
  });
});
