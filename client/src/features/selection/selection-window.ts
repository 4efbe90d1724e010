// What a student's selection windows mean for one hostel at a given moment.
import type { MySelectionAnswer } from './api/get-my-selection';

export type HostelWindow =
  /** The hostel is not under selection (no window covering it is still to close): everyone may hold, nothing shows. */
  | { kind: 'unrestricted' }
  /** A window for this hostel admits the student now, until closesAt (the latest of those open). */
  | { kind: 'open'; closesAt: string }
  /** None is open now; the soonest of the student's windows for this hostel opens at opensAt. */
  | { kind: 'opens'; opensAt: string }
  /** The hostel is under selection, and none of the student's windows for it is open or still to open. */
  | { kind: 'none' };

function windowsFor(selection: MySelectionAnswer, hostel: string) {
  return selection.windows.filter((entry) => entry.hostels.includes(hostel));
}

/**
 * Decided on the reader's clock from the windows' times rather than on the answer's `open`, which was true only when it
 * was read: a page left open moves from "opens" to "open" to closed by itself. The server holds the last word at
 * the hold either way.
 */
export function windowForHostel(selection: MySelectionAnswer, hostel: string, now: number): HostelWindow {
  if (!selection.selection_hostels.includes(hostel)) return { kind: 'unrestricted' };
  const windows = windowsFor(selection, hostel);
  const open = windows.filter((entry) => Date.parse(entry.opens_at) <= now && now < Date.parse(entry.closes_at));
  if (open.length > 0) {
    const last = open.reduce((a, b) => (Date.parse(b.closes_at) > Date.parse(a.closes_at) ? b : a));
    return { kind: 'open', closesAt: last.closes_at };
  }
  const coming = windows.filter((entry) => Date.parse(entry.opens_at) > now);
  if (coming.length > 0) {
    const first = coming.reduce((a, b) => (Date.parse(b.opens_at) < Date.parse(a.opens_at) ? b : a));
    return { kind: 'opens', opensAt: first.opens_at };
  }
  return { kind: 'none' };
}

/** How many of the hostel's opening and closing moments have passed: when it grows, the windows are worth reading again. */
export function momentsPassed(selection: MySelectionAnswer, hostel: string, now: number): number {
  return windowsFor(selection, hostel)
    .flatMap((entry) => [entry.opens_at, entry.closes_at])
    .filter((moment) => Date.parse(moment) <= now).length;
}
