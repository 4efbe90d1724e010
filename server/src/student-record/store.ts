// The student record's server-only SQL: the office's correction (correct_student_record), audited in the database.
import { z } from 'zod';
import type { StudentRecord } from '@campus-hostel/contracts/api';
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
        p_user_id: userId,
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
        p_reason: reason,
        p_actor_id: actor.id,
        p_actor_email: actor.email,
      });
      return exactlyOne('correct_student_record', unwrap('correct_student_record', answer, z.array(correctionRow)));
    },
  };
}
