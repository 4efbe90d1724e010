// The time left until a moment, to the second ("1 h 02 min 05 s"), on the shared clock; tells its owner when it ends.
import { useEffect, useRef } from 'react';
import { formatCountdown } from '../../lib/format';
import { useNow } from '../../lib/use-now';

export interface CountdownProps {
  /** The moment counted down to (ISO). */
  until: string;
  /** Called once when the countdown reaches zero (at once if the moment has passed). */
  onEnd?: () => void;
  className?: string;
}

export function Countdown({ until, onEnd, className }: CountdownProps) {
  const now = useNow(1000);
  const remaining = Date.parse(until) - now;
  const ended = !(remaining > 0);
  const onEndRef = useRef(onEnd);

  useEffect(() => {
    onEndRef.current = onEnd;
  });

  useEffect(() => {
    if (ended) onEndRef.current?.();
  }, [ended]);

  // A timer is not read out as it ticks (aria-live off): whoever shows it announces the moment it ends instead.
  return (
    <span className={className} role="timer" aria-live="off">
      {formatCountdown(remaining)}
    </span>
  );
}
