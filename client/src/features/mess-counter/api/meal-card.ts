// The student's meal card from our API: today's mess, their name and roll number, and a fresh token for the QR.
import { messCounterApi, type MealCardAnswer } from '@campus-hostel/contracts/api';
import { callSignedIn } from '../../../lib/signed-in-call';

export function getMealCard(): Promise<MealCardAnswer> {
  return callSignedIn(messCounterApi.me, {});
}
