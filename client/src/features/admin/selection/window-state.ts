// A selection window as the office list says it: open now, upcoming or closed, and who may select in it, in words.
import type { SelectionWindow } from '@campus-hostel/contracts/api';

export type WindowState = 'open' | 'upcoming' | 'closed';

export const WINDOW_STATE_LABELS: Record<WindowState, string> = {
  open: 'Open now',
  upcoming: 'Upcoming',
  closed: 'Closed',
};

/** Open from opens_at up to (not including) closes_at, as the database decides a hold. */
export function windowState(item: Pick<SelectionWindow, 'opens_at' | 'closes_at'>, now: number): WindowState {
  if (now < Date.parse(item.opens_at)) return 'upcoming';
  return now < Date.parse(item.closes_at) ? 'open' : 'closed';
}

const count = (n: number, one: string, many: string) => `${n.toLocaleString('en-IN')} ${n === 1 ? one : many}`;

/** "Everyone", "412 listed students", or "50 students every 10 minutes, 412 listed". */
export function audienceWords(
  item: Pick<SelectionWindow, 'audience' | 'slot_size' | 'slot_minutes' | 'members'>,
): string {
  if (item.audience === 'everyone') return 'Everyone';
  if (item.audience === 'emails') return count(item.members, 'listed student', 'listed students');
  const size = count(item.slot_size ?? 0, 'student', 'students');
  const minutes = count(item.slot_minutes ?? 0, 'minute', 'minutes');
  return `${size} every ${minutes}, ${item.members.toLocaleString('en-IN')} listed`;
}
