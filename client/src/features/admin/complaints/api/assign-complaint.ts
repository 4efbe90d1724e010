// Assigns a complaint to a member of the office, or to nobody, through our API as the signed-in member of the office.
import { officeApi, type AssignComplaintAnswer, type AssignComplaintBody } from '@campus-hostel/contracts/api';
import { callSignedIn } from '../../../../lib/signed-in-call';

export function assignComplaint(complaintId: number, staffId: string | null): Promise<AssignComplaintAnswer> {
  const body: AssignComplaintBody = { complaint_id: complaintId, staff_id: staffId };
  return callSignedIn(officeApi.assignComplaint, { body: body });
}
