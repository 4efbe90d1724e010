// Allotments' server-only SQL (supabase/migrations/…_allotments.sql): each change is one database function that
// re-checks the actor's places, locks the student and the rooms, audits and tells the student.
import { z } from 'zod';
import {
  ALLOTMENT_PROBLEMS,
  type AllotmentStudent,
  type BedName,
  type OfficeAllotmentRule,
  type PlacedBed,
} from '@campus-hostel/contracts/api';
import type { Supabase } from '../clients/supabase.js';
import { HttpError } from '../errors.js';
import { sqlNull, timestamp, unwrap, type Actor } from '../db/answers.js';

export const LIST_CHANGED = 'A bed in the list was taken while it was applied: nothing changed, preview it again';

export const ALLOTMENT_OUTCOMES = [
  'allotted',
  'offered',
  'moved',
  'swapped',
  'ended',
  'forbidden',
  'already_housed',
  'not_housed',
  'same_bed',
  'same_student',
  'unknown_bed',
  'bed_unavailable',
  'not_eligible',
] as const;
export type AllotmentOutcome = (typeof ALLOTMENT_OUTCOMES)[number];

const placedBed = z.object({
  bed_id: z.number(),
  room_id: z.number(),
  hostel_name: z.string(),
  wing_name: z.string(),
  room_number: z.number(),
  bed_label: z.string(),
  name: z.string(),
});
const outcome = z.enum(ALLOTMENT_OUTCOMES);
const studentRow = z.object({
  user_id: z.string(),
  full_name: z.string(),
  roll_number: z.string(),
  bed: placedBed.nullable(),
});
const importRow = z.object({ line: z.number(), problem: z.enum(ALLOTMENT_PROBLEMS).nullable(), applied: z.boolean() });

/** One row of an allotment list, as the server read it from the CSV. */
export interface AllotmentRow extends BedName {
  line: number;
  roll_number: string;
}

export interface AllotmentStore {
  /** The bed with this name, if there is one. */
  bedByName(bed: BedName): Promise<number | null>;
  /** The bed the student holds now, named. */
  bedOf(userId: string): Promise<PlacedBed | null>;
  /** The bed kept for the student by an open allotment offer, named, and until when. */
  openOfferOf(userId: string): Promise<{ bed: PlacedBed; expires_at: string } | null>;
  /** Sets what an allotment by the office does in a hostel (set_hostel_office_allotment), audited. */
  setHostelOfficeAllotment(
    hostel: string,
    rule: OfficeAllotmentRule,
    actor: Actor,
  ): Promise<'changed' | 'unchanged' | 'not_found'>;
  allotBed(userId: string, bedId: number, reason: string | null, actor: Actor): Promise<AllotmentOutcome>;
  moveStudent(userId: string, bedId: number, reason: string | null, actor: Actor): Promise<AllotmentOutcome>;
  swapStudents(userId: string, otherId: string, reason: string | null, actor: Actor): Promise<AllotmentOutcome>;
  endAllotment(userId: string, reason: string, actor: Actor): Promise<AllotmentOutcome>;
  findAllotmentStudents(query: string, actor: Actor): Promise<AllotmentStudent[]>;
  /** Checks every row and, with `apply` and no problem anywhere, allots them all in one transaction. */
  importAllotments(rows: AllotmentRow[], apply: boolean, actor: Actor): Promise<Array<z.infer<typeof importRow>>>;
}

export function createAllotmentStore(supabase: Supabase): AllotmentStore {
  const acting = (actor: Actor) => ({ p_actor_id: actor.id, p_actor_email: actor.email });
  return {
    async bedByName(bed) {
      const answer = await supabase.rpc('bed_by_name', {
        p_hostel_name: bed.hostel,
        p_wing_name: bed.wing,
        p_room_number: bed.room,
        p_label: bed.bed,
      });
      return unwrap('bed_by_name', answer, z.number().nullable());
    },
    async bedOf(userId) {
      const found = await supabase.from('beds').select('id').eq('occupant_id', userId).maybeSingle();
      const row = unwrap('beds', found, z.object({ id: z.number() }).nullable());
      if (row === null) return null;
      return unwrap('bed_place', await supabase.rpc('bed_place', { p_bed_id: row.id }), placedBed);
    },
    async openOfferOf(userId) {
      const found = await supabase
        .from('allotment_offers')
        .select('bed_id, expires_at')
        .eq('user_id', userId)
        .eq('status', 'open')
        .maybeSingle();
      const row = unwrap('allotment_offers', found, z.object({ bed_id: z.number(), expires_at: timestamp }).nullable());
      if (row === null) return null;
      const bed = unwrap('bed_place', await supabase.rpc('bed_place', { p_bed_id: row.bed_id }), placedBed);
      return { bed, expires_at: row.expires_at };
    },
    async setHostelOfficeAllotment(hostel, rule, actor) {
      const answer = await supabase.rpc('set_hostel_office_allotment', {
        p_hostel_name: hostel,
        p_rule: rule,
        ...acting(actor),
      });
      return unwrap('set_hostel_office_allotment', answer, z.enum(['changed', 'unchanged', 'not_found']));
    },
    async allotBed(userId, bedId, reason, actor) {
      const answer = await supabase.rpc('allot_bed', {
        p_user_id: userId,
        p_bed_id: bedId,
        p_reason: sqlNull(reason),
        ...acting(actor),
      });
      return unwrap('allot_bed', answer, outcome);
    },
    async moveStudent(userId, bedId, reason, actor) {
      const answer = await supabase.rpc('move_student', {
        p_user_id: userId,
        p_bed_id: bedId,
        p_reason: sqlNull(reason),
        ...acting(actor),
      });
      return unwrap('move_student', answer, outcome);
    },
    async swapStudents(userId, otherId, reason, actor) {
      const answer = await supabase.rpc('swap_students', {
        p_user_id: userId,
        p_other_id: otherId,
        p_reason: sqlNull(reason),
        ...acting(actor),
      });
      return unwrap('swap_students', answer, outcome);
    },
    async endAllotment(userId, reason, actor) {
      const answer = await supabase.rpc('end_allotment', { p_user_id: userId, p_reason: reason, ...acting(actor) });
      return unwrap('end_allotment', answer, outcome);
    },
    async findAllotmentStudents(query, actor) {
      const answer = await supabase.rpc('find_allotment_students', { p_query: query, p_actor_id: actor.id });
      return unwrap('find_allotment_students', answer, z.array(studentRow));
    },
    async importAllotments(rows, apply, actor) {
      const answer = await supabase.rpc('import_allotments', {
        p_rows: rows.map((row) => ({ ...row })),
        p_apply: apply,
        ...acting(actor),
      });
      // A bed taken between the check and the lock undoes the whole list (40001): the office previews it again.
      if (answer.error?.code === '40001') throw new HttpError(409, LIST_CHANGED, 'bed_unavailable');
      return unwrap('import_allotments', answer, z.array(importRow));
    },
  };
}
