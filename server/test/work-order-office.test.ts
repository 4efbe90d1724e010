// The office's side of work orders over HTTP, played by an attacker: its job list filtered and paged (bad queries are
// 400s, a warden never sees another hostel's job whatever they ask for), the visit slot it sets (the office and the
// job's hostel's warden; a warden of another hostel, a student or a technician changes nothing), each trade's due time
// (the whole office sets it, audited; a warden only reads it) and a recurring job edited and switched off and on (a
// switched-off job makes nothing in the sweep).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, Harness, studentPool, type Session } from './harness.js';

const TECHNICIAN = { email: 'technician@hostel.local', password: 'technician-pass-2026' };
/** The seed's warden, of Kanhar alone. */
const WARDEN = { email: 'warden@hostel.local', password: 'warden-pass-2026' };
const HOUR = 3_600_000;

interface Job {
  id: number;
  status: string;
  hostel_name: string | null;
  trade: string;
  due_at: string;
  visit_from: string | null;
}

interface Answer {
  code?: string;
  message?: string;
  jobs?: Job[];
  next?: string | null;
  [field: string]: unknown;
}

let h: Harness;
let nextStudent: () => Session;
let technician: Session;
let warden: Session;
let admin: Session;

const call = (who: Session, method: 'GET' | 'POST', path: string, body?: unknown) =>
  h.call<Answer>(method, path, { token: who.token, body });

/** A job of the trade in the hostel made straight in SQL (as a recurring job's), due in `dueHours`. */
async function job(hostel: string, trade: string, title: string, dueHours = 24): Promise<number> {
  const [row] = await h.sql<{ id: number }>(
    `insert into public.work_orders (trade, hostel_name, title, status, due_at)
     values ($1, $2, $3, 'open', now() + make_interval(hours => $4)) returning id::int as id`,
    [trade, hostel, title, dueHours],
  );
  return row!.id;
}

/** Every page of the list for the query, as "Show more" walks it. */
async function allPages(who: Session, query: string): Promise<Job[]> {
  const jobs: Job[] = [];
  let after: string | null = null;
  do {
    const suffix: string = after ? `&after=${encodeURIComponent(after)}` : '';
    const page = await call(who, 'GET', `/admin/work-orders?${query}${suffix}`);
    expect(page.status).toBe(200);
    jobs.push(...page.body.jobs!);
    after = page.body.next ?? null;
  } while (after);
  return jobs;
}

const slot = (fromHours: number, toHours: number) => ({
  visit_from: new Date(Date.now() + fromHours * HOUR).toISOString(),
  visit_to: new Date(Date.now() + toHours * HOUR).toISOString(),
});

const istToday = () => new Date(Date.now() + 5.5 * HOUR).toISOString().slice(0, 10);

beforeAll(async () => {
  h = await Harness.start();
  nextStudent = studentPool(await h.createStudents(4, 'jobs-office'));
  technician = await h.signIn(TECHNICIAN.email, TECHNICIAN.password);
  warden = await h.signIn(WARDEN.email, WARDEN.password);
  admin = await h.signIn(ADMIN.email, ADMIN.password);
});

afterAll(async () => {
  await h.close();
});

describe('the office’s job list', () => {
  it('when a trade has more jobs than a page, then "Show more" walks them all once, in order, unfinished first', async () => {
    const made = [];
    for (let n = 0; n < 55; n += 1) made.push(await job('Kanhar', 'network', `Router ${n}`, 10 + (n % 7)));
    await h.sql(`update public.work_orders set status = 'done', done_at = now() where id = $1`, [made[0]]);
    const first = await call(admin, 'GET', '/admin/work-orders?trade=network&hostel=Kanhar');
    expect([first.status, first.body.jobs!.length, typeof first.body.next]).toEqual([200, 50, 'string']);
    const jobs = await allPages(admin, 'trade=network&hostel=Kanhar');
    expect(jobs.map((row) => row.id).sort((a, b) => a - b)).toEqual(made);
    expect(jobs.at(-1)!.id).toBe(made[0]);
    const unfinished = jobs.slice(0, -1).map((row) => Date.parse(row.due_at));
    expect(unfinished).toEqual([...unfinished].sort((a, b) => a - b));
  });

  it('when the office narrows by state, trade and hostel, then only those jobs come', async () => {
    const open = await job('Gopad', 'housekeeping', 'Corridor sweep');
    const done = await job('Gopad', 'housekeeping', 'Stairs sweep');
    const closed = await job('Gopad', 'housekeeping', 'Lobby sweep');
    await h.sql(`update public.work_orders set status = 'done', done_at = now() where id = $1`, [done]);
    await h.sql(
      `update public.work_orders set status = 'confirmed', done_at = now(), confirmed_at = now() where id = $1`,
      [closed],
    );
    const ids = async (state: string) =>
      (await allPages(admin, `state=${state}&trade=housekeeping&hostel=Gopad`)).map((row) => row.id);
    expect(await ids('unfinished')).toEqual([open]);
    expect(await ids('done')).toEqual([done]);
    expect(await ids('closed')).toEqual([closed]);
    expect((await ids('all')).sort((a, b) => a - b)).toEqual([open, done, closed]);
  });

  it('when a warden asks for another hostel’s jobs, then none come; a student or a technician is refused', async () => {
    const gopad = await job('Gopad', 'plumbing', 'Leaking tap in Gopad');
    expect(await allPages(warden, 'hostel=Gopad')).toEqual([]);
    expect((await allPages(warden, 'trade=plumbing')).map((row) => row.id)).not.toContain(gopad);
    expect((await call(nextStudent(), 'GET', '/admin/work-orders?hostel=Gopad')).status).toBe(403);
    expect((await call(technician, 'GET', '/admin/work-orders')).status).toBe(403);
  });

  it('when the query is bad, then 400 says which part', async () => {
    const cases: [string, RegExp][] = [
      ['state=finished', /^state must be one of unfinished, done, closed, all/],
      ['trade=welding', /^trade must be one of/],
      ['hostel=kanhar%3B', /^hostel must be a hostel name/],
      ['after=1_yesterday_4', /^after must be the next of a previous page/],
      ['after=0_2026-11-28T10:00:00.000Z_1&after=0_2026-11-28T10:00:00.000Z_2', /^after must be given once/],
      ['sort=due', /^Query has unknown sort/],
    ];
    for (const [query, message] of cases) {
      const answer = await call(admin, 'GET', `/admin/work-orders?${query}`);
      expect([answer.status, answer.body.code], query).toEqual([400, 'invalid_request']);
      expect(answer.body.message, query).toMatch(message);
    }
  });
});

describe('the office’s visit slot', () => {
  it('when the office or the job’s warden sets the slot, then the student sees it; another hostel’s warden, a student or a technician changes nothing', async () => {
    const student = nextStudent();
    await h.allotFreeBed(student.userId, 'Kanhar');
    await h.sql(
      `insert into public.complaints_table (complaint_type, complaint_category, complaint_description, urgency_level,
                                            email, user_id)
       values ('facility-maintenance', 'electricity-failure', 'Fan not working', 'medium', $2, $1)`,
      [student.userId, student.email],
    );
    const [made] = await h.sql<{ id: number }>('select id::int as id from public.work_orders where student_id = $1', [
      student.userId,
    ]);
    const id = made!.id;
    const byWarden = await call(warden, 'POST', `/admin/work-orders/${id}/schedule`, slot(2, 3));
    expect([byWarden.status, byWarden.body.status]).toEqual([200, 'scheduled']);
    const byOffice = await call(admin, 'POST', `/admin/work-orders/${id}/schedule`, slot(4, 5));
    expect(byOffice.status).toBe(200);
    const mine = await call(student, 'GET', '/work-orders/mine');
    expect(mine.body.jobs!.find((row) => row.id === id)!.visit_from).toBe(byOffice.body.visit_from);

    const gopad = await job('Gopad', 'electrical', 'Gopad corridor light');
    await h.sql(`update public.work_orders set status = 'assigned', technician_id = $2 where id = $1`, [
      gopad,
      technician.userId,
    ]);
    const elsewhere = await call(warden, 'POST', `/admin/work-orders/${gopad}/schedule`, slot(2, 3));
    expect([elsewhere.status, elsewhere.body.code]).toEqual([404, 'not_found']);
    expect((await call(student, 'POST', `/admin/work-orders/${id}/schedule`, slot(6, 7))).status).toBe(403);
    expect((await call(technician, 'POST', `/admin/work-orders/${id}/schedule`, slot(6, 7))).status).toBe(403);
    const [after] = await h.sql<{ gopad: string | null; kanhar: string }>(
      `select (select visit_from::text from public.work_orders where id = $1) as gopad,
              (select visit_from from public.work_orders where id = $2)::text as kanhar`,
      [gopad, id],
    );
    expect(after!.gopad).toBeNull();
    expect(Date.parse(after!.kanhar)).toBe(Date.parse(byOffice.body.visit_from as string));
  });
});

describe('each trade’s due time', () => {
  it('when the whole office sets a trade’s hours, then it is audited and new jobs fall due by it; a warden only reads', async () => {
    const read = await call(warden, 'GET', '/admin/work-orders/slas');
    expect(read.status).toBe(200);
    expect(read.body.slas).toContainEqual({ trade: 'carpentry', hours: 72 });
    const refused = await call(warden, 'POST', '/admin/work-orders/slas/carpentry', { hours: 1 });
    expect(refused.status).toBe(403);
    expect((await call(nextStudent(), 'GET', '/admin/work-orders/slas')).status).toBe(403);
    expect((await call(technician, 'POST', '/admin/work-orders/slas/carpentry', { hours: 1 })).status).toBe(403);

    const set = await call(admin, 'POST', '/admin/work-orders/slas/carpentry', { hours: 48 });
    expect([set.status, set.body]).toEqual([200, { trade: 'carpentry', hours: 48 }]);
    const [audit] = await h.sql<{ count: number }>(
      `select count(*)::int as count from public.audit_log
       where action = 'work_order.set_sla' and target_id = 'carpentry' and after = '{"hours": 48}'::jsonb`,
    );
    expect(audit!.count).toBe(1);
  });

  it('when the hours or the trade are bad, then 400 and nothing changes', async () => {
    for (const [trade, body] of [
      ['plumbing', { hours: 0 }],
      ['plumbing', { hours: 721 }],
      ['plumbing', { hours: 2.5 }],
      ['plumbing', { hours: '24' }],
      ['welding', { hours: 24 }],
    ] as const) {
      const answer = await call(admin, 'POST', `/admin/work-orders/slas/${trade}`, body);
      expect([answer.status, answer.body.code], JSON.stringify(body)).toEqual([400, 'invalid_request']);
    }
    const [row] = await h.sql<{ hours: number }>(`select hours from public.trade_slas where trade = 'plumbing'`);
    expect(row!.hours).toBe(24);
  });
});

describe('a recurring job kept', () => {
  it('when the hostel’s warden edits and switches it off, then the sweep makes nothing; switched on, it makes its job; another hostel’s warden is refused', async () => {
    const base = { hostel_name: 'Kanhar', trade: 'housekeeping', every_days: 7, next_due_on: istToday() };
    const created = await call(admin, 'POST', '/admin/work-orders/recurring', {
      ...base,
      title: 'Pest control',
      active: false,
    });
    expect(created.status).toBe(200);
    const id = created.body.id as number;
    const edited = await call(warden, 'POST', '/admin/work-orders/recurring', {
      ...base,
      id,
      title: 'Pest control, all floors',
      every_days: 14,
      active: false,
    });
    expect([edited.status, edited.body.title, edited.body.every_days]).toEqual([200, 'Pest control, all floors', 14]);
    const jobsOf = async () =>
      (
        await h.sql<{ count: number }>(
          'select count(*)::int as count from public.work_orders where recurring_job_id = $1',
          [id],
        )
      )[0]!.count;
    await h.api.deps.store.makeDueWorkOrders();
    expect(await jobsOf()).toBe(0);

    const moved = await call(warden, 'POST', '/admin/work-orders/recurring', {
      ...base,
      id,
      hostel_name: 'Gopad',
      title: 'Pest control, all floors',
      active: true,
    });
    expect(moved.status).toBe(404);
    expect(
      (await call(nextStudent(), 'POST', '/admin/work-orders/recurring', { ...base, id, active: true })).status,
    ).toBe(403);
    const on = await call(warden, 'POST', '/admin/work-orders/recurring', {
      ...base,
      id,
      title: 'Pest control, all floors',
      active: true,
    });
    expect([on.status, on.body.active, on.body.hostel_name]).toEqual([200, true, 'Kanhar']);
    await h.api.deps.store.makeDueWorkOrders();
    expect(await jobsOf()).toBe(1);
  });
});
