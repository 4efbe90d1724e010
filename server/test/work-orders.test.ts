// Work orders over HTTP: a "fan not working" complaint becomes the electrician's job; the technician lists it, sets the
// visit, records a photo and a material and marks it done; the student reopens or confirms and rates. Played by an
// attacker: a technician of another trade, a student of another room, a guard and a student on the office's routes are
// refused (404 or 403) and nothing changes; bad bodies and ids are 4xx, never 5xx. The office assigns, keeps recurring
// jobs, and reads the month's statement.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, Harness, studentPool, type Session } from './harness.js';

const TECHNICIAN = { email: 'technician@hostel.local', password: 'technician-pass-2026' };
const WARDEN = { email: 'warden@hostel.local', password: 'warden-pass-2026' };
const GUARD = { email: 'guard@hostel.local', password: 'guard-pass-2026' };
const HOUR = 3_600_000;

interface Answer {
  code?: string;
  message?: string;
  [field: string]: unknown;
}

let h: Harness;
let nextStudent: () => Session;
let technician: Session;
let carpenter: Session;
let warden: Session;
let guard: Session;
let admin: Session;

const call = (who: Session, method: 'GET' | 'POST', path: string, body?: unknown) =>
  h.call<Answer>(method, path, { token: who.token, body });

/** A Kanhar resident's "fan not working" complaint (or another category), and the job id it became. */
async function complaint(
  category = 'electricity-failure',
  hostel = 'Kanhar',
): Promise<{ student: Session; job: number }> {
  const student = nextStudent();
  await h.allotFreeBed(student.userId, hostel);
  // Two statements: the job is made by the complaint's trigger, which a query of the same statement cannot see.
  const [made] = await h.sql<{ id: number }>(
    `insert into public.complaints_table (complaint_type, complaint_category, complaint_description, urgency_level,
                                          email, user_id)
     values ('facility-maintenance', $2, 'Fan not working', 'medium', $3, $1) returning id::int as id`,
    [student.userId, category, student.email],
  );
  const [row] = await h.sql<{ job: number }>('select id::int as job from public.work_orders where complaint_id = $1', [
    made!.id,
  ]);
  return { student, job: row!.job };
}

/** A photo the technician put in the complaints bucket, as their phone's upload does. */
async function uploaded(who: Session): Promise<string> {
  const path = `work_order_photos/${crypto.randomUUID()}_fan.jpg`;
  await h.sql(
    `insert into storage.objects (bucket_id, name, owner, owner_id) values ('complaints', $1, $2::uuid, $2::text)`,
    [path, who.userId],
  );
  return path;
}

const slot = (fromHours: number, toHours: number) => ({
  visit_from: new Date(Date.now() + fromHours * HOUR).toISOString(),
  visit_to: new Date(Date.now() + toHours * HOUR).toISOString(),
});

beforeAll(async () => {
  h = await Harness.start();
  nextStudent = studentPool(await h.createStudents(12, 'jobs'));
  technician = await h.signIn(TECHNICIAN.email, TECHNICIAN.password);
  warden = await h.signIn(WARDEN.email, WARDEN.password);
  guard = await h.signIn(GUARD.email, GUARD.password);
  admin = await h.signIn(ADMIN.email, ADMIN.password);
  const [made] = await h.createStudents(1, 'jobs-carpenter');
  await h.sql(`update auth.users set raw_app_meta_data = raw_app_meta_data || '{"role":"technician"}' where id = $1`, [
    made!.userId,
  ]);
  await h.sql(`insert into public.office_places (user_id, kind, trade) values ($1, 'trade', 'carpentry')`, [
    made!.userId,
  ]);
  carpenter = made!;
});

afterAll(async () => {
  await h.close();
});

describe('the job from complaint to confirmation', () => {
  it('when the electrician schedules, records a photo and a material and marks it done, then the student sees each step, confirms and rates', async () => {
    const { student, job } = await complaint();
    const listed = await call(technician, 'GET', '/jobs');
    expect(listed.status).toBe(200);
    expect(listed.body.jobs).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ id: job, status: 'assigned', trade: 'electrical', hostel_name: 'Kanhar' }),
      ]),
    );

    const scheduled = await call(technician, 'POST', `/jobs/${job}/schedule`, slot(2, 3));
    expect([scheduled.status, scheduled.body.status]).toEqual([200, 'scheduled']);
    const photo = await call(technician, 'POST', `/jobs/${job}/photos`, {
      stage: 'after',
      path: await uploaded(technician),
    });
    expect(photo.status).toBe(200);
    const material = await call(technician, 'POST', `/jobs/${job}/materials`, { item: 'Fan capacitor', quantity: 1 });
    expect(material.body.materials).toEqual([{ item: 'Fan capacitor', quantity: 1 }]);
    const done = await call(technician, 'POST', `/jobs/${job}/done`);
    expect([done.status, done.body.status, done.body.breached]).toEqual([200, 'done', false]);

    const mine = await call(student, 'GET', '/work-orders/mine');
    expect(mine.body.jobs).toEqual([expect.objectContaining({ id: job, status: 'done' })]);
    expect((mine.body.jobs as { visit_from: string | null }[])[0]?.visit_from).toBe(scheduled.body.visit_from);
    const early = await call(student, 'POST', `/work-orders/${job}/rate`, { rating: 5 });
    expect([early.status, early.body.code]).toEqual([409, 'job_not_confirmed']);
    const confirmed = await call(student, 'POST', `/work-orders/${job}/confirm`);
    expect([confirmed.status, confirmed.body.status]).toEqual([200, 'confirmed']);
    const rated = await call(student, 'POST', `/work-orders/${job}/rate`, { rating: 5 });
    expect([rated.status, rated.body.rating]).toEqual([200, 5]);
    const again = await call(student, 'POST', `/work-orders/${job}/rate`, { rating: 2 });
    expect([again.status, again.body.code]).toEqual([409, 'already_rated']);
  });

  it('when the student reopens a done job, then it goes back to the technician with the note', async () => {
    const { student, job } = await complaint();
    await call(technician, 'POST', `/jobs/${job}/photos`, { stage: 'after', path: await uploaded(technician) });
    expect((await call(technician, 'POST', `/jobs/${job}/done`)).status).toBe(200);
    const empty = await call(student, 'POST', `/work-orders/${job}/reopen`, { note: '   ' });
    expect(empty.status).toBe(400);
    const reopened = await call(student, 'POST', `/work-orders/${job}/reopen`, { note: 'Still hums and stops' });
    expect([reopened.status, reopened.body.status, reopened.body.reopen_note]).toEqual([
      200,
      'reopened',
      'Still hums and stops',
    ]);
    const listed = await call(technician, 'GET', '/jobs');
    expect(listed.body.jobs).toEqual(
      expect.arrayContaining([expect.objectContaining({ id: job, status: 'reopened' })]),
    );
  });
});

describe('the attacker', () => {
  it('when a technician of another trade or a student of another room acts on the job, then 404 and nothing changes', async () => {
    const { job } = await complaint();
    const stranger = nextStudent();
    await h.allotFreeBed(stranger.userId, 'Kanhar');
    for (const [who, path, body] of [
      [carpenter, `/jobs/${job}/done`, undefined],
      [carpenter, `/jobs/${job}/schedule`, slot(2, 3)],
      [carpenter, `/jobs/${job}/materials`, { item: 'Nails', quantity: 10 }],
      [stranger, `/work-orders/${job}/confirm`, undefined],
      [stranger, `/work-orders/${job}/reopen`, { note: 'Not fixed' }],
    ] as const) {
      const answer = await call(who, 'POST', path, body);
      expect([answer.status, answer.body.code], path).toEqual([404, 'not_found']);
    }
    expect((await call(carpenter, 'GET', '/jobs')).body.jobs).not.toEqual(
      expect.arrayContaining([expect.objectContaining({ id: job })]),
    );
    expect((await call(stranger, 'GET', '/work-orders/mine')).body.jobs).toEqual([]);
    const [row] = await h.sql<{ status: string }>('select status from public.work_orders where id = $1', [job]);
    expect(row?.status).toBe('assigned');
  });

  it('when a photo is not the technician’s own upload, or the job has no after photo, then 422 bad_photo and 409 photo_required', async () => {
    const { job } = await complaint();
    const theirs = await call(technician, 'POST', `/jobs/${job}/photos`, {
      stage: 'after',
      path: await uploaded(carpenter),
    });
    expect([theirs.status, theirs.body.code]).toEqual([422, 'bad_photo']);
    const none = await call(technician, 'POST', `/jobs/${job}/done`);
    expect([none.status, none.body.code]).toEqual([409, 'photo_required']);
  });

  it('when a guard or a student calls the office’s routes, or a student the technician’s, then 403', async () => {
    const { student, job } = await complaint();
    expect((await call(guard, 'GET', '/admin/work-orders')).status).toBe(403);
    expect((await call(guard, 'GET', '/jobs')).status).toBe(403);
    expect((await call(student, 'GET', '/admin/work-orders')).status).toBe(403);
    expect((await call(student, 'POST', `/jobs/${job}/done`)).status).toBe(403);
    expect((await call(warden, 'GET', '/admin/work-orders/statement/electrical/2026-11')).status).toBe(403);
  });

  it('when bodies or ids are bad, then 400 and never 5xx', async () => {
    const { student, job } = await complaint();
    const cases: [Session, string, unknown][] = [
      [technician, `/jobs/${job}/schedule`, slot(3, 2)],
      [technician, `/jobs/${job}/schedule`, { visit_from: 'tomorrow', visit_to: 'later' }],
      [technician, `/jobs/${job}/photos`, { stage: 'during', path: 'x' }],
      [technician, `/jobs/${job}/photos`, { stage: 'after', path: 'work_order_photos/../../etc/passwd' }],
      [technician, `/jobs/${job}/materials`, { item: 'Wire', quantity: -1 }],
      [technician, `/jobs/${job}/materials`, { item: 'Wire', quantity: 1.234 }],
      [technician, '/jobs/abc/done', undefined],
      [student, `/work-orders/${job}/rate`, { rating: 6 }],
      [admin, `/admin/work-orders/${job}/assign`, { technician_id: 'not-a-uuid' }],
      [admin, '/admin/work-orders/recurring', { hostel_name: 'Kanhar', trade: 'welding' }],
    ];
    for (const [who, path, body] of cases) {
      const answer = await call(who, 'POST', path, body);
      expect(answer.status, path).toBe(400);
    }
    const month = await call(admin, 'GET', '/admin/work-orders/statement/electrical/2026-13');
    expect(month.status).toBe(400);
    const past = await call(technician, 'POST', `/jobs/${job}/schedule`, slot(-5, -4));
    expect([past.status, past.body.code]).toEqual([422, 'bad_slot']);
  });
});

describe('the office', () => {
  it('when the warden assigns a carpentry job, then only a carpenter may take it, and the warden of another hostel cannot', async () => {
    const { job } = await complaint('room-condition-issue');
    const wrong = await call(warden, 'POST', `/admin/work-orders/${job}/assign`, { technician_id: technician.userId });
    expect([wrong.status, wrong.body.code]).toEqual([422, 'not_technician']);
    const right = await call(warden, 'POST', `/admin/work-orders/${job}/assign`, { technician_id: carpenter.userId });
    expect([right.status, right.body.technician_id]).toEqual([200, carpenter.userId]);
    const { job: gopad } = await complaint('room-condition-issue', 'Gopad');
    const elsewhere = await call(warden, 'POST', `/admin/work-orders/${gopad}/assign`, {
      technician_id: carpenter.userId,
    });
    expect(elsewhere.status).toBe(404);
    const listed = await call(warden, 'GET', '/admin/work-orders');
    const ids = (listed.body.jobs as { id: number }[]).map((row) => row.id);
    expect(ids).toContain(job);
    expect(ids).not.toContain(gopad);
  });

  it('when the office schedules a recurring job due today, then the sweep makes its job once, and the statement counts the month', async () => {
    const today = new Date(Date.now() + 5.5 * HOUR).toISOString().slice(0, 10);
    const saved = await call(admin, 'POST', '/admin/work-orders/recurring', {
      hostel_name: 'Gopad',
      trade: 'plumbing',
      title: 'Water-cooler filter',
      every_days: 30,
      next_due_on: today,
      active: true,
    });
    expect([saved.status, saved.body.title]).toEqual([200, 'Water-cooler filter']);
    const fromWarden = await call(warden, 'POST', '/admin/work-orders/recurring', {
      hostel_name: 'Gopad',
      trade: 'plumbing',
      title: 'Pest control',
      every_days: 90,
      next_due_on: today,
      active: true,
    });
    expect(fromWarden.status).toBe(404);
    const past = await call(admin, 'POST', '/admin/work-orders/recurring', {
      hostel_name: 'Gopad',
      trade: 'plumbing',
      title: 'Pest control',
      every_days: 90,
      next_due_on: '2020-01-01',
      active: true,
    });
    expect([past.status, past.body.code]).toEqual([422, 'invalid_dates']);
    expect(await h.api.deps.store.makeDueWorkOrders()).toBeGreaterThanOrEqual(1);
    expect(await h.api.deps.store.makeDueWorkOrders()).toBe(0);
    const month = today.slice(0, 7);
    const statement = await call(admin, 'GET', `/admin/work-orders/statement/electrical/${month}`);
    expect(statement.status).toBe(200);
    expect(statement.body).toMatchObject({ trade: 'electrical', month, sla_hours: 24 });
    // The first job above was done on time, confirmed and rated 5; the reopened one is not done.
    expect(statement.body.totals).toEqual({
      jobs_done: 1,
      on_time: 1,
      reopened: 0,
      ratings: 1,
      average_rating: 5,
      sla_breaches: 0,
    });
    expect(statement.body.rows).toEqual([
      expect.objectContaining({ technician_email: TECHNICIAN.email, jobs_done: 1 }),
    ]);
  });
});
