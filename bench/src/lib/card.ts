// Paying as Stripe.js does on the payment page: confirming the PaymentIntent at the Stripe stand-in with a test card.
import { LOCAL_STRIPE } from '@campus-hostel/testkit/stack';
import type { PlainRequest } from './http';

/** The confirm request for the intent with 4242… (any future expiry, any CVC), as the browser sends it. */
export function confirmWithCard(
  stripeUrl: string,
  paymentIntentId: string,
  clientSecret: string,
): { url: string; init: Omit<PlainRequest, 'timeoutMs'> } {
  return {
    url: `${stripeUrl}/v1/payment_intents/${paymentIntentId}/confirm`,
    init: {
      method: 'POST',
      headers: {
        authorization: `Bearer ${LOCAL_STRIPE.publishableKey}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: new URLSearchParams({
        client_secret: clientSecret,
        'payment_method_data[type]': 'card',
        'payment_method_data[card][number]': '4242424242424242',
        'payment_method_data[card][exp_month]': '12',
        'payment_method_data[card][exp_year]': String(new Date().getFullYear() + 2),
        'payment_method_data[card][cvc]': '123',
        return_url: 'http://127.0.0.1:5173/success',
      }).toString(),
    },
  };
}
