// A pass as the office reads it in the day's log, beyond its state (lib/status-words): how long past its window a
// visitor stayed, and the day's counts.
import type { OfficeVisitor } from '@campus-hostel/contracts/api';
import { visitorStateOf } from '../../../lib/status-words';

/** Whole minutes between the window's end and the exit (or now, for a visitor still inside); 0 when not past it. */
export function minutesOver(pass: OfficeVisitor, now: number): number {
  if (!pass.entered_at) return 0;
  const until = pass.exited_at ? Date.parse(pass.exited_at) : now;
  return Math.max(0, Math.floor((until - Date.parse(pass.to)) / 60_000));
}

export const DAY_COUNTS = ['passes', 'inside', 'overstays'] as const;
export type DayCounts = Record<(typeof DAY_COUNTS)[number], number>;

export function dayCounts(passes: readonly OfficeVisitor[], now: number): DayCounts {
  return {
    passes: passes.length,
    inside: passes.filter((pass) => visitorStateOf(pass, now) === 'inside').length,
    overstays: passes.filter((pass) => pass.overstay).length,
  };
}
