// Brings the part of a page an address names (#anchor, ?section=) into view on a direct load as well as a click: the
// page around it is still filling in (lists arrive, the footer loads, fonts swap), so the target is kept at the top
// while the layout settles, until the reader scrolls or touches the page themselves.
import { useEffect } from 'react';

/** How long a fresh page may keep moving under the target. */
const SETTLE_MS = 3000;
const READER_MOVES = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

/**
 * Scrolls the element with `id` to the top once `ready`, focuses the element its aria-labelledby names (its heading,
 * which has tabIndex -1) without scrolling, and scrolls it back each time the page's size changes in the next few
 * seconds.
 */
export function useScrollIntoView(id: string | null, ready: boolean): void {
  useEffect(() => {
    if (!id || !ready) return;
    const target = document.getElementById(id);
    if (!target) return;
    const place = () => target.scrollIntoView({ block: 'start' });
    place();
    const heading = target.getAttribute('aria-labelledby');
    (heading ? document.getElementById(heading) : target)?.focus({ preventScroll: true });

    // Browsers without ResizeObserver (and test DOMs) get the one scroll.
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(place);
    observer.observe(document.body);
    const stop = () => {
      observer.disconnect();
      window.clearTimeout(timer);
      for (const move of READER_MOVES) window.removeEventListener(move, stop);
    };
    const timer = window.setTimeout(stop, SETTLE_MS);
    for (const move of READER_MOVES) window.addEventListener(move, stop, { passive: true });
    return stop;
  }, [id, ready]);
}
