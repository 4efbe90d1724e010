// The current time for what a page shows as due, overdue or counting down, moving on every `everyMs`. Readers of the
// same period share one timer, so every countdown on a page ticks at the same moment.
import { useCallback, useSyncExternalStore } from 'react';

interface Clock {
  now: number;
  listeners: Set<() => void>;
  timer: ReturnType<typeof setInterval> | null;
}

const clocks = new Map<number, Clock>();

function clockFor(everyMs: number): Clock {
  let clock = clocks.get(everyMs);
  if (!clock) {
    clock = { now: Date.now(), listeners: new Set(), timer: null };
    clocks.set(everyMs, clock);
  }
  return clock;
}

function readClock(everyMs: number): number {
  const clock = clockFor(everyMs);
  // A clock nobody reads stands still, so the first reader after a while (or after the system clock moved) must not see
  // a time long gone; it moves by whole periods only, so that React, which reads it more than once per render, reads
  // the same time each time.
  if (clock.timer === null && Math.abs(Date.now() - clock.now) >= everyMs) clock.now = Date.now();
  return clock.now;
}

export function useNow(everyMs = 60_000): number {
  const subscribe = useCallback(
    (onTick: () => void) => {
      const clock = clockFor(everyMs);
      clock.listeners.add(onTick);
      if (clock.timer === null) {
        clock.now = Date.now();
        clock.timer = setInterval(() => {
          clock.now = Date.now();
          for (const listener of clock.listeners) listener();
        }, everyMs);
      }
      return () => {
        clock.listeners.delete(onTick);
        if (clock.listeners.size === 0 && clock.timer !== null) {
          clearInterval(clock.timer);
          clock.timer = null;
        }
      };
    },
    [everyMs],
  );
  return useSyncExternalStore(subscribe, () => readClock(everyMs));
}
