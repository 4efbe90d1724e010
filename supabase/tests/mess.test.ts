// The mess: who reads what of every mess table (a mess manager their mess, a student their own rows, a warden the
// messes feeding their hostels, nobody signed in writes), and registration: the office's saves, the window, first
// come under concurrent choices, the lottery and the default placement with its notification.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '@campus-hostel/emulators/testing';
import { ENGINES, startProject, type TestProject } from './project';

const STAFF = { p_actor_id: '00000000-0000-4000-8000-00000000a002', p_actor_email: 'staff@hostel.local' };
const MANAGER = { p_actor_id: '00000000-0000-4000-8000-00000000a004', p_actor_email: 'mess@hostel.local' };
const ACCOUNTS = {
  staff: { email: 'staff@hostel.local', password: 'staff-pass-2026' },
  warden: { email: 'warden@hostel.local', password: 'warden-pass-2026' },
  manager: { email: 'mess@hostel.local', password: 'mess-pass-2026' },
};
const HOUR = 3_600_000;
/** A column each table without a mess_id may be asked to change, and a value for it. */
const CHANGE: Partial<Record<string, [string, string | number]>> = {
  messes: ['capacity', 1],
  mess_periods: ['name', 'Renamed'],
  mess_bill_payments: ['currency', 'inr'],
};

/** The tables whose rows belong to a mess and, all but the thresholds, to a student. */
const MESS_TABLES = [
  'mess_registrations',
  'meal_servings',
  'mess_scan_refusals',
  'mess_extras',
  'meal_ratings',
  'mess_rebates',
  'mess_bill_corrections',
] as const;
const EVERY_TABLE = [
  ...MESS_TABLES,
  'messes',
  'mess_hostels',
  'mess_extra_items',
  'mess_periods',
  'mess_menus',
  'mess_menu_items',
  'mess_bill_payments',
  'mess_score_thresholds',
] as const;

describe.each(ENGINES)('the mess on %s', (engine) => {
  let project: TestProject;
  const mess: Record<'Kanhar' | 'Gopad' | 'Indravati', number> = { Kanhar: 0, Gopad: 0, Indravati: 0 };
  let year = 2040;

  const signedIn = async (creds: { email: string; password: string }) => {
    const client = project.client();
    const { error } = await client.auth.signInWithPassword(creds);
    if (error) throw error;
    return client;
  };

  /** Students with a bed in the hostel, allotted by the office as the app does. */
  async function residents(hostel: string, count: number): Promise<string[]> {
    const ids = await project.accounts('mess', count);
    await project.declare(ids, hostel === 'Indravati' ? { gender: 'female', married: false } : undefined);
    await project.allot(hostel, ids);
    return ids;
  }

  /** A period of its own year (periods may not overlap), its window open now unless told otherwise. */
  async function period(allocation: 'first_come' | 'lottery', window = { from: -HOUR, to: HOUR }) {
    const y = year++;
    const [row] = await project.call<Array<{ outcome: string; period_id: number }>>('save_mess_period', {
      p_id: null,
      p_name: `Semester ${y}`,
      p_starts_on: `${y}-01-01`,
      p_ends_on: `${y}-05-31`,
      p_opens_at: new Date(Date.now() + window.from).toISOString(),
      p_closes_at: new Date(Date.now() + window.to).toISOString(),
      p_allocation: allocation,
      ...STAFF,
    });
    expect(row?.outcome).toBe('saved');
    return row!.period_id;
  }

  async function newMess(name: string, capacity: number, hostels = ['Kanhar'], defaults: string[] = []) {
    const [row] = await project.call<Array<{ outcome: string; mess_id: number }>>('save_mess', {
      ...messArgs(name, capacity, hostels, defaults),
      p_id: null,
    });
    expect(row?.outcome).toBe('saved');
    return row!.mess_id;
  }

  const messArgs = (name: string, capacity: number, hostels: string[], defaults: string[]) => ({
    p_name: name,
    p_caterer: 'Test Caterers',
    p_daily_rate_minor: 11000,
    p_guest_meal_minor: 6000,
    p_capacity: capacity,
    p_rebate_min_days: 3,
    p_rebate_notice_days: 2,
    p_hostels: hostels,
    p_default_hostels: defaults,
    ...STAFF,
  });

  const choose = (userId: string, periodId: number, messId: number) =>
    project.call<string>('choose_mess', { p_user_id: userId, p_period_id: periodId, p_mess_id: messId });

  const closeWindow = (periodId: number) =>
    project.sql(
      `update public.mess_periods set opens_at = now() - interval '2 hours', closes_at = now() - interval '1 second'
       where id = $1`,
      [periodId],
    );

  const registrations = (periodId: number, users: string[]) =>
    project.sql<{ user_id: string; mess_id: number; status: string; placed_by: string }>(
      `select user_id::text, mess_id::int, status, placed_by from public.mess_registrations
       where period_id = $1 and user_id = any($2::uuid[]) order by user_id`,
      [periodId, users],
    );

  beforeAll(async () => {
    project = await startProject(engine);
    for (const row of await project.sql<{ id: number; name: string }>(
      'select id::int as id, name from public.messes',
    )) {
      mess[row.name.replace(' Mess', '') as keyof typeof mess] = row.id;
    }
  }, 120_000);

  afterAll(async () => {
    await project?.close();
  });

  describe('who reads what', () => {
    let gopadStudent: string;
    let indravatiStudent: string;
    let student: TestClient;

    beforeAll(async () => {
      const signed = await project.newStudent('mess-reader');
      gopadStudent = signed.id;
      student = signed.client;
      indravatiStudent = (await project.accounts('mess-other', 1))[0]!;
      const periodId = await period('first_come', { from: HOUR, to: 2 * HOUR });
      // One row in every table for a Gopad Mess student and one for an Indravati Mess student.
      await project.sql(
        `with s (user_id, mess_id) as (values ($1::uuid, $3::bigint), ($2::uuid, $4::bigint))
         , reg as (insert into public.mess_registrations (period_id, user_id, mess_id, status, placed_by, from_on)
                   select $5, user_id, mess_id, 'registered', 'choice', '2040-01-01' from s)
         , served as (insert into public.meal_servings (mess_id, user_id, served_on, meal)
                      select mess_id, user_id, '2040-01-02', 'lunch' from s)
         , refused as (insert into public.mess_scan_refusals (mess_id, user_id, served_on, meal, code)
                       select mess_id, user_id, '2040-01-02', 'lunch', 'already_served' from s)
         , extras as (insert into public.mess_extras (mess_id, user_id, served_on, kind, item, quantity, unit_minor,
                                                      amount_minor)
                      select mess_id, user_id, '2040-01-02', 'extra', 'Curd', 2, 1500, 3000 from s)
         , rated as (insert into public.meal_ratings (mess_id, user_id, served_on, meal, stars)
                     select mess_id, user_id, '2040-01-02', 'lunch', 4 from s)
         , rebates as (insert into public.mess_rebates (mess_id, user_id, from_on, to_on, reason)
                       select mess_id, user_id, '2040-02-01', '2040-02-05', 'Home' from s)
         , corrected as (insert into public.mess_bill_corrections (user_id, mess_id, month, amount_minor, reason,
                                                                   created_by)
                         select user_id, mess_id, '2040-01-01', -1000, 'Overcharged', $6 from s)
         , paid as (insert into public.mess_bill_payments (user_id, month, amount_minor, currency, status, paid_at)
                    select user_id, '2040-01-01', 300000, 'inr', 'paid', now() from s)
         , thresholds as (insert into public.mess_score_thresholds (mess_id) select mess_id from s)
         insert into public.mess_menus (mess_id, week_start) select mess_id, '2040-01-02' from s`,
        [gopadStudent, indravatiStudent, mess.Gopad, mess.Indravati, periodId, STAFF.p_actor_id],
      );
    });

    const messIds = async (client: TestClient, table: string) => {
      const { data, error } = await client.from(table).select('mess_id');
      expect(error, table).toBeNull();
      return [...new Set((data as Array<{ mess_id: number }>).map((row) => row.mess_id))].sort();
    };

    it("when the mess manager reads, then they see only their mess's students' records", async () => {
      const manager = await signedIn(ACCOUNTS.manager);
      for (const table of [...MESS_TABLES, 'mess_score_thresholds', 'mess_menus']) {
        expect(await messIds(manager, table), table).toEqual([mess.Gopad]);
      }
      expect((await manager.from('mess_bill_payments').select('user_id')).data).toEqual([]);
    });

    it('when a student reads, then they see only their own rows, their bill payments and scans too', async () => {
      for (const table of MESS_TABLES) {
        const { data } = await student.from(table).select('user_id');
        expect(data, table).toEqual([{ user_id: gopadStudent }]);
      }
      expect((await student.from('mess_bill_payments').select('user_id')).data).toEqual([{ user_id: gopadStudent }]);
      expect((await student.from('mess_score_thresholds').select('mess_id')).data).toEqual([]);
      // An unpublished menu is its manager's draft.
      expect((await student.from('mess_menus').select('mess_id')).data).toEqual([]);
    });

    it('when a warden reads, then they see nothing of a mess that does not feed their hostels', async () => {
      const warden = await signedIn(ACCOUNTS.warden);
      for (const table of [...MESS_TABLES, 'mess_score_thresholds']) {
        expect(await messIds(warden, table), table).not.toContain(mess.Indravati);
        expect(await messIds(warden, table), table).toContain(mess.Gopad);
      }
    });

    it('when anyone signed in writes any mess table, then the database refuses', async () => {
      const clients = [student, await signedIn(ACCOUNTS.manager), await signedIn(ACCOUNTS.staff)];
      for (const client of clients) {
        for (const table of EVERY_TABLE) {
          const inserted = await client.from(table).insert({});
          expect(inserted.error?.code, `insert ${table}`).toBe('42501');
          const [column, value] = CHANGE[table] ?? ['mess_id', mess.Gopad];
          const updated = await client
            .from(table)
            // One column per table, chosen at run time: past the per-table row types.
            .update({ [column]: value } as never)
            .not(column, 'is', null);
          expect(updated.error?.code, `update ${table}`).toBe('42501');
          const deleted = await client.from(table).delete().not(column, 'is', null);
          expect(deleted.error?.code, `delete ${table}`).toBe('42501');
        }
      }
      const [count] = await project.sql<{ n: number }>('select count(*)::int as n from public.mess_extras');
      expect(count?.n).toBe(2);
    });

    it('when anyone signed in calls the registration functions, then they may not', async () => {
      const calls: Array<[string, Record<string, unknown>]> = [
        ['choose_mess', { p_user_id: gopadStudent, p_period_id: 1, p_mess_id: mess.Gopad }],
        ['settle_mess_periods', {}],
        ['mess_registration_view', { p_user_id: indravatiStudent }],
        ['mess_period_counts', { p_period_id: 1, p_actor_id: STAFF.p_actor_id }],
      ];
      for (const client of [student, await signedIn(ACCOUNTS.staff)]) {
        for (const [fn, args] of calls) expect((await client.rpc(fn, args)).error?.code, fn).toBe('42501');
      }
    });
  });

  it('when the office saves a mess, then its hostels and defaults are kept, audited, and clashes are refused', async () => {
    const id = await newMess('Narmada Mess', 200, ['Kanhar', 'Gopad']);
    const save = async (args: Record<string, unknown>) =>
      (await project.call<Array<{ outcome: string }>>('save_mess', { p_id: id, ...args }))[0]?.outcome;
    expect(await save(messArgs('Narmada Mess', 250, ['Kanhar'], ['Kanhar']))).toBe('default_taken');
    expect(await save(messArgs('Narmada Mess', 250, ['Kanhar'], ['Gopad']))).toBe('default_not_fed');
    expect(await save(messArgs('Narmada Mess', 250, ['Kanhar', 'Narmada'], []))).toBe('unknown_hostel');
    expect(await save(messArgs('Gopad Mess', 250, ['Kanhar'], []))).toBe('name_taken');
    expect(await save({ ...messArgs('Narmada Mess', 250, ['Kanhar'], []), ...MANAGER })).toBe('forbidden');
    expect(await save(messArgs('Narmada Mess', 250, ['Kanhar'], []))).toBe('saved');
    const hostels = await project.sql('select hostel_name from public.mess_hostels where mess_id = $1', [id]);
    expect(hostels).toEqual([{ hostel_name: 'Kanhar' }]);
    const audit = await project.sql<{ action: string; after: { capacity: number } }>(
      `select action, after from public.audit_log where target_type = 'mess' and target_id = $1 order by id`,
      [String(id)],
    );
    expect(audit.map((row) => [row.action, row.after.capacity])).toEqual([
      ['mess.create', 200],
      ['mess.edit', 250],
    ]);
  });

  it('when the office reprices and retires an extra, then the item stays, and its name is unique', async () => {
    const item = (args: Record<string, unknown>) =>
      project.call<Array<{ outcome: string; item_id: number }>>('save_mess_extra_item', {
        p_mess_id: mess.Gopad,
        p_item_id: null,
        p_name: 'Gulab jamun',
        p_price_minor: 3000,
        p_active: true,
        ...STAFF,
        ...args,
      });
    const [added] = await item({});
    expect(added?.outcome).toBe('saved');
    expect((await item({}))[0]?.outcome).toBe('name_taken');
    expect((await item({ p_item_id: added!.item_id, p_price_minor: 3500, p_active: false }))[0]?.outcome).toBe('saved');
    expect((await item({ p_mess_id: mess.Kanhar, p_item_id: added!.item_id }))[0]?.outcome).toBe('not_found');
    expect((await item({ ...MANAGER, p_name: 'Rasgulla' }))[0]?.outcome).toBe('forbidden');
    const rows = await project.sql('select price_minor, active from public.mess_extra_items where id = $1', [
      added!.item_id,
    ]);
    expect(rows).toEqual([{ price_minor: 3500, active: false }]);
  });

  it('when the office saves periods, then overlaps, bad dates and moving a settled period are refused', async () => {
    const id = await period('first_come');
    const save = async (args: Record<string, unknown>) =>
      (
        await project.call<Array<{ outcome: string }>>('save_mess_period', {
          p_id: null,
          p_name: 'Clash',
          p_starts_on: `${year - 1}-03-01`,
          p_ends_on: `${year - 1}-06-30`,
          p_opens_at: new Date().toISOString(),
          p_closes_at: new Date(Date.now() + HOUR).toISOString(),
          p_allocation: 'lottery',
          ...STAFF,
          ...args,
        })
      )[0]?.outcome;
    expect(await save({})).toBe('period_overlaps');
    expect(await save({ p_starts_on: '2099-02-01', p_ends_on: '2099-01-01' })).toBe('invalid_dates');
    expect(
      await save({ p_starts_on: '2099-01-01', p_ends_on: '2099-01-31', p_closes_at: '2099-02-02T00:00:00Z' }),
    ).toBe('invalid_dates');
    expect(await save({ p_starts_on: '2099-01-01', p_ends_on: '2099-01-31', ...MANAGER })).toBe('forbidden');
    await project.sql('update public.mess_periods set settled_at = now() where id = $1', [id]);
    expect(await save({ p_id: id, p_starts_on: `${year - 1}-01-02`, p_ends_on: `${year - 1}-05-31` })).toBe('settled');
  });

  it('when the window is not open or the student has no bed there, then the choice is refused', async () => {
    const [resident] = await residents('Kanhar', 1);
    const [homeless] = await project.accounts('mess-homeless', 1);
    const later = await period('first_come', { from: HOUR, to: 2 * HOUR });
    expect(await choose(resident!, later, mess.Kanhar)).toBe('window_closed');
    const open = await period('first_come');
    expect(await choose(homeless!, open, mess.Kanhar)).toBe('no_bed');
    expect(await choose(resident!, open, mess.Indravati)).toBe('not_fed');
    expect(await choose(resident!, open, 999_999)).toBe('not_found');
    expect(await choose(resident!, open, mess.Gopad)).toBe('registered');
    expect(await choose(resident!, open, mess.Gopad)).toBe('unchanged');
    await closeWindow(open);
    expect(await choose(resident!, open, mess.Kanhar)).toBe('window_closed');
  });

  it('when more students choose at once than a mess has seats, then exactly its capacity get one', async () => {
    const small = await newMess(`Small Mess ${engine}`, 3);
    const students = await residents('Kanhar', 8);
    const periodId = await period('first_come');
    const outcomes = await Promise.all(students.map((id) => choose(id, periodId, small)));
    expect(outcomes.filter((o) => o === 'registered')).toHaveLength(3);
    expect(outcomes.filter((o) => o === 'mess_full')).toHaveLength(5);
    // A student who changes their mind frees their seat for the next.
    const seated = students.filter((_, i) => outcomes[i] === 'registered');
    const waiting = students.filter((_, i) => outcomes[i] === 'mess_full');
    expect(await choose(seated[0]!, periodId, mess.Kanhar)).toBe('registered');
    expect(await choose(waiting[0]!, periodId, small)).toBe('registered');
    expect(await choose(waiting[1]!, periodId, small)).toBe('mess_full');
  });

  it('when a lottery window closes, then the draw fills the seats and everyone else is placed by default, told once', async () => {
    const small = await newMess(`Lottery Mess ${engine}`, 2);
    const students = await residents('Kanhar', 6);
    const periodId = await period('lottery');
    for (const id of students.slice(0, 5)) expect(await choose(id, periodId, small)).toBe('requested');
    await closeWindow(periodId);
    await project.call('settle_mess_periods', {});
    await project.call('settle_mess_periods', {});
    const rows = await registrations(periodId, students);
    expect(rows).toHaveLength(6);
    expect(rows.every((row) => row.status === 'registered')).toBe(true);
    expect(rows.filter((row) => row.placed_by === 'lottery' && row.mess_id === small)).toHaveLength(2);
    expect(rows.filter((row) => row.placed_by === 'default' && row.mess_id === mess.Kanhar)).toHaveLength(4);
    const told = await project.sql<{ data: { placed_by: string; period_id: number } }>(
      `select data from public.notifications
       where kind = 'mess_placed' and user_id = any($1::uuid[]) and (data ->> 'period_id')::bigint = $2`,
      [students, periodId],
    );
    expect(told).toHaveLength(6);
    expect(told.filter((row) => row.data.placed_by === 'lottery')).toHaveLength(2);
    const [settled] = await project.sql<{ settled: boolean }>(
      'select settled_at is not null as settled from public.mess_periods where id = $1',
      [periodId],
    );
    expect(settled?.settled).toBe(true);
  });

  it('when a student gets a bed in a settled period running today, then the sweep places them from today', async () => {
    const today = (await project.sql<{ d: string }>(`select public.ist_day(now())::text as d`))[0]!.d;
    const fiveDaysAgo = (await project.sql<{ d: string }>(`select (public.ist_day(now()) - 5)::text as d`))[0]!.d;
    // The one period covering today, begun five days ago: the tests' other periods are decades ahead.
    const [row] = await project.call<Array<{ outcome: string; period_id: number }>>('save_mess_period', {
      p_id: null,
      p_name: 'This month',
      p_starts_on: fiveDaysAgo,
      p_ends_on: today,
      p_opens_at: new Date(Date.now() - 2 * HOUR).toISOString(),
      p_closes_at: new Date(Date.now() - HOUR).toISOString(),
      p_allocation: 'first_come',
      ...STAFF,
    });
    await project.call('settle_mess_periods', {});
    // Placed when the period settles, days after it began: no one is billed for the days before.
    const early = await project.sql<{ from_on: string }>(
      `select distinct from_on::text from public.mess_registrations where period_id = $1`,
      [row!.period_id],
    );
    expect(early).toEqual([{ from_on: today }]);
    const [late] = await residents('Gopad', 1);
    await Promise.all([project.call('settle_mess_periods', {}), project.call('settle_mess_periods', {})]);
    const placed = await project.sql<{ mess_id: number; placed_by: string; from_on: string }>(
      `select mess_id::int, placed_by, from_on::text from public.mess_registrations where period_id = $1 and user_id = $2`,
      [row!.period_id, late],
    );
    expect(placed).toEqual([{ mess_id: mess.Gopad, placed_by: 'default', from_on: today }]);
    const view = await project.call<{ today_mess: { name: string } | null }>('mess_registration_view', {
      p_user_id: late,
    });
    expect(view.today_mess?.name).toBe('Gopad Mess');
  });

  it("when a student reads their view, then it shows the open period, their hostel's messes with seats left", async () => {
    const [resident] = await residents('Kanhar', 1);
    const view = async () =>
      project.call<{
        period: { id: number; open: boolean } | null;
        hostel: string;
        messes: Array<{ name: string; seats_left: number; is_default: boolean }>;
        registration: { mess_name: string; status: string } | null;
      }>('mess_registration_view', { p_user_id: resident });
    const before = await view();
    expect(before.hostel).toBe('Kanhar');
    expect(before.period?.open).toBe(true);
    expect(before.messes[0]).toMatchObject({ name: 'Kanhar Mess', is_default: true });
    expect(before.messes.map((m) => m.name)).toContain('Gopad Mess');
    expect(before.messes.map((m) => m.name)).not.toContain('Indravati Mess');
    const gopadSeats = before.messes.find((m) => m.name === 'Gopad Mess')!.seats_left;
    expect(await choose(resident!, before.period!.id, mess.Gopad)).toBe('registered');
    const after = await view();
    expect(after.registration).toMatchObject({ mess_name: 'Gopad Mess', status: 'registered' });
    expect(after.messes.find((m) => m.name === 'Gopad Mess')!.seats_left).toBe(gopadSeats - 1);
    const counts = await project.call<Array<{ mess_name: string; registered: number }>>('mess_period_counts', {
      p_period_id: before.period!.id,
      p_actor_id: MANAGER.p_actor_id,
    });
    expect(counts.map((c) => c.mess_name)).toEqual(['Gopad Mess']);
  });
});
