// The selection-day waiting room (POST /queue, GET /queue/{ticket}): the student's place in line and where it stands.
import { queueJoinAnswer, queueStatus, type QueueJoinAnswer, type QueueStatus } from '@campus-hostel/contracts/api';
import { apiClient } from '../../../lib/api-client';

export type { QueueJoinAnswer, QueueStatus };

/** Takes (or finds again: every tab of the student gets the same ticket) the student's place in line. */
export function joinQueue(token: string, signal: AbortSignal): Promise<QueueJoinAnswer> {
  return apiClient.post('/queue', undefined, queueJoinAnswer, { token, signal });
}

/** Where the ticket stands now; 410 `admission_expired` when its admission has ended (join again). */
export function getQueueStatus(ticket: string, token: string, signal: AbortSignal): Promise<QueueStatus> {
  return apiClient.get(`/queue/${encodeURIComponent(ticket)}`, queueStatus, { token, signal });
}
