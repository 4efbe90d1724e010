// When the database is out of reach the API answers 503 (webhooks too, so Stripe retries) and recovers by itself.
import { createConnection, createServer, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCAL_STRIPE } from '@campus-hostel/emulators/stripe';
import { ADMIN, Harness, STUDENT, bookingBody, startApi, type Api, type Session } from './harness.js';

/** A TCP proxy to the Supabase stand-in that can drop every connection, like a database host going away. */
async function startSwitchableProxy(target: URL) {
  let up = true;
  const sockets = new Set<Socket>();
  const server = createServer((client) => {
    if (!up) {
      client.destroy();
      return;
    }
    const upstream = createConnection({ host: target.hostname, port: Number(target.port) });
    for (const s of [client, upstream]) {
      sockets.add(s);
      s.on('close', () => sockets.delete(s));
      s.on('error', () => s.destroy());
    }
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    setUp(value: boolean) {
      up = value;
      if (!value) for (const s of sockets) s.destroy();
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}

let h: Harness;
let proxy: Awaited<ReturnType<typeof startSwitchableProxy>>;
let api: Api;
let student: Session;

beforeAll(async () => {
  h = await Harness.start();
  proxy = await startSwitchableProxy(new URL(h.supabase.url));
  api = await startApi({
    SUPABASE_URL: proxy.url,
    STRIPE_API_BASE: h.stripeStandIn.url,
    STRIPE_SECRET_KEY: LOCAL_STRIPE.secretKey,
    STRIPE_WEBHOOK_SECRET: LOCAL_STRIPE.webhookSecret,
  });
  student = await h.signIn(STUDENT.email, STUDENT.password);
});

afterAll(async () => {
  await api.close();
  await proxy.close();
  await h.close();
});

describe('database unreachable', () => {
  it('when Supabase cannot be reached, then API routes answer 503, health stays up, and service resumes when it returns', async () => {
    const [room] = await h.vacantRooms('Gopad', 1);
    if (!room) throw new Error('no room');
    proxy.setUp(false);
    const down = await h.call('POST', '/create-payment-intent', {
      baseUrl: api.url,
      token: student.token,
      body: bookingBody(room),
    });
    expect(down.status).toBe(503);
    // The token is checked first, and its keys (the project's JWKS) are out of reach too: not the student's fault, so 503.
    expect(down.body).toEqual({ message: 'Service temporarily unavailable', code: 'auth_unavailable' });
    const login = await h.call('POST', '/admin/login', { baseUrl: api.url, body: ADMIN });
    expect(login.status).toBe(503);
    expect((await h.call('GET', '/health', { baseUrl: api.url })).status).toBe(200);
    expect((await h.room(room.id)).held_by).toBeNull();

    proxy.setUp(true);
    const back = await h.call('POST', '/create-payment-intent', {
      baseUrl: api.url,
      token: student.token,
      body: bookingBody(room),
    });
    expect(back.status).toBe(200);
    expect((await h.room(room.id)).held_by).toBe(student.userId);
    expect((await h.call('POST', '/admin/login', { baseUrl: api.url, body: ADMIN })).status).toBe(200);
  });

  it('when a succeeded webhook arrives while the database is down, then 503 so Stripe retries, and the retry books the room', async () => {
    const [room] = await h.vacantRooms('Gopad', 1);
    if (!room) throw new Error('no room');
    const created = await h.call<{ paymentIntentId: string }>('POST', '/create-payment-intent', {
      baseUrl: api.url,
      token: student.token,
      body: bookingBody(room),
    });
    expect(created.status).toBe(200);
    // Deliveries from the stand-in go to the main app; this test posts the event to the proxied app itself.
    h.stripeStandIn.setWebhookUrl(null);
    try {
      const intentId = created.body.paymentIntentId;
      await h.stripe.paymentIntents.confirm(intentId, {
        payment_method: 'pm_card_visa',
        return_url: 'http://localhost:5173/success',
      });
      const event = h.stripeStandIn
        .events()
        .find((e) => e.type === 'payment_intent.succeeded' && e.data.object.id === intentId);
      const payload = JSON.stringify(event);
      const headers = {
        'content-type': 'application/json',
        'stripe-signature': h.stripe.webhooks.generateTestHeaderString({ payload, secret: LOCAL_STRIPE.webhookSecret }),
      };
      proxy.setUp(false);
      const failed = await h.call('POST', '/webhooks/stripe', { baseUrl: api.url, body: payload, headers });
      expect(failed.status).toBe(503);
      expect((await h.room(room.id)).status).toBe(false);
      proxy.setUp(true);
      const retried = await h.call('POST', '/webhooks/stripe', { baseUrl: api.url, body: payload, headers });
      expect(retried.status).toBe(200);
      expect(await h.room(room.id)).toMatchObject({ status: true, occupant_id: student.userId });
    } finally {
      h.stripeStandIn.setWebhookUrl(`${h.api.url}/webhooks/stripe`);
    }
  });
});
