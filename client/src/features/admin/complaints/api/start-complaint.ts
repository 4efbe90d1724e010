// Marks a complaint In progress, through our API as the signed-in member of the office.
import { officeApi, type StartComplaintBody } from '@campus-hostel/contracts/api';
import { callSignedIn } from '../../../../lib/signed-in-call';

export async function startComplaint(complaintId: number): Promise<void> {
  const body: StartComplaintBody = { complaint_id: complaintId };
  await callSignedIn(officeApi.startComplaint, { body: body });
}
