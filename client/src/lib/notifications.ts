// The one notification store behind notify(): every message of the catalogue reaches the user through it.
import { useSyncExternalStore } from 'react';

export type NotificationKind = 'success' | 'error' | 'info';

export interface Notification {
  id: number;
  kind: NotificationKind;
  message: string;
}

const AUTO_HIDE_MS = 6000;
const MAX_VISIBLE = 4;

let items: readonly Notification[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const timers = new Map<number, ReturnType<typeof setTimeout>>();

function emit(next: readonly Notification[]): void {
  items = next;
  for (const listener of listeners) listener();
}

export function dismiss(id: number): void {
  const timer = timers.get(id);
  if (timer) clearTimeout(timer);
  timers.delete(id);
  emit(items.filter((item) => item.id !== id));
}

/** Shows a message; errors stay until dismissed, successes and hints hide themselves. */
export function notify(kind: NotificationKind, message: string): number {
  // The same message twice in a row replaces the first rather than stacking up.
  const previous = items.find((item) => item.message === message && item.kind === kind);
  if (previous) dismiss(previous.id);
  const id = nextId++;
  const kept = items.slice(-(MAX_VISIBLE - 1));
  for (const dropped of items.filter((item) => !kept.includes(item))) dismiss(dropped.id);
  emit([...kept, { id, kind, message }]);
  if (kind !== 'error')
    timers.set(
      id,
      setTimeout(() => dismiss(id), AUTO_HIDE_MS),
    );
  return id;
}

notify.success = (message: string) => notify('success', message);
notify.error = (message: string) => notify('error', message);
notify.info = (message: string) => notify('info', message);

export function clearNotifications(): void {
  for (const item of items) dismiss(item.id);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useNotifications(): readonly Notification[] {
  return useSyncExternalStore(
    subscribe,
    () => items,
    () => items,
  );
}
