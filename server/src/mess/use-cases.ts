// Mess registration (contracts/src/api/mess.ts): a student's card and choice, the office's saves, a period's counts.
// The database decides under its locks; this maps its outcomes to answers.
import type { MessPeriodCountsAnswer, MessRegistrationAnswer, SavedAnswer } from '@campus-hostel/contracts/api';
import type { AuthUser } from '../auth-user.js';
import { HttpError } from '../errors.js';
import type { HostelStore } from '../hostel-store.js';
import { actorOf } from '../office/use-cases.js';
import type { ChooseMessOutcome, ExtraItemDraft, MessDraft, MessPeriodDraft, Saved, SaveMessOutcome } from './store.js';

export const NO_SUCH_CHOICE = 'There is no such period or mess';
export const WINDOW_CLOSED = 'Mess registration is not open now';
export const MESS_FULL = 'This mess is full: choose another';
export const NO_BED = 'Only a student holding a bed in a hostel chooses a mess';
export const NOT_FED = 'This mess does not feed your hostel';

const CHOICE_REFUSALS: Partial<Record<ChooseMessOutcome, HttpError>> = {
  not_found: new HttpError(404, NO_SUCH_CHOICE, 'not_found'),
  window_closed: new HttpError(409, WINDOW_CLOSED, 'window_closed'),
  mess_full: new HttpError(409, MESS_FULL, 'mess_full'),
  no_bed: new HttpError(403, NO_BED, 'no_bed'),
  not_fed: new HttpError(403, NOT_FED, 'not_fed'),
};

const SAVE_REFUSALS: Record<Exclude<SaveMessOutcome, 'saved'>, HttpError> = {
  forbidden: new HttpError(403, 'Only the hostel office changes messes and periods', 'forbidden'),
  not_found: new HttpError(404, 'There is no such mess, item or period', 'not_found'),
  unknown_hostel: new HttpError(400, 'There is no such hostel', 'unknown_hostel'),
  default_not_fed: new HttpError(400, 'A mess can be the default only of a hostel it feeds', 'default_not_fed'),
  default_taken: new HttpError(
    409,
    'That hostel already has another default mess: unset it there first',
    'default_taken',
  ),
  name_taken: new HttpError(409, 'That name is already taken', 'name_taken'),
  invalid_dates: new HttpError(
    400,
    'The period must end after it starts, within 200 days, and its window close before the period ends',
    'invalid_dates',
  ),
  period_overlaps: new HttpError(409, 'Another period already covers some of these days', 'period_overlaps'),
  settled: new HttpError(409, 'This period is settled: its days, window and allocation are fixed', 'settled'),
  allocation_locked: new HttpError(
    409,
    'Students have chosen in this period: its allocation is fixed',
    'allocation_locked',
  ),
};

function savedId(saved: Saved): SavedAnswer {
  if (saved.outcome !== 'saved') throw SAVE_REFUSALS[saved.outcome];
  return { id: saved.id };
}

export function registrationView(store: HostelStore, user: AuthUser): Promise<MessRegistrationAnswer> {
  return store.messRegistrationView(user.id);
}

/** The student's choice in the open window; answers their card afresh. */
export async function chooseMess(
  store: HostelStore,
  user: AuthUser,
  periodId: number,
  messId: number,
): Promise<MessRegistrationAnswer> {
  const outcome = await store.chooseMess(user.id, periodId, messId);
  const refused = CHOICE_REFUSALS[outcome];
  if (refused) throw refused;
  return store.messRegistrationView(user.id);
}

export async function saveMess(store: HostelStore, user: AuthUser, mess: MessDraft): Promise<SavedAnswer> {
  return savedId(await store.saveMess(mess, actorOf(user)));
}

export async function saveExtraItem(store: HostelStore, user: AuthUser, item: ExtraItemDraft): Promise<SavedAnswer> {
  return savedId(await store.saveMessExtraItem(item, actorOf(user)));
}

export async function savePeriod(store: HostelStore, user: AuthUser, period: MessPeriodDraft): Promise<SavedAnswer> {
  return savedId(await store.saveMessPeriod(period, actorOf(user)));
}

export async function periodCounts(
  store: HostelStore,
  user: AuthUser,
  periodId: number,
): Promise<MessPeriodCountsAnswer> {
  const counts = await store.messPeriodCounts(periodId, actorOf(user));
  if (counts === null) throw new HttpError(404, 'There is no such period', 'not_found');
  return counts;
}
