// The field schemas every request body is built from; their messages are the 400s' wording, so clients may rely on them.
import * as z from 'zod/mini';

const required = (what: string) => (issue: { input: unknown }) => (issue.input === undefined ? 'is required' : what);

/** A non-empty, trimmed string of `min` (default 1) to `max` characters. */
export function text(max: number, min = 1) {
  return z
    .string({ error: required('must be a string') })
    .check(
      z.trim(),
      z.minLength(1, 'must not be empty'),
      ...(min > 1 ? [z.minLength(min, `must be at least ${min} characters`)] : []),
      z.maxLength(max, `must be at most ${max} characters`),
    );
}

/** An email address as typed (trimmed): something@domain.tld, at most 254 characters. */
export const emailAddress = text(254, 3).check(z.regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, 'must be an email address'));

/** A password is taken as typed: not trimmed, any characters. */
export const password = z
  .string({ error: required('must be a string') })
  .check(z.minLength(1, 'must not be empty'), z.maxLength(1024, 'must be at most 1024 characters'));

/** A positive integer id, given as a JSON number or a numeric string (URL parameters arrive as strings). */
export const positiveId = z.pipe(
  z.transform((value: unknown) => (typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : value)),
  // z.int() is a safe integer by Number.isSafeInteger; multipleOf(1) let a denormal such as 5e-324 through to SQL.
  z.int({ error: required('must be a positive integer') }).check(z.positive('must be a positive integer')),
);

/**
 * A hostel's name as public.hostels spells it (its CHECK: a capital, then 1–39 letters). Which hostels exist is the
 * table's to say: a well-formed name of no hostel finds no room.
 */
export const hostelName = z
  .string({ error: required('must be a string') })
  .check(z.regex(/^[A-Z][A-Za-z]{1,39}$/, 'must be a hostel name'));

/** A moment with its offset, e.g. 2026-11-28T10:00:00+05:30. */
export const isoTime = z.iso.datetime({ offset: true, error: 'must be an ISO date and time' });

/** A time of day, HH:MM (a hostel's hours and curfew are IST). */
export const clockTime = z
  .string({ error: 'must be a time (HH:MM)' })
  .check(z.regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'must be a time (HH:MM)'));

/** A whole number from `min` to `max`. */
export function wholeNumber(min: number, max: number) {
  return z
    .int({ error: 'must be a whole number' })
    .check(z.gte(min, `must be at least ${min}`), z.lte(max, `must be at most ${max}`));
}

/** A Stripe PaymentIntent id (`pi_…`). */
export const paymentIntentId = z
  .string({ error: required('must be a string') })
  .check(z.regex(/^pi_[A-Za-z0-9_]{1,200}$/, 'must be a payment intent id (pi_…)'));

/** A lone surrogate: half of a UTF-16 pair without its other half, which no UTF-8 text can hold. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * Every string anywhere in a request is text PostgreSQL can store: no NUL (text refuses it, 22021) and
 * no lone surrogate (not Unicode, so not UTF-8). The server checks it on the whole input before the
 * route's schema, so every field of every route is covered and the 400 names the field.
 */
export const wellFormedText = z.unknown().check(
  z.superRefine((input, ctx) => {
    const visit = (value: unknown, path: PropertyKey[]): void => {
      if (typeof value === 'string') {
        if (value.includes('\u0000')) {
          ctx.addIssue({ code: 'custom', path, message: 'must not contain NUL characters' });
        } else if (LONE_SURROGATE.test(value)) {
          ctx.addIssue({ code: 'custom', path, message: 'must be valid Unicode text (no lone surrogates)' });
        }
      } else if (Array.isArray(value)) value.forEach((item, i) => visit(item, [...path, i]));
      else if (typeof value === 'object' && value !== null) {
        for (const [key, item] of Object.entries(value)) visit(item, [...path, key]);
      }
    };
    visit(input, []);
  }),
);
