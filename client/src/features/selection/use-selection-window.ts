// The signed-in student's selection window for one hostel, kept current: it moves with the clock and reads the windows
// again whenever one of them opens or closes (an office edit or a slot drawn since shows then).
import { useEffect, useRef } from 'react';
import { SELECTION_REREAD_SPREAD_MS } from '@campus-hostel/contracts/api';
import { useNow } from '../../lib/use-now';
import { useQuery } from '../../lib/use-query';
import { getMySelection, type MySelectionAnswer } from './api/get-my-selection';
import { momentsPassed, windowForHostel, type HostelWindow } from './selection-window';

export type SelectionWindowState =
  { status: 'loading' } | { status: 'error'; retry: () => void } | { status: 'success'; window: HostelWindow };

export function useSelectionWindow(userId: string, hostel: string): SelectionWindowState {
  const query = useQuery(`selection-me:${userId}`, getMySelection);
  const now = useNow(1000);
  const { data, reload } = query;
  const passed = data ? momentsPassed(data, hostel, now) : 0;
  const seen = useRef<{ data: MySelectionAnswer; passed: number } | null>(null);

  useEffect(() => {
    if (!data) return;
    const before = seen.current;
    seen.current = { data, passed };
    // Only when the clock, not a new answer, crossed a moment: a new answer is already current.
    if (!before || before.data !== data || passed <= before.passed) return;
    // At a random moment of the next few seconds: the page has already moved with its clock.
    const timer = setTimeout(reload, Math.random() * SELECTION_REREAD_SPREAD_MS);
    return () => clearTimeout(timer);
  }, [data, passed, reload]);

  if (query.status === 'error') return { status: 'error', retry: reload };
  if (!data) return { status: 'loading' };
  return { status: 'success', window: windowForHostel(data, hostel, now) };
}
