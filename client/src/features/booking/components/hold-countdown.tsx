// How long the room stays held for the payer, counting down each second; tells the page when the hold runs out.
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

export function formatRemaining(ms: number): string {
  const totalSeconds = Math.max(0, Math.ceil(ms / 1000));
  const minutes = Math.floor(totalSeconds / 60);
  const seconds = totalSeconds % 60;
  return `${String(minutes).padStart(2, '0')}:${String(seconds).padStart(2, '0')}`;
}

export interface HoldCountdownProps {
  expiresAt: string;
  onExpire: () => void;
}

export function HoldCountdown({ expiresAt, onExpire }: HoldCountdownProps) {
  const { t } = useTranslation('booking');
  const deadline = Date.parse(expiresAt);
  const [now, setNow] = useState(() => Date.now());
  const onExpireRef = useRef(onExpire);
  const remaining = Math.max(0, deadline - now);
  const expired = remaining === 0;

  useEffect(() => {
    onExpireRef.current = onExpire;
  });

  useEffect(() => {
    if (expired) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [expired]);

  useEffect(() => {
    if (expired) onExpireRef.current();
  }, [expired]);

  return (
    <p className={remaining < 60_000 ? 'hold hold--ending' : 'hold'}>
      {t('payment.heldFor')}{' '}
      <span className="hold__time" role="timer">
        {formatRemaining(remaining)}
      </span>
    </p>
  );
}
