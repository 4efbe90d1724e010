// The stand-in's account: PaymentIntents, PaymentMethods, Charges, Refunds and Events in memory, and the rules that move them.
import { checkRawCard, testPaymentMethodCard } from './cards';
import type { CardDetails, CardFailure, RawCard } from './cards';
import { StripeError, docUrl, invalidRequest, resourceMissing } from './errors';
import { formatAmount } from './money';
import { emptyAddress, newId, renderIntent, unixSeconds } from './objects';
import type {
  BillingDetails,
  ChargeObject,
  LastPaymentError,
  Metadata,
  PaymentIntentObject,
  PaymentMethodObject,
  RefundObject,
  Shipping,
  StripeEventLike,
  View,
} from './objects';

/** Who asked and under which request, so events can name the request that caused them. */
export interface RequestContext {
  requestId: string;
  idempotencyKey: string | null;
  apiVersion: string;
  view: View;
  now: Date;
  /** Events raised by this request; the app hands them to the webhook dispatcher once the response is sent. */
  events: StripeEventLike[];
}

export type PaymentMethodSource =
  { kind: 'id'; id: string } | { kind: 'data'; card: RawCard; billing: BillingDetails; metadata: Metadata };

export interface CreateIntentInput {
  amount: number;
  currency: string;
  metadata: Metadata;
  shipping: Shipping | null;
  description: string | null;
  receiptEmail: string | null;
  allowedPaymentMethodTypes: string[] | null;
  excludedPaymentMethodTypes: string[] | null;
  automaticPaymentMethods: { enabled: boolean; allow_redirects: 'always' | 'never' } | null;
  captureMethod: 'automatic' | 'automatic_async';
  confirmationMethod: 'automatic' | 'manual';
  paymentMethod: PaymentMethodSource | null;
  confirm: boolean;
  returnUrl: string | null;
}

export interface ConfirmInput {
  clientSecret: string | null;
  paymentMethod: PaymentMethodSource | null;
  returnUrl: string | null;
  receiptEmail: string | null;
}

export interface RefundInput {
  paymentIntent: string | null;
  charge: string | null;
  amount: number | null;
  reason: string | null;
  metadata: Metadata;
}

export interface ListRefundsInput {
  paymentIntent: string | null;
  charge: string | null;
  limit: number;
  startingAfter: string | null;
  endingBefore: string | null;
}

export interface ListObject<T> {
  object: 'list';
  data: T[];
  has_more: boolean;
  url: string;
}

const CANCELABLE: readonly string[] = [
  'requires_payment_method',
  'requires_capture',
  'requires_confirmation',
  'requires_action',
  'processing',
];

export class StripeState {
  private readonly intents = new Map<string, PaymentIntentObject>();
  private readonly paymentMethods = new Map<string, PaymentMethodObject>();
  private readonly cards = new Map<string, CardDetails>();
  private readonly charges = new Map<string, ChargeObject>();
  private readonly refunds = new Map<string, RefundObject>();
  private readonly eventLog: StripeEventLike[] = [];

  events(): StripeEventLike[] {
    return structuredClone(this.eventLog);
  }

  getEvent(id: string): StripeEventLike {
    const event = this.eventLog.find((candidate) => candidate.id === id);
    if (event === undefined) throw resourceMissing('event', id, 'id');
    return structuredClone(event);
  }

  createIntent(input: CreateIntentInput, ctx: RequestContext): PaymentIntentObject {
    const id = newId('pi');
    const intent: PaymentIntentObject = {
      id,
      object: 'payment_intent',
      allowed_payment_method_types: input.allowedPaymentMethodTypes,
      amount: input.amount,
      amount_capturable: 0,
      amount_received: 0,
      application: null,
      application_fee_amount: null,
      automatic_payment_methods: input.automaticPaymentMethods,
      canceled_at: null,
      cancellation_reason: null,
      capture_method: input.captureMethod,
      client_secret: `${id}_secret_${newId('x', 25).slice(2)}`,
      confirmation_method: input.confirmationMethod,
      created: unixSeconds(ctx.now),
      currency: input.currency,
      customer: null,
      customer_account: null,
      description: input.description,
      excluded_payment_method_types: input.excludedPaymentMethodTypes,
      last_payment_error: null,
      latest_charge: null,
      livemode: false,
      managed_payments: null,
      metadata: input.metadata,
      next_action: null,
      on_behalf_of: null,
      payment_method: null,
      payment_method_configuration_details: null,
      payment_method_options: {
        card: { installments: null, mandate_options: null, network: null, request_three_d_secure: 'automatic' },
      },
      payment_method_types: ['card'],
      payment_record: null,
      processing: null,
      receipt_email: input.receiptEmail,
      review: null,
      setup_future_usage: null,
      shipping: input.shipping,
      source: null,
      statement_descriptor: null,
      statement_descriptor_suffix: null,
      status: 'requires_payment_method',
      transfer_data: null,
      transfer_group: null,
    };
    if (input.paymentMethod !== null && input.paymentMethod.kind === 'id') {
      // Attaching a saved or test PaymentMethod at creation leaves the intent waiting for confirmation.
      intent.payment_method = this.resolvePaymentMethodId(input.paymentMethod.id, ctx).id;
      intent.status = 'requires_confirmation';
    }
    this.intents.set(id, intent);
    if (input.confirm) {
      return this.confirmIntent(
        id,
        { clientSecret: null, paymentMethod: input.paymentMethod, returnUrl: input.returnUrl, receiptEmail: null },
        ctx,
      );
    }
    return intent;
  }

  /** Looks an intent up; with a publishable key the client_secret must be given and must match, as Stripe.js requires. */
  getIntent(id: string, clientSecret: string | null, view: View): PaymentIntentObject {
    const intent = this.intents.get(id);
    if (intent === undefined) throw resourceMissing('payment_intent', id, 'intent');
    if (view === 'publishable' && clientSecret === null) {
      throw invalidRequest('Missing required param: client_secret.', {
        code: 'parameter_missing',
        param: 'client_secret',
      });
    }
    if (clientSecret !== null && clientSecret !== intent.client_secret) {
      throw invalidRequest('The client_secret provided does not match any associated PaymentIntent on this account.', {
        code: 'payment_intent_invalid_parameter',
        param: 'client_secret',
      });
    }
    return intent;
  }

  confirmIntent(id: string, input: ConfirmInput, ctx: RequestContext): PaymentIntentObject {
    const intent = this.getIntent(id, input.clientSecret, ctx.view);
    if (intent.status === 'succeeded') {
      throw invalidRequest(
        'You cannot confirm this PaymentIntent because it has already succeeded after being previously confirmed.',
        { code: 'payment_intent_unexpected_state', executed: true, paymentIntent: renderIntent(intent, ctx.view) },
      );
    }
    if (intent.status === 'canceled') {
      throw invalidRequest(
        "This PaymentIntent's payment_method could not be updated because it has a status of canceled. You may only update the payment_method of a PaymentIntent with one of the following statuses: requires_payment_method, requires_confirmation, requires_action.",
        { code: 'payment_intent_unexpected_state', executed: true, paymentIntent: renderIntent(intent, ctx.view) },
      );
    }
    if (input.paymentMethod === null && intent.payment_method === null) {
      throw invalidRequest(
        "You cannot confirm this PaymentIntent because it's missing a payment method. To confirm the PaymentIntent with a payment method, pass `payment_method`.",
        { code: 'payment_intent_unexpected_state', param: 'payment_method', executed: true },
      );
    }
    // Only a redirect-capable payment method needs a return_url; an intent allowed nothing but cards never redirects.
    const onlyCards = intent.allowed_payment_method_types?.every((type) => type === 'card') === true;
    if (
      intent.automatic_payment_methods?.enabled === true &&
      intent.automatic_payment_methods.allow_redirects === 'always' &&
      !onlyCards &&
      input.returnUrl === null &&
      ctx.view === 'secret'
    ) {
      throw invalidRequest(
        "This PaymentIntent is configured to accept payment methods enabled in your Dashboard. Because some of these payment methods might redirect your customer off of your page, you must provide a `return_url`. If you don't want to accept redirect-based payment methods, set `automatic_payment_methods[enabled]` to `true` and `automatic_payment_methods[allow_redirects]` to `never` when creating Setup Intents and Payment Intents.",
        { param: 'return_url' },
      );
    }
    if (input.receiptEmail !== null) intent.receipt_email = input.receiptEmail;

    let method: PaymentMethodObject;
    if (input.paymentMethod === null) {
      method = this.resolvePaymentMethodId(intent.payment_method ?? '', ctx);
    } else if (input.paymentMethod.kind === 'id') {
      method = this.resolvePaymentMethodId(input.paymentMethod.id, ctx);
    } else {
      const checked = checkRawCard(input.paymentMethod.card, ctx.now);
      if ('failure' in checked) return this.fail(intent, checked.failure, null, ctx);
      method = this.storePaymentMethod(checked.card, input.paymentMethod.billing, input.paymentMethod.metadata, ctx);
    }
    const card = this.cards.get(method.id);
    if (card === undefined)
      throw new StripeError(500, { type: 'api_error', message: 'PaymentMethod without card details.' });
    const charge = this.createCharge(intent, method, card, ctx);
    if (card.decline !== undefined) return this.fail(intent, card.decline, { charge, method }, ctx);

    intent.status = 'succeeded';
    intent.amount_received = intent.amount;
    intent.latest_charge = charge.id;
    intent.payment_method = method.id;
    intent.last_payment_error = null;
    this.emit('payment_intent.succeeded', renderIntent(intent, 'secret'), ctx);
    return intent;
  }

  cancelIntent(id: string, reason: string | null, ctx: RequestContext): PaymentIntentObject {
    const intent = this.getIntent(id, null, 'secret');
    if (!CANCELABLE.includes(intent.status)) {
      throw invalidRequest(
        `You cannot cancel this PaymentIntent because it has a status of ${intent.status}. Only a PaymentIntent with one of the following statuses may be canceled: ${CANCELABLE.join(', ')}.`,
        { code: 'payment_intent_unexpected_state', executed: true, paymentIntent: renderIntent(intent, 'secret') },
      );
    }
    intent.status = 'canceled';
    intent.canceled_at = unixSeconds(ctx.now);
    intent.cancellation_reason = reason;
    this.emit('payment_intent.canceled', renderIntent(intent, 'secret'), ctx);
    return intent;
  }

  paymentMethodObject(id: string): Record<string, unknown> {
    const method = this.paymentMethods.get(id);
    if (method === undefined) throw resourceMissing('PaymentMethod', id, 'payment_method');
    return structuredClone(method) as unknown as Record<string, unknown>;
  }

  getCharge(id: string): ChargeObject {
    const charge = this.charges.get(id);
    if (charge === undefined) throw resourceMissing('charge', id, 'charge');
    return charge;
  }

  getRefund(id: string): RefundObject {
    const refund = this.refunds.get(id);
    if (refund === undefined) throw resourceMissing('refund', id, 'refund');
    return refund;
  }

  /** Refunds newest first, as Stripe lists them, optionally of one intent or charge, a page at a time by cursor. */
  listRefunds(input: ListRefundsInput): ListObject<RefundObject> {
    const newestFirst = [...this.refunds.values()]
      .reverse()
      .filter((refund) => input.paymentIntent === null || refund.payment_intent === input.paymentIntent)
      .filter((refund) => input.charge === null || refund.charge === input.charge);
    const cursor = (id: string, param: string): number => {
      if (!this.refunds.has(id)) throw resourceMissing('refund', id, param);
      return newestFirst.findIndex((refund) => refund.id === id);
    };
    let page: RefundObject[];
    let hasMore: boolean;
    if (input.endingBefore !== null) {
      const end = cursor(input.endingBefore, 'ending_before');
      const before = end === -1 ? [] : newestFirst.slice(0, end);
      page = before.slice(Math.max(0, before.length - input.limit));
      hasMore = before.length > input.limit;
    } else {
      const start = input.startingAfter === null ? -1 : cursor(input.startingAfter, 'starting_after');
      const after = input.startingAfter !== null && start === -1 ? [] : newestFirst.slice(start + 1);
      page = after.slice(0, input.limit);
      hasMore = after.length > input.limit;
    }
    return { object: 'list', data: structuredClone(page), has_more: hasMore, url: '/v1/refunds' };
  }

  createRefund(input: RefundInput, ctx: RequestContext): RefundObject {
    let charge: ChargeObject;
    if (input.charge !== null) {
      charge = this.charges.get(input.charge) ?? this.throwMissing('charge', input.charge, 'charge');
      if (input.paymentIntent !== null && input.paymentIntent !== charge.payment_intent) {
        throw invalidRequest(`Charge ${charge.id} does not belong to PaymentIntent ${input.paymentIntent}.`, {
          param: 'payment_intent',
        });
      }
    } else {
      const intentId = input.paymentIntent ?? '';
      const intent = this.intents.get(intentId) ?? this.throwMissing('payment_intent', intentId, 'payment_intent');
      const latest = intent.latest_charge === null ? undefined : this.charges.get(intent.latest_charge);
      if (intent.status !== 'succeeded' || latest === undefined || latest.status !== 'succeeded') {
        throw invalidRequest(`This PaymentIntent (${intent.id}) does not have a successful charge to refund.`, {
          code: 'charge_not_refundable',
          param: 'payment_intent',
        });
      }
      charge = latest;
    }
    if (charge.status !== 'succeeded') {
      throw invalidRequest(`Charge ${charge.id} has not succeeded and cannot be refunded.`, {
        code: 'charge_not_refundable',
      });
    }
    const remaining = charge.amount - charge.amount_refunded;
    if (remaining <= 0) {
      throw invalidRequest(`Charge ${charge.id} has already been refunded.`, {
        code: 'charge_already_refunded',
        executed: true,
      });
    }
    const amount = input.amount ?? remaining;
    if (amount > remaining) {
      throw invalidRequest(
        `Refund amount (${formatAmount(amount, charge.currency)}) is greater than unrefunded amount on charge (${formatAmount(remaining, charge.currency)})`,
        { code: 'amount_too_large', param: 'amount', executed: true },
      );
    }
    const refund: RefundObject = {
      id: newId('re'),
      object: 'refund',
      amount,
      balance_transaction: newId('txn'),
      charge: charge.id,
      created: unixSeconds(ctx.now),
      currency: charge.currency,
      metadata: input.metadata,
      payment_intent: charge.payment_intent,
      reason: input.reason,
      receipt_number: null,
      source_transfer_reversal: null,
      status: 'succeeded',
      transfer_reversal: null,
    };
    this.refunds.set(refund.id, refund);
    charge.amount_refunded += amount;
    charge.refunded = charge.amount_refunded === charge.amount;
    this.emit('charge.refunded', structuredClone(charge) as unknown as Record<string, unknown>, ctx);
    return refund;
  }

  private throwMissing(kind: string, id: string, param: string): never {
    throw resourceMissing(kind, id, param);
  }

  /** A test id (pm_card_visa…) mints a fresh PaymentMethod as Stripe does; any other id must be one already stored. */
  private resolvePaymentMethodId(id: string, ctx: RequestContext): PaymentMethodObject {
    const stored = this.paymentMethods.get(id);
    if (stored !== undefined) return stored;
    const card = testPaymentMethodCard(id, ctx.now);
    if (card === undefined) throw resourceMissing('PaymentMethod', id, 'payment_method');
    return this.storePaymentMethod(card, { address: emptyAddress(), email: null, name: null, phone: null }, {}, ctx);
  }

  private storePaymentMethod(
    card: CardDetails,
    billing: BillingDetails,
    metadata: Metadata,
    ctx: RequestContext,
  ): PaymentMethodObject {
    const method: PaymentMethodObject = {
      id: newId('pm'),
      object: 'payment_method',
      allow_redisplay: 'unspecified',
      billing_details: billing,
      card: {
        brand: card.brand,
        checks: {
          address_line1_check: null,
          address_postal_code_check: null,
          cvc_check: card.cvcProvided ? (card.decline?.code === 'incorrect_cvc' ? 'fail' : 'pass') : null,
        },
        country: card.country,
        display_brand: card.brand,
        exp_month: card.exp_month,
        exp_year: card.exp_year,
        fingerprint: card.fingerprint,
        funding: card.funding,
        generated_from: null,
        last4: card.last4,
        networks: { available: [card.brand], preferred: null },
        three_d_secure_usage: { supported: true },
        wallet: null,
      },
      created: unixSeconds(ctx.now),
      customer: null,
      livemode: false,
      metadata,
      type: 'card',
    };
    this.paymentMethods.set(method.id, method);
    this.cards.set(method.id, card);
    return method;
  }

  private createCharge(
    intent: PaymentIntentObject,
    method: PaymentMethodObject,
    card: CardDetails,
    ctx: RequestContext,
  ): ChargeObject {
    const decline = card.decline;
    const charge: ChargeObject = {
      id: newId('ch'),
      object: 'charge',
      amount: intent.amount,
      amount_captured: decline === undefined ? intent.amount : 0,
      amount_refunded: 0,
      balance_transaction: decline === undefined ? newId('txn') : null,
      billing_details: method.billing_details,
      captured: decline === undefined,
      created: unixSeconds(ctx.now),
      currency: intent.currency,
      description: intent.description,
      failure_code: decline?.code ?? null,
      failure_message: decline?.message ?? null,
      livemode: false,
      metadata: { ...intent.metadata },
      outcome: {
        network_status: decline === undefined ? 'approved_by_network' : 'declined_by_network',
        reason: decline?.decline_code ?? null,
        risk_level: 'normal',
        seller_message:
          decline === undefined
            ? 'Payment complete.'
            : 'The bank did not return any further details with this decline.',
        type: decline === undefined ? 'authorized' : 'issuer_declined',
      },
      paid: decline === undefined,
      payment_intent: intent.id,
      payment_method: method.id,
      payment_method_details: {
        card: {
          brand: card.brand,
          country: card.country,
          exp_month: card.exp_month,
          exp_year: card.exp_year,
          funding: card.funding,
          last4: card.last4,
        },
        type: 'card',
      },
      receipt_email: intent.receipt_email,
      refunded: false,
      shipping: intent.shipping,
      status: decline === undefined ? 'succeeded' : 'failed',
    };
    this.charges.set(charge.id, charge);
    return charge;
  }

  /**
   * Records a failed attempt the way Stripe does — the intent goes back to requires_payment_method with
   * last_payment_error, so the payer can try another card — then raises the 402 card_error embedding the intent.
   */
  private fail(
    intent: PaymentIntentObject,
    failure: CardFailure,
    attempt: { charge: ChargeObject; method: PaymentMethodObject } | null,
    ctx: RequestContext,
  ): never {
    const lastError: LastPaymentError = {
      type: 'card_error',
      code: failure.code,
      message: failure.message,
      doc_url: docUrl(failure.code),
      payment_method_type: 'card',
    };
    if (failure.decline_code !== undefined) lastError.decline_code = failure.decline_code;
    if (failure.param !== undefined) lastError.param = failure.param;
    if (attempt !== null) {
      lastError.charge = attempt.charge.id;
      lastError.payment_method = structuredClone(attempt.method);
      intent.latest_charge = attempt.charge.id;
    }
    intent.status = 'requires_payment_method';
    intent.payment_method = null;
    intent.last_payment_error = lastError;
    this.emit('payment_intent.payment_failed', renderIntent(intent, 'secret'), ctx);

    const { payment_method: method, ...rest } = lastError;
    throw new StripeError(
      402,
      {
        ...rest,
        ...(method === undefined ? {} : { payment_method: method as unknown as Record<string, unknown> }),
        payment_intent: renderIntent(intent, ctx.view),
      },
      true,
    );
  }

  private emit(type: string, object: Record<string, unknown>, ctx: RequestContext): void {
    const event: StripeEventLike = {
      id: newId('evt'),
      object: 'event',
      api_version: ctx.apiVersion,
      created: unixSeconds(ctx.now),
      data: { object },
      livemode: false,
      // One endpoint is always configured: while its URL is unset, events wait for it rather than being dropped.
      pending_webhooks: 1,
      request: { id: ctx.requestId, idempotency_key: ctx.idempotencyKey },
      type,
    };
    this.eventLog.push(event);
    ctx.events.push(event);
  }
}
