// Selection burst: thousands of students at once load a hostel's rooms, race for a few hundred, pay, and let the webhook finalise.
import { bookingBody } from './api';
import { hostelRoomsPath } from '@campus-hostel/contracts/api';
import { PUBLIC_HEADERS, roomsWithFreeBed, type ListedRoom } from './lib/page-reads';
import { percentile } from './contention';
import { confirmWithCard } from './lib/card';
import { send, type PlainRequest } from './lib/http';
import type { QueryFn, Student } from '@campus-hostel/testkit/students';

/** Students arrive evenly over this window (the selection opening), all connected at once at its peak. */
export const BURST_WINDOW_MS = 20_000;
/** A request still unanswered after this long counts as an error. */
export const REQUEST_TIMEOUT_MS = 30_000;

export interface BurstFigure {
  users: number;
  rooms: number;
  /** Beds of the raced rooms free before the burst: at most this many can be paid. */
  beds: number;
  requests: number;
  errors: number;
  errorKinds: Record<string, number>;
  /** p50/p99 per kind of request (room list, availability, create-payment-intent, confirm): which step is slow. */
  latencyByKind: Record<string, { p50Ms: number; p99Ms: number }>;
  holds: number;
  paid: number;
  soldOut: number;
  /** Beds paid twice, plus paid bookings whose bed is not occupied by their payer. */
  doubleBookings: number;
  paymentsWithoutRoomOrRefund: number;
  p50Ms: number;
  p99Ms: number;
  wallMs: number;
  peakRssMb: Record<string, number>;
}

export interface BurstTargets {
  supabaseUrl: string;
  apiUrl: string;
  stripeUrl: string;
  hostel: string;
  /** The rooms being raced for: rooms of `hostel` with a free bed. */
  roomIds: number[];
  users: Student[];
}

/** A short name for why a request got no answer: our timeout, or the socket error undici reports as the cause. */
function networkCause(error: unknown): string {
  if (error instanceof Error && error.name === 'TimeoutError') return 'timeout';
  const code = error instanceof Error ? (error as { code?: unknown }).code : undefined;
  return `network ${typeof code === 'string' ? code : 'error'}`;
}

/** Runs the burst; returns once every flow has ended (each request bounded by REQUEST_TIMEOUT_MS) and webhooks have settled. */
export async function burst(t: BurstTargets, query: QueryFn): Promise<Omit<BurstFigure, 'peakRssMb'>> {
  const racing = new Set(t.roomIds);
  const [free] = await query(
    `select count(*)::int as n from public.beds
     where room_id = any($1::bigint[]) and not occupied and (held_until is null or held_until <= now())`,
    [t.roomIds],
  );
  const latencies: number[] = [];
  const byKind: Record<string, number[]> = {};
  const errorKinds: Record<string, number> = {};
  let requests = 0;
  let holds = 0;
  let paid = 0;
  let soldOut = 0;
  const fail = (kind: string): void => {
    errorKinds[kind] = (errorKinds[kind] ?? 0) + 1;
  };
  const timed = async (
    kind: string,
    url: string,
    init: Omit<PlainRequest, 'timeoutMs'>,
  ): Promise<{ status: number; body: unknown } | null> => {
    requests += 1;
    const t0 = performance.now();
    try {
      const res = await send(url, { ...init, timeoutMs: REQUEST_TIMEOUT_MS });
      const { text } = res;
      latencies.push(performance.now() - t0);
      (byKind[kind] ??= []).push(performance.now() - t0);
      if (res.status >= 500) fail(`${kind} ${res.status} ${/"code":"([^"]+)"/.exec(text)?.[1] ?? ''}`.trim());
      return { status: res.status, body: text ? (JSON.parse(text) as unknown) : null };
    } catch (error) {
      latencies.push(performance.now() - t0);
      (byKind[kind] ??= []).push(performance.now() - t0);
      fail(`${kind} ${networkCause(error)}`);
      return null;
    }
  };

  const flow = async (student: Student): Promise<void> => {
    // The status page's reads are public: the page sends them without the student's session.
    const [list, availability] = await Promise.all([
      timed('room list', `${t.apiUrl}${hostelRoomsPath(t.hostel)}`, { method: 'GET', headers: {} }),
      timed('availability', `${t.supabaseUrl}/rest/v1/rpc/room_availability`, {
        method: 'POST',
        headers: { ...PUBLIC_HEADERS, 'content-type': 'application/json' },
        body: '{}',
      }),
    ]);
    if (list?.status !== 200 || availability?.status !== 200) {
      if (list && list.status !== 200 && list.status < 500) fail(`room list ${list.status}`);
      return;
    }
    const candidates = roomsWithFreeBed(list.body as ListedRoom[], Date.now()).filter((room) => racing.has(room.id));
    // Two tries: a student who loses the first room picks another from the same list, as on the page.
    for (let attempt = 0; attempt < 2; attempt += 1) {
      if (candidates.length === 0) {
        soldOut += 1;
        return;
      }
      const [room] = candidates.splice(Math.floor(Math.random() * candidates.length), 1);
      if (!room) return;
      const intent = await timed('create-payment-intent', `${t.apiUrl}/create-payment-intent`, {
        method: 'POST',
        headers: { authorization: `Bearer ${student.token}`, 'content-type': 'application/json' },
        body: bookingBody(student, { id: room.id, hostel_name: t.hostel }),
      });
      if (!intent) return;
      if (intent.status === 409) continue;
      if (intent.status !== 200) {
        if (intent.status < 500) fail(`create-payment-intent ${intent.status}`);
        return;
      }
      holds += 1;
      const { paymentIntentId, clientSecret } = intent.body as { paymentIntentId: string; clientSecret: string };
      const payment = confirmWithCard(t.stripeUrl, paymentIntentId, clientSecret);
      const confirmed = await timed('confirm', payment.url, payment.init);
      if (confirmed?.status === 200 && (confirmed.body as { status?: string }).status === 'succeeded') paid += 1;
      else if (confirmed && confirmed.status < 500) fail(`confirm ${confirmed.status}`);
      return;
    }
    soldOut += 1;
  };

  const started = performance.now();
  const gap = BURST_WINDOW_MS / Math.max(1, t.users.length);
  await Promise.all(
    t.users.map(async (student, i) => {
      await new Promise((resolve) => setTimeout(resolve, i * gap));
      await flow(student);
    }),
  );
  const wallMs = Math.round(performance.now() - started);

  // Webhooks arrive after the confirm answers; wait until every succeeded payment is paid or refunded.
  const settleBy = Date.now() + 60_000;
  while (Date.now() < settleBy) {
    const [row] = await query(
      `select count(*)::int as n from public.bookings where status in ('paid', 'refunded') and room_id = any($1::bigint[])`,
      [t.roomIds],
    );
    if (Number(row?.n ?? 0) >= paid) break;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  // Per bed, the unit sold: two paid bookings for one bed, or a paid booking whose bed is not occupied by its payer.
  const [doubles] = await query(
    `select (select count(*) from (select bed_id from public.bookings where status = 'paid' and room_id = any($1::bigint[])
                                   group by bed_id having count(*) > 1) d)::int
          + (select count(*) from public.bookings k join public.beds b on b.id = k.bed_id
             where k.status = 'paid' and k.room_id = any($1::bigint[])
               and (not b.occupied or b.occupant_id is distinct from k.user_id))::int as n`,
    [t.roomIds],
  );
  const [settled] = await query(
    `select count(*)::int as n from public.bookings where status in ('paid', 'refunded') and room_id = any($1::bigint[])`,
    [t.roomIds],
  );
  latencies.sort((a, b) => a - b);
  const errors = Object.values(errorKinds).reduce((sum, n) => sum + n, 0);
  return {
    users: t.users.length,
    rooms: t.roomIds.length,
    beds: Number(free?.n ?? 0),
    requests,
    errors,
    errorKinds,
    latencyByKind: Object.fromEntries(
      Object.entries(byKind).map(([kind, list]) => {
        list.sort((a, b) => a - b);
        return [kind, { p50Ms: percentile(list, 50), p99Ms: percentile(list, 99) }];
      }),
    ),
    holds,
    paid,
    soldOut,
    doubleBookings: Number(doubles?.n ?? 0),
    paymentsWithoutRoomOrRefund: Math.max(0, paid - Number(settled?.n ?? 0)),
    p50Ms: percentile(latencies, 50),
    p99Ms: percentile(latencies, 99),
    wallMs,
  };
}
