// Tells the app's other tabs that the signed-in student took a hold here. A hostel page open in another tab hears of the
// bed through Realtime as anyone's hold (Realtime never says whose), so without this it would show "Reserved" rather
// than the student's own hold until it next read their bookings.

const CHANNEL = 'campus-hostel.own-beds';

/** Says, to every other tab of this site, that the student's holds or bed changed. */
export function announceOwnBedsChanged(): void {
  if (typeof BroadcastChannel === 'undefined') return;
  const channel = new BroadcastChannel(CHANNEL);
  channel.postMessage('changed');
  channel.close();
}

/** Calls `listener` whenever another tab announces a change; returns the unsubscribe. */
export function onOwnBedsChanged(listener: () => void): () => void {
  if (typeof BroadcastChannel === 'undefined') return () => undefined;
  const channel = new BroadcastChannel(CHANNEL);
  channel.onmessage = () => listener();
  return () => channel.close();
}
