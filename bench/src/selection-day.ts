// Selection day: students arrive over a minute at a hostel under a window of random slots, wait in the
// waiting room, and once admitted hold a bed and pay; the figures are errors, double bookings, holds outside a window,
// admission order against arrival order and the latency of what admitted students do, with Realtime measured meanwhile.
import { bookingBody } from './api';
import { REQUEST_TIMEOUT_MS } from './burst';
import { percentile } from './contention';
import { confirmWithCard } from './lib/card';
import { send, type PlainRequest } from './lib/http';
import { roomsWithFreeBed, type ListedRoom } from './lib/page-reads';
import { realtimePropagation, type RealtimeFigure } from './realtime';
import {
  hostelRoomsPath,
  ROOMS_LIVE_START_MS,
  SELECTION_REREAD_SPREAD_MS,
  waitingRoomPollSeconds,
  type SelectionEntryAnswer,
} from '@campus-hostel/contracts/api';
import { signStudentToken, type QueryFn, type Student, type TokenSigner } from '@campus-hostel/testkit/students';

/** The seed's admin (supabase/seed.sql), who saves the window as the office would. */
const SEED_ADMIN = { id: '00000000-0000-4000-8000-00000000a001', email: 'admin@hostel.local' };
/** A student whose slot opens while admitted comes back within this long of the countdown ending. */
const RETURN_SPREAD_MS = 2000;
/** The selection notice's clock ticks each second: the page sees its window open within this long of the opening. */
const PAGE_TICK_MS = 1000;
/** How long before the admission ends a student still bothers to come back for their slot. */
const ADMISSION_MARGIN_MS = 5000;

export interface SelectionDayOptions {
  supabaseUrl: string;
  apiUrl: string;
  stripeUrl: string;
  keys: TokenSigner;
  hostel: string;
  students: Student[];
  /** Students arrive evenly over this long. */
  arrivalMs: number;
  /** Students still waiting this long after the last arrival give up. */
  drainMs: number;
  /** The server's SELECTION_CAPACITY and ADMISSION_MINUTES (for the report). */
  capacity: number;
  admissionMinutes: number;
  /** The window's random slots, compressed: slotSize students every slotSeconds from the first arrival. */
  slotSize: number;
  slotSeconds: number;
  realtime: { pages: number; changes: number; hostel: string; startAfterMs: number };
}

export interface AdmissionOrder {
  /** Tickets outside a shuffled first minute (no draw_at): their place in line is their arrival. */
  tickets: number;
  /** Pairs of those tickets whose admissions differ (one admitted first, or only one admitted). */
  orderedPairs: number;
  /** Of those, pairs admitted in arrival order, and pairs where the later arrival was admitted first. */
  inOrder: number;
  outOfOrder: number;
  /** Kendall's tau over the ordered pairs: 1 when every admission follows arrival. */
  kendallTau: number;
}

export interface SelectionDayFigure {
  students: number;
  hostel: string;
  arrivalMs: number;
  capacity: number;
  admissionMinutes: number;
  slotSize: number;
  slotSeconds: number;
  /** Free beds of the hostel before the run: at most this many can be paid. */
  beds: number;
  requests: number;
  errors: number;
  errorKinds: Record<string, number>;
  joined: number;
  admitted: number;
  /** Students whose slot had not opened when they arrived: they browsed the rooms under the countdown until it did. */
  beforeSlot: number;
  /** Still in line when the run ended (drainMs after the last arrival). */
  stillWaiting: number;
  /** Holds refused with outside_window (their slot had not opened), and students whose slot opened after their admission. */
  refusedOutsideWindow: number;
  slotAfterAdmission: number;
  holds: number;
  paid: number;
  /** Admitted students who found no free bed (or lost both picks): a normal outcome, as on the page. */
  noFreeBed: number;
  doubleBookings: number;
  unsettledPayments: number;
  /** Holds granted when the student's window (their slot) was not open, checked in SQL against the windows. */
  windowViolations: number;
  /** Holds granted without a live admission of their student. */
  holdsWithoutAdmission: number;
  order: AdmissionOrder;
  /** The hold and payment requests of admitted students. */
  admittedActions: { count: number; p50Ms: number; p99Ms: number };
  latencyByKind: Record<string, { count: number; p50Ms: number; p99Ms: number }>;
  wallMs: number;
  /** How long the office's one save of the window listing every student took (POST /admin/selection). */
  windowSaveMs: number;
  realtime: RealtimeFigure | { error: string };
  peakRssMb: Record<string, number>;
}

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));

function networkCause(error: unknown): string {
  if (error instanceof Error && error.name === 'TimeoutError') return 'timeout';
  const code = error instanceof Error ? (error as { code?: unknown }).code : undefined;
  return `network ${typeof code === 'string' ? code : 'error'}`;
}

/** Pairs i < j with values[i] > values[j], by merge sort (values are admission ranks in arrival order). */
function inversions(values: number[]): number {
  let count = 0;
  const sort = (list: number[]): number[] => {
    if (list.length < 2) return list;
    const mid = list.length >> 1;
    const left = sort(list.slice(0, mid));
    const right = sort(list.slice(mid));
    const merged: number[] = [];
    let i = 0;
    let j = 0;
    while (i < left.length && j < right.length) {
      if ((left[i] ?? 0) <= (right[j] ?? 0)) merged.push(left[i++] ?? 0);
      else {
        count += left.length - i;
        merged.push(right[j++] ?? 0);
      }
    }
    return merged.concat(left.slice(i), right.slice(j));
  };
  sort(values);
  return count;
}

/** Admission order of the unshuffled tickets against their arrival order, from the waiting room's own table. */
async function admissionOrder(query: QueryFn, userIds: string[]): Promise<AdmissionOrder> {
  const rows = await query(
    `select dense_rank() over (order by t.admitted_at nulls last)::int as rank
     from public.waiting_room_tickets t
     where t.user_id = any($1::uuid[]) and t.draw_at is null
     order by t.arrived_at, t.seq`,
    [userIds],
  );
  const ranks = rows.map((row) => Number(row.rank));
  const sizes = new Map<number, number>();
  for (const rank of ranks) sizes.set(rank, (sizes.get(rank) ?? 0) + 1);
  const pairs = (n: number): number => (n * (n - 1)) / 2;
  const tied = [...sizes.values()].reduce((sum, n) => sum + pairs(n), 0);
  const orderedPairs = pairs(ranks.length) - tied;
  const outOfOrder = inversions(ranks);
  const inOrder = orderedPairs - outOfOrder;
  return {
    tickets: ranks.length,
    orderedPairs,
    inOrder,
    outOfOrder,
    kendallTau: orderedPairs === 0 ? 1 : Math.round(((inOrder - outOfOrder) / orderedPairs) * 10_000) / 10_000,
  };
}

/**
 * Saves the window through POST /admin/selection as the office would, then compresses its slots to seconds; answers how
 * long the save took.
 */
async function createWindow(o: SelectionDayOptions, opensAt: Date, query: QueryFn): Promise<number> {
  const admin = signStudentToken(o.keys, SEED_ADMIN, {
    appMetadata: { provider: 'email', providers: ['email'], role: 'admin' },
  });
  const t0 = performance.now();
  const res = await send(`${o.apiUrl}/admin/selection`, {
    method: 'POST',
    headers: { authorization: `Bearer ${admin}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      name: 'Bench selection day',
      opens_at: opensAt.toISOString(),
      closes_at: new Date(opensAt.getTime() + 3_600_000).toISOString(),
      hostels: [o.hostel],
      audience: 'slots',
      slot_size: o.slotSize,
      slot_minutes: 1,
      emails_csv: ['email', ...o.students.map((s) => s.email)].join('\n'),
    }),
    timeoutMs: REQUEST_TIMEOUT_MS,
  });
  const saveMs = Math.round(performance.now() - t0);
  if (res.status !== 200) throw new Error(`saving the selection window answered ${res.status}: ${res.text}`);
  const { id } = JSON.parse(res.text) as { id: number };
  // Slot minutes are whole minutes; the run has one, so each drawn place keeps its slot and slots start seconds apart.
  await query(
    `update public.selection_window_members
     set slot_opens_at = $2::timestamptz + ((place - 1) / $3::int) * make_interval(secs => $4::int)
     where window_id = $1`,
    [id, opensAt.toISOString(), o.slotSize, o.slotSeconds],
  );
  return saveMs;
}

/** Runs the day; returns once every student has been admitted and is done, or gave up waiting, and webhooks settled. */
export async function selectionDay(
  o: SelectionDayOptions,
  query: QueryFn,
): Promise<Omit<SelectionDayFigure, 'peakRssMb'>> {
  const [free] = await query(
    `select count(*)::int as n from public.beds b join public.hostel_room r on r.id = b.room_id
     where r.hostel_name = $1 and not b.occupied and (b.held_until is null or b.held_until <= now())`,
    [o.hostel],
  );
  const opensAt = new Date(Date.now() + 2000);
  const windowSaveMs = await createWindow(o, opensAt, query);

  const byKind: Record<string, number[]> = {};
  const errorKinds: Record<string, number> = {};
  const admittedActions: number[] = [];
  const counts = {
    requests: 0,
    joined: 0,
    admitted: 0,
    beforeSlot: 0,
    stillWaiting: 0,
    refusedOutsideWindow: 0,
    slotAfterAdmission: 0,
    holds: 0,
    paid: 0,
    noFreeBed: 0,
  };
  const fail = (kind: string): void => {
    errorKinds[kind] = (errorKinds[kind] ?? 0) + 1;
  };
  const errorCode = (text: string): string => /"code":"([^"]+)"/.exec(text)?.[1] ?? '';
  /** One request; null when it failed (counted as an error: socket, timeout, 5xx, or a status not in `expected`). */
  const timed = async (
    kind: string,
    url: string,
    init: Omit<PlainRequest, 'timeoutMs'>,
    expected: number[],
  ): Promise<{ status: number; body: unknown; code: string } | null> => {
    counts.requests += 1;
    const t0 = performance.now();
    try {
      const res = await send(url, { ...init, timeoutMs: REQUEST_TIMEOUT_MS });
      (byKind[kind] ??= []).push(performance.now() - t0);
      const code = errorCode(res.text);
      if (!expected.includes(res.status)) {
        fail(`${kind} ${res.status} ${code}`.trim());
        return null;
      }
      return { status: res.status, body: res.text ? (JSON.parse(res.text) as unknown) : null, code };
    } catch (error) {
      (byKind[kind] ??= []).push(performance.now() - t0);
      fail(`${kind} ${networkCause(error)}`);
      return null;
    }
  };

  const started = performance.now();
  const deadline = started + o.arrivalMs + o.drainMs;

  const flow = async (student: Student): Promise<void> => {
    // The hostel page as a signed-in student opens it (client/src/app/routes/hostel-student-rooms.tsx): it enters the
    // hostel's selection, one call answering the student's windows and, while one is open, taking their place in line,
    // since the line stands in front of the rooms. A browser accepts gzip, which the stand-in (as hosted Supabase) uses
    // for answers over 1 KB.
    const gzip = { 'accept-encoding': 'gzip' };
    const api = { authorization: `Bearer ${student.token}`, 'content-type': 'application/json' };
    const roomList = (unread = false): Promise<{ body: unknown } | null> =>
      timed('room list', `${o.apiUrl}${hostelRoomsPath(o.hostel)}`, { method: 'GET', headers: gzip, unread }, [200]);
    const enter = async (): Promise<SelectionEntryAnswer | null> => {
      const entered = await timed(
        'enter',
        `${o.apiUrl}/selection/enter`,
        { method: 'POST', headers: { ...api, ...gzip }, body: JSON.stringify({ hostel: o.hostel }) },
        [200],
      );
      return entered ? (entered.body as SelectionEntryAnswer) : null;
    };
    let entry = await enter();
    if (!entry) return;
    const own = entry.selection.windows.find((w) => w.hostels.includes(o.hostel));
    if (!own) {
      fail('enter no window');
      return;
    }
    if (!entry.line) {
      const opens = Date.parse(own.opens_at);
      // Still to open when read: the page shows the rooms under the countdown. They are received in full but not
      // unzipped and parsed here, on the cores the servers share: the student acts on none of them before their turn.
      // (A slot that opened while the answer was on its way is entered again at once; the page does within 2 s.)
      if (opens > Date.now()) {
        counts.beforeSlot += 1;
        if (!(await roomList(true))) return;
        // The page joins Realtime once the rooms have settled, and reads them again for what changed meanwhile.
        if (opens - Date.now() > ROOMS_LIVE_START_MS) {
          await sleep(ROOMS_LIVE_START_MS);
          if (!(await roomList(true))) return;
        }
        // The page's clock sees the opening within a second, and the page enters again to take the place at a random
        // moment of the spread after it, as every page of the slot does.
        await sleep(opens - Date.now() + Math.random() * PAGE_TICK_MS + Math.random() * SELECTION_REREAD_SPREAD_MS);
      }
      entry = await enter();
      if (!entry) return;
      if (!entry.line) {
        fail('enter no place after the opening');
        return;
      }
    }

    counts.joined += 1;
    let state: { ticket: string; admitted: boolean; expires_at?: string; eta_seconds?: number; ahead?: number } =
      entry.line;
    while (!state.admitted) {
      // As the page does: after a quarter of the estimated wait, 3–30 s, and the first in line every 3 s.
      await sleep(waitingRoomPollSeconds(state.eta_seconds ?? 0, state.ahead) * 1000);
      if (performance.now() > deadline) {
        counts.stillWaiting += 1;
        return;
      }
      const polled = await timed(
        'poll',
        `${o.apiUrl}/queue/${state.ticket}`,
        { method: 'GET', headers: { authorization: api.authorization } },
        [200],
      );
      if (!polled) return;
      state = {
        ...(polled.body as { admitted: boolean; expires_at?: string; eta_seconds?: number }),
        ticket: state.ticket,
      };
    }
    counts.admitted += 1;
    const admissionEnds = Date.parse(state.expires_at ?? '');

    // Admitted: the rooms show (read afresh; live from then on through Realtime), and the student picks a free one.
    const freeRooms = async (): Promise<ListedRoom[] | null> => {
      const fresh = await roomList();
      if (!fresh) return null;
      return roomsWithFreeBed(fresh.body as ListedRoom[], Date.now());
    };
    let candidates = await freeRooms();
    // As before the slot: the page joins Realtime and reads the rooms again while the student picks and pays.
    const rejoined = sleep(ROOMS_LIVE_START_MS).then(() => roomList(true));
    let picks = 0;
    let cameBack = false;
    try {
      while (candidates) {
        // Two picks, as on the page: a student who loses the first room tries one other, then gives up.
        if (candidates.length === 0 || picks === 2) {
          counts.noFreeBed += 1;
          return;
        }
        const [room] = candidates.splice(Math.floor(Math.random() * candidates.length), 1);
        if (!room) return;
        const t0 = performance.now();
        const intent = await timed(
          'create-payment-intent',
          `${o.apiUrl}/create-payment-intent`,
          { method: 'POST', headers: api, body: bookingBody(student, { id: room.id, hostel_name: o.hostel }) },
          [200, 403, 409],
        );
        admittedActions.push(performance.now() - t0);
        if (!intent) return;
        if (intent.status === 403) {
          if (intent.code !== 'outside_window') {
            fail(`create-payment-intent 403 ${intent.code}`);
            return;
          }
          counts.refusedOutsideWindow += 1;
          // The page counts down to the slot; the student comes back if the admission still lasts.
          const opens = Date.parse((intent.body as { opens_at?: string | null }).opens_at ?? '');
          if (cameBack) {
            fail('create-payment-intent outside_window after the slot opened');
            return;
          }
          if (!(opens < admissionEnds - ADMISSION_MARGIN_MS)) {
            counts.slotAfterAdmission += 1;
            return;
          }
          cameBack = true;
          await sleep(opens - Date.now() + Math.random() * RETURN_SPREAD_MS);
          candidates = await freeRooms();
          continue;
        }
        picks += 1;
        if (intent.status === 409) continue;
        counts.holds += 1;
        const { paymentIntentId, clientSecret } = intent.body as { paymentIntentId: string; clientSecret: string };
        const p0 = performance.now();
        const payment = confirmWithCard(o.stripeUrl, paymentIntentId, clientSecret);
        const confirmed = await timed('confirm', payment.url, payment.init, [200]);
        admittedActions.push(performance.now() - p0);
        if ((confirmed?.body as { status?: string } | undefined)?.status === 'succeeded') counts.paid += 1;
        else if (confirmed) fail('confirm not succeeded');
        return;
      }
    } finally {
      await rejoined;
    }
  };

  // Realtime is measured while the students arrive: its pages join and its changes commit under the day's load.
  const realtime = sleep(o.realtime.startAfterMs).then(() =>
    realtimePropagation(o.supabaseUrl, query, o.realtime).catch((error: unknown) => ({
      error: error instanceof Error ? (error.message.split('\n')[0] ?? 'failed') : String(error),
    })),
  );
  const gap = o.arrivalMs / Math.max(1, o.students.length);
  await Promise.all(
    o.students.map(async (student, i) => {
      await sleep(opensAt.getTime() - Date.now() + i * gap);
      await flow(student);
    }),
  );
  const wallMs = Math.round(performance.now() - started);
  const realtimeFigure = await realtime;

  const userIds = o.students.map((s) => s.id);
  // Webhooks arrive after the confirm answers; wait until every succeeded payment is paid or refunded.
  const settled = async (): Promise<number> => {
    const [row] = await query(
      `select count(*)::int as n from public.bookings where status in ('paid', 'refunded') and user_id = any($1::uuid[])`,
      [userIds],
    );
    return Number(row?.n ?? 0);
  };
  const settleBy = Date.now() + 60_000;
  while ((await settled()) < counts.paid && Date.now() < settleBy) await sleep(250);

  // As the burst counts them, per bed: two paid bookings for one bed, or a paid booking whose bed is not its payer's.
  const [doubles] = await query(
    `select (select count(*) from (select k.bed_id from public.bookings k join public.hostel_room r on r.id = k.room_id
                                   where k.status = 'paid' and r.hostel_name = $1
                                   group by k.bed_id having count(*) > 1) d)::int
          + (select count(*) from public.bookings k join public.beds b on b.id = k.bed_id
             join public.hostel_room r on r.id = k.room_id
             where k.status = 'paid' and r.hostel_name = $1
               and (not b.occupied or b.occupant_id is distinct from k.user_id))::int as n`,
    [o.hostel],
  );
  // Every booking opened during the run is a granted hold: its student's slot must have opened (and the window not
  // closed) by then, read from the windows and their drawn slots, not through the function that enforces them.
  const [violations] = await query(
    `select count(*)::int as n from public.bookings k
     where k.user_id = any($1::uuid[])
       and not exists (
         select 1 from public.selection_windows w
         join public.selection_window_hostels h on h.window_id = w.id and h.hostel_name = $2
         left join public.selection_window_members m on m.window_id = w.id and m.user_id = k.user_id
         where (w.audience = 'everyone' or m.user_id is not null)
           and greatest(w.opens_at, m.slot_opens_at) <= k.created_at and w.closes_at > k.created_at)`,
    [userIds, o.hostel],
  );
  const [unadmitted] = await query(
    `select count(*)::int as n from public.bookings k
     where k.user_id = any($1::uuid[])
       and not exists (select 1 from public.waiting_room_tickets t
                       where t.user_id = k.user_id and t.admitted_at <= k.created_at and t.expires_at > k.created_at)`,
    [userIds],
  );
  const order = await admissionOrder(query, userIds);

  admittedActions.sort((a, b) => a - b);
  return {
    students: o.students.length,
    hostel: o.hostel,
    arrivalMs: o.arrivalMs,
    capacity: o.capacity,
    admissionMinutes: o.admissionMinutes,
    slotSize: o.slotSize,
    slotSeconds: o.slotSeconds,
    beds: Number(free?.n ?? 0),
    ...counts,
    errors: Object.values(errorKinds).reduce((sum, n) => sum + n, 0),
    errorKinds,
    doubleBookings: Number(doubles?.n ?? 0),
    unsettledPayments: Math.max(0, counts.paid - (await settled())),
    windowViolations: Number(violations?.n ?? 0),
    holdsWithoutAdmission: Number(unadmitted?.n ?? 0),
    order,
    admittedActions: {
      count: admittedActions.length,
      p50Ms: percentile(admittedActions, 50),
      p99Ms: percentile(admittedActions, 99),
    },
    latencyByKind: Object.fromEntries(
      Object.entries(byKind).map(([kind, list]) => {
        list.sort((a, b) => a - b);
        return [kind, { count: list.length, p50Ms: percentile(list, 50), p99Ms: percentile(list, 99) }];
      }),
    ),
    wallMs,
    windowSaveMs,
    realtime: realtimeFigure,
  };
}
