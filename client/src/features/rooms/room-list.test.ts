import { describe, expect, it } from 'vitest';
import { changeLanguage } from '../../lib/i18n';
import type { Bed, Room } from './api/get-hostel-rooms';
import { FREE, room } from './room.fixture';
import {
  countRooms,
  filterRooms,
  filtersFromSearch,
  firstOfMaps,
  firstRooms,
  groupByWing,
  isBookable,
  roomBeds,
  roomState,
  roomSummary,
  outOfServiceNote,
  roomStateLabel,
  roomType,
  sameRooms,
  searchFromFilters,
  toRoomViews,
  wingMaps,
  wingsOf,
} from './room-list';

const NOW = Date.parse('2026-11-22T10:00:00Z');
const LATER = '2026-11-22T10:10:00Z';
const EARLIER = '2026-11-22T09:50:00Z';

const TAKEN: Omit<Bed, 'id'> = { occupied: true, held_until: null, reserved_until: null };
const HELD: Omit<Bed, 'id'> = { occupied: false, held_until: LATER, reserved_until: null };
const LAPSED: Omit<Bed, 'id'> = { occupied: false, held_until: EARLIER, reserved_until: null };

const stateOf = (r: Room, ownHeldBedIds: ReadonlySet<number> = new Set()) =>
  roomState(roomBeds(r.beds, NOW, ownHeldBedIds));

describe('a room’s state, from its beds', () => {
  it('when every bed is free, then Vacant; when every bed is occupied, then Occupied', () => {
    expect(stateOf(room(1))).toBe('vacant');
    expect(stateOf(room(1, {}, [FREE, FREE]))).toBe('vacant');
    expect(stateOf(room(1, {}, [TAKEN]))).toBe('occupied');
    expect(stateOf(room(1, {}, [TAKEN, TAKEN]))).toBe('occupied');
  });

  it('when a double has one bed taken (occupied or held by someone else), then Partly free, 1 of 2, and bookable', () => {
    for (const other of [TAKEN, HELD]) {
      const half = room(1, {}, [other, FREE]);
      expect(stateOf(half)).toBe('partly');
      const [view] = toRoomViews([half], NOW, new Set());
      expect(view).toMatchObject({ beds_free: 1, beds_total: 2, ownHold: false });
      expect(view && isBookable(view)).toBe(true);
      expect(view && roomSummary(view)).toBe('Room 101: Partly free, 1 of 2 beds free');
    }
  });

  it('when no bed is free but one is under another student’s live hold, then Reserved; once it lapses, free again', () => {
    expect(stateOf(room(1, {}, [HELD]))).toBe('reserved');
    expect(stateOf(room(1, {}, [TAKEN, HELD]))).toBe('reserved');
    expect(stateOf(room(1, {}, [LAPSED]))).toBe('vacant');
    expect(stateOf(room(1, {}, [TAKEN, LAPSED]))).toBe('partly');
  });

  it('when the viewer has paid for a bed, then its room says Your bed and every room offers them a room change', () => {
    const [mine, other] = toRoomViews([room(1, {}, [TAKEN, FREE]), room(2)], NOW, new Set(), 11);
    expect(mine && roomSummary(mine)).toBe('Room 101: Partly free, 1 of 2 beds free, Your bed');
    expect(mine).toMatchObject({ ownBed: true, viewerHasBed: true });
    expect(other).toMatchObject({ ownBed: false, viewerHasBed: true });
    expect(toRoomViews([room(2)], NOW, new Set())[0]).toMatchObject({ ownBed: false, viewerHasBed: false });
  });

  it('when a bed is kept for an invited roommate, then it is not free for anyone else until the invitation ends', () => {
    const kept: Omit<Bed, 'id'> = { occupied: false, held_until: null, reserved_until: LATER };
    const ended: Omit<Bed, 'id'> = { occupied: false, held_until: null, reserved_until: EARLIER };
    expect(stateOf(room(1, {}, [TAKEN, kept]))).toBe('reserved');
    expect(stateOf(room(1, {}, [FREE, kept]))).toBe('partly');
    expect(stateOf(room(1, {}, [TAKEN, ended]))).toBe('partly');
  });

  it('when the live hold is the viewer’s own, then that bed counts as free for them and the room is marked as theirs', () => {
    // Bed 11 is the viewer's.
    expect(stateOf(room(1, {}, [HELD]), new Set([11]))).toBe('vacant');
    expect(stateOf(room(1, {}, [HELD, TAKEN]), new Set([11]))).toBe('partly');
    const [own] = toRoomViews([room(1, { accessible: true }, [HELD])], NOW, new Set([11]));
    expect(own?.ownHold).toBe(true);
    expect(own && isBookable(own)).toBe(true);
    expect(own && roomSummary(own)).toBe('Room 101: Vacant, Accessible, Your hold');
    const [other] = toRoomViews([room(1, {}, [HELD])], NOW, new Set([21]));
    expect(other?.ownHold).toBe(false);
    expect(other && isBookable(other)).toBe(false);
  });

  it('when the office has taken a room out of service, then it says so, has no free bed and cannot be booked', () => {
    const [closed] = toRoomViews([room(1, { out_of_service: true, accessible: true }, [FREE, FREE])], NOW, new Set());
    expect(closed).toMatchObject({ state: 'out-of-service', beds_free: 0, beds_total: 2 });
    expect(closed && isBookable(closed)).toBe(false);
    expect(closed && roomSummary(closed)).toBe('Room 101: Out of service, Accessible');
    const views = toRoomViews([room(1, { out_of_service: true }), room(2)], NOW, new Set());
    expect(countRooms(views)).toMatchObject({ total: 2, vacant: 1, 'out-of-service': 1 });
    expect(filterRooms(views, { wing: '', vacantOnly: true, accessibleOnly: false }).map((r) => r.id)).toEqual([2]);
  });

  it('when a room has no beds, then nothing is for sale: Occupied', () => {
    expect(stateOf(room(1, {}, []))).toBe('occupied');
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
      room(2, {}, [TAKEN]),
      room(3, { accessible: true }, [HELD]),
      room(4, { wing_name: 'B', accessible: true }),
      room(5, { wing_name: 'B', accessible: true }, [TAKEN]),
    ],
    NOW,
    new Set(),
  );

  it('when no filter is set, then every room shows and the counts add up', () => {
    expect(filterRooms(rooms, { wing: '', vacantOnly: false, accessibleOnly: false })).toHaveLength(5);
    expect(countRooms(rooms)).toEqual({
      total: 5,
      vacant: 2,
      partly: 0,
      occupied: 2,
      reserved: 1,
      'out-of-service': 0,
    });
  });

  it('when filtering by wing, vacancy and access together, then only rooms matching all remain', () => {
    expect(filterRooms(rooms, { wing: 'B', vacantOnly: false, accessibleOnly: false }).map((r) => r.id)).toEqual([
      4, 5,
    ]);
    expect(filterRooms(rooms, { wing: '', vacantOnly: true, accessibleOnly: false }).map((r) => r.id)).toEqual([1, 4]);
    expect(filterRooms(rooms, { wing: '', vacantOnly: true, accessibleOnly: true }).map((r) => r.id)).toEqual([4]);
    expect(filterRooms(rooms, { wing: 'A', vacantOnly: true, accessibleOnly: true })).toEqual([]);
  });

  it('when two reads carry the same rooms and beds, then they are the same; a bed held since, then not', () => {
    const read = () => [room(1), room(2, {}, [FREE, FREE])];
    expect(sameRooms(read(), read())).toBe(true);
    const later = read();
    later[1] = room(2, {}, [FREE, HELD]);
    expect(sameRooms(read(), later)).toBe(false);
    expect(sameRooms(read(), read().slice(1))).toBe(false);
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
    const views = toRoomViews([room(1, {}, [TAKEN, FREE]), room(2, {}, [TAKEN, TAKEN])], NOW, new Set());
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

  it('when only the first rooms of the maps are shown, then they are taken floor by floor and each map keeps its size', () => {
    const maps = wingMaps(
      toRoomViews(
        [
          room(1, { room_number: 101 }),
          room(2, { room_number: 102 }),
          room(3, { room_number: 201 }),
          room(4, { wing_name: 'B', room_number: 101 }),
        ],
        NOW,
        new Set(),
      ),
    );
    const first = firstOfMaps(maps, 3);
    expect(
      first.map((m) => [m.wing, m.total, m.columns, m.floors.map((f) => f.rooms.map((r) => r.room_number))]),
    ).toEqual([['A', 3, 2, [[101, 102], [201]]]]);
    expect(firstOfMaps(maps, 2)[0]?.floors.map((f) => f.floor)).toEqual([1]);
    expect(firstOfMaps(maps, Infinity)).toEqual(maps);
  });
});

describe('room words in the language being read', () => {
  it('when the language switches, then states, types and summaries follow it, never captured at load', async () => {
    expect(roomStateLabel('out-of-service')).toBe('Out of service');
    await changeLanguage('hi');
    try {
      expect(roomStateLabel('out-of-service')).toBe('सेवा से बाहर');
      expect(roomType(2)).toBe('डबल');
      expect(outOfServiceNote()).toBe('सेवा से बाहर: यह कमरा अभी बुक नहीं किया जा सकता।');
    } finally {
      await changeLanguage('en');
    }
    expect(roomType(2)).toBe('Double');
  });
});
