// A pass as the office reads it in the day's log: one state in words (from its stored status and its entry and exit),
// the badge's tone, how long past its window a visitor stayed, and the day's counts.
import type { OfficeVisitor } from '@campus-hostel/contracts/api';

export const VISIT_STATES = [
  'awaiting_host',
  'expected',
  'inside',
  'left',
  'no_show',
  'declined',
  'cancelled',
  'void',
] as const;
export type VisitState = (typeof VISIT_STATES)[number];

/** Where the visitor is, for a pass still good; what became of it, for one that is not. */
export function visitStateOf(pass: OfficeVisitor, now: number): VisitState {
  if (pass.status !== 'active') return pass.status;
  if (pass.exited_at) return 'left';
  if (pass.entered_at) return 'inside';
  return Date.parse(pass.to) <= now ? 'no_show' : 'expected';
}

/** Each state's badge (`status-badge--<tone>`); the words always say the state, the tone only repeats it. */
export const VISIT_STATE_TONES = {
  awaiting_host: 'pending',
  expected: 'pending',
  inside: 'progress',
  left: 'resolved',
  no_show: 'rejected',
  declined: 'rejected',
  cancelled: 'rejected',
  void: 'rejected',
} as const satisfies Record<VisitState, string>;

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
    inside: passes.filter((pass) => visitStateOf(pass, now) === 'inside').length,
    overstays: passes.filter((pass) => pass.overstay).length,
  };
}
