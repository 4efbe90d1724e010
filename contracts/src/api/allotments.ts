// Allotments: who lives where, as the office changes it. The whole office acts for every hostel, a warden for theirs
// (403 `forbidden` elsewhere). Beds are named as the office names them: hostel, wing, room number and bed.
import * as z from 'zod/mini';
import { BED_LABELS } from '../reference';
import { hostelName, text } from './fields';
import { post } from './route';

/** A bed as the office names it: Kanhar, wing A, room 103, bed B. */
export const bedName = z.object({
  hostel: hostelName,
  wing: z.string().check(z.trim(), z.toUpperCase(), z.regex(/^[A-Z0-9]{1,20}$/, 'must be a wing name')),
  room: z.pipe(
    z.transform((value: unknown) => (typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : value)),
    z.int({ error: 'must be a room number' }).check(z.positive('must be a room number'), z.lte(99_999)),
  ),
  bed: z.enum(BED_LABELS, { error: 'must be A or B' }),
});
export type BedName = z.output<typeof bedName>;

const reason = z.optional(z.nullable(z.string().check(z.trim(), z.maxLength(500, 'must be at most 500 characters'))));
const student = z.uuid('must be a user id');

export const allotmentBody = z.discriminatedUnion('action', [
  z.object({ action: z.literal('allot'), user_id: student, bed: bedName, reason }),
  z.object({ action: z.literal('move'), user_id: student, bed: bedName, reason }),
  z.object({ action: z.literal('swap'), user_id: student, other_user_id: student, reason }),
  z.object({ action: z.literal('end'), user_id: student, reason: text(500) }),
]);
export type AllotmentBody = z.input<typeof allotmentBody>;
export type AllotmentAction = z.output<typeof allotmentBody>['action'];

/** A bed as the office reads it back, with its name in the office's words ("Kanhar A-103 bed B"). */
export const placedBed = z.object({
  bed_id: z.number(),
  room_id: z.number(),
  hostel_name: z.string(),
  wing_name: z.string(),
  room_number: z.number(),
  bed_label: z.string(),
  name: z.string(),
});
export type PlacedBed = z.output<typeof placedBed>;

export const allotmentAnswer = z.object({
  action: z.enum(['allot', 'move', 'swap', 'end']),
  user_id: z.string(),
  /** The student's bed after the change; null when the allotment ended, or while an offered bed is not paid for. */
  bed: z.nullable(placedBed),
  /** In a hostel whose allotments are paid: the bed kept for the student until they pay for it by card. */
  offer: z.nullable(z.object({ bed: placedBed, expires_at: z.string() })),
});
export type AllotmentAnswer = z.output<typeof allotmentAnswer>;

export const findStudentsBody = z.object({ query: text(320) });
export type FindStudentsBody = z.input<typeof findStudentsBody>;
export const allotmentStudent = z.object({
  user_id: z.string(),
  full_name: z.string(),
  roll_number: z.string(),
  bed: z.nullable(placedBed),
});
export type AllotmentStudent = z.output<typeof allotmentStudent>;
export const findStudentsAnswer = z.object({ students: z.array(allotmentStudent) });
export type FindStudentsAnswer = z.output<typeof findStudentsAnswer>;

/** The columns an allotment list has, in this order, under a header row. */
export const ALLOTMENT_CSV_COLUMNS = ['roll_number', 'hostel', 'wing', 'room', 'bed'] as const;
/** At most this many rows in one list: a large hostel's whole intake. */
export const ALLOTMENT_CSV_MAX_ROWS = 2000;

/** Why a row of an allotment list cannot be applied. */
export const ALLOTMENT_PROBLEMS = [
  'incomplete_row',
  'unknown_student',
  'unknown_bed',
  'duplicate_student',
  'duplicate_bed',
  'forbidden',
  'already_housed',
  'bed_unavailable',
  'not_eligible',
  'paid_hostel',
] as const;
export type AllotmentProblem = (typeof ALLOTMENT_PROBLEMS)[number];

export const importAllotmentsBody = z.object({
  csv: z.string().check(z.minLength(1, 'must not be empty'), z.maxLength(200_000, 'must be at most 200000 characters')),
  apply: z.boolean({ error: 'must be true or false' }),
});
export type ImportAllotmentsBody = z.input<typeof importAllotmentsBody>;
export const importAllotmentsAnswer = z.object({
  /** Every data row, by its line in the file (the header is line 1). */
  rows: z.array(z.object({ line: z.number(), ok: z.boolean(), problem: z.optional(z.enum(ALLOTMENT_PROBLEMS)) })),
  /** True only when every row was fine and `apply` was asked: then every row was allotted, in one transaction. */
  applied: z.boolean(),
});
export type ImportAllotmentsAnswer = z.output<typeof importAllotmentsAnswer>;

/** What an allotment by the office does in a hostel: gives the bed at once, or keeps it for the student to pay. */
export const OFFICE_ALLOTMENT_RULES = ['final', 'paid'] as const;
export type OfficeAllotmentRule = (typeof OFFICE_ALLOTMENT_RULES)[number];

export const hostelRuleBody = z.object({
  hostel: hostelName,
  rule: z.enum(OFFICE_ALLOTMENT_RULES, { error: 'must be final or paid' }),
});
export type HostelRuleBody = z.input<typeof hostelRuleBody>;
export const hostelRuleAnswer = z.object({ hostel: z.string(), rule: z.enum(OFFICE_ALLOTMENT_RULES) });
export type HostelRuleAnswer = z.output<typeof hostelRuleAnswer>;

export const allotmentsApi = {
  /**
   * POST /admin/allotments (the office, or a warden within their hostels): allot, move, swap or end; in a hostel
   * whose allotments are paid, allot keeps the bed for the student to pay for (`offer`). 403
   * `forbidden`; 404 `room_not_found` (no such bed); 409 `already_housed` | `not_housed` | `bed_unavailable` |
   * `not_eligible`.
   */
  change: post('/admin/allotments', { access: 'places', body: allotmentBody, answer: allotmentAnswer }),
  /** POST /admin/allotments/students: students by roll number, name, email or id, with the bed each holds. */
  findStudents: post('/admin/allotments/students', {
    access: 'places',
    body: findStudentsBody,
    answer: findStudentsAnswer,
  }),
  /**
   * POST /admin/allotments/import: checks every row of an allotment list (CSV: roll_number, hostel, wing, room, bed)
   * and, with `apply`, applies all of them or none. 400 `invalid_request` for a list without that header or too long.
   */
  import: post('/admin/allotments/import', {
    access: 'places',
    body: importAllotmentsBody,
    answer: importAllotmentsAnswer,
  }),
  /** POST /admin/allotments/rule (admin only): what an allotment by the office does in a hostel; audited. 404. */
  setHostelRule: post('/admin/allotments/rule', { access: 'admin', body: hostelRuleBody, answer: hostelRuleAnswer }),
};
