// The student's monthly mess bill and its card payment: read the itemised month, open its PaymentIntent at the
// server's price, follow it to paid once (webhook or return from the card form), cancel it on leaving.
import type Stripe from 'stripe';
import type { Logger } from 'pino';
import type { MessBillAnswer, MessBillIntentAnswer, MessBillPaymentAnswer } from '@campus-hostel/contracts/api';
import type { AuthUser } from '../auth-user.js';
import { HttpError } from '../errors.js';
import type { HostelStore } from '../hostel-store.js';
import { LIVE_STATUSES, providerUnavailable, retrieveIntent } from '../payments/intents.js';
import type { MessBillPayment } from './store.js';

/** The intent's metadata.kind that marks it a mess bill's (the webhook routes on it). */
export const MESS_BILL_KIND = 'mess_bill';

export const NOTHING_DUE = 'Nothing is due on this mess bill.';
export const MONTH_NOT_STARTED = "This month's mess bill cannot be paid before the month begins.";
export const BILL_CHANGED = 'The bill changed while you were paying. Open it again to pay the new amount.';
export const ALREADY_PAID = 'This payment has already succeeded and cannot be canceled';

export interface MessBillDeps {
  store: HostelStore;
  stripe: Stripe;
  logger: Logger;
  currency: string;
}

/** 2026-11 → 2026-11-01, the month as the database keys it. */
export function firstDay(month: string): string {
  return `${month}-01`;
}

async function cancelQuietly(deps: MessBillDeps, id: string | null): Promise<void> {
  if (!id) return;
  try {
    await deps.stripe.paymentIntents.cancel(id);
  } catch (err) {
    // Best effort: should it be paid after all, the payment still counts toward the bill at its own amount.
    deps.logger.warn({ err, paymentIntentId: id }, 'could not cancel a superseded mess bill PaymentIntent');
  }
}

export async function getBill(deps: MessBillDeps, user: AuthUser, month: string): Promise<MessBillAnswer> {
  const key = { userId: user.id, month: firstDay(month) };
  const [lines, totals] = await Promise.all([deps.store.messBillLines(key), deps.store.messBillTotals(key)]);
  return { month, currency: deps.currency, lines, totals };
}

/**
 * Opens (or reuses) the month's PaymentIntent at the bill's due as the database sums it now, never the client's. A
 * pending payment opened at another amount (the bill changed) is superseded and its intent canceled at Stripe.
 */
export async function payBill(
  deps: MessBillDeps,
  user: AuthUser,
  month: string,
  mayRetry = true,
): Promise<MessBillIntentAnswer> {
  const { store, stripe } = deps;
  const opened = await store.openMessBillPayment({ userId: user.id, month: firstDay(month) }, deps.currency);
  await cancelQuietly(deps, opened.superseded_intent);
  if (opened.outcome === 'nothing_due') throw new HttpError(409, NOTHING_DUE, 'nothing_due');
  if (opened.outcome === 'future_month') throw new HttpError(409, MONTH_NOT_STARTED, 'month_not_started');
  const { payment_id: paymentId, amount_minor: amount, currency } = opened;
  if (paymentId === null || amount === null || currency === null) {
    throw new Error('open_mess_bill_payment answered open without a payment');
  }
  const answer = (intent: Stripe.PaymentIntent): MessBillIntentAnswer => {
    if (!intent.client_secret) throw new Error(`PaymentIntent ${intent.id} came back without a client secret`);
    return { clientSecret: intent.client_secret, paymentIntentId: intent.id, amount, currency, month };
  };

  // A reload or a second tab reuses the open payment's intent.
  if (opened.payment_intent_id) {
    const existing = await retrieveIntent(stripe, opened.payment_intent_id);
    if (LIVE_STATUSES.has(existing.status)) return answer(existing);
    // Paid before its webhook came, or canceled at Stripe without the row knowing: settle it, then open again once.
    if (existing.status === 'succeeded') await applyMessBillIntent(deps, existing);
    else await store.cancelMessBillPayment(existing.id);
    if (mayRetry) return payBill(deps, user, month, false);
    throw new HttpError(409, BILL_CHANGED, 'bill_changed');
  }

  let intent: Stripe.PaymentIntent;
  try {
    intent = await stripe.paymentIntents.create(
      {
        amount,
        currency,
        automatic_payment_methods: { enabled: true },
        description: `Mess bill ${month}`,
        ...(user.email ? { receipt_email: user.email } : {}),
        metadata: { kind: MESS_BILL_KIND, user_id: user.id, month, mess_bill_payment_id: String(paymentId) },
      },
      // One intent per payment row, whatever the double clicks.
      { idempotencyKey: `mess-bill-${paymentId}` },
    );
  } catch (err) {
    deps.logger.error({ err, paymentId }, 'creating the mess bill PaymentIntent failed');
    throw providerUnavailable(err);
  }
  if (!(await store.attachMessBillIntent(paymentId, intent.id))) {
    await cancelQuietly(deps, intent.id);
    throw new HttpError(409, BILL_CHANGED, 'bill_changed');
  }
  return answer(intent);
}

/** Why a succeeded intent is not this server's mess bill payment as it opened it, or null when it is. */
function mismatch(intent: Stripe.PaymentIntent, payment: MessBillPayment | null): string | null {
  if (!payment) return 'no mess bill payment has this intent';
  const { user_id, month, mess_bill_payment_id } = intent.metadata;
  if (user_id !== payment.user_id || mess_bill_payment_id !== String(payment.id)) {
    return 'metadata differs from the payment';
  }
  if (month === undefined || firstDay(month) !== payment.month) return 'metadata differs from the payment';
  return null;
}

/**
 * Applies a mess bill's intent as Stripe reports it now (the webhook and the return from the card form both come
 * here): succeeded is finalised once when it is the payment the server opened, at its amount; canceled ends the
 * pending payment. Anything that does not hold up is logged and changes nothing.
 */
export async function applyMessBillIntent(deps: MessBillDeps, intent: Stripe.PaymentIntent): Promise<void> {
  if (intent.status === 'canceled') {
    await deps.store.cancelMessBillPayment(intent.id);
    return;
  }
  if (intent.status !== 'succeeded') return;
  const reason = mismatch(intent, await deps.store.messBillPayment(intent.id));
  if (reason) {
    deps.logger.warn({ paymentIntentId: intent.id, reason }, 'succeeded mess bill PaymentIntent not applied');
    return;
  }
  const { outcome, receipt_number } = await deps.store.finaliseMessBillPayment(
    intent.id,
    intent.amount,
    intent.currency,
  );
  if (outcome === 'paid') deps.logger.info({ paymentIntentId: intent.id, receipt_number }, 'mess bill paid');
  else if (outcome !== 'already_paid') {
    deps.logger.warn(
      { paymentIntentId: intent.id, outcome, amount: intent.amount, currency: intent.currency },
      'succeeded mess bill PaymentIntent refused: not the amount the server opened',
    );
  }
}

async function ownIntent(deps: MessBillDeps, user: AuthUser, id: string): Promise<Stripe.PaymentIntent> {
  const intent = await retrieveIntent(deps.stripe, id);
  if (intent.metadata.kind !== MESS_BILL_KIND) throw new HttpError(404, 'Payment not found', 'not_found');
  if (intent.metadata.user_id !== user.id) {
    throw new HttpError(403, 'This payment belongs to another user', 'forbidden');
  }
  return intent;
}

async function paymentAnswer(deps: MessBillDeps, id: string): Promise<MessBillPaymentAnswer> {
  const payment = await deps.store.messBillPayment(id);
  if (!payment) throw new HttpError(404, 'Payment not found', 'not_found');
  return {
    paymentIntentId: id,
    month: payment.month.slice(0, 7),
    amount: payment.amount_minor,
    currency: payment.currency,
    status: payment.status,
    receipt_number: payment.receipt_number,
  };
}

/** What became of the student's payment; a succeeded intent whose webhook has not come yet is finalised here. */
export async function getBillPayment(deps: MessBillDeps, user: AuthUser, id: string): Promise<MessBillPaymentAnswer> {
  const intent = await ownIntent(deps, user, id);
  if (intent.status === 'succeeded') await applyMessBillIntent(deps, intent);
  return paymentAnswer(deps, id);
}

/** The student left the page: the intent is canceled at Stripe and the pending payment with it. */
export async function cancelBillPayment(
  deps: MessBillDeps,
  user: AuthUser,
  id: string,
): Promise<MessBillPaymentAnswer> {
  const intent = await ownIntent(deps, user, id);
  if (intent.status === 'succeeded') throw new HttpError(409, ALREADY_PAID, 'already_paid');
  if (intent.status !== 'canceled') {
    try {
      await deps.stripe.paymentIntents.cancel(intent.id);
    } catch (err) {
      // Lost a race with the card's confirmation: the intent's state now decides.
      const now = await retrieveIntent(deps.stripe, intent.id);
      if (now.status === 'succeeded') throw new HttpError(409, ALREADY_PAID, 'already_paid', { cause: err });
      if (now.status !== 'canceled') throw providerUnavailable(err);
    }
  }
  await deps.store.cancelMessBillPayment(intent.id);
  return paymentAnswer(deps, id);
}
