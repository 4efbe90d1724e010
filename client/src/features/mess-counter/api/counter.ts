// The counter through our API, which checks the caller runs the mess and decides each scan and charge in one call.
import {
  messCounterApi,
  type CounterMeal,
  type CounterMess,
  type CounterTallyAnswer,
  type MealScanAnswer,
  type MessChargeAnswer,
} from '@campus-hostel/contracts/api';
import { callSignedIn } from '../../../lib/signed-in-call';

/** Who was scanned: the QR's token, or a roll number typed in. */
export type Scanned = { token: string } | { roll_number: string };

export async function getCounterMesses(): Promise<CounterMess[]> {
  return (await callSignedIn(messCounterApi.messes, {})).messes;
}

export function scanMeal(messId: number, meal: CounterMeal, scanned: Scanned): Promise<MealScanAnswer> {
  return callSignedIn(messCounterApi.scan, { body: { ...scanned, meal, mess_id: messId } });
}

/** Each tap has its own key: a retry of the same tap (the caller keeps the key) charges once. */
export function addExtra(
  messId: number,
  userId: string,
  itemId: number,
  quantity: number,
  key: string,
): Promise<MessChargeAnswer> {
  return callSignedIn(messCounterApi.addExtra, {
    body: { mess_id: messId, user_id: userId, item_id: itemId, quantity, idempotency_key: key },
  });
}

export function addGuestMeals(
  messId: number,
  userId: string,
  quantity: number,
  key: string,
): Promise<MessChargeAnswer> {
  return callSignedIn(messCounterApi.addGuestMeals, {
    body: { mess_id: messId, user_id: userId, quantity, idempotency_key: key },
  });
}

export function getTally(messId: number): Promise<CounterTallyAnswer> {
  return callSignedIn(messCounterApi.tally, { params: { mess_id: messId } });
}
