// A student's one-time declaration (gender, marital status) and the rule it leaves for a hostel, read through RLS.
import type { Gender } from '@campus-hostel/contracts/database';
import { CheckedValues } from '@campus-hostel/contracts/database-types';
import { rpcSignedIn, selectOneSignedIn } from '../../../lib/signed-in-rest';
import { getSupabase } from '../../../lib/supabase';

/** The migration's CHECK on student_profiles.gender, in its order. */
export const GENDERS = CheckedValues.student_profiles.gender;

export interface Declaration {
  gender: Gender;
  married: boolean;
  /** When the hostel office last corrected it, if ever. */
  correctedAt: string | null;
}

function isGender(value: string): value is Gender {
  return (GENDERS as readonly string[]).includes(value);
}

/** A declaration's row as read (here or in the profile's one read); null when none was given. */
export function declarationOf(
  row: { gender: string; married: boolean; corrected_at: string | null } | null,
): Declaration | null {
  if (!row || !isGender(row.gender)) return null;
  return { gender: row.gender, married: row.married, correctedAt: row.corrected_at };
}

/** The signed-in student's own (RLS shows no other), read plainly with the kept session's token. */
export async function getOwnDeclaration(): Promise<Declaration | null> {
  return declarationOf(
    await selectOneSignedIn<{ gender: string; married: boolean; corrected_at: string | null }>('student_profiles', {
      select: 'gender,married,corrected_at',
    }),
  );
}

/** Stores the declaration; the database keeps the first one (a second answers 23505). */
export async function declare(declaration: { gender: Gender; married: boolean }): Promise<void> {
  const supabase = await getSupabase();
  const { error } = await supabase.from('student_profiles').insert(declaration);
  if (error) throw error;
}

/** Null when the signed-in student may book in the hostel, else the rule they break in the database's words. */
export function eligibilityProblem(hostel: string): Promise<string | null> {
  return rpcSignedIn<string | null>('my_eligibility_problem', { p_hostel_name: hostel });
}
