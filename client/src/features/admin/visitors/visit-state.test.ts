// How long an overstay ran, and the day's counts.
import type { OfficeVisitor } from '@campus-hostel/contracts/api';
import { describe, expect, it } from 'vitest';
import { dayCounts, minutesOver } from './visit-state';
import { officeVisitor } from './visitor.fixture';

const NOW = Date.parse('2026-11-28T10:00:00Z');
const pass = (over: Partial<OfficeVisitor>) =>
  officeVisitor({ from: '2026-11-28T08:00:00Z', to: '2026-11-28T09:00:00Z', ...over });

describe('minutesOver', () => {
  it('counts the whole minutes from the window’s end to the exit, or to now for a visitor still inside', () => {
    expect(minutesOver(pass({ entered_at: '2026-11-28T08:05:00Z', exited_at: '2026-11-28T09:45:30Z' }), NOW)).toBe(45);
    expect(minutesOver(pass({ entered_at: '2026-11-28T08:05:00Z' }), NOW)).toBe(60);
  });

  it('is zero for a visitor who left in time or never came', () => {
    expect(minutesOver(pass({ entered_at: '2026-11-28T08:05:00Z', exited_at: '2026-11-28T08:55:00Z' }), NOW)).toBe(0);
    expect(minutesOver(pass({}), NOW)).toBe(0);
  });
});

describe('dayCounts', () => {
  it('counts the passes, those inside now and the overstays', () => {
    const passes = [
      pass({ id: 1, entered_at: '2026-11-28T08:05:00Z', overstay: true }),
      pass({ id: 2, entered_at: '2026-11-28T08:05:00Z', exited_at: '2026-11-28T09:30:00Z', overstay: true }),
      pass({ id: 3, to: '2026-11-28T11:00:00Z' }),
    ];
    expect(dayCounts(passes, NOW)).toEqual({ passes: 3, inside: 1, overstays: 2 });
    expect(dayCounts([], NOW)).toEqual({ passes: 0, inside: 0, overstays: 0 });
  });
});
