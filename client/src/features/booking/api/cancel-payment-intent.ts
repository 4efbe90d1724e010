// Cancels the payer's open PaymentIntent when they leave the payment page, so the room's hold is released.
import { paymentsApi, type CancelPaymentIntentBody } from '@campus-hostel/contracts/api';
import { apiClient } from '../../../lib/api-client';

/** Fire-and-forget by design: it runs while the page is going away, so nobody waits for the answer. */
export function cancelPaymentIntent(paymentIntentId: string, token: string): void {
  const body: CancelPaymentIntentBody = { payment_intent: paymentIntentId };
  apiClient.call(paymentsApi.cancelPaymentIntent, { body }, { token, keepalive: true }).catch((error: unknown) => {
    // The hold still lapses on its own; a failed cancel only keeps the room reserved a little longer.
    console.warn('Could not cancel the payment intent', error);
  });
}
