// The student record's server-only SQL: the office's correction and the roll number's format (both audited in the
// database), and the sign-up domain from the server's configuration.
import { z } from 'zod';
import { recordArguments, type StudentRecord } from '@campus-hostel/contracts/api';
import type { Supabase } from '../clients/supabase.js';
import { exactlyOne, nullableTimestamp, unwrap, type Actor } from '../db/answers.js';

const correctionRow = z.object({
  outcome: z.enum(['corrected', 'not_found', 'forbidden', 'roll_taken', 'roll_format', 'reason_required']),
  corrected_at: nullableTimestamp,
});

export type RecordCorrection = z.infer<typeof correctionRow>;

const formatRow = z.object({
  outcome: z.enum(['saved', 'forbidden', 'invalid_pattern', 'example_misfit', 'records_misfit']),
  misfits: z.number().int(),
});

export type FormatChange = z.infer<typeof formatRow>;

export interface RecordStore {
  /** Corrects a student's record as an office account, with a reason; what changed is audited. */
  correctStudentRecord(userId: string, record: StudentRecord, reason: string, actor: Actor): Promise<RecordCorrection>;
  /** Sets the roll number's format as an admin; refused while kept records would not fit. Audited. */
  setRollNumberFormat(pattern: string, example: string, actor: Actor): Promise<FormatChange>;
  /** INSTITUTE_EMAIL_DOMAIN, where GoTrue's before-user-created hook reads it; null opens sign-up to any address. */
  publishEmailDomain(domain: string | null): Promise<void>;
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
    async setRollNumberFormat(pattern, example, actor) {
      const answer = await supabase.rpc('set_roll_number_format', {
        p_pattern: pattern,
        p_example: example,
        p_actor_id: actor.id,
        p_actor_email: actor.email,
      });
      return exactlyOne('set_roll_number_format', unwrap('set_roll_number_format', answer, z.array(formatRow)));
    },
    async publishEmailDomain(domain) {
      const answer = await supabase.rpc('set_institute_email_domain', { p_domain: domain ?? '' });
      unwrap('set_institute_email_domain', answer, z.unknown());
    },
  };
}
