// The office corrects a student's record, and an admin sets the roll number's format (contracts/src/api/student-record.ts).
// The database re-checks the actor's role and the records kept, and writes the audit entry in the same transaction.
import type { CorrectRecordAnswer, RollNumberFormatAnswer, StudentRecord } from '@campus-hostel/contracts/api';
import type { AuthUser } from '../auth-user.js';
import { HttpError } from '../errors.js';
import type { HostelStore } from '../hostel-store.js';
import { actorOf } from '../office/use-cases.js';

export const NO_RECORD = 'This student has not filled in their record yet';
export const ROLL_TAKEN = 'Another student already has this roll number';
export const ROLL_FORMAT = 'This roll number does not follow the institute’s format';
export const OFFICE_ONLY = 'Only the hostel office may correct a student record';
export const REASON_REQUIRED = 'Say why the record is corrected';
export const ADMINS_ONLY = 'Only an admin of the hostel office may set the roll number’s format';
export const FORMAT_INVALID = 'The format must be a regular expression from ^ to $';
export const EXAMPLE_MISFIT = 'The example does not fit the format';
export const formatMisfits = (misfits: number) =>
  misfits === 1
    ? '1 student record kept today does not fit this format'
    : `${misfits} student records kept today do not fit this format`;

export async function correctRecord(
  store: HostelStore,
  user: AuthUser,
  userId: string,
  record: StudentRecord,
  reason: string,
): Promise<CorrectRecordAnswer> {
  const result = await store.correctStudentRecord(userId, record, reason, actorOf(user));
  switch (result.outcome) {
    case 'corrected':
      return { user_id: userId, corrected_at: result.corrected_at };
    case 'not_found':
      throw new HttpError(404, NO_RECORD, 'not_found');
    case 'roll_taken':
      throw new HttpError(409, ROLL_TAKEN, 'roll_taken');
    case 'roll_format':
      throw new HttpError(409, ROLL_FORMAT, 'roll_format');
    case 'reason_required':
      throw new HttpError(400, REASON_REQUIRED, 'reason_required');
    case 'forbidden':
      throw new HttpError(403, OFFICE_ONLY, 'forbidden');
  }
}

/** An admin sets the roll number's format; the database refuses it while a kept record would not fit. */
export async function setRollNumberFormat(
  store: HostelStore,
  user: AuthUser,
  pattern: string,
  example: string,
): Promise<RollNumberFormatAnswer> {
  const result = await store.setRollNumberFormat(pattern, example, actorOf(user));
  switch (result.outcome) {
    case 'saved':
      return { pattern: pattern.trim(), example: example.trim().toUpperCase() };
    case 'invalid_pattern':
      throw new HttpError(400, FORMAT_INVALID, 'format_invalid');
    case 'example_misfit':
      throw new HttpError(400, EXAMPLE_MISFIT, 'format_example_misfit');
    case 'records_misfit':
      throw new HttpError(409, formatMisfits(result.misfits), 'format_misfits', {
        details: { misfits: result.misfits },
      });
    case 'forbidden':
      throw new HttpError(403, ADMINS_ONLY, 'forbidden');
  }
}
