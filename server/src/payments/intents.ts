// What every payment shares with Stripe: reading an intent back, the states a payer can still confirm, and how a
// failure of the provider is answered. Bookings and mess bills both pay through these.
import Stripe from 'stripe';
import { HttpError, PAYMENT_PROVIDER_UNAVAILABLE } from '../errors.js';

/** Intents the payer can still confirm (a declined card leaves an intent in requires_payment_method). */
export const LIVE_STATUSES: ReadonlySet<Stripe.PaymentIntent.Status> = new Set([
  'requires_payment_method',
  'requires_confirmation',
  'requires_action',
  'processing',
]);

export function isStripeError(err: unknown): err is Stripe.errors.StripeError {
  return err instanceof Stripe.errors.StripeError;
}

export function providerUnavailable(cause: unknown): HttpError {
  return new HttpError(502, PAYMENT_PROVIDER_UNAVAILABLE, 'payment_provider_unavailable', { cause });
}

/** Retrieves an intent; an id Stripe does not know is a 404, any other failure a 502. */
export async function retrieveIntent(stripe: Stripe, id: string): Promise<Stripe.PaymentIntent> {
  try {
    return await stripe.paymentIntents.retrieve(id);
  } catch (err) {
    if (isStripeError(err) && (err.statusCode === 404 || err.code === 'resource_missing')) {
      throw new HttpError(404, 'Payment not found', 'not_found', { cause: err });
    }
    throw providerUnavailable(err);
  }
}
