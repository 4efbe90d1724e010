// Request validation at the boundary: zod schemas whose failures become 400s naming the field.
import { z } from 'zod';
import { HttpError } from '../errors.js';

const required = (what: string) => (issue: { input: unknown }) => (issue.input === undefined ? 'is required' : what);

/** A non-empty, trimmed string of `min` (default 1) to `max` characters. */
export function text(max: number, min = 1) {
  const base = z
    .string({ error: required('must be a string') })
    .trim()
    .min(1, 'must not be empty');
  return (min > 1 ? base.min(min, `must be at least ${min} characters`) : base).max(
    max,
    `must be at most ${max} characters`,
  );
}

/** A positive integer id, given as a JSON number or a numeric string (URL parameters arrive as strings). */
export const positiveId = z.preprocess(
  (value) => (typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : value),
  z
    .number({ error: required('must be a positive integer') })
    .int('must be a positive integer')
    .positive('must be a positive integer')
    .max(Number.MAX_SAFE_INTEGER, 'must be a positive integer'),
);

/** A Stripe PaymentIntent id (`pi_…`). */
export const paymentIntentId = z
  .string({ error: required('must be a string') })
  .regex(/^pi_[A-Za-z0-9_]{1,200}$/, 'must be a payment intent id (pi_…)');

/** A lone surrogate: half of a UTF-16 pair without its other half, which no UTF-8 text can hold. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * Every string anywhere in the input is text PostgreSQL can store: no NUL (text refuses it, 22021) and
 * no lone surrogate (not Unicode, so not UTF-8). Checked on the whole input before the route's schema,
 * so every field of every route is covered and the 400 names the field.
 */
export const wellFormedText = z.unknown().superRefine((input, ctx) => {
  const visit = (value: unknown, path: PropertyKey[]): void => {
    if (typeof value === 'string') {
      if (value.includes('\u0000')) ctx.addIssue({ code: 'custom', path, message: 'must not contain NUL characters' });
      else if (LONE_SURROGATE.test(value)) {
        ctx.addIssue({ code: 'custom', path, message: 'must be valid Unicode text (no lone surrogates)' });
      }
    } else if (Array.isArray(value)) value.forEach((item, i) => visit(item, [...path, i]));
    else if (typeof value === 'object' && value !== null) {
      for (const [key, item] of Object.entries(value)) visit(item, [...path, key]);
    }
  };
  visit(input, []);
});

/** The 400 for a failed parse, naming the first offending field. */
function invalid(error: z.ZodError, what: string): HttpError {
  const issue = error.issues[0];
  if (!issue) return new HttpError(400, `${what} is invalid`, 'invalid_request');
  if (issue.path.length === 0) {
    const expectsObject = issue.code === 'invalid_type' && issue.expected === 'object';
    return new HttpError(
      400,
      expectsObject ? `${what} must be a JSON object` : `${what} ${issue.message}`,
      'invalid_request',
    );
  }
  return new HttpError(400, `${issue.path.map(String).join('.')} ${issue.message}`, 'invalid_request');
}

/** Parses untrusted input; throws 400 `{message}` naming the first offending field. */
export function parseInput<T>(schema: z.ZodType<T>, input: unknown, what = 'Request body'): T {
  const text = wellFormedText.safeParse(input);
  if (!text.success) throw invalid(text.error, what);
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  throw invalid(result.error, what);
}
