// The signed-in student's waitlist entries, kept live: read every 10 s while the page is in view, on focus and on
// coming back into view, at once when the page says something changed, and after the student's own joins and leaves.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { WaitlistEntry, WaitlistOccupancy } from '@campus-hostel/contracts/api';
import { NO_SEED, useSeededQuery, type Seed } from '../../lib/use-seeded-query';
import { getMyWaitlist, type MyWaitlistAnswer } from './api/get-my-waitlist';
import { joinWaitlist } from './api/join-waitlist';
import { leaveWaitlist } from './api/leave-waitlist';

/** How often the entries are read while the page is in view: a place in line moves as others join, leave and book. */
export const WAITLIST_REFRESH_MS = 10_000;

/**
 * What the student's own actions changed, shown until the next answer arrives: a join or a leave is on screen at once,
 * never undone for a moment by the list read before it.
 */
interface LocalChanges {
  base: MyWaitlistAnswer | undefined;
  joined: WaitlistEntry[];
  left: ReadonlySet<number>;
}

export type MyWaitlist =
  | { status: 'loading' }
  | { status: 'error'; retry: () => void }
  | {
      status: 'success';
      entries: WaitlistEntry[];
      /** Resolves once the student is in line; rejects with the server's refusal. */
      join: (hostel: string, occupancy: WaitlistOccupancy) => Promise<void>;
      /** Resolves once the entry has ended (declining its offer, if any); rejects with the server's refusal. */
      leave: (entry: WaitlistEntry) => Promise<void>;
      /** Reads the entries again now (an offer ran out). */
      reload: () => void;
    };

/**
 * `changed`: any value the page changes when something the entries may follow has happened (the hostel's beds moved:
 * an offer keeps a bed); a new value reads the entries again at once. `first`: the entries as the page's own read
 * brought them, if it did.
 */
export function useMyWaitlist(userId: string, changed?: unknown, first: Seed<MyWaitlistAnswer> = NO_SEED): MyWaitlist {
  const query = useSeededQuery(`waitlist-me:${userId}`, first, getMyWaitlist);
  const { data, reload } = query;
  const [local, setLocal] = useState<LocalChanges>({ base: undefined, joined: [], left: new Set() });
  const seen = useRef(changed);

  useEffect(() => {
    const refresh = () => {
      if (document.visibilityState === 'visible') reload();
    };
    const timer = setInterval(refresh, WAITLIST_REFRESH_MS);
    document.addEventListener('visibilitychange', refresh);
    window.addEventListener('focus', refresh);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', refresh);
      window.removeEventListener('focus', refresh);
    };
  }, [reload]);

  useEffect(() => {
    if (Object.is(seen.current, changed)) return;
    seen.current = changed;
    reload();
  }, [changed, reload]);

  const join = useCallback(
    async (hostel: string, occupancy: WaitlistOccupancy) => {
      const entry = await joinWaitlist(hostel, occupancy);
      setLocal((before) => ({
        base: data,
        joined: [...(before.base === data ? before.joined : []), entry],
        left: before.base === data ? before.left : new Set(),
      }));
      reload();
    },
    [data, reload],
  );

  const leave = useCallback(
    async (entry: WaitlistEntry) => {
      await leaveWaitlist(entry.id);
      setLocal((before) => ({
        base: data,
        joined: before.base === data ? before.joined.filter((joined) => joined.id !== entry.id) : [],
        left: new Set(before.base === data ? before.left : []).add(entry.id),
      }));
      reload();
    },
    [data, reload],
  );

  if (query.status === 'error') return { status: 'error', retry: reload };
  if (!data) return { status: 'loading' };
  const current = local.base === data ? local : { joined: [], left: new Set<number>() };
  const entries = [
    ...data.entries,
    ...current.joined.filter((joined) => !data.entries.some((entry) => entry.id === joined.id)),
  ].filter((entry) => !current.left.has(entry.id));
  return { status: 'success', entries, join, leave, reload };
}
