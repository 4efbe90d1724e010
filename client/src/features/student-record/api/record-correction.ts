// The office's correction of a student's record, with a reason, through our API, which audits what changed.
import { studentRecordApi, type CorrectRecordAnswer, type StudentRecord } from '@campus-hostel/contracts/api';
import { callSignedIn } from '../../../lib/signed-in-call';

export function correctRecord(userId: string, record: StudentRecord, reason: string): Promise<CorrectRecordAnswer> {
  return callSignedIn(studentRecordApi.correct, { body: { user_id: userId, record, reason } });
}
