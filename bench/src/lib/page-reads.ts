// The hostel page's public reads (client/src/features/rooms/api), sent as the page sends them: with the publishable key
// and no session. The page reads its rooms through the API (contracts/src/api/rooms.ts); roomListPath is the read the
// API makes of the Supabase stand-in, one page of up to MAX_ROWS rows with an exact count, for the figures beside it.
import { bedKeptAt, HOSTEL_ROOMS_SELECT, MAX_ROWS, type BedRow } from '@campus-hostel/contracts/database';
import { LOCAL_SUPABASE } from '@campus-hostel/testkit/stack';

/** The headers supabase-js sends for a visitor: the publishable key as apikey and as the bearer token. */
export const PUBLIC_HEADERS = {
  apikey: LOCAL_SUPABASE.publishableKey,
  authorization: `Bearer ${LOCAL_SUPABASE.publishableKey}`,
};

/** The room list's path on the Supabase stand-in, and the headers a visitor sends it with. */
export function roomListPath(hostel: string): string {
  return `/rest/v1/hostel_room?select=${HOSTEL_ROOMS_SELECT}&hostel_name=eq.${hostel}&order=wing_name.asc,room_number.asc&offset=0&limit=${MAX_ROWS}`;
}
export const ROOM_LIST_HEADERS = { ...PUBLIC_HEADERS, prefer: 'count=exact' };

export interface ListedRoom {
  id: number;
  out_of_service: boolean;
  beds: Pick<BedRow, 'occupied' | 'held_until' | 'reserved_until'>[];
}

/** Rooms the page offers as bookable at `now`: in service, with a bed neither occupied nor kept for someone. */
export function roomsWithFreeBed(rooms: ListedRoom[], now: number): ListedRoom[] {
  return rooms.filter((room) => !room.out_of_service && room.beds.some((bed) => !bed.occupied && !bedKeptAt(bed, now)));
}
