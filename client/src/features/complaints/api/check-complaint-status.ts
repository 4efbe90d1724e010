// Status by complaint ID for anyone, through the complaint_state() function.
import { messages } from '../../../config/messages';
import { rpcPublic } from '../../../lib/public-rest';
import type { ComplaintState } from '../../../lib/status-words';

/** The numeric complaint ID typed by the user, or a message saying what is wrong with it. */
export function parseComplaintId(raw: string): { id: number } | { error: string } {
  const text = raw.trim();
  if (text === '') return { error: messages.complaintIdRequired };
  if (!/^\d{1,15}$/.test(text) || Number(text) < 1) return { error: messages.complaintIdNumeric };
  return { id: Number(text) };
}

/** Where the complaint stands (pending, in_progress or resolved), or null when no complaint has that ID. */
export function checkComplaintStatus(complaintId: number): Promise<ComplaintState | null> {
  return rpcPublic<ComplaintState | null>('complaint_state', {
    p_complaint_id: complaintId,
  });
}
