// Who is asking, as the domain sees it: the verified identity a request carries, with no trace of HTTP.
import type { OfficeRole } from '@campus-hostel/contracts/api';

export interface AuthUser {
  id: string;
  email: string | null;
  /**
   * The account's office role: on office routes as the database holds it now (re-read per request), elsewhere as the
   * token's app_metadata claimed it when it was issued. Null for students.
   */
  role: OfficeRole | null;
}

/** What an office action records as its actor: the email, or for a token without one, the account's id. */
export function actorEmail(user: AuthUser): string {
  return user.email ?? user.id;
}
