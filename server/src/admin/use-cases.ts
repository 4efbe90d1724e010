// Office use cases: password sign-in restricted to the office (staff and admins), and resolving applications and complaints.
import {
  OFFICE_ROLES,
  type AdminSession,
  type ResolveApplicationAnswer,
  type ResolveComplaintAnswer,
} from '@campus-hostel/contracts/api';
import type { Supabase } from '../clients/supabase.js';
import { HttpError, SERVICE_UNAVAILABLE } from '../errors.js';
import { actorEmail, type AuthUser } from '../auth-user.js';
import type { HostelStore } from '../hostel-store.js';
import { requireComplaintReach } from '../office/use-cases.js';

export const INVALID_CREDENTIALS = 'Invalid login credentials';
export const NOT_AN_ADMIN = 'This account does not have admin access';

/** Checks the password with Supabase Auth; only accounts whose app_metadata.role is staff or admin get a session back. */
export async function adminLogin(auth: Supabase, email: string, password: string): Promise<AdminSession> {
  const { data, error } = await auth.auth.signInWithPassword({ email, password });
  if (error) {
    const status = error.status ?? 0;
    if (status === 0 || status >= 500) {
      throw new HttpError(503, SERVICE_UNAVAILABLE, 'auth_unavailable', { cause: error });
    }
    if (status === 429) {
      throw new HttpError(429, 'Too many login attempts. Please try again later.', 'rate_limited', { cause: error });
    }
    throw new HttpError(401, INVALID_CREDENTIALS, 'invalid_credentials', { cause: error });
  }
  const { user, session } = data;
  if (!user || !session) throw new HttpError(401, INVALID_CREDENTIALS, 'invalid_credentials');
  const appMetadata: Record<string, unknown> = user.app_metadata;
  const role = OFFICE_ROLES.find((officeRole) => officeRole === appMetadata.role);
  if (role === undefined) throw new HttpError(403, NOT_AN_ADMIN, 'not_admin');
  return {
    user: { id: user.id, email: user.email ?? null, type: role, user_metadata: user.user_metadata },
    token: session.access_token,
    refresh_token: session.refresh_token,
    expires_at: session.expires_at ?? null,
  };
}

/** Marks an application resolved; resolving it again is a no-op that still succeeds. */
export async function resolveApplication(
  store: HostelStore,
  actor: AuthUser,
  applicationId: string,
): Promise<ResolveApplicationAnswer> {
  const resolved = await store.resolveApplication(applicationId, actorEmail(actor), actor.id);
  if (resolved === null) throw new HttpError(404, 'Application not found', 'not_found');
  return { application_id: resolved, status: true };
}

/** Marks a complaint resolved; resolving it again is a no-op that still succeeds. */
export async function resolveComplaint(
  store: HostelStore,
  actor: AuthUser,
  complaintId: number,
): Promise<ResolveComplaintAnswer> {
  await requireComplaintReach(store, actor, complaintId);
  const found = await store.resolveComplaint(complaintId, actorEmail(actor), actor.id);
  if (!found) throw new HttpError(404, 'Complaint not found', 'not_found');
  return { complaint_id: complaintId, resolved: true };
}
