// Request validation at the boundary: zod schemas whose failures become 400s naming the field.
import { z } from 'zod';
import { HttpError } from '../errors.js';

const required = (what: string) => (issue: { input: unknown }) => (issue.input === undefined ? 'is required' : what);

/** A non-empty, trimmed string of `min` (default 1) to `max` characters. */
export function text(max: number, min = 1) {
  const base = z.string({ error: required('must be a string') }).trim().min(1, 'must not be empty');
  return (min > 1 ? base.min(min, `must be at least ${min} characters`) : base).max(max, `must be at most ${max} characters`);
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

/** Parses untrusted input; throws 400 `{message}` naming the first offending field. */
export function parseInput<T>(schema: z.ZodType<T>, input: unknown, what = 'Request body'): T {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  if (!issue) throw new HttpError(400, `${what} is invalid`, 'invalid_request');
  if (issue.path.length === 0) {
    const expectsObject = issue.code === 'invalid_type' && issue.expected === 'object';
    throw new HttpError(400, expectsObject ? `${what} must be a JSON object` : `${what} ${issue.message}`, 'invalid_request');
  }
  throw new HttpError(400, `${issue.path.map(String).join('.')} ${issue.message}`, 'invalid_request');
}
