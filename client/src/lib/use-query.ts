// A small hook for reading data in components: runs a feature's api call, tracks loading/error, and can re-run.
import { useCallback, useEffect, useRef, useState } from 'react';

export type QueryState<T> =
  | { status: 'idle' | 'loading'; data: undefined; error: undefined }
  | { status: 'success'; data: T; error: undefined }
  | { status: 'error'; data: undefined; error: unknown };

type Outcome<T> = { key: string; attempt: number } & ({ ok: true; data: T } | { ok: false; error: unknown });

/**
 * Runs `load` whenever `key` changes (a null key means "not now"); the newest answer wins.
 * While a reload runs, the previous data for the same key stays on screen. With `same`, a reload's answer that is the
 * same as the data on screen keeps the data on screen (the same object), so nothing re-renders for it.
 */
export function useQuery<T>(
  key: string | null,
  load: () => Promise<T>,
  same?: (shown: T, loaded: T) => boolean,
): QueryState<T> & { reload: () => void } {
  const [attempt, setAttempt] = useState(0);
  const [outcome, setOutcome] = useState<Outcome<T> | null>(null);
  const loadRef = useRef(load);
  const sameRef = useRef(same);

  useEffect(() => {
    loadRef.current = load;
    sameRef.current = same;
  });

  useEffect(() => {
    if (key === null) return;
    let stale = false;
    loadRef.current().then(
      (data) => {
        if (stale) return;
        setOutcome((shown) =>
          shown?.ok && shown.key === key && sameRef.current?.(shown.data, data)
            ? shown
            : { key, attempt, ok: true, data },
        );
      },
      (error: unknown) => {
        if (!stale) setOutcome({ key, attempt, ok: false, error });
      },
    );
    return () => {
      stale = true;
    };
  }, [key, attempt]);

  const reload = useCallback(() => setAttempt((value) => value + 1), []);

  if (key === null) return { status: 'idle', data: undefined, error: undefined, reload };
  if (!outcome || outcome.key !== key) return { status: 'loading', data: undefined, error: undefined, reload };
  if (outcome.ok) return { status: 'success', data: outcome.data, error: undefined, reload };
  if (outcome.attempt !== attempt) return { status: 'loading', data: undefined, error: undefined, reload };
  return { status: 'error', data: undefined, error: outcome.error, reload };
}
