// Live availability (DESIGN §9, §13): a hostel page hears of every bed and room change through Supabase Realtime and
// reloads its rooms, so a room taken elsewhere stops showing as free within about a second. Realtime sends each page
// only what its reader may see (RLS and column grants), so a visitor never receives an occupant's name.
import { useEffect, useRef } from 'react';
import type { RealtimeChannel } from '@supabase/supabase-js';
import { getSupabase } from '../../lib/supabase';

/**
 * The socket opens once the page has settled: the first paint on a phone never waits on the Realtime client, and
 * the reload on joining catches anything that changed in between.
 */
export const LIVE_START_MS = 2000;
/** A burst of changes (a bed and its room, a wave of holds) makes one reload. */
export const LIVE_BATCH_MS = 250;

/**
 * Keeps the rooms of `hostel` (null: of every hostel) live while `ready` (the first figures are on screen): reloads
 * on every change, on joining and re-joining (the client reconnects by itself), and when the page comes back into
 * view while the socket is down.
 */
export function useLiveRooms(hostel: string | null, ready: boolean, reload: () => void): void {
  const reloadRef = useRef(reload);
  useEffect(() => {
    reloadRef.current = reload;
  });

  useEffect(() => {
    if (!ready) return;
    let cancelled = false;
    let joined = false;
    let channel: RealtimeChannel | undefined;
    let batch: ReturnType<typeof setTimeout> | undefined;
    const refresh = () => {
      clearTimeout(batch);
      batch = setTimeout(() => reloadRef.current(), LIVE_BATCH_MS);
    };
    const onVisible = () => {
      if (document.visibilityState === 'visible' && !joined) refresh();
    };
    const start = setTimeout(() => {
      void getSupabase().then(
        (supabase) => {
          if (cancelled) return;
          channel = supabase
            .channel(`rooms:${hostel ?? '*'}`)
            .on('postgres_changes', { event: '*', schema: 'public', table: 'beds' }, refresh)
            .on(
              'postgres_changes',
              {
                event: '*',
                schema: 'public',
                table: 'hostel_room',
                ...(hostel === null ? {} : { filter: `hostel_name=eq.${hostel}` }),
              },
              refresh,
            )
            .subscribe((status) => {
              // The enum's value by name: importing the enum would pull supabase-js into the page's first chunks.
              joined = String(status) === 'SUBSCRIBED';
              if (joined) refresh();
            });
        },
        (error: unknown) => console.warn('Live availability is off: the Realtime client did not load', error),
      );
    }, LIVE_START_MS);
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
  }, [hostel, ready]);
}
