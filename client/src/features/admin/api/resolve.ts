// Resolving goes through our API with the admin's current access token; the server checks the admin role.
import {
  resolveApplicationAnswer,
  resolveComplaintAnswer,
  type ResolveApplicationBody,
  type ResolveComplaintBody,
} from '@campus-hostel/contracts/api';
import { apiClient } from '../../../lib/api-client';
import { messages } from '../../../config/messages';
import { ApiError } from '../../../lib/errors';
import { getSupabase } from '../../../lib/supabase';

async function currentToken(): Promise<string> {
  const supabase = await getSupabase();
  // getSession() refreshes an expired access token first, so the bearer token is always current.
  const { data, error } = await supabase.auth.getSession();
  if (error) throw error;
  const token = data.session?.access_token;
  if (!token) throw new ApiError(messages.sessionEnded, 401);
  return token;
}

export async function resolveApplication(applicationId: string): Promise<void> {
  const token = await currentToken();
  const body: ResolveApplicationBody = { application_id: applicationId };
  await apiClient.post('/admin/resolve-application', body, resolveApplicationAnswer, { token });
}

export async function resolveComplaint(complaintId: number): Promise<void> {
  const token = await currentToken();
  const body: ResolveComplaintBody = { complaint_id: complaintId };
  await apiClient.post('/admin/resolve-complaint', body, resolveComplaintAnswer, { token });
}

/** The server's own message when it sent one, else the spec's fallback (network failures included). */
export function resolveFailureMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.message !== messages.somethingWentWrong ? error.message : fallback;
}
