// Selection windows: the admin saves and deletes them, the office lists them, a student reads their own.
// Each write is one SQL function call that checks, changes and audits in one transaction; here outcomes become answers.
// The holds themselves are refused in hold_bed, so no caller can hold outside a window.
import type {
  ClaimSelectionAnswer,
  DeleteSelectionWindowAnswer,
  MySelectionAnswer,
  MySelectionWindow,
  SaveSelectionWindowAnswer,
  SelectionWindowsAnswer,
} from '@campus-hostel/contracts/api';
import { HttpError } from '../errors.js';
import type { AuthUser } from '../auth-user.js';
import { cachedRead, type CachedRead } from '../timing/cached-read.js';
import type { HostelStore, SelectionWindowDraft } from '../hostel-store.js';
import { actorOf } from '../office/use-cases.js';

export const WINDOW_NOT_FOUND = 'Selection window not found';
export const UNKNOWN_HOSTEL = 'hostels must name hostels that exist';
export const LIST_REQUIRED = 'emails_csv is required: this window admits a list of students and has none yet';
export const CLAIM_NOT_FOUND =
  'This link is not for your account. Sign in to the account that uses the address it was sent to.';
export const CLAIM_EMAIL_CHANGED =
  'Your account no longer uses the address this link was sent to, so it cannot claim that address’s place.';
export const CLAIM_EXPIRED = 'This link has expired. Ask the hostel office to check your place in room selection.';
export const NOTHING_TO_CLAIM =
  'There is no place left to claim for this address: it was claimed, or its window has closed.';
export const SLOTS_OVERRUN =
  'The slots would run past the window’s close: make the window longer, or the slots larger or shorter.';

export async function saveSelectionWindow(
  store: HostelStore,
  user: AuthUser,
  draft: SelectionWindowDraft,
): Promise<SaveSelectionWindowAnswer> {
  const result = await store.saveSelectionWindow(draft, actorOf(user));
  switch (result.outcome) {
    case 'saved':
      return { id: result.id };
    case 'not_found':
      throw new HttpError(404, WINDOW_NOT_FOUND, 'not_found');
    case 'unknown_hostel':
      throw new HttpError(400, UNKNOWN_HOSTEL, 'invalid_request');
    case 'members_required':
      throw new HttpError(400, LIST_REQUIRED, 'invalid_request');
    case 'slots_overrun':
      throw new HttpError(400, SLOTS_OVERRUN, 'invalid_request');
  }
}

export async function deleteSelectionWindow(
  store: HostelStore,
  user: AuthUser,
  windowId: number,
): Promise<DeleteSelectionWindowAnswer> {
  const outcome = await store.deleteSelectionWindow(windowId, actorOf(user));
  if (outcome === 'not_found') throw new HttpError(404, WINDOW_NOT_FOUND, 'not_found');
  return { id: windowId, deleted: true };
}

export async function listSelectionWindows(store: HostelStore): Promise<SelectionWindowsAnswer> {
  return { windows: await store.listSelectionWindows() };
}

/** POST /selection/claim: the student opened the link mailed to a listed address their account uses. */
export async function claimSelectionAddress(
  store: HostelStore,
  user: AuthUser,
  token: string,
): Promise<ClaimSelectionAnswer> {
  const result = await store.claimSelectionAddress(user.id, token);
  switch (result.outcome) {
    case 'claimed':
      return { windows: result.windows };
    case 'not_found':
      throw new HttpError(404, CLAIM_NOT_FOUND, 'not_found');
    case 'email_changed':
      throw new HttpError(409, CLAIM_EMAIL_CHANGED, 'email_changed');
    case 'expired':
      throw new HttpError(409, CLAIM_EXPIRED, 'claim_expired');
    case 'nothing_to_claim':
      throw new HttpError(409, NOTHING_TO_CLAIM, 'nothing_to_claim');
  }
}

/** How long an API instance reuses the hostels under selection: the same for every student, and every hostel page asks. */
const SELECTION_HOSTELS_TTL_MS = 5_000;

/**
 * The hostels under selection, read at most every 5 s by each API instance (and again at once after it saved or deleted
 * a window: `forget`). Another instance may answer with the hostels of up to 5 s ago; a hold checks them itself.
 */
export function selectionHostels(
  store: Pick<HostelStore, 'selectionHostels'>,
  now = () => Date.now(),
): CachedRead<string[]> {
  return cachedRead(SELECTION_HOSTELS_TTL_MS, () => store.selectionHostels(), now);
}

/** The student's windows (soonest first) and when the next of them opens, and the hostels under selection. */
export function selectionAnswer(
  selectionHostels: string[],
  windows: MySelectionWindow[],
  now = Date.now(),
): MySelectionAnswer {
  const upcoming = windows.filter((w) => !w.open && Date.parse(w.opens_at) > now);
  return { selection_hostels: selectionHostels, windows, next_opens_at: upcoming[0]?.opens_at ?? null };
}

/** GET /selection/me: the student's windows, and the hostels where holds are limited to windows now. */
export async function mySelection(
  store: HostelStore,
  hostels: () => Promise<string[]>,
  user: AuthUser,
  now = Date.now(),
): Promise<MySelectionAnswer> {
  const [selectionHostels, windows] = await Promise.all([hostels(), store.studentSelectionWindows(user.id)]);
  return selectionAnswer(selectionHostels, windows, now);
}
