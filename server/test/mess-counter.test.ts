// The mess counter over HTTP: a student's meal card and token; the counter serves from the token or a roll number,
// answers each refusal with its code and the student's name, refuses forged, expired and other tokens, keeps a mess
// manager to their mess, and adds extras and guest meals priced by the server, once per tap.
import { randomUUID } from 'node:crypto';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CONFIRMED_USER_COLUMNS,
  EMAIL_APP_METADATA,
  confirmedUserValues,
} from '@campus-hostel/emulators/testing/users';
import { Harness, studentPool, type Session } from './harness.js';

const GOPAD_MANAGER = { email: 'mess@hostel.local', password: 'mess-pass-2026' };

let h: Harness;
let manager: Session;
let otherManager: Session;
let staff: Session;
let nextStudent: () => Session;
let messes: Record<'Gopad Mess' | 'Kanhar Mess', number>;
let periodId: number;

interface Charge {
  id: number;
  kind: string;
  item: string;
  quantity: number;
  unit_minor: number;
  amount_minor: number;
  code?: string;
}

const scan = (session: Session, body: Record<string, unknown>) =>
  h.call<Record<string, unknown>>('POST', '/mess/scan', { token: session.token, body });
const card = (student: Session) =>
  h.call<{ mess: { id: number; name: string } | null; token: string; student: { name: string; roll_number: string } }>(
    'GET',
    '/mess/me',
    { token: student.token },
  );
/** An error answer without its wording (checked to be there), for comparing its code and facts exactly. */
function withoutMessage(body: Record<string, unknown>): Record<string, unknown> {
  const { message, ...rest } = body;
  expect(message).toEqual(expect.any(String));
  return rest;
}
const tokenOf = async (student: Session) => (await card(student)).body.token;

/** A student registered at a mess for the period covering today. */
async function registered(mess: keyof typeof messes): Promise<Session> {
  const student = nextStudent();
  await h.sql(
    `insert into public.mess_registrations (period_id, user_id, mess_id, status, placed_by, from_on)
     select p.id, $2, $3, 'registered', 'office', p.starts_on from public.mess_periods p where p.id = $1`,
    [periodId, student.userId, messes[mess]],
  );
  return student;
}

async function recordOf(student: Session): Promise<{ name: string; roll_number: string }> {
  const [row] = await h.sql<{ name: string; roll_number: string }>(
    'select full_name as name, roll_number from public.student_records where user_id = $1',
    [student.userId],
  );
  return row!;
}

/** A mess manager of Kanhar Mess alone. */
async function kanharManager(): Promise<Session> {
  const email = 'kanhar-mess@test.hostel.local';
  const metadata = `${EMAIL_APP_METADATA} || '{"role":"mess_manager"}'::jsonb`;
  await h.sql(
    `with u as (
       insert into auth.users (${CONFIRMED_USER_COLUMNS})
       values (${confirmedUserValues('$1::text', "extensions.crypt('mess-test-pass', extensions.gen_salt('bf', 4))", metadata)})
       returning id)
     insert into public.office_places (user_id, kind, mess_id) select u.id, 'mess', $2 from u`,
    [email, messes['Kanhar Mess']],
  );
  return h.signIn(email, 'mess-test-pass');
}

beforeAll(async () => {
  h = await Harness.start();
  const rows = await h.sql<{ id: number; name: string }>('select id::int as id, name from public.messes');
  messes = Object.fromEntries(rows.map((row) => [row.name, row.id])) as typeof messes;
  // The period covering today (the seed may hold one already: periods may not overlap).
  await h.sql(
    `insert into public.mess_periods (name, starts_on, ends_on, opens_at, closes_at, allocation)
     select 'Counter test', public.ist_day(now()) - 10, public.ist_day(now()) + 30, now() - interval '40 days',
            now() - interval '20 days', 'first_come'
     where not exists (select 1 from public.mess_periods p
                       where public.ist_day(now()) between p.starts_on and p.ends_on)`,
  );
  [{ id: periodId }] = (await h.sql<{ id: number }>(
    `select id::int as id from public.mess_periods where public.ist_day(now()) between starts_on and ends_on`,
  )) as [{ id: number }];
  manager = await h.signIn(GOPAD_MANAGER.email, GOPAD_MANAGER.password);
  otherManager = await kanharManager();
  staff = await h.createOfficeMember('counter-staff@test.hostel.local', 'staff');
  nextStudent = studentPool(await h.createStudents(16, 'counter'));
});

afterAll(async () => {
  await h.close();
});

describe('GET /mess/me', () => {
  it('when a registered student asks, then their mess, name and roll number come with a meal token; unregistered, no mess', async () => {
    const student = await registered('Gopad Mess');
    const answer = await card(student);
    expect(answer.status).toBe(200);
    expect(answer.body.mess).toEqual({ id: messes['Gopad Mess'], name: 'Gopad Mess' });
    expect(answer.body.student).toEqual(await recordOf(student));
    expect(answer.body.token.split('.')).toHaveLength(3);
    const loner = nextStudent();
    expect((await card(loner)).body.mess).toBeNull();
    expect((await h.call('GET', '/mess/me')).status).toBe(401);
  });
});

describe('POST /mess/scan', () => {
  it('when the Gopad manager scans a Gopad student’s QR, then the meal is served; the second scan is 409 already_served, naming them', async () => {
    const student = await registered('Gopad Mess');
    const record = await recordOf(student);
    const token = await tokenOf(student);
    const first = await scan(manager, { token, meal: 'breakfast' });
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ served: true, student: record, meal: 'breakfast', user_id: student.userId });
    const second = await scan(manager, { token, meal: 'breakfast' });
    expect(second.status).toBe(409);
    expect(withoutMessage(second.body)).toEqual({ code: 'already_served', student: record });
    // Another meal of the same day is another serving.
    expect((await scan(manager, { token, meal: 'lunch' })).status).toBe(200);
  });

  it('when two counters scan one QR in the same instant, then one serves and the other says already served', async () => {
    const student = await registered('Gopad Mess');
    const token = await tokenOf(student);
    const answers = await Promise.all([
      scan(manager, { token, meal: 'dinner' }),
      scan(staff, { token, meal: 'dinner', mess_id: messes['Gopad Mess'] }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const rows = await h.sql('select 1 from public.meal_servings where user_id = $1 and meal = $2', [
      student.userId,
      'dinner',
    ]);
    expect(rows).toHaveLength(1);
  });

  it('when the roll number is typed in lower case with spaces, then it finds the student; an unknown one is 404', async () => {
    const student = await registered('Gopad Mess');
    const record = await recordOf(student);
    const typed = await scan(manager, { roll_number: ` ${record.roll_number.toLowerCase()} `, meal: 'snacks' });
    expect(typed.status).toBe(200);
    expect(typed.body.student).toEqual(record);
    const unknown = await scan(manager, { roll_number: 'ZZ99NOBODY', meal: 'snacks' });
    expect(unknown.status).toBe(404);
    expect(unknown.body.code).toBe('not_found');
  });

  it('when the student is not registered, eats elsewhere or is on a rebate, then 403 with that code and their name', async () => {
    const loner = nextStudent();
    const kanhar = await registered('Kanhar Mess');
    const away = await registered('Gopad Mess');
    await h.sql(
      `insert into public.mess_rebates (mess_id, user_id, from_on, to_on, reason, status)
       values ($1, $2, public.ist_day(now()) - 1, public.ist_day(now()) + 1, 'Home', 'approved')`,
      [messes['Gopad Mess'], away.userId],
    );
    for (const [student, code] of [
      [loner, 'not_registered'],
      [kanhar, 'wrong_mess'],
      [away, 'on_rebate'],
    ] as const) {
      const answer = await scan(manager, { token: await tokenOf(student), meal: 'lunch' });
      expect(answer.status, code).toBe(403);
      expect(withoutMessage(answer.body)).toEqual({ code, student: await recordOf(student) });
    }
  });

  it('when a manager of another mess names Gopad Mess, then 403 forbidden and nothing is served or counted', async () => {
    const student = await registered('Gopad Mess');
    const [before] = await h.sql<{ n: number }>('select count(*)::int as n from public.mess_scan_refusals');
    const answer = await scan(otherManager, {
      token: await tokenOf(student),
      meal: 'lunch',
      mess_id: messes['Gopad Mess'],
    });
    expect(answer.status).toBe(403);
    expect(withoutMessage(answer.body)).toEqual({ code: 'forbidden' });
    // At their own counter the student eats elsewhere.
    expect((await scan(otherManager, { token: await tokenOf(student), meal: 'lunch' })).body.code).toBe('wrong_mess');
    const [after] = await h.sql<{ n: number }>('select count(*)::int as n from public.mess_scan_refusals');
    expect(after!.n).toBe(before!.n + 1);
    expect(await h.sql('select 1 from public.meal_servings where user_id = $1', [student.userId])).toHaveLength(0);
  });

  it('when staff scans without naming the mess, then 400 mess_required; a student scanning is 403', async () => {
    const student = await registered('Gopad Mess');
    const token = await tokenOf(student);
    const unnamed = await scan(staff, { token, meal: 'lunch' });
    expect(unnamed.status).toBe(400);
    expect(unnamed.body.code).toBe('mess_required');
    expect((await scan(student, { token, meal: 'lunch' })).status).toBe(403);
    expect((await scan(staff, { token, meal: 'lunch', mess_id: messes['Gopad Mess'] })).status).toBe(200);
  });

  it('when the token is forged, expired, for another purpose or a sign-in token, then 400 with a code that says so', async () => {
    const student = await registered('Gopad Mess');
    const secret = new TextEncoder().encode(h.api.config.mealTokenSecret);
    const now = Math.floor(Date.now() / 1000);
    const signed = (claims: Record<string, unknown>, key = secret) =>
      new SignJWT(claims)
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(student.userId)
        .setIssuer('campus-hostel')
        .sign(key);
    const forged = await signed({ purpose: 'meal', exp: now + 60 }, new TextEncoder().encode('x'.repeat(40)));
    const expired = await signed({ purpose: 'meal', iat: now - 600, exp: now - 300 });
    const gate = await signed({ purpose: 'gate', exp: now + 60 });
    const cases = [
      [forged, 'meal_token_invalid'],
      [expired, 'meal_token_expired'],
      [gate, 'meal_token_invalid'],
      [student.token, 'meal_token_invalid'],
      ['not-a-token', 'meal_token_invalid'],
    ] as const;
    for (const [token, code] of cases) {
      const answer = await scan(manager, { token, meal: 'breakfast' });
      expect(answer.status, code).toBe(400);
      expect(answer.body.code, code).toBe(code);
    }
    expect(await h.sql('select 1 from public.meal_servings where user_id = $1', [student.userId])).toHaveLength(0);
    const both = await scan(manager, { token: forged, roll_number: 'AB12', meal: 'breakfast' });
    expect(both.status).toBe(400);
    expect(both.body.code).toBe('invalid_request');
  });
});

describe('extras and guest meals', () => {
  const extra = (session: Session, body: Record<string, unknown>) =>
    h.call<Charge>('POST', '/mess/extras', { token: session.token, body });
  const guests = (session: Session, body: Record<string, unknown>) =>
    h.call<Charge>('POST', '/mess/guest-meals', { token: session.token, body });
  const itemOf = async (mess: keyof typeof messes, name: string) =>
    (
      await h.sql<{ id: number; price_minor: number }>(
        'select id::int as id, price_minor from public.mess_extra_items where mess_id = $1 and name = $2',
        [messes[mess], name],
      )
    )[0]!;

  it('when the counter adds an extra naming a price, then the list’s price is charged, and a retry of the tap charges once', async () => {
    const student = await registered('Gopad Mess');
    const paneer = await itemOf('Gopad Mess', 'Paneer curry');
    const body = {
      user_id: student.userId,
      item_id: paneer.id,
      quantity: 2,
      idempotency_key: randomUUID(),
      price_minor: 1,
      amount_minor: 2,
    };
    const first = await extra(manager, body);
    expect(first.status).toBe(201);
    expect(first.body).toEqual({
      id: first.body.id,
      kind: 'extra',
      item: 'Paneer curry',
      quantity: 2,
      unit_minor: paneer.price_minor,
      amount_minor: 2 * paneer.price_minor,
    });
    expect(first.body.id).toEqual(expect.any(Number));
    const retried = await extra(manager, body);
    expect(retried.status).toBe(201);
    expect(retried.body).toEqual(first.body);
    expect(await h.sql('select 1 from public.mess_extras where user_id = $1', [student.userId])).toHaveLength(1);
    const reused = await extra(manager, { ...body, quantity: 3 });
    expect(reused.status).toBe(409);
    expect(reused.body.code).toBe('key_reused');
  });

  it('when guest meals are added, then they are priced at the mess’s guest meal', async () => {
    const student = await registered('Gopad Mess');
    const [{ guest_meal_minor }] = (await h.sql<{ guest_meal_minor: number }>(
      'select guest_meal_minor from public.messes where id = $1',
      [messes['Gopad Mess']],
    )) as [{ guest_meal_minor: number }];
    const added = await guests(manager, { user_id: student.userId, quantity: 3, idempotency_key: randomUUID() });
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({ kind: 'guest_meal', quantity: 3, amount_minor: 3 * guest_meal_minor });
  });

  it('when the student eats elsewhere, the item is another mess’s, or the manager runs another mess, then nothing is charged', async () => {
    const gopad = await registered('Gopad Mess');
    const kanhar = await registered('Kanhar Mess');
    const curd = await itemOf('Gopad Mess', 'Curd');
    const kanharCurd = await itemOf('Kanhar Mess', 'Curd');
    const key = () => randomUUID();
    const elsewhere = await extra(manager, {
      user_id: kanhar.userId,
      item_id: curd.id,
      quantity: 1,
      idempotency_key: key(),
    });
    expect([elsewhere.status, elsewhere.body.code]).toEqual([403, 'not_registered']);
    const foreign = await extra(manager, {
      user_id: gopad.userId,
      item_id: kanharCurd.id,
      quantity: 1,
      idempotency_key: key(),
    });
    expect([foreign.status, foreign.body.code]).toEqual([404, 'unknown_item']);
    const intruder = await guests(otherManager, {
      user_id: gopad.userId,
      quantity: 1,
      idempotency_key: key(),
      mess_id: messes['Gopad Mess'],
    });
    expect([intruder.status, intruder.body.code]).toEqual([403, 'forbidden']);
    const tooMany = await guests(manager, { user_id: gopad.userId, quantity: 21, idempotency_key: key() });
    expect(tooMany.status).toBe(400);
    expect(
      await h.sql('select 1 from public.mess_extras where user_id = any($1::uuid[])', [[gopad.userId, kanhar.userId]]),
    ).toHaveLength(0);
  });
});

describe('the counter', () => {
  it('when the manager reads their messes and the tally, then they see Gopad Mess with its prices and today’s counts', async () => {
    const listed = await h.call<{ messes: Array<{ name: string; extras: unknown[] }> }>('GET', '/mess/counter', {
      token: manager.token,
    });
    expect(listed.body.messes.map((mess) => mess.name)).toEqual(['Gopad Mess']);
    expect(listed.body.messes[0]!.extras).toHaveLength(4);
    const student = await registered('Gopad Mess');
    const token = await tokenOf(student);
    const before = await h.call<{ served: Record<string, number>; refused: Record<string, number> }>(
      'GET',
      `/mess/counter/${messes['Gopad Mess']}/tally`,
      { token: manager.token },
    );
    await scan(manager, { token, meal: 'snacks' });
    await scan(manager, { token, meal: 'snacks' });
    const after = await h.call<{ served: Record<string, number>; refused: Record<string, number> }>(
      'GET',
      `/mess/counter/${messes['Gopad Mess']}/tally`,
      { token: manager.token },
    );
    expect(after.body.served.snacks).toBe(before.body.served.snacks! + 1);
    expect(after.body.refused.already_served).toBe(before.body.refused.already_served! + 1);
    const foreign = await h.call('GET', `/mess/counter/${messes['Gopad Mess']}/tally`, { token: otherManager.token });
    expect(foreign.status).toBe(403);
  });
});
