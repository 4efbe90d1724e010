// What the rooms page shows of each room (state and free beds, derived from its beds; floor) and how it narrows ~500 rooms.
import { bedKeptAt } from '@campus-hostel/contracts/database';
import { messages } from '../../config/messages';
import { t } from '../../lib/i18n';
import type { FeePeriod } from '@campus-hostel/contracts/api';
import type { RoomTypeFreeBeds } from '../../lib/hostels';
import type { GuestAvailabilityAnswer, PricedStay } from '../../lib/guest-stays';
import type { Bed, Room } from './api/get-hostel-rooms';

/**
 * vacant: every bed free; partly: some beds free and some taken (occupied or held); reserved: no bed free but one is
 * under someone else's live hold (it may come back); occupied: every bed occupied; out-of-service: the office has taken
 * the room out of service, so no bed can be booked whatever its beds say. The viewer's own held bed counts as free for
 * them.
 */
export type RoomState = 'vacant' | 'partly' | 'reserved' | 'occupied' | 'out-of-service';

/** A room's beds as the viewer sees them. */
export interface RoomBeds {
  /** Beds the viewer could book now: neither occupied nor under a live hold (their own hold counts as free). */
  free: number;
  total: number;
  /** Free beds that are free only because the viewer holds them. */
  ownHeld: number;
  /** Beds under someone else's hold, or kept for an invited roommate, that has not ended yet. */
  heldByOthers: number;
}

/**
 * What a room's price_minor pays for: a students' room's fee period, or a guest room's night, with the stay for the
 * nights the page asks about.
 */
export type RoomPrice = { fee_period: FeePeriod; stay?: never } | { fee_period: null; stay: PricedStay };

export type RoomView = Omit<Room, 'fee_period'> & RoomPrice & RoomViewState;

interface RoomViewState {
  state: RoomState;
  beds_free: number;
  beds_total: number;
  /** The viewer holds one of its beds: marked "Your hold" and still bookable for them. */
  ownHold: boolean;
  /** The viewer's paid bed is in this room: marked "Your bed". */
  ownBed: boolean;
  /** The viewer has a paid bed somewhere: one bed per student, so they are offered a room change, not Book Now. */
  viewerHasBed: boolean;
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

export type RoomCounts = Record<RoomState, number> & { total: number };

export const NO_FILTERS: RoomFilters = { wing: '', vacantOnly: false, accessibleOnly: false, view: 'map' };

/** A room's type in the language being read: occupancy 1 is a single, else a double. */
export function roomType(occupancy: number): string {
  return occupancy === 1 ? t('rooms:type.single') : t('rooms:type.double');
}

/** The state in words, as the map's cells, the legend, the list and the room's details say it. */
export function roomStateLabel(state: RoomState): string {
  switch (state) {
    case 'vacant':
      return messages.roomVacant;
    case 'partly':
      return messages.roomPartlyFree;
    case 'reserved':
      return messages.roomReserved;
    case 'occupied':
      return messages.roomOccupied;
    case 'out-of-service':
      return t('rooms:state.outOfService');
  }
}

/** What a room out of service says where Book Now would be. */
export function outOfServiceNote(): string {
  return t('rooms:state.outOfServiceNote');
}

/** Every state, in the order the legend and the counts list them. */
export const ROOM_STATES: readonly RoomState[] = ['vacant', 'partly', 'reserved', 'occupied', 'out-of-service'];

/** The symbol a map cell shows beside its colour, so the state never rests on colour alone (the legend explains them). */
export const ROOM_STATE_MARK: Record<RoomState, string> = {
  vacant: '✓',
  partly: '◐',
  reserved: '◷',
  occupied: '✕',
  'out-of-service': '⊘',
};
export const ACCESSIBLE_MARK = '♿';
export const OWN_HOLD_MARK = '★';

/** Everything a cell's colour and marks say, in words: "Room 101: Partly free, 1 of 2 beds free, Accessible, Your hold". */
export function roomSummary(
  room: Pick<RoomView, 'room_number' | 'state' | 'beds_free' | 'beds_total' | 'accessible' | 'ownBed' | 'ownHold'>,
): string {
  const parts: string[] = [roomStateLabel(room.state)];
  if (room.state === 'partly') parts.push(messages.bedsFree(room.beds_free, room.beds_total));
  if (room.accessible) parts.push(messages.roomAccessible);
  if (room.ownBed) parts.push(messages.yourBed);
  if (room.ownHold) parts.push(messages.yourHold);
  return t('rooms:room.summary', { room: room.room_number, parts: parts.join(', ') });
}

/** Counts a room's beds as the viewer sees them at `now`. */
export function roomBeds(beds: readonly Bed[], now: number, ownHeldBedIds: ReadonlySet<number>): RoomBeds {
  const counts: RoomBeds = { free: 0, total: beds.length, ownHeld: 0, heldByOthers: 0 };
  for (const bed of beds) {
    if (bed.occupied) continue;
    if (ownHeldBedIds.has(bed.id)) {
      counts.free += 1;
      counts.ownHeld += 1;
    } else if (bedKeptAt(bed, now)) counts.heldByOthers += 1;
    else counts.free += 1;
  }
  return counts;
}

/** The one place a room's state is decided: from its beds alone. */
export function roomState(beds: RoomBeds): RoomState {
  if (beds.free === 0) return beds.heldByOthers > 0 ? 'reserved' : 'occupied';
  return beds.free < beds.total ? 'partly' : 'vacant';
}

/** A room can be booked from the page when a bed is free for the viewer. */
export function isBookable(room: RoomView): boolean {
  return room.state === 'vacant' || room.state === 'partly';
}

export function toRoomViews(
  rooms: readonly Room[],
  now: number,
  ownHeldBedIds: ReadonlySet<number>,
  ownedBedId: number | null = null,
): RoomView[] {
  return rooms.map((room) => {
    const beds = roomBeds(room.beds, now, ownHeldBedIds);
    return {
      ...room,
      state: room.out_of_service ? 'out-of-service' : roomState(beds),
      // Out of service, no bed is free for anyone (the database refuses every hold on it too).
      beds_free: room.out_of_service ? 0 : beds.free,
      beds_total: beds.total,
      ownHold: beds.ownHeld > 0,
      ownBed: room.beds.some((bed) => bed.id === ownedBedId),
      viewerHasBed: ownedBedId !== null,
      floor: Math.floor(room.room_number / 100),
      position: room.room_number % 100,
    };
  });
}

/**
 * A guest house's rooms for the nights asked, as the map shows students' rooms: a room free for every night is Vacant,
 * one with any night taken is Occupied for that stay. Its beds are its places; nobody holds one of them alone.
 */
export function guestRoomViews(answer: GuestAvailabilityAnswer): RoomView[] {
  const stay = { checkIn: answer.check_in, nights: answer.nights, currency: answer.currency };
  return answer.rooms.map((room) => ({
    id: room.id,
    hostel_name: answer.hostel_name,
    wing_name: room.wing_name,
    room_number: room.room_number,
    occupancy: room.occupancy,
    accessible: false,
    price_minor: room.nightly_minor,
    fee_period: null,
    out_of_service: room.out_of_service,
    beds: [],
    stay: { ...stay, nightlyMinor: room.nightly_minor, amountMinor: room.amount_minor },
    state: room.out_of_service ? 'out-of-service' : room.free ? 'vacant' : 'occupied',
    beds_free: room.free && !room.out_of_service ? room.occupancy : 0,
    beds_total: room.occupancy,
    ownHold: false,
    ownBed: false,
    viewerHasBed: false,
    floor: Math.floor(room.room_number / 100),
    position: room.room_number % 100,
  }));
}

/** Free beds per room type, for the types the hostel has, singles first (a full type is where a waitlist helps). */
export function freeBedsByType(rooms: readonly RoomView[]): RoomTypeFreeBeds[] {
  const free = new Map<number, number>();
  for (const room of rooms) free.set(room.occupancy, (free.get(room.occupancy) ?? 0) + room.beds_free);
  return [...free].map(([occupancy, beds]) => ({ occupancy, free: beds })).sort((a, b) => a.occupancy - b.occupancy);
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
  const counts: RoomCounts = {
    total: rooms.length,
    vacant: 0,
    partly: 0,
    occupied: 0,
    reserved: 0,
    'out-of-service': 0,
  };
  for (const room of rooms) counts[room.state] += 1;
  return counts;
}

/**
 * Whether two reads of a hostel's rooms say the same: rows of plain JSON in the read's order, so the same text. A
 * reload on joining Realtime or after a change elsewhere then re-renders the map only when something changed.
 */
export function sameRooms(shown: readonly Room[], loaded: readonly Room[]): boolean {
  return shown.length === loaded.length && JSON.stringify(shown) === JSON.stringify(loaded);
}

/**
 * Distinct wings in the order the rooms came in (the read orders them by wing): the order the map and list show them.
 * Not re-sorted here: the first localeCompare builds a collator, a long task on a phone's first load.
 */
export function wingsOf(rooms: readonly Pick<Room, 'wing_name'>[]): string[] {
  return [...new Set(rooms.map((room) => room.wing_name))];
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

/** The maps with at most `limit` rooms shown in all (the first ones, floor by floor); each keeps its count and columns. */
export function firstOfMaps(maps: readonly WingMap[], limit: number): WingMap[] {
  let left = limit;
  const shown: WingMap[] = [];
  for (const map of maps) {
    if (left <= 0) break;
    const floors: WingMap['floors'] = [];
    for (const floor of map.floors) {
      if (left <= 0) break;
      const rooms = floor.rooms.slice(0, left);
      left -= rooms.length;
      floors.push({ floor: floor.floor, rooms });
    }
    shown.push({ ...map, floors });
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

/** The address's query with these filters, keeping whatever else it says (a guest house's stay). */
export function searchFromFilters(filters: RoomFilters, current?: URLSearchParams): URLSearchParams {
  const search = new URLSearchParams(current);
  for (const key of ['wing', 'vacant', 'accessible', 'view']) search.delete(key);
  if (filters.wing !== '') search.set('wing', filters.wing);
  if (filters.vacantOnly) search.set('vacant', '1');
  if (filters.accessibleOnly) search.set('accessible', '1');
  if (filters.view === 'list') search.set('view', 'list');
  return search;
}
