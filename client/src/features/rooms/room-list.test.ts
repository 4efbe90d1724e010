import { describe, expect, it } from 'vitest';
import type { Room } from './api/get-hostel-rooms';
import {
  countRooms,
  filterRooms,
  filtersFromSearch,
  firstRooms,
  groupByWing,
  isBookable,
  roomState,
  roomSummary,
  roomType,
  searchFromFilters,
  toRoomViews,
  wingMaps,
  wingsOf,
  type RoomRow,
} from './room-list';

const NOW = Date.parse('2026-11-22T10:00:00Z');
const LATER = '2026-11-22T10:10:00Z';
const EARLIER = '2026-11-22T09:50:00Z';

function room(id: number, overrides: Partial<RoomRow> = {}): Room {
  return {
    id,
    hostel_name: 'Kanhar',
    wing_name: 'A',
    room_number: 100 + id,
    occupancy: 1,
    status: false,
    accessible: false,
    price_minor: 50000,
    held_until: null,
    ...overrides,
  };
}

describe('a room’s state', () => {
  it('when occupied, then Occupied whatever the hold says', () => {
    expect(roomState(room(1, { status: true, held_until: LATER }), NOW, new Set())).toBe('occupied');
  });

  it('when another student’s hold is live, then Reserved; when it lapsed, Vacant', () => {
    expect(roomState(room(1, { held_until: LATER }), NOW, new Set())).toBe('reserved');
    expect(roomState(room(1, { held_until: EARLIER }), NOW, new Set())).toBe('vacant');
  });

  it('when the live hold is the viewer’s own, then it stays bookable for them', () => {
    expect(roomState(room(1, { held_until: LATER }), NOW, new Set([1]))).toBe('vacant');
  });

  it('when the row carries beds, then a double with one bed free is Partly free, and bookable', () => {
    const half = room(1, { occupancy: 2, beds_free: 1, beds_total: 2 });
    expect(roomState(half, NOW, new Set())).toBe('partly');
    // Another student's hold on the other bed leaves the free one free.
    expect(roomState({ ...half, held_until: LATER }, NOW, new Set())).toBe('partly');
    const [view] = toRoomViews([half], NOW, new Set());
    expect(view && isBookable(view)).toBe(true);
    expect(view && roomSummary(view)).toBe('Room 101: Partly free, 1 of 2 beds free');
  });

  it('when the row carries beds, then all free is Vacant, none free is Occupied (or Reserved while a hold lasts)', () => {
    expect(roomState(room(1, { occupancy: 2, beds_free: 2, beds_total: 2 }), NOW, new Set())).toBe('vacant');
    expect(roomState(room(1, { occupancy: 2, beds_free: 0, beds_total: 2 }), NOW, new Set())).toBe('occupied');
    expect(roomState(room(1, { beds_free: 0, beds_total: 1, held_until: LATER }), NOW, new Set())).toBe('reserved');
    // status true means no bed free, whatever the counts say.
    expect(roomState(room(1, { status: true, beds_free: 1, beds_total: 2 }), NOW, new Set())).toBe('occupied');
  });

  it('when the room is the viewer’s own hold, then it is marked as theirs and stays bookable', () => {
    const [own] = toRoomViews([room(1, { held_until: LATER, accessible: true })], NOW, new Set([1]));
    expect(own?.ownHold).toBe(true);
    expect(own && isBookable(own)).toBe(true);
    expect(own && roomSummary(own)).toBe('Room 101: Vacant, Accessible, Your hold');
    const [other] = toRoomViews([room(1, { held_until: LATER })], NOW, new Set([2]));
    expect(other?.ownHold).toBe(false);
    expect(other && isBookable(other)).toBe(false);
  });

  it('when occupancy is 1, then Single; otherwise Double', () => {
    expect(roomType(1)).toBe('Single');
    expect(roomType(2)).toBe('Double');
  });
});

describe('filtering and counting rooms', () => {
  const rooms = toRoomViews(
    [
      room(1),
      room(2, { status: true }),
      room(3, { held_until: LATER, accessible: true }),
      room(4, { wing_name: 'B', accessible: true }),
      room(5, { wing_name: 'B', status: true, accessible: true }),
    ],
    NOW,
    new Set(),
  );

  it('when no filter is set, then every room shows and the counts add up', () => {
    expect(filterRooms(rooms, { wing: '', vacantOnly: false, accessibleOnly: false })).toHaveLength(5);
    expect(countRooms(rooms)).toEqual({ total: 5, vacant: 2, partly: 0, occupied: 2, reserved: 1 });
  });

  it('when filtering by wing, vacancy and access together, then only rooms matching all remain', () => {
    expect(filterRooms(rooms, { wing: 'B', vacantOnly: false, accessibleOnly: false }).map((r) => r.id)).toEqual([
      4, 5,
    ]);
    expect(filterRooms(rooms, { wing: '', vacantOnly: true, accessibleOnly: false }).map((r) => r.id)).toEqual([1, 4]);
    expect(filterRooms(rooms, { wing: '', vacantOnly: true, accessibleOnly: true }).map((r) => r.id)).toEqual([4]);
    expect(filterRooms(rooms, { wing: 'A', vacantOnly: true, accessibleOnly: true })).toEqual([]);
  });

  it('when grouped, then wings keep their order and rooms stay in theirs', () => {
    expect(wingsOf(rooms)).toEqual(['A', 'B']);
    expect(groupByWing(rooms).map((group) => [group.wing, group.rooms.map((r) => r.id)])).toEqual([
      ['A', [1, 2, 3]],
      ['B', [4, 5]],
    ]);
  });

  it('when only the first rooms are shown, then they are taken in order across wings and each wing keeps its count', () => {
    const groups = groupByWing(
      toRoomViews(
        [room(1), room(2), room(3), room(4, { wing_name: 'B' }), room(5, { wing_name: 'B' })],
        NOW,
        new Set(),
      ),
    );
    expect(firstRooms(groups, 4).map((g) => [g.wing, g.rooms.map((r) => r.id), g.total])).toEqual([
      ['A', [1, 2, 3], 3],
      ['B', [4], 2],
    ]);
    expect(firstRooms(groups, 2).map((g) => g.wing)).toEqual(['A']);
    expect(firstRooms(groups, Infinity).flatMap((g) => g.rooms)).toHaveLength(5);
  });

  it('when filters come from the address, then unknown wings and odd values are ignored', () => {
    expect(filtersFromSearch(new URLSearchParams('wing=B&vacant=1&accessible=yes&view=list'), ['A', 'B'])).toEqual({
      wing: 'B',
      vacantOnly: true,
      accessibleOnly: false,
      view: 'list',
    });
    expect(filtersFromSearch(new URLSearchParams('wing=Z&view=table'), ['A', 'B'])).toMatchObject({
      wing: '',
      view: 'map',
    });
  });

  it('when the list view is chosen, then the address remembers it beside the filters; the map is the default', () => {
    const filters = { wing: 'A', vacantOnly: true, accessibleOnly: false, view: 'list' } as const;
    expect(searchFromFilters(filters).toString()).toBe('wing=A&vacant=1&view=list');
    expect(searchFromFilters({ ...filters, view: 'map' }).toString()).toBe('wing=A&vacant=1');
  });

  it('when vacant only, then partly free doubles count as vacant too', () => {
    const views = toRoomViews(
      [room(1, { occupancy: 2, beds_free: 1, beds_total: 2 }), room(2, { status: true })],
      NOW,
      new Set(),
    );
    expect(filterRooms(views, { wing: '', vacantOnly: true, accessibleOnly: false }).map((r) => r.id)).toEqual([1]);
  });
});

describe('the wing map', () => {
  it('when rooms are numbered floor*100 + n, then each wing has its floors in order and its rooms in place', () => {
    const views = toRoomViews(
      [
        room(1, { room_number: 201 }),
        room(2, { room_number: 103 }),
        room(3, { room_number: 101 }),
        room(4, { room_number: 125 }),
        room(5, { wing_name: 'B', room_number: 101 }),
      ],
      NOW,
      new Set(),
    );
    const maps = wingMaps(views);
    expect(maps.map((map) => map.wing)).toEqual(['A', 'B']);
    expect(maps[0]?.floors.map((f) => [f.floor, f.rooms.map((r) => r.room_number)])).toEqual([
      [1, [101, 103, 125]],
      [2, [201]],
    ]);
    expect(maps[0]?.columns).toBe(25);
    expect(maps[0]?.total).toBe(4);
    expect(views[3]).toMatchObject({ floor: 1, position: 25 });
  });
});
