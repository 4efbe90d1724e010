// Contention: N buyers at once for M rooms with free beds through create-payment-intent; every free bed must be held exactly once.
import { bookingBody } from './api';
import type { QueryFn, Student } from '@campus-hostel/testkit/students';

export interface ContentionFigure {
  buyers: number;
  rooms: number;
  /** Beds of those rooms free before the race (a double may have one or two): the holds there should be. */
  beds: number;
  holdsGranted: number;
  conflicts409: number;
  /** Beds with two live bookings (held or paid), plus beds whose hold has no held booking of its holder. */
  heldTwice: number;
  status5xx: number;
  otherFailures: number;
  /** `code` of each 5xx answer, counted: says which collaborator failed. */
  failureCodes: Record<string, number>;
  p50Ms: number;
  p99Ms: number;
  wallMs: number;
}

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return Math.round(sorted[Math.max(0, index)] ?? 0);
}

/**
 * Buyer i wants room i mod M (the API holds the room's first free bed); all requests leave at once. The rooms' free beds
 * are counted first, since a bed, not a room, is the unit sold.
 */
export async function contention(
  apiUrl: string,
  query: QueryFn,
  buyers: Student[],
  rooms: { id: number; hostel_name: string }[],
): Promise<ContentionFigure> {
  const ids = rooms.map((room) => room.id);
  const [free] = await query(
    `select count(*)::int as n from public.beds
     where room_id = any($1::bigint[]) and not occupied and (held_until is null or held_until <= now())`,
    [ids],
  );
  const latencies: number[] = [];
  const statuses: number[] = [];
  const failureCodes: Record<string, number> = {};
  const started = performance.now();
  await Promise.all(
    buyers.map(async (student, i) => {
      const room = rooms[i % rooms.length];
      if (!room) return;
      const t0 = performance.now();
      try {
        const res = await fetch(`${apiUrl}/create-payment-intent`, {
          method: 'POST',
          headers: { authorization: `Bearer ${student.token}`, 'content-type': 'application/json' },
          body: bookingBody(student, room),
          signal: AbortSignal.timeout(60_000),
        });
        const text = await res.text();
        statuses.push(res.status);
        if (res.status >= 500) {
          const code = `${res.status} ${/"code":"([^"]+)"/.exec(text)?.[1] ?? text.slice(0, 60)}`;
          failureCodes[code] = (failureCodes[code] ?? 0) + 1;
        }
      } catch (error) {
        statuses.push(0);
        const cause = error instanceof Error ? (error.cause as { code?: unknown } | undefined) : undefined;
        const code = `network ${typeof cause?.code === 'string' ? cause.code : error instanceof Error ? error.name : 'error'}`;
        failureCodes[code] = (failureCodes[code] ?? 0) + 1;
      }
      latencies.push(performance.now() - t0);
    }),
  );
  const wallMs = Math.round(performance.now() - started);
  latencies.sort((a, b) => a - b);
  const [twice] = await query(
    `select count(*)::int as n from (
       select k.bed_id from public.bookings k join public.beds b on b.id = k.bed_id
       where k.status in ('held', 'paid') and b.room_id = any($1::bigint[])
       group by k.bed_id having count(*) > 1) t`,
    [ids],
  );
  const [mismatch] = await query(
    `select count(*)::int as n from public.beds b
     where b.room_id = any($1::bigint[]) and b.held_by is not null
       and not exists (select 1 from public.bookings k where k.bed_id = b.id and k.status = 'held' and k.user_id = b.held_by)`,
    [ids],
  );
  const holdsGranted = statuses.filter((s) => s === 200).length;
  const conflicts409 = statuses.filter((s) => s === 409).length;
  const status5xx = statuses.filter((s) => s >= 500).length;
  return {
    buyers: buyers.length,
    rooms: rooms.length,
    beds: Number(free?.n ?? 0),
    holdsGranted,
    conflicts409,
    heldTwice: Number(twice?.n ?? 0) + Number(mismatch?.n ?? 0),
    status5xx,
    otherFailures: statuses.length - holdsGranted - conflicts409 - status5xx,
    failureCodes,
    p50Ms: percentile(latencies, 50),
    p99Ms: percentile(latencies, 99),
    wallMs,
  };
}
