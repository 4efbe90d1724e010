// The waitlist as the server calls it (the service role) on both engines: joining a line and its refusals,
// places "n of m", a freed bed kept for the line and offered to the first in it with a notification, the offered bed
// held only by its student (even outside their selection window), decline and expiry passing it on, paying ending every
// entry, and students reading only their own rows.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINES, startProject, type TestProject } from './project';

const HOURS = 24;
const ADMIN = { p_actor_id: '00000000-0000-4000-8000-00000000a001', p_actor_email: 'admin@hostel.local' };

interface Entry {
  id: number;
  hostel_name: string;
  occupancy: number;
  status: string;
  position: number | null;
  total: number;
  room_id: number | null;
  bed_label: string | null;
  expires_at: string | null;
}

interface Joined {
  outcome: string;
  entry_id: number | null;
  problem: string | null;
}

describe.each(ENGINES)('waitlist on %s', (engine) => {
  let project: TestProject;
  let made = 0;
  let hostels = 0;

  const call = <T>(fn: string, args: Record<string, unknown>) => project.call<T>(fn, args);

  /** Students made in SQL, with a profile that may live in a boys' hostel and a student record (profile: both or neither). */
  async function students(count: number, profile = true): Promise<string[]> {
    const ids = await project.accounts('line', count);
    if (profile) {
      await project.declare(ids);
    }
    return ids;
  }

  async function student(profile = true): Promise<string> {
    const [id] = await students(1, profile);
    if (!id) throw new Error('no student');
    return id;
  }

  /** A boys' hostel of its own for each test, with `singles` single rooms whose beds are all occupied but the last `free`. */
  async function hostel(singles: number, free = 0): Promise<{ name: string; rooms: number[] }> {
    const n = hostels++;
    const name = `Line${String.fromCharCode(97 + (n % 26))}${String.fromCharCode(97 + Math.floor(n / 26))}`;
    await project.sql(
      `insert into public.hostels (name, code, kind, anchor, description, places, sort_order)
       values ($1, $2, 'boys', $3, 'A hostel for the waitlist tests.', $4, 100 + $5)`,
      [name, `WL${n}`, name.toLowerCase(), singles, n],
    );
    const rows = await project.sql<{ id: number }>(
      `insert into public.hostel_room (hostel_name, wing_name, room_number, occupancy, status, person1)
       select $1, 'A', g, 1, g <= $2 - $3, case when g <= $2 - $3 then 'Resident' end from generate_series(1, $2) g
       returning id::int as id`,
      [name, singles, free],
    );
    return { name, rooms: rows.map((r) => r.id).sort((a, b) => a - b) };
  }

  async function join(userId: string, hostelName: string, occupancy = 1): Promise<Joined> {
    const [row] = await call<Joined[]>('waitlist_join', {
      p_user_id: userId,
      p_hostel_name: hostelName,
      p_occupancy: occupancy,
    });
    if (!row) throw new Error('waitlist_join answered nothing');
    return row;
  }

  async function joined(userId: string, hostelName: string): Promise<number> {
    const row = await join(userId, hostelName);
    if (row.outcome !== 'joined' || row.entry_id === null) throw new Error(`join: ${row.outcome}`);
    return row.entry_id;
  }

  const mine = (userId: string) => call<Entry[]>('waitlist_mine', { p_user_id: userId });
  const sweep = () => call<number>('waitlist_sweep', { p_hours: HOURS });
  const leave = (userId: string, entryId: number) =>
    call<string>('waitlist_leave', { p_user_id: userId, p_entry_id: entryId, p_hours: HOURS });

  async function hold(
    userId: string,
    hostelName: string,
    roomId: number,
  ): Promise<{ outcome: string; booking_id: number | null }> {
    const [row] = await call<{ outcome: string; booking_id: number | null }[]>('hold_bed', {
      p_room_id: roomId,
      p_hostel_name: hostelName,
      p_user_id: userId,
      p_hold_minutes: 15,
      p_currency: 'inr',
      p_name: 'Kabir Khan',
      p_email: 'kabir@hostel.local',
      p_state: 'Chhattisgarh',
      p_city: 'Raipur',
      p_pincode: '492010',
      p_user_type: 'student',
      p_description: '',
      p_bed: 'A',
    });
    if (!row) throw new Error('hold_bed answered nothing');
    return row;
  }

  /** Holds and pays for the bed, as the webhook would. */
  async function pay(userId: string, hostelName: string, roomId: number): Promise<void> {
    const held = await hold(userId, hostelName, roomId);
    if (held.outcome !== 'held') throw new Error(`hold: ${held.outcome}`);
    const intent = `pi_waitlist_${engine}_${made++}`;
    expect(
      await call<boolean>('attach_payment_intent', { p_booking_id: held.booking_id, p_payment_intent_id: intent }),
    ).toBe(true);
    const [paid] = await call<{ outcome: string }[]>('finalise_booking', { p_payment_intent_id: intent });
    expect(paid?.outcome).toBe('paid');
  }

  /** The hold on the room lapses as time passing would, and the hold sweep releases it. */
  async function lapse(roomId: number): Promise<void> {
    await project.sql(
      `update public.bookings set hold_ends_at = now() - interval '1 second' where room_id = $1 and status = 'held'`,
      [roomId],
    );
    await project.sql(`update public.beds set held_until = now() - interval '1 second' where room_id = $1`, [roomId]);
    await call('release_expired_holds', {});
  }

  async function entryStatus(entryId: number): Promise<string | undefined> {
    const [row] = await project.sql<{ status: string }>('select status from public.waitlist_entries where id = $1', [
      entryId,
    ]);
    return row?.status;
  }

  beforeAll(async () => {
    project = await startProject(engine);
  }, 120_000);

  afterAll(async () => {
    await project.close();
  });

  it('when a student joins, then the refusals come in the contract’s words: no such line, a bed free, not eligible, a bed owned', async () => {
    const full = await hostel(1);
    const open = await hostel(2, 1);
    const [a, owner] = await students(2);
    if (!a || !owner) throw new Error('no students');
    const outsider = await student(false);

    expect((await join(a, 'Nowhere')).outcome).toBe('not_found');
    expect((await join(a, full.name, 2)).outcome).toBe('not_found');
    expect((await join(a, open.name)).outcome).toBe('beds_free');
    const refused = await join(outsider, full.name);
    expect(refused.outcome).toBe('not_eligible');
    expect(refused.problem).toMatch(/profile/);
    await pay(owner, open.name, open.rooms[1] ?? 0);
    expect((await join(owner, full.name)).outcome).toBe('already_booked');

    const first = await join(a, full.name);
    expect(first.outcome).toBe('joined');
    expect(await join(a, full.name)).toEqual(first);
  });

  it('when three students wait in a line, then each sees their place "n of 3", and leaving moves those behind up', async () => {
    const line = await hostel(2);
    const [a, b, c] = await students(3);
    if (!a || !b || !c) throw new Error('no students');
    const entryA = await joined(a, line.name);
    await joined(b, line.name);
    await joined(c, line.name);
    expect(await mine(c)).toEqual([
      expect.objectContaining({
        hostel_name: line.name,
        occupancy: 1,
        status: 'waiting',
        position: 3,
        total: 3,
        room_id: null,
      }),
    ]);
    expect((await mine(a))[0]).toMatchObject({ position: 1, total: 3 });

    expect(await leave(a, entryA)).toBe('left');
    expect(await leave(a, entryA)).toBe('left');
    expect(await mine(a)).toEqual([]);
    expect((await mine(b))[0]).toMatchObject({ position: 1, total: 2 });
    expect((await mine(c))[0]).toMatchObject({ position: 2, total: 2 });
    expect(await leave(b, entryA)).toBe('not_found');
    expect(await leave(b, 999_999_999)).toBe('not_found');
  });

  it('when a hold lapses in a line where students wait, then the bed is kept from everyone until the sweep offers it to the first, with a notification', async () => {
    const line = await hostel(1);
    const room = line.rooms[0] ?? 0;
    const [holder, first, second, racer] = await students(4);
    if (!holder || !first || !second || !racer) throw new Error('no students');
    await project.sql(`update public.beds set occupied = false, occupant_name = null where room_id = $1`, [room]);
    await project.sql('select public.sync_room($1)', [room]);
    expect((await hold(holder, line.name, room)).outcome).toBe('held');
    const entry = await joined(first, line.name);
    await joined(second, line.name);

    await lapse(room);
    expect((await hold(racer, line.name, room)).outcome).toBe('unavailable');
    expect((await hold(first, line.name, room)).outcome).toBe('unavailable');

    expect(await sweep()).toBe(1);
    expect(await sweep()).toBe(0);
    const [offer] = await mine(first);
    expect(offer).toMatchObject({
      id: entry,
      status: 'offered',
      position: null,
      total: 1,
      room_id: room,
      bed_label: 'A',
    });
    const ends = new Date(offer?.expires_at ?? 0).getTime() - Date.now();
    expect(ends).toBeGreaterThan((HOURS - 1) * 3_600_000);
    expect(ends).toBeLessThanOrEqual(HOURS * 3_600_000);
    expect((await mine(second))[0]).toMatchObject({ status: 'waiting', position: 1, total: 1 });
    const [bed] = await project.sql<{ reserved_until: Date }>(
      'select reserved_until from public.beds where room_id = $1',
      [room],
    );
    expect(bed?.reserved_until.getTime()).toBe(new Date(offer?.expires_at ?? 0).getTime());

    const notes = await project.sql<{ user_id: string; kind: string; data: Record<string, unknown> }>(
      `select user_id::text as user_id, kind, data from public.notifications where kind = 'waitlist_offer' and user_id = $1`,
      [first],
    );
    expect(notes.map((n) => [n.user_id, n.kind])).toEqual([[first, 'waitlist_offer']]);
    expect(notes[0]?.data).toMatchObject({
      hostel_name: line.name,
      wing_name: 'A',
      room_number: 1,
      bed_label: 'A',
      room_id: room,
      occupancy: 1,
    });
    expect(new Date(String(notes[0]?.data.expires_at)).getTime()).toBe(new Date(offer?.expires_at ?? 0).getTime());

    expect((await hold(second, line.name, room)).outcome).toBe('unavailable');
    expect((await hold(racer, line.name, room)).outcome).toBe('unavailable');
    expect((await hold(first, line.name, room)).outcome).toBe('held');
  });

  it('when the office corrects the first in line to someone the hostel is not for, then the bed is offered to the next, and the first keeps their place', async () => {
    const line = await hostel(2);
    const [first, second] = await students(2);
    if (!first || !second) throw new Error('no students');
    const entryFirst = await joined(first, line.name);
    const entrySecond = await joined(second, line.name);
    await project.sql(`update public.student_profiles set gender = 'female' where user_id = $1`, [first]);
    await project.sql(`update public.beds set occupied = false, occupant_name = null where room_id = $1`, [
      line.rooms[0],
    ]);
    expect(await sweep()).toBe(1);
    expect(await entryStatus(entrySecond)).toBe('offered');
    expect((await mine(first))[0]).toMatchObject({ id: entryFirst, status: 'waiting', position: 1, total: 1 });

    await project.sql(`update public.student_profiles set gender = 'male' where user_id = $1`, [first]);
    await project.sql(`update public.beds set occupied = false, occupant_name = null where room_id = $1`, [
      line.rooms[1],
    ]);
    expect(await sweep()).toBe(1);
    expect((await mine(first))[0]).toMatchObject({ id: entryFirst, status: 'offered', room_id: line.rooms[1] });
  });

  it('when the hostel is under a selection window not yet open for anyone, then only the offered student holds its bed, and needs no admission', async () => {
    const line = await hostel(1);
    const room = line.rooms[0] ?? 0;
    const [first, other] = await students(2);
    if (!first || !other) throw new Error('no students');
    await joined(first, line.name);
    await project.sql(`update public.beds set occupied = false, occupant_name = null where room_id = $1`, [room]);
    await project.sql('select public.sync_room($1)', [room]);
    const [saved] = await call<{ outcome: string; window_id: number }[]>('save_selection_window', {
      p_id: null,
      p_name: 'Later',
      p_opens_at: new Date(Date.now() + 3_600_000).toISOString(),
      p_closes_at: new Date(Date.now() + 7_200_000).toISOString(),
      p_hostels: [line.name],
      p_audience: 'everyone',
      p_slot_size: null,
      p_slot_minutes: null,
      p_emails: null,
      ...ADMIN,
    });
    try {
      expect(await call<boolean>('waiting_room_admitted', { p_user_id: first, p_room_id: room })).toBe(false);
      expect(await sweep()).toBe(1);
      expect(await call<boolean>('waiting_room_admitted', { p_user_id: first, p_room_id: room })).toBe(true);
      expect(await call<boolean>('waiting_room_admitted', { p_user_id: other, p_room_id: room })).toBe(false);
      expect((await hold(other, line.name, room)).outcome).toBe('outside_window');
      expect((await hold(first, line.name, room)).outcome).toBe('held');
    } finally {
      await call('delete_selection_window', { p_id: saved?.window_id, ...ADMIN });
    }
  });

  it('when the offered student declines, or the offer runs out, then the bed goes to the next in line; with nobody left it is free', async () => {
    const line = await hostel(1);
    const room = line.rooms[0] ?? 0;
    const [a, b, c] = await students(3);
    if (!a || !b || !c) throw new Error('no students');
    const entryA = await joined(a, line.name);
    const entryB = await joined(b, line.name);
    await joined(c, line.name);
    await project.sql(`update public.beds set occupied = false, occupant_name = null where room_id = $1`, [room]);
    expect(await sweep()).toBe(1);
    expect((await mine(a))[0]?.status).toBe('offered');

    expect(await leave(a, entryA)).toBe('left');
    expect(await entryStatus(entryA)).toBe('declined');
    expect((await mine(b))[0]).toMatchObject({ status: 'offered', room_id: room });
    expect((await mine(c))[0]).toMatchObject({ status: 'waiting', position: 1, total: 1 });

    await project.sql(
      `update public.waitlist_entries set offered_at = now() - interval '25 hours', offer_expires_at = now() - interval '1 hour'
       where id = $1`,
      [entryB],
    );
    await project.sql(`update public.beds set reserved_until = now() - interval '1 hour' where room_id = $1`, [room]);
    expect(await mine(b)).toEqual([]);
    expect(await sweep()).toBe(1);
    expect(await entryStatus(entryB)).toBe('expired');
    expect((await mine(c))[0]).toMatchObject({ status: 'offered', room_id: room });

    const entryC = (await mine(c))[0]?.id ?? 0;
    expect(await leave(c, entryC)).toBe('left');
    const [bed] = await project.sql<{ reserved_until: Date | null }>(
      'select reserved_until from public.beds where room_id = $1',
      [room],
    );
    expect(bed?.reserved_until).toBeNull();
    expect((await hold(a, line.name, room)).outcome).toBe('held');
  });

  it('when the offered student pays, then all their entries end as booked and the bed they were offered keeps no reservation', async () => {
    const line = await hostel(1);
    const other = await hostel(1);
    const room = line.rooms[0] ?? 0;
    const [a, b] = await students(2);
    if (!a || !b) throw new Error('no students');
    const entryA = await joined(a, line.name);
    const elsewhere = await joined(a, other.name);
    await joined(b, line.name);
    await project.sql(`update public.beds set occupied = false, occupant_name = null where room_id = $1`, [room]);
    expect(await sweep()).toBe(1);
    await pay(a, line.name, room);
    expect(await entryStatus(entryA)).toBe('booked');
    expect(await entryStatus(elsewhere)).toBe('booked');
    expect(await mine(a)).toEqual([]);
    const [bed] = await project.sql<{ occupied: boolean; reserved_until: Date | null }>(
      'select occupied, reserved_until from public.beds where room_id = $1',
      [room],
    );
    expect(bed).toEqual({ occupied: true, reserved_until: null });
    expect(await sweep()).toBe(0);
    expect((await mine(b))[0]).toMatchObject({ status: 'waiting', position: 1 });
  });

  it('when the offered student pays for another bed, then the offered bed is offered to the next in line', async () => {
    const line = await hostel(1);
    const open = await hostel(2, 1);
    const room = line.rooms[0] ?? 0;
    const [a, b] = await students(2);
    if (!a || !b) throw new Error('no students');
    await joined(a, line.name);
    await joined(b, line.name);
    await project.sql(`update public.beds set occupied = false, occupant_name = null where room_id = $1`, [room]);
    expect(await sweep()).toBe(1);
    await pay(a, open.name, open.rooms[1] ?? 0);
    expect(await sweep()).toBe(1);
    expect((await mine(b))[0]).toMatchObject({ status: 'offered', room_id: room });
  });

  it('when the sweep or leave is given hours out of range, then the call is refused', async () => {
    const refused = await project.service.rpc('waitlist_sweep', { p_hours: 0 });
    expect(refused.error?.code).toBe('22023');
    const tooLong = await project.service.rpc('waitlist_sweep', { p_hours: 337 });
    expect(tooLong.error?.code).toBe('22023');
  });

  it('when students read waitlist_entries, then each sees only their own rows, a visitor none, and nobody writes', async () => {
    const line = await hostel(1);
    const one = await project.newStudent('line-reader');
    const two = await project.newStudent('line-other');
    await project.declare([one.id, two.id]);
    const entry = await joined(one.id, line.name);
    await joined(two.id, line.name);

    const own = await one.client.from('waitlist_entries').select('id, user_id, status');
    expect(own.error).toBeNull();
    expect(own.data).toEqual([{ id: entry, user_id: one.id, status: 'waiting' }]);
    const visitor = await project.client().from('waitlist_entries').select('id');
    expect(visitor.error?.code).toBe('42501');

    const before = await project.sql('select * from public.waitlist_entries order by id');
    const insert = await one.client
      .from('waitlist_entries')
      .insert({ user_id: one.id, hostel_name: 'Kanhar', occupancy: 1 });
    expect(insert.error?.code).toBe('42501');
    expect((await one.client.from('waitlist_entries').update({ status: 'offered' }).eq('id', entry)).error?.code).toBe(
      '42501',
    );
    expect((await one.client.from('waitlist_entries').delete().eq('id', entry)).error?.code).toBe('42501');
    const calls = [
      { fn: 'waitlist_join', args: { p_user_id: one.id, p_hostel_name: line.name, p_occupancy: 1 } },
      { fn: 'waitlist_mine', args: { p_user_id: two.id } },
      { fn: 'waitlist_leave', args: { p_user_id: one.id, p_entry_id: entry, p_hours: HOURS } },
      { fn: 'waitlist_sweep', args: { p_hours: HOURS } },
      { fn: 'waitlist_offer_bed', args: { p_bed_id: 1, p_hours: HOURS } },
    ];
    for (const { fn, args } of calls) {
      expect((await one.client.rpc(fn, args)).error?.code, fn).toBe('42501');
    }
    expect(await project.sql('select * from public.waitlist_entries order by id')).toEqual(before);
  });
});
