import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HoldCountdown, formatRemaining } from './hold-countdown';

describe('the hold countdown', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-11-22T10:00:00Z'));
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it('when time passes, then it counts down each second and tells the page once when the hold runs out', async () => {
    const onExpire = vi.fn();
    render(<HoldCountdown expiresAt="2026-11-22T10:00:03Z" onExpire={onExpire} />);
    expect(screen.getByRole('timer')).toHaveTextContent('00:03');

    await act(async () => {
      await vi.advanceTimersByTimeAsync(1000);
    });
    expect(screen.getByRole('timer')).toHaveTextContent('00:02');
    expect(onExpire).not.toHaveBeenCalled();

    await act(async () => {
      await vi.advanceTimersByTimeAsync(5000);
    });
    expect(screen.getByRole('timer')).toHaveTextContent('00:00');
    expect(onExpire).toHaveBeenCalledTimes(1);
  });

  it('when the hold already lapsed on arrival, then it expires at once', () => {
    const onExpire = vi.fn();
    render(<HoldCountdown expiresAt="2026-11-22T09:59:00Z" onExpire={onExpire} />);
    expect(onExpire).toHaveBeenCalledTimes(1);
  });

  it('when formatting, then minutes and seconds are two digits and partial seconds round up', () => {
    expect(formatRemaining(15 * 60 * 1000)).toBe('15:00');
    expect(formatRemaining(61_001)).toBe('01:02');
    expect(formatRemaining(-5)).toBe('00:00');
  });
});
