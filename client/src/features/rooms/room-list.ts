// What the rooms page shows of each room (state, type) and how it narrows ~500 rooms by wing, vacancy and access.
import type { Room } from './api/get-hostel-rooms';

export type RoomState = 'vacant' | 'occupied' | 'reserved';

export interface RoomView extends Room {
  state: RoomState;
}

export interface RoomFilters {
  /** '' means every wing. */
  wing: string;
  vacantOnly: boolean;
  accessibleOnly: boolean;
}

export interface RoomCounts {
  total: number;
  vacant: number;
  occupied: number;
  reserved: number;
}

export const NO_FILTERS: RoomFilters = { wing: '', vacantOnly: false, accessibleOnly: false };

export function roomType(occupancy: number): 'Single' | 'Double' {
  return occupancy === 1 ? 'Single' : 'Double';
}

/**
 * Occupied rooms are taken; a live hold by someone else makes the room Reserved; the viewer's own
 * live hold leaves it bookable for them (they can go back to the wizard and pay).
 */
export function roomState(room: Room, now: number, ownHeldRoomIds: ReadonlySet<number>): RoomState {
  if (room.status) return 'occupied';
  const heldUntil = room.held_until === null ? Number.NaN : Date.parse(room.held_until);
  if (heldUntil > now && !ownHeldRoomIds.has(room.id)) return 'reserved';
  return 'vacant';
}

export function toRoomViews(rooms: readonly Room[], now: number, ownHeldRoomIds: ReadonlySet<number>): RoomView[] {
  return rooms.map((room) => ({ ...room, state: roomState(room, now, ownHeldRoomIds) }));
}

export function filterRooms(rooms: readonly RoomView[], filters: RoomFilters): RoomView[] {
  return rooms.filter(
    (room) =>
      (filters.wing === '' || room.wing_name === filters.wing) &&
      (!filters.vacantOnly || room.state === 'vacant') &&
      (!filters.accessibleOnly || room.accessible),
  );
}

export function countRooms(rooms: readonly RoomView[]): RoomCounts {
  const counts: RoomCounts = { total: rooms.length, vacant: 0, occupied: 0, reserved: 0 };
  for (const room of rooms) counts[room.state] += 1;
  return counts;
}

/** Distinct wings in display order. */
export function wingsOf(rooms: readonly Room[]): string[] {
  return [...new Set(rooms.map((room) => room.wing_name))].sort((a, b) => a.localeCompare(b));
}

/** Rooms grouped by wing, keeping the order they came in (wing, then room number). */
export function groupByWing(rooms: readonly RoomView[]): Array<{ wing: string; rooms: RoomView[] }> {
  const groups = new Map<string, RoomView[]>();
  for (const room of rooms) {
    const group = groups.get(room.wing_name);
    if (group) group.push(room);
    else groups.set(room.wing_name, [room]);
  }
  return [...groups].map(([wing, list]) => ({ wing, rooms: list }));
}

/** The groups with at most `limit` rooms shown in all (the first ones, in order); each keeps its full count. */
export function firstRooms(
  groups: ReadonlyArray<{ wing: string; rooms: RoomView[] }>,
  limit: number,
): Array<{ wing: string; rooms: RoomView[]; total: number }> {
  let left = limit;
  const shown: Array<{ wing: string; rooms: RoomView[]; total: number }> = [];
  for (const group of groups) {
    if (left <= 0) break;
    const rooms = group.rooms.slice(0, left);
    left -= rooms.length;
    shown.push({ wing: group.wing, rooms, total: group.rooms.length });
  }
  return shown;
}

/** Reads filters from the page's query string, ignoring anything malformed. */
export function filtersFromSearch(search: URLSearchParams, wings: readonly string[]): RoomFilters {
  const wing = search.get('wing') ?? '';
  return {
    wing: wings.includes(wing) ? wing : '',
    vacantOnly: search.get('vacant') === '1',
    accessibleOnly: search.get('accessible') === '1',
  };
}

export function searchFromFilters(filters: RoomFilters): URLSearchParams {
  const search = new URLSearchParams();
  if (filters.wing !== '') search.set('wing', filters.wing);
  if (filters.vacantOnly) search.set('vacant', '1');
  if (filters.accessibleOnly) search.set('accessible', '1');
  return search;
}
