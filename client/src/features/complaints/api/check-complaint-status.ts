// Status by complaint ID for anyone, through the complaint_status() function.
import { messages } from '../../../config/messages';
import { rpcPublic } from '../../../lib/public-rest';

/** The numeric complaint ID typed by the user, or a message saying what is wrong with it. */
export function parseComplaintId(raw: string): { id: number } | { error: string } {
  const text = raw.trim();
  if (text === '') return { error: messages.complaintIdRequired };
  if (!/^\d{1,15}$/.test(text) || Number(text) < 1) return { error: messages.complaintIdNumeric };
  return { id: Number(text) };
}

/** True when resolved, false while pending, null when no complaint has that ID. */
export function checkComplaintStatus(complaintId: number): Promise<boolean | null> {
  return rpcPublic<boolean | null>('complaint_status', {
    p_complaint_id: complaintId,
  });
}
