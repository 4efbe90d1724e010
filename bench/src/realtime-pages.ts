// The open hostel pages of the Realtime figure, in a process of their own (realtimePropagation starts it): each page a
// realtime-js client with its own socket, joined as the hostel page joins (every bed, and the rooms of its hostel). On
// selection day the bench's own process also runs ten thousand students' requests; pages there would join and note
// receipts only when its event loop got round to them, and that wait would be counted as Realtime's.
import { RealtimeClient, REALTIME_SUBSCRIBE_STATES } from '@supabase/realtime-js';
import WebSocket from 'ws';
import { LOCAL_SUPABASE } from '@campus-hostel/testkit/stack';

/** What realtimePropagation asks of the pages: open and join, then the delays once the changes are committed. */
export type ToPages =
  | { kind: 'open'; supabaseUrl: string; pages: number; hostel: string; timedBeds: number[] }
  | { kind: 'collect'; expected: number }
  | { kind: 'close' };

/** What the pages answer: how the joins went, then each delivery's delay from its change's commit, sorted. */
export type FromPages = { kind: 'joined'; joinErrors: number; joinMs: number } | { kind: 'delays'; delays: number[] };

/** How long after the last change a page may still report one before it counts as missing. */
const SETTLE_MS = 5000;
const JOIN_TIMEOUT_MS = 30_000;

const answer = (message: FromPages): void => {
  process.send?.(message);
};

const clients: RealtimeClient[] = [];
/** Bed id → when its change committed (from the payload), and each page's receipt times per bed. */
const commits = new Map<number, number>();
const received = new Map<number, number[]>();

async function open(o: Extract<ToPages, { kind: 'open' }>): Promise<void> {
  // Only these beds' changes are timed: on selection day other holds commit meanwhile, and every page hears them too.
  const timed = new Set(o.timedBeds);
  let joinErrors = 0;
  const joinStarted = Date.now();
  await Promise.all(
    Array.from({ length: o.pages }, async (_, page) => {
      const client = new RealtimeClient(`${o.supabaseUrl.replace(/^http/, 'ws')}/realtime/v1`, {
        params: { apikey: LOCAL_SUPABASE.publishableKey },
        transport: WebSocket as never,
      });
      clients.push(client);
      const channel = client
        .channel(`rooms:${o.hostel}:${page}`)
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
          { event: '*', schema: 'public', table: 'hostel_room', filter: `hostel_name=eq.${o.hostel}` },
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
  answer({ kind: 'joined', joinErrors, joinMs: Date.now() - joinStarted });
}

async function collect(expected: number): Promise<void> {
  const deadline = Date.now() + SETTLE_MS;
  const count = () => [...received.values()].reduce((sum, list) => sum + list.length, 0);
  while (count() < expected && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
  const delays: number[] = [];
  for (const [id, times] of received) {
    const commit = commits.get(id) ?? Number.NaN;
    for (const at of times) delays.push(Math.max(0, at - commit));
  }
  answer({ kind: 'delays', delays: delays.sort((a, b) => a - b) });
}

async function close(): Promise<void> {
  try {
    await Promise.all(clients.map((client) => client.removeAllChannels().catch(() => undefined)));
    for (const client of clients) void client.disconnect();
  } finally {
    process.exit(0);
  }
}

process.on('message', (message: ToPages) => {
  const done = (error: unknown): void => {
    console.error(`[bench] Realtime pages: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  };
  if (message.kind === 'open') open(message).catch(done);
  else if (message.kind === 'collect') collect(message.expected).catch(done);
  else void close();
});

// The bench that started these pages is gone: so are they.
process.on('disconnect', () => process.exit(0));
