// A student's windows read for one hostel at a moment: unrestricted, open until, opens at, or none.
import { describe, expect, it } from 'vitest';
import type { MySelectionAnswer } from './api/get-my-selection';
import { momentsPassed, windowForHostel } from './selection-window';

const at = (iso: string) => Date.parse(iso);

const SELECTION: MySelectionAnswer = {
  selection_hostels: ['Kanhar', 'Gopad', 'Tawa'],
  windows: [
    {
      id: 1,
      name: 'Final years',
      hostels: ['Kanhar', 'Gopad'],
      opens_at: '2026-12-01T10:00:00.000Z',
      closes_at: '2026-12-01T12:00:00.000Z',
      open: false,
    },
    {
      id: 2,
      name: 'Second round',
      hostels: ['Kanhar'],
      opens_at: '2026-12-01T11:00:00.000Z',
      closes_at: '2026-12-01T14:00:00.000Z',
      open: false,
    },
  ],
  next_opens_at: '2026-12-01T10:00:00.000Z',
};

describe('windowForHostel', () => {
  it('when the hostel is not under selection, then it is unrestricted, whatever windows exist elsewhere', () => {
    const free: MySelectionAnswer = { selection_hostels: [], windows: [], next_opens_at: null };
    expect(windowForHostel(free, 'Kanhar', at('2026-12-01T09:00:00Z'))).toEqual({ kind: 'unrestricted' });
    expect(windowForHostel(SELECTION, 'Indravati', at('2026-12-01T09:00:00Z'))).toEqual({ kind: 'unrestricted' });
  });

  it('when the windows for the hostel are still to open, then the soonest opening is the answer', () => {
    expect(windowForHostel(SELECTION, 'Kanhar', at('2026-12-01T09:00:00Z'))).toEqual({
      kind: 'opens',
      opensAt: '2026-12-01T10:00:00.000Z',
    });
  });

  it('when a window for the hostel is open, then it is open until the latest of the open ones closes', () => {
    expect(windowForHostel(SELECTION, 'Kanhar', at('2026-12-01T10:00:00Z'))).toEqual({
      kind: 'open',
      closesAt: '2026-12-01T12:00:00.000Z',
    });
    expect(windowForHostel(SELECTION, 'Kanhar', at('2026-12-01T11:30:00Z'))).toEqual({
      kind: 'open',
      closesAt: '2026-12-01T14:00:00.000Z',
    });
  });

  it('when the window for the hostel has closed and no other is to come, then none admits the student', () => {
    expect(windowForHostel(SELECTION, 'Gopad', at('2026-12-01T12:00:00Z'))).toEqual({ kind: 'none' });
  });

  it("when the hostel is under selection but none of the student's windows covers it, then none admits them", () => {
    expect(windowForHostel(SELECTION, 'Tawa', at('2026-12-01T09:00:00Z'))).toEqual({ kind: 'none' });
    const nothing: MySelectionAnswer = { selection_hostels: ['Kanhar'], windows: [], next_opens_at: null };
    expect(windowForHostel(nothing, 'Kanhar', at('2026-12-01T09:00:00Z'))).toEqual({ kind: 'none' });
  });
});

describe('momentsPassed', () => {
  it("when the clock passes one of the hostel's openings or closings, then the count grows", () => {
    expect(momentsPassed(SELECTION, 'Kanhar', at('2026-12-01T09:59:59Z'))).toBe(0);
    expect(momentsPassed(SELECTION, 'Kanhar', at('2026-12-01T10:00:00Z'))).toBe(1);
    expect(momentsPassed(SELECTION, 'Kanhar', at('2026-12-01T12:00:00Z'))).toBe(3);
    expect(momentsPassed(SELECTION, 'Gopad', at('2026-12-01T12:00:00Z'))).toBe(2);
  });
});
