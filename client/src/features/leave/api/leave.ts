// The student's leave through our API: their hostel's rules, their leave with the pass of an approved one, asking,
// cancelling and shortening. The server keeps to the hostel's rules and answers each refusal with its code.
import { leaveApi, type ApplyLeaveBody, type LeaveItem, type LeaveRules } from '@campus-hostel/contracts/api';
import { messages } from '../../../config/messages';
import { apiClient } from '../../../lib/api-client';
import { ApiError } from '../../../lib/errors';
import { accessTokenOf, callSignedIn } from '../../../lib/signed-in-call';

/**
 * The student's leave, newest first. Read with `userId`'s own token: the service worker keeps the answer for offline
 * under the account that token names (config/pwa.ts), so the pass shows without a network and to that account alone.
 */
export async function getMyLeave(userId: string): Promise<LeaveItem[]> {
  const token = await accessTokenOf(userId);
  if (!token) throw new ApiError(messages.sessionEnded, 401);
  return apiClient.call(leaveApi.mine, {}, { token });
}

/** The rules of the hostel the student lives in; null without a bed. */
export async function getLeaveRules(): Promise<LeaveRules | null> {
  return (await callSignedIn(leaveApi.rules, {})).rules;
}

export function applyForLeave(body: ApplyLeaveBody): Promise<LeaveItem> {
  return callSignedIn(leaveApi.apply, { body });
}

export function cancelLeave(id: number): Promise<LeaveItem> {
  return callSignedIn(leaveApi.cancel, { params: { id } });
}

export function shortenLeave(id: number, to: string): Promise<LeaveItem> {
  return callSignedIn(leaveApi.shorten, { params: { id }, body: { to } });
}
