// A student's record (public.student_records): read through RLS, made once by the student through
// create_my_student_record, and the institute's roll number example for the form's hint.
import * as z from 'zod/mini';
import { recordArguments, studentRecordFields, type StudentRecord } from '@campus-hostel/contracts/api';
import { selectOneSignedIn } from '../../../lib/signed-in-rest';
import { getSupabase } from '../../../lib/supabase';

export interface OwnRecord {
  record: StudentRecord;
  /** When the hostel office last corrected it, if ever. */
  correctedAt: string | null;
}

const RECORD_COLUMNS =
  'full_name,roll_number,programme,year,phone,guardian_name,guardian_relation,guardian_email,guardian_phone,emergency_name,emergency_phone,corrected_at';

/** A record's row as read (RECORD_COLUMNS, here or in the profile's one read), checked; null before it is made. */
export function ownRecordOf(row: ({ corrected_at: string | null } & Record<string, unknown>) | null): OwnRecord | null {
  if (!row) return null;
  const { corrected_at: correctedAt, ...fields } = row;
  return { record: z.parse(studentRecordFields, fields), correctedAt };
}

/**
 * `userId`'s record, the student's own or (for the office, which reads all) any student's; null before it is made. A
 * plain read with the kept session's token, so the booking wizard's checks do not wait on supabase-js.
 */
export async function getRecord(userId: string): Promise<OwnRecord | null> {
  const row = await selectOneSignedIn<{ corrected_at: string | null } & Record<string, unknown>>('student_records', {
    select: RECORD_COLUMNS,
    user_id: `eq.${userId}`,
  });
  return ownRecordOf(row);
}

/** What saving answered: saved, or why not (the database's words for each refusal). */
export type CreateOutcome = 'created' | 'exists' | 'roll_taken' | 'roll_format';

const outcome = z.enum(['created', 'exists', 'roll_taken', 'roll_format']);

export async function createOwnRecord(record: StudentRecord): Promise<CreateOutcome> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.rpc('create_my_student_record', recordArguments(record));
  if (error) throw error;
  return z.parse(outcome, data);
}

/** An example of a roll number in the institute's format, as the office set it. */
export async function getRollNumberExample(): Promise<string> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.from('institute_settings').select('roll_number_example').single();
  if (error) throw error;
  return data.roll_number_example;
}
