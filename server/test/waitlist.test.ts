// The waitlist over HTTP with real Supabase tokens (contracts/src/api/waitlist.ts): joining a hostel's line for a room
// type and its refusals, the student's entries with their places, leaving, and a bed offered by the hold sweep once a
// hold in that line lapses.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MyWaitlistAnswer, WaitlistEntry } from '@campus-hostel/contracts/api';
import { paymentDeps } from '../src/deps.js';
import { startHoldSweep } from '../src/payments/hold-sweep.js';
import { DECLARATIONS, Harness, bookingBody, eventually, studentPool, type Session } from './harness.js';

interface ErrorAnswer {
  code?: string;
  message?: string;
}

let h: Harness;
let fresh: () => Session;
let lines = 0;

beforeAll(async () => {
  h = await Harness.start();
  fresh = studentPool(await h.createStudents(10, 'waitlist'));
});

afterAll(async () => {
  await h.close();
});

/** A boys' hostel of its own with one single room, occupied unless `free`. */
async function line(free = false): Promise<{ name: string; roomId: number }> {
  const n = lines++;
  const name = `Waitlist${String.fromCharCode(97 + n)}`;
  await h.sql(
    `insert into public.hostels (name, code, kind, anchor, description, places, sort_order)
     values ($1, $2, 'boys', $3, 'A hostel for the waitlist tests.', 1, 200 + $4)`,
    [name, `WLS${n}`, name.toLowerCase(), n],
  );
  const [room] = await h.sql<{ id: number }>(
    `insert into public.hostel_room (hostel_name, wing_name, room_number, occupancy, status, person1)
     values ($1, 'A', 1, 1, $2, case when $2 then 'Resident' end) returning id::int as id`,
    [name, !free],
  );
  if (!room) throw new Error('no room');
  return { name, roomId: room.id };
}

const join = (student: Session | null, body: unknown) =>
  h.call<WaitlistEntry & ErrorAnswer>('POST', '/waitlist', { ...(student ? { token: student.token } : {}), body });
const mine = (student: Session) => h.call<MyWaitlistAnswer>('GET', '/waitlist/me', { token: student.token });
const leave = (student: Session, id: unknown) =>
  h.call<{ left?: boolean } & ErrorAnswer>('POST', '/waitlist/leave', { token: student.token, body: { id } });

describe('waitlist', () => {
  it('when a visitor or a malformed request joins, then 401 and 400; no such line is 404', async () => {
    const student = fresh();
    expect((await join(null, { hostel_name: 'Kanhar', occupancy: 1 })).status).toBe(401);
    expect((await h.call('GET', '/waitlist/me')).status).toBe(401);
    expect((await h.call('POST', '/waitlist/leave', { body: { id: 1 } })).status).toBe(401);
    for (const body of [{}, { hostel_name: 'Kanhar', occupancy: 3 }, { hostel_name: 'kanhar 1', occupancy: 1 }]) {
      const res = await join(student, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    expect((await leave(student, 'one')).status).toBe(400);
    const nowhere = await join(student, { hostel_name: 'Nowhere', occupancy: 1 });
    expect(nowhere.status).toBe(404);
    expect(nowhere.body.code).toBe('not_found');
  });

  it('when a bed of the type is free, or the student may not live there, or owns a bed, then 409 beds_free, 403 and 409 already_booked', async () => {
    const student = fresh();
    const free = await join(student, { hostel_name: 'Kanhar', occupancy: 1 });
    expect(free.status).toBe(409);
    expect(free.body).toEqual({ code: 'beds_free', message: 'A bed of this type is free in Kanhar: book it now.' });

    const full = await line();
    const girl = fresh();
    await h.declare(girl.userId, DECLARATIONS.girlsOrMarried);
    const refused = await join(girl, { hostel_name: full.name, occupancy: 1 });
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('not_eligible');
    expect(refused.body.message).toMatch(/boys/);

    const owner = fresh();
    await h.sql(
      `update public.beds set occupied = true, occupant_id = $1, occupant_name = 'Owner'
       where id = (select b.id from public.beds b join public.hostel_room r on r.id = b.room_id
                   where r.hostel_name = 'Gopad' and not b.occupied and b.held_by is null order by b.id limit 1)`,
      [owner.userId],
    );
    const booked = await join(owner, { hostel_name: full.name, occupancy: 1 });
    expect(booked.status).toBe(409);
    expect(booked.body.code).toBe('already_booked');
  });

  it('when a student joins a full line, reads it and leaves, then they see "1 of n", joining again answers the same entry, and leaving twice is fine', async () => {
    const full = await line();
    const [a, b] = [fresh(), fresh()];
    const joined = await join(a, { hostel_name: full.name, occupancy: 1 });
    expect(joined.status).toBe(200);
    expect(joined.body).toMatchObject({
      hostel_name: full.name,
      occupancy: 1,
      status: 'waiting',
      position: 1,
      total: 1,
      offer: null,
    });
    expect(Number.isNaN(Date.parse(joined.body.joined_at))).toBe(false);
    expect((await join(a, { hostel_name: full.name, occupancy: 1 })).body.id).toBe(joined.body.id);
    expect((await join(b, { hostel_name: full.name, occupancy: 1 })).body).toMatchObject({ position: 2, total: 2 });
    expect((await mine(a)).body).toEqual({ entries: [{ ...joined.body, total: 2 }] });

    const stranger = await leave(b, joined.body.id);
    expect(stranger.status).toBe(404);
    expect(stranger.body.code).toBe('not_found');
    expect((await leave(a, joined.body.id)).body).toEqual({ left: true });
    expect((await leave(a, joined.body.id)).body).toEqual({ left: true });
    expect((await mine(a)).body).toEqual({ entries: [] });
    expect((await mine(b)).body.entries[0]).toMatchObject({ position: 1, total: 1 });
  });

  it('when a hold in the line lapses, then the hold sweep offers the bed to the first in line, who may book it; others may not', async () => {
    const room = await line(true);
    const [holder, first, second] = [fresh(), fresh(), fresh()];
    const held = await h.call('POST', '/create-payment-intent', {
      token: holder.token,
      body: bookingBody({ id: room.roomId, hostel_name: room.name }),
    });
    expect(held.status).toBe(200);
    expect((await join(first, { hostel_name: room.name, occupancy: 1 })).status).toBe(200);
    expect((await join(second, { hostel_name: room.name, occupancy: 1 })).status).toBe(200);

    await h.lapseHolds(room.roomId, '1 second');
    const sweep = startHoldSweep(paymentDeps(h.api.config, h.api.deps), h.api.config.offerHours, 50);
    let offered: MyWaitlistAnswer;
    try {
      offered = await eventually(
        async () => (await mine(first)).body,
        (answer) => answer.entries[0]?.status === 'offered',
      );
    } finally {
      await sweep.stop();
    }
    expect(offered.entries[0]).toMatchObject({
      status: 'offered',
      position: null,
      total: 1,
      offer: { room_id: room.roomId, wing_name: 'A', room_number: 1, bed_label: 'A' },
    });
    const [note] = await h.sql<{ kind: string }>(
      `select n.kind from public.notifications n where n.user_id = $1 and n.kind = 'waitlist_offer'`,
      [first.userId],
    );
    expect(note).toEqual({ kind: 'waitlist_offer' });

    const body = bookingBody({ id: room.roomId, hostel_name: room.name }, { bed: 'A' });
    expect((await h.call('POST', '/create-payment-intent', { token: second.token, body })).status).toBe(409);
    expect((await h.call('POST', '/create-payment-intent', { token: first.token, body })).status).toBe(200);
  });
});
