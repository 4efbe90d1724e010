// Reads that the requests arriving together share, each still as fresh as a read of its own: the database answers
// once per round of callers rather than once per caller.
import { LRUCache } from 'lru-cache';

/**
 * Shares reads of `read(key)` among the callers that arrive while one runs: a caller gets the read that starts after
 * it arrived, the next one when a read is running, which every caller arriving meanwhile shares. A failed read fails
 * those who shared it; the next caller reads again.
 */
export function freshSharedRead<T>(read: (key: string) => Promise<T>): (key: string) => Promise<T> {
  const running = new Map<string, Promise<T>>();
  const next = new Map<string, Promise<T>>();
  const start = (key: string): Promise<T> => {
    const reading = read(key);
    running.set(key, reading);
    const done = () => {
      if (running.get(key) === reading) running.delete(key);
    };
    reading.then(done, done);
    return reading;
  };
  return (key) => {
    const current = running.get(key);
    if (current === undefined) return start(key);
    let shared = next.get(key);
    if (shared === undefined) {
      // Runs after `done` above (registered first), so the running read is gone when the next one starts.
      const after = () => {
        next.delete(key);
        return start(key);
      };
      shared = current.then(after, after);
      next.set(key, shared);
    }
    return shared;
  };
}

/**
 * A read whose answer never changes for a key (an account's kind, decided when the account was made): read once, kept
 * for the last `max` keys asked. A failed read is not kept.
 */
export function keptRead<T>(read: (key: string) => Promise<T>, max: number): (key: string) => Promise<T> {
  const kept = new LRUCache<string, { value: T }>({ max });
  return async (key) => {
    const known = kept.get(key);
    if (known) return known.value;
    const value = await read(key);
    kept.set(key, { value });
    return value;
  };
}
