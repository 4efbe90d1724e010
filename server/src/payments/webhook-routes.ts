// Stripe webhook endpoint (contracts/src/api/payments.ts): verifies the signature over the raw body, then applies the
// event.
import { Router } from 'express';
import { paymentsApi } from '@campus-hostel/contracts/api';
import type Stripe from 'stripe';
import { z } from 'zod';
import type { Config } from '../config.js';
import { paymentDeps, type AppDeps } from '../deps.js';
import { HttpError } from '../errors.js';
import { accessGuards } from '../http/guards.js';
import { declaredRoutes } from '../http/typed-route.js';
import { handleStripeEvent } from './use-cases.js';

/** The part of an event the server reads: everything else it takes from Stripe itself. */
const eventShape = z.object({
  type: z.string(),
  data: z.object({ object: z.object({ id: z.string().min(1).max(255) }) }),
});

export function webhookRoutes(config: Config, deps: AppDeps): Router {
  const router = Router();
  const on = declaredRoutes(router, accessGuards(deps));
  const payments = paymentDeps(config, deps);

  // The 'stripe' access reads the body raw (http/guards.ts): the signature covers the exact bytes.
  on(paymentsApi.stripeWebhook, async ({ req }) => {
    const raw: unknown = req.body;
    const signature = req.get('stripe-signature');
    let event: Stripe.Event;
    try {
      if (!Buffer.isBuffer(raw) || !signature) throw new Error('missing body or signature');
      event = deps.stripe.webhooks.constructEvent(raw, signature, config.stripeWebhookSecret);
    } catch (cause) {
      throw new HttpError(400, 'Invalid signature', 'invalid_signature', { cause });
    }
    // Signed but malformed: no later delivery of these bytes can succeed, so 400 rather than a 500 Stripe would retry.
    const parsed = eventShape.safeParse(event);
    if (!parsed.success) throw new HttpError(400, 'Event has no data.object with an id', 'invalid_event');
    // Any failure below answers 5xx, and Stripe delivers the event again later.
    await handleStripeEvent(payments, parsed.data.type, parsed.data.data.object.id);
    return { received: true as const };
  });

  return router;
}
