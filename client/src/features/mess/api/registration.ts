// The signed-in student's mess registration (GET /mess/registration) and their choice in an open window.
import { messApi, type MessRegistrationAnswer } from '@campus-hostel/contracts/api';
import { callSignedIn } from '../../../lib/signed-in-call';

export type MessRegistration = MessRegistrationAnswer;
export type MessOption = MessRegistration['messes'][number];

export function getMessRegistration(): Promise<MessRegistration> {
  return callSignedIn(messApi.registration, {});
}

/** Chooses a mess in the period's open window; answers the card afresh. */
export function chooseMess(periodId: number, messId: number): Promise<MessRegistration> {
  return callSignedIn(messApi.choose, { body: { period_id: periodId, mess_id: messId } });
}
