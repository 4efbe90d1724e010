// One bed per student over HTTP: eligibility, already_booked, switching beds, the hold's end on a
// reload, a room taken again too soon after its hold ran out, the webhook refusing a second bed, and a student's burst
// of holds leaving one payable intent.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DECLARATIONS, Harness, bookingBody, eventually, studentPool, type Session } from './harness.js';

interface IntentAnswer {
  paymentIntentId: string;
  clientSecret: string;
  holdExpiresAt: string;
  booking: { hostel: string; wing: string; roomNumber: number; bed: string; reference: string };
}

let h: Harness;
let fresh: () => Session;

beforeAll(async () => {
  h = await Harness.start();
  fresh = studentPool(await h.createStudents(14, 'beds'));
});

afterAll(async () => {
  await h.close();
});

const hold = (session: Session, room: { id: number; hostel_name: string }, extra: Record<string, unknown> = {}) =>
  h.call<IntentAnswer>('POST', '/create-payment-intent', { token: session.token, body: bookingBody(room, extra) });

async function pay(intent: string) {
  await h.stripe.paymentIntents.confirm(intent, { payment_method: 'pm_card_visa', return_url: 'http://x/success' });
  return eventually(
    () => h.bookingByIntent(intent),
    (b) => b?.status === 'paid' || b?.status === 'refunded',
  );
}

describe('beds', () => {
  it('when a student holds a double, then bed A then bed B go to two students, named in the answer and metadata', async () => {
    const [room] = await h.vacantRooms('Kanhar', 1, 2);
    if (!room) throw new Error('no double');
    const first = await hold(fresh(), room);
    const second = await hold(fresh(), room, { bed: 'B' });
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    expect(first.body.booking).toMatchObject({ hostel: 'Kanhar', bed: 'A' });
    expect(second.body.booking.bed).toBe('B');
    expect(first.body.booking.reference).not.toBe(second.body.booking.reference);
    const intent = await h.stripe.paymentIntents.retrieve(second.body.paymentIntentId);
    expect(intent.metadata).toMatchObject({
      bed: 'B',
      wing: second.body.booking.wing,
      room_number: String(second.body.booking.roomNumber),
      booking_reference: second.body.booking.reference,
    });
    expect((await hold(fresh(), room)).body).toMatchObject({ code: 'room_unavailable' });
    await Promise.all([pay(first.body.paymentIntentId), pay(second.body.paymentIntentId)]);
    expect(await h.room(room.id)).toMatchObject({ status: true });
  });

  it('when a student asks for a bed in a hostel that is not for them, then 403 not_eligible names the rule and nothing is held', async () => {
    const student = fresh();
    const [girls] = await h.vacantRooms('Indravati', 1);
    const [married] = await h.vacantRooms('Shivnath', 1, 2);
    if (!girls || !married) throw new Error('no rooms');
    const refused = await hold(student, girls);
    expect(refused).toMatchObject({
      status: 403,
      body: { code: 'not_eligible', message: 'Indravati is a girls’ hostel: only female students may book it.' },
    });
    expect((await hold(student, married)).body).toMatchObject({
      code: 'not_eligible',
      message: 'Shivnath is for married students only.',
    });
    const [state] = await h.sql<{ holds: number; bookings: number }>(
      `select (select count(*)::int from public.beds where held_by = $1) as holds,
              (select count(*)::int from public.bookings where user_id = $1) as bookings`,
      [student.userId],
    );
    expect(state).toEqual({ holds: 0, bookings: 0 });

    // Once the office corrects the declaration, the same request holds the bed.
    await h.declare(student.userId, DECLARATIONS.girlsOrMarried);
    expect((await hold(student, girls)).status).toBe(200);
  });

  it('when a student who has not declared asks for a bed, then 403 not_eligible asks them to declare first', async () => {
    const student = fresh();
    await h.sql('delete from public.student_profiles where user_id = $1', [student.userId]);
    const [room] = await h.vacantRooms('Kanhar', 1);
    if (!room) throw new Error('no room');
    expect(await hold(student, room)).toMatchObject({
      status: 403,
      body: { code: 'not_eligible', message: 'Tell us your gender and marital status in your profile before booking.' },
    });
  });

  it('when a student who owns a bed asks for another, then 409 already_booked', async () => {
    const owner = fresh();
    const [room, other] = await h.vacantRooms('Gopad', 2);
    if (!room || !other) throw new Error('no rooms');
    const held = await hold(owner, room);
    expect((await pay(held.body.paymentIntentId))?.status).toBe('paid');
    const again = await hold(owner, other);
    expect(again).toMatchObject({ status: 409, body: { code: 'already_booked' } });
  });

  it('when a student holding one bed holds another, then it is a switch: the old intent is canceled at Stripe', async () => {
    const student = fresh();
    const [room, other] = await h.vacantRooms('Kanhar', 2);
    if (!room || !other) throw new Error('no rooms');
    const first = await hold(student, room);
    const second = await hold(student, other);
    expect(second.status).toBe(200);
    expect((await h.stripe.paymentIntents.retrieve(first.body.paymentIntentId)).status).toBe('canceled');
    expect(await h.bookingByIntent(first.body.paymentIntentId)).toMatchObject({ status: 'expired' });
    expect((await h.room(room.id)).held_by).toBeNull();
    expect((await h.room(other.id)).held_by).toBe(student.userId);
  });

  it('when the payer reloads the payment page, then the same hold, intent and holdExpiresAt come back, never later', async () => {
    const student = fresh();
    const [room] = await h.vacantRooms('Gopad', 1);
    if (!room) throw new Error('no room');
    const first = await hold(student, room);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const reload = await hold(student, room);
    expect(reload.body.paymentIntentId).toBe(first.body.paymentIntentId);
    expect(reload.body.holdExpiresAt).toBe(first.body.holdExpiresAt);

    // Leaving (the page canceled its intent) and coming back gives a new intent but the same end.
    await h.call('POST', '/cancel-payment-intent', {
      token: student.token,
      body: { payment_intent: first.body.paymentIntentId },
    });
    const back = await hold(student, room);
    expect(back.status).toBe(200);
    expect(back.body.paymentIntentId).not.toBe(first.body.paymentIntentId);
    expect(back.body.holdExpiresAt).toBe(first.body.holdExpiresAt);
  });

  it('when a student comes back to a room whose hold ran out unpaid, then 409 recently_lapsed says when, and nothing is held', async () => {
    const student = fresh();
    const [room] = await h.vacantRooms('Gopad', 1, 2);
    if (!room) throw new Error('no double');
    await hold(student, room, { bed: 'A' });
    const [lapsed] = await h.sql<{ ends: Date }>(
      `with bed as (update public.beds set held_until = now() - interval '1 second' where held_by = $1 returning id)
       update public.bookings k set hold_ends_at = now() - interval '1 second'
       from bed where k.bed_id = bed.id and k.status = 'held' returning k.hold_ends_at as ends`,
      [student.userId],
    );
    if (!lapsed) throw new Error('no hold to lapse');
    const again = await hold(student, room, { bed: 'B' });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({
      code: 'recently_lapsed',
      retry_at: new Date(lapsed.ends.getTime() + 10 * 60_000).toISOString(),
    });
    expect(JSON.stringify(again.body)).toMatch(/can hold a bed in it again from .+ IST/);
    expect(
      await h.sql('select label from public.beds where held_by = $1 and held_until > now()', [student.userId]),
    ).toEqual([]);
  });

  it('when a payer who already owns a bed pays a second intent, then the webhook refunds it and marks it refunded', async () => {
    const student = fresh();
    const [room, other] = await h.vacantRooms('Gopad', 2);
    if (!room || !other) throw new Error('no rooms');
    const first = await hold(student, room);
    // Switch to another bed; the first intent was canceled, so pay the second, then a third hold is refused.
    const second = await hold(student, other);
    expect((await pay(second.body.paymentIntentId))?.status).toBe('paid');
    // An intent opened before the payer owned a bed, paid afterwards (e.g. on another device): refunded.
    const [third] = await h.vacantRooms('Gopad', 1);
    if (!third) throw new Error('no room');
    const stray = await h.stripe.paymentIntents.create({
      amount: third.price_minor,
      currency: 'inr',
      metadata: { room_id: String(room.id), user_id: student.userId },
    });
    expect(stray.id).toBeTruthy();
    // The genuine way in: a booking of this payer whose intent is paid after they own a bed.
    const [booking] = await h.sql<{ id: number }>(
      `insert into public.bookings (room_id, bed_id, user_id, amount_minor, currency, status, name, email, state, city, pincode, payment_intent_id, hold_ends_at)
       select r.id, b.id, $2, r.price_minor, 'inr', 'held', 'Aarav Sharma', 'a@hostel.local', 'CG', 'Raipur', '492010', null, now() + interval '10 minutes'
       from public.hostel_room r join public.beds b on b.room_id = r.id and b.label = 'A' where r.id = $1
       returning id::int as id`,
      [third.id, student.userId],
    );
    const late = await h.stripe.paymentIntents.create({
      amount: third.price_minor,
      currency: 'inr',
      metadata: { room_id: String(third.id), user_id: student.userId, booking_id: String(booking?.id) },
    });
    await h.sql('update public.bookings set payment_intent_id = $1 where id = $2', [late.id, booking?.id]);
    expect((await pay(late.id))?.status).toBe('refunded');
    const charge = (await h.stripe.paymentIntents.retrieve(late.id)).latest_charge;
    if (typeof charge !== 'string') throw new Error('no charge');
    expect(await h.stripe.charges.retrieve(charge)).toMatchObject({ refunded: true });
    expect(await h.room(third.id)).toMatchObject({ status: false, occupant_id: null });
    expect(first.status).toBe(200);
  });

  it('when one student asks for 20 different rooms at once, then one live hold and exactly one payable intent', async () => {
    const student = fresh();
    const rooms = await h.vacantRooms('Kanhar', 20);
    // Every intent the API opens at the Stripe stand-in during the burst, whatever became of its request.
    const intentsApi = h.api.deps.stripe.paymentIntents;
    const create = intentsApi.create.bind(intentsApi);
    const created: string[] = [];
    intentsApi.create = async (...args: Parameters<typeof create>) => {
      const intent = await create(...args);
      created.push(intent.id);
      return intent;
    };
    const answers = await Promise.all(rooms.map((room) => hold(student, room))).finally(() => {
      intentsApi.create = create;
    });
    expect(created.length).toBeGreaterThan(1);
    expect(answers.filter((a) => a.status >= 500)).toEqual([]);
    const [live] = await h.sql<{ n: number }>(
      `select count(*)::int as n from public.beds where held_by = $1 and held_until > now()`,
      [student.userId],
    );
    expect(live?.n).toBe(1);
    const intents = await Promise.all(created.map((id) => h.stripe.paymentIntents.retrieve(id)));
    const payable = intents.filter((i) =>
      ['requires_payment_method', 'requires_confirmation', 'requires_action'].includes(i.status),
    );
    expect(payable).toHaveLength(1);
    const [held] = await h.sql<{ payment_intent_id: string }>(
      `select payment_intent_id from public.bookings where user_id = $1 and status = 'held'`,
      [student.userId],
    );
    expect(payable[0]?.id).toBe(held?.payment_intent_id);
  });
});
