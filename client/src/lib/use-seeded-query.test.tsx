// useSeededQuery: a panel's first answer taken from its page's read without a request, its own read after a reload,
// and its own read at once when the page's read brought nothing.
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { QueryState } from './use-query';
import { NO_SEED, seedOf, useSeededQuery, type Seed } from './use-seeded-query';

const page = (status: 'loading' | 'error' | 'success'): QueryState<{ n: number }> => {
  if (status === 'success') return { status, data: { n: 1 }, error: undefined };
  if (status === 'error') return { status, data: undefined, error: new Error('refused') };
  return { status, data: undefined, error: undefined };
};

describe('useSeededQuery', () => {
  it('when the page’s read is under way, then the panel is loading and reads nothing; once it lands, its part shows without a read', async () => {
    const load = vi.fn(() => Promise.resolve(5));
    const { result, rerender } = renderHook(({ seed }: { seed: Seed<number> }) => useSeededQuery('k', seed, load), {
      initialProps: { seed: seedOf(page('loading'), (p) => p.n) },
    });
    expect(result.current.status).toBe('loading');
    rerender({ seed: seedOf(page('success'), (p) => p.n) });
    await waitFor(() => expect(result.current.status).toBe('success'));
    expect(result.current.data).toBe(1);
    expect(load).not.toHaveBeenCalled();
  });

  it('when the panel reloads after an action, then it reads on its own, the part staying on screen meanwhile', async () => {
    const load = vi.fn(() => Promise.resolve(5));
    const { result } = renderHook(() =>
      useSeededQuery(
        'k',
        seedOf(page('success'), (p) => p.n),
        load,
      ),
    );
    await waitFor(() => expect(result.current.data).toBe(1));
    act(() => result.current.reload());
    expect(result.current.data).toBe(1);
    await waitFor(() => expect(result.current.data).toBe(5));
    expect(load).toHaveBeenCalledOnce();
  });

  it('when the page’s read failed, or there is none, then the panel reads on its own at once', async () => {
    for (const seed of [seedOf(page('error'), (p) => p.n), NO_SEED]) {
      const load = vi.fn(() => Promise.resolve(5));
      const { result } = renderHook(() => useSeededQuery('k', seed, load));
      await waitFor(() => expect(result.current.data).toBe(5));
      expect(load).toHaveBeenCalledOnce();
    }
  });

  it('when the panel’s part fails its check, then that panel’s read fails, not the page', async () => {
    const load = vi.fn(() => Promise.resolve(5));
    const broken = seedOf(page('success'), () => {
      throw new Error('not a record');
    });
    const { result } = renderHook(() => useSeededQuery<number>('k', broken, load));
    await waitFor(() => expect(result.current.status).toBe('error'));
    expect(load).not.toHaveBeenCalled();
  });
});
