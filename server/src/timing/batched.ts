// Writes that the requests arriving together send as one: a counter's queue of scans costs the database one call and
// one transaction per round rather than one per scan, while each caller still gets its own answer.

/**
 * Runs `run` on the items of the callers that arrive while a batch runs, together, once it ends (at most `max` at a
 * time, in arrival order); a caller with nothing running starts a batch of its own at once. `run` answers one result
 * per item, in the items' order. A failed batch fails its callers alone; the next batch runs regardless.
 */
export function batched<I, O>(run: (items: I[]) => Promise<O[]>, max: number): (item: I) => Promise<O> {
  interface Waiting {
    item: I;
    resolve: (result: O) => void;
    reject: (error: unknown) => void;
  }
  let queue: Waiting[] = [];
  let running = false;

  const settle = async (batch: Waiting[]) => {
    try {
      const results = await run(batch.map((waiting) => waiting.item));
      if (results.length !== batch.length) {
        throw new Error(`a batch of ${batch.length} answered ${results.length} results`);
      }
      batch.forEach((waiting, i) => waiting.resolve(results[i] as O));
    } catch (error) {
      for (const waiting of batch) waiting.reject(error);
    }
  };

  const pump = () => {
    if (running || queue.length === 0) return;
    const batch = queue.slice(0, max);
    queue = queue.slice(max);
    running = true;
    void settle(batch).finally(() => {
      running = false;
      pump();
    });
  };

  return (item) =>
    new Promise<O>((resolve, reject) => {
      queue.push({ item, resolve, reject });
      pump();
    });
}
