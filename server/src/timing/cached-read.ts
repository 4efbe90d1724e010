// A read that many requests share: its answer is reused for a while, so thousands asking within that while cost the
// database one query. For answers that may be a few seconds old, where the database still decides what matters (a hold
// checks the window and the line itself).

/** The shared read; `forget` drops the kept answer, so the next call reads again (after this instance changed it). */
export type CachedRead<T> = (() => Promise<T>) & { forget: () => void };

export function cachedRead<T>(ttlMs: number, read: () => Promise<T>, now = () => Date.now()): CachedRead<T> {
  let kept: { at: number; answer: Promise<T> } | null = null;
  const shared = () => {
    if (kept === null || now() - kept.at >= ttlMs) {
      const answer = read();
      // A failed read is not kept: the next call asks the database again.
      answer.catch(() => {
        if (kept?.answer === answer) kept = null;
      });
      kept = { at: now(), answer };
    }
    return kept.answer;
  };
  return Object.assign(shared, {
    forget: () => {
      kept = null;
    },
  });
}
