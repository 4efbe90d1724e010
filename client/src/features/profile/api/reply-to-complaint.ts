// The student's answer in their complaint's thread, through our API (the server checks the complaint is theirs).
import { officeApi, type ComplaintReplyBody } from '@campus-hostel/contracts/api';
import { callSignedIn } from '../../../lib/signed-in-call';

export async function replyToComplaint(complaintId: number, body: string): Promise<void> {
  const request: ComplaintReplyBody = { complaint_id: complaintId, body };
  await callSignedIn(officeApi.replyAsStudent, { body: request });
}
