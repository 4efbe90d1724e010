// Joins the line for a room type of a hostel (POST /waitlist); the same live entry again when already in it.
import {
  waitlistEntry,
  type JoinWaitlistBody,
  type WaitlistEntry,
  type WaitlistOccupancy,
} from '@campus-hostel/contracts/api';
import { postSignedIn } from '../../../lib/signed-in-post';

export function joinWaitlist(hostel: string, occupancy: WaitlistOccupancy): Promise<WaitlistEntry> {
  const body: JoinWaitlistBody = { hostel_name: hostel, occupancy };
  return postSignedIn('/waitlist', body, waitlistEntry);
}
