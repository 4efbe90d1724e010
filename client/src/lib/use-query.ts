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
): QueryState<T> & { reload: () => void; update: (change: (shown: T) => T) => void } {
  const [attempt, setAttempt] = useState(0);
  const [outcome, setOutcome] = useState<Outcome<T> | null>(null);
  const loadRef = useRef(load);
  const sameRef = useRef(same);
  // The changes made since the running load started (null when none runs): its answer gets them too.
  const changesSinceLoad = useRef<Array<(shown: T) => T> | null>(null);

  useEffect(() => {
    loadRef.current = load;
    sameRef.current = same;
  });

  useEffect(() => {
    if (key === null) return;
    let stale = false;
    const changes: Array<(shown: T) => T> = [];
    changesSinceLoad.current = changes;
    loadRef.current().then(
      (loaded) => {
        if (stale) return;
        if (changesSinceLoad.current === changes) changesSinceLoad.current = null;
        // The answer may have been read before changes made meanwhile: they apply to it too.
        const data = changes.reduce((shown, change) => change(shown), loaded);
        setOutcome((shown) =>
          shown?.ok && shown.key === key && sameRef.current?.(shown.data, data)
            ? shown
            : { key, attempt, ok: true, data },
        );
      },
      (error: unknown) => {
        if (stale) return;
        if (changesSinceLoad.current === changes) changesSinceLoad.current = null;
        setOutcome({ key, attempt, ok: false, error });
      },
    );
    return () => {
      stale = true;
    };
  }, [key, attempt]);

  const reload = useCallback(() => setAttempt((value) => value + 1), []);
  // Changes the data on screen in place (a change heard live), and the answer of a load running meanwhile, so `change`
  // must be idempotent; nothing happens to the screen until data has arrived.
  const update = useCallback((change: (shown: T) => T) => {
    changesSinceLoad.current?.push(change);
    setOutcome((shown) => {
      if (!shown?.ok) return shown;
      const data = change(shown.data);
      return data === shown.data ? shown : { ...shown, data };
    });
  }, []);

  if (key === null) return { status: 'idle', data: undefined, error: undefined, reload, update };
  if (!outcome || outcome.key !== key) return { status: 'loading', data: undefined, error: undefined, reload, update };
  if (outcome.ok) return { status: 'success', data: outcome.data, error: undefined, reload, update };
  if (outcome.attempt !== attempt) return { status: 'loading', data: undefined, error: undefined, reload, update };
  return { status: 'error', data: undefined, error: outcome.error, reload, update };
}
