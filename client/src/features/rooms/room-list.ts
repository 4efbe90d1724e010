// What the rooms page shows of each room (state, beds, floor) and how it narrows ~500 rooms by wing, vacancy and access.
import { messages } from '../../config/messages';
import type { Room } from './api/get-hostel-rooms';

/**
 * vacant: every bed free (or the viewer's own hold); partly: a double with some beds free and some taken;
 * reserved: a live hold by someone else; occupied: no bed free.
 */
export type RoomState = 'vacant' | 'partly' | 'reserved' | 'occupied';

/**
 * A room row as the page reads it. `beds_free`/`beds_total` arrive with beds (DESIGN §10); until the row carries
 * them a room is one unit, free or not, and the state comes from `status` and `held_until` alone.
 */
export type RoomRow = Room & { beds_free?: number | null; beds_total?: number | null };

export interface RoomView extends RoomRow {
  state: RoomState;
  /** The viewer holds it: marked "Your hold" and still bookable for them. */
  ownHold: boolean;
  /** Known only when the row carries beds. */
  beds: { free: number; total: number } | null;
  /** room_number is floor * 100 + position on the floor. */
  floor: number;
  position: number;
}

export type RoomsView = 'map' | 'list';

export interface RoomFilters {
  /** '' means every wing. */
  wing: string;
  /** Rooms with a free bed: vacant and partly free. */
  vacantOnly: boolean;
  accessibleOnly: boolean;
  view: RoomsView;
}

export interface RoomCounts {
  total: number;
  vacant: number;
  partly: number;
  occupied: number;
  reserved: number;
}

export const NO_FILTERS: RoomFilters = { wing: '', vacantOnly: false, accessibleOnly: false, view: 'map' };

export function roomType(occupancy: number): 'Single' | 'Double' {
  return occupancy === 1 ? 'Single' : 'Double';
}

/** The state in words, as the map's cells, the legend, the list and the room's details say it. */
export const ROOM_STATE_LABEL: Record<RoomState, string> = {
  vacant: messages.roomVacant,
  partly: messages.roomPartlyFree,
  reserved: messages.roomReserved,
  occupied: messages.roomOccupied,
};

/** The symbol a map cell shows beside its colour, so the state never rests on colour alone (the legend explains them). */
export const ROOM_STATE_MARK: Record<RoomState, string> = { vacant: '✓', partly: '◐', reserved: '◷', occupied: '✕' };
export const ACCESSIBLE_MARK = '♿';
export const OWN_HOLD_MARK = '★';

/** Everything a cell's colour and marks say, in words: "Room 101: Vacant, Accessible, Your hold". */
export function roomSummary(room: RoomView): string {
  const parts: string[] = [ROOM_STATE_LABEL[room.state]];
  if (room.state === 'partly' && room.beds) parts.push(messages.bedsFree(room.beds.free, room.beds.total));
  if (room.accessible) parts.push(messages.roomAccessible);
  if (room.ownHold) parts.push(messages.yourHold);
  return `Room ${room.room_number}: ${parts.join(', ')}`;
}

/** The room's beds when the row says how many are free, else null (today's rows). */
export function bedsOf(room: RoomRow): { free: number; total: number } | null {
  if (typeof room.beds_free !== 'number' || typeof room.beds_total !== 'number' || room.beds_total < 1) return null;
  return { free: Math.max(0, Math.min(room.beds_free, room.beds_total)), total: room.beds_total };
}

/**
 * Occupied rooms are taken (`status` true means no bed free); the viewer's own live hold leaves the room bookable for
 * them (they can go back to the wizard and pay); with beds, a double with some but not all beds free is partly free,
 * whoever holds the other bed; otherwise a live hold by someone else makes it Reserved and no free bed left makes it
 * Occupied.
 */
export function roomState(room: RoomRow, now: number, ownHeldRoomIds: ReadonlySet<number>): RoomState {
  if (room.status) return 'occupied';
  if (ownHeldRoomIds.has(room.id)) return 'vacant';
  const heldUntil = room.held_until === null ? Number.NaN : Date.parse(room.held_until);
  const heldByOther = heldUntil > now;
  const beds = bedsOf(room);
  if (beds && beds.free > 0 && beds.free < beds.total) return 'partly';
  if (heldByOther) return 'reserved';
  if (beds && beds.free === 0) return 'occupied';
  return 'vacant';
}

/** A room can be booked from the page when a bed is free for the viewer. */
export function isBookable(room: RoomView): boolean {
  return room.state === 'vacant' || room.state === 'partly';
}

export function toRoomViews(rooms: readonly RoomRow[], now: number, ownHeldRoomIds: ReadonlySet<number>): RoomView[] {
  return rooms.map((room) => ({
    ...room,
    state: roomState(room, now, ownHeldRoomIds),
    ownHold: !room.status && ownHeldRoomIds.has(room.id),
    beds: bedsOf(room),
    floor: Math.floor(room.room_number / 100),
    position: room.room_number % 100,
  }));
}

export function filterRooms(rooms: readonly RoomView[], filters: Omit<RoomFilters, 'view'>): RoomView[] {
  return rooms.filter(
    (room) =>
      (filters.wing === '' || room.wing_name === filters.wing) &&
      (!filters.vacantOnly || isBookable(room)) &&
      (!filters.accessibleOnly || room.accessible),
  );
}

export function countRooms(rooms: readonly RoomView[]): RoomCounts {
  const counts: RoomCounts = { total: rooms.length, vacant: 0, partly: 0, occupied: 0, reserved: 0 };
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

export interface WingMap {
  wing: string;
  total: number;
  /** The most rooms any floor of the wing has: the map's column count on a wide screen. */
  columns: number;
  /** Floors from the lowest up, each with its rooms by position. */
  floors: Array<{ floor: number; rooms: RoomView[] }>;
}

/** One map per wing: floors as rows, rooms as cells, both in order. */
export function wingMaps(rooms: readonly RoomView[]): WingMap[] {
  return groupByWing(rooms).map(({ wing, rooms: list }) => {
    const floors = new Map<number, RoomView[]>();
    for (const room of list) {
      const floor = floors.get(room.floor);
      if (floor) floor.push(room);
      else floors.set(room.floor, [room]);
    }
    const rows = [...floors]
      .sort(([a], [b]) => a - b)
      .map(([floor, cells]) => ({ floor, rooms: cells.sort((a, b) => a.position - b.position) }));
    const columns = Math.max(1, ...list.map((room) => room.position));
    return { wing, total: list.length, columns, floors: rows };
  });
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

/** Reads filters and the chosen view from the page's query string, ignoring anything malformed. */
export function filtersFromSearch(search: URLSearchParams, wings: readonly string[]): RoomFilters {
  const wing = search.get('wing') ?? '';
  return {
    wing: wings.includes(wing) ? wing : '',
    vacantOnly: search.get('vacant') === '1',
    accessibleOnly: search.get('accessible') === '1',
    view: search.get('view') === 'list' ? 'list' : 'map',
  };
}

export function searchFromFilters(filters: RoomFilters): URLSearchParams {
  const search = new URLSearchParams();
  if (filters.wing !== '') search.set('wing', filters.wing);
  if (filters.vacantOnly) search.set('vacant', '1');
  if (filters.accessibleOnly) search.set('accessible', '1');
  if (filters.view === 'list') search.set('view', 'list');
  return search;
}
