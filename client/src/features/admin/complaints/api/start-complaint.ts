// Marks a complaint In progress, through our API as the signed-in member of the office.
import { startComplaintAnswer, type StartComplaintBody } from '@campus-hostel/contracts/api';
import { postSignedIn } from '../../../../lib/signed-in-post';

export async function startComplaint(complaintId: number): Promise<void> {
  const body: StartComplaintBody = { complaint_id: complaintId };
  await postSignedIn('/admin/complaints/start', body, startComplaintAnswer);
}
