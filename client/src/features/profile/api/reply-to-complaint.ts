// The student's answer in their complaint's thread, through our API (the server checks the complaint is theirs).
import { complaintReplyAnswer, type ComplaintReplyBody } from '@campus-hostel/contracts/api';
import { postSignedIn } from '../../../lib/signed-in-post';

export async function replyToComplaint(complaintId: number, body: string): Promise<void> {
  const request: ComplaintReplyBody = { complaint_id: complaintId, body };
  await postSignedIn('/complaints/reply', request, complaintReplyAnswer);
}
