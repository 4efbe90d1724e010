// Cancels the payer's open PaymentIntent when they leave the payment page, so the room's hold is released.
import { env } from '../../../config/env';

/**
 * Fire-and-forget by design: it runs while the page is going away, so nobody waits for the answer.
 * `keepalive` lets the request outlive the page (tab closed, full navigation); the shared API client
 * has no such option, hence the direct fetch here.
 */
export function cancelPaymentIntent(paymentIntentId: string, token: string): void {
  fetch(`${env.apiUrl}/cancel-payment-intent`, {
    method: 'POST',
    keepalive: true,
    headers: { 'Content-Type': 'application/json', Accept: 'application/json', Authorization: `Bearer ${token}` },
    body: JSON.stringify({ payment_intent: paymentIntentId }),
  }).catch((error: unknown) => {
    // The hold still lapses on its own; a failed cancel only keeps the room reserved a little longer.
    console.warn('Could not cancel the payment intent', error);
  });
}
