// Confirms a PaymentIntent at the Stripe stand-in exactly as Stripe.js would: form-encoded, publishable key, client_secret.
import type { CheckedCard } from './card-checks';
import type { ConfirmOutcome } from './card-form';
import { declineReason } from './decline-words';

export interface LocalConfirmRequest {
  baseUrl: string;
  publishableKey: string;
  paymentIntentId: string;
  clientSecret: string;
  returnUrl: string;
  card: CheckedCard;
}

interface StripeErrorBody {
  error?: { type?: unknown; code?: unknown; decline_code?: unknown; payment_intent?: { status?: unknown } };
}

const CLOSED_STATUSES = new Set(['canceled', 'succeeded']);

function readJson(response: Response): Promise<unknown> {
  return response.json().catch(() => undefined);
}

/** Turns Stripe's answer into an outcome in our words; never throws for an answer Stripe gives. */
export function outcomeOf(status: number, body: unknown, paymentIntentId: string): ConfirmOutcome {
  if (status >= 200 && status < 300) {
    const intentStatus = body && typeof body === 'object' ? (body as { status?: unknown }).status : undefined;
    if (intentStatus === 'succeeded' || intentStatus === 'processing') return { kind: 'confirmed', paymentIntentId };
    // requires_action (3-D Secure) has no local equivalent; the card is treated as refused.
    return { kind: 'failed', reason: declineReason(undefined) };
  }
  const error = (body as StripeErrorBody | undefined)?.error;
  const intentStatus = error?.payment_intent?.status;
  if (
    error?.code === 'payment_intent_unexpected_state' ||
    (typeof intentStatus === 'string' && CLOSED_STATUSES.has(intentStatus))
  ) {
    return { kind: 'closed' };
  }
  return { kind: 'failed', reason: declineReason(error) };
}

export async function confirmLocally(request: LocalConfirmRequest): Promise<ConfirmOutcome> {
  const form = new URLSearchParams({
    client_secret: request.clientSecret,
    'payment_method_data[type]': 'card',
    'payment_method_data[card][number]': request.card.number,
    'payment_method_data[card][exp_month]': String(request.card.expMonth),
    'payment_method_data[card][exp_year]': String(request.card.expYear),
    'payment_method_data[card][cvc]': request.card.cvc,
    return_url: request.returnUrl,
  });
  const response = await fetch(
    `${request.baseUrl}/v1/payment_intents/${encodeURIComponent(request.paymentIntentId)}/confirm`,
    {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${request.publishableKey}`,
        'Content-Type': 'application/x-www-form-urlencoded',
      },
      body: form.toString(),
    },
  );
  return outcomeOf(response.status, await readJson(response), request.paymentIntentId);
}
