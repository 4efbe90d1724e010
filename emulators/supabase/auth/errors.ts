// GoTrue's error type and the one error middleware of /auth/v1, answering in the JSON shape auth-js parses.
import type { ErrorRequestHandler } from 'express';

/** An error GoTrue would answer with `{code, error_code, msg}` (auth-js turns `msg` into `error.message`). */
export class AuthHttpError extends Error {
  constructor(
    readonly status: number,
    readonly errorCode: string,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'AuthHttpError';
  }
}

export const badRequest = (errorCode: string, message: string): AuthHttpError =>
  new AuthHttpError(400, errorCode, message);

export const invalidCredentials = (): AuthHttpError => badRequest('invalid_credentials', 'Invalid login credentials');

export function sendAuthError(res: Parameters<ErrorRequestHandler>[2], error: AuthHttpError): void {
  res
    .status(error.status)
    .json({ code: error.status, error_code: error.errorCode, msg: error.message, ...error.extra });
}

interface BodyParserError {
  type: string;
  status?: number;
}

function isBodyParserError(error: unknown): error is BodyParserError {
  return (
    typeof error === 'object' &&
    error !== null &&
    (typeof (error as { type?: unknown }).type === 'string' || (error as { expose?: unknown }).expose === true)
  );
}

/** Turns every failure into GoTrue's shape; unexpected ones become a bare 500 without internals. */
export const authErrorHandler: ErrorRequestHandler = (error: unknown, _req, res, _next) => {
  if (error instanceof AuthHttpError) {
    sendAuthError(res, error);
    return;
  }
  if (isBodyParserError(error)) {
    if (error.type === 'entity.parse.failed') {
      sendAuthError(res, badRequest('bad_json', 'Could not parse request body as JSON'));
      return;
    }
    if (error.type === 'entity.too.large') {
      sendAuthError(res, new AuthHttpError(413, 'request_too_large', 'Request body is too large'));
      return;
    }
    if (typeof error.status === 'number' && error.status >= 400 && error.status < 500) {
      sendAuthError(res, new AuthHttpError(error.status, 'validation_failed', 'Could not read the request body'));
      return;
    }
  }
  console.error('auth: unexpected error', error);
  sendAuthError(
    res,
    new AuthHttpError(500, 'unexpected_failure', 'Unexpected failure, please check server logs for more information'),
  );
};
