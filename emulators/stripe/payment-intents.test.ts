// Server-side behaviour of the Stripe stand-in, driven through the official `stripe` SDK exactly as the API server uses it.
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCAL_STRIPE, startStripe } from './index';
import type { RunningStripe } from './index';

let standIn: RunningStripe;
let stripe: Stripe;

const shipping = {
  name: 'Asha Verma',
  address: { city: 'Raipur', state: 'Chhattisgarh', postal_code: '492001', country: 'IN' },
};

function sdk(key: string): Stripe {
  return new Stripe(key, { host: 'localhost', port: standIn.port, protocol: 'http', maxNetworkRetries: 0 });
}

async function caught(promise: Promise<unknown>): Promise<Stripe.errors.StripeError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof Stripe.errors.StripeError) return error;
    throw error;
  }
  throw new Error('expected the call to fail');
}

async function rawPost(path: string, body: string, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(`${standIn.url}${path}`, {
    method: 'POST',
    headers: {
      Authorization: `Bearer ${LOCAL_STRIPE.secretKey}`,
      'Content-Type': 'application/x-www-form-urlencoded',
      ...headers,
    },
    body,
  });
}

function newIntent(extra: Partial<Stripe.PaymentIntentCreateParams> = {}): Promise<Stripe.PaymentIntent> {
  return stripe.paymentIntents.create({
    amount: 50000,
    currency: 'inr',
    allowed_payment_method_types: ['card'],
    ...extra,
  });
}

beforeAll(async () => {
  standIn = await startStripe({ port: 0, quiet: true });
  stripe = sdk(LOCAL_STRIPE.secretKey);
});

afterAll(async () => {
  await standIn.close();
});

describe('creating a PaymentIntent', () => {
  it("when created with metadata and shipping, then it answers Stripe's object with the bracket-encoded fields read back", async () => {
    const intent = await stripe.paymentIntents.create({
      amount: 50000,
      currency: 'INR',
      description: 'Kanhar A-101',
      metadata: { room_id: '1', hosteltype: 'Kanhar', user_id: 'u-1', booking_id: '7' },
      shipping,
    });
    expect(intent).toMatchObject({
      object: 'payment_intent',
      amount: 50000,
      amount_received: 0,
      currency: 'inr',
      status: 'requires_payment_method',
      description: 'Kanhar A-101',
      metadata: { room_id: '1', hosteltype: 'Kanhar', user_id: 'u-1', booking_id: '7' },
      livemode: false,
      last_payment_error: null,
      latest_charge: null,
      payment_method: null,
      capture_method: 'automatic',
      confirmation_method: 'automatic',
      cancellation_reason: null,
      canceled_at: null,
      next_action: null,
      automatic_payment_methods: { enabled: true, allow_redirects: 'always' },
      shipping: {
        name: 'Asha Verma',
        address: {
          city: 'Raipur',
          state: 'Chhattisgarh',
          postal_code: '492001',
          country: 'IN',
          line1: null,
          line2: null,
        },
      },
    });
    expect(intent.id).toMatch(/^pi_[A-Za-z0-9]{24}$/);
    expect(intent.client_secret).toMatch(new RegExp(`^${intent.id}_secret_[A-Za-z0-9]+$`));
    expect(Math.abs(intent.created - Date.now() / 1000)).toBeLessThan(60);
  });

  it('when the same Idempotency-Key is sent with the same params, then the first response is replayed', async () => {
    const key = `create-${Date.now()}`;
    const first = await newIntent({ metadata: { room_id: '3' } });
    const a = await stripe.paymentIntents.create(
      { amount: 51000, currency: 'inr', metadata: { room_id: '3' } },
      { idempotencyKey: key },
    );
    const b = await stripe.paymentIntents.create(
      { amount: 51000, currency: 'inr', metadata: { room_id: '3' } },
      { idempotencyKey: key },
    );
    expect(b.id).toBe(a.id);
    expect(a.id).not.toBe(first.id);
    expect(a.lastResponse.headers['idempotent-replayed']).toBeUndefined();
    expect(b.lastResponse.headers['idempotent-replayed']).toBe('true');
  });

  it('when the same Idempotency-Key is reused with different params, then it is an idempotency_error', async () => {
    const key = `conflict-${Date.now()}`;
    await stripe.paymentIntents.create({ amount: 6000, currency: 'inr' }, { idempotencyKey: key });
    const error = await caught(
      stripe.paymentIntents.create({ amount: 7000, currency: 'inr' }, { idempotencyKey: key }),
    );
    expect(error).toBeInstanceOf(Stripe.errors.StripeIdempotencyError);
    expect(error.statusCode).toBe(400);
    expect(error.message).toBe(
      `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`,
    );
  });

  it('when a declined confirm is retried with the same Idempotency-Key, then the stored decline is replayed without a new charge', async () => {
    const intent = await newIntent();
    const key = `confirm-${intent.id}`;
    const first = await caught(
      stripe.paymentIntents.confirm(intent.id, { payment_method: 'pm_card_chargeDeclined' }, { idempotencyKey: key }),
    );
    const chargeAfterFirst = (await stripe.paymentIntents.retrieve(intent.id)).latest_charge;
    const replay = await caught(
      stripe.paymentIntents.confirm(intent.id, { payment_method: 'pm_card_chargeDeclined' }, { idempotencyKey: key }),
    );
    expect(replay).toMatchObject({ type: 'StripeCardError', code: 'card_declined', requestId: first.requestId });
    expect(replay.headers?.['idempotent-replayed']).toBe('true');
    expect((await stripe.paymentIntents.retrieve(intent.id)).latest_charge).toBe(chargeAfterFirst);
  });

  it('when an Idempotency-Key is reused on another endpoint, then it is an idempotency_error naming both paths', async () => {
    const key = `cross-${Date.now()}`;
    const intent = await stripe.paymentIntents.create({ amount: 6000, currency: 'inr' }, { idempotencyKey: key });
    const error = await caught(stripe.paymentIntents.cancel(intent.id, {}, { idempotencyKey: key }));
    expect(error).toBeInstanceOf(Stripe.errors.StripeIdempotencyError);
    expect(error.message).toContain(`('/v1/payment_intents' vs '/v1/payment_intents/${intent.id}/cancel')`);
  });

  it('when the amount is below the minimum, then it is amount_too_small on amount', async () => {
    const error = await caught(stripe.paymentIntents.create({ amount: 49, currency: 'inr' }));
    expect(error).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    expect(error).toMatchObject({
      statusCode: 400,
      code: 'amount_too_small',
      param: 'amount',
      message: 'Amount must be at least ₹0.50 inr',
    });
  });

  it('when the amount is not an integer, then it is parameter_invalid_integer', async () => {
    const response = await rawPost('/v1/payment_intents', 'amount=12.5&currency=inr');
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      error: {
        type: 'invalid_request_error',
        code: 'parameter_invalid_integer',
        param: 'amount',
        message: 'Invalid integer: 12.5',
      },
    });
  });

  it('when amount or currency is missing or the currency unknown, then Stripe names the parameter', async () => {
    const noAmount = await caught(
      stripe.paymentIntents.create({ currency: 'inr' } as Stripe.PaymentIntentCreateParams),
    );
    expect(noAmount).toMatchObject({
      code: 'parameter_missing',
      param: 'amount',
      message: 'Missing required param: amount.',
    });
    const badCurrency = await caught(stripe.paymentIntents.create({ amount: 5000, currency: 'rupees' }));
    expect(badCurrency).toMatchObject({ param: 'currency' });
    expect(badCurrency.message).toMatch(
      /^Invalid currency: rupees\. Stripe currently supports these currencies: usd, /,
    );
  });

  it('when a parameter is unknown, then it is parameter_unknown naming its full bracket path', async () => {
    const top = await caught(
      stripe.paymentIntents.create({ amount: 5000, currency: 'inr', room: '1' } as Stripe.PaymentIntentCreateParams),
    );
    expect(top).toMatchObject({
      code: 'parameter_unknown',
      param: 'room',
      message: 'Received unknown parameter: room',
    });
    const nested = await caught(
      stripe.paymentIntents.create({
        amount: 5000,
        currency: 'inr',
        shipping: { ...shipping, address: { ...shipping.address, pincode: '1' } as Stripe.AddressParam },
      }),
    );
    expect(nested).toMatchObject({ code: 'parameter_unknown', param: 'shipping[address][pincode]' });
  });

  it("when metadata breaks Stripe's limits, then the request is refused", async () => {
    const many = Object.fromEntries(Array.from({ length: 51 }, (_, i) => [`k${i}`, 'v']));
    const tooMany = await caught(newIntent({ metadata: many }));
    expect(tooMany).toMatchObject({ param: 'metadata', message: "Metadata can have up to 50 keys, but you've set 51" });
    const fifty = await newIntent({
      metadata: Object.fromEntries(Array.from({ length: 50 }, (_, i) => [`k${i}`, 'v'])),
    });
    expect(Object.keys(fifty.metadata)).toHaveLength(50);
    const long = await caught(newIntent({ metadata: { note: 'x'.repeat(501) } }));
    expect(long.param).toBe('metadata[note]');
    expect(long.message).toMatch(
      /^Metadata values can have up to 500 characters, but you passed in a value that is 501 characters/,
    );
  });

  it('when metadata keys look like object internals, then they are stored as plain keys', async () => {
    const response = await rawPost(
      '/v1/payment_intents',
      'amount=5000&currency=inr&metadata[__proto__]=x&metadata[constructor]=y&expand[]=payment_method',
    );
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(text).toContain('"__proto__": "x"');
    expect(text).toContain('"constructor": "y"');
  });

  it('when shipping lacks a name, then it is parameter_missing shipping[name]', async () => {
    const error = await caught(
      newIntent({ shipping: { address: { city: 'Raipur' } } as Stripe.PaymentIntentCreateParams.Shipping }),
    );
    expect(error).toMatchObject({ code: 'parameter_missing', param: 'shipping[name]' });
  });
});

describe('API versions', () => {
  it('when payment_method_types is sent on the pinned version, then it is unknown; on an older version it is accepted', async () => {
    const body = 'amount=5000&currency=inr&payment_method_types[0]=card';
    const current = await rawPost('/v1/payment_intents', body);
    expect(current.status).toBe(400);
    expect(await current.json()).toMatchObject({ error: { code: 'parameter_unknown', param: 'payment_method_types' } });
    const older = await rawPost('/v1/payment_intents', body, { 'Stripe-Version': '2024-06-20' });
    expect(older.status).toBe(200);
    expect(await older.json()).toMatchObject({ payment_method_types: ['card'], automatic_payment_methods: null });
  });
});

describe('retrieving a PaymentIntent', () => {
  it('when the id exists, then the same intent comes back; when it does not, then resource_missing 404', async () => {
    const created = await newIntent({ metadata: { room_id: '9' } });
    const read = await stripe.paymentIntents.retrieve(created.id);
    expect(read).toMatchObject({
      id: created.id,
      amount: 50000,
      metadata: { room_id: '9' },
      status: 'requires_payment_method',
    });
    const error = await caught(stripe.paymentIntents.retrieve('pi_doesnotexist'));
    expect(error).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    expect(error).toMatchObject({
      statusCode: 404,
      code: 'resource_missing',
      param: 'intent',
      message: "No such payment_intent: 'pi_doesnotexist'",
    });
  });
});

describe('confirming server-side', () => {
  it('when confirmed with pm_card_visa, then it succeeds with a charge and a fresh pm_ id', async () => {
    const intent = await newIntent();
    const confirmed = await stripe.paymentIntents.confirm(intent.id, { payment_method: 'pm_card_visa' });
    expect(confirmed).toMatchObject({
      status: 'succeeded',
      amount_received: 50000,
      last_payment_error: null,
      next_action: null,
    });
    expect(confirmed.latest_charge).toMatch(/^ch_/);
    expect(confirmed.payment_method).toMatch(/^pm_/);
    expect(confirmed.payment_method).not.toBe('pm_card_visa');
    const expanded = await stripe.paymentIntents.retrieve(intent.id, { expand: ['latest_charge', 'payment_method'] });
    const charge = expanded.latest_charge as Stripe.Charge;
    expect(charge).toMatchObject({
      object: 'charge',
      amount: 50000,
      paid: true,
      status: 'succeeded',
      payment_intent: intent.id,
    });
    expect((expanded.payment_method as Stripe.PaymentMethod).card).toMatchObject({ brand: 'visa', last4: '4242' });
  });

  it('when confirmed with payment_method_data, then the raw test card is charged', async () => {
    const intent = await newIntent();
    const confirmed = await stripe.paymentIntents.confirm(intent.id, {
      payment_method_data: {
        type: 'card',
        card: { number: '5555555555554444', exp_month: 12, exp_year: new Date().getFullYear() + 2, cvc: '123' },
      } as Stripe.PaymentIntentConfirmParams.PaymentMethodData,
    });
    expect(confirmed.status).toBe('succeeded');
  });

  it('when a declining test PaymentMethod is used, then StripeCardError carries code and decline_code and the intent stays payable', async () => {
    const intent = await newIntent();
    const error = await caught(stripe.paymentIntents.confirm(intent.id, { payment_method: 'pm_card_chargeDeclined' }));
    expect(error).toBeInstanceOf(Stripe.errors.StripeCardError);
    expect(error).toMatchObject({
      statusCode: 402,
      type: 'StripeCardError',
      code: 'card_declined',
      decline_code: 'generic_decline',
      message: 'Your card was declined.',
    });
    expect(error.payment_intent).toMatchObject({ id: intent.id, status: 'requires_payment_method' });
    const after = await stripe.paymentIntents.retrieve(intent.id);
    expect(after.status).toBe('requires_payment_method');
    expect(after.last_payment_error).toMatchObject({
      type: 'card_error',
      code: 'card_declined',
      decline_code: 'generic_decline',
    });
    expect(after.latest_charge).toMatch(/^ch_/);

    const retried = await stripe.paymentIntents.confirm(intent.id, { payment_method: 'pm_card_visa' });
    expect(retried).toMatchObject({ status: 'succeeded', last_payment_error: null });
  });

  it("when the other test PaymentMethods decline, then each gives Stripe's code", async () => {
    const cases: Array<[string, string, string | undefined, string]> = [
      [
        'pm_card_chargeDeclinedInsufficientFunds',
        'card_declined',
        'insufficient_funds',
        'Your card has insufficient funds.',
      ],
      ['pm_card_chargeDeclinedExpiredCard', 'expired_card', 'expired_card', 'Your card has expired.'],
      [
        'pm_card_chargeDeclinedIncorrectCvc',
        'incorrect_cvc',
        'incorrect_cvc',
        "Your card's security code is incorrect.",
      ],
    ];
    for (const [pm, code, declineCode, message] of cases) {
      const intent = await newIntent();
      const error = await caught(stripe.paymentIntents.confirm(intent.id, { payment_method: pm }));
      expect(error, pm).toMatchObject({ type: 'StripeCardError', code, decline_code: declineCode, message });
    }
  });

  it('when an unknown PaymentMethod id is given, then resource_missing on payment_method', async () => {
    const intent = await newIntent();
    const error = await caught(stripe.paymentIntents.confirm(intent.id, { payment_method: 'pm_nope' }));
    expect(error).toMatchObject({ statusCode: 404, code: 'resource_missing', param: 'payment_method' });
  });

  it('when confirmed with automatic payment methods and no return_url, then Stripe asks for a return_url', async () => {
    const intent = await stripe.paymentIntents.create({ amount: 5000, currency: 'inr' });
    const error = await caught(stripe.paymentIntents.confirm(intent.id, { payment_method: 'pm_card_visa' }));
    expect(error).toMatchObject({ statusCode: 400, param: 'return_url' });
    const ok = await stripe.paymentIntents.confirm(intent.id, {
      payment_method: 'pm_card_visa',
      return_url: 'http://localhost:5173/success',
    });
    expect(ok.status).toBe('succeeded');
  });

  it('when created with confirm=true, then the intent is charged in the same call', async () => {
    const intent = await newIntent({ confirm: true, payment_method: 'pm_card_visa' });
    expect(intent.status).toBe('succeeded');
  });

  it('when an intent has succeeded, then confirming again is payment_intent_unexpected_state', async () => {
    const intent = await newIntent();
    await stripe.paymentIntents.confirm(intent.id, { payment_method: 'pm_card_visa' });
    const error = await caught(stripe.paymentIntents.confirm(intent.id, { payment_method: 'pm_card_visa' }));
    expect(error).toMatchObject({
      statusCode: 400,
      code: 'payment_intent_unexpected_state',
      message:
        'You cannot confirm this PaymentIntent because it has already succeeded after being previously confirmed.',
    });
  });
});

describe('canceling', () => {
  it('when an open intent is canceled, then it is canceled with the reason and cannot be confirmed', async () => {
    const intent = await newIntent();
    const canceled = await stripe.paymentIntents.cancel(intent.id, { cancellation_reason: 'abandoned' });
    expect(canceled).toMatchObject({ status: 'canceled', cancellation_reason: 'abandoned' });
    expect(canceled.canceled_at).toEqual(expect.any(Number));
    const error = await caught(stripe.paymentIntents.confirm(intent.id, { payment_method: 'pm_card_visa' }));
    expect(error).toMatchObject({ statusCode: 400, code: 'payment_intent_unexpected_state' });
  });

  it('when a succeeded intent is canceled, then payment_intent_unexpected_state', async () => {
    const intent = await newIntent({ confirm: true, payment_method: 'pm_card_visa' });
    const error = await caught(stripe.paymentIntents.cancel(intent.id));
    expect(error).toMatchObject({ statusCode: 400, code: 'payment_intent_unexpected_state' });
    expect(error.message).toMatch(/^You cannot cancel this PaymentIntent because it has a status of succeeded\./);
  });

  it("when the reason is not one of Stripe's, then the request is refused", async () => {
    const intent = await newIntent();
    const error = await caught(
      stripe.paymentIntents.cancel(intent.id, { cancellation_reason: 'bored' as 'abandoned' }),
    );
    expect(error).toMatchObject({ statusCode: 400, param: 'cancellation_reason' });
  });
});

describe('refunds', () => {
  it('when a succeeded intent is refunded, then the refund succeeds, can be read back and the charge is marked refunded', async () => {
    const intent = await newIntent({ confirm: true, payment_method: 'pm_card_visa' });
    const refund = await stripe.refunds.create(
      { payment_intent: intent.id, reason: 'requested_by_customer' },
      { idempotencyKey: `refund-${intent.id}` },
    );
    expect(refund).toMatchObject({
      object: 'refund',
      amount: 50000,
      currency: 'inr',
      status: 'succeeded',
      payment_intent: intent.id,
      charge: intent.latest_charge,
      reason: 'requested_by_customer',
    });
    expect(refund.id).toMatch(/^re_/);
    expect(await stripe.refunds.retrieve(refund.id)).toMatchObject({ id: refund.id, amount: 50000 });
    const chargeId = intent.latest_charge as string;
    const charge = await stripe.charges.retrieve(chargeId);
    expect(charge).toMatchObject({ refunded: true, amount_refunded: 50000 });

    const again = await caught(stripe.refunds.create({ payment_intent: intent.id }));
    expect(again).toMatchObject({
      statusCode: 400,
      code: 'charge_already_refunded',
      message: `Charge ${chargeId} has already been refunded.`,
    });
  });

  it('when partial refunds exceed what is left, then amount_too_large', async () => {
    const intent = await newIntent({ confirm: true, payment_method: 'pm_card_visa' });
    await stripe.refunds.create({ payment_intent: intent.id, amount: 30000 });
    const error = await caught(stripe.refunds.create({ payment_intent: intent.id, amount: 30000 }));
    expect(error).toMatchObject({ statusCode: 400, code: 'amount_too_large', param: 'amount' });
    const rest = await stripe.refunds.create({ payment_intent: intent.id, amount: 20000 });
    expect(rest.amount).toBe(20000);
  });

  it('when the intent has not been paid, then there is nothing to refund', async () => {
    const intent = await newIntent();
    const error = await caught(stripe.refunds.create({ payment_intent: intent.id }));
    expect(error).toMatchObject({ statusCode: 400, code: 'charge_not_refundable' });
    const missing = await caught(stripe.refunds.retrieve('re_missing'));
    expect(missing).toMatchObject({ statusCode: 404, code: 'resource_missing' });
  });

  it("when an intent's refunds are listed, then newest first, only that intent's, a page at a time by cursor", async () => {
    const intent = await newIntent({ confirm: true, payment_method: 'pm_card_visa' });
    const other = await newIntent({ confirm: true, payment_method: 'pm_card_visa' });
    const first = await stripe.refunds.create({ payment_intent: intent.id, amount: 10000 });
    await stripe.refunds.create({ payment_intent: other.id });
    const second = await stripe.refunds.create({ payment_intent: intent.id, amount: 20000 });

    const all = await stripe.refunds.list({ payment_intent: intent.id });
    expect(all).toMatchObject({ object: 'list', has_more: false, url: '/v1/refunds' });
    expect(all.data.map((refund) => refund.id)).toEqual([second.id, first.id]);

    const page = await stripe.refunds.list({ payment_intent: intent.id, limit: 1 });
    expect(page.data.map((refund) => refund.id)).toEqual([second.id]);
    expect(page.has_more).toBe(true);
    const next = await stripe.refunds.list({ payment_intent: intent.id, limit: 1, starting_after: second.id });
    expect(next.data.map((refund) => refund.id)).toEqual([first.id]);
    expect(next.has_more).toBe(false);
    const back = await stripe.refunds.list({ payment_intent: intent.id, ending_before: first.id });
    expect(back.data.map((refund) => refund.id)).toEqual([second.id]);

    const expanded = await stripe.refunds.list({ charge: first.charge as string, expand: ['data.charge'] });
    expect(expanded.data[0]?.charge).toMatchObject({ object: 'charge', amount_refunded: 30000 });

    expect(await caught(stripe.refunds.list({ limit: 101 }))).toMatchObject({ statusCode: 400, param: 'limit' });
    expect(await caught(stripe.refunds.list({ starting_after: 're_missing' }))).toMatchObject({
      statusCode: 404,
      code: 'resource_missing',
      param: 'starting_after',
    });
  });
});

describe('keys and malformed requests', () => {
  it('when no key is sent, then 401 asking for one', async () => {
    const response = await fetch(`${standIn.url}/v1/payment_intents/pi_x`);
    expect(response.status).toBe(401);
    const body = (await response.json()) as { error: { type: string; message: string } };
    expect(body.error.type).toBe('invalid_request_error');
    expect(body.error.message).toMatch(/^You did not provide an API key\./);
  });

  it('when an unknown key is used, then StripeAuthenticationError with the key redacted', async () => {
    const error = await caught(sdk('sk_test_someoneelse1234').paymentIntents.retrieve('pi_x'));
    expect(error).toBeInstanceOf(Stripe.errors.StripeAuthenticationError);
    expect(error.message).toBe('Invalid API Key provided: sk_test_***********1234');
  });

  it('when the publishable key calls a secret-key endpoint, then StripeAuthenticationError secret_key_required', async () => {
    const error = await caught(
      sdk(LOCAL_STRIPE.publishableKey).paymentIntents.create({ amount: 5000, currency: 'inr' }),
    );
    expect(error).toBeInstanceOf(Stripe.errors.StripeAuthenticationError);
    expect(error.code).toBe('secret_key_required');
    expect(error.message).toMatch(/^This API call cannot be made with a publishable API key\./);
  });

  it('when the body is JSON, too large, or the URL unknown, then Stripe-shaped errors without internals', async () => {
    const json = await rawPost('/v1/payment_intents', JSON.stringify({ amount: 5000 }), {
      'Content-Type': 'application/json',
    });
    expect(json.status).toBe(400);
    expect(((await json.json()) as { error: { message: string } }).error.message).toMatch(
      /^Invalid request \(check that your POST content type/,
    );

    const huge = await rawPost('/v1/payment_intents', `amount=5000&currency=inr&description=${'x'.repeat(300_000)}`);
    expect(huge.status).toBe(413);
    const hugeText = await huge.text();
    expect(JSON.parse(hugeText)).toMatchObject({ error: { type: 'invalid_request_error' } });
    expect(hugeText).not.toMatch(/at .*\.(ts|js):\d+/);

    const unknown = await rawPost('/v1/customers', '');
    expect(unknown.status).toBe(404);
    const unknownBody = (await unknown.json()) as { error: { type: string; message: string } };
    expect(unknownBody.error.type).toBe('invalid_request_error');
    expect(unknownBody.error.message).toMatch(/^Unrecognized request URL \(POST: \/v1\/customers\)/);

    const conflict = await rawPost('/v1/payment_intents', 'amount=5000&currency=inr&shipping=x&shipping[name]=y');
    expect(conflict.status).toBe(400);
    expect(await conflict.json()).toMatchObject({ error: { type: 'invalid_request_error', param: 'shipping' } });
  });

  it('when /health is asked, then 200 {ok:true}', async () => {
    const response = await fetch(`${standIn.url}/health`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true });
  });
});
