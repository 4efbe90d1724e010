// The roll-call's server-only SQL (supabase/migrations/…_rollcall.sql): the night read and the marks, each re-checking
// that the actor serves the hostel; answers are validated here.
import { z } from 'zod';
import { ROLL_CALL_STATES } from '@campus-hostel/contracts/api';
import type { Supabase } from '../clients/supabase.js';
import { exactlyOne, id, nullableTimestamp, timestamp, unwrap, type Actor } from '../db/answers.js';

/** Why a night is not answered (public.roll_call_night's {problem}). */
export const ROLL_CALL_PROBLEMS = ['unknown_hostel', 'forbidden'] as const;
export type RollCallProblem = (typeof ROLL_CALL_PROBLEMS)[number];
export const MARK_ROLL_CALL_OUTCOMES = [
  'marked',
  'invalid',
  'night_closed',
  'not_resident',
  ...ROLL_CALL_PROBLEMS,
] as const;
export type MarkRollCallOutcome = (typeof MARK_ROLL_CALL_OUTCOMES)[number];

const resident = z.object({
  user_id: z.string(),
  full_name: z.string(),
  roll_number: z.string().nullable(),
  wing: z.string(),
  room: z.string(),
  bed: z.string(),
  state: z.enum(ROLL_CALL_STATES),
  marked_at: nullableTimestamp,
  leave: z
    .object({
      id,
      from: timestamp,
      to: timestamp,
      exited_at: nullableTimestamp,
      returned_at: nullableTimestamp,
    })
    .nullable(),
});

const nightAnswer = z.union([
  z.object({ problem: z.enum(ROLL_CALL_PROBLEMS) }),
  z.object({
    hostel_name: z.string(),
    night: z.string(),
    curfew: z.string(),
    call_at: timestamp,
    open: z.boolean(),
    residents: z.array(resident),
  }),
]);
export type RollCallNightResult = z.infer<typeof nightAnswer>;

const markRow = z.object({ outcome: z.enum(MARK_ROLL_CALL_OUTCOMES), marked: z.number().int() });
export type MarkRollCallResult = z.infer<typeof markRow>;

export interface RollCallMarks {
  userIds: readonly string[];
  present: boolean;
}

export interface RollCallStore {
  /** The hostel's night as the actor may read it, or why not. */
  rollCallNight(hostel: string, night: string, actorId: string): Promise<RollCallNightResult>;
  /** Marks residents present or not, in one transaction, audited (mark_roll_call). */
  markRollCall(hostel: string, night: string, marks: RollCallMarks, actor: Actor): Promise<MarkRollCallResult>;
}

export function createRollCallStore(supabase: Supabase): RollCallStore {
  return {
    async rollCallNight(hostel, night, actorId) {
      const answer = await supabase.rpc('roll_call_night', {
        p_hostel_name: hostel,
        p_night: night,
        p_actor_id: actorId,
      });
      return unwrap('roll_call_night', answer, nightAnswer);
    },
    async markRollCall(hostel, night, marks, actor) {
      const answer = await supabase.rpc('mark_roll_call', {
        p_hostel_name: hostel,
        p_night: night,
        p_user_ids: [...marks.userIds],
        p_present: marks.present,
        p_actor_id: actor.id,
        p_actor_email: actor.email,
      });
      return exactlyOne('mark_roll_call', unwrap('mark_roll_call', answer, z.array(markRow)));
    },
  };
}
