// What a stay waits on from the office, for the stays list's filter.
import type { RoomStay } from '@campus-hostel/contracts/api';

export const STAY_FILTERS = ['all', 'countersign', 'inspect', 'appeals', 'clear'] as const;
export type StayFilter = (typeof STAY_FILTERS)[number];

export function stayWaitsOn(stay: RoomStay, filter: StayFilter, now: number): boolean {
  switch (filter) {
    case 'countersign':
      return !stay.countersigned_at && (stay.submitted_at !== null || Date.parse(stay.due_at) <= now);
    case 'inspect':
      return stay.ended_at !== null && !stay.inspected_at;
    case 'appeals':
      return stay.charges.some((charge) => charge.appeal !== null && charge.decided_at === null);
    case 'clear':
      return stay.inspected_at !== null && !stay.clearance;
    default:
      return true;
  }
}
