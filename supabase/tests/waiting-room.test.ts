// The selection-day waiting room as the server calls it (the service role) on both engines: admission up to
// the capacity, the line behind it, admissions that expire or end with a payment, one ticket per student, concurrent
// arrivals, the shuffled first minute after a selection window opens, and holds outside selection needing no admission.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { TestClient } from '@campus-hostel/emulators/testing';
import { ENGINES, startProject, type TestProject } from './project';

const ADMIN = { p_actor_id: '00000000-0000-4000-8000-00000000a001', p_actor_email: 'admin@hostel.local' };
const MINUTES = 10;

interface Answer {
  outcome: string;
  position: number | null;
  ahead: number | null;
  expires_at: string | null;
  draw_at: string | null;
}

type Joined = Answer & { ticket: string };

describe.each(ENGINES)('waiting room on %s', (engine) => {
  let project: TestProject;
  let service: TestClient;

  const call = <T>(fn: string, args: Record<string, unknown>) => project.call<T>(fn, args);

  const students = (count: number): Promise<string[]> => project.accounts('queue', count);

  async function join(userId: string, capacity = 2, hostel = 'Kanhar'): Promise<Joined> {
    const [row] = await call<Joined[]>('waiting_room_join', {
      p_user_id: userId,
      p_hostel_name: hostel,
      p_capacity: capacity,
      p_minutes: MINUTES,
    });
    if (!row) throw new Error('waiting_room_join answered nothing');
    return row;
  }

  async function status(ticket: string, userId: string, capacity = 2): Promise<Answer> {
    const [row] = await call<Answer[]>('waiting_room_status', {
      p_ticket: ticket,
      p_user_id: userId,
      p_capacity: capacity,
      p_minutes: MINUTES,
    });
    if (!row) throw new Error('waiting_room_status answered nothing');
    return row;
  }

  const admitted = (userId: string, roomId: number) =>
    call<boolean>('waiting_room_admitted', { p_user_id: userId, p_room_id: roomId });

  /** A free bed of the hostel: its id and its room's. */
  async function freeBed(hostel = 'Kanhar'): Promise<{ id: number; room_id: number }> {
    const [bed] = await project.sql<{ id: number; room_id: number }>(
      `select b.id::int as id, b.room_id::int as room_id from public.beds b join public.hostel_room r on r.id = b.room_id
       where r.hostel_name = $1 and not r.out_of_service
         and not b.occupied and b.held_by is null and b.reserved_until is null
       order by b.id desc limit 1`,
      [hostel],
    );
    if (!bed) throw new Error(`no free bed in ${hostel}`);
    return bed;
  }

  /** A window for everyone, over Kanhar only unless told, that opened `secondsAgo` seconds ago, open an hour more. */
  async function windowOpened(secondsAgo: number, hostels = ['Kanhar'], name = 'Selection day'): Promise<number> {
    const { data, error } = await service.rpc('save_selection_window', {
      p_id: null,
      p_name: name,
      p_opens_at: new Date(Date.now() - secondsAgo * 1000).toISOString(),
      p_closes_at: new Date(Date.now() + 3_600_000).toISOString(),
      p_hostels: hostels,
      p_audience: 'everyone',
      p_slot_size: null,
      p_slot_minutes: null,
      p_emails: null,
      ...ADMIN,
    });
    const [row] = (data ?? []) as { outcome: string; window_id: number }[];
    if (error || row?.outcome !== 'saved') throw error ?? new Error(`save_selection_window: ${row?.outcome}`);
    return row.window_id;
  }

  /** Ends an admission as time passing would: it was granted MINUTES + 1 minutes ago. */
  const expire = (ticket: string) =>
    project.sql(
      `update public.waiting_room_tickets
       set admitted_at = now() - make_interval(mins => $2 + 1), expires_at = now() - interval '1 minute'
       where id = $1`,
      [ticket, MINUTES],
    );

  beforeAll(async () => {
    project = await startProject(engine);
    service = project.service;
  }, 120_000);

  afterAll(async () => {
    await project.close();
  });

  beforeEach(async () => {
    await project.sql('delete from public.waiting_room_tickets');
    await project.sql('delete from public.selection_windows');
  });

  it('when three students join a room of two, then two are admitted for ADMISSION_MINUTES and the third waits first in line', async () => {
    await windowOpened(300);
    const [a, b, c] = await students(3);
    if (!a || !b || !c) throw new Error('no students');
    const first = await join(a);
    const second = await join(b);
    const third = await join(c);
    expect(first).toMatchObject({ outcome: 'admitted', position: null, ahead: null });
    expect(second.outcome).toBe('admitted');
    const lasts = new Date(first.expires_at ?? 0).getTime() - Date.now();
    expect(lasts).toBeGreaterThan((MINUTES - 1) * 60_000);
    expect(lasts).toBeLessThanOrEqual(MINUTES * 60_000);
    expect(third).toMatchObject({ outcome: 'waiting', position: 1, ahead: 0, expires_at: null, draw_at: null });
    expect(await status(third.ticket, c)).toMatchObject({ outcome: 'waiting', position: 1 });
    const kanhar = (await freeBed()).room_id;
    expect(await admitted(a, kanhar)).toBe(true);
    expect(await admitted(c, kanhar)).toBe(false);
  });

  it('when a hostel is not under selection, then a hold there needs no admission; under selection it does, until every window over it has closed', async () => {
    const [a] = await students(1);
    if (!a) throw new Error('no students');
    const kanhar = (await freeBed('Kanhar')).room_id;
    const gopad = (await freeBed('Gopad')).room_id;
    expect(await admitted(a, kanhar)).toBe(true);

    await windowOpened(300);
    expect(await admitted(a, kanhar)).toBe(false);
    expect(await admitted(a, gopad)).toBe(true);

    await project.sql(
      `update public.selection_windows set opens_at = now() - interval '2 hours', closes_at = now() - interval '1 second'`,
    );
    expect(await admitted(a, kanhar)).toBe(true);
  });

  it('when an admitted student pays for their bed, then their admission ends, the next in line is admitted at the next status call, and the payer takes no place again', async () => {
    await windowOpened(300);
    const [a, b] = await students(2);
    if (!a || !b) throw new Error('no students');
    const first = await join(a, 1);
    const second = await join(b, 1);
    expect(first.outcome).toBe('admitted');
    expect(second).toMatchObject({ outcome: 'waiting', position: 1 });

    await project.declare([a]);
    const bed = await freeBed();
    const [held] = await call<{ outcome: string; booking_id: number | null }[]>('hold_bed', {
      p_room_id: bed.room_id,
      p_hostel_name: 'Kanhar',
      p_user_id: a,
      p_hold_minutes: 15,
      p_currency: 'inr',
      p_name: 'Kabir Khan',
      p_email: 'kabir@test.hostel.local',
      p_state: 'Chhattisgarh',
      p_city: 'Raipur',
      p_pincode: '492010',
      p_user_type: 'student',
      p_description: '',
    });
    expect(held?.outcome).toBe('held');
    const intent = `pi_queue_${engine}_${first.ticket}`;
    await call('attach_payment_intent', { p_booking_id: held?.booking_id, p_payment_intent_id: intent });
    const [paid] = await call<{ outcome: string }[]>('finalise_booking', { p_payment_intent_id: intent });
    expect(paid?.outcome).toBe('paid');

    expect(await status(second.ticket, b, 1)).toMatchObject({ outcome: 'admitted' });
    expect((await status(first.ticket, a, 1)).outcome).toBe('expired');
    // With a bed of their own they may not hold another: a join takes no place and no seat.
    expect(await join(a, 1)).toMatchObject({ ticket: null, outcome: 'booked' });
    const [live] = await project.sql<{ n: number }>(
      `select count(*)::int as n from public.waiting_room_tickets where user_id = $1 and ended_at is null`,
      [a],
    );
    expect(live?.n).toBe(0);
  });

  it('when the waiting room is on, then hold_bed refuses a student outside their window with outside_window first, one inside it without an admission with not_admitted, and holds for the admitted', async () => {
    const [a, b] = await students(2);
    if (!a || !b) throw new Error('no students');
    await project.declare([a, b]);
    const bed = await freeBed();
    const hold = async (userId: string) => {
      const [row] = await call<{ outcome: string; opens_at: string | null }[]>('hold_bed', {
        p_room_id: bed.room_id,
        p_hostel_name: 'Kanhar',
        p_user_id: userId,
        p_hold_minutes: 15,
        p_currency: 'inr',
        p_name: 'Kabir Khan',
        p_email: 'kabir@test.hostel.local',
        p_state: 'Chhattisgarh',
        p_city: 'Raipur',
        p_pincode: '492010',
        p_user_type: 'student',
        p_description: '',
        p_waiting_room: true,
      });
      return row;
    };

    await windowOpened(-600);
    expect(await hold(a)).toMatchObject({ outcome: 'outside_window' });
    expect(await project.sql('select 1 from public.waiting_room_tickets')).toHaveLength(0);

    await project.sql(`update public.selection_windows set opens_at = now() - interval '5 minutes'`);
    expect((await join(a, 1)).outcome).toBe('admitted');
    expect((await join(b, 1)).outcome).toBe('waiting');
    expect(await hold(b)).toMatchObject({ outcome: 'not_admitted' });
    expect(await hold(a)).toMatchObject({ outcome: 'held' });
  });

  it('when an admission expires, then the next in line is admitted, and the expired student joins again at the back', async () => {
    await windowOpened(300);
    const [a, b, c, d] = await students(4);
    if (!a || !b || !c || !d) throw new Error('no students');
    const first = await join(a);
    await join(b);
    const third = await join(c);
    const fourth = await join(d);
    expect(fourth).toMatchObject({ outcome: 'waiting', position: 2, ahead: 1 });

    await expire(first.ticket);
    expect(await admitted(a, (await freeBed()).room_id)).toBe(false);
    expect((await status(third.ticket, c)).outcome).toBe('admitted');
    expect(await status(fourth.ticket, d)).toMatchObject({ outcome: 'waiting', position: 1, ahead: 0 });
    expect(await status(first.ticket, a)).toMatchObject({ outcome: 'expired', expires_at: null });

    const again = await join(a);
    expect(again.ticket).not.toBe(first.ticket);
    expect(again).toMatchObject({ outcome: 'waiting', position: 2, ahead: 1 });
  });

  it('when a student joins twice (a second tab or device), then both get the same ticket, waiting or admitted', async () => {
    await windowOpened(300);
    const [a, b, c] = await students(3);
    if (!a || !b || !c) throw new Error('no students');
    const first = await join(a);
    expect(await join(a)).toEqual(first);
    await join(b);
    const waiting = await join(c);
    expect(await join(c)).toMatchObject({ ticket: waiting.ticket, outcome: 'waiting', position: 1 });
    const [live] = await project.sql<{ n: number }>(
      'select count(*)::int as n from public.waiting_room_tickets where user_id = $1',
      [c],
    );
    expect(live?.n).toBe(1);
  });

  it('when a student asks about another student’s ticket or one that never existed, then it is not found either way', async () => {
    await windowOpened(300);
    const [a, b] = await students(2);
    if (!a || !b) throw new Error('no students');
    const ticket = (await join(a)).ticket;
    expect((await status(ticket, b)).outcome).toBe('not_found');
    expect((await status(crypto.randomUUID(), a)).outcome).toBe('not_found');
  });

  it('when an admission has run out, then a live hold on the room no longer lets the student hold there (a switch to the other bed checks admission)', async () => {
    await windowOpened(300);
    const [a] = await students(1);
    if (!a) throw new Error('no students');
    const ticket = (await join(a)).ticket;
    await expire(ticket);
    const bed = await freeBed();
    const [other] = await project.sql<{ id: number }>(
      `select r.id::int as id from public.hostel_room r where r.hostel_name = 'Kanhar' and r.id <> $1 limit 1`,
      [bed.room_id],
    );
    if (!other) throw new Error('no other room');
    await project.sql(`update public.beds set held_by = $1, held_until = now() + interval '5 minutes' where id = $2`, [
      a,
      bed.id,
    ]);
    expect(await admitted(a, bed.room_id)).toBe(false);
    expect(await admitted(a, other.id)).toBe(false);
    await project.sql('update public.beds set held_by = null, held_until = null where id = $1', [bed.id]);
  });

  it('when the capacity or the minutes are out of range, or no hostel is named, then the call is refused', async () => {
    const [a] = await students(1);
    const args = { p_user_id: a, p_hostel_name: 'Kanhar', p_capacity: 2, p_minutes: MINUTES };
    for (const wrong of [{ p_capacity: 0 }, { p_minutes: 10_000 }, { p_hostel_name: null }]) {
      const refused = await service.rpc('waiting_room_join', { ...args, ...wrong });
      expect(refused.error?.code).toBe('22023');
    }
  });

  it('when 30 students arrive at once, each from two tabs, then there are 30 tickets, the capacity is admitted and the rest stand at 1..n', async () => {
    await windowOpened(300);
    const ids = await students(30);
    const capacity = 5;
    const answers = await Promise.all(ids.flatMap((id) => [join(id, capacity), join(id, capacity)]));
    const byStudent = ids.map((_, i) => [answers[2 * i], answers[2 * i + 1]]);
    for (const [one, two] of byStudent) expect(one?.ticket).toBe(two?.ticket);
    const tickets = new Set(answers.map((a) => a.ticket));
    expect(tickets.size).toBe(30);

    const now = await Promise.all(ids.map((id, i) => status(byStudent[i]?.[0]?.ticket ?? '', id, capacity)));
    expect(now.filter((a) => a.outcome === 'admitted')).toHaveLength(capacity);
    const positions = now
      .flatMap((a) => (a.outcome === 'waiting' ? [a.position] : []))
      .sort((x, y) => (x ?? 0) - (y ?? 0));
    expect(positions).toEqual(Array.from({ length: 30 - capacity }, (_, i) => i + 1));
    const [live] = await project.sql<{ n: number }>(
      'select count(*)::int as n from public.waiting_room_tickets where ended_at is null and admitted_at is not null',
    );
    expect(live?.n).toBe(capacity);
  });

  it('when students arrive in the first minute after their window opens, then their places are shuffled and none is admitted before the minute ends', async () => {
    await windowOpened(10);
    const ids = await students(20);
    const joined: Joined[] = [];
    for (const id of ids) joined.push(await join(id, 2));
    expect(joined.every((j) => j.outcome === 'waiting' && j.draw_at !== null)).toBe(true);
    // Places as they stand once everyone has arrived (a later arrival of the minute may have been placed ahead).
    const places = await Promise.all(joined.map(async (j, i) => (await status(j.ticket, ids[i] ?? '', 2)).position));
    expect([...places].sort((x, y) => (x ?? 0) - (y ?? 0))).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    const byPlace = joined.map((j, i) => ({ ...j, who: ids[i] ?? '', place: places[i] ?? 0 }));
    byPlace.sort((x, y) => x.place - y.place);
    expect(byPlace.map((j) => j.ticket)).not.toEqual(joined.map((j) => j.ticket));

    // The minute ends: the first two places, not the first two arrivals, are admitted.
    await project.sql(`update public.waiting_room_tickets set draw_at = now() - interval '1 second'`);
    const [one, two] = byPlace;
    if (!one || !two) throw new Error('no head of the line');
    expect((await status(one.ticket, one.who, 2)).outcome).toBe('admitted');
    expect((await status(two.ticket, two.who, 2)).outcome).toBe('admitted');
    const third = byPlace[2];
    if (!third) throw new Error('no third place');
    expect(await status(third.ticket, third.who, 2)).toMatchObject({ outcome: 'waiting', position: 1 });
  });

  it('when a student enters a hostel, then selection_enter answers their windows, and takes their place only while one is open for that hostel', async () => {
    type Entered = Joined & { windows: { name: string; hostels: string[]; open: boolean }[] };
    const enter = async (userId: string, hostel: string): Promise<Entered> => {
      const [row] = await call<Entered[]>('selection_enter', {
        p_user_id: userId,
        p_hostel_name: hostel,
        p_capacity: 2,
        p_minutes: MINUTES,
        p_count_within: 100,
      });
      if (!row) throw new Error('selection_enter answered nothing');
      return row;
    };
    const [a] = await students(1);
    if (!a) throw new Error('no student');
    await windowOpened(-600);
    const early = await enter(a, 'Kanhar');
    expect(early).toMatchObject({ ticket: null, outcome: 'not_open', position: null });
    expect(early.windows).toEqual([
      expect.objectContaining({ name: 'Selection day', hostels: ['Kanhar'], open: false }),
    ]);
    expect(await project.sql('select 1 from public.waiting_room_tickets')).toEqual([]);

    await project.sql('delete from public.selection_windows');
    await windowOpened(300);
    const entered = await enter(a, 'Kanhar');
    expect(entered).toMatchObject({ outcome: 'admitted', windows: [{ name: 'Selection day', open: true }] });
    expect((await join(a)).ticket).toBe(entered.ticket);
    expect(await enter(a, 'Gopad')).toMatchObject({ ticket: null, outcome: 'not_open', windows: [{ open: true }] });
    for (const [capacity, within] of [
      [0, 100],
      [2, 0],
    ]) {
      const refused = await service.rpc('selection_enter', {
        p_user_id: a,
        p_hostel_name: 'Kanhar',
        p_capacity: capacity,
        p_minutes: MINUTES,
        p_count_within: within,
      });
      expect(refused.error?.code).toBe('22023');
    }
  });

  it('when students wait, then waiting_room_line lists them in line order with their draws, as waiting_room_status places them, and none admitted', async () => {
    await windowOpened(10);
    const ids = await students(8);
    const joined: Joined[] = [];
    for (const id of ids) joined.push(await join(id, 2));
    type Line = {
      tickets: string[];
      users: string[];
      draws: (string | null)[];
      sort_keys_us: number[];
      seqs: number[];
    };
    const [line] = await call<Line[]>('waiting_room_line', {});
    if (!line) throw new Error('waiting_room_line answered nothing');
    expect(line.tickets).toHaveLength(8);
    expect(line.draws.every((draw) => draw !== null)).toBe(true);
    for (const [i, ticket] of line.tickets.entries()) {
      const who = line.users[i] ?? '';
      expect(joined[ids.indexOf(who)]?.ticket).toBe(ticket);
      expect((await status(ticket, who, 2)).position).toBe(i + 1);
    }
    // The keys are in the line's order.
    const keys = line.sort_keys_us.map((key, i) => [Number(key), Number(line.seqs[i])] as const);
    const sorted = [...keys].sort(([k1, s1], [k2, s2]) => k1 - k2 || s1 - s2);
    expect(keys).toEqual(sorted);

    // Entering counts at most p_count_within ahead: further back, the place answers its key instead.
    const last = line.users[7] ?? '';
    const [near] = await call<(Joined & { sort_key_us: number; seq: number })[]>('selection_enter', {
      p_user_id: last,
      p_hostel_name: 'Kanhar',
      p_capacity: 2,
      p_minutes: MINUTES,
      p_count_within: 3,
    });
    expect(near).toMatchObject({ ticket: line.tickets[7], outcome: 'waiting', position: null, ahead: null });
    expect([Number(near?.sort_key_us), Number(near?.seq)]).toEqual(keys[7]);
    const [first] = await call<Joined[]>('selection_enter', {
      p_user_id: line.users[2] ?? '',
      p_hostel_name: 'Kanhar',
      p_capacity: 2,
      p_minutes: MINUTES,
      p_count_within: 3,
    });
    expect(first).toMatchObject({ outcome: 'waiting', position: 3, ahead: 2 });

    // The minute ends and two are admitted: they leave the line, and the rest move up.
    await project.sql(`update public.waiting_room_tickets set draw_at = now() - interval '1 second'`);
    await status(line.tickets[0] ?? '', line.users[0] ?? '', 2);
    const [after] = await call<{ tickets: string[] }[]>('waiting_room_line', {});
    expect(after?.tickets).toEqual(line.tickets.slice(2));
  });

  it('when students arrive after the first minute, then the line is arrival order', async () => {
    await windowOpened(300);
    const ids = await students(6);
    const joined: Joined[] = [];
    for (const id of ids) joined.push(await join(id, 1));
    expect(joined[0]).toMatchObject({ outcome: 'admitted', draw_at: null });
    expect(joined.slice(1).map((j) => j.position)).toEqual([1, 2, 3, 4, 5]);
  });

  it('when admissions end by a payment or by running out, then the pace counts those of its window, not running or waiting ones', async () => {
    const seatsFreed = (minutes: number) => call<number>('waiting_room_seats_freed', { p_window_minutes: minutes });
    await windowOpened(300);
    const [paid, ranOut, longAgo, running, waiting] = await students(5);
    const tickets: string[] = [];
    for (const id of [paid, ranOut, longAgo, running, waiting]) tickets.push((await join(id ?? '', 4)).ticket);
    expect(await seatsFreed(5)).toBe(0);
    await project.sql(`update public.waiting_room_tickets set ended_at = now() - interval '1 minute' where id = $1`, [
      tickets[0],
    ]);
    await project.sql(
      `update public.waiting_room_tickets
       set admitted_at = now() - interval '12 minutes', expires_at = now() - interval '2 minutes' where id = $1`,
      [tickets[1]],
    );
    await project.sql(
      `update public.waiting_room_tickets
       set admitted_at = now() - interval '40 minutes', expires_at = now() - interval '30 minutes',
           ended_at = now() - interval '20 minutes' where id = $1`,
      [tickets[2]],
    );
    expect(await seatsFreed(5)).toBe(2);
    expect(await seatsFreed(60)).toBe(3);
    const refused = await service.rpc('waiting_room_seats_freed', { p_window_minutes: 0 });
    expect(refused.error?.code).toBe('22023');
  });

  describe('a place bound to the student’s own open window for the hostel', () => {
    const kanharRoom = async () => (await freeBed('Kanhar')).room_id;
    const liveTickets = async (userId: string) =>
      project.sql<{ id: string; hostel_name: string }>(
        'select id, hostel_name from public.waiting_room_tickets where user_id = $1 and ended_at is null',
        [userId],
      );

    it('when students join 38 s before their window opens, then they take no place and no admission and are told when it opens; at the opening they are shuffled with the punctual', async () => {
      const windowId = await windowOpened(-38);
      const [early, punctual] = await students(2);
      if (!early || !punctual) throw new Error('no students');
      const refused = await join(early, 2);
      expect(refused).toMatchObject({ ticket: null, outcome: 'not_open', position: null, expires_at: null });
      const [told] = await project.sql<{ right: boolean }>(
        'select opens_at = $2::timestamptz as right from public.selection_windows where id = $1',
        [windowId, (refused as Joined & { opens_at: string }).opens_at],
      );
      expect(told?.right).toBe(true);
      expect(await liveTickets(early)).toEqual([]);
      expect(await admitted(early, await kanharRoom())).toBe(false);

      await project.sql(`update public.selection_windows set opens_at = now() - interval '5 seconds' where id = $1`, [
        windowId,
      ]);
      const first = await join(early, 2);
      const second = await join(punctual, 2);
      for (const place of [first, second]) {
        expect(place).toMatchObject({ outcome: 'waiting', expires_at: null });
        expect(place.draw_at).not.toBeNull();
      }
      expect(await admitted(early, await kanharRoom())).toBe(false);
    });

    it('when a hostel is not under selection, then joining its line takes nothing and says there is nothing to wait for', async () => {
      await windowOpened(300);
      const [a] = await students(1);
      if (!a) throw new Error('no student');
      expect(await join(a, 2, 'Gopad')).toMatchObject({ ticket: null, outcome: 'not_under_selection', opens_at: null });
      expect(await liveTickets(a)).toEqual([]);
    });

    it('when a student is admitted for one hostel, then the admission lets them hold there only, and only while its window is open for them', async () => {
      const kanhar = await windowOpened(300, ['Kanhar'], 'Kanhar day');
      await windowOpened(300, ['Gopad'], 'Gopad day');
      const [a] = await students(1);
      if (!a) throw new Error('no student');
      expect((await join(a, 2, 'Kanhar')).outcome).toBe('admitted');
      expect(await admitted(a, await kanharRoom())).toBe(true);
      expect(await admitted(a, (await freeBed('Gopad')).room_id)).toBe(false);

      // The office moves the window later: Kanhar stays under selection, and the admission no longer opens it.
      await project.sql(
        `update public.selection_windows set opens_at = now() + interval '1 hour', closes_at = now() + interval '2 hours'
         where id = $1`,
        [kanhar],
      );
      expect(await admitted(a, await kanharRoom())).toBe(false);
    });

    it('when the window closes before ADMISSION_MINUTES have passed, then the admission ends at the close, and a place of a closed window ends', async () => {
      const windowId = await windowOpened(300);
      await project.sql(`update public.selection_windows set closes_at = now() + interval '3 minutes' where id = $1`, [
        windowId,
      ]);
      const [a, b] = await students(2);
      if (!a || !b) throw new Error('no students');
      const first = await join(a, 1);
      const [ends] = await project.sql<{ atClose: boolean }>(
        `select t.expires_at = w.closes_at as "atClose" from public.waiting_room_tickets t
         join public.selection_windows w on w.id = t.window_id where t.id = $1`,
        [first.ticket],
      );
      expect(first.outcome).toBe('admitted');
      expect(ends?.atClose).toBe(true);
      const second = await join(b, 1);
      expect(second.outcome).toBe('waiting');

      await project.sql(
        `update public.selection_windows set opens_at = now() - interval '1 hour', closes_at = now() - interval '1 second'
         where id = $1`,
        [windowId],
      );
      expect((await status(second.ticket, b, 1)).outcome).toBe('expired');
    });

    it('when a student with a place enters another hostel, then the place follows them within its window, and ends for a hostel of another window', async () => {
      await windowOpened(300, ['Kanhar', 'Gopad'], 'Boys');
      await windowOpened(300, ['Indravati'], 'Girls');
      const [ahead, a] = await students(2);
      if (!ahead || !a) throw new Error('no students');
      await join(ahead, 1);
      const kanhar = await join(a, 1, 'Kanhar');
      expect(kanhar).toMatchObject({ outcome: 'waiting', position: 1 });
      expect(await join(a, 1, 'Gopad')).toMatchObject({ ticket: kanhar.ticket, outcome: 'waiting', position: 1 });
      expect(await liveTickets(a)).toEqual([{ id: kanhar.ticket, hostel_name: 'Gopad' }]);

      const indravati = await join(a, 1, 'Indravati');
      expect(indravati.ticket).not.toBe(kanhar.ticket);
      expect(await liveTickets(a)).toEqual([{ id: indravati.ticket, hostel_name: 'Indravati' }]);
      expect((await status(kanhar.ticket, a, 1)).outcome).toBe('expired');
    });

    it('when an admitted student leaves the line, then their seat is free at once: the next in line is admitted at the next status call', async () => {
      await windowOpened(300);
      const [a, b] = await students(2);
      if (!a || !b) throw new Error('no students');
      const first = await join(a, 1);
      const second = await join(b, 1);
      expect(first.outcome).toBe('admitted');
      expect(second.outcome).toBe('waiting');

      expect(await call<string>('waiting_room_leave', { p_ticket: first.ticket, p_user_id: b })).toBe('not_found');
      expect(await call<string>('waiting_room_leave', { p_ticket: first.ticket, p_user_id: a })).toBe('left');
      expect(await call<string>('waiting_room_leave', { p_ticket: first.ticket, p_user_id: a })).toBe('left');
      expect(await status(second.ticket, b, 1)).toMatchObject({ outcome: 'admitted' });
      expect((await status(first.ticket, a, 1)).outcome).toBe('expired');
      expect(await call<number>('waiting_room_seats_freed', { p_window_minutes: 5 })).toBe(1);
    });

    it('when anyone asks which hostels are under selection, then a visitor reads each with when its windows open and close, and nothing of who', async () => {
      await windowOpened(300, ['Kanhar', 'Gopad'], 'Boys');
      await windowOpened(-600, ['Kanhar'], 'Later');
      await project.sql(
        `insert into public.selection_windows (name, opens_at, closes_at, audience)
         values ('Over', now() - interval '2 hours', now() - interval '1 hour', 'everyone')`,
      );
      const { data, error } = await project.client().rpc('selection_calendar');
      expect(error).toBeNull();
      const rows = (data ?? []) as Record<string, string>[];
      expect(rows.map((r) => r.hostel_name)).toEqual(['Kanhar', 'Gopad']);
      expect(Object.keys(rows[0] ?? {}).sort()).toEqual(['closes_at', 'hostel_name', 'opens_at']);
      const [boys] = await project.sql<{ right: boolean }>(
        `select opens_at = $1::timestamptz as right from public.selection_windows where name = 'Boys'`,
        [rows[0]?.opens_at],
      );
      expect(boys?.right).toBe(true);
    });
  });
});
