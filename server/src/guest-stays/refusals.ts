// The words and statuses of a refused guest stay hold, and of the office's refusals on the roster and on the guest
// house's rooms and rules.
import { HttpError } from '../errors.js';
import type { HoldGuestOutcome, OfficeGuestOutcome, SaveGuestHouseOutcome } from './store.js';

export const NOT_GUEST_HOUSE = 'Only the guest house’s rooms are booked by the night.';
export const NIGHTS_TAKEN =
  'Some of these nights in this room have just been booked. Please choose other dates or another room.';
export const NO_SUCH_STAY = 'There is no such guest stay';

const HOLD_REFUSALS: Record<Exclude<HoldGuestOutcome, 'held'>, () => HttpError> = {
  not_guest_house: () => new HttpError(400, NOT_GUEST_HOUSE, 'not_guest_house'),
  not_found: () => new HttpError(404, 'Room not found in this guest house', 'room_not_found'),
  out_of_service: () =>
    new HttpError(409, 'This room is out of service. Please choose another room.', 'guest_room_out_of_service'),
  too_long: () => new HttpError(409, 'This stay is longer than the guest house allows.', 'stay_too_long'),
  past: () => new HttpError(409, 'The check-in day has passed. Please choose today or a later day.', 'check_in_past'),
  too_far: () =>
    new HttpError(409, 'The check-in day is further ahead than the guest house takes bookings.', 'check_in_too_far'),
  too_many: () =>
    new HttpError(
      409,
      'You are already paying for three guest stays. Finish or leave one of them first.',
      'too_many_stays',
    ),
  nights_taken: () => new HttpError(409, NIGHTS_TAKEN, 'nights_taken'),
};

export function holdRefusal(outcome: HoldGuestOutcome): HttpError {
  if (outcome === 'held') throw new Error('hold_guest_stay answered held without a stay');
  return HOLD_REFUSALS[outcome]();
}

const NOT_SERVED = () => new HttpError(403, 'You do not serve this guest house', 'forbidden');

const OFFICE_REFUSALS: Partial<Record<OfficeGuestOutcome, () => HttpError>> = {
  not_found: () => new HttpError(404, NO_SUCH_STAY, 'not_found'),
  forbidden: NOT_SERVED,
  already_decided: () => new HttpError(409, 'This stay is not awaiting approval', 'already_decided'),
  not_confirmed: () => new HttpError(409, 'Only a confirmed stay can be checked in.', 'not_confirmed'),
  too_early: () =>
    new HttpError(409, 'This stay begins on a later day: check the guest in on the day they arrive.', 'too_early'),
  not_checked_in: () => new HttpError(409, 'Only a guest who has checked in can check out.', 'not_checked_in'),
};

/** The office action's refusal, or null when the outcome is the action done. */
export function officeRefusal(outcome: OfficeGuestOutcome): HttpError | null {
  return OFFICE_REFUSALS[outcome]?.() ?? null;
}

const HOUSE_REFUSALS: Record<Exclude<SaveGuestHouseOutcome, 'saved'>, () => HttpError> = {
  not_guest_house: () => new HttpError(404, NOT_GUEST_HOUSE, 'not_guest_house'),
  not_found: () => new HttpError(404, 'Room not found in a guest house', 'room_not_found'),
  forbidden: NOT_SERVED,
  // The contract checks the same ranges first: the database's own check is the last word.
  invalid: () => new HttpError(400, 'These values are out of range for a guest house', 'invalid_request'),
};

/** Why the office may not read or change a guest house (or one of its rooms). */
export function houseRefusal(outcome: Exclude<SaveGuestHouseOutcome, 'saved'>): HttpError {
  return HOUSE_REFUSALS[outcome]();
}
