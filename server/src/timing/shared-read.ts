// Reads that the requests arriving together share, each still as fresh as a read of its own: the database answers
// once per round of callers rather than once per caller.

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
