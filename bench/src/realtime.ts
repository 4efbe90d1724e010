// Realtime propagation: many open hostel pages, each with its own socket joined as the page joins
// (every bed, and the rooms of its hostel), hear a series of bed changes; the figure is the delay from each change's
// commit to each page's receipt.
import { fork } from 'node:child_process';
import { percentile } from './contention';
import type { FromPages, ToPages } from './realtime-pages';
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
const PAGES_ENTRY = new URL('./realtime-pages.ts', import.meta.url);

/** The pages' process (realtime-pages.ts): asks of it, and waits for its answer of the kind asked for. */
function startPages(): {
  ask<K extends FromPages['kind']>(message: ToPages, kind: K): Promise<Extract<FromPages, { kind: K }>>;
  close(): Promise<void>;
} {
  const child = fork(PAGES_ENTRY, [], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const exited = new Promise<string>((resolve) =>
    child.once('exit', (code, signal) => resolve(signal ?? String(code))),
  );
  return {
    ask: (message, kind) =>
      new Promise((resolve, reject) => {
        const onMessage = (answer: FromPages): void => {
          if (answer.kind !== kind) return;
          child.off('message', onMessage);
          resolve(answer as Extract<FromPages, { kind: typeof kind }>);
        };
        child.on('message', onMessage);
        void exited.then((how) => reject(new Error(`the Realtime pages' process ended (${how})`)));
        child.send(message);
      }),
    async close() {
      if (child.connected) child.send({ kind: 'close' } satisfies ToPages);
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

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

  const pages = startPages();
  try {
    const { joinErrors, joinMs } = await pages.ask(
      {
        kind: 'open',
        supabaseUrl,
        pages: opts.pages,
        hostel: opts.hostel,
        timedBeds: beds.map((bed) => Number(bed.id)),
      },
      'joined',
    );
    for (const bed of beds) {
      await query(`update public.beds set held_until = now() + interval '1 minute' where id = $1`, [bed.id]);
      await new Promise((resolve) => setTimeout(resolve, CHANGE_EVERY_MS));
    }
    const expected = (opts.pages - joinErrors) * beds.length;
    const { delays } = await pages.ask({ kind: 'collect', expected }, 'delays');
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
    await pages.close();
  }
}
