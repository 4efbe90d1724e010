// Stripe webhook endpoint: verifies the signature over the raw body, then applies the event.
import express, { Router } from 'express';
import type Stripe from 'stripe';
import { z } from 'zod';
import type { Config } from '../config.js';
import { paymentDeps, type AppDeps } from '../deps.js';
import { handleStripeEvent } from './use-cases.js';
import { HttpError } from '../errors.js';

/** The part of an event the server reads: everything else it takes from Stripe itself. */
const eventShape = z.object({
  type: z.string(),
  data: z.object({ object: z.object({ id: z.string().min(1).max(255) }) }),
});

export function webhookRoutes(config: Config, deps: AppDeps): Router {
  const router = Router();
  const payments = paymentDeps(config, deps);

  // The signature covers the exact bytes, so this route (and only this one) reads the body raw.
  router.post('/webhooks/stripe', express.raw({ type: () => true, limit: '512kb' }), async (req, res) => {
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
    res.json({ received: true });
  });

  return router;
}
