// The guest stays the signed-in user booked (as a student host, or as a guest for themselves), newest check-in first.
import { guestStaysApi, type GuestStay } from '@campus-hostel/contracts/api';
import { callSignedIn } from '../../../lib/signed-in-call';

export async function getMyStays(): Promise<GuestStay[]> {
  return (await callSignedIn(guestStaysApi.mine, {})).stays;
}
