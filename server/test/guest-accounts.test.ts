// Guest accounts over HTTP, played by an attacker: every students' route refuses a guest before any work, a bed's hold
// refuses them in the words of its rules, and the guest house takes their own stay, which they alone read.
import { API_ROUTES, routePath } from '@campus-hostel/contracts/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Harness, bookingBody, type Session } from './harness.js';

const GUEST = { email: 'guest@hostel.local', password: 'guest-pass-2026' };
const STUDENTS_ROUTES = API_ROUTES.filter((route) => route.access === 'student');

let h: Harness;
let guest: Session;
let student: Session;

beforeAll(async () => {
  h = await Harness.start();
  guest = await h.signIn(GUEST.email, GUEST.password);
  [student] = (await h.createStudents(1, 'guest-accounts')) as [Session];
});

afterAll(async () => {
  await h.close();
});

const call = (session: Session, route: (typeof STUDENTS_ROUTES)[number]) => {
  const params = Object.fromEntries(Object.keys(route.params).map((name) => [name, '1']));
  return h.call(route.method, routePath(route, params), {
    token: session.token,
    ...(route.method === 'POST' ? { body: {} } : {}),
  });
};

describe('what is a student’s', () => {
  it('when a guest calls any students’ route, then each answers 403 guest_account before reading the request', async () => {
    expect(STUDENTS_ROUTES.length).toBeGreaterThan(30);
    for (const route of STUDENTS_ROUTES) {
      const res = await call(guest, route);
      expect(res.status, `${route.method} ${route.path}`).toBe(403);
      expect(res.body, `${route.method} ${route.path}`).toEqual({
        message: 'This is for students: a guest account books guest rooms.',
        code: 'guest_account',
      });
    }
  });

  it('when a student calls the same routes, then none refuses them as a guest', async () => {
    for (const route of STUDENTS_ROUTES) {
      const res = await call(student, route);
      expect((res.body as { code?: string } | null)?.code, `${route.method} ${route.path}`).not.toBe('guest_account');
    }
  });

  it('when a guest asks to hold a bed, then the rules refuse it in words and nothing is held', async () => {
    const [room] = await h.vacantRooms('Kanhar', 1);
    const res = await h.call('POST', '/create-payment-intent', { token: guest.token, body: bookingBody(room!) });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({
      message: 'Beds are for students: a guest account books guest rooms.',
      code: 'not_eligible',
    });
    expect(await h.bookingsForRoom(room!.id)).toEqual([]);
  });
});

describe('a student’s write that names a guest', () => {
  it('when a student invites a guest to the other bed of their double, then the database refuses it 403 guest_account', async () => {
    const [room] = await h.vacantRooms('Kanhar', 1, 2);
    const held = await h.call('POST', '/create-payment-intent', { token: student.token, body: bookingBody(room!) });
    expect(held.status).toBe(200);
    const sent = await h.call('POST', '/roommate-invites', { token: student.token, body: { email: GUEST.email } });
    expect(sent).toMatchObject({
      status: 403,
      body: { code: 'guest_account', message: 'This is for students: a guest account books guest rooms.' },
    });
    expect(await h.sql('select id from public.roommate_invites where inviter_id = $1', [student.userId])).toEqual([]);
  });
});

describe('the guest house', () => {
  it('when a guest books two nights for themselves, then the stay is held at the room’s price and theirs alone to read', async () => {
    const [room] = await h.sql<{ id: number; nightly_minor: number }>(
      `select id::int as id, nightly_minor from public.guest_rooms where hostel_name = 'Atithi' and not out_of_service
       order by wing_name, room_number limit 1`,
    );
    const [day] = await h.sql<{ check_in: string }>(`select (public.ist_day(now()) + 20)::text as check_in`);
    const body = bookingBody(
      { id: room!.id, hostel_name: 'Atithi' },
      { check_in: day!.check_in, nights: 2, guest_name: 'Sunita Sharma', user_type: 'guest' },
    );
    const res = await h.call<{ amount: number; stay: { reference: string } }>('POST', '/create-payment-intent', {
      token: guest.token,
      body,
    });
    expect(res.status).toBe(200);
    expect(res.body.amount).toBe(2 * room!.nightly_minor);

    const mine = await h.call<{ stays: Array<{ reference: string }> }>('GET', '/guest-stays/mine', {
      token: guest.token,
    });
    expect(mine.body.stays.map((stay) => stay.reference)).toEqual([res.body.stay.reference]);
    const theirs = await h.call('GET', `/guest-stays/${res.body.stay.reference}`, { token: student.token });
    expect(theirs.status).toBe(404);
  });
});
