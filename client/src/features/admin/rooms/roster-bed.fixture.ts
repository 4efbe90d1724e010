// One bed of the office roster for tests: a free bed A of double room A-101 in Kanhar, with the fields given.
import type { RosterBed } from './api/get-roster';

export function rosterBed(overrides: Partial<RosterBed> = {}): RosterBed {
  return {
    bed_id: 1,
    room_id: 10,
    hostel_name: 'Kanhar',
    wing_name: 'A',
    room_number: 101,
    occupancy: 2,
    label: 'A',
    occupied: false,
    occupant_id: null,
    occupant_name: null,
    occupant_email: null,
    checked_in_at: null,
    held_until: null,
    booking_reference: null,
    price_minor: 50000,
    out_of_service: false,
    out_of_service_reason: null,
    total: 3,
    ...overrides,
  };
}
