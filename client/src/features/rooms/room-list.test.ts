import { describe, expect, it } from 'vitest';
import type { Room } from './api/get-hostel-rooms';
import {
  countRooms,
  filterRooms,
  filtersFromSearch,
  firstRooms,
  groupByWing,
  roomState,
  roomType,
  toRoomViews,
  wingsOf,
} from './room-list';

const NOW = Date.parse('2026-11-22T10:00:00Z');
const LATER = '2026-11-22T10:10:00Z';
const EARLIER = '2026-11-22T09:50:00Z';

function room(id: number, overrides: Partial<Room> = {}): Room {
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
    expect(countRooms(rooms)).toEqual({ total: 5, vacant: 2, occupied: 2, reserved: 1 });
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
    expect(filtersFromSearch(new URLSearchParams('wing=B&vacant=1&accessible=yes'), ['A', 'B'])).toEqual({
      wing: 'B',
      vacantOnly: true,
      accessibleOnly: false,
    });
    expect(filtersFromSearch(new URLSearchParams('wing=Z'), ['A', 'B']).wing).toBe('');
  });
});
