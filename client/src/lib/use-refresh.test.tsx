import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useRefresh } from './use-refresh';

describe('useRefresh', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('when the reader comes back to the page, then it reads once for the focus and the visibility together', () => {
    const reload = vi.fn();
    renderHook(() => useRefresh(reload, { everyMs: 30_000, active: false }));
    act(() => {
      window.dispatchEvent(new Event('focus'));
      document.dispatchEvent(new Event('visibilitychange'));
    });
    expect(reload).toHaveBeenCalledOnce();
  });

  it('while active, then it reads every period; once inactive, it stops', () => {
    const reload = vi.fn();
    const { rerender } = renderHook(({ active }) => useRefresh(reload, { everyMs: 30_000, active }), {
      initialProps: { active: true },
    });
    act(() => {
      vi.advanceTimersByTime(60_000);
    });
    expect(reload).toHaveBeenCalledTimes(2);
    rerender({ active: false });
    act(() => {
      vi.advanceTimersByTime(60_000);
    });
    expect(reload).toHaveBeenCalledTimes(2);
  });
});
