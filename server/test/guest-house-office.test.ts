// The guest house's office over HTTP, played by an attacker: the whole office and the guest house's own warden read and
// change its rooms' nightly prices and its rules; another hostel's warden, a student and a visitor are refused and
// change nothing; bad values are a 400 naming the field; a stay held before a new price is paid at the price it was
// held at, and the next one at the new price.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CONFIRMED_USER_COLUMNS,
  EMAIL_APP_METADATA,
  confirmedUserValues,
} from '@campus-hostel/emulators/testing/users';
import { Harness, bookingBody, eventually, studentPool, type Session } from './harness.js';

interface House {
  hostel_name: string;
  currency: string;
  rules: { approval_nights: number; max_nights: number; days_ahead: number };
  rooms: Array<{ id: number; room_number: number; nightly_minor: number; out_of_service: boolean }>;
}

let h: Harness;
let student: () => Session;
let staff: Session;
let kanharWarden: Session;
let atithiWarden: Session;
let today: string;
let rooms: Record<number, number>;

const inDays = (days: number): string => {
  const day = new Date(`${today}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
};

/** A warden placed on the guest house alone. */
async function guestHouseWarden(): Promise<Session> {
  const email = 'atithi-warden@test.hostel.local';
  const metadata = `${EMAIL_APP_METADATA} || '{"role":"warden"}'::jsonb`;
  await h.sql(
    `with u as (
       insert into auth.users (${CONFIRMED_USER_COLUMNS})
       values (${confirmedUserValues('$1::text', "extensions.crypt('warden-test-pass', extensions.gen_salt('bf', 4))", metadata)})
       returning id)
     insert into public.office_places (user_id, kind, hostel_name) select u.id, 'hostel', 'Atithi' from u`,
    [email],
  );
  return h.signIn(email, 'warden-test-pass');
}

const house = (session?: Session) =>
  h.call<House>('GET', '/admin/guest-house/Atithi', session ? { token: session.token } : {});
const saveRoom = (session: Session, roomNumber: number, body: unknown) =>
  h.call<House['rooms'][number]>('POST', `/admin/guest-rooms/${rooms[roomNumber]}`, { token: session.token, body });
const saveRules = (session: Session, body: unknown, hostel = 'Atithi') =>
  h.call<House['rules']>('POST', `/admin/guest-house/${hostel}/rules`, { token: session.token, body });
const RULES = { approval_nights: 5, max_nights: 14, days_ahead: 90 };

const book = (session: Session, roomNumber: number, checkIn: string, nights: number) =>
  h.call<{ paymentIntentId: string; amount: number; stay: { id: number; nightly_minor: number } }>(
    'POST',
    '/create-payment-intent',
    {
      token: session.token,
      body: bookingBody(
        { id: rooms[roomNumber]!, hostel_name: 'Atithi' },
        { check_in: checkIn, nights, guest_name: 'Sunita Sharma' },
      ),
    },
  );

beforeAll(async () => {
  h = await Harness.start();
  student = studentPool(await h.createStudents(3, 'guest-house-office'));
  [staff, kanharWarden, atithiWarden] = await Promise.all([
    h.signIn('staff@hostel.local', 'staff-pass-2026'),
    h.signIn('warden@hostel.local', 'warden-pass-2026'),
    guestHouseWarden(),
  ]);
  [{ today }] = (await h.sql<{ today: string }>('select public.ist_day(now())::text as today')) as [{ today: string }];
  const list = await h.sql<{ id: number; room_number: number }>(
    `select id::int as id, room_number from public.guest_rooms where hostel_name = 'Atithi'`,
  );
  rooms = Object.fromEntries(list.map((r) => [r.room_number, r.id]));
});

afterAll(async () => {
  await h.close();
});

describe('the guest house’s rooms and rules', () => {
  it('when staff and the guest house’s warden read it, then they get its rules and every room with its price', async () => {
    for (const session of [staff, atithiWarden]) {
      const res = await house(session);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ hostel_name: 'Atithi', currency: 'inr', rules: RULES });
      expect(res.body.rooms).toHaveLength(8);
      expect(res.body.rooms[0]).toMatchObject({ room_number: 101, nightly_minor: 80_000, out_of_service: false });
    }
    expect((await h.call('GET', '/admin/guest-house/Kanhar', { token: staff.token })).body).toMatchObject({
      code: 'not_guest_house',
    });
  });

  it('when another hostel’s warden, a student or a visitor tries, then it is refused and nothing changes', async () => {
    expect((await house(kanharWarden)).status).toBe(403);
    expect((await saveRoom(kanharWarden, 202, { nightly_minor: 100, out_of_service: true })).status).toBe(403);
    expect((await saveRules(kanharWarden, { ...RULES, max_nights: 1, approval_nights: 1 })).status).toBe(403);
    const host = student();
    expect((await house(host)).status).toBe(403);
    expect((await saveRoom(host, 202, { nightly_minor: 100, out_of_service: true })).status).toBe(403);
    expect((await house()).status).toBe(401);
    const after = (await house(staff)).body;
    expect(after.rules).toEqual(RULES);
    expect(after.rooms.find((room) => room.room_number === 202)).toMatchObject({
      nightly_minor: 80_000,
      out_of_service: false,
    });
  });

  it('when values are out of range, then 400 names the field and nothing is saved', async () => {
    for (const nightly of [99, 10_000_001, 800.5, '80000']) {
      const res = await saveRoom(staff, 203, { nightly_minor: nightly, out_of_service: false });
      expect(res.status, `${nightly}`).toBe(400);
      expect((res.body as unknown as { message: string }).message).toMatch(/^nightly_minor /);
    }
    const inverted = await saveRules(staff, { ...RULES, approval_nights: 10, max_nights: 9 });
    expect(inverted.status).toBe(400);
    expect((inverted.body as unknown as { message: string }).message).toBe(
      'approval_nights must be at most max_nights',
    );
    expect((await saveRules(staff, { ...RULES, days_ahead: 366 })).status).toBe(400);
    expect((await saveRules(staff, RULES, 'Kanhar')).status).toBe(404);
    const missing = await h.call('POST', '/admin/guest-rooms/999999', {
      token: staff.token,
      body: { nightly_minor: 90_000, out_of_service: false },
    });
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ code: 'room_not_found' });
    expect((await house(staff)).body.rules).toEqual(RULES);
  });

  it('when the warden changes a room’s price, then a stay held before pays its old price and the next the new', async () => {
    const before = (await book(student(), 204, inDays(20), 2)).body;
    const saved = await saveRoom(atithiWarden, 204, { nightly_minor: 150_000, out_of_service: false });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ room_number: 204, nightly_minor: 150_000 });
    await h.stripe.paymentIntents.confirm(before.paymentIntentId, {
      payment_method: 'pm_card_visa',
      return_url: 'http://localhost:5173/success',
    });
    const paid = await eventually(
      async () =>
        (
          await h.sql<{ status: string; amount_minor: number }>(
            'select status, amount_minor from public.guest_stays where id = $1',
            [before.stay.id],
          )
        )[0]!,
      (row) => row.status !== 'held',
    );
    expect(paid).toEqual({ status: 'confirmed', amount_minor: before.amount });
    expect(before.amount).toBe(2 * before.stay.nightly_minor);
    const after = await book(student(), 204, inDays(30), 2);
    expect(after.body.amount).toBe(300_000);
    const map = await h.call<{ rooms: Array<{ id: number; nightly_minor: number }> }>(
      'GET',
      `/guest-house/Atithi/${inDays(40)}/1`,
    );
    expect(map.body.rooms.find((room) => room.id === rooms[204])?.nightly_minor).toBe(150_000);
  });

  it('when the warden changes the rules, then they are saved and audited', async () => {
    const res = await saveRules(atithiWarden, { approval_nights: 3, max_nights: 10, days_ahead: 60 });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ approval_nights: 3, max_nights: 10, days_ahead: 60 });
    const [audit] = await h.sql<{ actor_email: string; after: unknown }>(
      `select actor_email, after from public.audit_log where action = 'guest_house_rules.edit' order by id desc limit 1`,
    );
    expect(audit).toEqual({
      actor_email: 'atithi-warden@test.hostel.local',
      after: { approval_nights: 3, max_nights: 10, days_ahead: 60 },
    });
  });
});
