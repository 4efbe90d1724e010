// Resolving a complaint goes through our API as the signed-in member of the office; the server checks the role.
import { adminApi, type ResolveComplaintBody } from '@campus-hostel/contracts/api';
import { messages } from '../../../config/messages';
import { ApiError } from '../../../lib/errors';
import { callSignedIn } from '../../../lib/signed-in-call';

export async function resolveComplaint(complaintId: number): Promise<void> {
  const body: ResolveComplaintBody = { complaint_id: complaintId };
  await callSignedIn(adminApi.resolveComplaint, { body: body });
}

/** The server's own message when it sent one, else the fallback (network failures included); for every office action. */
export function resolveFailureMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.message !== messages.somethingWentWrong ? error.message : fallback;
}
