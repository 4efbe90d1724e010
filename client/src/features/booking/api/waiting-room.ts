// The selection-day waiting room (POST /queue, GET /queue/{ticket}, POST /queue/{ticket}/leave): the student's place in
// line, where it stands, and giving it up.
import {
  waitingRoomApi,
  type JoinWaitingRoomAnswer,
  type LeaveWaitingRoomAnswer,
  type WaitingRoomPlace,
} from '@campus-hostel/contracts/api';
import { apiClient } from '../../../lib/api-client';

export type { JoinWaitingRoomAnswer, WaitingRoomPlace };

/**
 * Takes (or finds again: every tab of the student gets the same ticket) the student's place in the hostel's line; 403
 * `outside_window` before their window for it opens.
 */
export function joinWaitingRoom(hostel: string, token: string, signal: AbortSignal): Promise<JoinWaitingRoomAnswer> {
  return apiClient.call(waitingRoomApi.join, { body: { hostel } }, { token, signal });
}

/** Where the ticket stands now; 410 `admission_expired` when its admission has ended (join again). */
export function waitingRoomStatus(ticket: string, token: string, signal: AbortSignal): Promise<WaitingRoomPlace> {
  return apiClient.call(waitingRoomApi.status, { params: { ticket } }, { token, signal });
}

/** Gives the place up; an admitted student's seat goes to the next in line at once. */
export function leaveWaitingRoom(ticket: string, token: string): Promise<LeaveWaitingRoomAnswer> {
  return apiClient.call(waitingRoomApi.leave, { params: { ticket } }, { token });
}
