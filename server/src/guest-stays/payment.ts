// A guest stay's card payment: hold the room's nights and open the PaymentIntent at nights × the room's nightly price
// (the database's, never the client's), follow a succeeded or canceled intent to the stay once (webhook or the return
// from the card form), and settle what must be given back: a refused, void or refunded stay's payment refunded in full,
// an unpaid one's intent canceled.
import type Stripe from 'stripe';
import type { Logger } from 'pino';
import { guestStay, type GuestStayIntentAnswer, type OfficeGuestStay } from '@campus-hostel/contracts/api';
import * as zm from 'zod/mini';
import type { AuthUser } from '../auth-user.js';
import { HttpError } from '../errors.js';
import type { HostelStore } from '../hostel-store.js';
import { LIVE_STATUSES, isStripeError, providerUnavailable, retrieveIntent } from '../payments/intents.js';
import { holdRefusal } from './refusals.js';
import type { GuestStayRequest, UnsettledGuestStay } from './store.js';

/** The intent's metadata.kind that marks it a guest stay's (the webhook routes on it). */
export const GUEST_STAY_KIND = 'guest_stay';

export const STAY_ALREADY_PAID = 'You have already paid for this stay.';
export const STAY_NO_LONGER_HELD = 'This stay is no longer held for you. Please choose the nights again.';

export interface GuestPaymentDeps {
  store: HostelStore;
  stripe: Stripe;
  logger: Logger;
  currency: string;
  holdMinutes: number;
}

function answerFor(intent: Stripe.PaymentIntent, stay: OfficeGuestStay): GuestStayIntentAnswer {
  if (!intent.client_secret) throw new Error(`PaymentIntent ${intent.id} came back without a client secret`);
  return {
    clientSecret: intent.client_secret,
    paymentIntentId: intent.id,
    amount: intent.amount,
    currency: intent.currency,
    holdExpiresAt: new Date(stay.hold_until).toISOString(),
    stay: zm.parse(guestStay, stay),
  };
}

async function cancelQuietly(deps: GuestPaymentDeps, ids: readonly string[]): Promise<void> {
  await Promise.all(
    ids.map(async (id) => {
      try {
        await deps.stripe.paymentIntents.cancel(id);
      } catch (err) {
        // Best effort: should one be paid after all, finalise_guest_stay takes the nights again or it is refunded.
        deps.logger.debug({ err, paymentIntentId: id }, 'could not cancel a guest stay PaymentIntent');
      }
    }),
  );
}

/**
 * Holds the nights for the host (one atomic SQL call) and opens or reuses the stay's PaymentIntent, at the amount the
 * database priced. A retry of the very stay the host holds live (reload, second tab, declined card) reuses its intent.
 */
export async function createGuestStayIntent(
  deps: GuestPaymentDeps,
  user: AuthUser,
  request: GuestStayRequest,
  mayRetry = true,
): Promise<GuestStayIntentAnswer> {
  const hold = await deps.store.holdGuestStay({
    ...request,
    userId: user.id,
    holdMinutes: deps.holdMinutes,
    currency: deps.currency,
  });
  await cancelQuietly(deps, hold.lapsedIntents);
  if (hold.outcome !== 'held' || !hold.stay) throw holdRefusal(hold.outcome);
  const { stay } = hold;

  if (stay.payment_intent_id) {
    const existing = await retrieveIntent(deps.stripe, stay.payment_intent_id);
    if (LIVE_STATUSES.has(existing.status)) return answerFor(existing, stay);
    if (existing.status === 'succeeded') {
      await applyGuestStayIntent(deps, existing);
      throw new HttpError(409, STAY_ALREADY_PAID, 'already_paid');
    }
    // Canceled at Stripe but still held here (a crash between the two): release it and start over once.
    await deps.store.releaseGuestStay(existing.id);
    if (mayRetry) return createGuestStayIntent(deps, user, request, false);
    throw new HttpError(409, STAY_NO_LONGER_HELD, 'hold_superseded');
  }

  let intent: Stripe.PaymentIntent;
  try {
    intent = await deps.stripe.paymentIntents.create(
      {
        amount: stay.amount_minor,
        currency: stay.currency,
        automatic_payment_methods: { enabled: true },
        description: `${stay.hostel_name} guest stay ${stay.reference}: ${stay.guest_name}, ${stay.nights} night(s) from ${stay.check_in}`,
        // Stripe's receipt goes to the account's own address: the form's email must not choose where mail goes.
        ...(user.email ? { receipt_email: user.email } : {}),
        metadata: {
          kind: GUEST_STAY_KIND,
          user_id: user.id,
          guest_stay_id: String(stay.id),
          stay_reference: stay.reference,
          hosteltype: stay.hostel_name,
          room_id: String(request.roomId),
          check_in: stay.check_in,
          nights: String(stay.nights),
          nightly_minor: String(stay.nightly_minor),
        },
      },
      // One intent per stay, whatever the double clicks.
      { idempotencyKey: `guest-stay-${stay.id}` },
    );
  } catch (err) {
    // The hold stays and lapses by itself.
    deps.logger.error({ err, stayId: stay.id }, 'creating the guest stay PaymentIntent failed');
    throw providerUnavailable(err);
  }
  if (!(await deps.store.attachGuestIntent(stay.id, intent.id))) {
    await cancelQuietly(deps, [intent.id]);
    throw new HttpError(409, STAY_NO_LONGER_HELD, 'hold_superseded');
  }
  return answerFor(intent, { ...stay, payment_intent_id: intent.id });
}

/** Why a succeeded intent is not the one this server opened for its stay, or null when it is. */
function mismatch(intent: Stripe.PaymentIntent, stay: OfficeGuestStay | null): string | null {
  if (!stay) return 'no guest stay has this intent';
  if (intent.amount !== stay.amount_minor || intent.currency !== stay.currency) {
    return 'amount or currency differs from the stay';
  }
  const { user_id, guest_stay_id } = intent.metadata;
  if (user_id !== stay.host_id || guest_stay_id !== String(stay.id)) return 'metadata differs from the stay';
  return null;
}

/** Refunds a payment in full, once (Stripe's idempotency key); the refund's id. */
async function refundInFull(deps: GuestPaymentDeps, paymentIntentId: string): Promise<string | null> {
  try {
    const refund = await deps.stripe.refunds.create(
      { payment_intent: paymentIntentId },
      { idempotencyKey: `guest-refund-${paymentIntentId}` },
    );
    return refund.id;
  } catch (err) {
    if (isStripeError(err) && err.code === 'charge_already_refunded') return null;
    throw providerUnavailable(err);
  }
}

/**
 * Applies a guest stay's intent as Stripe reports it now: succeeded is finalised once when it is the payment the server
 * opened (and refunded at once when its nights are gone or its host has left); canceled ends a held stay. Anything that
 * does not hold up is logged and changes nothing.
 */
export async function applyGuestStayIntent(deps: GuestPaymentDeps, intent: Stripe.PaymentIntent): Promise<void> {
  if (intent.status === 'canceled') {
    await deps.store.releaseGuestStay(intent.id);
    return;
  }
  if (intent.status !== 'succeeded') return;
  const stay = await deps.store.guestStayByIntent(intent.id);
  const reason = mismatch(intent, stay);
  if (reason || !stay) {
    deps.logger.warn({ paymentIntentId: intent.id, reason }, 'succeeded guest stay PaymentIntent not applied');
    return;
  }
  const outcome = await deps.store.finaliseGuestStay(intent.id);
  if (outcome === 'paid') deps.logger.info({ paymentIntentId: intent.id, stayId: stay.id }, 'guest stay paid');
  // Its nights went to another stay, or its host left: the payment goes back at once.
  if (outcome === 'refund') await refundAndSettle(deps, stay.id, intent.id);
}

/** What the success page shows of a guest stay's payment; a succeeded intent whose webhook has not come is applied. */
export async function guestStayOfIntent(
  deps: GuestPaymentDeps,
  intent: Stripe.PaymentIntent,
): Promise<OfficeGuestStay | null> {
  if (intent.status === 'succeeded' || intent.status === 'canceled') await applyGuestStayIntent(deps, intent);
  return deps.store.guestStayByIntent(intent.id);
}

async function refundAndSettle(deps: GuestPaymentDeps, stayId: number, paymentIntentId: string): Promise<void> {
  await deps.store.settleGuestStay(stayId, await refundInFull(deps, paymentIntentId));
}

/** Settles one stay: refunds a paid one; cancels an unpaid one's intent, or refunds it if it was paid meanwhile. */
async function settleOne(deps: GuestPaymentDeps, stay: UnsettledGuestStay): Promise<void> {
  if (stay.payment_intent_id === null) return deps.store.settleGuestStay(stay.stay_id, null);
  if (stay.paid) return refundAndSettle(deps, stay.stay_id, stay.payment_intent_id);
  let intent = await retrieveIntent(deps.stripe, stay.payment_intent_id);
  if (LIVE_STATUSES.has(intent.status)) {
    await cancelQuietly(deps, [intent.id]);
    intent = await retrieveIntent(deps.stripe, intent.id);
  }
  if (intent.status === 'succeeded') {
    // Paid after all: recorded as paid, then refunded.
    await deps.store.finaliseGuestStay(intent.id);
    return refundAndSettle(deps, stay.stay_id, intent.id);
  }
  if (intent.status === 'canceled') await deps.store.settleGuestStay(stay.stay_id, null);
}

/**
 * Gives back what refused, void and refunded stays hold: a paid one is refunded in full, an unpaid one's intent is
 * canceled. Idempotent (Stripe's idempotency keys, settled_at); one stay failing is retried at the next run without
 * holding up the others. Returns how many were looked at.
 */
export async function settleGuestStays(deps: GuestPaymentDeps): Promise<number> {
  const due = await deps.store.unsettledGuestStays();
  for (const stay of due) {
    try {
      await settleOne(deps, stay);
    } catch (err) {
      deps.logger.warn({ err, stayId: stay.stay_id }, 'could not settle a guest stay: retried at the next sweep');
    }
  }
  return due.length;
}

/** The sweep's work: lapsed holds end (their intents canceled at Stripe), then what is owed is given back. */
export async function sweepGuestStays(deps: GuestPaymentDeps): Promise<number> {
  const lapsed = await deps.store.releaseLapsedGuestHolds();
  await cancelQuietly(deps, lapsed);
  return lapsed.length + (await settleGuestStays(deps));
}
