// The room types a hostel page offers lines for, and which of them have no bed free for the viewer.
import { WAITLIST_OCCUPANCIES, type WaitlistOccupancy } from '@campus-hostel/contracts/api';

/** The room type each line is for, as the pages name it. */
export const ROOM_TYPE_NAMES: Readonly<Record<WaitlistOccupancy, 'Single' | 'Double'>> = { 1: 'Single', 2: 'Double' };

/** A room type of the hostel on the page, and how many of its beds the viewer could book now. */
export interface RoomTypeFreeBeds {
  occupancy: number;
  free: number;
}

export function isOccupancy(value: number): value is WaitlistOccupancy {
  return (WAITLIST_OCCUPANCIES as readonly number[]).includes(value);
}

/** The hostel's room types with no bed free for the viewer, singles first: the lines they may join. */
export function fullRoomTypes(roomTypes: readonly RoomTypeFreeBeds[]): WaitlistOccupancy[] {
  return WAITLIST_OCCUPANCIES.filter((occupancy) =>
    roomTypes.some((type) => type.occupancy === occupancy && type.free === 0),
  );
}
