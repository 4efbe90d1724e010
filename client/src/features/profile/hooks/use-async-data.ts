// Loads data for a component once per key, keeps the last result while reloading, ignores stale answers.
import { useCallback, useEffect, useRef, useState } from 'react';

export type AsyncData<T> =
  | { status: 'loading'; data: T | undefined; reload: () => void }
  | { status: 'ready'; data: T; reload: () => void }
  | { status: 'error'; error: unknown; data: T | undefined; reload: () => void };

type Settled<T> = { status: 'ready'; data: T } | { status: 'error'; error: unknown };

/** `key` names what is loaded (e.g. the user's id); a new key or reload() loads again. */
export function useAsyncData<T>(load: () => Promise<T>, key: string | null): AsyncData<T> {
  const latestLoad = useRef(load);
  const [version, setVersion] = useState(0);
  const [settled, setSettled] = useState<{ request: string; result: Settled<T> } | null>(null);
  const [lastData, setLastData] = useState<T | undefined>(undefined);
  const request = key === null ? null : `${key}#${version}`;

  useEffect(() => {
    latestLoad.current = load;
  });

  useEffect(() => {
    if (request === null) return;
    let current = true;
    latestLoad.current().then(
      (data) => {
        if (!current) return;
        setSettled({ request, result: { status: 'ready', data } });
        setLastData(data);
      },
      (error: unknown) => {
        if (current) setSettled({ request, result: { status: 'error', error } });
      },
    );
    return () => {
      current = false;
    };
  }, [request]);

  const reload = useCallback(() => setVersion((value) => value + 1), []);
  if (settled && settled.request === request) {
    return settled.result.status === 'ready'
      ? { status: 'ready', data: settled.result.data, reload }
      : { status: 'error', error: settled.result.error, data: lastData, reload };
  }
  return { status: 'loading', data: lastData, reload };
}
