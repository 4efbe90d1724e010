// Joins the line for a room type of a hostel (POST /waitlist); the same live entry again when already in it.
import {
  waitlistApi,
  type JoinWaitlistBody,
  type WaitlistEntry,
  type WaitlistOccupancy,
} from '@campus-hostel/contracts/api';
import { callSignedIn } from '../../../lib/signed-in-call';

export function joinWaitlist(hostel: string, occupancy: WaitlistOccupancy): Promise<WaitlistEntry> {
  const body: JoinWaitlistBody = { hostel_name: hostel, occupancy };
  return callSignedIn(waitlistApi.join, { body: body });
}
