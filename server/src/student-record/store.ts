// The student record's server-only SQL: the office's correction (correct_student_record), audited in the database.
import { z } from 'zod';
import { recordArguments, type StudentRecord } from '@campus-hostel/contracts/api';
import type { Supabase } from '../clients/supabase.js';
import { exactlyOne, nullableTimestamp, unwrap, type Actor } from '../db/answers.js';

const correctionRow = z.object({
  outcome: z.enum(['corrected', 'not_found', 'forbidden', 'roll_taken', 'roll_format', 'reason_required']),
  corrected_at: nullableTimestamp,
});

export type RecordCorrection = z.infer<typeof correctionRow>;

export interface RecordStore {
  /** Corrects a student's record as an office account, with a reason; what changed is audited. */
  correctStudentRecord(userId: string, record: StudentRecord, reason: string, actor: Actor): Promise<RecordCorrection>;
}

export function createRecordStore(supabase: Supabase): RecordStore {
  return {
    async correctStudentRecord(userId, record, reason, actor) {
      const answer = await supabase.rpc('correct_student_record', {
        ...recordArguments(record),
        p_user_id: userId,
        p_reason: reason,
        p_actor_id: actor.id,
        p_actor_email: actor.email,
      });
      return exactlyOne('correct_student_record', unwrap('correct_student_record', answer, z.array(correctionRow)));
    },
  };
}
