// Stripe's error envelope `{ error: { type, code, message, param, … } }` and the status codes Stripe pairs with each kind.

export type StripeErrorType = 'api_error' | 'card_error' | 'idempotency_error' | 'invalid_request_error';

export interface StripeErrorBody {
  type: StripeErrorType;
  message: string;
  code?: string;
  decline_code?: string;
  param?: string;
  doc_url?: string;
  charge?: string;
  payment_intent?: Record<string, unknown>;
  payment_method?: Record<string, unknown>;
  payment_method_type?: string;
}

/**
 * An API failure answered as Stripe answers it. `executed` marks failures that happen after the request started
 * executing (a decline, a state conflict): Stripe stores those under the Idempotency-Key and replays them, while
 * validation and authentication failures are never stored.
 */
export class StripeError extends Error {
  constructor(
    readonly status: number,
    readonly body: StripeErrorBody,
    readonly executed = false,
  ) {
    super(body.message);
    this.name = 'StripeError';
  }
}

/** Stripe links every coded error to its page, e.g. card_declined → /docs/error-codes/card-declined. */
export function docUrl(code: string): string {
  return `https://stripe.com/docs/error-codes/${code.replaceAll('_', '-')}`;
}

interface InvalidRequestOptions {
  code?: string;
  param?: string;
  status?: number;
  executed?: boolean;
  paymentIntent?: Record<string, unknown>;
}

export function invalidRequest(message: string, options: InvalidRequestOptions = {}): StripeError {
  const body: StripeErrorBody = { type: 'invalid_request_error', message };
  if (options.code !== undefined) {
    body.code = options.code;
    body.doc_url = docUrl(options.code);
  }
  if (options.param !== undefined) body.param = options.param;
  if (options.paymentIntent !== undefined) body.payment_intent = options.paymentIntent;
  return new StripeError(options.status ?? 400, body, options.executed ?? false);
}

export function parameterUnknown(param: string): StripeError {
  return invalidRequest(`Received unknown parameter: ${param}`, { code: 'parameter_unknown', param });
}

export function parameterMissing(param: string): StripeError {
  return invalidRequest(`Missing required param: ${param}.`, { code: 'parameter_missing', param });
}

export function invalidInteger(param: string, raw: string): StripeError {
  return invalidRequest(`Invalid integer: ${raw}`, { code: 'parameter_invalid_integer', param });
}

export function invalidHash(param: string): StripeError {
  return invalidRequest(`Invalid hash`, { param });
}

export function invalidArray(param: string): StripeError {
  return invalidRequest(`Invalid array`, { param });
}

export function invalidEnum(param: string, allowed: readonly string[]): StripeError {
  const list =
    allowed.length > 1
      ? `${allowed.slice(0, -1).join(', ')}, or ${allowed[allowed.length - 1] ?? ''}`
      : allowed.join('');
  return invalidRequest(`Invalid ${param}: must be one of ${list}`, { param });
}

/** `kind` is Stripe's noun for the object (`payment_intent`, `refund`, `PaymentMethod`), `param` the path parameter. */
export function resourceMissing(kind: string, id: string, param: string): StripeError {
  return invalidRequest(`No such ${kind}: '${id}'`, { code: 'resource_missing', param, status: 404 });
}

export function unrecognizedUrl(method: string, path: string): StripeError {
  return invalidRequest(
    `Unrecognized request URL (${method}: ${path}). Please see https://stripe.com/docs or we can help at https://support.stripe.com/.`,
    { status: 404 },
  );
}

export function errorJson(error: StripeError): { error: StripeErrorBody } {
  return { error: error.body };
}
