// Leaves a line (POST /waitlist/leave); leaving while offered declines the offer, and the next in line gets the bed.
import { leaveWaitlistAnswer, type LeaveWaitlistAnswer, type LeaveWaitlistBody } from '@campus-hostel/contracts/api';
import { postSignedIn } from '../../../lib/signed-in-post';

export function leaveWaitlist(id: number): Promise<LeaveWaitlistAnswer> {
  const body: LeaveWaitlistBody = { id };
  return postSignedIn('/waitlist/leave', body, leaveWaitlistAnswer);
}
