// Webhooks from the Stripe stand-in, checked by a real HTTP receiver with the official SDK's stripe.webhooks.constructEvent.
import { createServer } from 'node:http';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { LOCAL_STRIPE, startStripe } from './index';
import type { RunningStripe } from './index';

interface Delivery {
  raw: string;
  signature: string;
  event: Stripe.Event | null;
  verifyError: string | null;
}

/** A receiver that verifies every delivery like the API server does and answers what `respond` says. */
class Receiver {
  readonly deliveries: Delivery[] = [];
  respond: (event: Stripe.Event | null, attempt: number) => number = () => 200;
  private server: Server | null = null;
  private waiters: Array<() => void> = [];
  url = '';

  constructor(private readonly secret: string) {}

  async start(): Promise<void> {
    const verifier = new Stripe(LOCAL_STRIPE.secretKey);
    this.server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const signature = String(req.headers['stripe-signature'] ?? '');
        let event: Stripe.Event | null = null;
        let verifyError: string | null = null;
        try {
          event = verifier.webhooks.constructEvent(raw, signature, this.secret);
        } catch (error) {
          verifyError = error instanceof Error ? error.message : String(error);
        }
        this.deliveries.push({ raw, signature, event, verifyError });
        const attempt = this.deliveries.filter((d) => d.event !== null && d.event.id === event?.id).length;
        res.statusCode = event === null ? 400 : this.respond(event, attempt);
        res.end();
        const waiters = this.waiters;
        this.waiters = [];
        waiters.forEach((wake) => wake());
      });
    });
    await new Promise<void>((resolve) => this.server?.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/webhooks/stripe`;
  }

  verified(type?: string): Stripe.Event[] {
    return this.deliveries.flatMap((d) =>
      d.event !== null && (type === undefined || d.event.type === type) ? [d.event] : [],
    );
  }

  /** Waits until `done()` holds, failing after `ms` so a missing delivery is reported rather than hanging. */
  async until(done: () => boolean, ms = 4000): Promise<void> {
    const deadline = Date.now() + ms;
    while (!done()) {
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`condition not met in ${ms} ms; deliveries: ${this.deliveries.length}`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, Math.min(left, 200));
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => {
      this.server?.close(() => resolve());
      this.server?.closeAllConnections();
    });
  }
}

const fastRetry = { attempts: 5, baseDelayMs: 20, maxDelayMs: 80 };
let receiver: Receiver;
let standIn: RunningStripe;
let stripe: Stripe;

beforeAll(async () => {
  receiver = new Receiver(LOCAL_STRIPE.webhookSecret);
  await receiver.start();
  standIn = await startStripe({ port: 0, quiet: true, webhookUrl: receiver.url, webhookRetry: fastRetry });
  stripe = new Stripe(LOCAL_STRIPE.secretKey, {
    host: 'localhost',
    port: standIn.port,
    protocol: 'http',
    maxNetworkRetries: 0,
  });
});

afterEach(() => {
  receiver.respond = () => 200;
  standIn.setWebhookUrl(receiver.url);
});

afterAll(async () => {
  await standIn.close();
  await receiver.stop();
});

function paid(): Promise<Stripe.PaymentIntent> {
  return stripe.paymentIntents.create({
    amount: 50000,
    currency: 'inr',
    allowed_payment_method_types: ['card'],
    metadata: { room_id: '12', booking_id: '5' },
    confirm: true,
    payment_method: 'pm_card_visa',
  });
}

function eventFor(type: string, intentId: string): Stripe.Event | undefined {
  return receiver.verified(type).find((event) => (event.data.object as { id?: string }).id === intentId);
}

describe('webhook events', () => {
  it('when a payment succeeds, then a signed payment_intent.succeeded carrying the intent arrives', async () => {
    const intent = await paid();
    await receiver.until(() => eventFor('payment_intent.succeeded', intent.id) !== undefined);
    const event = eventFor('payment_intent.succeeded', intent.id);
    expect(event).toMatchObject({
      object: 'event',
      type: 'payment_intent.succeeded',
      livemode: false,
      pending_webhooks: 1,
      data: {
        object: {
          id: intent.id,
          object: 'payment_intent',
          status: 'succeeded',
          amount_received: 50000,
          metadata: { room_id: '12', booking_id: '5' },
        },
      },
    });
    expect(event?.id).toMatch(/^evt_/);
    expect(event?.api_version).toMatch(/^\d{4}-\d{2}-\d{2}/);
    expect(event?.request?.id).toMatch(/^req_/);
    expect(standIn.events().some((e) => e.id === event?.id)).toBe(true);
  });

  it('when a card is declined, the intent canceled or refunded, then payment_failed, canceled and charge.refunded arrive', async () => {
    const declined = await stripe.paymentIntents.create({
      amount: 50000,
      currency: 'inr',
      allowed_payment_method_types: ['card'],
    });
    await expect(
      stripe.paymentIntents.confirm(declined.id, { payment_method: 'pm_card_chargeDeclined' }),
    ).rejects.toThrow('Your card was declined.');
    const canceled = await stripe.paymentIntents.cancel(declined.id, { cancellation_reason: 'abandoned' });
    const refunded = await paid();
    await stripe.refunds.create({ payment_intent: refunded.id });
    await receiver.until(
      () =>
        eventFor('payment_intent.payment_failed', declined.id) !== undefined &&
        eventFor('payment_intent.canceled', canceled.id) !== undefined &&
        receiver
          .verified('charge.refunded')
          .some((e) => (e.data.object as Stripe.Charge).payment_intent === refunded.id),
    );
    expect(eventFor('payment_intent.payment_failed', declined.id)?.data.object).toMatchObject({
      status: 'requires_payment_method',
      last_payment_error: { code: 'card_declined', decline_code: 'generic_decline' },
    });
    expect(eventFor('payment_intent.canceled', canceled.id)?.data.object).toMatchObject({
      status: 'canceled',
      cancellation_reason: 'abandoned',
    });
  });

  it('when the endpoint answers 500 twice and then 200, then the same event is delivered three times', async () => {
    receiver.respond = (event, attempt) => (event?.type === 'payment_intent.succeeded' && attempt <= 2 ? 500 : 200);
    const intent = await paid();
    await receiver.until(
      () =>
        receiver.verified('payment_intent.succeeded').filter((e) => (e.data.object as { id: string }).id === intent.id)
          .length >= 3,
    );
    // Leave room for a wrongful fourth attempt to show up before counting.
    await new Promise((resolve) => setTimeout(resolve, fastRetry.maxDelayMs * 3));
    const attempts = receiver
      .verified('payment_intent.succeeded')
      .filter((e) => (e.data.object as { id: string }).id === intent.id);
    expect(attempts).toHaveLength(3);
    expect(new Set(attempts.map((e) => e.id)).size).toBe(1);
  });

  it('when one event keeps failing, then other events are still delivered meanwhile', async () => {
    const stuck = await paid();
    receiver.respond = (event) => ((event?.data.object as { id?: string }).id === stuck.id ? 503 : 200);
    const refunds = await stripe.refunds.create({ payment_intent: stuck.id });
    const other = await paid();
    await receiver.until(() => eventFor('payment_intent.succeeded', other.id) !== undefined);
    expect(
      receiver.verified('charge.refunded').some((e) => (e.data.object as Stripe.Charge).id === refunds.charge),
    ).toBe(true);
  });

  it('when delivery is paused, then events wait and arrive once a URL is set again', async () => {
    standIn.setWebhookUrl(null);
    const intent = await paid();
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(eventFor('payment_intent.succeeded', intent.id)).toBeUndefined();
    standIn.setWebhookUrl(receiver.url);
    await receiver.until(() => eventFor('payment_intent.succeeded', intent.id) !== undefined);
    expect(eventFor('payment_intent.succeeded', intent.id)?.data.object).toMatchObject({ status: 'succeeded' });
  });

  it('when the receiver holds a different secret, then constructEvent rejects the signature', async () => {
    const stranger = new Receiver('whsec_not_the_one');
    await stranger.start();
    try {
      standIn.setWebhookUrl(stranger.url);
      const intent = await paid();
      await stranger.until(() => stranger.deliveries.some((d) => d.raw.includes(intent.id)));
      const delivery = stranger.deliveries.find((d) => d.raw.includes(intent.id));
      expect(delivery?.event).toBeNull();
      expect(delivery?.verifyError).toMatch(/No signatures found matching the expected signature/);
      expect(delivery?.signature).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
    } finally {
      standIn.setWebhookUrl(receiver.url);
      await stranger.stop();
    }
  });
});

describe('closing', () => {
  it('when closed while deliveries are still retrying, then close() resolves without waiting for them and nothing is sent afterwards', async () => {
    const local = new Receiver(LOCAL_STRIPE.webhookSecret);
    await local.start();
    local.respond = () => 500;
    const own = await startStripe({
      port: 0,
      quiet: true,
      webhookUrl: local.url,
      webhookRetry: { attempts: 50, baseDelayMs: 1000, maxDelayMs: 1000 },
    });
    const client = new Stripe(LOCAL_STRIPE.secretKey, {
      host: 'localhost',
      port: own.port,
      protocol: 'http',
      maxNetworkRetries: 0,
    });
    await client.paymentIntents.create({
      amount: 5000,
      currency: 'inr',
      allowed_payment_method_types: ['card'],
      confirm: true,
      payment_method: 'pm_card_visa',
    });
    await local.until(() => local.deliveries.length >= 1);
    // Fifty retries a second apart would outlast the test's timeout if close() waited for them.
    await own.close();
    const count = local.deliveries.length;
    await new Promise((resolve) => setTimeout(resolve, 1200));
    expect(local.deliveries.length).toBe(count);
    await local.stop();
  });
});
