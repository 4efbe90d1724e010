// Leaves a line (POST /waitlist/leave); leaving while offered declines the offer, and the next in line gets the bed.
import { waitlistApi, type LeaveWaitlistAnswer, type LeaveWaitlistBody } from '@campus-hostel/contracts/api';
import { callSignedIn } from '../../../lib/signed-in-call';

export function leaveWaitlist(id: number): Promise<LeaveWaitlistAnswer> {
  const body: LeaveWaitlistBody = { id };
  return callSignedIn(waitlistApi.leave, { body: body });
}
