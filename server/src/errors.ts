// The server's one error type and the one middleware that turns any failure into a JSON answer.
import type { ErrorRequestHandler, RequestHandler } from 'express';
import type { Logger } from 'pino';
import type { ErrorBody, ErrorCode } from '@campus-hostel/contracts/api';

/** Facts an error answer carries besides its message and code (outside_window: when the window opens). */
export type ErrorDetails = Omit<ErrorBody, 'message' | 'code'>;

/** An error that knows the HTTP answer it deserves; its message (and details) are safe to show to the caller. */
export class HttpError extends Error {
  override name = 'HttpError';
  readonly details: ErrorDetails | undefined;

  constructor(
    readonly status: number,
    message: string,
    readonly code?: ErrorCode,
    options?: { cause?: unknown; details?: ErrorDetails },
  ) {
    super(message, options);
    this.details = options?.details;
  }
}

export const SERVICE_UNAVAILABLE = 'Service temporarily unavailable';
export const GUEST_REFUSED = 'This is for students: a guest account books guest rooms.';
export const PAYMENT_PROVIDER_UNAVAILABLE = 'Payment provider unavailable, please try again';

/** Errors raised by body-parser carry a `type` and a `status`; nothing else in Express does. */
function bodyParserError(err: unknown): { type: string; status: number } | undefined {
  if (typeof err !== 'object' || err === null) return undefined;
  const { type, status } = err as { type?: unknown; status?: unknown };
  if (typeof type !== 'string' || typeof status !== 'number') return undefined;
  return { type, status };
}

/**
 * Client faults Express raises without a body-parser `type`: a compressed body that does not inflate
 * (body-parser wraps the zlib or brotli error as an exposable 400) and a route parameter that is not
 * valid percent-encoded UTF-8 (URIError).
 */
function undecodableRequest(err: unknown): { status: number; message: string; code: ErrorCode } | undefined {
  if (typeof err !== 'object' || err === null) return undefined;
  const { status, expose, type } = err as { status?: unknown; expose?: unknown; type?: unknown };
  if (status !== 400 || type !== undefined) return undefined;
  if (err instanceof URIError)
    return { status, message: 'Malformed percent-encoding in the URL', code: 'malformed_url' };
  if (expose === true) {
    return { status, message: 'Request body could not be decoded (Content-Encoding)', code: 'invalid_encoding' };
  }
  return undefined;
}

function answerFor(err: unknown): { status: number } & ErrorBody {
  if (err instanceof HttpError) return { ...err.details, status: err.status, message: err.message, code: err.code };
  const undecodable = undecodableRequest(err);
  if (undecodable) return undecodable;
  const parser = bodyParserError(err);
  if (parser) {
    switch (parser.type) {
      case 'entity.parse.failed':
        return { status: 400, message: 'Malformed JSON body', code: 'malformed_json' };
      case 'entity.too.large':
        return { status: 413, message: 'Request body too large', code: 'body_too_large' };
      case 'encoding.unsupported':
      case 'charset.unsupported':
        return { status: 415, message: 'Unsupported request body encoding', code: 'unsupported_encoding' };
      default:
        if (parser.status >= 400 && parser.status < 500) {
          return { status: parser.status, message: 'Invalid request body', code: 'invalid_body' };
        }
    }
  }
  return { status: 500, message: 'Internal server error', code: 'internal' };
}

/** Answers every error as `{message, code?}`; logs server-side faults with their stack, never sends one. */
export function errorMiddleware(logger: Logger): ErrorRequestHandler {
  return (err: unknown, req, res, next) => {
    if (res.headersSent) {
      next(err);
      return;
    }
    const answer = answerFor(err);
    if (answer.status >= 500) {
      logger.error({ err, method: req.method, url: req.originalUrl }, 'request failed');
    }
    const { status, message, code, ...details } = answer;
    const body: ErrorBody = { message, ...details };
    if (code) body.code = code;
    res.status(status).json(body);
  };
}

/** The catch-all for paths no route serves. */
export const notFound: RequestHandler = (req, _res, next) => {
  next(new HttpError(404, `Not found: ${req.method} ${req.path}`, 'not_found'));
};
