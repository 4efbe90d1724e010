// The Stripe stand-in's HTTP surface (Express 5): keys, CORS, form bodies, Idempotency-Key replay and the PaymentIntents routes.
import express from 'express';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { StripeError, errorJson, invalidRequest, unrecognizedUrl } from './errors';
import { canonical, parseForm } from './form';
import type { FormTree } from './form';
import { newId, renderIntent } from './objects';
import type { StripeEventLike, View } from './objects';
import {
  readCancel,
  readConfirm,
  readCreateIntent,
  readExpand,
  readListRefunds,
  readNothing,
  readRefund,
  readRetrieve,
} from './params';
import type { RequestContext, StripeState } from './state';

/** The keys the stand-in accepts; anything else is refused as Stripe refuses an unknown key. */
export interface StripeKeys {
  publishableKey: string;
  secretKey: string;
}

export interface StripeAppDeps {
  state: StripeState;
  keys: StripeKeys;
  /** Called once the response has been sent, with the events the request raised. */
  dispatch: (events: StripeEventLike[]) => void;
  log: (line: string) => void;
}

/** The API version the bundled `stripe` SDK pins; used when a request names none. */
export const DEFAULT_API_VERSION = '2026-10-28.endive';

const BODY_LIMIT = '256kb';
const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;
const IDEMPOTENCY_KEY_MAX = 255;

interface StoredResponse {
  path: string;
  params: string;
  status: number;
  body: unknown;
  requestId: string;
  storedAt: number;
}

type Access = 'secret' | 'publishable';

type Handler = (params: FormTree, ctx: RequestContext, req: Request) => Record<string, unknown>;

const NO_KEY_MESSAGE =
  "You did not provide an API key. You need to provide your API key in the Authorization header, using Bearer auth (e.g. 'Authorization: Bearer YOUR_SECRET_KEY'). See https://stripe.com/docs/api#authentication for details, or we can help at https://support.stripe.com/.";

const PUBLISHABLE_KEY_MESSAGE =
  'This API call cannot be made with a publishable API key. Please use a secret API key. You can find a list of your API keys at https://dashboard.stripe.com/account/apikeys.';

const CONTENT_TYPE_MESSAGE =
  'Invalid request (check that your POST content type is application/x-www-form-urlencoded). If you have any questions, we can help at https://support.stripe.com/.';

/** Stripe never echoes a whole key: `sk_test_abcdef1234` → `sk_test_******1234`. */
function redactKey(key: string): string {
  const prefix = /^[a-z]{2,4}_(?:test|live)_/.exec(key)?.[0] ?? '';
  const rest = key.slice(prefix.length);
  const shown = rest.length > 4 ? rest.slice(-4) : '';
  return `${prefix}${'*'.repeat(rest.length - shown.length)}${shown}`;
}

function readApiKey(req: Request, params: FormTree): string | null {
  const header = req.get('authorization')?.trim();
  if (header !== undefined && header !== '') {
    const [scheme = '', value = ''] = header.split(/\s+/, 2);
    if (/^bearer$/i.test(scheme)) return value === '' ? null : value;
    if (/^basic$/i.test(scheme)) {
      const user = Buffer.from(value, 'base64').toString('utf8').split(':')[0] ?? '';
      return user === '' ? null : user;
    }
    return null;
  }
  // Stripe.js sends the publishable key as the `key` form field instead of a header.
  const key = params.key;
  return typeof key === 'string' && key !== '' ? key : null;
}

function authenticate(
  req: Request,
  params: FormTree,
  access: Access,
  keys: StripeKeys,
): { view: View; apiKey: string } {
  const apiKey = readApiKey(req, params);
  if (apiKey === null) throw invalidRequest(NO_KEY_MESSAGE, { status: 401 });
  if (apiKey === keys.secretKey) return { view: 'secret', apiKey };
  if (apiKey === keys.publishableKey) {
    if (access === 'secret')
      throw invalidRequest(PUBLISHABLE_KEY_MESSAGE, { status: 401, code: 'secret_key_required' });
    return { view: 'publishable', apiKey };
  }
  throw invalidRequest(`Invalid API Key provided: ${redactKey(apiKey)}`, { status: 401 });
}

function isLocalOrigin(origin: string): boolean {
  try {
    const { hostname, protocol } = new URL(origin);
    return (protocol === 'http:' || protocol === 'https:') && ['localhost', '127.0.0.1', '[::1]'].includes(hostname);
  } catch {
    return false;
  }
}

const cors: RequestHandler = (req, res, next) => {
  const origin = req.get('origin');
  if (origin !== undefined && isLocalOrigin(origin)) {
    res.set({
      'Access-Control-Allow-Origin': origin,
      Vary: 'Origin',
      'Access-Control-Allow-Methods': 'GET, POST, OPTIONS',
      'Access-Control-Allow-Headers': 'Authorization, Content-Type, Idempotency-Key, Stripe-Version, Stripe-Account',
      'Access-Control-Expose-Headers': 'Request-Id, Idempotent-Replayed, Original-Request, Stripe-Version',
      'Access-Control-Max-Age': '300',
    });
  }
  if (req.method === 'OPTIONS') {
    res.status(204).end();
    return;
  }
  next();
};

function sendJson(res: Response, status: number, body: unknown): void {
  res
    .status(status)
    .type('application/json')
    .send(JSON.stringify(body, null, 2));
}

function readParams(req: Request): FormTree {
  if (req.method === 'GET') {
    const query = req.originalUrl.includes('?') ? req.originalUrl.slice(req.originalUrl.indexOf('?') + 1) : '';
    return parseForm(query);
  }
  const body: unknown = req.body;
  const text = Buffer.isBuffer(body) ? body.toString('utf8') : '';
  if (text.trim() === '') return parseForm('');
  if (!req.is('application/x-www-form-urlencoded')) throw invalidRequest(CONTENT_TYPE_MESSAGE);
  return parseForm(text);
}

/** Replaces ids with the objects they name, for each path in `expand[]` that the object offers. */
function expand(
  object: Record<string, unknown>,
  paths: string[],
  resolvers: Record<string, (id: string) => Record<string, unknown>>,
): Record<string, unknown> {
  for (const path of paths) {
    const resolve = resolvers[path];
    if (resolve === undefined) throw invalidRequest(`This property cannot be expanded (${path}).`, { param: 'expand' });
    const value = object[path];
    if (typeof value === 'string') object[path] = resolve(value);
  }
  return object;
}

export function createStripeApp(deps: StripeAppDeps): express.Express {
  const { state, keys } = deps;
  const idempotent = new Map<string, StoredResponse>();

  function forget(now: number): void {
    // Entries are kept in insertion order, so the expired ones are at the front.
    for (const [key, stored] of idempotent) {
      if (now - stored.storedAt < IDEMPOTENCY_TTL_MS) break;
      idempotent.delete(key);
    }
  }

  function endpoint(access: Access, handler: Handler): RequestHandler {
    return (req, res) => {
      const requestId = newId('req', 14);
      const apiVersion = req.get('stripe-version') ?? DEFAULT_API_VERSION;
      res.set({ 'Request-Id': requestId, 'Stripe-Version': apiVersion });
      const params = readParams(req);
      const { view, apiKey } = authenticate(req, params, access, keys);
      const idempotencyKey = req.method === 'POST' ? (req.get('idempotency-key') ?? null) : null;
      const ctx: RequestContext = { requestId, idempotencyKey, apiVersion, view, now: new Date(), events: [] };
      // 'close' fires once the response is done — also when the caller hung up — so no event is ever dropped.
      res.once('close', () => {
        if (ctx.events.length > 0) deps.dispatch(ctx.events);
      });

      let slot: string | null = null;
      if (idempotencyKey !== null) {
        if (idempotencyKey.length > IDEMPOTENCY_KEY_MAX) {
          throw invalidRequest(`Idempotency-Key must be at most ${IDEMPOTENCY_KEY_MAX} characters long.`, {
            param: 'Idempotency-Key',
          });
        }
        forget(Date.now());
        slot = `${apiKey}\u0000${idempotencyKey}`;
        const stored = idempotent.get(slot);
        const canonicalParams = canonical(params);
        if (stored !== undefined) {
          if (stored.path !== req.path) {
            throw new StripeError(400, {
              type: 'idempotency_error',
              message: `Keys for idempotent requests can only be used for the same endpoint they were first used for ('${stored.path}' vs '${req.path}'). Try using a key other than '${idempotencyKey}' if you meant to execute a different request.`,
            });
          }
          if (stored.params !== canonicalParams) {
            throw new StripeError(400, {
              type: 'idempotency_error',
              message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${idempotencyKey}' if you meant to execute a different request.`,
            });
          }
          res.set({
            'Idempotent-Replayed': 'true',
            'Original-Request': stored.requestId,
            'Request-Id': stored.requestId,
          });
          sendJson(res, stored.status, stored.body);
          return;
        }
      }

      const remember = (status: number, body: unknown): void => {
        if (slot === null) return;
        idempotent.set(slot, {
          path: req.path,
          params: canonical(params),
          status,
          body,
          requestId,
          storedAt: Date.now(),
        });
      };
      try {
        const body = handler(params, ctx, req);
        remember(200, body);
        sendJson(res, 200, body);
      } catch (error) {
        // A request that got as far as executing (a decline, a state conflict) is stored and replayed like a success.
        if (error instanceof StripeError && error.executed) remember(error.status, errorJson(error));
        throw error;
      }
    };
  }

  const intentResolvers = (view: View): Record<string, (id: string) => Record<string, unknown>> =>
    view === 'secret'
      ? {
          latest_charge: (id) => structuredClone(state.getCharge(id)) as unknown as Record<string, unknown>,
          payment_method: (id) => state.paymentMethodObject(id),
        }
      : { payment_method: (id) => state.paymentMethodObject(id) };

  const refundResolvers: Record<string, (id: string) => Record<string, unknown>> = {
    charge: (id) => structuredClone(state.getCharge(id)) as unknown as Record<string, unknown>,
    payment_intent: (id) => renderIntent(state.getIntent(id, null, 'secret'), 'secret'),
  };

  const app = express();
  app.disable('x-powered-by');
  app.set('etag', false);
  app.use(cors);
  app.get('/health', (_req, res) => {
    res.json({ ok: true });
  });
  app.use('/v1', express.raw({ type: () => true, limit: BODY_LIMIT }));

  app.post(
    '/v1/payment_intents',
    endpoint('secret', (params, ctx) => {
      const input = readCreateIntent(params, ctx.apiVersion);
      const paths = readExpand(params);
      return expand(renderIntent(state.createIntent(input, ctx), ctx.view), paths, intentResolvers(ctx.view));
    }),
  );
  app.get(
    '/v1/payment_intents/:id',
    endpoint('publishable', (params, ctx, req) => {
      const { clientSecret } = readRetrieve(params);
      const intent = state.getIntent(String(req.params.id), clientSecret, ctx.view);
      return expand(renderIntent(intent, ctx.view), readExpand(params), intentResolvers(ctx.view));
    }),
  );
  app.post(
    '/v1/payment_intents/:id/confirm',
    endpoint('publishable', (params, ctx, req) => {
      const input = readConfirm(params);
      const paths = readExpand(params);
      const intent = state.confirmIntent(String(req.params.id), input, ctx);
      return expand(renderIntent(intent, ctx.view), paths, intentResolvers(ctx.view));
    }),
  );
  app.post(
    '/v1/payment_intents/:id/cancel',
    endpoint('secret', (params, ctx, req) => {
      const { reason } = readCancel(params);
      const paths = readExpand(params);
      return expand(
        renderIntent(state.cancelIntent(String(req.params.id), reason, ctx), 'secret'),
        paths,
        intentResolvers('secret'),
      );
    }),
  );
  app.post(
    '/v1/refunds',
    endpoint('secret', (params, ctx) => {
      const input = readRefund(params);
      const paths = readExpand(params);
      return expand(
        structuredClone(state.createRefund(input, ctx)) as unknown as Record<string, unknown>,
        paths,
        refundResolvers,
      );
    }),
  );
  app.get(
    '/v1/refunds',
    endpoint('secret', (params) => {
      const list = state.listRefunds(readListRefunds(params));
      // A list expands its items' fields as `data.<field>`.
      const paths = readExpand(params).map((path) => {
        if (!path.startsWith('data.')) {
          throw invalidRequest(`This property cannot be expanded (${path}).`, { param: 'expand' });
        }
        return path.slice('data.'.length);
      });
      return {
        ...list,
        data: list.data.map((refund) => expand(refund as unknown as Record<string, unknown>, paths, refundResolvers)),
      };
    }),
  );
  app.get(
    '/v1/refunds/:id',
    endpoint('secret', (params, _ctx, req) => {
      readNothing(params);
      const refund = structuredClone(state.getRefund(String(req.params.id))) as unknown as Record<string, unknown>;
      return expand(refund, readExpand(params), refundResolvers);
    }),
  );
  app.get(
    '/v1/charges/:id',
    endpoint('secret', (params, _ctx, req) => {
      readNothing(params);
      return structuredClone(state.getCharge(String(req.params.id))) as unknown as Record<string, unknown>;
    }),
  );
  app.get(
    '/v1/events/:id',
    endpoint('secret', (params, _ctx, req) => {
      readNothing(params);
      return state.getEvent(String(req.params.id)) as unknown as Record<string, unknown>;
    }),
  );

  app.use((req, _res, next) => {
    next(unrecognizedUrl(req.method, req.path));
  });

  // Every failure leaves as Stripe's error JSON; nothing internal (stack, class names) ever reaches the caller.
  app.use((error: unknown, req: Request, res: Response, _next: NextFunction) => {
    if (error instanceof StripeError) {
      sendJson(res, error.status, errorJson(error));
      return;
    }
    const status = typeof error === 'object' && error !== null && 'status' in error ? Number(error.status) : 500;
    if (status === 413) {
      sendJson(res, 413, errorJson(invalidRequest(`Request body exceeds the ${BODY_LIMIT} limit.`, { status: 413 })));
      return;
    }
    if (status >= 400 && status < 500) {
      sendJson(res, 400, errorJson(invalidRequest(CONTENT_TYPE_MESSAGE)));
      return;
    }
    deps.log(`internal error on ${req.method} ${req.path}: ${error instanceof Error ? error.message : String(error)}`);
    sendJson(res, 500, {
      error: { type: 'api_error', message: 'An unknown error occurred while processing this request.' },
    });
  });

  return app;
}
