// Selection windows API: the admin defines when students may select, for which hostels and who (everyone,
// a list of emails from CSV, or slots drawn at random for a list); a student asks for their own windows. In a hostel
// under selection (a window covering it has not closed), a hold outside the student's open window answers 403
// `outside_window` with `opens_at`.
import * as z from 'zod/mini';
import { CheckedValues } from '../database.types';
import { hostelName, positiveId, text } from './fields';
import { get, post } from './route';

/** Who may select in a window: everyone, the listed emails, or the listed emails in slots drawn at random. */
export const SELECTION_AUDIENCES = CheckedValues.selection_windows.audience;
export type SelectionAudience = (typeof SELECTION_AUDIENCES)[number];

/** The limits the server and the database both hold a window to. */
export const SELECTION_LIMITS = {
  nameMax: 120,
  hostelsMax: 50,
  /** The CSV of emails, in characters, and its rows (besides a header). */
  csvMaxChars: 600_000,
  csvMaxRows: 20_000,
  slotSizeMax: 10_000,
  slotMinutesMax: 1440,
  /** How long a window may stay open. */
  lengthMaxDays: 90,
} as const;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const HEADER = /^e-?mail(\s+address)?$/i;

/** One cell without its surrounding quotes and spaces. */
function cell(raw: string): string {
  const trimmed = raw.trim();
  return trimmed.length >= 2 && trimmed.startsWith('"') && trimmed.endsWith('"')
    ? trimmed.slice(1, -1).trim()
    : trimmed;
}

/**
 * Reads a one-column CSV of emails (a header such as "email" is optional; blank lines are skipped; trailing empty
 * columns, as spreadsheets export them, are ignored). Answers the emails lower-cased without repeats, or the first
 * problem naming its line.
 */
export function parseEmailsCsv(csv: string): { emails: string[] } | { error: string } {
  const lines = csv.replace(/^\uFEFF/, '').split(/\r\n|\n|\r/);
  const emails = new Set<string>();
  let rows = 0;
  for (const [index, line] of lines.entries()) {
    const cells = line.split(',').map(cell);
    const [value = '', ...rest] = cells;
    if (value === '' && rest.every((c) => c === '')) continue;
    const n = index + 1;
    if (rest.some((c) => c !== '')) return { error: `line ${n}: expected one column (an email per line)` };
    if (rows === 0 && HEADER.test(value)) continue;
    if (value.length > 254 || !EMAIL.test(value))
      return { error: `line ${n}: "${value.slice(0, 60)}" is not an email address` };
    rows += 1;
    if (rows > SELECTION_LIMITS.csvMaxRows) {
      return { error: `line ${n}: at most ${SELECTION_LIMITS.csvMaxRows} emails per window` };
    }
    emails.add(value.toLowerCase());
  }
  if (emails.size === 0) return { error: 'must list at least one email' };
  return { emails: [...emails] };
}

const isoTime = z.iso.datetime({ offset: true, error: 'must be an ISO date and time' });

/** The CSV text of emails, read into the list (a 400 names the first bad line). */
const emailsCsv = z.pipe(
  z
    .string({ error: 'must be the CSV text of emails' })
    .check(z.maxLength(SELECTION_LIMITS.csvMaxChars, `must be at most ${SELECTION_LIMITS.csvMaxChars} characters`)),
  z.transform((csv: string, ctx) => {
    const parsed = parseEmailsCsv(csv);
    if ('emails' in parsed) return parsed.emails;
    ctx.issues.push({ code: 'custom', message: parsed.error, input: csv });
    return z.NEVER;
  }),
);

const whole = (max: number) =>
  z
    .number({ error: 'must be a whole number' })
    .check(
      z.multipleOf(1, 'must be a whole number'),
      z.minimum(1, 'must be at least 1'),
      z.maximum(max, `must be at most ${max}`),
    );

export const saveSelectionWindowBody = z
  .object({
    id: z.optional(z.nullable(positiveId)),
    name: text(SELECTION_LIMITS.nameMax),
    opens_at: isoTime,
    closes_at: isoTime,
    hostels: z
      .array(hostelName, { error: 'must be a list of hostel names' })
      .check(
        z.minLength(1, 'must name at least one hostel'),
        z.maxLength(SELECTION_LIMITS.hostelsMax, `must name at most ${SELECTION_LIMITS.hostelsMax} hostels`),
      ),
    audience: z.enum(SELECTION_AUDIENCES, { error: 'must be everyone, emails or slots' }),
    slot_size: z.optional(z.nullable(whole(SELECTION_LIMITS.slotSizeMax))),
    slot_minutes: z.optional(z.nullable(whole(SELECTION_LIMITS.slotMinutesMax))),
    emails_csv: z.optional(z.nullable(emailsCsv)),
  })
  .check(
    z.superRefine((body, ctx) => {
      const opens = Date.parse(body.opens_at);
      const closes = Date.parse(body.closes_at);
      if (closes <= opens) {
        ctx.addIssue({ code: 'custom', path: ['closes_at'], message: 'must be after opens_at' });
      } else if (closes - opens > SELECTION_LIMITS.lengthMaxDays * 86_400_000) {
        ctx.addIssue({
          code: 'custom',
          path: ['closes_at'],
          message: `must be at most ${SELECTION_LIMITS.lengthMaxDays} days after opens_at`,
        });
      }
      const slots = body.audience === 'slots';
      for (const field of ['slot_size', 'slot_minutes'] as const) {
        const given = body[field] !== undefined && body[field] !== null;
        if (slots && !given) ctx.addIssue({ code: 'custom', path: [field], message: 'is required for slots' });
        if (!slots && given) ctx.addIssue({ code: 'custom', path: [field], message: 'is only for slots' });
      }
      const listed = body.emails_csv !== undefined && body.emails_csv !== null;
      if (body.audience === 'everyone' && listed) {
        ctx.addIssue({ code: 'custom', path: ['emails_csv'], message: 'is only for emails or slots' });
      }
      if (body.audience !== 'everyone' && !listed && (body.id === undefined || body.id === null)) {
        ctx.addIssue({ code: 'custom', path: ['emails_csv'], message: `is required for ${body.audience}` });
      }
    }),
  );
export type SaveSelectionWindowBody = z.input<typeof saveSelectionWindowBody>;
export const saveSelectionWindowAnswer = z.object({ id: z.number() });
export type SaveSelectionWindowAnswer = z.output<typeof saveSelectionWindowAnswer>;

export const deleteSelectionWindowBody = z.object({ id: positiveId });
export type DeleteSelectionWindowBody = z.input<typeof deleteSelectionWindowBody>;
export const deleteSelectionWindowAnswer = z.object({ id: z.number(), deleted: z.literal(true) });
export type DeleteSelectionWindowAnswer = z.output<typeof deleteSelectionWindowAnswer>;

/**
 * One window as the office lists it: members counts the list, claimed how many of its addresses an account has claimed
 * (bound at the draw, or through the link mailed to the address); last_slot_opens_at is when the last slot starts.
 */
export const selectionWindow = z.object({
  id: z.number(),
  name: z.string(),
  opens_at: z.string(),
  closes_at: z.string(),
  hostels: z.array(z.string()),
  audience: z.enum(SELECTION_AUDIENCES),
  slot_size: z.nullable(z.number()),
  slot_minutes: z.nullable(z.number()),
  members: z.number(),
  claimed: z.number(),
  last_slot_opens_at: z.nullable(z.string()),
  created_by_email: z.nullable(z.string()),
  created_at: z.string(),
  updated_at: z.string(),
});
export type SelectionWindow = z.output<typeof selectionWindow>;

export const selectionWindowsAnswer = z.object({ windows: z.array(selectionWindow) });
export type SelectionWindowsAnswer = z.output<typeof selectionWindowsAnswer>;

/**
 * A student's page reads their windows again at a random moment this long after one of them opens or closes (an office
 * edit or a slot drawn since shows then), not at once: every page of a slot's students sees it open in the same second.
 * The hostel page takes the student's place in line so too when their window opens under it: the first minute after an
 * opening is shuffled, so the moment within it costs nobody their place. The page itself moves with its clock at once.
 */
export const SELECTION_REREAD_SPREAD_MS = 10_000;

/** A window that admits the student: opens_at is when it opens for them (their slot's start, for slots). */
export const mySelectionWindow = z.object({
  id: z.number(),
  name: z.string(),
  hostels: z.array(z.string()),
  opens_at: z.string(),
  closes_at: z.string(),
  open: z.boolean(),
});
export type MySelectionWindow = z.output<typeof mySelectionWindow>;

export const mySelectionAnswer = z.object({
  selection_hostels: z.array(z.string()),
  windows: z.array(mySelectionWindow),
  next_opens_at: z.nullable(z.string()),
});
export type MySelectionAnswer = z.output<typeof mySelectionAnswer>;

export const claimSelectionBody = z.object({
  token: z.string({ error: 'must be the link’s token' }).check(z.uuid({ error: 'must be the link’s token' })),
});
export type ClaimSelectionBody = z.input<typeof claimSelectionBody>;
export const claimSelectionAnswer = z.object({ windows: z.number() });
export type ClaimSelectionAnswer = z.output<typeof claimSelectionAnswer>;

/** Selection windows: the office's list, an admin's edits, a student's own windows and claims. */
export const selectionApi = {
  /** GET /admin/selection (the office): every window, soonest first. */
  windows: get('/admin/selection', { access: 'office', answer: selectionWindowsAnswer }),
  /**
   * POST /admin/selection (admin only): creates (no id) or edits a window. emails_csv (the CSV text of one column of
   * emails) is the list of an emails or slots window: required when creating one, optional when editing (absent keeps
   * the list, and the slots drawn for it). A new list for slots is drawn at random once, when saved: slot_size students
   * every slot_minutes minutes from opens_at. 404 editing a window that does not exist; 400 when the slots would run
   * past closes_at.
   */
  save: post('/admin/selection', {
    access: 'admin',
    body: saveSelectionWindowBody,
    answer: saveSelectionWindowAnswer,
  }),
  /** POST /admin/selection/delete (admin only): the window, its hostels and its list go. 404 no such window. */
  delete: post('/admin/selection/delete', {
    access: 'admin',
    body: deleteSelectionWindowBody,
    answer: deleteSelectionWindowAnswer,
  }),
  /**
   * GET /selection/me (signed in): the hostels under selection now (a window covering them has not closed: there, holds
   * happen only inside the student's open windows; elsewhere anyone may hold); the student's windows, soonest first; and
   * when the next of them opens (null: none is still to open).
   */
  mine: get('/selection/me', { access: 'student', answer: mySelectionAnswer }),
  /**
   * POST /selection/claim (signed in): the link mailed to a listed address that an account took up after the draw. The
   * token binds that address's unclaimed places in windows still open or to come to the account it was sent for, while
   * the account still uses the address; windows counts the places now the account's. 404 no such link, or another
   * account's; 409 `email_changed` (the account has left that address), `claim_expired` (older than 7 days) or
   * `nothing_to_claim` (claimed by someone else, or closed, meanwhile).
   */
  claim: post('/selection/claim', { access: 'student', body: claimSelectionBody, answer: claimSelectionAnswer }),
};
