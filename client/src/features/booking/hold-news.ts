// Tells the student's other tabs of this site about their payment holds: a hold taken here supersedes one held in
// another tab (the server keeps one hold per student and cancels the other's intent), and an intent canceled here (the
// page left) can no longer be paid in a tab that shares it. Without this, the other tab would count down to a refusal.

const CHANNEL = 'campus-hostel.payment-holds';

export type HoldNews = { kind: 'held' | 'ended'; paymentIntentId: string };

function isHoldNews(value: unknown): value is HoldNews {
  if (!value || typeof value !== 'object') return false;
  const { kind, paymentIntentId } = value as Record<string, unknown>;
  return (kind === 'held' || kind === 'ended') && typeof paymentIntentId === 'string';
}

/** Says, to every other tab of this site, that this tab holds the intent or has ended it. */
export function announceHold(news: HoldNews): void {
  if (typeof BroadcastChannel === 'undefined') return;
  const channel = new BroadcastChannel(CHANNEL);
  channel.postMessage(news);
  channel.close();
}

/** Calls `listener` with each piece of news another tab announces; returns the unsubscribe. */
export function onHoldNews(listener: (news: HoldNews) => void): () => void {
  if (typeof BroadcastChannel === 'undefined') return () => undefined;
  const channel = new BroadcastChannel(CHANNEL);
  channel.onmessage = (event: MessageEvent<unknown>) => {
    if (isHoldNews(event.data)) listener(event.data);
  };
  return () => channel.close();
}

/** What another tab's news means for this tab's intent: held elsewhere (another intent), ended elsewhere, or nothing. */
export function newsFor(news: HoldNews, paymentIntentId: string): 'held-elsewhere' | 'ended-elsewhere' | null {
  if (news.kind === 'held') return news.paymentIntentId === paymentIntentId ? null : 'held-elsewhere';
  return news.paymentIntentId === paymentIntentId ? 'ended-elsewhere' : null;
}
