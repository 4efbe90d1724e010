// What the office does to rooms and beds, through our API as the signed-in member (the server checks the role and
// writes the audit log): check-in, check-out, out of service and back, and (admins) the price of a room type.
import {
  officeApi,
  type BedActionAnswer,
  type BedActionBody,
  type RoomPriceBody,
  type RoomServiceAnswer,
  type RoomServiceBody,
} from '@campus-hostel/contracts/api';
import { callSignedIn } from '../../../../lib/signed-in-call';

export function checkInBed(bedId: number): Promise<BedActionAnswer> {
  const body: BedActionBody = { bed_id: bedId };
  return callSignedIn(officeApi.checkIn, { body: body });
}

/** Frees the bed and ends its paid booking. */
export function checkOutBed(bedId: number): Promise<BedActionAnswer> {
  const body: BedActionBody = { bed_id: bedId };
  return callSignedIn(officeApi.checkOut, { body: body });
}

/** `reason` takes the room out of service; null returns it to service. */
export function setRoomService(roomId: number, reason: string | null): Promise<RoomServiceAnswer> {
  const body: RoomServiceBody = { room_id: roomId, reason };
  return callSignedIn(officeApi.setRoomService, { body: body });
}

/** Admins only: one bed's price in every room of the hostel with that occupancy; holds already open keep theirs. */
export async function setRoomPrice(body: RoomPriceBody): Promise<number> {
  return (await callSignedIn(officeApi.setRoomPrice, { body: body })).rooms;
}
