// The student's stays through our API: each bed's inventory, their move-in report, charges and clearance. The server
// checks the report and appeal are theirs and still open, and answers the stay as it is after.
import { roomInventoryApi, type RoomStay, type SubmitReportBody } from '@campus-hostel/contracts/api';
import { callSignedIn } from '../../../lib/signed-in-call';

/** The student's stays, newest first. */
export async function getMyStays(): Promise<RoomStay[]> {
  return (await callSignedIn(roomInventoryApi.mine, {})).stays;
}

export function submitReport(reportId: number, body: SubmitReportBody): Promise<RoomStay> {
  return callSignedIn(roomInventoryApi.submit, { params: { id: reportId }, body });
}

export function appealCharge(chargeId: number, reason: string): Promise<RoomStay> {
  return callSignedIn(roomInventoryApi.appeal, { params: { id: chargeId }, body: { reason } });
}
