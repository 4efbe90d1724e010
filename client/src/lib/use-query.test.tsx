// useQuery: loads by key, keeps the data on screen while reloading, and with `same` keeps it as it is when a reload
// brings nothing new.
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useQuery } from './use-query';

const sameJson = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** A loader answering each value in turn, the last one from then on. */
function answers(...values: Array<{ n: number }>) {
  let call = 0;
  return () => Promise.resolve(values[Math.min(call++, values.length - 1)]!);
}

describe('useQuery', () => {
  it('when a reload answers the same as the data on screen, then the data on screen stays the same object', async () => {
    const load = vi.fn(answers({ n: 1 }, { n: 1 }));
    const { result } = renderHook(() => useQuery('k', load, sameJson));
    await waitFor(() => expect(result.current.status).toBe('success'));
    const shown = result.current.data;
    act(() => result.current.reload());
    await waitFor(() => expect(load).toHaveBeenCalledTimes(2));
    await act(() => Promise.resolve());
    expect(result.current.data).toBe(shown);
  });

  it('when a reload answers something new, then the new data replaces it', async () => {
    const load = answers({ n: 1 }, { n: 2 });
    const { result } = renderHook(() => useQuery('k', load, sameJson));
    await waitFor(() => expect(result.current.data).toEqual({ n: 1 }));
    act(() => result.current.reload());
    await waitFor(() => expect(result.current.data).toEqual({ n: 2 }));
  });

  it('when no comparison is given, then every reload brings its own object', async () => {
    const load = answers({ n: 1 }, { n: 1 });
    const { result } = renderHook(() => useQuery('k', load));
    await waitFor(() => expect(result.current.status).toBe('success'));
    const shown = result.current.data;
    act(() => result.current.reload());
    await waitFor(() => expect(result.current.data).not.toBe(shown));
    expect(result.current.data).toEqual({ n: 1 });
  });

  it('when the data is updated in place, then the change shows without a read, and a same answer keeps the object', async () => {
    const load = vi.fn(answers({ n: 1 }));
    const { result } = renderHook(() => useQuery('k', load, sameJson));
    await waitFor(() => expect(result.current.status).toBe('success'));
    const shown = result.current.data;
    act(() => result.current.update((data) => data));
    expect(result.current.data).toBe(shown);
    act(() => result.current.update((data) => ({ n: data.n + 10 })));
    expect(result.current.data).toEqual({ n: 11 });
    expect(load).toHaveBeenCalledOnce();
  });

  it('when a change is made while a reload runs, then it applies to that reload’s answer too', async () => {
    let answer: (value: { n: number }) => void = () => undefined;
    const load = vi
      .fn<() => Promise<{ n: number }>>()
      .mockResolvedValueOnce({ n: 1 })
      .mockImplementationOnce(() => new Promise((resolve) => (answer = resolve)));
    const { result } = renderHook(() => useQuery('k', load));
    await waitFor(() => expect(result.current.status).toBe('success'));
    act(() => result.current.reload());
    await waitFor(() => expect(load).toHaveBeenCalledTimes(2));
    const setToSeven = () => ({ n: 7 });
    act(() => result.current.update(setToSeven));
    expect(result.current.data).toEqual({ n: 7 });
    await act(async () => {
      answer({ n: 1 });
      await Promise.resolve();
    });
    expect(result.current.data).toEqual({ n: 7 });
  });

  it('before any data has arrived, then an update changes nothing', () => {
    const load = vi.fn(() => new Promise<{ n: number }>(() => undefined));
    const { result } = renderHook(() => useQuery('k', load));
    act(() => result.current.update(() => ({ n: 5 })));
    expect(result.current.status).toBe('loading');
    expect(result.current.data).toBeUndefined();
  });
});
