// What every area's data access shares: answers unwrapped and validated, ids and timestamps as the API states them,
// and who acts.
import { z } from 'zod';
import { OFFICE_ROLES } from '@campus-hostel/contracts/api';
import { GUEST_REFUSED, HttpError, SERVICE_UNAVAILABLE } from '../errors.js';

/** PostgREST sends bigint as a JSON number; a proxy may send it as a string. */
export const id = z.union([z.number().int(), z.string().regex(/^\d+$/).transform(Number)]);

/** Who did an office action, as the audit log records it: the verified account and its email (or id). */
export interface Actor {
  id: string;
  email: string;
}

export const officeRole = z.enum(OFFICE_ROLES).nullable();
export const timestamp = z.string().transform((value) => new Date(value).toISOString());
export const nullableTimestamp = timestamp.nullable();

export interface SupabaseAnswer {
  data: unknown;
  error: { message: string; code?: string; hint?: string | null } | null;
  status: number;
}

/**
 * A failed call either means the database is out of reach (network error, status 0, or a 5xx from
 * Supabase: answer 503 and let the next request try again) or a fault of ours (500).
 */
export function unwrap<T>(what: string, answer: SupabaseAnswer, schema: z.core.$ZodType<T>): T {
  if (answer.error) {
    if (answer.status === 0 || answer.status >= 500) {
      throw new HttpError(503, SERVICE_UNAVAILABLE, 'database_unavailable', { cause: answer.error });
    }
    // A limit the database keeps per student (PT429) says in its message when to try again.
    if (answer.status === 429) throw new HttpError(429, answer.error.message, 'rate_limited', { cause: answer.error });
    // What is a student's refuses a guest account in the database itself (refuse_guest_accounts), whatever asked.
    if (answer.error.code === 'PT403' && answer.error.hint === 'guest_account') {
      throw new HttpError(403, GUEST_REFUSED, 'guest_account', { cause: answer.error });
    }
    throw new Error(`${what} failed (${answer.status} ${answer.error.code ?? ''}): ${answer.error.message}`);
  }
  const parsed = z.safeParse(schema, answer.data);
  if (!parsed.success) {
    throw new Error(`${what} answered an unexpected shape: ${parsed.error.message}`);
  }
  return parsed.data;
}

/**
 * The generated types declare every SQL argument non-null, but the office functions take null on purpose (no note, no
 * staff, a new notice, back in service); PostgREST hands JSON null to SQL as null.
 */
export function sqlNull<T>(value: T | null): T {
  return value as T;
}

/** Supabase Auth admin API failures: out of reach (503), or a fault of ours. */
export function authAdminFailure(what: string, error: { message: string; status?: number }): Error {
  const status = error.status ?? 0;
  if (status === 0 || status >= 500) {
    return new HttpError(503, SERVICE_UNAVAILABLE, 'auth_unavailable', { cause: error });
  }
  return new Error(`${what} failed (${status}): ${error.message}`);
}

export function exactlyOne<T>(what: string, rows: T[]): T {
  const [row] = rows;
  if (!row || rows.length !== 1) throw new Error(`${what} must answer exactly one row, got ${rows.length}`);
  return row;
}
