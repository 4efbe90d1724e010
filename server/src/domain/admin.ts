// Admin use cases: password sign-in restricted to admins, and resolving applications and complaints.
import type { AdminSession, ResolveApplicationAnswer, ResolveComplaintAnswer } from '@campus-hostel/contracts/api';
import type { Supabase } from '../clients/supabase.js';
import { HttpError, SERVICE_UNAVAILABLE } from '../errors.js';
import type { AuthUser } from './auth-user.js';
import type { HostelStore } from './hostel-store.js';

export const INVALID_CREDENTIALS = 'Invalid login credentials';
export const NOT_AN_ADMIN = 'This account does not have admin access';

/** Checks the password with Supabase Auth; only accounts whose app_metadata.role is admin get a session back. */
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
  if (appMetadata.role !== 'admin') throw new HttpError(403, NOT_AN_ADMIN, 'not_admin');
  return {
    user: { id: user.id, email: user.email ?? null, type: 'admin', user_metadata: user.user_metadata },
    token: session.access_token,
    refresh_token: session.refresh_token,
    expires_at: session.expires_at ?? null,
  };
}

function adminEmail(admin: AuthUser): string {
  // resolved_by records who acted; a token without an email still names its subject.
  return admin.email ?? admin.id;
}

/** Marks an application resolved; resolving it again is a no-op that still succeeds. */
export async function resolveApplication(
  store: HostelStore,
  admin: AuthUser,
  applicationId: string,
): Promise<ResolveApplicationAnswer> {
  const resolved = await store.resolveApplication(applicationId, adminEmail(admin), admin.id);
  if (resolved === null) throw new HttpError(404, 'Application not found', 'not_found');
  return { application_id: resolved, status: true };
}

/** Marks a complaint resolved; resolving it again is a no-op that still succeeds. */
export async function resolveComplaint(
  store: HostelStore,
  admin: AuthUser,
  complaintId: number,
): Promise<ResolveComplaintAnswer> {
  const found = await store.resolveComplaint(complaintId, adminEmail(admin), admin.id);
  if (!found) throw new HttpError(404, 'Complaint not found', 'not_found');
  return { complaint_id: complaintId, resolved: true };
}
