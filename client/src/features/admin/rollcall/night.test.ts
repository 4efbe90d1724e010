// Tonight in IST (a call running past midnight still belongs to the evening before), rooms in the answer's order, and
// whom a room's "present" marks.
import type { RollCallResident } from '@campus-hostel/contracts/api';
import { describe, expect, it } from 'vitest';
import { byRoom, countByState, toMark, tonight } from './night';

const resident = (over: Partial<RollCallResident>): RollCallResident => ({
  user_id: 'u',
  full_name: 'Someone',
  roll_number: null,
  wing: 'B',
  room: 'B-204',
  bed: 'A',
  state: 'unaccounted',
  marked_at: null,
  leave: null,
  ...over,
});

describe('tonight', () => {
  it('when it is evening in IST, then tonight is today’s IST date, even where UTC is still yesterday', () => {
    expect(tonight(new Date('2026-11-28T16:30:00Z'))).toBe('2026-11-28'); // 22:00 IST
    expect(tonight(new Date('2026-11-28T18:29:00Z'))).toBe('2026-11-28'); // 23:59 IST
  });

  it('when it is past midnight but before six in IST, then tonight is still the evening before', () => {
    expect(tonight(new Date('2026-11-28T19:30:00Z'))).toBe('2026-11-28'); // 01:00 IST on the 29th
    expect(tonight(new Date('2026-11-29T00:29:00Z'))).toBe('2026-11-28'); // 05:59 IST
    expect(tonight(new Date('2026-11-29T00:30:00Z'))).toBe('2026-11-29'); // 06:00 IST
  });
});

describe('byRoom and toMark', () => {
  const rows = [
    resident({ user_id: 'a', room: 'B-204', bed: 'A', state: 'on_leave' }),
    resident({ user_id: 'b', room: 'B-204', bed: 'B' }),
    resident({ user_id: 'c', room: 'B-205', bed: 'A', state: 'in', marked_at: '2026-11-28T16:40:00Z' }),
    resident({ user_id: 'd', wing: 'C', room: 'B-205', bed: 'A', state: 'past_curfew' }),
  ];

  it('groups residents by wing and room, in the order the answer gives', () => {
    expect(byRoom(rows).map((group) => [group.wing, group.room, group.residents.map((r) => r.user_id)])).toEqual([
      ['B', 'B-204', ['a', 'b']],
      ['B', 'B-205', ['c']],
      ['C', 'B-205', ['d']],
    ]);
  });

  it('marks the room’s residents not on leave and not yet marked', () => {
    expect(toMark(rows)).toEqual(['b', 'd']);
  });

  it('counts every state, zero included', () => {
    expect(countByState(rows)).toEqual({ in: 1, on_leave: 1, past_curfew: 1, unaccounted: 1 });
    expect(countByState([])).toEqual({ in: 0, on_leave: 0, past_curfew: 0, unaccounted: 0 });
  });
});
