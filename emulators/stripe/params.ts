// Reads and checks each endpoint's parameters with Stripe's error codes and messages, turning them into domain inputs.
import { invalidEnum, invalidRequest, parameterMissing, parameterUnknown } from './errors';
import {
  optionalBoolean,
  optionalInteger,
  optionalString,
  optionalStringList,
  optionalTree,
  paramPath,
  rejectUnknown,
} from './form';
import type { FormTree } from './form';
import { MAX_AMOUNT, SUPPORTED_CURRENCIES, formatAmount, minimumAmount } from './money';
import { emptyAddress } from './objects';
import type { Address, BillingDetails, Metadata, Shipping } from './objects';
import type { ConfirmInput, CreateIntentInput, ListRefundsInput, PaymentMethodSource, RefundInput } from './state';

const METADATA_MAX_KEYS = 50;
const METADATA_MAX_KEY_LENGTH = 40;
const METADATA_MAX_VALUE_LENGTH = 500;
const MAX_STRING_LENGTH = 5000;

/** Stripe keeps `key` (Stripe.js sends the publishable key in the body) and `expand` out of the resource's own params. */
const COMMON = ['expand', 'key'] as const;

function boundedString(tree: FormTree, key: string, prefix = '', max = MAX_STRING_LENGTH): string | undefined {
  const value = optionalString(tree, key, prefix);
  if (value !== undefined && value.length > max) {
    throw invalidRequest(`Invalid ${paramPath(prefix, key)}: must be at most ${max} characters`, {
      param: paramPath(prefix, key),
    });
  }
  return value;
}

/** An empty string means "not set", as in Stripe's form API. */
function nullableString(tree: FormTree, key: string, prefix = '', max = MAX_STRING_LENGTH): string | null {
  const value = boundedString(tree, key, prefix, max);
  return value === undefined || value === '' ? null : value;
}

export function readMetadata(tree: FormTree, prefix = ''): Metadata {
  const raw = optionalTree(tree, 'metadata', prefix);
  const param = paramPath(prefix, 'metadata');
  // Prototype-less, so a key such as `__proto__` is stored as data like any other key.
  const metadata = Object.create(null) as Metadata;
  if (raw === undefined) return metadata;
  const keys = Object.keys(raw);
  if (keys.length > METADATA_MAX_KEYS) {
    throw invalidRequest(`Metadata can have up to ${METADATA_MAX_KEYS} keys, but you've set ${keys.length}`, { param });
  }
  for (const key of keys) {
    if (key.length > METADATA_MAX_KEY_LENGTH) {
      throw invalidRequest(
        `Metadata keys can have up to ${METADATA_MAX_KEY_LENGTH} characters, but you passed in a key that is ${key.length} characters. Invalid key: ${key}`,
        { param: `${param}[${key}]` },
      );
    }
    const value = optionalString(raw, key, param) ?? '';
    if (value.length > METADATA_MAX_VALUE_LENGTH) {
      throw invalidRequest(
        `Metadata values can have up to ${METADATA_MAX_VALUE_LENGTH} characters, but you passed in a value that is ${value.length} characters. Invalid value: ${value}`,
        { param: `${param}[${key}]` },
      );
    }
    // An empty value unsets the key.
    if (value !== '') metadata[key] = value;
  }
  return metadata;
}

function readAddress(tree: FormTree, prefix: string): Address {
  rejectUnknown(tree, ['city', 'country', 'line1', 'line2', 'postal_code', 'state'], prefix);
  const address = emptyAddress();
  for (const field of ['city', 'country', 'line1', 'line2', 'postal_code', 'state'] as const) {
    address[field] = nullableString(tree, field, prefix);
  }
  return address;
}

export function readShipping(tree: FormTree): Shipping | null {
  const raw = optionalTree(tree, 'shipping');
  if (raw === undefined || Object.keys(raw).length === 0) return null;
  rejectUnknown(raw, ['address', 'carrier', 'name', 'phone', 'tracking_number'], 'shipping');
  const name = nullableString(raw, 'name', 'shipping');
  const address = optionalTree(raw, 'address', 'shipping');
  if (address === undefined) throw parameterMissing('shipping[address]');
  if (name === null) throw parameterMissing('shipping[name]');
  return {
    address: readAddress(address, 'shipping[address]'),
    carrier: nullableString(raw, 'carrier', 'shipping'),
    name,
    phone: nullableString(raw, 'phone', 'shipping'),
    tracking_number: nullableString(raw, 'tracking_number', 'shipping'),
  };
}

function readEmail(tree: FormTree, key: string): string | null {
  const value = nullableString(tree, key, '', 800);
  if (value !== null && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value)) {
    throw invalidRequest(`Invalid email address: ${value}`, { code: 'email_invalid', param: key });
  }
  return value;
}

function readReturnUrl(tree: FormTree): string | null {
  const value = nullableString(tree, 'return_url', '', 2048);
  if (value === null) return null;
  let url: URL | null = null;
  try {
    url = new URL(value);
  } catch {
    url = null;
  }
  if (url === null || (url.protocol !== 'http:' && url.protocol !== 'https:')) {
    throw invalidRequest('Not a valid URL', { code: 'url_invalid', param: 'return_url' });
  }
  return value;
}

function readPaymentMethodData(tree: FormTree): PaymentMethodSource {
  const prefix = 'payment_method_data';
  rejectUnknown(tree, ['type', 'card', 'billing_details', 'metadata'], prefix);
  const type = optionalString(tree, 'type', prefix);
  if (type === undefined || type === '') throw parameterMissing(`${prefix}[type]`);
  if (type !== 'card') {
    throw invalidRequest(
      `The payment method type "${type}" is invalid. This account accepts only "card" payment methods.`,
      { code: 'payment_intent_invalid_parameter', param: `${prefix}[type]` },
    );
  }
  const card = optionalTree(tree, 'card', prefix);
  if (card === undefined || Object.keys(card).length === 0) throw parameterMissing(`${prefix}[card]`);
  const cardPrefix = `${prefix}[card]`;
  rejectUnknown(card, ['number', 'exp_month', 'exp_year', 'cvc'], cardPrefix);
  const required = (field: string): string => {
    const value = optionalString(card, field, cardPrefix);
    if (value === undefined || value.trim() === '') throw parameterMissing(`${cardPrefix}[${field}]`);
    return value;
  };
  const number = required('number');
  const expMonth = required('exp_month');
  const expYear = required('exp_year');
  const cvc = optionalString(card, 'cvc', cardPrefix);

  const billing: BillingDetails = { address: emptyAddress(), email: null, name: null, phone: null };
  const rawBilling = optionalTree(tree, 'billing_details', prefix);
  if (rawBilling !== undefined) {
    const billingPrefix = `${prefix}[billing_details]`;
    rejectUnknown(rawBilling, ['address', 'email', 'name', 'phone'], billingPrefix);
    const address = optionalTree(rawBilling, 'address', billingPrefix);
    if (address !== undefined) billing.address = readAddress(address, `${billingPrefix}[address]`);
    billing.email = nullableString(rawBilling, 'email', billingPrefix, 800);
    billing.name = nullableString(rawBilling, 'name', billingPrefix);
    billing.phone = nullableString(rawBilling, 'phone', billingPrefix);
  }
  return {
    kind: 'data',
    card:
      cvc === undefined
        ? { number, exp_month: expMonth, exp_year: expYear }
        : { number, exp_month: expMonth, exp_year: expYear, cvc },
    billing,
    metadata: readMetadata(tree, prefix),
  };
}

function readPaymentMethod(tree: FormTree): PaymentMethodSource | null {
  const id = nullableString(tree, 'payment_method');
  const data = optionalTree(tree, 'payment_method_data');
  if (id !== null && data !== undefined) {
    throw invalidRequest('You may only specify one of these parameters: payment_method, payment_method_data.', {
      code: 'parameters_exclusive',
      param: 'payment_method_data',
    });
  }
  if (data !== undefined) return readPaymentMethodData(data);
  return id === null ? null : { kind: 'id', id };
}

function readCurrency(tree: FormTree): string {
  const raw = optionalString(tree, 'currency');
  if (raw === undefined || raw === '') throw parameterMissing('currency');
  const currency = raw.toLowerCase();
  if (!SUPPORTED_CURRENCIES.includes(currency)) {
    throw invalidRequest(
      `Invalid currency: ${raw}. Stripe currently supports these currencies: ${SUPPORTED_CURRENCIES.join(', ')}`,
      { param: 'currency' },
    );
  }
  return currency;
}

/** The first API version without `payment_method_types` on PaymentIntents (stripe-node 23 changelog). */
const PAYMENT_METHOD_TYPES_REMOVED = '2026-09-30';

export function readCreateIntent(tree: FormTree, apiVersion: string): CreateIntentInput {
  rejectUnknown(tree, [
    ...COMMON,
    'amount',
    'currency',
    'metadata',
    'shipping',
    'description',
    'receipt_email',
    'payment_method_types',
    'allowed_payment_method_types',
    'excluded_payment_method_types',
    'automatic_payment_methods',
    'capture_method',
    'confirmation_method',
    'payment_method',
    'payment_method_data',
    'confirm',
    'return_url',
  ]);
  if (tree.amount === undefined) throw parameterMissing('amount');
  const currency = readCurrency(tree);
  const amount = optionalInteger(tree, 'amount') ?? 0;
  if (amount < minimumAmount(currency)) {
    throw invalidRequest(`Amount must be at least ${formatAmount(minimumAmount(currency), currency)} ${currency}`, {
      code: 'amount_too_small',
      param: 'amount',
    });
  }
  if (amount > MAX_AMOUNT) {
    throw invalidRequest(`Amount must be no more than ${formatAmount(MAX_AMOUNT, currency)}`, {
      code: 'amount_too_large',
      param: 'amount',
    });
  }

  // API versions from 2026-09-30 replaced payment_method_types with allowed_payment_method_types.
  const legacyTypes = apiVersion < PAYMENT_METHOD_TYPES_REMOVED;
  if (!legacyTypes && tree.payment_method_types !== undefined) throw parameterUnknown('payment_method_types');
  const typesParam =
    legacyTypes && tree.payment_method_types !== undefined ? 'payment_method_types' : 'allowed_payment_method_types';
  const types = optionalStringList(tree, typesParam);
  const excluded = optionalStringList(tree, 'excluded_payment_method_types') ?? [];
  const automaticRaw = optionalTree(tree, 'automatic_payment_methods');
  let automatic: CreateIntentInput['automaticPaymentMethods'] = null;
  if (automaticRaw !== undefined) {
    rejectUnknown(automaticRaw, ['enabled', 'allow_redirects'], 'automatic_payment_methods');
    const enabled = optionalBoolean(automaticRaw, 'enabled', 'automatic_payment_methods');
    if (enabled === undefined) throw parameterMissing('automatic_payment_methods[enabled]');
    const redirects = optionalString(automaticRaw, 'allow_redirects', 'automatic_payment_methods') ?? 'always';
    if (redirects !== 'always' && redirects !== 'never') {
      throw invalidEnum('automatic_payment_methods[allow_redirects]', ['always', 'never']);
    }
    automatic = { enabled, allow_redirects: redirects };
  }
  if (typesParam === 'payment_method_types' && types !== undefined && automatic?.enabled === true) {
    throw invalidRequest(
      'You may only specify one of these parameters: automatic_payment_methods, payment_method_types.',
      {
        code: 'parameters_exclusive',
        param: 'payment_method_types',
      },
    );
  }
  for (const [index, type] of (types ?? []).entries()) {
    if (type !== 'card') {
      throw invalidRequest(
        `The payment method type "${type}" is invalid. This account accepts only "card" payment methods.`,
        {
          code: 'payment_intent_invalid_parameter',
          param: `${typesParam}[${index}]`,
        },
      );
    }
  }
  if (excluded.includes('card')) {
    throw invalidRequest('Excluding "card" leaves no payment method this account accepts.', {
      code: 'payment_intent_invalid_parameter',
      param: 'excluded_payment_method_types',
    });
  }
  // Since API version 2023-08-16 an intent without payment_method_types uses automatic payment methods.
  if (!(typesParam === 'payment_method_types' && types !== undefined) && automatic === null) {
    automatic = { enabled: true, allow_redirects: 'always' };
  }

  const capture = optionalString(tree, 'capture_method') ?? 'automatic';
  if (capture === 'manual') {
    throw invalidRequest(
      'capture_method=manual (separate authorization and capture) is not offered by this account; use automatic or automatic_async.',
      { param: 'capture_method' },
    );
  }
  if (capture !== 'automatic' && capture !== 'automatic_async') {
    throw invalidEnum('capture_method', ['automatic', 'automatic_async', 'manual']);
  }
  const confirmation = optionalString(tree, 'confirmation_method') ?? 'automatic';
  if (confirmation !== 'automatic' && confirmation !== 'manual') {
    throw invalidEnum('confirmation_method', ['automatic', 'manual']);
  }

  return {
    amount,
    currency,
    metadata: readMetadata(tree),
    shipping: readShipping(tree),
    description: nullableString(tree, 'description', '', 1000),
    receiptEmail: readEmail(tree, 'receipt_email'),
    allowedPaymentMethodTypes: types === undefined || types.length === 0 ? null : types,
    excludedPaymentMethodTypes: excluded.length === 0 ? null : excluded,
    automaticPaymentMethods: automatic,
    captureMethod: capture,
    confirmationMethod: confirmation,
    paymentMethod: readPaymentMethod(tree),
    confirm: optionalBoolean(tree, 'confirm') ?? false,
    returnUrl: readReturnUrl(tree),
  };
}

export function readConfirm(tree: FormTree): ConfirmInput {
  rejectUnknown(tree, [
    ...COMMON,
    'client_secret',
    'payment_method',
    'payment_method_data',
    'return_url',
    'receipt_email',
  ]);
  return {
    clientSecret: nullableString(tree, 'client_secret', '', 500),
    paymentMethod: readPaymentMethod(tree),
    returnUrl: readReturnUrl(tree),
    receiptEmail: readEmail(tree, 'receipt_email'),
  };
}

export function readRetrieve(tree: FormTree): { clientSecret: string | null } {
  rejectUnknown(tree, [...COMMON, 'client_secret']);
  return { clientSecret: nullableString(tree, 'client_secret', '', 500) };
}

export const CANCELLATION_REASONS = ['abandoned', 'duplicate', 'fraudulent', 'requested_by_customer'] as const;

export function readCancel(tree: FormTree): { reason: string | null } {
  rejectUnknown(tree, [...COMMON, 'cancellation_reason']);
  const reason = nullableString(tree, 'cancellation_reason');
  if (reason !== null && !(CANCELLATION_REASONS as readonly string[]).includes(reason)) {
    throw invalidEnum('cancellation_reason', CANCELLATION_REASONS);
  }
  return { reason };
}

export const REFUND_REASONS = ['duplicate', 'fraudulent', 'requested_by_customer'] as const;

export function readRefund(tree: FormTree): RefundInput {
  rejectUnknown(tree, [...COMMON, 'payment_intent', 'charge', 'amount', 'reason', 'metadata']);
  const paymentIntent = nullableString(tree, 'payment_intent');
  const charge = nullableString(tree, 'charge');
  if (paymentIntent === null && charge === null) {
    throw invalidRequest('One of the following params should be provided for this request: payment_intent or charge.', {
      code: 'parameter_missing',
    });
  }
  const amount = optionalInteger(tree, 'amount');
  if (amount !== undefined && amount < 1) {
    throw invalidRequest('Invalid positive integer', { code: 'parameter_invalid_integer', param: 'amount' });
  }
  const reason = nullableString(tree, 'reason');
  if (reason !== null && !(REFUND_REASONS as readonly string[]).includes(reason)) {
    throw invalidEnum('reason', REFUND_REASONS);
  }
  return { paymentIntent, charge, amount: amount ?? null, reason, metadata: readMetadata(tree) };
}

/** GET /v1/refunds. `created` (a date range) is not emulated and is refused as an unknown parameter. */
export function readListRefunds(tree: FormTree): ListRefundsInput {
  rejectUnknown(tree, [...COMMON, 'payment_intent', 'charge', 'limit', 'starting_after', 'ending_before']);
  const limit = optionalInteger(tree, 'limit') ?? 10;
  if (limit < 1) {
    throw invalidRequest('This value must be greater than or equal to 1.', { param: 'limit' });
  }
  if (limit > 100) {
    throw invalidRequest(`This value must be less than or equal to 100 (it currently is '${limit}').`, {
      param: 'limit',
    });
  }
  return {
    paymentIntent: nullableString(tree, 'payment_intent'),
    charge: nullableString(tree, 'charge'),
    limit,
    startingAfter: nullableString(tree, 'starting_after'),
    endingBefore: nullableString(tree, 'ending_before'),
  };
}

export function readExpand(tree: FormTree): string[] {
  return optionalStringList(tree, 'expand') ?? [];
}

export function readNothing(tree: FormTree): void {
  rejectUnknown(tree, [...COMMON]);
}
