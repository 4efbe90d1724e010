// Tells a hostel page when the signed-in student's holds may have changed elsewhere. The page hears of the bed through
// Realtime as anyone's hold (Realtime never says whose), so without this it would show "Reserved" rather than the
// student's own hold until it next read their bookings. Another tab of this site says so at once; a hold taken on
// another device is caught when the student looks at this page again.

const CHANNEL = 'campus-hostel.own-beds';

/** Coming back to the page fires focus and visibilitychange together: one read answers both. */
const SEEN_AGAIN_GAP_MS = 1000;

/** Says, to every other tab of this site, that the student's holds or bed changed. */
export function announceOwnBedsChanged(): void {
  if (typeof BroadcastChannel === 'undefined') return;
  const channel = new BroadcastChannel(CHANNEL);
  channel.postMessage('changed');
  channel.close();
}

/**
 * Calls `listener` whenever another tab announces a change, and when the page is looked at again (focused, or shown
 * after being hidden), at most once a second for the latter; returns the unsubscribe.
 */
export function onOwnBedsChanged(listener: () => void): () => void {
  let lastSeen = -Infinity;
  const onSeen = () => {
    if (document.visibilityState !== 'visible' || performance.now() - lastSeen < SEEN_AGAIN_GAP_MS) return;
    lastSeen = performance.now();
    listener();
  };
  window.addEventListener('focus', onSeen);
  document.addEventListener('visibilitychange', onSeen);
  const channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(CHANNEL);
  if (channel) channel.onmessage = () => listener();
  return () => {
    channel?.close();
    window.removeEventListener('focus', onSeen);
    document.removeEventListener('visibilitychange', onSeen);
  };
}
