// Live tables: a page hears, through Supabase Realtime, of every change to the rows of some public tables it may read
// (Realtime sends each reader only the rows and columns RLS and the grants let it see). Changes heard together are told
// together; joining, re-joining (the client reconnects by itself) and coming back into view while the socket is down
// are told as 'all', for the page may have missed some.
import { useEffect, useRef } from 'react';
import type { RealtimeChannel, RealtimePostgresChangesPayload } from '@supabase/supabase-js';
import { ROOMS_LIVE_START_MS } from '@campus-hostel/contracts/api';
import { getSupabase } from '../../lib/supabase';

/** The changes heard within this long of the first (a bed and its room, a wave of holds) are told together. */
export const LIVE_BATCH_MS = 250;

/** A change heard: the table, what happened, and the row as the reader may see it (for a delete, its key). */
export interface LiveChange<Table extends string = string> {
  table: Table;
  event: 'INSERT' | 'UPDATE' | 'DELETE';
  row: Record<string, unknown>;
}

/** What the page is told: the changes of a burst, or 'all' when it may have missed some and must read again. */
export type LiveNews<Table extends string = string> = readonly LiveChange<Table>[] | 'all';

/** A table of public to hear, and the PostgREST-style filter of its rows (`hostel_name=eq.Kanhar`), if any. */
export interface LiveTable<Table extends string = string> {
  table: Table;
  filter?: string;
}

type Row = Record<string, unknown>;

function toChange<Table extends string>(table: Table, payload: RealtimePostgresChangesPayload<Row>): LiveChange<Table> {
  return { table, event: payload.eventType, row: payload.eventType === 'DELETE' ? payload.old : payload.new };
}

/**
 * Keeps `tables` live on the channel `name` while `ready` (the first figures are on screen), joining
 * ROOMS_LIVE_START_MS later. The tables are read when joining: the name says what they are, and a new name joins anew.
 */
export function useLiveTables<Table extends string>(
  name: string,
  tables: readonly LiveTable<Table>[],
  ready: boolean,
  onNews: (news: LiveNews<Table>) => void,
): void {
  const newsRef = useRef(onNews);
  const tablesRef = useRef(tables);
  useEffect(() => {
    newsRef.current = onNews;
    tablesRef.current = tables;
  });

  useEffect(() => {
    if (!ready) return;
    let cancelled = false;
    let joined = false;
    let channel: RealtimeChannel | undefined;
    let batch: ReturnType<typeof setTimeout> | undefined;
    let heard: LiveChange<Table>[] | 'all' = [];
    const tell = (change: LiveChange<Table> | 'all') => {
      if (change === 'all') heard = 'all';
      else if (heard !== 'all') heard.push(change);
      // The first change of a burst starts its clock, so a steady stream of changes is still told every LIVE_BATCH_MS.
      batch ??= setTimeout(() => {
        const news = heard;
        batch = undefined;
        heard = [];
        newsRef.current(news);
      }, LIVE_BATCH_MS);
    };
    const onVisible = () => {
      if (document.visibilityState === 'visible' && !joined) tell('all');
    };
    const start = setTimeout(() => {
      void getSupabase().then(
        (supabase) => {
          if (cancelled) return;
          channel = tablesRef.current.reduce(
            (joining, { table, filter }) =>
              joining.on(
                'postgres_changes',
                { event: '*', schema: 'public', table, ...(filter === undefined ? {} : { filter }) },
                (payload: RealtimePostgresChangesPayload<Row>) => tell(toChange(table, payload)),
              ),
            supabase.channel(name),
          );
          channel.subscribe((status) => {
            // The enum's value by name: importing the enum would pull supabase-js into the page's first chunks.
            joined = String(status) === 'SUBSCRIBED';
            if (joined) tell('all');
          });
        },
        (error: unknown) => console.warn('Live availability is off: the Realtime client did not load', error),
      );
    }, ROOMS_LIVE_START_MS);
    document.addEventListener('visibilitychange', onVisible);
    window.addEventListener('focus', onVisible);
    return () => {
      cancelled = true;
      clearTimeout(start);
      clearTimeout(batch);
      document.removeEventListener('visibilitychange', onVisible);
      window.removeEventListener('focus', onVisible);
      if (channel) void getSupabase().then((supabase) => supabase.removeChannel(channel as RealtimeChannel));
    };
  }, [name, ready]);
}
