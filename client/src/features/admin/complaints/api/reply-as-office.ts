// The office's reply to a complaint, which the student reads in their profile (and is told about by email and the bell).
import { complaintReplyAnswer, type ComplaintReplyBody } from '@campus-hostel/contracts/api';
import { postSignedIn } from '../../../../lib/signed-in-post';

export async function replyAsOffice(complaintId: number, body: string): Promise<void> {
  const request: ComplaintReplyBody = { complaint_id: complaintId, body };
  await postSignedIn('/admin/complaints/reply', request, complaintReplyAnswer);
}
