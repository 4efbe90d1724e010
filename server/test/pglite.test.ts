// The same money flow on PGlite, the database `npm start` runs by default.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentDeps } from '../src/deps.js';
import { sweepExpiredHolds } from '../src/payments/use-cases.js';
import { ADMIN, Harness, STUDENT, bookingBody, eventually, type Session } from './harness.js';

let h: Harness;
let student: Session;

beforeAll(async () => {
  h = await Harness.start({}, 'pglite');
  student = await h.signIn(STUDENT.email, STUDENT.password);
});

afterAll(async () => {
  await h.close();
});

describe('on PGlite', () => {
  it('when a student holds, pays and the webhook arrives, then the room is theirs; a lapsed hold is swept', async () => {
    const [room, other] = await h.vacantRooms('Kanhar', 2);
    if (!room || !other) throw new Error('no rooms');
    const created = await h.call<{ paymentIntentId: string; amount: number; holdExpiresAt: string }>(
      'POST',
      '/create-payment-intent',
      { token: student.token, body: bookingBody(room, { amount: 1 }) },
    );
    expect(created.status).toBe(200);
    expect(created.body.amount).toBe(room.price_minor);
    expect(Number.isNaN(Date.parse(created.body.holdExpiresAt))).toBe(false);
    await h.stripe.paymentIntents.confirm(created.body.paymentIntentId, {
      payment_method: 'pm_card_visa',
      return_url: 'http://localhost:5173/success',
    });
    await eventually(
      () => h.room(room.id),
      (r) => r.status,
    );
    expect(await h.room(room.id)).toMatchObject({ person1: 'Aarav Sharma', occupant_id: student.userId });

    // One bed per student: the payer cannot hold a second one.
    const second = await h.call('POST', '/create-payment-intent', { token: student.token, body: bookingBody(other) });
    expect(second).toMatchObject({ status: 409, body: { code: 'already_booked' } });

    const [newcomer] = await h.createStudents(1, 'pglite');
    if (!newcomer) throw new Error('no student');
    const held = await h.call<{ paymentIntentId: string }>('POST', '/create-payment-intent', {
      token: newcomer.token,
      body: bookingBody(other),
    });
    expect(held.status).toBe(200);
    await h.lapseHolds(other.id, '1 second');
    expect(await sweepExpiredHolds(paymentDeps(h.api.config, h.api.deps))).toBe(1);
    expect((await h.room(other.id)).held_by).toBeNull();
  });

  it('when an admin resolves a seeded complaint, then 200', async () => {
    const admin = await h.signIn(ADMIN.email, ADMIN.password);
    const [complaint] = await h.sql<{ id: number }>(
      'select id::int as id from public.complaints_table order by id limit 1',
    );
    const res = await h.call('POST', '/admin/resolve-complaint', {
      token: admin.token,
      body: { complaint_id: complaint?.id },
    });
    expect(res.status).toBe(200);
  });
});
