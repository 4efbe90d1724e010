// The leave of the hostels the signed-in warden serves (the whole office: every hostel's), open first, and the warden's
// decision: both through our API, which checks the caller serves the leave's hostel.
import { leaveApi, type DecideLeaveAnswer, type OfficeLeave } from '@campus-hostel/contracts/api';
import { callSignedIn } from '../../../../lib/signed-in-call';

export type LeaveDecision = 'approved' | 'rejected';

export async function getOfficeLeave(): Promise<OfficeLeave[]> {
  return (await callSignedIn(leaveApi.office, {})).leaves;
}

export function decideLeave(id: number, decision: LeaveDecision, note: string): Promise<DecideLeaveAnswer> {
  return callSignedIn(leaveApi.decide, { params: { id }, body: { decision, note: note.trim() || null } });
}
