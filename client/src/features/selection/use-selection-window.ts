// The signed-in student's selection window for one hostel, kept current: it moves with the clock and reads the windows
// again whenever one of them opens or closes (an office edit or a slot drawn since shows then). A hostel page reads
// them as it enters the hostel's selection, which also takes the student's place in line while their window is open.
import { useEffect, useRef } from 'react';
import { SELECTION_REREAD_SPREAD_MS, type JoinWaitingRoomAnswer } from '@campus-hostel/contracts/api';
import { useNow } from '../../lib/use-now';
import { useQuery } from '../../lib/use-query';
import { enterSelection, type SelectionEntryAnswer } from './api/enter-selection';
import { getMySelection, type MySelectionAnswer } from './api/get-my-selection';
import { momentsPassed, windowForHostel, type HostelWindow } from './selection-window';

export type SelectionWindowState =
  { status: 'loading' } | { status: 'error'; retry: () => void } | { status: 'success'; window: HostelWindow };

/**
 * Reads `load` (whose answer holds the student's windows) and again whenever one of the hostel's moments passes, after
 * `rereadDelay` of its answer: the page has already moved with its clock.
 */
function useWindowsKeptCurrent<T>(
  key: string,
  load: () => Promise<T>,
  windowsOf: (data: T) => MySelectionAnswer,
  hostel: string,
  rereadDelay: (data: T, now: number) => number,
): { state: SelectionWindowState; data: T | undefined; reload: () => void; now: number } {
  const query = useQuery(key, load);
  const now = useNow(1000);
  const { data, reload } = query;
  const passed = data ? momentsPassed(windowsOf(data), hostel, now) : 0;
  const seen = useRef<{ data: T; passed: number } | null>(null);
  const delayRef = useRef(rereadDelay);

  useEffect(() => {
    delayRef.current = rereadDelay;
  });

  useEffect(() => {
    if (!data) return;
    const before = seen.current;
    seen.current = { data, passed };
    // Only when the clock, not a new answer, crossed a moment: a new answer is already current.
    if (!before || before.data !== data || passed <= before.passed) return;
    const timer = setTimeout(reload, delayRef.current(data, Date.now()));
    return () => clearTimeout(timer);
  }, [data, passed, reload]);

  if (query.status === 'error') return { state: { status: 'error', retry: reload }, data: undefined, reload, now };
  if (!data) return { state: { status: 'loading' }, data: undefined, reload, now };
  return { state: { status: 'success', window: windowForHostel(windowsOf(data), hostel, now) }, data, reload, now };
}

/** At a random moment of the next few seconds: every page of a slot's students sees it open in the same second. */
const spread = (): number => Math.random() * SELECTION_REREAD_SPREAD_MS;

export function useSelectionWindow(userId: string, hostel: string): SelectionWindowState {
  return useWindowsKeptCurrent(`selection-me:${userId}`, getMySelection, (data) => data, hostel, spread).state;
}

/**
 * Where the student stands in the hostel's line: `none` when there is nothing to wait for (no window of theirs is
 * open for it, the waiting room is off, or they have a bed), `joined` with their place, or `joining` while the place
 * is being taken: their window opened after the page entered, and the page enters again to take it.
 */
export type HostelLine = { kind: 'none' } | { kind: 'joining' } | { kind: 'joined'; joined: JoinWaitingRoomAnswer };

export interface HostelEntry {
  selection: SelectionWindowState;
  line: HostelLine;
}

/** A page whose clock says the window is open, but whose entry found it still to open, enters again this often. */
const JOINING_RETRY_MS = 2_000;

/** Whether one of the student's windows for the hostel was open when the answer was read. */
function openWhenRead(entry: SelectionEntryAnswer, hostel: string): boolean {
  return entry.selection.windows.some((w) => w.open && w.hostels.includes(hostel));
}

/**
 * A hostel page's entry into the hostel's selection (POST /selection/enter): the student's window for it, kept current,
 * and their place in line while it is open. When their window opens under the page, it enters again at a random moment
 * of the spread, as it reads any other moment: every page of a slot sees the opening in the same second, and the first
 * minute after an opening is shuffled, so the moment within it costs nobody their place.
 */
export function useHostelEntry(userId: string, hostel: string): HostelEntry {
  const { state, data, reload, now } = useWindowsKeptCurrent(
    `selection-enter:${userId}:${hostel}`,
    () => enterSelection(hostel),
    (entry) => entry.selection,
    hostel,
    spread,
  );
  const joining = data !== undefined && data.line === null && openSinceRead(data, hostel, now);
  // When each answer came: one that came after the page saw the window open, and still finds it to open, means the
  // server's clock is behind the page's.
  const answeredAt = useRef(new WeakMap<SelectionEntryAnswer, number>());

  useEffect(() => {
    if (data && !answeredAt.current.has(data)) answeredAt.current.set(data, Date.now());
  }, [data]);

  useEffect(() => {
    if (!joining || !openSinceRead(data, hostel, answeredAt.current.get(data) ?? 0)) return;
    // Until the server too finds the window open, the page asks again.
    const timer = setTimeout(reload, JOINING_RETRY_MS);
    return () => clearTimeout(timer);
  }, [data, hostel, joining, reload]);

  if (data?.line) return { selection: state, line: { kind: 'joined', joined: data.line } };
  return { selection: state, line: joining ? { kind: 'joining' } : { kind: 'none' } };
}

/** The window is open by the page's clock but was not when the entry was read: the place is still to be taken. */
function openSinceRead(entry: SelectionEntryAnswer, hostel: string, now: number): boolean {
  return windowForHostel(entry.selection, hostel, now).kind === 'open' && !openWhenRead(entry, hostel);
}
