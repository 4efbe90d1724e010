// The rooms of one hostel as its page shows them (DESIGN §9, §13): public columns only (HOSTEL_ROOMS_SELECT), never an
// occupant. Read through the API, which answers the requests that arrive while it reads with its next read.
import * as z from 'zod/mini';

/** GET: the hostel's rooms by wing and number, each with its beds. An unknown hostel has none. */
export const hostelRoomsPath = (hostel: string): string => `/hostels/${encodeURIComponent(hostel)}/rooms`;

/** What the page needs of a bed to say whether it is free: a bed is the unit sold (DESIGN §10). */
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
  out_of_service: z.boolean(),
  beds: z.array(listedBed),
});

export const hostelRoomsAnswer = z.array(listedRoom);
export type ListedBed = z.infer<typeof listedBed>;
export type ListedRoom = z.infer<typeof listedRoom>;
