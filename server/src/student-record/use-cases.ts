// The office corrects a student's record (contracts/src/api/records.ts). The database re-checks the actor's role and
// the institute's roll number format, and writes the audit entry in the same transaction.
import type { CorrectRecordAnswer, StudentRecord } from '@campus-hostel/contracts/api';
import type { AuthUser } from '../auth-user.js';
import { HttpError } from '../errors.js';
import type { HostelStore } from '../hostel-store.js';
import { actorOf } from '../office/use-cases.js';

export const NO_RECORD = 'This student has not filled in their record yet';
export const ROLL_TAKEN = 'Another student already has this roll number';
export const ROLL_FORMAT = 'This roll number does not follow the institute’s format';
export const OFFICE_ONLY = 'Only the hostel office may correct a student record';
export const REASON_REQUIRED = 'Say why the record is corrected';

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
