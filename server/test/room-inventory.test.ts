// Room inventory over HTTP, played by an attacker: the office keeps a double's inventory (a mess manager and a student
// refused, bad input 400); two roommates check in and one sends her report with her own photos only, once; the warden
// countersigns; at move-out the shared table's damage is split between both, one appeals once and the warden decides
// within the share; the no-dues clearance refunds the rest of the deposit at Stripe once, however often it is asked,
// and the office's full refund of the booking afterwards pays back only what the payment has left.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RoomStay } from '@campus-hostel/contracts/api';
import { ADMIN, confirmWithCard, Harness, SEED_STAFF_ID, type Session } from './harness.js';

let h: Harness;
let warden: Session;
let manager: Session;
let staff: Session;
let a: Session;
let b: Session;
let room: number;
let beds: [number, number];
const items = { table: 0, chairA: 0, chairB: 0 };
let reportA = 0;
let reportB = 0;
/** The PaymentIntent of A's booking, whose deposit the clearance refunds in part. */
let intentA = '';

type Answer = RoomStay & { code?: string; message?: string; stays?: RoomStay[] };

const as = (session: Session | null) => (session ? { token: session.token } : {});
const post = (session: Session | null, path: string, body?: unknown) =>
  h.call<Answer>('POST', path, { ...as(session), body });
const get = (session: Session | null, path: string) => h.call<Answer>('GET', path, as(session));

beforeAll(async () => {
  h = await Harness.start();
  warden = await h.signIn('warden@hostel.local', 'warden-pass-2026');
  manager = await h.signIn('mess@hostel.local', 'mess-pass-2026');
  staff = await h.signIn('staff@hostel.local', 'staff-pass-2026');
  [a, b] = (await h.createStudents(2, 'inventory')) as [Session, Session];
  const [double] = await h.sql<{ id: number; beds: number[] }>(
    `select r.id::int as id, array_agg(b.id::int order by b.label) as beds
     from public.hostel_room r join public.beds b on b.room_id = r.id
     where r.hostel_name = 'Kanhar' and r.occupancy = 2 and not r.out_of_service
     group by r.id having bool_and(not b.occupied and b.held_by is null and b.reserved_until is null)
     order by r.id limit 1`,
  );
  room = double!.id;
  beds = [double!.beds[0]!, double!.beds[1]!];
  for (const [i, student] of [a, b].entries()) {
    await h.sql(`select public.allot_bed($1, $2, null, $3, 'staff@hostel.local')`, [
      student.userId,
      beds[i],
      SEED_STAFF_ID,
    ]);
  }
});

afterAll(async () => {
  await h.close();
});

describe('the inventory', () => {
  it('is kept by the office of the hostel; others are refused and bad input changes nothing', async () => {
    const table = await post(warden, '/admin/inventory', {
      room_id: room,
      kind: 'table',
      label: 'Study table',
      condition: 'good',
    });
    expect(table.status).toBe(200);
    items.table = (table.body as unknown as { id: number }).id;
    const chair = (bed: number, label: string) =>
      post(staff, '/admin/inventory', { room_id: room, bed_id: bed, kind: 'chair', label, condition: 'good' });
    items.chairA = ((await chair(beds[0], 'Chair A')).body as unknown as { id: number }).id;
    items.chairB = ((await chair(beds[1], 'Chair B')).body as unknown as { id: number }).id;
    const body = { room_id: room, kind: 'fan', label: 'Fan', condition: 'good' };
    expect((await post(manager, '/admin/inventory', body)).status).toBe(403);
    expect((await post(a, '/admin/inventory', body)).status).toBe(403);
    expect((await post(null, '/admin/inventory', body)).status).toBe(401);
    expect((await post(staff, '/admin/inventory', { ...body, kind: 'sofa' })).status).toBe(400);
    expect((await post(staff, '/admin/inventory', { ...body, condition: 'broken' })).status).toBe(400);
    expect((await post(staff, '/admin/inventory', { ...body, label: '' })).status).toBe(400);
    expect((await post(staff, '/admin/inventory', { ...body, bed_id: 999_999_999 })).status).toBe(400);
    expect((await post(staff, '/admin/inventory', { ...body, room_id: 999_999_999 })).status).toBe(404);
    const listed = await h.call<{ items: { id: number }[] }>('GET', '/admin/inventory/Kanhar', as(warden));
    expect(listed.status).toBe(200);
    expect(listed.body.items.filter((i) => [items.table, items.chairA, items.chairB].includes(i.id))).toHaveLength(3);
    expect((await get(manager, '/admin/inventory/Kanhar')).status).toBe(403);
    expect((await get(warden, '/admin/inventory/kanhar!')).status).toBe(400);
  });

  it('has a price list everyone signed in reads and only the whole office sets', async () => {
    const list = await h.call<{ prices: { kind: string; condition: string; amount_minor: number }[] }>(
      'GET',
      '/inventory/prices',
      as(a),
    );
    expect(list.body.prices).toContainEqual({ kind: 'table', condition: 'damaged', amount_minor: 60000 });
    const price = { kind: 'table', condition: 'damaged', amount_minor: 60000 };
    expect((await post(warden, '/admin/inventory/prices', price)).status).toBe(403);
    expect((await post(staff, '/admin/inventory/prices', { ...price, condition: 'worn' })).status).toBe(400);
    expect((await post(staff, '/admin/inventory/prices', { ...price, amount_minor: -5 })).status).toBe(400);
    expect((await post(staff, '/admin/inventory/prices', price)).status).toBe(200);
  });
});

describe('the move-in report', () => {
  it('opens at check-in; its student sends it once with their own photos only', async () => {
    for (const bed of beds)
      await h.sql(`select public.check_in_bed($1, $2, 'staff@hostel.local')`, [bed, SEED_STAFF_ID]);
    const mine = await get(a, '/room/mine');
    expect(mine.status).toBe(200);
    const stay = mine.body.stays![0]!;
    reportA = stay.id;
    // The bed's place in parts as well as its English name, for the pages to word in the reader's language.
    const [bed] = await h.sql<{ wing: string; room: string; bed: string }>(
      `select r.wing_name as wing, r.room_number::text as room, b.label as bed
       from public.beds b join public.hostel_room r on r.id = b.room_id where b.id = $1`,
      [beds[0]],
    );
    expect(stay.place).toEqual(bed);
    expect(stay.bed).toBe(`Kanhar ${bed!.wing}-${bed!.room} bed ${bed!.bed}`);
    expect(stay.items.map((i) => i.item_id).sort()).toEqual([items.table, items.chairA].sort());
    reportB = (await get(b, '/room/mine')).body.stays![0]!.id;
    const disputed = { item_id: items.chairA, verdict: 'disputed', condition: 'damaged', note: 'Leg cracked' };
    const send = (session: Session, lines: unknown[], report = reportA) =>
      post(session, `/room/reports/${report}`, { lines });
    expect((await send(b, [])).status).toBe(404);
    expect((await send(a, [{ ...disputed, photos: [`${b.userId}/leg.jpg`] }])).status).toBe(400);
    expect((await send(a, [{ ...disputed, photos: ['../leg.jpg'] }])).status).toBe(400);
    expect((await send(a, [{ ...disputed, item_id: items.chairB }])).status).toBe(400);
    expect((await send(a, [{ ...disputed, item_id: 'x' }])).status).toBe(400);
    const sent = await send(a, [{ ...disputed, photos: [`${a.userId}/leg.jpg`] }]);
    expect(sent.status).toBe(200);
    const chair = sent.body.items.find((i) => i.item_id === items.chairA);
    expect(chair).toMatchObject({ verdict: 'disputed', claimed_condition: 'damaged' });
    // Never uploaded: the path is kept, but there is nothing to link to.
    expect(chair?.photos).toEqual([{ path: `${a.userId}/leg.jpg`, url: null }]);
    expect((await send(a, [])).body.code).toBe('closed');
  });

  it('is countersigned by the office of the hostel once sent or past due', async () => {
    expect((await post(manager, `/admin/inspections/reports/${reportA}/countersign`)).status).toBe(403);
    expect((await post(a, `/admin/inspections/reports/${reportA}/countersign`)).status).toBe(403);
    const early = await post(warden, `/admin/inspections/reports/${reportB}/countersign`);
    expect([early.status, early.body.code]).toEqual([409, 'report_not_ready']);
    const signed = await post(warden, `/admin/inspections/reports/${reportA}/countersign`);
    expect(signed.status).toBe(200);
    expect(signed.body.countersigned_at).not.toBeNull();
    expect((await post(warden, '/admin/inspections/reports/999999999/countersign')).status).toBe(404);
    const stays = await get(warden, '/admin/inspections/Kanhar');
    expect(stays.body.stays?.map((s) => s.id)).toEqual(expect.arrayContaining([reportA, reportB]));
    expect((await get(manager, '/admin/inspections/Kanhar')).status).toBe(403);
  });
});

describe('move-out, charges and no dues', () => {
  it('splits the shared table between the roommates, once', async () => {
    await h.sql(`select public.check_out_bed($1, $2, 'staff@hostel.local')`, [beds[0], SEED_STAFF_ID]);
    const lines = [
      { item_id: items.table, condition: 'damaged', photos: [`${SEED_STAFF_ID}/table.jpg`] },
      { item_id: items.chairA, condition: 'damaged' },
    ];
    const inspect = (session: Session, body: unknown) =>
      post(session, `/admin/inspections/reports/${reportA}/inspect`, body);
    expect((await inspect(manager, { lines })).status).toBe(403);
    expect((await inspect(staff, { lines: lines.slice(1) })).status).toBe(400);
    expect((await inspect(staff, { lines: [] })).status).toBe(400);
    expect((await inspect(staff, { lines: [lines[1], { ...lines[0], photos: [`${a.userId}/x.jpg`] }] })).status).toBe(
      400,
    );
    const done = await inspect(staff, { lines });
    expect(done.status).toBe(200);
    // The chair was damaged at move-in, as A's countersigned report says: only the table is charged, half to each.
    expect(done.body.charges).toEqual([
      expect.objectContaining({ item_id: items.table, price_minor: 60000, sharers: 2, amount_minor: 30000 }),
    ]);
    expect((await inspect(staff, { lines })).body.code).toBe('already_inspected');
    const bStay = (await get(b, '/room/mine')).body.stays![0]!;
    expect(bStay.charges.map((c) => c.amount_minor)).toEqual([30000]);
    // B's share carries the photos of A's inspection, which charged it.
    expect(bStay.charges[0]?.photos.map((photo) => photo.path)).toEqual([`${SEED_STAFF_ID}/table.jpg`]);
  });

  it('takes one appeal from the student charged, decided by the office within the share', async () => {
    const charge = (await get(b, '/room/mine')).body.stays![0]!.charges[0]!;
    const appeal = (session: Session, reason: unknown) =>
      post(session, `/room/charges/${charge.id}/appeal`, { reason });
    const decide = (session: Session, body: unknown) =>
      post(session, `/admin/inspections/charges/${charge.id}/decide`, body);
    expect((await decide(warden, { amount_minor: 0 })).body.code).toBe('not_appealed');
    expect((await appeal(a, 'Not mine')).status).toBe(404);
    expect((await appeal(b, '   ')).status).toBe(400);
    expect((await appeal(b, 'x'.repeat(1001))).status).toBe(400);
    expect((await appeal(b, 'The crack was there when I came')).status).toBe(200);
    expect((await appeal(b, 'Again')).body.code).toBe('already_appealed');
    expect((await decide(manager, { amount_minor: 10000 })).status).toBe(403);
    expect((await decide(warden, { amount_minor: 30001 })).status).toBe(400);
    expect((await decide(warden, { amount_minor: 1.5 })).status).toBe(400);
    const decided = await decide(warden, { amount_minor: 10000, note: 'Partly worn before' });
    expect(decided.status).toBe(200);
    expect(decided.body.charges[0]).toMatchObject({ decided_amount_minor: 10000, owed_minor: 10000 });
    expect((await decide(warden, { amount_minor: 0 })).body.code).toBe('already_decided');
  });

  it('issues no dues once and refunds the rest of the deposit at Stripe once', async () => {
    await h.sql(`update public.hostels set caution_deposit_minor = 200000 where name = 'Kanhar'`);
    const intent = await h.stripe.paymentIntents.create({ amount: 250000, currency: 'inr' });
    intentA = intent.id;
    await confirmWithCard(h.stripeStandIn.url, intent.id, intent.client_secret!, '4242424242424242');
    await h.sql(
      `insert into public.bookings (room_id, bed_id, user_id, amount_minor, currency, status, name, email, state, city,
                                    pincode, paid_at, payment_intent_id, ended_at)
       values ($1, $2, $3, 50000, 'inr', 'checked_out', 'A', 'a@hostel.local', 'Chhattisgarh', 'Bhilai', '491001',
               now() - interval '1 day', $4, now())`,
      [room, beds[0], a.userId, intent.id],
    );
    expect((await post(manager, `/admin/inspections/reports/${reportA}/no-dues`)).status).toBe(403);
    expect((await post(warden, `/admin/inspections/reports/${reportB}/no-dues`)).body.code).toBe('not_inspected');
    const [first, second] = await Promise.all([
      post(warden, `/admin/inspections/reports/${reportA}/no-dues`),
      post(staff, `/admin/inspections/reports/${reportA}/no-dues`),
    ]);
    expect([first.status, second.status]).toEqual([200, 200]);
    const again = await post(warden, `/admin/inspections/reports/${reportA}/no-dues`);
    expect(again.body.clearance).toMatchObject({
      deposit_minor: 200000,
      charges_minor: 30000,
      mess_dues_minor: 0,
      refund_minor: 170000,
    });
    expect(again.body.clearance?.refunded_at).not.toBeNull();
    const refunds = await h.stripe.refunds.list({ payment_intent: intent.id });
    expect(refunds.data.map((r) => r.amount)).toEqual([170000]);
    expect((await post(a, `/room/charges/${again.body.charges[0]!.id}/appeal`, { reason: 'Late' })).body.code).toBe(
      'closed',
    );
  });

  it('leaves the office a full refund of the booking of only what the payment has left, once', async () => {
    const admin = await h.signIn(ADMIN.email, ADMIN.password);
    const [booking] = await h.sql<{ id: number }>(
      'select id::int as id from public.bookings where payment_intent_id = $1',
      [intentA],
    );
    const refund = () =>
      h.call<{ refund_id: string }>('POST', '/admin/refund', {
        token: admin.token,
        body: { booking_id: booking!.id, reason: 'Left the university' },
      });
    const first = await refund();
    expect(first.status).toBe(200);
    expect((await refund()).body.refund_id).toBe(first.body.refund_id);
    // ₹2,500 paid, ₹1,700 of it the deposit's refund: the booking's refund is the ₹800 left, and nothing more, ever.
    const refunds = await h.stripe.refunds.list({ payment_intent: intentA });
    expect(refunds.data.map((r) => r.amount)).toEqual([80000, 170000]);
    expect(refunds.data[0]!.id).toBe(first.body.refund_id);
    const [row] = await h.sql<{ status: string; refund_id: string }>(
      'select status, refund_id from public.bookings where id = $1',
      [booking!.id],
    );
    expect(row).toEqual({ status: 'refunded', refund_id: first.body.refund_id });
    // The clearance still records its own refund: no-dues asked again refunds nothing more.
    const again = await post(warden, `/admin/inspections/reports/${reportA}/no-dues`);
    expect(again.body.clearance).toMatchObject({ refund_minor: 170000 });
    expect((await h.stripe.refunds.list({ payment_intent: intentA })).data).toHaveLength(2);
  });
});
