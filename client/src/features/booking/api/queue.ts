// The selection-day waiting room (POST /queue, GET /queue/{ticket}, POST /queue/{ticket}/leave): the student's place in
// line, where it stands, and giving it up.
import {
  waitingRoomApi,
  type QueueJoinAnswer,
  type QueueLeaveAnswer,
  type QueueStatus,
} from '@campus-hostel/contracts/api';
import { apiClient } from '../../../lib/api-client';

export type { QueueJoinAnswer, QueueStatus };

/**
 * Takes (or finds again: every tab of the student gets the same ticket) the student's place in the hostel's line; 403
 * `outside_window` before their window for it opens.
 */
export function joinQueue(hostel: string, token: string, signal: AbortSignal): Promise<QueueJoinAnswer> {
  return apiClient.call(waitingRoomApi.join, { body: { hostel } }, { token, signal });
}

/** Where the ticket stands now; 410 `admission_expired` when its admission has ended (join again). */
export function getQueueStatus(ticket: string, token: string, signal: AbortSignal): Promise<QueueStatus> {
  return apiClient.call(waitingRoomApi.status, { params: { ticket } }, { token, signal });
}

/** Gives the place up; an admitted student's seat goes to the next in line at once. */
export function leaveQueue(ticket: string, token: string): Promise<QueueLeaveAnswer> {
  return apiClient.call(waitingRoomApi.leave, { params: { ticket } }, { token });
}
