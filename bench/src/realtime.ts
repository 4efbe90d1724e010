// Realtime propagation (DESIGN §8, §13): many open hostel pages, each with its own socket joined as the page joins
// (every bed, and the rooms of its hostel), hear a series of bed changes; the figure is the delay from each change's
// commit to each page's receipt.
import { RealtimeClient, REALTIME_SUBSCRIBE_STATES } from '@supabase/realtime-js';
import WebSocket from 'ws';
import { percentile } from './contention';
import { LOCAL_SUPABASE } from '@campus-hostel/testkit/stack';
import type { QueryFn } from '@campus-hostel/testkit/students';

export interface RealtimeFigure {
  pages: number;
  changes: number;
  /** Deliveries expected (pages × changes) and those that never came within the wait. */
  expected: number;
  missing: number;
  /** Pages whose join failed or timed out. */
  joinErrors: number;
  joinMs: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
}

/** Changes are spaced out, as holds on selection day are, rather than committed in one burst. */
const CHANGE_EVERY_MS = 200;
/** How long after the last change a page may still report one before it counts as missing. */
const SETTLE_MS = 5000;
const JOIN_TIMEOUT_MS = 30_000;

export async function realtimePropagation(
  supabaseUrl: string,
  query: QueryFn,
  opts: { pages: number; changes: number; hostel: string },
): Promise<RealtimeFigure> {
  const beds = await query(
    `select b.id::int as id from public.beds b join public.hostel_room r on r.id = b.room_id
     where r.hostel_name = $1 and not b.occupied and b.held_by is null order by b.id limit $2`,
    [opts.hostel, opts.changes],
  );
  if (beds.length < opts.changes) throw new Error(`only ${beds.length} free beds in ${opts.hostel} to change`);

  // Only these beds' changes are timed: on selection day other holds commit meanwhile, and every page hears them too.
  const timed = new Set(beds.map((bed) => Number(bed.id)));
  // Bed id → when its change committed (from the payload), and each page's receipt times per bed.
  const received = new Map<number, number[]>();
  const commits = new Map<number, number>();
  const clients: RealtimeClient[] = [];
  let joinErrors = 0;
  const joinStarted = Date.now();
  await Promise.all(
    Array.from({ length: opts.pages }, async (_, page) => {
      const client = new RealtimeClient(`${supabaseUrl.replace(/^http/, 'ws')}/realtime/v1`, {
        params: { apikey: LOCAL_SUPABASE.publishableKey },
        transport: WebSocket as never,
      });
      clients.push(client);
      const channel = client
        .channel(`rooms:${opts.hostel}:${page}`)
        .on('postgres_changes', { event: 'UPDATE', schema: 'public', table: 'beds' }, (change) => {
          const at = Date.now();
          const id = Number((change.new as { id?: unknown }).id);
          if (!timed.has(id)) return;
          commits.set(id, Date.parse(change.commit_timestamp));
          const list = received.get(id) ?? [];
          list.push(at);
          received.set(id, list);
        })
        .on(
          'postgres_changes',
          { event: '*', schema: 'public', table: 'hostel_room', filter: `hostel_name=eq.${opts.hostel}` },
          () => undefined,
        );
      const joined = await new Promise<boolean>((resolve) => {
        const timer = setTimeout(() => resolve(false), JOIN_TIMEOUT_MS);
        channel.subscribe((status) => {
          if (status === REALTIME_SUBSCRIBE_STATES.SUBSCRIBED) {
            clearTimeout(timer);
            resolve(true);
          } else if (status !== REALTIME_SUBSCRIBE_STATES.CLOSED) {
            clearTimeout(timer);
            resolve(false);
          }
        });
      });
      if (!joined) joinErrors += 1;
    }),
  );
  const joinMs = Date.now() - joinStarted;

  try {
    for (const bed of beds) {
      await query(`update public.beds set held_until = now() + interval '1 minute' where id = $1`, [bed.id]);
      await new Promise((resolve) => setTimeout(resolve, CHANGE_EVERY_MS));
    }
    const expected = (opts.pages - joinErrors) * beds.length;
    const deadline = Date.now() + SETTLE_MS;
    const count = () => [...received.values()].reduce((sum, list) => sum + list.length, 0);
    while (count() < expected && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));

    const delays: number[] = [];
    for (const [id, times] of received) {
      const commit = commits.get(id) ?? Number.NaN;
      for (const at of times) delays.push(Math.max(0, at - commit));
    }
    delays.sort((a, b) => a - b);
    return {
      pages: opts.pages,
      changes: beds.length,
      expected,
      missing: Math.max(0, expected - delays.length),
      joinErrors,
      joinMs,
      p50Ms: percentile(delays, 50),
      p99Ms: percentile(delays, 99),
      maxMs: delays.at(-1) ?? 0,
    };
  } finally {
    await query(`update public.beds set held_until = null where id = any($1::bigint[])`, [beds.map((b) => b.id)]);
    await Promise.all(clients.map((client) => client.removeAllChannels().catch(() => undefined)));
    for (const client of clients) void client.disconnect();
  }
}
