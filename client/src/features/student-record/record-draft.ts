// The record as a form holds it (every field a string) and the check before it is sent: the contracts' rules, with
// each problem named per field as missing or not in the right form.
import * as z from 'zod/mini';
import { studentRecordFields, type StudentRecord, type StudentRecordInput } from '@campus-hostel/contracts/api';

export type RecordField = keyof StudentRecordInput;
export type RecordDraft = Record<RecordField, string>;
export type RecordProblems = Partial<Record<RecordField, 'required' | 'invalid'>>;

/** The fields in the order a person fills them in. */
export const RECORD_FIELDS: readonly RecordField[] = [
  'full_name',
  'roll_number',
  'programme',
  'year',
  'phone',
  'guardian_name',
  'guardian_relation',
  'guardian_email',
  'guardian_phone',
  'emergency_name',
  'emergency_phone',
];

export const EMPTY_DRAFT: RecordDraft = Object.fromEntries(RECORD_FIELDS.map((field) => [field, ''])) as RecordDraft;

export function draftOf(record: StudentRecord): RecordDraft {
  return { ...record, year: String(record.year) };
}

export function checkDraft(
  draft: RecordDraft,
): { ok: true; record: StudentRecord } | { ok: false; problems: RecordProblems } {
  const result = z.safeParse(studentRecordFields, {
    ...draft,
    year: draft.year === '' ? undefined : Number(draft.year),
  });
  if (result.success) return { ok: true, record: result.data };
  const problems: RecordProblems = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as RecordField | undefined;
    if (field && !problems[field]) problems[field] = draft[field].trim() === '' ? 'required' : 'invalid';
  }
  return { ok: false, problems };
}
