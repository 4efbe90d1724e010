// A panel's read whose first answer can come with its page's own read (the page reads every panel's data at once): the
// panel shows that answer without a request of its own, and reads on its own after an action (reload), as before.
import { useCallback, useRef } from 'react';
import { useQuery, type QueryState } from './use-query';

/**
 * What the page's read brought for a panel: still coming, nothing (the panel reads on its own), or its part, taken when
 * the panel's read starts (a part that fails to parse fails that panel's read only).
 */
export type Seed<T> = { status: 'loading' } | { status: 'none' } | { status: 'success'; take: () => T };

/** For a panel shown without a page's read: it reads on its own at once. */
export const NO_SEED: Seed<never> = { status: 'none' };

/** The panel's part of the page's read; when that read failed, none (each panel then reads, and says, on its own). */
export function seedOf<S, T>(page: QueryState<S>, part: (data: S) => T): Seed<T> {
  if (page.status === 'success') {
    const { data } = page;
    return { status: 'success', take: () => part(data) };
  }
  if (page.status === 'error') return { status: 'none' };
  return { status: 'loading' };
}

/** useQuery for `load`, its first answer taken from `seed` when the seed has one; loading while the seed is. */
export function useSeededQuery<T>(
  key: string | null,
  seed: Seed<T>,
  load: () => Promise<T>,
): QueryState<T> & { reload: () => void; update: (change: (shown: T) => T) => void } {
  // Until the panel reloads, its answer is the seed's.
  const seeded = useRef(true);
  const query = useQuery(seed.status === 'loading' ? null : key, () =>
    seeded.current && seed.status === 'success' ? Promise.resolve().then(seed.take) : load(),
  );
  const { reload: reloadQuery } = query;
  const reload = useCallback(() => {
    seeded.current = false;
    reloadQuery();
  }, [reloadQuery]);
  if (key !== null && query.status === 'idle') return { ...query, status: 'loading', reload };
  return { ...query, reload };
}
