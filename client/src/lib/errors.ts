// One place that turns any failure (API, Supabase, network, code) into a message fit for the user.
import type { PassRefusal } from '@campus-hostel/contracts/api';
import type { ErrorCode } from '@campus-hostel/contracts/reference';
import { messages } from '../config/messages';
import { currentLanguage, t } from './i18n';

/** A failed call to our API: the server's `{message}`, the HTTP status, the error's code and what comes with it. */
export class ApiError extends Error {
  override name = 'ApiError';
  constructor(
    message: string,
    readonly status: number,
    options?: ErrorOptions & {
      code?: ErrorCode | undefined;
      opensAt?: string | null | undefined;
      misfits?: number | undefined;
      student?: { name: string; roll_number: string | null } | undefined;
      reason?: PassRefusal | undefined;
    },
  ) {
    super(message, options);
    this.code = options?.code;
    this.opensAt = options?.opensAt;
    this.misfits = options?.misfits;
    this.student = options?.student;
    this.reason = options?.reason;
  }

  /** The API's stable error code, when its answer had one: branch on this, never on the message. */
  readonly code: ErrorCode | undefined;
  /** With `outside_window`: when the student's selection window opens (ISO), or null when none will. */
  readonly opensAt: string | null | undefined;
  /** With `format_misfits`: how many kept student records the roll number format would not fit. */
  readonly misfits: number | undefined;
  /** With a mess counter's refusal: the student who was scanned. */
  readonly student: { name: string; roll_number: string | null } | undefined;
  /** With the gate's `pass_not_valid`: why the pass is refused. */
  readonly reason: PassRefusal | undefined;
}

function messageOf(error: unknown): string | undefined {
  if (typeof error === 'string') return error;
  if (error && typeof error === 'object' && 'message' in error) {
    const { message } = error;
    if (typeof message === 'string' && message.trim() !== '') return message;
  }
  return undefined;
}

function isNetworkFailure(error: unknown): boolean {
  const message = messageOf(error) ?? '';
  return error instanceof TypeError && /fetch|network|load failed/i.test(message);
}

/**
 * Our API's and Supabase Auth's words are English and often name specifics (a hostel, a time); the product's English
 * keeps them verbatim. In another language the error's code picks our words for it instead, so no English sentence
 * reaches a Hindi reader; a code we have no words for keeps the service's.
 */
function inReadersLanguage(error: unknown, message: string): string {
  if (currentLanguage() === 'en') return message;
  const code = error instanceof ApiError ? error.code : (databaseRefusal(error) ?? errorCode(error));
  return code ? t(`messages:apiErrors.${code}`, { defaultValue: message }) : message;
}

/** The text to show for a failure; `fallback` when the failure carries nothing a user can act on. */
export function normalizeError(error: unknown, fallback: string = messages.somethingWentWrong): string {
  if (isNetworkFailure(error)) return messages.networkError;
  if (error instanceof ApiError) return inReadersLanguage(error, error.message);
  const message = messageOf(error);
  if (!message) return fallback;
  // supabase-js reports transport failures inside its error objects rather than throwing.
  if (/failed to fetch|networkerror|load failed/i.test(message)) return messages.networkError;
  return inReadersLanguage(error, message);
}

/** A route or record that does not exist; the error screen shows it as 404. */
export class NotFoundError extends Error {
  override name = 'NotFoundError';
}

/** A refusal the database names in its hint (PT403 guest_account: a guest account writing what is a student's). */
function databaseRefusal(error: unknown): string | undefined {
  if (errorCode(error) !== 'PT403' || typeof error !== 'object' || error === null || !('hint' in error))
    return undefined;
  return error.hint === 'guest_account' ? 'guest_account' : undefined;
}

/** The Postgres/PostgREST error code of a Supabase failure, e.g. 23505 for a unique violation. */
export function errorCode(error: unknown): string | undefined {
  if (error && typeof error === 'object' && 'code' in error) {
    const { code } = error;
    if (typeof code === 'string') return code;
  }
  return undefined;
}
