// The student record (public.student_records): its fields as a student fills them in and as the office corrects them,
// one set of rules for the form, the server and the database's checks. POST /admin/records is the office's correction.
import * as z from 'zod/mini';
import { CheckedValues } from '../database.types';
import { emailAddress, text } from './fields';
import { post } from './route';

/** The programmes the institute runs, in the table's CHECK order. */
export const PROGRAMMES = CheckedValues.student_records.programme;
export type Programme = (typeof PROGRAMMES)[number];
/** Who a guardian is to the student. */
export const GUARDIAN_RELATIONS = CheckedValues.student_records.guardian_relation;
export type GuardianRelation = (typeof GUARDIAN_RELATIONS)[number];
/** The years of study a programme may be in. */
export const STUDY_YEARS = [1, 2, 3, 4, 5, 6] as const;

/** A phone number as typed, without spaces or hyphens; an Indian number written with +91 or a leading 0 keeps 10 digits. */
export function normalisePhone(typed: string): string {
  const compact = typed.replace(/[\s-]/g, '');
  const indian = /^(?:\+91|0)([6-9]\d{9})$/.exec(compact);
  return indian?.[1] ?? compact;
}

const INDIAN_MOBILE = /^[6-9]\d{9}$/;
const ANY_PHONE = /^([6-9]\d{9}|\+[1-9]\d{7,14})$/;

function phone(pattern: RegExp, message: string) {
  return z.pipe(
    z.string({ error: (issue) => (issue.input === undefined ? 'is required' : 'must be a string') }),
    z.pipe(z.transform(normalisePhone), z.string().check(z.regex(pattern, message))),
  );
}

/** Any phone number as typed: an Indian mobile (with +91, 0 or spaces) or an international number. */
export const anyPhone = phone(ANY_PHONE, 'must be a 10-digit mobile number or an international number (+ and digits)');

/** The record's fields; every rule here is also the table's CHECK, so the database refuses what slips past. */
export const studentRecordFields = z.object({
  full_name: text(100, 2),
  roll_number: z.pipe(
    text(20, 2),
    z.transform((value: string) => value.toUpperCase()),
  ),
  programme: z.enum(PROGRAMMES, { error: `must be one of ${PROGRAMMES.join(', ')}` }),
  year: z.int({ error: 'must be a whole number from 1 to 6' }).check(z.gte(1), z.lte(6)),
  phone: phone(INDIAN_MOBILE, 'must be a 10-digit mobile number'),
  guardian_name: text(100, 2),
  guardian_relation: z.enum(GUARDIAN_RELATIONS, { error: `must be one of ${GUARDIAN_RELATIONS.join(', ')}` }),
  guardian_email: emailAddress,
  guardian_phone: anyPhone,
  emergency_name: text(100, 2),
  emergency_phone: phone(ANY_PHONE, 'must be a 10-digit mobile number or an international number (+ and digits)'),
});
export type StudentRecordInput = z.input<typeof studentRecordFields>;
export type StudentRecord = z.output<typeof studentRecordFields>;

/** The record as the SQL functions that write it take it (create_my_student_record, correct_student_record). */
export function recordArguments(record: StudentRecord) {
  return {
    p_full_name: record.full_name,
    p_roll_number: record.roll_number,
    p_programme: record.programme,
    p_year: record.year,
    p_phone: record.phone,
    p_guardian_name: record.guardian_name,
    p_guardian_relation: record.guardian_relation,
    p_guardian_email: record.guardian_email,
    p_guardian_phone: record.guardian_phone,
    p_emergency_name: record.emergency_name,
    p_emergency_phone: record.emergency_phone,
  };
}

export const correctRecordBody = z.object({
  user_id: z.uuid('must be a user id'),
  record: studentRecordFields,
  reason: text(500),
});
export type CorrectRecordBody = z.input<typeof correctRecordBody>;
export const correctRecordAnswer = z.object({ user_id: z.string(), corrected_at: z.nullable(z.string()) });
export type CorrectRecordAnswer = z.output<typeof correctRecordAnswer>;

/** The roll number's format as an admin sets it: a pattern from ^ to $ on the upper-cased number, and an example. */
export const rollNumberFormatBody = z.object({
  pattern: text(200, 2),
  example: z.pipe(
    text(20, 2),
    z.transform((value: string) => value.toUpperCase()),
  ),
});
export type RollNumberFormatBody = z.input<typeof rollNumberFormatBody>;
export const rollNumberFormatAnswer = z.object({ pattern: z.string(), example: z.string() });
export type RollNumberFormatAnswer = z.output<typeof rollNumberFormatAnswer>;

export const studentRecordApi = {
  /**
   * POST /admin/records (the office): corrects a student's record with a reason; what changed is audited. 404
   * `not_found` (no record yet); 409 `roll_taken` (another student's number) or `roll_format` (not the institute's).
   */
  correct: post('/admin/records', { access: 'office', body: correctRecordBody, answer: correctRecordAnswer }),
  /**
   * POST /admin/records/format (admins): sets the roll number's format and its example, audited. 400 `format_invalid`
   * (not a pattern from ^ to $) or `format_example_misfit`; 409 `format_misfits` with `misfits`, the records kept
   * today that would not fit.
   */
  setFormat: post('/admin/records/format', {
    access: 'admin',
    body: rollNumberFormatBody,
    answer: rollNumberFormatAnswer,
  }),
};
