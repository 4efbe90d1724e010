// The signed-in student's live waitlist entries (GET /waitlist/me): their place in each line, and any bed offered.
import { waitlistApi, type MyWaitlistAnswer } from '@campus-hostel/contracts/api';
import { callSignedIn } from '../../../lib/signed-in-call';

export type { MyWaitlistAnswer };

export function getMyWaitlist(): Promise<MyWaitlistAnswer> {
  return callSignedIn(waitlistApi.mine, {});
}
