// The menus, ratings and rebates routes over HTTP: a mess manager saves and publishes their own mess's weeks and
// decides its rebates, never another mess's; a student rates only what they were served today and applies by their
// mess's rules; malformed bodies are 400s that change nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, Harness, studentPool, type Session } from './harness.js';

const MANAGER = { email: 'mess@hostel.local', password: 'mess-pass-2026' };

let h: Harness;
let admin: Session;
let manager: Session;
let nextStudent: () => Session;
let gopad: number;
let kanhar: number;
let today: string;

const day = (offset: number, from = today) => {
  const at = new Date(`${from}T00:00:00Z`);
  at.setUTCDate(at.getUTCDate() + offset);
  return at.toISOString().slice(0, 10);
};
/** The Monday of the week `weeks` from this one. */
const monday = (weeks: number) => day(7 * weeks - ((new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7));

beforeAll(async () => {
  h = await Harness.start();
  admin = await h.signIn(ADMIN.email, ADMIN.password);
  manager = await h.signIn(MANAGER.email, MANAGER.password);
  nextStudent = studentPool(await h.createStudents(8, 'mess-menus'));
  [{ today }] = (await h.sql<{ today: string }>('select public.ist_day(now())::text as today')) as [{ today: string }];
  const messes = await h.sql<{ id: number; name: string }>('select id::int as id, name from public.messes');
  gopad = messes.find((m) => m.name === 'Gopad Mess')!.id;
  kanhar = messes.find((m) => m.name === 'Kanhar Mess')!.id;
  await h.sql('delete from public.mess_periods');
  await h.sql(
    `insert into public.mess_periods (name, starts_on, ends_on, opens_at, closes_at, allocation)
     values ('Now', $1::date - 30, $1::date + 60, now() - interval '40 days', now() - interval '35 days', 'first_come')`,
    [today],
  );
  await h.sql('update public.messes set rebate_min_days = 4, rebate_notice_days = 3');
});

afterAll(async () => {
  await h.close();
});

/** A student registered in the mess for the period. */
async function registered(mess: number): Promise<Session> {
  const student = nextStudent();
  await h.sql(
    `insert into public.mess_registrations (period_id, user_id, mess_id, status, placed_by, from_on)
     select p.id, $1, $2, 'registered', 'choice', p.starts_on from public.mess_periods p`,
    [student.userId, mess],
  );
  return student;
}

const post = <T = Record<string, unknown>>(session: Session | null, path: string, body?: unknown) =>
  h.call<T & { code?: string; message?: string }>('POST', path, { token: session?.token, body });

describe('menus', () => {
  const items = [
    { day: 1, meal: 'breakfast', dish: 'Poha', diet: 'veg' },
    { day: 1, meal: 'lunch', dish: 'Chicken curry', diet: 'non_veg' },
  ];

  it('when the manager saves and publishes a week of their mess, then it is published, and saved again it stays so', async () => {
    const week = monday(1);
    const saved = await post(manager, '/admin/mess/menus', { mess_id: gopad, week_start: week, items });
    expect(saved).toMatchObject({ status: 200, body: { mess_id: gopad, week_start: week, published: false } });
    const published = await post(manager, '/admin/mess/menus/publish', {
      mess_id: gopad,
      week_start: week,
      published: true,
    });
    expect(published).toMatchObject({ status: 200, body: { published: true } });
    const again = await post(manager, '/admin/mess/menus', { mess_id: gopad, week_start: week, items: items.slice(1) });
    expect(again).toMatchObject({ status: 200, body: { published: true } });
  });

  it('when a full week in Hindi is saved, then its body, past the usual 16 kB, is taken', async () => {
    const full = [1, 2, 3, 4, 5, 6, 7].flatMap((d) =>
      ['breakfast', 'lunch', 'snacks', 'dinner'].flatMap((meal) =>
        Array.from({ length: 20 }, (_, n) => ({ day: d, meal, dish: `${'दाल मखनी '.repeat(7)}${n}`, diet: 'jain' })),
      ),
    );
    expect(JSON.stringify(full).length).toBeGreaterThan(16_000);
    const saved = await post(admin, '/admin/mess/menus', { mess_id: kanhar, week_start: monday(2), items: full });
    expect(saved.status).toBe(200);
  });

  it('when the manager of Gopad Mess writes Kanhar Mess’s week, or a student writes any, then 403 and nothing is saved', async () => {
    const week = monday(3);
    const forbidden = await post(manager, '/admin/mess/menus', { mess_id: kanhar, week_start: week, items });
    expect(forbidden).toMatchObject({ status: 403, body: { code: 'forbidden' } });
    const student = nextStudent();
    expect((await post(student, '/admin/mess/menus', { mess_id: gopad, week_start: week, items })).status).toBe(403);
    expect((await post(null, '/admin/mess/menus', { mess_id: gopad, week_start: week, items })).status).toBe(401);
    const publish = await post(manager, '/admin/mess/menus/publish', {
      mess_id: kanhar,
      week_start: monday(2),
      published: true,
    });
    expect(publish).toMatchObject({ status: 403, body: { code: 'forbidden' } });
    const rows = await h.sql('select 1 from public.mess_menus where week_start = $1', [week]);
    expect(rows).toEqual([]);
  });

  it('when a week is malformed, unknown or empty, then 400, 404 and 409', async () => {
    const bad = [
      { mess_id: gopad, week_start: day(1, monday(4)), items },
      { mess_id: gopad, week_start: monday(4), items: [{ ...items[0], diet: 'vegan' }] },
      { mess_id: gopad, week_start: monday(4), items: [{ ...items[0], dish: 'x'.repeat(81) }] },
      { mess_id: gopad, week_start: monday(4), items: Array.from({ length: 21 }, () => items[0]) },
      { mess_id: gopad, week_start: 'next week', items },
    ];
    for (const body of bad) {
      expect((await post(manager, '/admin/mess/menus', body)).body.code).toBe('invalid_request');
    }
    expect((await post(admin, '/admin/mess/menus', { mess_id: 99_999, week_start: monday(4), items })).status).toBe(
      404,
    );
    const notSaved = await post(manager, '/admin/mess/menus/publish', {
      mess_id: gopad,
      week_start: monday(4),
      published: true,
    });
    expect(notSaved).toMatchObject({ status: 404, body: { code: 'not_found' } });
    await post(manager, '/admin/mess/menus', { mess_id: gopad, week_start: monday(4), items: [] });
    const empty = await post(manager, '/admin/mess/menus/publish', {
      mess_id: gopad,
      week_start: monday(4),
      published: true,
    });
    expect(empty).toMatchObject({ status: 409, body: { code: 'empty_menu' } });
  });
});

describe('POST /mess/ratings', () => {
  it('when a student rates lunch served today, then it is kept; a meal not served is 409 and stars out of range 400', async () => {
    const student = await registered(gopad);
    const notServed = await post(student, '/mess/ratings', { meal: 'lunch', stars: 4 });
    expect(notServed).toMatchObject({ status: 409, body: { code: 'not_served' } });
    await h.sql(`insert into public.meal_servings (mess_id, user_id, served_on, meal) values ($1, $2, $3, 'lunch')`, [
      gopad,
      student.userId,
      today,
    ]);
    const rated = await post(student, '/mess/ratings', { meal: 'lunch', stars: 4, comment: ' Good dal ' });
    expect(rated).toMatchObject({
      status: 200,
      body: { meal: 'lunch', stars: 4, comment: 'Good dal', served_on: today },
    });
    for (const body of [
      { meal: 'lunch', stars: 6 },
      { meal: 'lunch', stars: 2.5 },
      { meal: 'brunch', stars: 3 },
    ]) {
      expect((await post(student, '/mess/ratings', body)).status).toBe(400);
    }
    const long = await post(student, '/mess/ratings', { meal: 'lunch', stars: 3, comment: 'x'.repeat(501) });
    expect(long.status).toBe(400);
  });
});

describe('rebates', () => {
  it('when a student applies by the rules, then 201 pending; too short, too soon, overlapping, or reversed are refused by code', async () => {
    const student = await registered(gopad);
    const applied = await post(student, '/mess/rebates', { from_on: day(5), to_on: day(9), reason: 'Going home' });
    expect(applied).toMatchObject({ status: 201, body: { status: 'pending', mess_id: gopad, from_on: day(5) } });
    const cases: Array<[Record<string, unknown>, number, string]> = [
      [{ from_on: day(12), to_on: day(13), reason: 'Fest' }, 409, 'too_short'],
      [{ from_on: day(1), to_on: day(6), reason: 'Fest' }, 409, 'too_late'],
      [{ from_on: day(8), to_on: day(12), reason: 'Fest' }, 409, 'overlaps'],
      [{ from_on: day(80), to_on: day(85), reason: 'Fest' }, 409, 'not_registered'],
      [{ from_on: day(12), to_on: day(10), reason: 'Fest' }, 400, 'invalid_request'],
      [{ from_on: day(12), to_on: day(20), reason: ' ' }, 400, 'invalid_request'],
    ];
    for (const [body, status, code] of cases) {
      expect(await post(student, '/mess/rebates', body), code).toMatchObject({ status, body: { code } });
    }
    const short = await post(student, '/mess/rebates', { from_on: day(12), to_on: day(13), reason: 'Fest' });
    expect(short.body.message).toContain('at least 4 days');
  });

  it('when a student withdraws, then only their own pending rebate', async () => {
    const student = await registered(gopad);
    const other = await registered(gopad);
    const { body } = await post<{ id: number }>(student, '/mess/rebates', {
      from_on: day(20),
      to_on: day(25),
      reason: 'Trip',
    });
    expect((await post(other, `/mess/rebates/${body.id}/withdraw`)).status).toBe(404);
    expect(await post(student, `/mess/rebates/${body.id}/withdraw`)).toMatchObject({
      status: 200,
      body: { status: 'withdrawn' },
    });
    expect((await post(student, '/mess/rebates/abc/withdraw')).status).toBe(400);
  });

  it('when the manager decides, then only their mess’s rebates, once, and the same decision again is 200', async () => {
    const inGopad = await registered(gopad);
    const inKanhar = await registered(kanhar);
    const mine = await post<{ id: number }>(inGopad, '/mess/rebates', {
      from_on: day(30),
      to_on: day(34),
      reason: 'Home',
    });
    const theirs = await post<{ id: number }>(inKanhar, '/mess/rebates', {
      from_on: day(30),
      to_on: day(34),
      reason: 'Home',
    });
    const decide = (session: Session, rebateId: number, body: unknown) =>
      post(session, `/admin/mess/rebates/${rebateId}/decide`, body);
    expect(await decide(manager, theirs.body.id, { decision: 'approved' })).toMatchObject({
      status: 403,
      body: { code: 'forbidden' },
    });
    expect((await decide(inGopad, mine.body.id, { decision: 'approved' })).status).toBe(403);
    expect((await decide(manager, mine.body.id, { decision: 'maybe' })).status).toBe(400);
    expect((await decide(manager, 99_999, { decision: 'approved' })).status).toBe(404);
    const approved = await decide(manager, mine.body.id, { decision: 'approved', note: 'Safe travels' });
    expect(approved).toMatchObject({ status: 200, body: { status: 'approved', note: 'Safe travels' } });
    expect((await decide(manager, mine.body.id, { decision: 'approved' })).status).toBe(200);
    expect(await decide(manager, mine.body.id, { decision: 'rejected' })).toMatchObject({
      status: 409,
      body: { code: 'already_decided' },
    });
    expect(await post(inGopad, `/mess/rebates/${mine.body.id}/withdraw`)).toMatchObject({
      status: 409,
      body: { code: 'not_pending' },
    });
    const [theirsNow] = await h.sql<{ status: string }>('select status from public.mess_rebates where id = $1', [
      theirs.body.id,
    ]);
    expect(theirsNow?.status).toBe('pending');
  });
});
