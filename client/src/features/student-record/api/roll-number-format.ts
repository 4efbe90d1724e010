// The institute's roll number format: read by anyone (public.institute_settings), set by an admin through our API,
// which refuses a format the records kept today would not fit and audits the change.
import { studentRecordApi, type RollNumberFormatAnswer } from '@campus-hostel/contracts/api';
import { callSignedIn } from '../../../lib/signed-in-call';
import { getSupabase } from '../../../lib/supabase';

export type RollNumberFormat = RollNumberFormatAnswer;

export async function getRollNumberFormat(): Promise<RollNumberFormat> {
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from('institute_settings')
    .select('roll_number_pattern, roll_number_example')
    .single();
  if (error) throw error;
  return { pattern: data.roll_number_pattern, example: data.roll_number_example };
}

export function setRollNumberFormat(format: RollNumberFormat): Promise<RollNumberFormat> {
  return callSignedIn(studentRecordApi.setFormat, { body: format });
}

/** What is wrong with the typed format before it is sent, as the server would say it; null when it may be sent. */
export function formatProblem(format: RollNumberFormat): 'pattern' | 'example' | null {
  const pattern = format.pattern.trim();
  if (!pattern.startsWith('^') || !pattern.endsWith('$') || pattern.length < 2) return 'pattern';
  let compiled: RegExp;
  try {
    compiled = new RegExp(pattern);
  } catch {
    return 'pattern';
  }
  const example = format.example.trim().toUpperCase();
  return example.length >= 2 && compiled.test(example) ? null : 'example';
}
