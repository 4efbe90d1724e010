// The monthly mess bill's server-only SQL (supabase/migrations/…_mess_bills.sql): the bill's lines and sums, its card
// payment opened and finalised once, the office's dues and corrections, and the caterer's scorecard.
import { z } from 'zod';
import {
  BILL_LINE_KINDS,
  MESS_BILL_PAYMENT_STATUSES,
  SCORE_THRESHOLDS,
  SCORECARD_MEALS,
  SCORECARD_REFUSALS,
  type BillLine,
  type BillTotals,
  type MessDue,
  type ScoreThresholds,
  type ScorecardAnswer,
} from '@campus-hostel/contracts/api';
import type { Supabase } from '../clients/supabase.js';
import { HttpError } from '../errors.js';
import { exactlyOne, id, unwrap, type Actor, type SupabaseAnswer } from '../db/answers.js';

export const NOT_YOUR_MESS = 'You do not act for this mess';

const lineRow = z.object({
  on_day: z.string(),
  kind: z.enum(BILL_LINE_KINDS),
  mess_name: z.string().nullable(),
  label: z.string().nullable(),
  quantity: z.number().int(),
  unit_minor: z.number().int(),
  amount_minor: z.number().int(),
});
const totalsRow = z.object({
  charges_minor: z.number().int(),
  credits_minor: z.number().int(),
  paid_minor: z.number().int(),
  balance_minor: z.number().int(),
  due_minor: z.number().int(),
  days_to_come: z.number().int(),
});
const openRow = z.object({
  outcome: z.enum(['open', 'nothing_due', 'future_month']),
  payment_id: id.nullable(),
  amount_minor: z.number().int().nullable(),
  currency: z.string().nullable(),
  payment_intent_id: z.string().nullable(),
  superseded_intent: z.string().nullable(),
});
const finaliseRow = z.object({
  outcome: z.enum(['paid', 'already_paid', 'amount_mismatch', 'not_found']),
  receipt_number: z.string().nullable(),
});
const paymentRow = z.object({
  id,
  user_id: z.string(),
  month: z.string(),
  amount_minor: z.number().int(),
  currency: z.string(),
  status: z.enum(MESS_BILL_PAYMENT_STATUSES),
  receipt_number: z.string().nullable(),
});
const dueRow = z.object({
  user_id: z.string(),
  full_name: z.string(),
  roll_number: z.string(),
  charges_minor: z.number().int(),
  credits_minor: z.number().int(),
  paid_minor: z.number().int(),
  balance_minor: z.number().int(),
  due_minor: z.number().int(),
});
const thresholds = z.object({
  min_average_rating: z.coerce.number(),
  max_food_complaints: z.number().int(),
  max_sla_breaches: z.number().int(),
  max_refusals: z.number().int(),
  penalty_minor: z.number().int(),
});
const scorecardRow = z.object({
  mess: z.object({ id, name: z.string(), caterer: z.string() }),
  month: z.string(),
  meals: z.array(
    z.object({
      meal: z.enum(SCORECARD_MEALS),
      average: z.coerce.number().nullable(),
      ratings: z.number().int(),
    }),
  ),
  average_rating: z.coerce.number().nullable(),
  ratings: z.number().int(),
  food_complaints: z.number().int(),
  sla_breaches: z.number().int(),
  refusals: z.array(
    z.object({
      code: z.enum(SCORECARD_REFUSALS),
      count: z.number().int(),
    }),
  ),
  refusals_total: z.number().int(),
  thresholds: thresholds.extend({ set_by_office: z.boolean() }),
  crossed: z.array(z.enum(SCORE_THRESHOLDS)),
  suggested_penalty_minor: z.number().int(),
});

export type OpenedBillPayment = z.infer<typeof openRow>;
export type FinaliseBillOutcome = z.infer<typeof finaliseRow>;
export type MessBillPayment = z.infer<typeof paymentRow>;

/** Which student's month: the user and the month's first day (YYYY-MM-01). */
export interface StudentMonth {
  userId: string;
  month: string;
}

export interface MessBillStore {
  messBillLines(key: StudentMonth): Promise<BillLine[]>;
  messBillTotals(key: StudentMonth): Promise<BillTotals>;
  openMessBillPayment(key: StudentMonth, currency: string): Promise<OpenedBillPayment>;
  /** False when the payment is no longer pending (superseded) or names another intent. */
  attachMessBillIntent(paymentId: number, paymentIntentId: string): Promise<boolean>;
  cancelMessBillPayment(paymentIntentId: string): Promise<boolean>;
  /** Marks paid once, at the amount and currency Stripe reports; anything else than what was opened is refused. */
  finaliseMessBillPayment(paymentIntentId: string, amountMinor: number, currency: string): Promise<FinaliseBillOutcome>;
  messBillPayment(paymentIntentId: string): Promise<MessBillPayment | null>;
  billMesses(actor: Actor): Promise<Array<{ id: number; name: string; manages: boolean }>>;
  /** 403 when the actor does not see the mess. */
  messDues(messId: number, month: string, actor: Actor): Promise<MessDue[]>;
  correctMessBill(
    key: StudentMonth & { messId: number; amountMinor: number; reason: string },
    actor: Actor,
  ): Promise<{ outcome: 'corrected' | 'forbidden' | 'not_registered' | 'not_found'; correctionId: number | null }>;
  /** 403 when the actor does not see the mess. */
  messScorecard(messId: number, month: string, actor: Actor): Promise<ScorecardAnswer>;
  saveMessThresholds(
    messId: number,
    values: ScoreThresholds,
    actor: Actor,
  ): Promise<'saved' | 'unchanged' | 'forbidden' | 'not_found'>;
}

/** The mess's own reads refuse an actor who does not see it with 42501: a 403 here, not a fault. */
function seen<T>(what: string, answer: SupabaseAnswer, schema: z.ZodType<T>): T {
  if (answer.error?.code === '42501') throw new HttpError(403, NOT_YOUR_MESS, 'forbidden');
  return unwrap(what, answer, schema);
}

export function createMessBillStore(supabase: Supabase): MessBillStore {
  const studentMonth = (key: StudentMonth) => ({ p_user_id: key.userId, p_month: key.month });
  return {
    async messBillLines(key) {
      return unwrap('mess_bill_lines', await supabase.rpc('mess_bill_lines', studentMonth(key)), z.array(lineRow));
    },
    async messBillTotals(key) {
      const rows = unwrap(
        'mess_bill_totals',
        await supabase.rpc('mess_bill_totals', studentMonth(key)),
        z.array(totalsRow),
      );
      return exactlyOne('mess_bill_totals', rows);
    },
    async openMessBillPayment(key, currency) {
      const answer = await supabase.rpc('open_mess_bill_payment', { ...studentMonth(key), p_currency: currency });
      return exactlyOne('open_mess_bill_payment', unwrap('open_mess_bill_payment', answer, z.array(openRow)));
    },
    async attachMessBillIntent(paymentId, paymentIntentId) {
      const answer = await supabase.rpc('attach_mess_bill_intent', {
        p_payment_id: paymentId,
        p_payment_intent_id: paymentIntentId,
      });
      return unwrap('attach_mess_bill_intent', answer, z.boolean().nullable()) === true;
    },
    async cancelMessBillPayment(paymentIntentId) {
      const answer = await supabase.rpc('cancel_mess_bill_payment', { p_payment_intent_id: paymentIntentId });
      return unwrap('cancel_mess_bill_payment', answer, z.boolean().nullable()) === true;
    },
    async finaliseMessBillPayment(paymentIntentId, amountMinor, currency) {
      const answer = await supabase.rpc('finalise_mess_bill_payment', {
        p_payment_intent_id: paymentIntentId,
        p_amount_minor: amountMinor,
        p_currency: currency,
      });
      return exactlyOne(
        'finalise_mess_bill_payment',
        unwrap('finalise_mess_bill_payment', answer, z.array(finaliseRow)),
      );
    },
    async messBillPayment(paymentIntentId) {
      const answer = await supabase
        .from('mess_bill_payments')
        .select('id, user_id, month, amount_minor, currency, status, receipt_number')
        .eq('payment_intent_id', paymentIntentId)
        .maybeSingle();
      return unwrap('mess_bill_payments select', answer, paymentRow.nullable());
    },
    async billMesses(actor) {
      const answer = await supabase.rpc('mess_bill_messes', { p_actor_id: actor.id });
      return unwrap('mess_bill_messes', answer, z.array(z.object({ id, name: z.string(), manages: z.boolean() })));
    },
    async messDues(messId, month, actor) {
      const answer = await supabase.rpc('mess_dues', { p_mess_id: messId, p_month: month, p_actor_id: actor.id });
      return seen('mess_dues', answer, z.array(dueRow));
    },
    async correctMessBill(key, actor) {
      const answer = await supabase.rpc('correct_mess_bill', {
        ...studentMonth(key),
        p_mess_id: key.messId,
        p_amount_minor: key.amountMinor,
        p_reason: key.reason,
        p_actor_id: actor.id,
        p_actor_email: actor.email,
      });
      const row = exactlyOne(
        'correct_mess_bill',
        unwrap(
          'correct_mess_bill',
          answer,
          z.array(
            z.object({
              outcome: z.enum(['corrected', 'forbidden', 'not_registered', 'not_found']),
              correction_id: id.nullable(),
            }),
          ),
        ),
      );
      return { outcome: row.outcome, correctionId: row.correction_id };
    },
    async messScorecard(messId, month, actor) {
      const answer = await supabase.rpc('mess_scorecard', { p_mess_id: messId, p_month: month, p_actor_id: actor.id });
      return seen('mess_scorecard', answer, scorecardRow);
    },
    async saveMessThresholds(messId, values, actor) {
      const answer = await supabase.rpc('save_mess_thresholds', {
        p_mess_id: messId,
        p_min_average_rating: values.min_average_rating,
        p_max_food_complaints: values.max_food_complaints,
        p_max_sla_breaches: values.max_sla_breaches,
        p_max_refusals: values.max_refusals,
        p_penalty_minor: values.penalty_minor,
        p_actor_id: actor.id,
        p_actor_email: actor.email,
      });
      return unwrap('save_mess_thresholds', answer, z.enum(['saved', 'unchanged', 'forbidden', 'not_found']));
    },
  };
}
