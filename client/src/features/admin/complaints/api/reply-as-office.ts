// The office's reply to a complaint, which the student reads in their profile (and is told about by email and the bell).
import { officeApi, type ComplaintReplyBody } from '@campus-hostel/contracts/api';
import { callSignedIn } from '../../../../lib/signed-in-call';

export async function replyAsOffice(complaintId: number, body: string): Promise<void> {
  const request: ComplaintReplyBody = { complaint_id: complaintId, body };
  await callSignedIn(officeApi.replyAsOffice, { body: request });
}
