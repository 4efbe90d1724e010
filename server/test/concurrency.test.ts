// Races on real PostgreSQL: many buyers at once for few rooms never double-book and never see a 5xx.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Harness, bookingBody, eventually, type Session } from './harness.js';

let h: Harness;
let students: Session[];

beforeAll(async () => {
  h = await Harness.start();
  students = await h.createStudents(100, 'race');
});

afterAll(async () => {
  await h.close();
});

function statusCounts(statuses: number[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const status of statuses) counts[status] = (counts[status] ?? 0) + 1;
  return counts;
}

describe('concurrent create-payment-intent', () => {
  it('when 50 students ask for one vacant room at once, then exactly one gets the hold and 49 get 409', async () => {
    const [room] = await h.vacantRooms('Gopad', 1);
    if (!room) throw new Error('no room');
    const responses = await Promise.all(
      students
        .slice(0, 50)
        .map((s) => h.call('POST', '/create-payment-intent', { token: s.token, body: bookingBody(room) })),
    );
    expect(statusCounts(responses.map((r) => r.status))).toEqual({ 200: 1, 409: 49 });
    const winner = students[responses.findIndex((r) => r.status === 200)];
    expect((await h.room(room.id)).held_by).toBe(winner?.userId);
    const bookings = await h.bookingsForRoom(room.id);
    expect(bookings.map((b) => b.status)).toEqual(['held']);
  });

  it('when 100 students race for 10 vacant rooms, then exactly 10 holds, one per room, no 5xx', async () => {
    const rooms = await h.vacantRooms('Kanhar', 10);
    const responses = await Promise.all(
      students.map((s, i) => {
        const room = rooms[i % rooms.length];
        if (!room) throw new Error('no room');
        return h.call<{ paymentIntentId: string }>('POST', '/create-payment-intent', {
          token: s.token,
          body: bookingBody(room),
        });
      }),
    );
    const statuses = responses.map((r) => r.status);
    expect(statuses.filter((s) => s >= 500)).toEqual([]);
    expect(statusCounts(statuses)).toEqual({ 200: 10, 409: 90 });

    const ids = rooms.map((r) => r.id);
    const held = await h.sql<{ id: number; held_by: string | null; live: number }>(
      `select r.id::int as id, r.held_by::text as held_by,
              (select count(*)::int from public.bookings b where b.room_id = r.id and b.status = 'held') as live
       from public.hostel_room r where r.id = any($1::bigint[]) order by r.id`,
      [ids],
    );
    expect(held.every((r) => r.held_by !== null && r.live === 1)).toBe(true);
    expect(new Set(held.map((r) => r.held_by)).size).toBe(10);

    // Everyone who got a hold pays at once: ten rooms occupied, each by its own payer, none twice.
    const winners = responses.filter((r) => r.status === 200).map((r) => r.body.paymentIntentId);
    await Promise.all(
      winners.map((id) =>
        h.stripe.paymentIntents.confirm(id, {
          payment_method: 'pm_card_visa',
          return_url: 'http://localhost:5173/success',
        }),
      ),
    );
    const occupied = async () =>
      h.sql<{ id: number; occupant_id: string; paid: number }>(
        `select r.id::int as id, r.occupant_id::text as occupant_id,
                (select count(*)::int from public.bookings b where b.room_id = r.id and b.status = 'paid') as paid
         from public.hostel_room r where r.id = any($1::bigint[]) and r.status`,
        [ids],
      );
    const rows = await eventually(occupied, (r) => r.length === 10, 15_000);
    expect(rows.every((r) => r.paid === 1)).toBe(true);
    expect(new Set(rows.map((r) => r.occupant_id)).size).toBe(10);
  });

  it('when one student double-submits five times at once, then one booking and one intent', async () => {
    const [room] = await h.vacantRooms('Gopad', 1);
    // A student of their own: any of the race's winners already owns a bed.
    const [buyer] = await h.createStudents(1, 'double-submit');
    if (!room || !buyer) throw new Error('no room');
    const responses = await Promise.all(
      Array.from({ length: 5 }, () =>
        h.call<{ paymentIntentId: string }>('POST', '/create-payment-intent', {
          token: buyer.token,
          body: bookingBody(room),
        }),
      ),
    );
    expect(responses.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    expect(new Set(responses.map((r) => r.body.paymentIntentId)).size).toBe(1);
    const bookings = await h.bookingsForRoom(room.id);
    expect(bookings).toHaveLength(1);
    expect(bookings[0]?.payment_intent_id).toBe(responses[0]?.body.paymentIntentId);
  });
});
