// Who may act for the office (admin only): every account with its role, and granting or removing staff and
// admin. The role lives in app_metadata, which only the secret key may write, through the Supabase Auth admin API.
import { isPlaceRole } from '@campus-hostel/contracts/api';
import type {
  CorrectDeclarationAnswer,
  DecideAccessAnswer,
  OfficeRole,
  PeopleAnswer,
  SetRoleAnswer,
} from '@campus-hostel/contracts/api';
import type { Gender } from '@campus-hostel/contracts/database';
import { HttpError } from '../errors.js';
import type { AuthUser } from '../auth-user.js';
import type { HostelStore } from '../hostel-store.js';
import type { OfficeAccessOutcome } from './store.js';
import { actorOf } from '../office/use-cases.js';

export const PEOPLE_PAGE_SIZE = 50;
export const PERSON_NOT_FOUND = 'Account not found';
export const OWN_ROLE = 'You cannot change your own role: ask another admin.';
export const NOT_DECLARED = 'This student has not declared yet';
export const CORRECTION_ADMIN_ONLY = 'Only an admin may correct a declaration';
export const NO_SUCH_REQUEST = 'No such request for office access';
export const REQUEST_DECIDED = 'This request has already been decided';
export const PLACES_REQUIRED = 'Choose at least one place this role serves';
export const UNKNOWN_PLACE = 'One of these places does not exist';
export const PLACES_NOT_SERVED = 'Only a warden, mess manager, guard or technician serves places';
export const ACCESS_ADMIN_ONLY = 'Only an admin may decide a request for office access';

/** One page (1-based) of accounts whose email or name contains the query, office roles first. */
export async function listPeople(store: HostelStore, query: string | null, page: number): Promise<PeopleAnswer> {
  const offset = (page - 1) * PEOPLE_PAGE_SIZE;
  const found = await store.listPeople(query, PEOPLE_PAGE_SIZE, offset);
  // A page past the end has no rows to carry the count: the first page says how many there are.
  const total = found.people.length === 0 && page > 1 ? (await store.listPeople(query, 1, 0)).total : found.total;
  return { people: found.people, total, page, page_size: PEOPLE_PAGE_SIZE };
}

/**
 * Grants or removes (null) an account's office role, with the places a scoped role serves, and records both in the
 * audit log. The places are written first, so a warden is never a warden of nothing; the role counts from the
 * account's next request to the server (office routes re-read it) and its reads through RLS at its next token.
 * The answer is the role and places as read back afterwards. An admin cannot change their own: the office always
 * keeps one.
 */
export async function setRole(
  store: HostelStore,
  admin: AuthUser,
  userId: string,
  role: OfficeRole | null,
  places: string[] = [],
): Promise<SetRoleAnswer> {
  if (userId === admin.id) throw new HttpError(409, OWN_ROLE, 'own_role');
  if (!isPlaceRole(role) && places.length > 0) throw new HttpError(400, PLACES_NOT_SERVED, 'invalid_request');
  if (!(await store.accountExists(userId))) throw new HttpError(404, PERSON_NOT_FOUND, 'not_found');
  const outcome = await store.setOfficePlaces(userId, role, places, actorOf(admin));
  if (outcome === 'not_found') throw new HttpError(404, PERSON_NOT_FOUND, 'not_found');
  if (outcome === 'places_required') throw new HttpError(400, PLACES_REQUIRED, 'places_required');
  if (outcome === 'unknown_place') throw new HttpError(400, UNKNOWN_PLACE, 'unknown_place');
  const before = await store.accountRole(userId);
  if (before !== role) {
    await store.setAccountRole(userId, role);
    await store.recordAudit(
      {
        action: 'person.set_role',
        targetType: 'user',
        targetId: userId,
        before: { role: before },
        after: { role: await store.accountRole(userId) },
        reason: null,
      },
      actorOf(admin),
    );
  }
  return { user_id: userId, role: await store.accountRole(userId), places: await store.officePlaces(userId) };
}

/**
 * Corrects a student's declared gender and marital status. The database records the admin's account as the one who
 * did it and audits the change; it also re-checks the role, so a role removed meanwhile corrects nothing.
 */
export async function correctDeclaration(
  store: HostelStore,
  admin: AuthUser,
  userId: string,
  declaration: { gender: Gender; married: boolean },
): Promise<CorrectDeclarationAnswer> {
  const result = await store.correctStudentProfile(userId, declaration, actorOf(admin));
  if (result.outcome === 'corrected') {
    return { user_id: userId, gender: result.gender, married: result.married, corrected_at: result.correctedAt };
  }
  if (result.outcome === 'not_found') throw new HttpError(404, NOT_DECLARED, 'not_found');
  throw new HttpError(403, CORRECTION_ADMIN_ONLY, 'forbidden');
}

/** Why a request could not be closed, as the API answers it. */
function accessRefusal(outcome: OfficeAccessOutcome): HttpError {
  if (outcome === 'forbidden') return new HttpError(403, ACCESS_ADMIN_ONLY, 'forbidden');
  if (outcome === 'already_decided') return new HttpError(409, REQUEST_DECIDED, 'already_decided');
  return new HttpError(404, NO_SUCH_REQUEST, 'not_found');
}

/**
 * Grants or refuses the office role an account asked for at sign-up. Granting sets the role first (audited as any role
 * change), then closes the request, so a failure between the two leaves it pending and a second try finishes it. A
 * request no longer pending is only asked to close, for the database to say why it cannot.
 */
export async function decideAccess(
  store: HostelStore,
  admin: AuthUser,
  requestId: number,
  grant: boolean,
): Promise<DecideAccessAnswer> {
  const pending = await store.pendingOfficeAccess(requestId);
  const role =
    pending &&
    (grant
      ? (await setRole(store, admin, pending.userId, pending.role)).role
      : await store.accountRole(pending.userId));
  const outcome = await store.decideOfficeAccess(requestId, grant, actorOf(admin));
  if (!pending || outcome !== 'decided') throw accessRefusal(outcome);
  return { request_id: requestId, user_id: pending.userId, status: grant ? 'granted' : 'refused', role: role ?? null };
}
