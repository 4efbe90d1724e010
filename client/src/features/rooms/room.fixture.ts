// A room of Kanhar's wing A for tests, with the beds given (bed ids are id * 10 + 1, + 2); a single with one free bed
// unless told.
import type { Bed, Room } from './api/get-hostel-rooms';

export const FREE: Omit<Bed, 'id'> = { occupied: false, held_until: null, reserved_until: null };

export function room(
  id: number,
  overrides: Partial<Omit<Room, 'beds'>> = {},
  beds: Array<Omit<Bed, 'id'>> = [FREE],
): Room {
  return {
    id,
    hostel_name: 'Kanhar',
    wing_name: 'A',
    room_number: 100 + id,
    occupancy: beds.length,
    accessible: false,
    price_minor: 50000,
    fee_period: 'semester',
    out_of_service: false,
    ...overrides,
    beds: beds.map((bed, index) => ({ id: id * 10 + index + 1, ...bed })),
  };
}
