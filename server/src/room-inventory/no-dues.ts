// The no-dues clearance and the deposit's refund: the database issues the clearance once (the charges and unpaid mess
// bills against the caution deposit); the rest of the deposit goes back to the card at Stripe, then is recorded. Stripe
// first with an idempotency key of the clearance, so a double click, two officers at once or a retry after a crash
// between Stripe and the database all come to one refund.
import Stripe from 'stripe';
import type { Logger } from 'pino';
import type { RoomStay } from '@campus-hostel/contracts/api';
import { formatMinorUnits } from '@campus-hostel/contracts/money';
import type { AuthUser } from '../auth-user.js';
import { HttpError } from '../errors.js';
import type { HostelStore } from '../hostel-store.js';
import { actorOf } from '../office/use-cases.js';
import { officeStay, refuse } from './use-cases.js';

export interface NoDuesDeps {
  store: HostelStore;
  stripe: Stripe;
  logger: Logger;
}

export const REFUND_FAILED = 'Stripe did not refund the deposit. The clearance stands; please try again.';
export const STRIPE_UNREACHABLE = 'Stripe could not be reached, so the deposit is not refunded yet. Please try again.';

/** Issues the stay's clearance (or finds the one issued) and refunds what is left of the deposit, once. */
export async function issueNoDues(deps: NoDuesDeps, user: AuthUser, reportId: number): Promise<RoomStay> {
  const actor = actorOf(user);
  const result = await deps.store.issueNoDues(reportId, actor);
  if (result.outcome === 'dues_outstanding') {
    const dues = formatMinorUnits(result.dues_minor ?? 0, 'inr');
    throw new HttpError(409, `${dues} is owed beyond the deposit: it must be paid first`, 'dues_outstanding');
  }
  if (result.outcome !== 'issued' && result.outcome !== 'already_issued') refuse(result.outcome);
  if (result.clearance_id === undefined) throw new Error('issue_no_dues answered no clearance');
  await refundDeposit(deps, user, result.clearance_id);
  return officeStay(deps.store, user, { reportId });
}

async function refundDeposit(deps: NoDuesDeps, user: AuthUser, clearanceId: number): Promise<void> {
  const clearance = await deps.store.clearanceRefund(clearanceId);
  if (!clearance || clearance.refund_id !== null || clearance.refund_minor === 0) return;
  // A deposit paid other than by card (none today) has no intent to refund to: the office settles it by hand.
  if (clearance.payment_intent_id === null) return;
  const refundId = await refundAtStripe(deps, clearanceId, clearance.payment_intent_id, clearance.refund_minor);
  const outcome = await deps.store.recordDepositRefund(clearanceId, refundId, actorOf(user));
  if (outcome !== 'recorded' && outcome !== 'already_recorded') {
    throw new Error(
      `deposit of clearance ${clearanceId} refunded at Stripe (${refundId}) but recording said ${outcome}`,
    );
  }
  deps.logger.info({ clearanceId, refundId }, 'caution deposit refunded');
}

async function refundAtStripe(
  deps: NoDuesDeps,
  clearanceId: number,
  paymentIntentId: string,
  amountMinor: number,
): Promise<string> {
  try {
    const refund = await deps.stripe.refunds.create(
      { payment_intent: paymentIntentId, amount: amountMinor, metadata: { clearance_id: String(clearanceId) } },
      { idempotencyKey: `deposit-refund-${clearanceId}` },
    );
    if (refund.status === 'failed' || refund.status === 'canceled') {
      throw new HttpError(502, REFUND_FAILED, 'payment_provider_unavailable');
    }
    return refund.id;
  } catch (err) {
    if (err instanceof HttpError) throw err;
    deps.logger.error({ err, clearanceId, paymentIntentId }, 'the deposit refund failed at Stripe');
    if (err instanceof Stripe.errors.StripeConnectionError) {
      throw new HttpError(503, STRIPE_UNREACHABLE, 'payment_provider_unavailable', { cause: err });
    }
    throw new HttpError(502, REFUND_FAILED, 'payment_provider_unavailable', { cause: err });
  }
}
