// PostgREST's error shape ({code, message, details, hint}) and its mapping from PostgreSQL errors to HTTP statuses.
import { JwtError } from '../jwt';

/** PostgREST's details are text, except PGRST201's list of candidate relationships. */
export type RestErrorDetails = string | Record<string, string>[] | null;

export interface RestErrorBody {
  code: string;
  message: string;
  details: RestErrorDetails;
  hint: string | null;
}

/** An error answered to the client as PostgREST would answer it. */
export class RestError extends Error {
  readonly status: number;
  readonly code: string;
  readonly details: RestErrorDetails;
  readonly hint: string | null;
  readonly headers: Record<string, string>;

  constructor(
    status: number,
    code: string,
    message: string,
    extra: { details?: RestErrorDetails; hint?: string | null; headers?: Record<string, string> } = {},
  ) {
    super(message);
    this.name = 'RestError';
    this.status = status;
    this.code = code;
    this.details = extra.details ?? null;
    this.hint = extra.hint ?? null;
    this.headers = extra.headers ?? {};
  }

  body(): RestErrorBody {
    return { code: this.code, message: this.message, details: this.details, hint: this.hint };
  }
}

/** A malformed query string (PGRST100), e.g. `failed to parse filter (eq)`. */
export function parseError(what: string, input: string, details: string): RestError {
  return new RestError(400, 'PGRST100', `failed to parse ${what} (${input})`, { details });
}

interface PgLikeError {
  code: string;
  message: string;
  detail?: string;
  hint?: string;
}

function isPgError(error: unknown): error is PgLikeError {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code);
}

/** PostgREST's table from SQLSTATE to HTTP status (docs: "Errors", "SQLSTATE to HTTP status"). */
export function statusForSqlState(code: string, role: string): number {
  if (code === '23503' || code === '23505') return 409;
  if (code === '25006') return 405;
  if (code === '42P01' || code === '42883') return 404;
  if (code === '42501') return role === 'anon' ? 401 : 403;
  if (code === 'P0001') return 400;
  // raise ... using errcode = 'PT404' sets the status directly, as PostgREST allows.
  const custom = /^PT(\d{3})$/.exec(code);
  if (custom?.[1]) return Number(custom[1]);
  const prefix = code.slice(0, 2);
  const byClass: Record<string, number> = {
    '08': 503,
    '09': 500,
    '0L': 403,
    '0P': 403,
    '25': 500,
    '28': 403,
    '2D': 500,
    '38': 500,
    '39': 500,
    '3B': 500,
    '40': 500,
    '53': 503,
    '54': 413,
    '55': 500,
    '57': 500,
    '58': 500,
    F0: 500,
    HV: 500,
    P0: 500,
    XX: 500,
  };
  return byClass[prefix] ?? 400;
}

/** Turns anything thrown while serving a request into a RestError; unknown failures become a bare 500. */
export function toRestError(error: unknown, role: string): RestError {
  if (error instanceof RestError) return error;
  if (error instanceof JwtError) {
    return new RestError(401, error.code, error.message, {
      headers: {
        'WWW-Authenticate': `Bearer error="invalid_token", error_description="${error.message.replace(/"/g, "'")}"`,
      },
    });
  }
  if (isPgError(error)) {
    return new RestError(statusForSqlState(error.code, role), error.code, error.message, {
      details: error.detail ?? null,
      hint: error.hint ?? null,
    });
  }
  return new RestError(500, 'PGRST000', 'Internal error while serving the request');
}
