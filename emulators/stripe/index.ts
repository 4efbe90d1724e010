// Starts the embedded Stripe stand-in: the PaymentIntents API on a local port plus signed webhooks to one endpoint.
import { createServer } from 'node:http';
import { LOCAL_STRIPE } from '@campus-hostel/contracts/local-project';
import type { AddressInfo } from 'node:net';
import { createStripeApp } from './app';
import type { StripeEventLike } from './objects';
import { StripeState } from './state';
import { DEFAULT_WEBHOOK_RETRY, WebhookDispatcher } from './webhooks';
import type { WebhookRetry } from './webhooks';

export type { StripeEventLike } from './objects';
export type { WebhookRetry } from './webhooks';
export { signatureHeader } from './webhooks';

/** The stand-in's well-known local keys, public like the Supabase CLI's; they only ever open this stand-in. */
export { LOCAL_STRIPE };

/** stripe-mock's default port, which the local stack uses for this stand-in. */
export const DEFAULT_STRIPE_PORT = 12111;

export interface StartStripeOptions {
  /** 0 picks a free port (tests); defaults to 12111. */
  port?: number;
  /** The address to listen on; defaults to 127.0.0.1 because the keys and webhook secret are public. */
  host?: string;
  /** Where events are POSTed; unset means events wait until setWebhookUrl gives one. */
  webhookUrl?: string;
  webhookSecret?: string;
  quiet?: boolean;
  webhookRetry?: WebhookRetry;
}

export interface RunningStripe {
  url: string;
  port: number;
  /** Points deliveries at a new URL; null pauses them (queued events go out once a URL is set again). */
  setWebhookUrl(url: string | null): void;
  /** Every event raised so far, oldest first. */
  events: () => StripeEventLike[];
  close(): Promise<void>;
}

/** How this machine reaches a server listening on `host`: a wildcard address is reached on loopback. */
function urlHost(host: string): string {
  if (host === '0.0.0.0' || host === '::') return '127.0.0.1';
  return host.includes(':') ? `[${host}]` : host;
}

export async function startStripe(opts: StartStripeOptions = {}): Promise<RunningStripe> {
  const log = opts.quiet === true ? () => undefined : (line: string) => console.log(`[stripe] ${line}`);
  const retry = opts.webhookRetry ?? DEFAULT_WEBHOOK_RETRY;
  if (!(Number.isInteger(retry.attempts) && retry.attempts >= 1 && retry.baseDelayMs >= 0 && retry.maxDelayMs >= 0)) {
    throw new Error('webhookRetry needs attempts ≥ 1 and non-negative delays');
  }
  const dispatcher = new WebhookDispatcher({
    url: opts.webhookUrl ?? null,
    secret: opts.webhookSecret ?? LOCAL_STRIPE.webhookSecret,
    retry,
    log,
  });
  const state = new StripeState();
  const app = createStripeApp({
    state,
    keys: { publishableKey: LOCAL_STRIPE.publishableKey, secretKey: LOCAL_STRIPE.secretKey },
    dispatch: (events) => events.forEach((event) => dispatcher.enqueue(event)),
    log,
  });
  const server = createServer(app);
  const host = opts.host ?? '127.0.0.1';
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen({ host, port: opts.port ?? DEFAULT_STRIPE_PORT }, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;
  let closing: Promise<void> | null = null;
  return {
    url: `http://${urlHost(host)}:${port}`,
    port,
    setWebhookUrl: (url) => dispatcher.setUrl(url),
    events: () => state.events(),
    close: () => {
      closing ??= (async () => {
        await dispatcher.close();
        await new Promise<void>((resolve) => {
          server.close(() => resolve());
          server.closeAllConnections();
        });
      })();
      return closing;
    },
  };
}
