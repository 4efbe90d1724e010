// The bell's unread count, shared by every bell on screen and the notifications page: read when a bell first
// appears for a user (sign-in), when the window regains focus, and after the user marks something read.
import { useEffect, useSyncExternalStore } from 'react';
import { getUnreadCount } from './api/get-unread-count';

interface Snapshot {
  userId: string | null;
  /** null until the first answer for this user. */
  count: number | null;
}

let snapshot: Snapshot = { userId: null, count: null };
let latestRequest = 0;
const listeners = new Set<() => void>();
/** How many bells show each user's count; the window's focus refreshes those users. */
const watchers = new Map<string, number>();

function emit(next: Snapshot): void {
  snapshot = next;
  for (const listener of listeners) listener();
}

/** Reads the count again; when several reads overlap, the newest one's answer wins. */
export async function refreshUnreadCount(userId: string): Promise<void> {
  const request = ++latestRequest;
  try {
    const count = await getUnreadCount(userId);
    if (count !== null && request === latestRequest) emit({ userId, count });
  } catch (error) {
    // The bell then keeps its last figure; the notifications page shows its own errors.
    console.warn('Could not read the unread notifications count', error);
  }
}

function onFocus(): void {
  for (const userId of watchers.keys()) void refreshUnreadCount(userId);
}

function watch(userId: string): () => void {
  if (watchers.size === 0) window.addEventListener('focus', onFocus);
  const bells = watchers.get(userId) ?? 0;
  watchers.set(userId, bells + 1);
  if (bells === 0) void refreshUnreadCount(userId);
  return () => {
    const left = (watchers.get(userId) ?? 1) - 1;
    if (left > 0) watchers.set(userId, left);
    else watchers.delete(userId);
    if (watchers.size === 0) window.removeEventListener('focus', onFocus);
  };
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The user's unread count (null while unknown), kept current while the calling component is mounted. */
export function useUnreadCount(userId: string): number | null {
  useEffect(() => watch(userId), [userId]);
  const current = useSyncExternalStore(
    subscribe,
    () => snapshot,
    () => snapshot,
  );
  return current.userId === userId ? current.count : null;
}
