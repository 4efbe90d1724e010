// The mess counter: a student's meal QR (a signed, short-lived token naming them), and the counter that scans it (or
// a typed roll number) to serve a meal, refuse one, and add paid extras and guests' meals to the student's day. A
// mess manager acts for their messes; the whole office (staff, admin) for any, naming it.
import * as z from 'zod/mini';
import { CheckedValues } from '../database.types';
import { positiveId, text } from './fields';
import { get, post } from './route';

/** The meals a counter serves, in the day's order (public.meal_servings.meal). */
export const COUNTER_MEALS = CheckedValues.meal_servings.meal;
export type CounterMeal = (typeof COUNTER_MEALS)[number];

/** Why a counter refuses a scan (public.mess_scan_refusals.code): each is counted on the caterer's scorecard. */
export const SCAN_REFUSALS = CheckedValues.mess_scan_refusals.code;
export type ScanRefusal = (typeof SCAN_REFUSALS)[number];

/** How long a meal token is good for; the student's page fetches a new one well before. */
export const MEAL_TOKEN_SECONDS = 300;

/** At most this many of one extra, or guests' meals, in one tap (public.mess_extras.quantity). */
export const MAX_EXTRA_QUANTITY = 20;

const meal = z.enum(COUNTER_MEALS, { error: 'must be breakfast, lunch, snacks or dinner' });
const messId = z.optional(positiveId);
const student = z.object({ name: z.string(), roll_number: z.nullable(z.string()) });
export type CounterStudent = z.output<typeof student>;

export const mealCardAnswer = z.object({
  /** The mess the student eats at today, or null when they are registered in none. */
  mess: z.nullable(z.object({ id: z.number(), name: z.string() })),
  /** What the QR encodes: a signed token naming the student, for meals, good for MEAL_TOKEN_SECONDS. */
  token: z.string(),
  student,
});
export type MealCardAnswer = z.output<typeof mealCardAnswer>;

const mealToken = z.string().check(z.trim(), z.minLength(1, 'must not be empty'), z.maxLength(2000, 'is too long'));

/** Who is scanned: the QR's token, or a roll number typed in (any case). */
export const mealScanBody = z
  .object({
    token: z.optional(mealToken),
    roll_number: z.optional(text(20)),
    meal,
    /** Needed when the caller runs several messes; the whole office always names one. */
    mess_id: messId,
  })
  .check(
    z.refine((body) => (body.token === undefined) !== (body.roll_number === undefined), {
      message: 'must give either token or roll_number',
      path: ['token'],
    }),
  );
export type MealScanBody = z.input<typeof mealScanBody>;
export const mealScanAnswer = z.object({
  served: z.literal(true),
  student,
  meal,
  /** The student's account, for the extras and guest meals the counter adds next. */
  user_id: z.string(),
});
export type MealScanAnswer = z.output<typeof mealScanAnswer>;

/** A key of the counter's own per tap (a UUID): a retry with it adds nothing again. */
const idempotencyKey = z.uuid('must be a UUID');
const quantity = z
  .int('must be a whole number')
  .check(z.gte(1, 'must be at least 1'), z.lte(MAX_EXTRA_QUANTITY, `must be at most ${MAX_EXTRA_QUANTITY}`));
const studentId = z.uuid('must be a user id');

export const messExtraBody = z.object({
  user_id: studentId,
  item_id: positiveId,
  quantity,
  idempotency_key: idempotencyKey,
  mess_id: messId,
});
export type MessExtraBody = z.input<typeof messExtraBody>;
export const messGuestMealsBody = z.object({
  user_id: studentId,
  quantity,
  idempotency_key: idempotencyKey,
  mess_id: messId,
});
export type MessGuestMealsBody = z.input<typeof messGuestMealsBody>;
/** A line added to the student's day, priced by the server. */
export const messChargeAnswer = z.object({
  id: z.number(),
  kind: z.enum(CheckedValues.mess_extras.kind),
  item: z.string(),
  quantity: z.number(),
  unit_minor: z.number(),
  amount_minor: z.number(),
});
export type MessChargeAnswer = z.output<typeof messChargeAnswer>;

export const counterMessesAnswer = z.object({
  messes: z.array(
    z.object({
      id: z.number(),
      name: z.string(),
      guest_meal_minor: z.number(),
      extras: z.array(z.object({ id: z.number(), name: z.string(), price_minor: z.number() })),
    }),
  ),
});
export type CounterMessesAnswer = z.output<typeof counterMessesAnswer>;
export type CounterMess = CounterMessesAnswer['messes'][number];

export const counterTallyAnswer = z.object({
  mess_id: z.number(),
  /** The IST day counted (YYYY-MM-DD). */
  day: z.string(),
  served: z.record(z.enum(COUNTER_MEALS), z.number()),
  refused: z.record(z.enum(SCAN_REFUSALS), z.number()),
  extras: z.number(),
  guest_meals: z.number(),
});
export type CounterTallyAnswer = z.output<typeof counterTallyAnswer>;

export const messCounterApi = {
  /** GET /mess/me (any signed-in student): the mess they eat at today and a fresh meal token for their QR. */
  me: get('/mess/me', { access: 'student', answer: mealCardAnswer }),
  /** GET /mess/counter (an office role): the messes the caller runs at a counter, with their price lists. */
  messes: get('/mess/counter', { access: 'places', answer: counterMessesAnswer }),
  /**
   * POST /mess/scan (the mess's manager, or the whole office naming the mess): serves today's meal. 403
   * `not_registered` | `on_rebate` | `wrong_mess` and 409 `already_served` carry `student`, and are counted; 400
   * `meal_token_invalid` (forged, malformed, not for meals) | `meal_token_expired` | `mess_required`; 403 `forbidden`
   * (another mess's manager); 404 `not_found` (no student with this roll number).
   */
  scan: post('/mess/scan', { access: 'places', body: mealScanBody, answer: mealScanAnswer }),
  /** POST /mess/extras: an extra from the price list, priced by it. 403 `not_registered` (not eating here today); 404 `unknown_item`; 409 `key_reused`. */
  addExtra: post('/mess/extras', { access: 'places', body: messExtraBody, answer: messChargeAnswer, status: 201 }),
  /** POST /mess/guest-meals: guests' meals at the mess's guest meal price; refusals as for extras. */
  addGuestMeals: post('/mess/guest-meals', {
    access: 'places',
    body: messGuestMealsBody,
    answer: messChargeAnswer,
    status: 201,
  }),
  /** GET /mess/counter/:mess_id/tally: the counter's day so far (served per meal, refused per reason, extras). */
  tally: get('/mess/counter/:mess_id/tally', {
    access: 'places',
    params: { mess_id: positiveId },
    answer: counterTallyAnswer,
  }),
};
