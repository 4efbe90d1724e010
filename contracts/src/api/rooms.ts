// The rooms of one hostel as its page shows them: public columns only (HOSTEL_ROOMS_SELECT), never an
// occupant. Read through the API, which answers the requests that arrive while it reads with its next read.
import * as z from 'zod/mini';
import { FEE_PERIODS } from './fees';
import { get, routePath } from './route';

/** The `{hostel}` of roomsApi.list as the server takes it: any name of up to 100 characters. */
export const roomListHostel = z
  .string()
  .check(z.minLength(1, 'must not be empty'), z.maxLength(100, 'must be at most 100 characters'));

/** What the page needs of a bed to say whether it is free: a bed, not a room, is the unit sold. */
export const listedBed = z.object({
  id: z.number(),
  occupied: z.boolean(),
  held_until: z.nullable(z.string()),
  reserved_until: z.nullable(z.string()),
});

export const listedRoom = z.object({
  id: z.number(),
  hostel_name: z.string(),
  wing_name: z.string(),
  room_number: z.number(),
  occupancy: z.number(),
  accessible: z.boolean(),
  price_minor: z.number(),
  fee_period: z.enum(FEE_PERIODS),
  out_of_service: z.boolean(),
  beds: z.array(listedBed),
});

export const hostelRoomsAnswer = z.array(listedRoom);

/**
 * A hostel page joins Realtime this long after its rooms are on screen (so the first paint on a phone never waits on
 * the Realtime client), then reads its rooms once more for anything that changed in between.
 */
export const ROOMS_LIVE_START_MS = 2000;
export type ListedBed = z.infer<typeof listedBed>;
export type ListedRoom = z.infer<typeof listedRoom>;

/** A hostel's rooms, for anyone. */
export const roomsApi = {
  /**
   * The hostel's rooms by wing and number, each with its beds. A name of no hostel has none (a page asks with the
   * name as the address spells it, before it knows the hostels); only a name no address could hold is refused.
   */
  list: get('/hostels/:hostel/rooms', {
    access: 'public',
    params: { hostel: roomListHostel },
    answer: hostelRoomsAnswer,
  }),
};

/** The path of a hostel's rooms, for callers that fetch it themselves (the bench, tests). */
export const hostelRoomsPath = (hostel: string): string => routePath(roomsApi.list, { hostel });
