// Reads something again when the reader comes back to the page, and every `everyMs` while `active` and the page is
// seen: what the gate records (a visitor in, a host's answer) changes it without a word to this page.
import { useEffect, useRef } from 'react';

/** Coming back fires both focus and visibilitychange: one read answers both. */
const SEEN_AGAIN_MS = 1_000;

export function useRefresh(reload: () => void, { everyMs, active }: { everyMs: number; active: boolean }): void {
  const last = useRef(0);

  useEffect(() => {
    const onSeen = () => {
      if (document.visibilityState !== 'visible' || Date.now() - last.current < SEEN_AGAIN_MS) return;
      last.current = Date.now();
      reload();
    };
    window.addEventListener('focus', onSeen);
    document.addEventListener('visibilitychange', onSeen);
    return () => {
      window.removeEventListener('focus', onSeen);
      document.removeEventListener('visibilitychange', onSeen);
    };
  }, [reload]);

  useEffect(() => {
    if (!active) return;
    const timer = setInterval(() => {
      if (document.visibilityState === 'visible') reload();
    }, everyMs);
    return () => clearInterval(timer);
  }, [reload, active, everyMs]);
}
