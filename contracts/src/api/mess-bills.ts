// The monthly mess bill: the student's itemised month and its card payment (server-priced, finalised once by the
// webhook or on return from the card form), and the office's side: dues per mess and month, corrections with a reason,
// and the caterer's scorecard with its thresholds. A month is YYYY-MM (IST calendar months); money is paise.
import * as z from 'zod/mini';
import { CheckedValues } from '../database.types';
import { paymentIntentId, positiveId, text } from './fields';
import { get, post } from './route';

/** A calendar month as YYYY-MM, from 2020 to 2099. */
export const billMonth = z
  .string({ error: 'must be a month (YYYY-MM)' })
  .check(z.regex(/^20[2-9]\d-(0[1-9]|1[0-2])$/, 'must be a month (YYYY-MM)'));

/** What a line of a bill is: a day's meals, a rebate day's credit, the counter's extra or guest meal, a correction, a payment. */
export const BILL_LINE_KINDS = ['day', 'rebate', 'extra', 'guest_meal', 'correction', 'payment'] as const;
export type BillLineKind = (typeof BILL_LINE_KINDS)[number];

export const billLine = z.object({
  /** The IST day (YYYY-MM-DD): the meal's, or the day the correction was made or the payment taken. */
  on_day: z.string(),
  kind: z.enum(BILL_LINE_KINDS),
  mess_name: z.nullable(z.string()),
  /** The extra's item, the correction's reason, or the payment's receipt number; null for days and rebates. */
  label: z.nullable(z.string()),
  quantity: z.number(),
  unit_minor: z.number(),
  /** A charge is positive, a credit negative; a payment's is what was paid. */
  amount_minor: z.number(),
});
export type BillLine = z.output<typeof billLine>;

export const billTotals = z.object({
  charges_minor: z.number(),
  /** Rebates and corrections that take away, as a positive sum. */
  credits_minor: z.number(),
  paid_minor: z.number(),
  /** Charges − credits − paid; negative when the student is in credit. */
  balance_minor: z.number(),
  /** What a card may pay now: the balance, never below 0. */
  due_minor: z.number(),
  /** Registered days of the month still ahead (IST), included in the charges. */
  days_to_come: z.number(),
});
export type BillTotals = z.output<typeof billTotals>;

export const messBillAnswer = z.object({
  month: z.string(),
  currency: z.string(),
  lines: z.array(billLine),
  totals: billTotals,
});
export type MessBillAnswer = z.output<typeof messBillAnswer>;

/** The bill's PaymentIntent, shaped like a booking's: what the card form confirms, at the server's amount. */
export const messBillIntentAnswer = z.object({
  clientSecret: z.string(),
  paymentIntentId: z.string(),
  amount: z.number(),
  currency: z.string(),
  month: z.string(),
});
export type MessBillIntentAnswer = z.output<typeof messBillIntentAnswer>;

/** A card payment's states (public.mess_bill_payments.status). */
export const MESS_BILL_PAYMENT_STATUSES = CheckedValues.mess_bill_payments.status;

export const messBillPaymentAnswer = z.object({
  paymentIntentId: z.string(),
  month: z.string(),
  amount: z.number(),
  currency: z.string(),
  status: z.enum(MESS_BILL_PAYMENT_STATUSES),
  receipt_number: z.nullable(z.string()),
});
export type MessBillPaymentAnswer = z.output<typeof messBillPaymentAnswer>;

export const billMessesAnswer = z.object({
  messes: z.array(z.object({ id: z.number(), name: z.string(), manages: z.boolean() })),
});
export type BillMessesAnswer = z.output<typeof billMessesAnswer>;

export const messDue = z.object({
  user_id: z.string(),
  full_name: z.string(),
  roll_number: z.string(),
  charges_minor: z.number(),
  credits_minor: z.number(),
  paid_minor: z.number(),
  balance_minor: z.number(),
  due_minor: z.number(),
});
export type MessDue = z.output<typeof messDue>;
export const messDuesAnswer = z.object({ mess_id: z.number(), month: z.string(), students: z.array(messDue) });
export type MessDuesAnswer = z.output<typeof messDuesAnswer>;

/** At most ₹1,00,000 either way; never 0. */
export const correctionAmount = z.int({ error: 'must be a whole number of paise' }).check(
  z.minimum(-10_000_000, 'must be at least -10000000'),
  z.maximum(10_000_000, 'must be at most 10000000'),
  z.refine((value) => value !== 0, 'must not be 0'),
);

export const correctBillBody = z.object({
  user_id: z.uuid('must be a user id'),
  mess_id: positiveId,
  month: billMonth,
  amount_minor: correctionAmount,
  reason: text(300),
});
export type CorrectBillBody = z.input<typeof correctBillBody>;
export const correctBillAnswer = z.object({ correction_id: z.number(), totals: billTotals });
export type CorrectBillAnswer = z.output<typeof correctBillAnswer>;

const count = (max: number) =>
  z
    .int({ error: 'must be a whole number' })
    .check(z.minimum(0, 'must be at least 0'), z.maximum(max, `must be at most ${max}`));

export const scoreThresholds = z.object({
  /** 1 to 5, in tenths. */
  min_average_rating: z.number({ error: 'must be a rating' }).check(
    z.minimum(1, 'must be at least 1'),
    z.maximum(5, 'must be at most 5'),
    z.refine((value) => Math.abs(value * 10 - Math.round(value * 10)) < 1e-9, 'must be in tenths'),
  ),
  max_food_complaints: count(100_000),
  max_sla_breaches: count(100_000),
  max_refusals: count(1_000_000),
  penalty_minor: count(100_000_000),
});
export type ScoreThresholds = z.output<typeof scoreThresholds>;

export const saveThresholdsBody = z.extend(scoreThresholds, { mess_id: positiveId });
export type SaveThresholdsBody = z.input<typeof saveThresholdsBody>;

/** Which thresholds a month may cross, each adding the penalty once. */
export const SCORE_THRESHOLDS = ['average_rating', 'food_complaints', 'sla_breaches', 'refusals'] as const;
/** The scorecard's rows, in the order the database checks list them (meal_ratings.meal, mess_scan_refusals.code). */
export const SCORECARD_MEALS = CheckedValues.meal_ratings.meal;
export const SCORECARD_REFUSALS = CheckedValues.mess_scan_refusals.code;

export const scorecardAnswer = z.object({
  mess: z.object({ id: z.number(), name: z.string(), caterer: z.string() }),
  month: z.string(),
  meals: z.array(z.object({ meal: z.enum(SCORECARD_MEALS), average: z.nullable(z.number()), ratings: z.number() })),
  average_rating: z.nullable(z.number()),
  ratings: z.number(),
  food_complaints: z.number(),
  sla_breaches: z.number(),
  refusals: z.array(z.object({ code: z.enum(SCORECARD_REFUSALS), count: z.number() })),
  refusals_total: z.number(),
  /** The office's thresholds for this mess, or the defaults (set_by_office false). */
  thresholds: z.extend(scoreThresholds, { set_by_office: z.boolean() }),
  crossed: z.array(z.enum(SCORE_THRESHOLDS)),
  suggested_penalty_minor: z.number(),
});
export type ScorecardAnswer = z.output<typeof scorecardAnswer>;

const month = { month: billMonth };
const messMonth = { mess_id: positiveId, month: billMonth };

export const messBillsApi = {
  /** GET /mess/bill/:month (the student): their itemised bill of a month, days to come included. */
  bill: get('/mess/bill/:month', { access: 'student', params: month, answer: messBillAnswer }),
  /**
   * POST /mess/bill/:month/pay (the student): opens or reuses the month's PaymentIntent at the bill's due now (any
   * amount the client sends is ignored). 409 `nothing_due` | `month_not_started` | `already_paid` | `bill_changed`.
   */
  pay: post('/mess/bill/:month/pay', { access: 'student', params: month, answer: messBillIntentAnswer }),
  /** GET /mess/bill/payments/:payment_intent (its student): what became of it; a succeeded intent is finalised here. */
  payment: get('/mess/bill/payments/:payment_intent', {
    access: 'student',
    params: { payment_intent: paymentIntentId },
    answer: messBillPaymentAnswer,
  }),
  /** POST /mess/bill/payments/:payment_intent/cancel (its student, leaving the page): 409 `already_paid`. */
  cancel: post('/mess/bill/payments/:payment_intent/cancel', {
    access: 'student',
    params: { payment_intent: paymentIntentId },
    answer: messBillPaymentAnswer,
  }),
  /** GET /admin/mess/bills/messes: the messes whose bills the caller sees (and whether they run each). */
  messes: get('/admin/mess/bills/messes', { access: 'places', answer: billMessesAnswer }),
  /** GET /admin/mess/bills/:mess_id/:month: each student's month in that mess, most due first. 403 `forbidden`. */
  dues: get('/admin/mess/bills/:mess_id/:month', { access: 'places', params: messMonth, answer: messDuesAnswer }),
  /**
   * POST /admin/mess/bills/correct (who runs that mess): adds an amount (negative: a credit) with a reason, audited.
   * 403 `forbidden`; 404 `not_found` (no such mess); 409 `not_in_mess`.
   */
  correct: post('/admin/mess/bills/correct', { access: 'places', body: correctBillBody, answer: correctBillAnswer }),
  /** GET /admin/mess/scorecard/:mess_id/:month: the caterer's month against the thresholds. 403 `forbidden`. */
  scorecard: get('/admin/mess/scorecard/:mess_id/:month', {
    access: 'places',
    params: messMonth,
    answer: scorecardAnswer,
  }),
  /** POST /admin/mess/scorecard/thresholds (the whole office): a mess's thresholds and penalty, audited. 404. */
  saveThresholds: post('/admin/mess/scorecard/thresholds', {
    access: 'office',
    body: saveThresholdsBody,
    answer: scoreThresholds,
  }),
};
