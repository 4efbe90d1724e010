// The night roll-call (contracts/src/api/rollcall.ts): a hostel's night for its warden or the whole office, and their
// marks. The database decides who may and which nights are open; this keeps nights to the readable window and maps
// the database's outcomes to answers.
import type { MarkRollCallBody, RollCallAnswer } from '@campus-hostel/contracts/api';
import type { AuthUser } from '../auth-user.js';
import { HttpError } from '../errors.js';
import type { HostelStore } from '../hostel-store.js';
import { actorOf } from '../office/use-cases.js';
import type { MarkRollCallOutcome, RollCallProblem } from './store.js';

/** How many nights back a roll-call may be read: a term's worth, enough for any inquiry the warden answers. */
export const ROLL_CALL_DAYS_BACK = 90;
export const NOT_YOUR_HOSTEL = 'You are neither this hostel’s warden nor the hostel office';
export const NIGHT_OUT_OF_RANGE = `A roll-call can be read for tonight and the ${ROLL_CALL_DAYS_BACK} nights before it`;
export const NIGHT_CLOSED = 'Only tonight’s and last night’s roll-call can be marked';

const DAY = 86_400_000;
/** India keeps no summer time: IST is always UTC+05:30. */
const IST_OFFSET = 330 * 60_000;

/** How many nights before tonight (IST) `night` is: 0 tonight, negative in the future. */
function nightsAgo(night: string, now: Date): number {
  const today = new Date(now.getTime() + IST_OFFSET).toISOString().slice(0, 10);
  return Math.round((Date.parse(today) - Date.parse(night)) / DAY);
}

/** Whether the night is in the window the database is ever asked about (also keeps year 0000 out of SQL). */
function readable(night: string, now: Date): boolean {
  const ago = nightsAgo(night, now);
  return ago >= 0 && ago <= ROLL_CALL_DAYS_BACK;
}

const PROBLEMS: Record<RollCallProblem, HttpError> = {
  unknown_hostel: new HttpError(404, 'There is no such hostel', 'unknown_hostel'),
  forbidden: new HttpError(403, NOT_YOUR_HOSTEL, 'forbidden'),
};

export async function rollCallNight(
  store: HostelStore,
  user: AuthUser,
  hostel: string,
  night: string,
  now = new Date(),
): Promise<RollCallAnswer> {
  if (!readable(night, now)) throw new HttpError(400, NIGHT_OUT_OF_RANGE, 'invalid_request');
  const answer = await store.rollCallNight(hostel, night, user.id);
  if ('problem' in answer) throw PROBLEMS[answer.problem];
  return answer;
}

const MARK_REFUSALS: Record<Exclude<MarkRollCallOutcome, 'marked'>, HttpError> = {
  ...PROBLEMS,
  night_closed: new HttpError(409, NIGHT_CLOSED, 'night_closed'),
  not_resident: new HttpError(409, 'Someone named holds no bed in this hostel: nobody was marked', 'not_resident'),
  invalid: new HttpError(400, 'Name between one and 200 residents, and whether they are present', 'invalid_request'),
};

export async function markRollCall(
  store: HostelStore,
  user: AuthUser,
  hostel: string,
  night: string,
  body: MarkRollCallBody,
  now = new Date(),
): Promise<{ marked: number }> {
  // A night outside the readable window is long closed (or not yet open): the database need not be asked.
  if (!readable(night, now)) throw MARK_REFUSALS.night_closed;
  const result = await store.markRollCall(
    hostel,
    night,
    { userIds: body.user_ids, present: body.present },
    actorOf(user),
  );
  if (result.outcome !== 'marked') throw MARK_REFUSALS[result.outcome];
  return { marked: result.marked };
}
