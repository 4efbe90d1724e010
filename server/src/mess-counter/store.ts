// The counter's server-only SQL (supabase/migrations/…_mess_counter.sql): each call re-checks that the actor runs the
// mess and decides under the tables' own keys; answers are validated here.
import { z } from 'zod';
import { COUNTER_MEALS, SCAN_REFUSALS, type CounterMeal, type CounterMess } from '@campus-hostel/contracts/api';
import type { Supabase } from '../clients/supabase.js';
import { id, sqlNull, unwrap } from '../db/answers.js';

/** What the counter may not do, whichever function is asked (public.counter_mess). */
export const COUNTER_PROBLEMS = ['mess_required', 'unknown_mess', 'forbidden'] as const;
export type CounterProblem = (typeof COUNTER_PROBLEMS)[number];

export const SERVE_OUTCOMES = ['served', ...SCAN_REFUSALS, ...COUNTER_PROBLEMS, 'unknown_student'] as const;
export type ServeOutcome = (typeof SERVE_OUTCOMES)[number];
export const CHARGE_OUTCOMES = ['added', 'not_registered', 'unknown_item', 'key_reused', ...COUNTER_PROBLEMS] as const;
export type ChargeOutcome = (typeof CHARGE_OUTCOMES)[number];

const serveRow = z.object({
  outcome: z.enum(SERVE_OUTCOMES),
  full_name: z.string().nullable(),
  roll_number: z.string().nullable(),
});
export type ServeResult = z.infer<typeof serveRow>;
const servedScan = serveRow.extend({ scan: z.number().int() });

/** One scan for serve_meals: today's meal for this student at this mess (null: a mess manager's only one). */
export interface MealScan {
  messId: MessChoice;
  userId: string;
  meal: CounterMeal;
  actorId: string;
}

const chargeRow = z.object({
  outcome: z.enum(CHARGE_OUTCOMES),
  extra_id: id.nullable(),
  item: z.string().nullable(),
  quantity: z.number().nullable(),
  unit_minor: z.number().nullable(),
  amount_minor: z.number().nullable(),
});
export type ChargeResult = z.infer<typeof chargeRow>;

const mealCardRow = z.object({
  mess_id: id.nullable(),
  mess_name: z.string().nullable(),
  full_name: z.string(),
  roll_number: z.string().nullable(),
});
export type MealCard = z.infer<typeof mealCardRow>;

const counterMess = z.object({
  id,
  name: z.string(),
  guest_meal_minor: z.number(),
  extras: z.array(z.object({ id, name: z.string(), price_minor: z.number() })),
});
const count = z.number().int();
const tally = z.union([
  z.object({ problem: z.enum(COUNTER_PROBLEMS) }),
  z.object({
    mess_id: id,
    day: z.string(),
    served: z.record(z.enum(COUNTER_MEALS), count),
    refused: z.record(z.enum(SCAN_REFUSALS), count),
    extras: count,
    guest_meals: count,
  }),
]);
export type TallyResult = z.infer<typeof tally>;

/** The mess named, or null for a mess manager's only one. */
type MessChoice = number | null;

export interface MessCounterStore {
  /** Today's mess, name and roll number of a student, or null when there is no such account. */
  mealCard(userId: string): Promise<MealCard | null>;
  counterMesses(actorId: string): Promise<CounterMess[]>;
  studentByRollNumber(rollNumber: string): Promise<string | null>;
  /** Serves each scan in one transaction; one result per scan, in the scans' order. */
  serveMeals(scans: MealScan[]): Promise<ServeResult[]>;
  addMessExtra(
    messId: MessChoice,
    userId: string,
    itemId: number,
    quantity: number,
    actorId: string,
    key: string,
  ): Promise<ChargeResult>;
  addGuestMeals(
    messId: MessChoice,
    userId: string,
    quantity: number,
    actorId: string,
    key: string,
  ): Promise<ChargeResult>;
  counterTally(messId: number, actorId: string): Promise<TallyResult>;
}

export function createMessCounterStore(supabase: Supabase): MessCounterStore {
  const one = <T>(what: string, rows: T[]): T => {
    const [row] = rows;
    if (!row) throw new Error(`${what} answered no row`);
    return row;
  };
  return {
    async mealCard(userId) {
      const answer = await supabase.rpc('meal_card', { p_user_id: userId });
      return unwrap('meal_card', answer, z.array(mealCardRow))[0] ?? null;
    },
    async counterMesses(actorId) {
      const answer = await supabase.rpc('counter_messes', { p_actor_id: actorId });
      return unwrap('counter_messes', answer, z.array(counterMess));
    },
    async studentByRollNumber(rollNumber) {
      const answer = await supabase.rpc('student_by_roll_number', { p_roll_number: rollNumber });
      return unwrap('student_by_roll_number', answer, z.string().nullable());
    },
    async serveMeals(scans) {
      const answer = await supabase.rpc('serve_meals', {
        p_scans: scans.map((scan) => ({
          mess_id: scan.messId,
          user_id: scan.userId,
          meal: scan.meal,
          actor_id: scan.actorId,
        })),
      });
      const rows = new Map(unwrap('serve_meals', answer, z.array(servedScan)).map((row) => [row.scan, row]));
      return scans.map((_, i) => {
        const row = rows.get(i);
        if (!row) throw new Error(`serve_meals answered no row for scan ${i}`);
        return row;
      });
    },
    async addMessExtra(messId, userId, itemId, quantity, actorId, key) {
      const answer = await supabase.rpc('add_mess_extra', {
        p_mess_id: sqlNull(messId),
        p_user_id: userId,
        p_item_id: itemId,
        p_quantity: quantity,
        p_actor_id: actorId,
        p_idempotency_key: key,
      });
      return one('add_mess_extra', unwrap('add_mess_extra', answer, z.array(chargeRow)));
    },
    async addGuestMeals(messId, userId, quantity, actorId, key) {
      const answer = await supabase.rpc('add_guest_meals', {
        p_mess_id: sqlNull(messId),
        p_user_id: userId,
        p_quantity: quantity,
        p_actor_id: actorId,
        p_idempotency_key: key,
      });
      return one('add_guest_meals', unwrap('add_guest_meals', answer, z.array(chargeRow)));
    },
    async counterTally(messId, actorId) {
      const answer = await supabase.rpc('mess_counter_tally', { p_mess_id: messId, p_actor_id: actorId });
      return unwrap('mess_counter_tally', answer, tally);
    },
  };
}
