// The browser's side of the Stripe stand-in: a form-encoded confirm with the publishable key and client_secret, as
// Stripe.js posts it from the payment page's local card form.
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCAL_STRIPE, startStripe } from './index';
import type { RunningStripe } from './index';

let standIn: RunningStripe;
let stripe: Stripe;
const nextYear = String(new Date().getFullYear() + 1);

interface ErrorBody {
  error: {
    type: string;
    code?: string;
    decline_code?: string;
    message: string;
    param?: string;
    payment_intent?: { id: string; status: string; last_payment_error: { code: string } | null };
  };
}

interface CardFields {
  number: string;
  exp_month?: string;
  exp_year?: string;
  cvc?: string;
}

/** Posts exactly what the local card form posts. */
async function confirmInBrowser(
  intent: Stripe.PaymentIntent,
  card: CardFields,
  clientSecret = intent.client_secret ?? '',
): Promise<Response> {
  const form = new URLSearchParams({
    client_secret: clientSecret,
    'payment_method_data[type]': 'card',
    'payment_method_data[card][number]': card.number,
    'payment_method_data[card][exp_month]': card.exp_month ?? '12',
    'payment_method_data[card][exp_year]': card.exp_year ?? nextYear,
    'payment_method_data[card][cvc]': card.cvc ?? '123',
    return_url: 'http://localhost:5173/success',
  });
  return fetch(`${standIn.url}/v1/payment_intents/${intent.id}/confirm`, {
    method: 'POST',
    headers: {
      Authorization: `Bearer ${LOCAL_STRIPE.publishableKey}`,
      'Content-Type': 'application/x-www-form-urlencoded',
      Origin: 'http://localhost:5173',
    },
    body: form.toString(),
  });
}

function newIntent(): Promise<Stripe.PaymentIntent> {
  return stripe.paymentIntents.create({ amount: 50000, currency: 'inr', metadata: { room_id: '4' } });
}

beforeAll(async () => {
  standIn = await startStripe({ port: 0, quiet: true });
  stripe = new Stripe(LOCAL_STRIPE.secretKey, {
    host: 'localhost',
    port: standIn.port,
    protocol: 'http',
    maxNetworkRetries: 0,
  });
});

afterAll(async () => {
  await standIn.close();
});

describe('confirming with the publishable key', () => {
  it('when 4242 4242 4242 4242 is entered, then the intent succeeds and the answer is the client-side view', async () => {
    const intent = await newIntent();
    const response = await confirmInBrowser(intent, { number: '4242 4242 4242 4242' });
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
    const body = (await response.json()) as Record<string, unknown>;
    expect(body).toMatchObject({
      id: intent.id,
      object: 'payment_intent',
      status: 'succeeded',
      next_action: null,
      last_payment_error: null,
    });
    expect(body.payment_method).toMatch(/^pm_/);
    // Stripe never shows a publishable key the merchant's metadata.
    expect(body).not.toHaveProperty('metadata');
    const serverView = await stripe.paymentIntents.retrieve(intent.id);
    expect(serverView).toMatchObject({ status: 'succeeded', amount_received: 50000, metadata: { room_id: '4' } });
  });

  const declines: Array<[string, string, string, string | undefined]> = [
    ['4000000000000002', 'card_declined', 'Your card was declined.', 'generic_decline'],
    ['4000000000009995', 'card_declined', 'Your card has insufficient funds.', 'insufficient_funds'],
    ['4000000000000069', 'expired_card', 'Your card has expired.', 'expired_card'],
    ['4000000000000127', 'incorrect_cvc', "Your card's security code is incorrect.", 'incorrect_cvc'],
    ['4242424242424241', 'incorrect_number', 'Your card number is incorrect.', undefined],
  ];
  for (const [number, code, message, declineCode] of declines) {
    it(`when ${number} is entered, then 402 card_error ${code} and the intent stays payable`, async () => {
      const intent = await newIntent();
      const response = await confirmInBrowser(intent, { number });
      expect(response.status).toBe(402);
      const body = (await response.json()) as ErrorBody;
      expect(body.error).toMatchObject({ type: 'card_error', code, message });
      expect(body.error.decline_code).toBe(declineCode);
      expect(body.error.payment_intent).toMatchObject({
        id: intent.id,
        status: 'requires_payment_method',
        last_payment_error: { code },
      });
    });
  }

  it('when a declined card is followed by a good one, then the retry succeeds on the same intent', async () => {
    const intent = await newIntent();
    expect((await confirmInBrowser(intent, { number: '4000000000009995' })).status).toBe(402);
    const retry = await confirmInBrowser(intent, { number: '4242424242424242' });
    expect(retry.status).toBe(200);
    expect(((await retry.json()) as { status: string }).status).toBe('succeeded');
  });

  it('when the expiry is in the past or the CVC malformed, then the matching card_error names the field', async () => {
    const now = new Date();
    const cases: Array<[CardFields, string, string]> = [
      [{ number: '4242424242424242', exp_year: String(now.getFullYear() - 1) }, 'invalid_expiry_year', 'exp_year'],
      [{ number: '4242424242424242', exp_month: '13' }, 'invalid_expiry_month', 'exp_month'],
      [{ number: '4242424242424242', cvc: '12' }, 'invalid_cvc', 'cvc'],
      [{ number: '4242' }, 'invalid_number', 'number'],
    ];
    if (now.getMonth() > 0) {
      cases.push([
        { number: '4242424242424242', exp_month: String(now.getMonth()), exp_year: String(now.getFullYear()) },
        'invalid_expiry_month',
        'exp_month',
      ]);
    }
    for (const [card, code, param] of cases) {
      const intent = await newIntent();
      const response = await confirmInBrowser(intent, card);
      expect(response.status, code).toBe(402);
      expect(((await response.json()) as ErrorBody).error, code).toMatchObject({ type: 'card_error', code, param });
    }
  });

  it('when the client_secret is wrong or missing, then the intent is not touched', async () => {
    const intent = await newIntent();
    const other = await newIntent();
    const wrong = await confirmInBrowser(intent, { number: '4242424242424242' }, other.client_secret ?? '');
    expect(wrong.status).toBe(400);
    expect(((await wrong.json()) as ErrorBody).error).toMatchObject({
      type: 'invalid_request_error',
      param: 'client_secret',
    });
    const missing = await confirmInBrowser(intent, { number: '4242424242424242' }, '');
    expect(missing.status).toBe(400);
    expect(((await missing.json()) as ErrorBody).error).toMatchObject({
      code: 'parameter_missing',
      param: 'client_secret',
    });
    expect((await stripe.paymentIntents.retrieve(intent.id)).status).toBe('requires_payment_method');
  });

  it('when the intent id is unknown, then 404 resource_missing', async () => {
    const intent = await newIntent();
    const response = await confirmInBrowser({ ...intent, id: 'pi_unknown' }, { number: '4242424242424242' });
    expect(response.status).toBe(404);
    expect(((await response.json()) as ErrorBody).error.code).toBe('resource_missing');
  });

  it('when the intent has already succeeded, then a second confirm is payment_intent_unexpected_state', async () => {
    const intent = await newIntent();
    await confirmInBrowser(intent, { number: '4242424242424242' });
    const again = await confirmInBrowser(intent, { number: '4242424242424242' });
    expect(again.status).toBe(400);
    expect(((await again.json()) as ErrorBody).error.code).toBe('payment_intent_unexpected_state');
  });
});

describe('retrieving with the publishable key', () => {
  it('when the client_secret matches, then the client view comes back; without it, the request is refused', async () => {
    const intent = await newIntent();
    const headers = { Authorization: `Bearer ${LOCAL_STRIPE.publishableKey}` };
    const ok = await fetch(
      `${standIn.url}/v1/payment_intents/${intent.id}?client_secret=${intent.client_secret ?? ''}`,
      { headers },
    );
    expect(ok.status).toBe(200);
    const body = (await ok.json()) as Record<string, unknown>;
    expect(body).toMatchObject({ id: intent.id, status: 'requires_payment_method', amount: 50000 });
    expect(body).not.toHaveProperty('metadata');
    const without = await fetch(`${standIn.url}/v1/payment_intents/${intent.id}`, { headers });
    expect(without.status).toBe(400);
  });
});

describe('CORS', () => {
  it('when a localhost page sends a preflight, then the Authorization header is allowed; other origins get no grant', async () => {
    const preflight = await fetch(`${standIn.url}/v1/payment_intents/pi_x/confirm`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://127.0.0.1:4173',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'authorization, content-type',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:4173');
    expect(preflight.headers.get('access-control-allow-headers')).toMatch(/Authorization/);
    const foreign = await fetch(`${standIn.url}/health`, { headers: { Origin: 'https://evil.example' } });
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull();
  });
});
