// Menus, ratings and rebates: only those who run a mess save and publish its weeks; a student rates only a meal they
// were served today, at the mess that served it; a rebate keeps to its mess's rules and is decided once by that mess's
// manager, audited and told; nobody signed in calls any of it directly.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '@campus-hostel/emulators/testing';
import { ENGINES, startProject, type TestProject } from './project';

const STAFF = { id: '00000000-0000-4000-8000-00000000a002', email: 'staff@hostel.local' };
const MANAGER = { id: '00000000-0000-4000-8000-00000000a004', email: 'mess@hostel.local' };
const as = (actor: { id: string; email: string }) => ({ p_actor_id: actor.id, p_actor_email: actor.email });

describe.each(ENGINES)('mess menus, ratings and rebates on %s', (engine) => {
  let project: TestProject;
  let manager: TestClient;
  let gopad: number;
  let kanhar: number;
  /** Today in IST as the database reads it, and days from it. */
  let today: string;
  const day = (offset: number, from = today) => {
    const at = new Date(`${from}T00:00:00Z`);
    at.setUTCDate(at.getUTCDate() + offset);
    return at.toISOString().slice(0, 10);
  };
  /** The Monday of the week `weeks` from this one. */
  const monday = (weeks: number) => {
    const at = new Date(`${today}T00:00:00Z`);
    at.setUTCDate(at.getUTCDate() - ((at.getUTCDay() + 6) % 7) + 7 * weeks);
    return at.toISOString().slice(0, 10);
  };

  /** Students registered in `mess` for both periods (the second from `secondMess`, or none). */
  async function registered(mess: number, count = 1, secondMess: number | null = mess): Promise<string[]> {
    const ids = await project.accounts('mess-menus', count);
    await project.records(ids);
    await project.sql(
      `insert into public.mess_registrations (period_id, user_id, mess_id, status, placed_by, from_on)
       select p.id, x, case when p.name = 'Now' then $2::bigint else $3::bigint end, 'registered', 'choice', p.starts_on
       from unnest($1::uuid[]) as x cross join public.mess_periods p
       where p.name = 'Now' or $3::bigint is not null`,
      [ids, mess, secondMess],
    );
    return ids;
  }

  const served = (userId: string, mess: number, meal: string, on = today) =>
    project.sql(`insert into public.meal_servings (mess_id, user_id, served_on, meal) values ($1, $2, $3, $4)`, [
      mess,
      userId,
      on,
      meal,
    ]);
  const rate = (userId: string, meal: string, stars: number, comment: string | null = null) =>
    project.call<Array<{ outcome: string; served_on: string }>>('rate_meal', {
      p_user_id: userId,
      p_meal: meal,
      p_stars: stars,
      p_comment: comment,
    });
  const apply = async (userId: string, from: number, to: number, reason = 'Going home') =>
    (
      await project.call<Array<{ outcome: string; rebate_id: number | null; min_days: number | null }>>(
        'apply_mess_rebate',
        { p_user_id: userId, p_from_on: day(from), p_to_on: day(to), p_reason: reason },
      )
    )[0]!;
  const decide = (rebateId: number, decision: string, note: string | null, actor = MANAGER) =>
    project.call<string>('decide_mess_rebate', {
      p_rebate_id: rebateId,
      p_decision: decision,
      p_note: note,
      ...as(actor),
    });
  const save = (mess: number, week: string, items: unknown, actor = MANAGER) =>
    project.call<string>('save_mess_menu', { p_mess_id: mess, p_week_start: week, p_items: items, ...as(actor) });
  const publish = (mess: number, week: string, on = true, actor = MANAGER) =>
    project.call<string>('publish_mess_menu', { p_mess_id: mess, p_week_start: week, p_publish: on, ...as(actor) });

  beforeAll(async () => {
    project = await startProject(engine);
    [{ today }] = (await project.sql<{ today: string }>(`select public.ist_day(now())::text as today`)) as [
      { today: string },
    ];
    const messes = await project.sql<{ id: number; name: string }>(`select id::int as id, name from public.messes`);
    gopad = messes.find((m) => m.name === 'Gopad Mess')!.id;
    kanhar = messes.find((m) => m.name === 'Kanhar Mess')!.id;
    // Two periods back to back: now until 20 days on, then the next 80 days.
    await project.sql(`delete from public.mess_periods`);
    await project.sql(
      `insert into public.mess_periods (name, starts_on, ends_on, opens_at, closes_at, allocation)
       values ('Now', $1::date - 30, $1::date + 20, now() - interval '40 days', now() - interval '35 days', 'first_come'),
              ('Next', $1::date + 21, $1::date + 100, now() - interval '5 days', now() - interval '1 day', 'first_come')`,
      [today],
    );
    await project.sql(`update public.messes set rebate_min_days = 4, rebate_notice_days = 3`);
    manager = project.client();
    await manager.auth.signInWithPassword({ email: MANAGER.email, password: 'mess-pass-2026' });
  }, 120_000);

  afterAll(async () => {
    await project?.close();
  });

  describe('menus', () => {
    const items = [
      { day: 1, meal: 'breakfast', dish: ' Poha ', diet: 'veg' },
      { day: 1, meal: 'breakfast', dish: 'Boiled eggs', diet: 'non_veg' },
      { day: 1, meal: 'lunch', dish: 'Jain dal', diet: 'jain' },
    ];

    it('when the manager saves a week of their mess, then its dishes are kept in order, readable by them only until published', async () => {
      const week = monday(1);
      expect(await save(gopad, week, items)).toBe('saved');
      const dishes = await project.sql<{ meal: string; position: number; dish: string }>(
        `select meal, position::int as position, dish from public.mess_menu_items
         where mess_id = $1 and week_start = $2 order by meal, position`,
        [gopad, week],
      );
      expect(dishes).toEqual([
        { meal: 'breakfast', position: 1, dish: 'Poha' },
        { meal: 'breakfast', position: 2, dish: 'Boiled eggs' },
        { meal: 'lunch', position: 1, dish: 'Jain dal' },
      ]);
      const { client: student } = await project.newStudent('menu-reader');
      const read = (c: TestClient) =>
        c.from('mess_menu_items').select('dish').eq('mess_id', gopad).eq('week_start', week);
      expect((await read(manager)).data).toHaveLength(3);
      expect((await read(student)).data).toEqual([]);
      expect(await publish(gopad, week)).toBe('published');
      expect(await publish(gopad, week)).toBe('unchanged');
      expect((await read(student)).data).toHaveLength(3);
      // A published week saved again stays published, with the new dishes.
      expect(await save(gopad, week, items.slice(0, 1))).toBe('saved');
      expect((await read(student)).data).toEqual([{ dish: 'Poha' }]);
      expect(await publish(gopad, week, false)).toBe('unpublished');
      expect((await read(student)).data).toEqual([]);
      const audit = await project.sql<{ action: string }>(
        `select action from public.audit_log where target_type = 'mess_menu' and target_id = $1 order by id`,
        [`${gopad}:${week}`],
      );
      expect(audit.map((row) => row.action)).toEqual(['mess_menu.publish', 'mess_menu.unpublish']);
    });

    it('when the manager of Gopad Mess saves or publishes Kanhar Mess’s week, then it is forbidden and nothing is written', async () => {
      const week = monday(2);
      expect(await save(kanhar, week, items)).toBe('forbidden');
      expect(await save(kanhar, week, items, STAFF)).toBe('saved');
      expect(await publish(kanhar, week)).toBe('forbidden');
      const [menu] = await project.sql<{ published_at: string | null }>(
        `select published_at from public.mess_menus where mess_id = $1 and week_start = $2`,
        [kanhar, week],
      );
      expect(menu?.published_at).toBeNull();
    });

    it('when a week breaks the caps, then it is invalid and the saved week stays as it was', async () => {
      const week = monday(3);
      expect(await save(gopad, week, items)).toBe('saved');
      const many = Array.from({ length: 21 }, (_, n) => ({ day: 2, meal: 'dinner', dish: `Dish ${n}`, diet: 'veg' }));
      for (const bad of [
        many,
        [{ day: 1, meal: 'lunch', dish: 'x'.repeat(81), diet: 'veg' }],
        [{ day: 1, meal: 'lunch', dish: '   ', diet: 'veg' }],
        [{ day: 8, meal: 'lunch', dish: 'Dal', diet: 'veg' }],
        [{ day: '1', meal: 'lunch', dish: 'Dal', diet: 'veg' }],
        [{ day: 1, meal: 'brunch', dish: 'Dal', diet: 'veg' }],
        [{ day: 1, meal: 'lunch', dish: 'Dal', diet: 'vegan' }],
        { day: 1 },
      ]) {
        expect(await save(gopad, week, bad)).toBe('invalid');
      }
      // A week starts on a Monday.
      expect(await save(gopad, day(1, week), items)).toBe('invalid');
      expect(await save(gopad, week, many.slice(0, 20))).toBe('saved');
      expect(await publish(gopad, monday(4))).toBe('not_found');
      expect(await save(gopad, monday(4), [])).toBe('saved');
      expect(await publish(gopad, monday(4))).toBe('empty_menu');
    });
  });

  describe('ratings', () => {
    it('when a student rates a meal served today, then it is kept at the serving mess, and a second rating replaces it', async () => {
      const [student] = await registered(gopad);
      await served(student!, kanhar, 'lunch');
      expect(await rate(student!, 'lunch', 2, 'Cold rice')).toEqual([{ outcome: 'rated', served_on: today }]);
      expect(await rate(student!, 'lunch', 4, '  ')).toEqual([{ outcome: 'rated', served_on: today }]);
      const ratings = await project.sql<{ mess_id: number; stars: number; comment: string | null }>(
        `select mess_id::int as mess_id, stars::int as stars, comment from public.meal_ratings where user_id = $1`,
        [student],
      );
      expect(ratings).toEqual([{ mess_id: kanhar, stars: 4, comment: null }]);
    });

    it('when a student rates a meal they were not served, or one served yesterday, then it is refused', async () => {
      const [student] = await registered(gopad);
      await served(student!, gopad, 'breakfast');
      await served(student!, gopad, 'dinner', day(-1));
      expect((await rate(student!, 'lunch', 5))[0]?.outcome).toBe('not_served');
      expect((await rate(student!, 'dinner', 5))[0]?.outcome).toBe('not_served');
      expect((await rate(student!, 'breakfast', 6))[0]?.outcome).toBe('invalid');
      expect((await rate(student!, 'breakfast', 0))[0]?.outcome).toBe('invalid');
      expect((await rate(student!, 'breakfast', 3, 'x'.repeat(501)))[0]?.outcome).toBe('invalid');
      const [count] = await project.sql<{ n: number }>(
        `select count(*)::int as n from public.meal_ratings where user_id = $1`,
        [student],
      );
      expect(count?.n).toBe(0);
    });
  });

  describe('rebates', () => {
    it('when a student applies within the rules, then it is pending, and a retry answers the same request', async () => {
      const [student] = await registered(gopad);
      const first = await apply(student!, 3, 6);
      expect(first).toMatchObject({ outcome: 'applied', min_days: 4 });
      expect(await apply(student!, 3, 6)).toMatchObject({ outcome: 'applied', rebate_id: first.rebate_id });
      expect((await apply(student!, 5, 10)).outcome).toBe('overlaps');
    });

    it('when the days are too few, too soon, unregistered or in two messes, then each answers its own code', async () => {
      const [student] = await registered(gopad);
      expect(await apply(student!, 3, 5)).toMatchObject({ outcome: 'too_short', min_days: 4 });
      expect((await apply(student!, 2, 8)).outcome).toBe('too_late');
      expect((await apply(student!, -5, 2)).outcome).toBe('too_late');
      const [moving] = await registered(gopad, 1, kanhar);
      expect((await apply(moving!, 18, 24)).outcome).toBe('several_messes');
      expect((await apply(moving!, 22, 26)).outcome).toBe('applied');
      const [leaving] = await registered(gopad, 1, null);
      expect((await apply(leaving!, 18, 24)).outcome).toBe('not_registered');
      expect((await apply(leaving!, 200, 210)).outcome).toBe('not_registered');
      const [stranger] = await project.accounts('mess-menus-stranger', 1);
      expect((await apply(stranger!, 5, 10)).outcome).toBe('not_registered');
      expect((await apply(student!, 10, 5)).outcome).toBe('invalid');
      expect((await apply(student!, 5, 10, ' ')).outcome).toBe('invalid');
      const [count] = await project.sql<{ n: number }>(
        `select count(*)::int as n from public.mess_rebates where user_id = any($1::uuid[])`,
        [[student, leaving, stranger]],
      );
      expect(count?.n).toBe(0);
    });

    it('when the manager approves, then once only: audited, the student told, a replay changes nothing', async () => {
      const [student] = await registered(gopad);
      const { rebate_id: id } = await apply(student!, 4, 8);
      expect(await decide(id!, 'approved', ' Safe travels ')).toBe('decided');
      expect(await decide(id!, 'approved', 'Again')).toBe('unchanged');
      expect(await decide(id!, 'rejected', 'Changed my mind')).toBe('already_decided');
      const [rebate] = await project.sql<{ status: string; note: string }>(
        `select status, note from public.mess_rebates where id = $1`,
        [id],
      );
      expect(rebate).toEqual({ status: 'approved', note: 'Safe travels' });
      const audit = await project.sql<{ action: string; reason: string }>(
        `select action, reason from public.audit_log where target_type = 'mess_rebate' and target_id = $1`,
        [String(id)],
      );
      expect(audit).toEqual([{ action: 'mess_rebate.decide', reason: 'Safe travels' }]);
      const told = await project.sql<{ kind: string; data: Record<string, unknown> }>(
        `select kind, data from public.notifications where user_id = $1`,
        [student],
      );
      expect(told).toEqual([
        {
          kind: 'mess_rebate_decided',
          data: {
            rebate_id: id,
            mess_name: 'Gopad Mess',
            from_on: day(4),
            to_on: day(8),
            decision: 'approved',
            note: 'Safe travels',
          },
        },
      ]);
      expect(await project.call<boolean>('on_rebate', { p_user_id: student, p_day: day(5) })).toBe(true);
      // An approved rebate is not withdrawn, and its days are taken.
      expect(await project.call<string>('withdraw_mess_rebate', { p_user_id: student, p_rebate_id: id })).toBe(
        'not_pending',
      );
      expect((await apply(student!, 8, 12)).outcome).toBe('overlaps');
    });

    it('when the manager of Gopad Mess decides a Kanhar Mess rebate, then it is forbidden and stays pending', async () => {
      const [student] = await registered(kanhar);
      const { rebate_id: id } = await apply(student!, 5, 9);
      expect(await decide(id!, 'approved', null)).toBe('forbidden');
      expect(await decide(id!, 'maybe', null, STAFF)).toBe('invalid');
      expect(await decide(9_999_999, 'approved', null)).toBe('not_found');
      const [rebate] = await project.sql<{ status: string }>(`select status from public.mess_rebates where id = $1`, [
        id,
      ]);
      expect(rebate?.status).toBe('pending');
      expect(await decide(id!, 'rejected', 'Exams that week', STAFF)).toBe('decided');
    });

    it('when a student withdraws a pending rebate, then only their own, and its days are free again', async () => {
      const [student, other] = await registered(gopad, 2);
      const { rebate_id: id } = await apply(student!, 6, 10);
      expect(await project.call<string>('withdraw_mess_rebate', { p_user_id: other, p_rebate_id: id })).toBe(
        'not_found',
      );
      expect(await project.call<string>('withdraw_mess_rebate', { p_user_id: student, p_rebate_id: id })).toBe(
        'withdrawn',
      );
      expect(await project.call<string>('withdraw_mess_rebate', { p_user_id: student, p_rebate_id: id })).toBe(
        'withdrawn',
      );
      expect(await decide(id!, 'approved', null)).toBe('not_pending');
      expect((await apply(student!, 6, 10)).outcome).toBe('applied');
    });

    it('when the manager and a student read rebates, then each sees only theirs, and names come only for their mess', async () => {
      const [inGopad] = await registered(gopad);
      const [inKanhar] = await registered(kanhar);
      const { rebate_id: mine } = await apply(inGopad!, 11, 15);
      const { rebate_id: theirs } = await apply(inKanhar!, 11, 15);
      const seen = await manager.from('mess_rebates').select('id').in('id', [mine!, theirs!]);
      expect(seen.data).toEqual([{ id: mine }]);
      const named = await manager.rpc('mess_rebate_students', { p_rebate_ids: [mine!, theirs!] });
      expect(named.data).toEqual([{ rebate_id: mine, student: expect.stringMatching(/^.+ \(.+\)$/) as unknown }]);
      const { client: student } = await project.newStudent('rebate-reader');
      expect((await student.rpc('mess_rebate_students', { p_rebate_ids: [mine!, theirs!] })).data).toEqual([]);
      expect((await student.from('mess_rebates').select('id').in('id', [mine!, theirs!])).data).toEqual([]);
    });
  });

  it('when a signed-in account calls the writing functions itself, then the database refuses them all', async () => {
    const { client: student, id } = await project.newStudent('mess-menus-forger');
    for (const [fn, args] of [
      ['save_mess_menu', { p_mess_id: gopad, p_week_start: monday(5), p_items: [], ...as(MANAGER) }],
      ['publish_mess_menu', { p_mess_id: gopad, p_week_start: monday(1), p_publish: true, ...as(MANAGER) }],
      ['rate_meal', { p_user_id: id, p_meal: 'lunch', p_stars: 5, p_comment: null }],
      ['apply_mess_rebate', { p_user_id: id, p_from_on: day(5), p_to_on: day(9), p_reason: 'x' }],
      ['withdraw_mess_rebate', { p_user_id: id, p_rebate_id: 1 }],
      ['decide_mess_rebate', { p_rebate_id: 1, p_decision: 'approved', p_note: null, ...as(MANAGER) }],
    ] as const) {
      expect((await student.rpc(fn, args)).error?.code, `student ${fn}`).toBe('42501');
      expect((await manager.rpc(fn, args)).error?.code, `manager ${fn}`).toBe('42501');
    }
  });
});
