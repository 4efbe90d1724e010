// The roster's URL, its grouping into wings and rooms, a bed's state, and prices typed in rupees.
import { describe, expect, it } from 'vitest';
import { bedState, groupRoster, readRosterParams, rosterParams, rupeesToMinor } from './roster';
import { rosterBed } from './roster-bed.fixture';

describe('the roster', () => {
  it('when hostel, search and page are written to the URL and read back, then they are the same; junk reads as unset', () => {
    const params = rosterParams({ hostel: 'Gopad', query: 'asha', page: 2 });
    expect(params.toString()).toBe('hostel=Gopad&q=asha&page=2');
    expect(readRosterParams(params)).toEqual({ hostel: 'Gopad', query: 'asha', page: 2 });
    expect(rosterParams({ hostel: '', query: '  ', page: 1 }).toString()).toBe('');
    expect(readRosterParams(new URLSearchParams('page=-1')).page).toBe(1);
  });

  it('when beds arrive in order, then they group into wings, rooms and beds, keeping that order', () => {
    const wings = groupRoster([
      rosterBed({ bed_id: 1, room_id: 10, label: 'A' }),
      rosterBed({ bed_id: 2, room_id: 10, label: 'B' }),
      rosterBed({ bed_id: 3, room_id: 11, room_number: 102, occupancy: 1 }),
      rosterBed({ bed_id: 4, room_id: 20, wing_name: 'B', occupancy: 1, out_of_service: true }),
    ]);
    expect(
      wings.map((wing) => [wing.wing, wing.rooms.map((room) => [room.room_number, room.beds.map((b) => b.bed_id)])]),
    ).toEqual([
      [
        'A',
        [
          [101, [1, 2]],
          [102, [3]],
        ],
      ],
      ['B', [[101, [4]]]],
    ]);
    expect(wings[1]?.rooms[0]?.out_of_service).toBe(true);
  });

  it('when a bed is occupied, checked in, held or empty, then its state says which', () => {
    expect(bedState(rosterBed({ occupied: true }))).toBe('occupied');
    expect(bedState(rosterBed({ occupied: true, checked_in_at: '2026-11-20T10:00:00Z' }))).toBe('checked-in');
    expect(bedState(rosterBed({ held_until: '2026-11-20T10:10:00Z' }))).toBe('held');
    expect(bedState(rosterBed())).toBe('free');
  });

  it('when a price is typed in rupees, then it becomes paise; anything else is refused', () => {
    expect(rupeesToMinor('550')).toBe(55000);
    expect(rupeesToMinor('₹1,200.5')).toBe(120050);
    expect(rupeesToMinor('12.345')).toBeNull();
    expect(rupeesToMinor('-5')).toBeNull();
    expect(rupeesToMinor('')).toBeNull();
  });
});
