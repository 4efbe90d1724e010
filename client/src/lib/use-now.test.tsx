// The shared clock: readers of the same period tick together on one timer, which stops when the last one leaves.
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useNow } from './use-now';

function Reader({ label }: { label: string }) {
  const now = useNow(1000);
  return <p>{`${label} ${new Date(now).toISOString()}`}</p>;
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
  vi.setSystemTime(new Date('2026-12-01T10:00:00.000Z'));
});

afterEach(() => {
  vi.useRealTimers();
});

describe('useNow', () => {
  it('when two readers share a period, then one timer moves both at the same moment', () => {
    const setInterval = vi.spyOn(globalThis, 'setInterval');
    const { unmount } = render(
      <>
        <Reader label="a" />
        <Reader label="b" />
      </>,
    );
    expect(setInterval).toHaveBeenCalledTimes(1);
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(screen.getByText('a 2026-12-01T10:00:01.000Z')).toBeInTheDocument();
    expect(screen.getByText('b 2026-12-01T10:00:01.000Z')).toBeInTheDocument();
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('when a reader arrives long after the clock last ran, then it reads the time now', () => {
    const first = render(<Reader label="early" />);
    first.unmount();
    vi.setSystemTime(new Date('2026-12-01T11:30:00.000Z'));
    render(<Reader label="late" />);
    expect(screen.getByText('late 2026-12-01T11:30:00.000Z')).toBeInTheDocument();
  });
});
