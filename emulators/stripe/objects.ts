// The Stripe API objects this stand-in keeps (PaymentIntent, PaymentMethod, Charge, Refund, Event), shaped as Stripe sends them.
import { randomBytes } from 'node:crypto';

export type Metadata = Record<string, string>;

export interface Address {
  city: string | null;
  country: string | null;
  line1: string | null;
  line2: string | null;
  postal_code: string | null;
  state: string | null;
}

export interface Shipping {
  address: Address;
  carrier: string | null;
  name: string;
  phone: string | null;
  tracking_number: string | null;
}

export interface BillingDetails {
  address: Address;
  email: string | null;
  name: string | null;
  phone: string | null;
}

export interface PaymentMethodObject {
  id: string;
  object: 'payment_method';
  allow_redisplay: 'unspecified';
  billing_details: BillingDetails;
  card: {
    brand: string;
    checks: { address_line1_check: null; address_postal_code_check: null; cvc_check: 'pass' | 'fail' | null };
    country: string;
    display_brand: string;
    exp_month: number;
    exp_year: number;
    fingerprint: string;
    funding: string;
    generated_from: null;
    last4: string;
    networks: { available: string[]; preferred: null };
    three_d_secure_usage: { supported: boolean };
    wallet: null;
  };
  created: number;
  customer: null;
  livemode: false;
  metadata: Metadata;
  type: 'card';
}

export interface LastPaymentError {
  type: 'card_error';
  code: string;
  message: string;
  decline_code?: string;
  param?: string;
  doc_url: string;
  charge?: string;
  payment_method?: PaymentMethodObject;
  payment_method_type: 'card';
}

export type PaymentIntentStatus = 'requires_payment_method' | 'requires_confirmation' | 'succeeded' | 'canceled';

export interface PaymentIntentObject {
  id: string;
  object: 'payment_intent';
  allowed_payment_method_types: string[] | null;
  amount: number;
  amount_capturable: number;
  amount_received: number;
  application: null;
  application_fee_amount: null;
  automatic_payment_methods: { allow_redirects: 'always' | 'never'; enabled: boolean } | null;
  canceled_at: number | null;
  cancellation_reason: string | null;
  capture_method: 'automatic' | 'automatic_async';
  client_secret: string;
  confirmation_method: 'automatic' | 'manual';
  created: number;
  currency: string;
  customer: null;
  customer_account: null;
  description: string | null;
  excluded_payment_method_types: string[] | null;
  last_payment_error: LastPaymentError | null;
  latest_charge: string | null;
  livemode: false;
  managed_payments: null;
  metadata: Metadata;
  next_action: null;
  on_behalf_of: null;
  payment_method: string | null;
  payment_method_configuration_details: null;
  payment_method_options: {
    card: { installments: null; mandate_options: null; network: null; request_three_d_secure: 'automatic' };
  };
  payment_method_types: string[];
  payment_record: null;
  processing: null;
  receipt_email: string | null;
  review: null;
  setup_future_usage: null;
  shipping: Shipping | null;
  source: null;
  statement_descriptor: string | null;
  statement_descriptor_suffix: string | null;
  status: PaymentIntentStatus;
  transfer_data: null;
  transfer_group: null;
}

export interface ChargeObject {
  id: string;
  object: 'charge';
  amount: number;
  amount_captured: number;
  amount_refunded: number;
  balance_transaction: string | null;
  billing_details: BillingDetails;
  captured: boolean;
  created: number;
  currency: string;
  description: string | null;
  failure_code: string | null;
  failure_message: string | null;
  livemode: false;
  metadata: Metadata;
  outcome: {
    network_status: 'approved_by_network' | 'declined_by_network';
    reason: string | null;
    risk_level: 'normal';
    seller_message: string;
    type: 'authorized' | 'issuer_declined';
  };
  paid: boolean;
  payment_intent: string;
  payment_method: string;
  payment_method_details: {
    card: { brand: string; country: string; exp_month: number; exp_year: number; funding: string; last4: string };
    type: 'card';
  };
  receipt_email: string | null;
  refunded: boolean;
  shipping: Shipping | null;
  status: 'succeeded' | 'failed';
}

export interface RefundObject {
  id: string;
  object: 'refund';
  amount: number;
  balance_transaction: string;
  charge: string;
  created: number;
  currency: string;
  metadata: Metadata;
  payment_intent: string;
  reason: string | null;
  receipt_number: null;
  source_transfer_reversal: null;
  status: 'succeeded';
  transfer_reversal: null;
}

export interface StripeEventLike {
  id: string;
  object: 'event';
  api_version: string;
  created: number;
  data: { object: Record<string, unknown> };
  livemode: false;
  pending_webhooks: number;
  request: { id: string | null; idempotency_key: string | null };
  type: string;
}

const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/** Stripe-style identifiers: a prefix and 24 random base62 characters, e.g. `pi_3PqK…`. */
export function newId(prefix: string, length = 24): string {
  const bytes = randomBytes(length);
  let out = '';
  for (const byte of bytes) out += ALPHABET[byte % ALPHABET.length];
  return `${prefix}_${out}`;
}

export function unixSeconds(date: Date): number {
  return Math.floor(date.getTime() / 1000);
}

export function emptyAddress(): Address {
  return { city: null, country: null, line1: null, line2: null, postal_code: null, state: null };
}

/** The fields Stripe shows to a publishable key (Stripe.js): no metadata, no charge ids, nothing about the merchant. */
const CLIENT_VISIBLE_FIELDS = [
  'id',
  'object',
  'allowed_payment_method_types',
  'amount',
  'automatic_payment_methods',
  'canceled_at',
  'cancellation_reason',
  'capture_method',
  'client_secret',
  'confirmation_method',
  'created',
  'currency',
  'description',
  'excluded_payment_method_types',
  'last_payment_error',
  'livemode',
  'next_action',
  'payment_method',
  'payment_method_configuration_details',
  'payment_method_types',
  'processing',
  'receipt_email',
  'setup_future_usage',
  'shipping',
  'source',
  'status',
] as const;

export type View = 'secret' | 'publishable';

export function renderIntent(intent: PaymentIntentObject, view: View): Record<string, unknown> {
  const copy = structuredClone(intent) as unknown as Record<string, unknown>;
  if (view === 'secret') return copy;
  return Object.fromEntries(CLIENT_VISIBLE_FIELDS.map((field) => [field, copy[field]]));
}
