// Admins only: the accounts (searched and paged by the server, which reads them with the secret key) and their office
// roles, through our API as the signed-in admin.
import {
  peopleApi,
  type DecideAccessAnswer,
  type OfficeRole,
  type PeopleAnswer,
  type PeopleBody,
  type SetRoleAnswer,
  type SetRoleBody,
} from '@campus-hostel/contracts/api';
import { callSignedIn } from '../../../../lib/signed-in-call';

/** One page (1-based, 50 a page) of the accounts whose name or email holds `query`. */
export function getPeople(query: string, page: number): Promise<PeopleAnswer> {
  const body: PeopleBody = { page, ...(query.trim() === '' ? {} : { query: query.trim() }) };
  return callSignedIn(peopleApi.list, { body: body });
}

/** Grants an office role (with the places a scoped role serves), or (null) removes the account's role. */
export function setRole(userId: string, role: OfficeRole | null, places?: string[]): Promise<SetRoleAnswer> {
  const body: SetRoleBody = { user_id: userId, role, ...(places ? { places } : {}) };
  return callSignedIn(peopleApi.setRole, { body: body });
}

/** Grants (true) or refuses the office role an account asked for at sign-up. */
export function decideAccess(requestId: number, grant: boolean): Promise<DecideAccessAnswer> {
  return callSignedIn(peopleApi.decideAccess, { body: { request_id: requestId, grant } });
}
