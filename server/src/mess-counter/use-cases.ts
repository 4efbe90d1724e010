// The counter (contracts/src/api/mess-counter.ts): who is scanned (a meal token or a roll number), then one database
// call that checks the actor runs the mess and serves, refuses or charges; this maps its outcomes to answers.
import {
  SCAN_REFUSALS,
  type CounterMeal,
  type CounterMessesAnswer,
  type CounterTallyAnswer,
  type MealCardAnswer,
  type MealScanAnswer,
  type MessChargeAnswer,
  type ScanRefusal,
} from '@campus-hostel/contracts/api';
import type { AuthUser } from '../auth-user.js';
import { HttpError } from '../errors.js';
import type { HostelStore } from '../hostel-store.js';
import type { ChargeResult, CounterProblem, MealScan, ServeOutcome, ServeResult } from './store.js';
import type { MealTokens } from './token.js';

export const NO_ACCOUNT = 'There is no such account';
export const NO_SUCH_ROLL_NUMBER = 'No student has this roll number';
export const NOT_YOUR_MESS = 'You do not run this mess';
export const NO_SUCH_MESS = 'There is no such mess';
export const MESS_REQUIRED = 'Name the mess this counter serves';
export const ALREADY_SERVED = 'Already served: this meal was served to this student today';
export const NOT_REGISTERED = 'This student is not registered in this mess today';
export const NOT_REGISTERED_ANYWHERE = 'This student is not registered in any mess today';
export const ON_REBATE = 'This student is on a rebate today';
export const WRONG_MESS = 'This student eats at another mess';
export const UNKNOWN_ITEM = 'This item is not on this mess’s price list';
export const KEY_REUSED = 'This idempotency key was used for another charge';

const PROBLEMS: Record<CounterProblem, HttpError> = {
  mess_required: new HttpError(400, MESS_REQUIRED, 'mess_required'),
  unknown_mess: new HttpError(404, NO_SUCH_MESS, 'not_found'),
  forbidden: new HttpError(403, NOT_YOUR_MESS, 'forbidden'),
};

/** The student's meal card: today's mess and a fresh token for the QR. */
export async function mealCard(store: HostelStore, tokens: MealTokens, user: AuthUser): Promise<MealCardAnswer> {
  const card = await store.mealCard(user.id);
  if (!card) throw new HttpError(404, NO_ACCOUNT, 'not_found');
  return {
    mess: card.mess_id === null || card.mess_name === null ? null : { id: card.mess_id, name: card.mess_name },
    token: await tokens.issue(user.id),
    student: { name: card.full_name, roll_number: card.roll_number },
  };
}

export async function counterMesses(store: HostelStore, user: AuthUser): Promise<CounterMessesAnswer> {
  return { messes: await store.counterMesses(user.id) };
}

/** Who a scan names: the token's student, or the roll number's. */
async function scannedStudent(
  store: HostelStore,
  tokens: MealTokens,
  scanned: { token?: string | undefined; roll_number?: string | undefined },
): Promise<string> {
  if (scanned.token !== undefined) return tokens.read(scanned.token);
  const userId = await store.studentByRollNumber(scanned.roll_number ?? '');
  if (userId === null) throw new HttpError(404, NO_SUCH_ROLL_NUMBER, 'not_found');
  return userId;
}

function isScanRefusal(outcome: ServeOutcome): outcome is ScanRefusal {
  return (SCAN_REFUSALS as readonly string[]).includes(outcome);
}

const REFUSALS: Record<Exclude<ServeOutcome, 'served'>, HttpError> = {
  ...PROBLEMS,
  unknown_student: new HttpError(404, NO_ACCOUNT, 'not_found'),
  already_served: new HttpError(409, ALREADY_SERVED, 'already_served'),
  not_registered: new HttpError(403, NOT_REGISTERED_ANYWHERE, 'not_registered'),
  on_rebate: new HttpError(403, ON_REBATE, 'on_rebate'),
  wrong_mess: new HttpError(403, WRONG_MESS, 'wrong_mess'),
};

/** Serves one scan, sent to the database with the scans that arrive with it (routes.ts). */
export type ServeScan = (scan: MealScan) => Promise<ServeResult>;

/** Serves today's meal; a refusal names the student, so the counter can say who. */
export async function scanMeal(
  store: HostelStore,
  tokens: MealTokens,
  serve: ServeScan,
  user: AuthUser,
  body: {
    token?: string | undefined;
    roll_number?: string | undefined;
    meal: CounterMeal;
    mess_id?: number | undefined;
  },
): Promise<MealScanAnswer> {
  const userId = await scannedStudent(store, tokens, body);
  const result = await serve({ messId: body.mess_id ?? null, userId, meal: body.meal, actorId: user.id });
  const student = { name: result.full_name ?? '', roll_number: result.roll_number };
  if (result.outcome === 'served') return { served: true, student, meal: body.meal, user_id: userId };
  const refusal = REFUSALS[result.outcome];
  // A refusal the counter counts names who was scanned; what the counter itself may not do names nobody.
  if (!isScanRefusal(result.outcome)) throw refusal;
  throw new HttpError(refusal.status, refusal.message, refusal.code, { details: { student } });
}

const CHARGE_REFUSALS: Record<Exclude<ChargeResult['outcome'], 'added'>, HttpError> = {
  ...PROBLEMS,
  not_registered: new HttpError(403, NOT_REGISTERED, 'not_registered'),
  unknown_item: new HttpError(404, UNKNOWN_ITEM, 'unknown_item'),
  key_reused: new HttpError(409, KEY_REUSED, 'key_reused'),
};

function charged(result: ChargeResult, kind: MessChargeAnswer['kind']): MessChargeAnswer {
  const { outcome, extra_id, item, quantity, unit_minor, amount_minor } = result;
  if (outcome !== 'added') throw CHARGE_REFUSALS[outcome];
  if (extra_id === null || item === null || quantity === null || unit_minor === null || amount_minor === null) {
    throw new Error('a charge was added without its line');
  }
  return { id: extra_id, kind, item, quantity, unit_minor, amount_minor };
}

/** An extra from the price list, priced by it; a retry with the same key answers the same line. */
export async function addExtra(
  store: HostelStore,
  user: AuthUser,
  body: { user_id: string; item_id: number; quantity: number; idempotency_key: string; mess_id?: number | undefined },
): Promise<MessChargeAnswer> {
  const result = await store.addMessExtra(
    body.mess_id ?? null,
    body.user_id,
    body.item_id,
    body.quantity,
    user.id,
    body.idempotency_key,
  );
  return charged(result, 'extra');
}

/** Guests' meals at the mess's price; a retry with the same key answers the same line. */
export async function addGuestMeals(
  store: HostelStore,
  user: AuthUser,
  body: { user_id: string; quantity: number; idempotency_key: string; mess_id?: number | undefined },
): Promise<MessChargeAnswer> {
  const result = await store.addGuestMeals(
    body.mess_id ?? null,
    body.user_id,
    body.quantity,
    user.id,
    body.idempotency_key,
  );
  return charged(result, 'guest_meal');
}

export async function counterTally(store: HostelStore, user: AuthUser, messId: number): Promise<CounterTallyAnswer> {
  const tally = await store.counterTally(messId, user.id);
  if ('problem' in tally) throw PROBLEMS[tally.problem];
  return tally;
}
