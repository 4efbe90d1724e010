// The office's side of the record: any student's, read through RLS (the office reads all), and corrected with a
// reason through our API, which audits what changed.
import * as z from 'zod/mini';
import {
  studentRecordApi,
  studentRecordFields,
  type CorrectRecordAnswer,
  type StudentRecord,
} from '@campus-hostel/contracts/api';
import { callSignedIn } from '../../../lib/signed-in-call';
import { getSupabase } from '../../../lib/supabase';
import { RECORD_COLUMNS } from './student-record';

export async function getRecordOf(userId: string): Promise<StudentRecord | null> {
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from('student_records')
    .select(RECORD_COLUMNS)
    .eq('user_id', userId)
    .maybeSingle();
  if (error) throw error;
  if (!data) return null;
  const { corrected_at: _correctedAt, ...fields } = data;
  return z.parse(studentRecordFields, fields);
}

export function correctRecord(userId: string, record: StudentRecord, reason: string): Promise<CorrectRecordAnswer> {
  return callSignedIn(studentRecordApi.correct, { body: { user_id: userId, record, reason } });
}
