// A guest house's day as the office reads it (arrivals, in house, departures, and stays awaiting the warden), and what the
// office does with a stay: decide a long one, check a guest in or out. Every call goes through our API, which checks the
// caller serves the guest house.
import { guestStaysApi, type GuestRosterAnswer, type OfficeGuestStay } from '@campus-hostel/contracts/api';
import { callSignedIn } from '../../../../lib/signed-in-call';

export type StayDecision = 'approved' | 'refused';

export function getGuestRoster(hostel: string, day: string): Promise<GuestRosterAnswer> {
  return callSignedIn(guestStaysApi.roster, { params: { hostel, day } });
}

export function decideGuestStay(id: number, decision: StayDecision, note: string): Promise<OfficeGuestStay> {
  return callSignedIn(guestStaysApi.decide, { params: { id }, body: { decision, note: note.trim() || null } });
}

export function checkInGuest(id: number): Promise<OfficeGuestStay> {
  return callSignedIn(guestStaysApi.checkIn, { params: { id } });
}

export function checkOutGuest(id: number): Promise<OfficeGuestStay> {
  return callSignedIn(guestStaysApi.checkOut, { params: { id } });
}
