// The signed-in student's live waitlist entries (GET /waitlist/me): their place in each line, and any bed offered.
import { myWaitlistAnswer, type MyWaitlistAnswer } from '@campus-hostel/contracts/api';
import { getSignedIn } from '../../../lib/signed-in-post';

export type { MyWaitlistAnswer };

export function getMyWaitlist(): Promise<MyWaitlistAnswer> {
  return getSignedIn('/waitlist/me', myWaitlistAnswer);
}
