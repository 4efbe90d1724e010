// Whether the signed-in warden is placed on a guest house (a hostel of kind guest): the office's Guest house page is
// theirs only then, as it is the whole office's always.
import { getHostels } from '../../../lib/hostels';
import { getMyPlaces } from '../api/my-places';

export async function placedOnGuestHouse(): Promise<boolean> {
  const [places, hostels] = await Promise.all([getMyPlaces(), getHostels()]);
  const guestHouses = new Set(hostels.filter((hostel) => hostel.kind === 'guest').map((hostel) => hostel.name));
  return places.some((place) => place.kind === 'hostel' && guestHouses.has(place.place));
}
