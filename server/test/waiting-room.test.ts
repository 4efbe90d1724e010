// The selection-day waiting room over HTTP with real Supabase tokens (contracts/src/api/waiting-room.ts): a place in line per
// student, where it stands, admissions shared by API instances, and create-payment-intent refused until admitted for a
// hostel under selection (Kanhar here) but not for any other, a payment handing the seat to the next in line; with
// SELECTION_CAPACITY unset there is no waiting room and booking works as before.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCAL_STRIPE } from '@campus-hostel/emulators/stripe';
import { ConfigError, loadConfig } from '../src/config.js';
import type { AuthUser } from '../src/auth-user.js';
import type { HostelStore, TicketState, WaitingLine } from '../src/hostel-store.js';
import {
  enterSelection,
  etaSeconds,
  LINE_VIEW_FROM,
  linePace,
  lineView,
  PACE_MINUTES,
  waitingRoomStatus,
  type LineView,
} from '../src/waiting-room/use-cases.js';
import { Harness, bookingBody, eventually, startApi, type Api, type Session } from './harness.js';

interface ErrorAnswer {
  message: string;
  code?: string;
}

interface PlaceAnswer {
  ticket?: string;
  admitted: boolean;
  position?: number;
  ahead?: number;
  eta_seconds?: number;
  expires_at?: string;
}

let h: Harness;
/** A second API instance on the same database, as a load balancer would spread students over. */
let other: Api;
/** An instance without SELECTION_CAPACITY: no waiting room. */
let open: Api;
let first: Session;
let second: Session;
let third: Session;

const ADMISSION_MINUTES = 10;

beforeAll(async () => {
  h = await Harness.start({ SELECTION_CAPACITY: '1', ADMISSION_MINUTES: String(ADMISSION_MINUTES) });
  const env = {
    SUPABASE_URL: h.supabase.url,
    STRIPE_API_BASE: h.stripeStandIn.url,
    STRIPE_SECRET_KEY: LOCAL_STRIPE.secretKey,
    STRIPE_WEBHOOK_SECRET: LOCAL_STRIPE.webhookSecret,
  };
  other = await startApi({ ...env, SELECTION_CAPACITY: '1', ADMISSION_MINUTES: String(ADMISSION_MINUTES) });
  open = await startApi(env);
  [first, second, third] = (await h.createStudents(3, 'waiting')) as [Session, Session, Session];
  // Kanhar under selection: a window for everyone, open since long enough that the line is arrival order.
  await h.sql(
    `with w as (
       insert into public.selection_windows (name, opens_at, closes_at, audience)
       values ('Selection day', now() - interval '10 minutes', now() + interval '2 hours', 'everyone') returning id)
     insert into public.selection_window_hostels (window_id, hostel_name) select id, 'Kanhar' from w`,
  );
});

afterAll(async () => {
  await other.close();
  await open.close();
  await h.close();
});

const join = (student: Session, baseUrl?: string, hostel = 'Kanhar') =>
  h.call<PlaceAnswer & ErrorAnswer & { opens_at?: string | null }>('POST', '/queue', {
    token: student.token,
    body: { hostel },
    ...(baseUrl ? { baseUrl } : {}),
  });
const leave = (student: Session, ticket: string) =>
  h.call<ErrorAnswer & { left?: boolean }>('POST', `/queue/${ticket}/leave`, { token: student.token, body: {} });
const ask = (student: Session, ticket: string) =>
  h.call<PlaceAnswer & ErrorAnswer>('GET', `/queue/${ticket}`, { token: student.token });

async function book(student: Session, room: { id: number; hostel_name: string }, baseUrl?: string) {
  return h.call<ErrorAnswer & { paymentIntentId?: string }>('POST', '/create-payment-intent', {
    token: student.token,
    body: bookingBody(room, { shipping: { ...bookingBody(room).shipping, email: student.email } }),
    ...(baseUrl ? { baseUrl } : {}),
  });
}

describe('the configuration', () => {
  it('when SELECTION_CAPACITY is unset or empty, then there is no waiting room; when set, admissions last ADMISSION_MINUTES (10)', () => {
    expect(loadConfig({}).waitingRoom).toBeNull();
    expect(loadConfig({ SELECTION_CAPACITY: ' ' }).waitingRoom).toBeNull();
    expect(loadConfig({ SELECTION_CAPACITY: '500' }).waitingRoom).toEqual({ capacity: 500, admissionMinutes: 10 });
    expect(loadConfig({ SELECTION_CAPACITY: '2', ADMISSION_MINUTES: '5' }).waitingRoom).toEqual({
      capacity: 2,
      admissionMinutes: 5,
    });
  });

  it('when either is malformed, then the start stops with one line naming the key', () => {
    const cases: [Record<string, string>, string][] = [
      [{ SELECTION_CAPACITY: '0' }, 'Invalid configuration: SELECTION_CAPACITY must be greater than 0 (got "0")'],
      [{ SELECTION_CAPACITY: 'many' }, 'Invalid configuration: SELECTION_CAPACITY must be a number (got "many")'],
      [{ SELECTION_CAPACITY: '2.5' }, 'Invalid configuration: SELECTION_CAPACITY must be a whole number (got "2.5")'],
      [{ ADMISSION_MINUTES: '0' }, 'Invalid configuration: ADMISSION_MINUTES must be greater than 0 (got "0")'],
      [{ ADMISSION_MINUTES: '2000' }, 'Invalid configuration: ADMISSION_MINUTES must be at most 1440 (got "2000")'],
    ];
    for (const [env, line] of cases) {
      expect(() => loadConfig(env)).toThrow(ConfigError);
      expect(() => loadConfig(env)).toThrow(line);
    }
  });

  it('when no seat has freed up lately, then the estimate is their position × ADMISSION_MINUTES × 60 ÷ capacity, plus what is left of a shuffled minute', () => {
    const room = { capacity: 4, admissionMinutes: 10 };
    expect(etaSeconds(room, 1, null, 0)).toBe(150);
    expect(etaSeconds(room, 6, null, 0)).toBe(900);
    const now = Date.parse('2026-11-30T10:00:20Z');
    expect(etaSeconds(room, 1, '2026-11-30T10:01:00Z', 0, now)).toBe(190);
    expect(etaSeconds(room, 1, '2026-11-30T10:00:00Z', 0, now)).toBe(150);
  });

  it('when seats have freed up lately, then the line moves at that pace, never slower than every admission used to its end', () => {
    const room = { capacity: 1, admissionMinutes: 10 };
    // Ten payments in the last five minutes: a seat every 30 s, so the first in line waits 30 s, not ten minutes.
    expect(PACE_MINUTES).toBe(5);
    expect(etaSeconds(room, 1, null, 10)).toBe(30);
    expect(etaSeconds(room, 4, null, 10)).toBe(120);
    const now = Date.parse('2026-11-30T10:00:20Z');
    expect(etaSeconds(room, 1, '2026-11-30T10:01:00Z', 10, now)).toBe(70);
    // Fewer seats than a full use of every admission would free: the estimate stays at that bound.
    expect(etaSeconds({ capacity: 10, admissionMinutes: 10 }, 10, null, 1)).toBe(600);
  });

  it('when many students ask at once, then the pace is read once per five seconds, and a failed read is not kept', async () => {
    let reads = 0;
    let fail = false;
    let clock = 0;
    const pace = linePace(
      {
        waitingRoomSeatsFreed: (minutes) => {
          reads += 1;
          expect(minutes).toBe(PACE_MINUTES);
          return fail ? Promise.reject(new Error('database unavailable')) : Promise.resolve(reads);
        },
      },
      () => clock,
    );
    expect(await Promise.all([pace(), pace(), pace()])).toEqual([1, 1, 1]);
    clock = 4_999;
    expect(await pace()).toBe(1);
    clock = 5_000;
    fail = true;
    await expect(pace()).rejects.toThrow('database unavailable');
    fail = false;
    expect(await pace()).toBe(3);
    expect(reads).toBe(3);
  });
});

describe('the line as each API instance views it', () => {
  /** A line of `length` waiting tickets t1…tn of students u1…un, the first drawn until `draw`. */
  const lineOf = (length: number, draw: string | null = null): WaitingLine => ({
    tickets: Array.from({ length }, (_, i) => `t${i + 1}`),
    users: Array.from({ length }, (_, i) => `u${i + 1}`),
    draws: Array.from({ length }, (_, i) => (i === 0 ? draw : null)),
    // Keys 10, 20, 30…, with seqs that do not follow them (the first minute's draw places later arrivals ahead).
    sortKeysUs: Array.from({ length }, (_, i) => (i + 1) * 10),
    seqs: Array.from({ length }, (_, i) => length - i),
  });

  it('when students ask within a second, then the line is read once; up to 5 s old it answers while a newer one is read; older, the read is waited for', async () => {
    let clock = 0;
    let reads = 0;
    let release = (): void => undefined;
    const view = lineView(
      {
        waitingLine: () => {
          reads += 1;
          const line = lineOf(reads);
          return reads === 2 ? new Promise((resolve) => (release = () => resolve(line))) : Promise.resolve(line);
        },
      },
      () => clock,
    );
    const [a, b] = await Promise.all([view(), view()]);
    expect(a).toBe(b);
    expect(a.place('t1')).toEqual({ userId: 'u1', position: 1, drawAt: null });
    expect(a.place('t2')).toBeUndefined();
    clock = 999;
    await view();
    expect(reads).toBe(1);

    // A second on, the second read hangs: the view of a second ago answers meanwhile, and it is read once.
    clock = 1_000;
    expect((await view()).place('t2')).toBeUndefined();
    clock = 4_999;
    expect((await view()).place('t2')).toBeUndefined();
    expect(reads).toBe(2);
    release();
    await Promise.resolve();
    await Promise.resolve();
    clock = 5_500;
    expect((await view()).place('t2')).toEqual({ userId: 'u2', position: 2, drawAt: null });
    // More than 5 s on, the next read is waited for.
    clock = 20_000;
    expect((await view()).place('t3')).toEqual({ userId: 'u3', position: 3, drawAt: null });
    expect(reads).toBe(3);
  });

  it('when a key is placed in the view, then it counts those before it in the line’s order, ties by seq', async () => {
    const view = await lineView({ waitingLine: () => Promise.resolve(lineOf(5)) })();
    // Keys 10…50 with seqs 5…1.
    expect(view.ahead(5, 99)).toBe(0);
    expect(view.ahead(10, 5)).toBe(0);
    expect(view.ahead(10, 6)).toBe(1);
    expect(view.ahead(25, 1)).toBe(2);
    expect(view.ahead(50, 1)).toBe(4);
    expect(view.ahead(51, 0)).toBe(5);
    const empty = await lineView({ waitingLine: () => Promise.resolve(lineOf(0)) })();
    expect(empty.ahead(10, 1)).toBe(0);
  });

  it('when a read fails, then it is not kept: the next ask reads again', async () => {
    let fail = true;
    const view = lineView(
      { waitingLine: () => (fail ? Promise.reject(new Error('database unavailable')) : Promise.resolve(lineOf(1))) },
      () => 0,
    );
    await expect(view()).rejects.toThrow('database unavailable');
    fail = false;
    expect((await view()).place('t1')?.position).toBe(1);
  });

  describe('GET /queue/{ticket} answered from it', () => {
    const room = { capacity: 2, admissionMinutes: 10 };
    const pace = () => Promise.resolve(0);
    const student = (id: string): AuthUser => ({ id, email: null, role: null });
    const counted: TicketState = { outcome: 'waiting', position: 7, ahead: 6, drawAt: null };

    function storeCounting() {
      const asked: string[] = [];
      const store = {
        waitingRoomStatus: (ticket: string) => {
          asked.push(ticket);
          return Promise.resolve(counted);
        },
      } as unknown as HostelStore;
      return { store, asked };
    }

    const viewOf =
      (line: WaitingLine): LineView =>
      () =>
        lineView({ waitingLine: () => Promise.resolve(line) })();

    it('when the student’s place is further back than the head, then it comes from the view, with its draw, and the database counts nothing', async () => {
      const { store, asked } = storeCounting();
      const far = LINE_VIEW_FROM + 1;
      const drawAt = new Date(Date.now() + 30_000).toISOString();
      const line = lineOf(far, null);
      line.draws[far - 1] = drawAt;
      expect(await waitingRoomStatus(store, room, pace, viewOf(line), student(`u${far}`), `t${far}`)).toEqual({
        admitted: false,
        position: far,
        ahead: far - 1,
        eta_seconds: etaSeconds(room, far, drawAt, 0),
      });
      expect(asked).toEqual([]);
    });

    it('when a student enters far back, then their new place is where its key falls in the view, never nearer than the database counted', async () => {
      const { store, asked } = storeCounting();
      const far = (sortKeyUs: number) =>
        ({
          ...store,
          enterSelection: () =>
            Promise.resolve({
              windows: [],
              joined: { outcome: 'ticket', ticket: 'new', state: { outcome: 'far', sortKeyUs, seq: 1, drawAt: null } },
            }),
        }) as unknown as HostelStore;
      const hostels = () => Promise.resolve(['Kanhar']);
      const line = viewOf(lineOf(300));
      const enter = (sortKeyUs: number, view: LineView = line) =>
        enterSelection(far(sortKeyUs), hostels, room, pace, view, student('u0'), 'Kanhar');
      // Keys run 10, 20… 3000: a key of 1505 has 150 ahead of it in the view.
      expect((await enter(1505)).line).toMatchObject({ ticket: 'new', admitted: false, position: 151, ahead: 150 });
      // A view of a moment ago may know fewer ahead than the database counted: at least LINE_VIEW_FROM stand ahead.
      expect((await enter(35)).line).toMatchObject({ position: LINE_VIEW_FROM + 1, ahead: LINE_VIEW_FROM });
      expect(asked).toEqual([]);
      // Without a view, the database counts the place in full.
      const failing: LineView = () => Promise.reject(new Error('database unavailable'));
      expect((await enter(1505, failing)).line).toMatchObject({ position: 7, ahead: 6 });
      expect(asked).toEqual(['new']);
    });

    it('when the place is near the head, the ticket is another student’s or unknown to the view, or the view cannot be read, then the database answers', async () => {
      const { store, asked } = storeCounting();
      const line = lineOf(LINE_VIEW_FROM + 1);
      const head = `t${LINE_VIEW_FROM}`;
      const far = `t${LINE_VIEW_FROM + 1}`;
      const failing: LineView = () => Promise.reject(new Error('database unavailable'));
      await waitingRoomStatus(store, room, pace, viewOf(line), student(`u${LINE_VIEW_FROM}`), head);
      await waitingRoomStatus(store, room, pace, viewOf(line), student('u1'), far);
      await waitingRoomStatus(store, room, pace, viewOf(line), student('u1'), 'not-in-line');
      const answered = await waitingRoomStatus(store, room, pace, failing, student(`u${LINE_VIEW_FROM + 1}`), far);
      expect(answered).toMatchObject({ position: 7, ahead: 6 });
      expect(asked).toEqual([head, far, 'not-in-line', far]);
    });
  });
});

describe('the waiting room', () => {
  let firstTicket: string;
  let secondTicket: string;
  /** The first student's place after their admission ran out. */
  let firstAgain: string;

  it('when there is no token, then every route answers 401', async () => {
    expect((await h.call<ErrorAnswer>('POST', '/queue', { body: { hostel: 'Kanhar' } })).body.code).toBe(
      'missing_token',
    );
    const res = await h.call<ErrorAnswer>('GET', `/queue/${crypto.randomUUID()}`);
    expect(res.status).toBe(401);
    expect(res.body.code).toBe('missing_token');
    const left = await h.call<ErrorAnswer>('POST', `/queue/${crypto.randomUUID()}/leave`, { body: {} });
    expect(left.status).toBe(401);
  });

  it('when a student joins 38 s before their window for the hostel opens, then 403 outside_window says when it opens, and no place is taken', async () => {
    const [early] = await h.createStudents(1, 'early');
    if (!early) throw new Error('no student');
    await h.sql(
      `with w as (
         insert into public.selection_windows (name, opens_at, closes_at, audience)
         values ('Indravati day', now() + interval '38 seconds', now() + interval '2 hours', 'everyone') returning id)
       insert into public.selection_window_hostels (window_id, hostel_name) select id, 'Indravati' from w`,
    );
    const [window] = await h.sql<{ opens_at: string }>(
      `select to_json(opens_at) #>> '{}' as opens_at from public.selection_windows where name = 'Indravati day'`,
    );
    const refused = await join(early, undefined, 'Indravati');
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('outside_window');
    expect(refused.body.message).toMatch(/Indravati has not opened yet/);
    expect(Date.parse(refused.body.opens_at ?? '')).toBe(Date.parse(window?.opens_at ?? ''));
    const [live] = await h.sql<{ n: number }>(
      'select count(*)::int as n from public.waiting_room_tickets where user_id = $1',
      [early.userId],
    );
    expect(live?.n).toBe(0);
    await h.sql(`delete from public.selection_windows where name = 'Indravati day'`);
  });

  it('when a student joins the line of a hostel not under selection, or names no hostel, then 404 no_waiting_room or 400, and no place', async () => {
    const [student] = await h.createStudents(1, 'free');
    if (!student) throw new Error('no student');
    const free = await join(student, undefined, 'Gopad');
    expect(free.status).toBe(404);
    expect(free.body).toEqual({
      message: 'Gopad is not under selection: there is no line to wait in, you may choose a bed straight away.',
      code: 'no_waiting_room',
    });
    const unnamed = await h.call<ErrorAnswer>('POST', '/queue', { token: student.token, body: {} });
    expect(unnamed.status).toBe(400);
    expect(unnamed.body).toEqual({ message: 'hostel is required', code: 'invalid_request' });
  });

  it('when the first student joins twice, then they are admitted at once, with the same ticket both times', async () => {
    const one = await join(first);
    expect(one.status).toBe(200);
    expect(one.body.admitted).toBe(true);
    expect(one.body.ticket).toMatch(/^[0-9a-f-]{36}$/);
    const lasts = Date.parse(one.body.expires_at ?? '') - Date.now();
    expect(lasts).toBeGreaterThan((ADMISSION_MINUTES - 1) * 60_000);
    expect(lasts).toBeLessThanOrEqual(ADMISSION_MINUTES * 60_000);
    firstTicket = one.body.ticket ?? '';
    const again = await join(first, other.url);
    expect(again.body).toEqual(one.body);
  });

  it('when a second student joins through another API instance, then they wait first in line with an estimate', async () => {
    const res = await join(second, other.url);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ admitted: false, position: 1, ahead: 0, eta_seconds: ADMISSION_MINUTES * 60 });
    secondTicket = res.body.ticket ?? '';
    expect((await ask(second, secondTicket)).body).toEqual({
      admitted: false,
      position: 1,
      ahead: 0,
      eta_seconds: ADMISSION_MINUTES * 60,
    });
    expect((await ask(first, firstTicket)).body).toMatchObject({ admitted: true });
  });

  it('when a student asks about another student’s ticket, or one that does not exist, then 404; a malformed ticket is 400', async () => {
    for (const ticket of [firstTicket, crypto.randomUUID()]) {
      const res = await ask(second, ticket);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ message: 'Ticket not found', code: 'not_found' });
    }
    const bad = await ask(second, 'not-a-ticket');
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ message: 'ticket must be a ticket id (a UUID)', code: 'invalid_request' });
  });

  it('when a student who is not admitted asks for a payment intent under selection, then 403 not_admitted and nothing is held; the admitted student books', async () => {
    const [room] = await h.vacantRooms('Kanhar', 1);
    if (!room) throw new Error('no vacant room');
    const refused = await book(second, room);
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('not_admitted');
    expect(refused.body.message).toMatch(/waiting room/);
    expect(await h.bookingsForRoom(room.id)).toEqual([]);
    const stranger = await book(third, room, other.url);
    expect(stranger.status).toBe(403);

    const booked = await book(first, room);
    expect(booked.status).toBe(200);
    expect(booked.body.paymentIntentId).toMatch(/^pi_/);
  });

  it('when a student who is not admitted asks for a payment intent in a hostel not under selection, then it is held as without a waiting room', async () => {
    const [room] = await h.vacantRooms('Gopad', 1);
    if (!room) throw new Error('no vacant room');
    const booked = await book(second, room, other.url);
    expect(booked.status).toBe(200);
    expect(booked.body.paymentIntentId).toMatch(/^pi_/);
  });

  it('when the admission expires, then the next in line is admitted; the expired student keeps their live hold but joins again at the back', async () => {
    const [held] = await h.sql<{ id: number; hostel_name: string }>(
      `select r.id::int as id, r.hostel_name from public.beds b join public.hostel_room r on r.id = b.room_id
       where b.held_by = $1`,
      [first.userId],
    );
    if (!held) throw new Error('the first student holds no bed');
    await h.sql(
      `update public.waiting_room_tickets
       set admitted_at = now() - interval '11 minutes', expires_at = now() - interval '1 minute'
       where id = $1`,
      [firstTicket],
    );
    expect((await ask(second, secondTicket)).body).toMatchObject({ admitted: true });
    const gone = await ask(first, firstTicket);
    expect(gone.status).toBe(410);
    expect(gone.body.code).toBe('admission_expired');

    // A retry on the held room (another card, a reload) outlives the admission; another room does not.
    expect((await book(first, held)).status).toBe(200);
    const [elsewhere] = await h.vacantRooms('Kanhar', 1);
    if (!elsewhere) throw new Error('no vacant room');
    expect((await book(first, elsewhere)).body.code).toBe('not_admitted');

    const rejoined = await join(first);
    expect(rejoined.body.ticket).not.toBe(firstTicket);
    expect(rejoined.body).toMatchObject({ admitted: false, position: 1 });
    firstAgain = rejoined.body.ticket ?? '';
  });

  it('when the admitted student pays, then their admission ends, the next in line is admitted at once, and the payer takes no place again', async () => {
    const [room] = await h.vacantRooms('Kanhar', 1);
    if (!room) throw new Error('no vacant room');
    const booked = await book(second, room);
    expect(booked.status).toBe(200);
    const confirmed = await h.stripe.paymentIntents.confirm(booked.body.paymentIntentId ?? '', {
      payment_method: 'pm_card_visa',
      return_url: 'http://localhost:5173/success',
    });
    expect(confirmed.status).toBe('succeeded');
    await eventually(
      () => h.room(room.id),
      (r) => r.status,
    );

    expect((await ask(first, firstAgain)).body).toMatchObject({ admitted: true });
    const ended = await ask(second, secondTicket);
    expect(ended.status).toBe(410);
    expect(ended.body.code).toBe('admission_expired');
    // They have their bed and may not hold another, so joining again takes no place and no seat.
    const again = await join(second);
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('already_booked');
  });
});

describe('without SELECTION_CAPACITY', () => {
  it('when a student joins or asks, then 404 no_waiting_room; create-payment-intent works as before for anyone', async () => {
    const joined = await join(third, open.url);
    expect(joined.status).toBe(404);
    expect(joined.body.message).toBe('There is no waiting room at the moment: you may choose a bed straight away.');
    expect(joined.body.code).toBe('no_waiting_room');
    const asked = await h.call<ErrorAnswer>('GET', `/queue/${crypto.randomUUID()}`, {
      token: third.token,
      baseUrl: open.url,
    });
    expect(asked.body.code).toBe('no_waiting_room');

    const [room] = await h.vacantRooms('Gopad', 1);
    if (!room) throw new Error('no vacant room');
    const booked = await book(third, room, open.url);
    expect(booked.status).toBe(200);
    expect(booked.body.paymentIntentId).toMatch(/^pi_/);
  });
});

describe('entering a hostel’s selection (POST /selection/enter)', () => {
  interface EntryAnswer {
    selection: { selection_hostels: string[]; windows: { name: string; hostels: string[]; open: boolean }[] };
    line: PlaceAnswer | null;
  }
  const enter = (student: Session, hostel: unknown, baseUrl?: string) =>
    h.call<EntryAnswer & ErrorAnswer>('POST', '/selection/enter', {
      token: student.token,
      body: { hostel },
      ...(baseUrl ? { baseUrl } : {}),
    });

  it('when there is no token, or the hostel is not a hostel name, then 401 or 400 and no place is taken', async () => {
    const anonymous = await h.call<ErrorAnswer>('POST', '/selection/enter', { body: { hostel: 'Kanhar' } });
    expect(anonymous.status).toBe(401);
    const cases: [unknown, string][] = [
      [undefined, 'hostel is required'],
      [42, 'hostel must be a string'],
      ['kanhar; drop table', 'hostel must be a hostel name'],
      ['K'.repeat(100), 'hostel must be a hostel name'],
    ];
    for (const [hostel, message] of cases) {
      const res = await enter(third, hostel);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ message, code: 'invalid_request' });
    }
    const [live] = await h.sql<{ n: number }>(
      `select count(*)::int as n from public.waiting_room_tickets where user_id = $1 and ended_at is null`,
      [third.userId],
    );
    expect(live?.n).toBe(0);
  });

  it('when the student’s window for the hostel is open, then one call answers their windows and takes their place, the one POST /queue finds', async () => {
    const entered = await enter(third, 'Kanhar', other.url);
    expect(entered.status).toBe(200);
    expect(entered.body.selection.selection_hostels).toEqual(['Kanhar']);
    expect(entered.body.selection.windows).toMatchObject([{ name: 'Selection day', hostels: ['Kanhar'], open: true }]);
    expect(entered.body.line).toMatchObject({ admitted: false, position: 1, ahead: 0 });
    const joined = await join(third);
    expect(joined.body.ticket).toBe(entered.body.line?.ticket);
    expect((await enter(third, 'Kanhar')).body.line?.ticket).toBe(joined.body.ticket);
  });

  it('when the hostel is not under selection, or the student’s window for it is still to open, then their windows and no place', async () => {
    const [student] = await h.createStudents(1, 'enter');
    if (!student) throw new Error('no student');
    const free = await enter(student, 'Gopad');
    expect(free.status).toBe(200);
    expect(free.body).toEqual({
      selection: expect.objectContaining({ selection_hostels: ['Kanhar'] }) as unknown,
      line: null,
    });

    await h.sql(
      `with w as (
         insert into public.selection_windows (name, opens_at, closes_at, audience)
         values ('Later', now() + interval '1 hour', now() + interval '2 hours', 'everyone') returning id)
       insert into public.selection_window_hostels (window_id, hostel_name) select id, 'Shivnath' from w`,
    );
    const later = await enter(student, 'Shivnath');
    expect(later.body.line).toBeNull();
    expect(later.body.selection.windows).toContainEqual(expect.objectContaining({ name: 'Later', open: false }));
    const [live] = await h.sql<{ n: number }>(
      `select count(*)::int as n from public.waiting_room_tickets where user_id = $1`,
      [student.userId],
    );
    expect(live?.n).toBe(0);
    await h.sql(`delete from public.selection_windows where name = 'Later'`);
  });

  it('when the student already has a bed, or the waiting room is off, then their windows and no place', async () => {
    const booked = await enter(second, 'Kanhar');
    expect(booked.status).toBe(200);
    expect(booked.body.line).toBeNull();
    const off = await enter(first, 'Kanhar', open.url);
    expect(off.status).toBe(200);
    expect(off.body.selection.windows).toMatchObject([{ name: 'Selection day', open: true }]);
    expect(off.body.line).toBeNull();
  });
});

describe('leaving the line (POST /queue/{ticket}/leave)', () => {
  it('when an admitted student leaves, then their seat goes to the next in line at once, and their own place has ended', async () => {
    const admitted = await join(first);
    expect(admitted.body.admitted).toBe(true);
    const waiting = await join(third);
    expect(waiting.body).toMatchObject({ admitted: false, position: 1 });
    const ticket = admitted.body.ticket ?? '';

    const stranger = await leave(third, ticket);
    expect(stranger.status).toBe(404);
    expect(stranger.body.code).toBe('not_found');
    const left = await leave(first, ticket);
    expect(left.status).toBe(200);
    expect(left.body).toEqual({ left: true });

    expect((await ask(third, waiting.body.ticket ?? '')).body).toMatchObject({ admitted: true });
    expect((await ask(first, ticket)).status).toBe(410);
    expect((await leave(first, ticket)).body).toEqual({ left: true });
  });
});
