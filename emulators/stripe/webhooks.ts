// Signed webhook delivery: Stripe-Signature (HMAC-SHA256 of "t.payload"), at-least-once, per-event exponential backoff.
import { createHmac } from 'node:crypto';
import type { StripeEventLike } from './objects';

export interface WebhookRetry {
  attempts: number;
  baseDelayMs: number;
  maxDelayMs: number;
}

export const DEFAULT_WEBHOOK_RETRY: WebhookRetry = { attempts: 12, baseDelayMs: 250, maxDelayMs: 10_000 };

/** Each attempt gets this long to answer before it counts as failed, like Stripe's delivery timeout. */
const ATTEMPT_TIMEOUT_MS = 10_000;

/** The header Stripe sends: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<payload>" keyed by the endpoint secret>`. */
export function signatureHeader(payload: string, secret: string, timestamp: number): string {
  const signature = createHmac('sha256', secret).update(`${timestamp}.${payload}`, 'utf8').digest('hex');
  return `t=${timestamp},v1=${signature}`;
}

export interface WebhookDispatcherOptions {
  url: string | null;
  secret: string;
  retry: WebhookRetry;
  log: (line: string) => void;
}

/**
 * Delivers each event on its own loop so a failing endpoint never holds back other events. While the URL is unset
 * (the receiving server is "down"), events wait without spending attempts and go out once a URL is set again.
 */
export class WebhookDispatcher {
  private url: string | null;
  private closed = false;
  private readonly inFlight = new Set<Promise<void>>();
  private readonly aborts = new Set<AbortController>();
  private readonly urlWaiters = new Set<() => void>();
  private readonly closeWaiters = new Set<() => void>();

  constructor(private readonly options: WebhookDispatcherOptions) {
    this.url = options.url;
  }

  setUrl(url: string | null): void {
    this.url = url;
    if (url !== null) WebhookDispatcher.wake(this.urlWaiters);
  }

  enqueue(event: StripeEventLike): void {
    if (this.closed) return;
    const run = this.deliver(event).finally(() => this.inFlight.delete(run));
    this.inFlight.add(run);
  }

  /** Stops every pending delivery (timers, waits and requests in flight) and resolves once all loops have ended. */
  async close(): Promise<void> {
    this.closed = true;
    for (const controller of this.aborts) controller.abort();
    WebhookDispatcher.wake(this.urlWaiters);
    WebhookDispatcher.wake(this.closeWaiters);
    await Promise.allSettled([...this.inFlight]);
  }

  private static wake(waiters: Set<() => void>): void {
    const all = [...waiters];
    waiters.clear();
    for (const wake of all) wake();
  }

  /** Resolves when a URL is set again, or on close. */
  private untilUrl(): Promise<void> {
    return new Promise((resolve) => this.urlWaiters.add(resolve));
  }

  /** Resolves after `ms`, or on close. A resumed URL does not cut a backoff short. */
  private sleep(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const done = (): void => {
        clearTimeout(timer);
        this.closeWaiters.delete(done);
        resolve();
      };
      const timer = setTimeout(done, ms);
      this.closeWaiters.add(done);
    });
  }

  private async deliver(event: StripeEventLike): Promise<void> {
    const payload = JSON.stringify(event, null, 2);
    const { attempts, baseDelayMs, maxDelayMs } = this.options.retry;
    let attempt = 0;
    while (!this.closed) {
      const url = this.url;
      if (url === null) {
        await this.untilUrl();
        continue;
      }
      attempt += 1;
      const outcome = await this.post(url, payload);
      if (outcome === null) return;
      if (this.closed) return;
      if (attempt >= attempts) {
        this.options.log(
          `webhook ${event.type} ${event.id} not delivered after ${attempt} attempts (${outcome}); giving up`,
        );
        return;
      }
      const delay = Math.min(baseDelayMs * 2 ** (attempt - 1), maxDelayMs);
      // One line when an endpoint starts failing, one if it never recovers: enough to notice a down server.
      if (attempt === 1)
        this.options.log(`webhook ${event.type} ${event.id} failed (${outcome}); retrying with backoff`);
      await this.sleep(delay);
    }
  }

  /** Answers `null` when the endpoint accepted the event, else why the attempt failed. */
  private async post(url: string, payload: string): Promise<string | null> {
    const controller = new AbortController();
    this.aborts.add(controller);
    const timeout = setTimeout(() => controller.abort(), ATTEMPT_TIMEOUT_MS);
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json; charset=utf-8',
          'User-Agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
          // Signed per attempt, as Stripe does, so a late retry still passes the receiver's timestamp tolerance.
          'Stripe-Signature': signatureHeader(payload, this.options.secret, Math.floor(Date.now() / 1000)),
        },
        body: payload,
        signal: controller.signal,
      });
      // Drain the body so the connection can be reused; its content does not matter.
      await response.arrayBuffer().catch(() => undefined);
      return response.ok ? null : `HTTP ${response.status}`;
    } catch (error) {
      return error instanceof Error ? error.message : 'request failed';
    } finally {
      clearTimeout(timeout);
      this.aborts.delete(controller);
    }
  }
}
