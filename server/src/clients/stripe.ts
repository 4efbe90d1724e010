// The Stripe SDK client: the only place it is created.
import Stripe from 'stripe';
import type { Config } from '../config.js';

/** With STRIPE_API_BASE set (the stand-in), the SDK talks to that host instead of Stripe's. */
export function createStripe(config: Config): Stripe {
  const base = config.stripeApiBase ? new URL(config.stripeApiBase) : undefined;
  const protocol = base?.protocol === 'http:' ? 'http' : 'https';
  return new Stripe(config.stripeSecretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
    ...(base
      ? {
          host: base.hostname,
          port: base.port || (protocol === 'http' ? 80 : 443),
          protocol,
        }
      : {}),
  });
}
