// The office's side of mess bills: the messes it sees, each one's dues for a month, a correction with its reason, and
// the caterer's scorecard with the thresholds the whole office sets. The database checks each actor's messes.
import type {
  BillMessesAnswer,
  CorrectBillAnswer,
  MessDuesAnswer,
  ScoreThresholds,
  ScorecardAnswer,
} from '@campus-hostel/contracts/api';
import type { AuthUser } from '../auth-user.js';
import { HttpError } from '../errors.js';
import type { HostelStore } from '../hostel-store.js';
import { actorOf } from '../office/use-cases.js';
import { NOT_YOUR_MESS } from './store.js';
import { firstDay } from './use-cases.js';

export const NO_SUCH_MESS = 'There is no such mess';
export const NOT_IN_MESS = 'This student had no day of that month in this mess';

export async function billMesses(store: HostelStore, user: AuthUser): Promise<BillMessesAnswer> {
  return { messes: await store.billMesses(actorOf(user)) };
}

export async function messDues(
  store: HostelStore,
  user: AuthUser,
  messId: number,
  month: string,
): Promise<MessDuesAnswer> {
  return { mess_id: messId, month, students: await store.messDues(messId, firstDay(month), actorOf(user)) };
}

export interface Correction {
  user_id: string;
  mess_id: number;
  month: string;
  amount_minor: number;
  reason: string;
}

/** Adds the office's correction (negative: a credit) to a student's month; answers the month's sums after it. */
export async function correctBill(store: HostelStore, user: AuthUser, body: Correction): Promise<CorrectBillAnswer> {
  const key = { userId: body.user_id, month: firstDay(body.month) };
  const { outcome, correctionId } = await store.correctMessBill(
    { ...key, messId: body.mess_id, amountMinor: body.amount_minor, reason: body.reason },
    actorOf(user),
  );
  if (outcome === 'forbidden') throw new HttpError(403, NOT_YOUR_MESS, 'forbidden');
  if (outcome === 'not_found') throw new HttpError(404, NO_SUCH_MESS, 'not_found');
  if (outcome === 'not_registered' || correctionId === null) throw new HttpError(409, NOT_IN_MESS, 'not_in_mess');
  return { correction_id: correctionId, totals: await store.messBillTotals(key) };
}

export function scorecard(store: HostelStore, user: AuthUser, messId: number, month: string): Promise<ScorecardAnswer> {
  return store.messScorecard(messId, firstDay(month), actorOf(user));
}

export async function saveThresholds(
  store: HostelStore,
  user: AuthUser,
  messId: number,
  values: ScoreThresholds,
): Promise<ScoreThresholds> {
  const outcome = await store.saveMessThresholds(messId, values, actorOf(user));
  if (outcome === 'forbidden') throw new HttpError(403, NOT_YOUR_MESS, 'forbidden');
  if (outcome === 'not_found') throw new HttpError(404, NO_SUCH_MESS, 'not_found');
  return values;
}
