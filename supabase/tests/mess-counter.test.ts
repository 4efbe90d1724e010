// The mess counter's functions: a meal is served once whichever counters scan at once, each refusal is recorded with
// its code and counted on the tally, extras are priced by the mess's list and a retried tap charges once, and nobody
// signed in calls any of it directly.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINES, startProject, type TestProject } from './project';

const STAFF = '00000000-0000-4000-8000-00000000a002';
const GOPAD_MANAGER = '00000000-0000-4000-8000-00000000a004';
const STUDENT = { email: 'student@hostel.local', password: 'student-pass-2026' };

interface Served {
  outcome: string;
  served_mess_id: number | null;
  full_name: string | null;
  roll_number: string | null;
}
interface Charge {
  outcome: string;
  extra_id: number | null;
  item: string | null;
  quantity: number | null;
  unit_minor: number | null;
  amount_minor: number | null;
}

describe.each(ENGINES)('the mess counter on %s', (engine) => {
  let project: TestProject;
  let gopad: number;
  let kanhar: number;
  let period: number;

  const serve = (userId: string, meal: string, messId: number | null = gopad, actor = GOPAD_MANAGER) =>
    project.call<Served[]>('serve_meal', { p_mess_id: messId, p_user_id: userId, p_meal: meal, p_actor_id: actor });
  const tally = (messId: number | null = gopad, actor = GOPAD_MANAGER) =>
    project.call<{ served: Record<string, number>; refused: Record<string, number>; extras: number }>(
      'mess_counter_tally',
      { p_mess_id: messId, p_actor_id: actor },
    );

  /** Students with a record, registered at the mess for today's period (or at none). */
  async function students(count: number, messId: number | null): Promise<string[]> {
    const ids = await project.accounts('counter', count);
    await project.records(ids);
    if (messId !== null) {
      await project.sql(
        `insert into public.mess_registrations (period_id, user_id, mess_id, status, placed_by, from_on)
         select $1, x, $2, 'registered', 'office', p.starts_on from unnest($3::uuid[]) x, public.mess_periods p
         where p.id = $1`,
        [period, messId, ids],
      );
    }
    return ids;
  }

  beforeAll(async () => {
    project = await startProject(engine);
    const rows = await project.sql<{ id: number; name: string }>('select id::int as id, name from public.messes');
    gopad = rows.find((row) => row.name === 'Gopad Mess')!.id;
    kanhar = rows.find((row) => row.name === 'Kanhar Mess')!.id;
    await project.sql(
      `insert into public.mess_periods (name, starts_on, ends_on, opens_at, closes_at, allocation)
       select 'Counter test', public.ist_day(now()) - 5, public.ist_day(now()) + 25, now() - interval '30 days',
              now() - interval '10 days', 'first_come'
       where not exists (select 1 from public.mess_periods p
                         where public.ist_day(now()) between p.starts_on and p.ends_on)`,
    );
    [{ id: period }] = (await project.sql<{ id: number }>(
      'select id::int as id from public.mess_periods where public.ist_day(now()) between starts_on and ends_on',
    )) as [{ id: number }];
  }, 120_000);

  afterAll(async () => {
    await project?.close();
  });

  it('when ten counters scan one student at once, then the meal is served once and nine refusals are recorded', async () => {
    const [student] = await students(1, gopad);
    const answers = (await Promise.all(Array.from({ length: 10 }, () => serve(student!, 'lunch')))).flat();
    expect(answers.filter((a) => a.outcome === 'served')).toHaveLength(1);
    expect(answers.filter((a) => a.outcome === 'already_served')).toHaveLength(9);
    const servings = await project.sql('select 1 from public.meal_servings where user_id = $1', [student]);
    expect(servings).toHaveLength(1);
    const refusals = await project.sql<{ code: string }>(
      'select code from public.mess_scan_refusals where user_id = $1',
      [student],
    );
    expect(refusals.map((r) => r.code)).toEqual(Array(9).fill('already_served'));
  });

  it('when a batch names one student twice and another mess’s student, then each scan is answered in its place', async () => {
    const [twice, other] = await students(2, gopad);
    const [elsewhere] = await students(1, kanhar);
    const scan = (userId: string, messId: number | null = null) => ({
      mess_id: messId,
      user_id: userId,
      meal: 'dinner',
      actor_id: GOPAD_MANAGER,
    });
    const answers = await project.call<(Served & { scan: number })[]>('serve_meals', {
      p_scans: [scan(twice!), scan(elsewhere!), scan(other!, gopad), scan(twice!)],
    });
    const byScan = Object.fromEntries(answers.map((a) => [a.scan, a.outcome]));
    expect(byScan).toEqual({ 0: 'served', 1: 'wrong_mess', 2: 'served', 3: 'already_served' });
    const servings = await project.sql('select 1 from public.meal_servings where user_id = any($1::uuid[])', [
      [twice, other, elsewhere],
    ]);
    expect(servings).toHaveLength(2);
    // Two batches of the same students in opposite orders, at once: each meal once, neither batch lost to a deadlock.
    const [a, b, c] = await students(3, gopad);
    const batch = [scan(a!), scan(b!), scan(c!)];
    const both = await Promise.all([
      project.call<Served[]>('serve_meals', { p_scans: batch }),
      project.call<Served[]>('serve_meals', { p_scans: [...batch].reverse() }),
    ]);
    expect(both.flat().filter((x) => x.outcome === 'served')).toHaveLength(3);
    expect(both.flat().filter((x) => x.outcome === 'already_served')).toHaveLength(3);
    await expect(project.call('serve_meals', { p_scans: Array(501).fill(scan(a!)) })).rejects.toThrow(/at most 500/);
  });

  it('when a student is unregistered, eats elsewhere or is on a rebate, then each is refused by name and counted', async () => {
    const before = await tally();
    const [loner] = await students(1, null);
    const [elsewhere] = await students(1, kanhar);
    const [away] = await students(1, gopad);
    await project.sql(
      `insert into public.mess_rebates (mess_id, user_id, from_on, to_on, reason, status)
       values ($1, $2, public.ist_day(now()), public.ist_day(now()) + 3, 'Home', 'approved')`,
      [gopad, away],
    );
    const [record] = await project.sql<{ full_name: string; roll_number: string }>(
      'select full_name, roll_number from public.student_records where user_id = $1',
      [away],
    );
    expect((await serve(loner!, 'breakfast'))[0]?.outcome).toBe('not_registered');
    expect((await serve(elsewhere!, 'breakfast'))[0]?.outcome).toBe('wrong_mess');
    expect((await serve(away!, 'breakfast'))[0]).toEqual({
      outcome: 'on_rebate',
      served_mess_id: gopad,
      full_name: record!.full_name,
      roll_number: record!.roll_number,
    });
    const after = await tally();
    for (const code of ['not_registered', 'wrong_mess', 'on_rebate']) {
      expect(after.refused[code], code).toBe(before.refused[code]! + 1);
    }
    expect(
      await project.sql('select 1 from public.meal_servings where user_id = any($1::uuid[])', [
        [loner, elsewhere, away],
      ]),
    ).toHaveLength(0);
  });

  it('when another mess’s manager or an unnamed mess is asked for, then nothing is served or recorded', async () => {
    const [student] = await students(1, gopad);
    const [kanharManager] = await project.accounts('kanhar-manager', 1);
    await project.sql(`update auth.users set raw_app_meta_data = '{"role":"mess_manager"}' where id = $1`, [
      kanharManager,
    ]);
    await project.sql(`insert into public.office_places (user_id, kind, mess_id) values ($1, 'mess', $2)`, [
      kanharManager,
      kanhar,
    ]);
    expect((await serve(student!, 'dinner', gopad, kanharManager))[0]?.outcome).toBe('forbidden');
    expect((await serve(student!, 'dinner', null, STAFF))[0]?.outcome).toBe('mess_required');
    expect((await serve(student!, 'dinner', 999_999, STAFF))[0]?.outcome).toBe('unknown_mess');
    expect(await tally(gopad, kanharManager)).toEqual({ problem: 'forbidden' });
    expect(await project.sql('select 1 from public.mess_scan_refusals where user_id = $1', [student])).toHaveLength(0);
    // The Gopad manager's only mess needs no naming.
    expect((await serve(student!, 'dinner', null))[0]?.outcome).toBe('served');
  });

  it('when an extra is added, then the list prices it; the same tap again, even at once, charges once', async () => {
    const [student] = await students(1, gopad);
    const [item] = await project.sql<{ id: number; price_minor: number }>(
      `select id::int as id, price_minor from public.mess_extra_items where mess_id = $1 and name = 'Sweet lassi'`,
      [gopad],
    );
    const key = randomUUID();
    const add = () =>
      project.call<Charge[]>('add_mess_extra', {
        p_mess_id: gopad,
        p_user_id: student,
        p_item_id: item!.id,
        p_quantity: 2,
        p_actor_id: GOPAD_MANAGER,
        p_idempotency_key: key,
      });
    const answers = (await Promise.all([add(), add(), add()])).flat();
    expect(answers.map((a) => a.outcome)).toEqual(['added', 'added', 'added']);
    expect(new Set(answers.map((a) => a.extra_id)).size).toBe(1);
    expect(answers[0]).toMatchObject({
      item: 'Sweet lassi',
      unit_minor: item!.price_minor,
      amount_minor: 2 * item!.price_minor,
    });
    expect((await add())[0]?.extra_id).toBe(answers[0]?.extra_id);
    const lines = await project.sql('select 1 from public.mess_extras where user_id = $1', [student]);
    expect(lines).toHaveLength(1);
    // The key of this tap names this charge: another charge with it is refused.
    const reused = await project.call<Charge[]>('add_guest_meals', {
      p_mess_id: gopad,
      p_user_id: student,
      p_quantity: 2,
      p_actor_id: GOPAD_MANAGER,
      p_idempotency_key: key,
    });
    expect(reused[0]?.outcome).toBe('key_reused');
  });

  it('when guest meals or an inactive item are asked for, then the guest price is charged and the item refused', async () => {
    const [student] = await students(1, gopad);
    const [mess] = await project.sql<{ guest_meal_minor: number }>(
      'select guest_meal_minor from public.messes where id = $1',
      [gopad],
    );
    const guests = await project.call<Charge[]>('add_guest_meals', {
      p_mess_id: gopad,
      p_user_id: student,
      p_quantity: 4,
      p_actor_id: GOPAD_MANAGER,
      p_idempotency_key: randomUUID(),
    });
    expect(guests[0]).toMatchObject({ outcome: 'added', quantity: 4, amount_minor: 4 * mess!.guest_meal_minor });
    const [inactive] = await project.sql<{ id: number }>(
      `insert into public.mess_extra_items (mess_id, name, price_minor, active) values ($1, 'Old sweet', 900, false)
       returning id::int as id`,
      [gopad],
    );
    const refused = await project.call<Charge[]>('add_mess_extra', {
      p_mess_id: gopad,
      p_user_id: student,
      p_item_id: inactive!.id,
      p_quantity: 1,
      p_actor_id: GOPAD_MANAGER,
      p_idempotency_key: randomUUID(),
    });
    expect(refused[0]?.outcome).toBe('unknown_item');
  });

  it('when a signed-in student calls the counter’s functions, then each is refused', async () => {
    const client = project.client();
    const { error } = await client.auth.signInWithPassword(STUDENT);
    expect(error).toBeNull();
    const [student] = await students(1, gopad);
    const calls = [
      ['serve_meal', { p_mess_id: gopad, p_user_id: student, p_meal: 'lunch', p_actor_id: GOPAD_MANAGER }],
      ['serve_meals', { p_scans: [{ mess_id: gopad, user_id: student, meal: 'lunch', actor_id: GOPAD_MANAGER }] }],
      [
        'add_guest_meals',
        { p_mess_id: gopad, p_user_id: student, p_quantity: 1, p_actor_id: STAFF, p_idempotency_key: randomUUID() },
      ],
      ['mess_counter_tally', { p_mess_id: gopad, p_actor_id: STAFF }],
      ['student_by_roll_number', { p_roll_number: 'B23CS041' }],
      ['meal_card', { p_user_id: student }],
      ['counter_messes', { p_actor_id: STAFF }],
    ] as const;
    for (const [fn, args] of calls) {
      expect((await client.rpc(fn, args)).error?.code, fn).toBe('42501');
    }
    expect(await project.sql('select 1 from public.meal_servings where user_id = $1', [student])).toHaveLength(0);
  });

  it('when a roll number is typed in any case, then it finds its student', async () => {
    const [student] = await students(1, null);
    const [record] = await project.sql<{ roll_number: string }>(
      'select roll_number from public.student_records where user_id = $1',
      [student],
    );
    const found = await project.call<string>('student_by_roll_number', {
      p_roll_number: ` ${record!.roll_number.toLowerCase()} `,
    });
    expect(found).toBe(student);
  });
});
