// Work orders, played by an attacker: a complaint that calls for a trade becomes a job (given to the trade's only
// technician); a student reads only their own jobs, a technician only the jobs they hold, a warden their hostels'; no
// API role writes a job or calls its steps. Each step refuses whoever may not take it (a technician of another trade,
// a student of another room, a warden of another hostel) and bad input, changing nothing; the fix needs an after photo
// the technician uploaded; the student confirms or reopens and rates once. Recurring jobs are made once when due, and
// the monthly statement counts what was done, on time, reopened, rated and breached.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '@campus-hostel/emulators/testing';
import { ENGINES, startProject, type TestProject } from './project';

const STAFF = { p_actor_id: '00000000-0000-4000-8000-00000000a002', p_actor_email: 'staff@hostel.local' };
/** The seed's warden, of Kanhar alone. */
const WARDEN = { p_actor_id: '00000000-0000-4000-8000-00000000a003', p_actor_email: 'warden@hostel.local' };
/** The seed's technician, of plumbing and electrical. */
const TECHNICIAN_ID = '00000000-0000-4000-8000-00000000a006';
const TECHNICIAN = { p_actor_id: TECHNICIAN_ID, p_actor_email: 'technician@hostel.local' };
const HOUR = 3_600_000;
/** A PNG's signature: Storage checks a file's bytes against its type. */
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);

// A type, not an interface: rows of project.sql are records.
type Job = {
  id: number;
  status: string;
  technician_id: string | null;
  hostel_name: string | null;
  room_id: number | null;
  due_at: string;
  rating: number | null;
  reopen_count: number;
};

interface Statement {
  technician_id: string | null;
  jobs_done: number;
  on_time: number;
  reopened: number;
  ratings: number;
  sla_breaches: number;
}

describe.each(ENGINES)('work orders on %s', (engine) => {
  let project: TestProject;
  let technician: TestClient;
  let carpenter: { client: TestClient; id: string };
  let warden: TestClient;

  async function resident(hostel = 'Kanhar'): Promise<{ client: TestClient; id: string }> {
    const student = await project.newStudent(`jobs-${hostel}`);
    await project.declare([student.id]);
    await project.allot(hostel, [student.id]);
    return student;
  }

  /** A complaint the student raised (arranged in SQL, past the hourly limit), and the job it became, if any. */
  async function complain(studentId: string, category = 'electricity-failure'): Promise<Job | undefined> {
    const [complaint] = await project.sql<{ id: number }>(
      `with c as (
         insert into public.complaints_table (complaint_type, complaint_category, complaint_description, urgency_level,
                                              email, user_id)
         select 'facility-maintenance', $2, 'Fan not working', 'medium', u.email, u.id from auth.users u where u.id = $1
         returning id
       )
       select c.id::int as id from c`,
      [studentId, category],
    );
    const [job] = await project.sql<Job>(
      `select id::int as id, status, technician_id::text as technician_id, hostel_name, room_id::int as room_id,
              due_at::text as due_at, rating, reopen_count
       from public.work_orders where complaint_id = $1`,
      [complaint!.id],
    );
    return job;
  }

  const jobOf = async (id: number) =>
    (
      await project.sql<Job>(
        `select id::int as id, status, technician_id::text as technician_id, hostel_name, room_id::int as room_id,
                due_at::text as due_at, rating, reopen_count
         from public.work_orders where id = $1`,
        [id],
      )
    )[0]!;

  const step = (fn: string, args: Record<string, unknown>) => project.call<string>(fn, args);

  /** An after photo the technician uploaded through Storage, as the phone page does. */
  async function upload(client: TestClient): Promise<string> {
    const path = `work_order_photos/${crypto.randomUUID()}_after.png`;
    const { error } = await client.storage
      .from('complaints')
      .upload(path, PNG, { contentType: 'image/png', upsert: false });
    if (error) throw error;
    return path;
  }

  /** A job the seed technician took to done, with an after photo. */
  async function doneJob(studentId: string): Promise<Job> {
    const job = (await complain(studentId))!;
    const path = await upload(technician);
    expect(await step('add_work_order_photo', { p_id: job.id, p_stage: 'after', p_path: path, ...TECHNICIAN })).toBe(
      'added',
    );
    expect(await step('finish_work_order', { p_id: job.id, ...TECHNICIAN })).toBe('done');
    return job;
  }

  async function signIn(email: string, password: string): Promise<TestClient> {
    const client = project.client();
    const { error } = await client.auth.signInWithPassword({ email, password });
    if (error) throw error;
    return client;
  }

  beforeAll(async () => {
    project = await startProject(engine);
    technician = await signIn('technician@hostel.local', 'technician-pass-2026');
    warden = await signIn('warden@hostel.local', 'warden-pass-2026');
    const email = `jobs-carpenter-${engine}@hostel.local`;
    carpenter = await project.signUp({ email, password: 'carpenter-pass-2026' });
    await project.sql(
      `update auth.users set raw_app_meta_data = raw_app_meta_data || '{"role":"technician"}' where id = $1`,
      [carpenter.id],
    );
    await project.sql(`insert into public.office_places (user_id, kind, trade) values ($1, 'trade', 'carpentry')`, [
      carpenter.id,
    ]);
    carpenter.client = await signIn(email, 'carpenter-pass-2026');
  }, 120_000);

  afterAll(async () => {
    await project?.close();
  });

  describe('a complaint becomes a job', () => {
    it('when a student raises an electricity complaint through the API, then it becomes a job of their room given to the only electrician, due in 24 hours, and both are told', async () => {
      const student = await resident();
      const { data, error } = await student.client
        .from('complaints_table')
        .insert({
          complaint_type: 'facility-maintenance',
          complaint_category: 'electricity-failure',
          complaint_description: 'Fan not working',
          urgency_level: 'medium',
          user_id: student.id,
        })
        .select('id')
        .single();
      expect(error).toBeNull();
      const [job] = await project.sql<Job & { room_ok: boolean; hours: number }>(
        `select w.status, w.technician_id::text as technician_id, w.hostel_name,
                w.room_id = (select b.room_id from public.beds b where b.occupant_id = $2) as room_ok,
                round(extract(epoch from w.due_at - w.created_at) / 3600)::int as hours
         from public.work_orders w where w.complaint_id = $1`,
        [data!.id, student.id],
      );
      expect(job).toMatchObject({
        status: 'assigned',
        technician_id: TECHNICIAN_ID,
        hostel_name: 'Kanhar',
        room_ok: true,
        hours: 24,
      });
      const told = await project.sql<{ kind: string }>(
        `select kind from public.notifications where user_id in ($1, $2) and data ->> 'title' = 'Fan not working'
           and (data ->> 'work_order_id')::bigint = (select id from public.work_orders where complaint_id = $3)
         order by kind`,
        [student.id, TECHNICIAN_ID, data!.id],
      );
      expect(told.map((n) => n.kind)).toEqual(['work_order_job', 'work_order_status']);
    });

    it('when a complaint calls for no trade, then no job is made; when its trade has two technicians, the job waits for the office', async () => {
      const student = await resident();
      expect(await complain(student.id, 'noise-neighbors')).toBeUndefined();
      const [a, b] = await project.accounts('jobs-network', 2);
      await project.sql(
        `update auth.users set raw_app_meta_data = raw_app_meta_data || '{"role":"technician"}' where id in ($1, $2)`,
        [a, b],
      );
      await project.sql(
        `insert into public.office_places (user_id, kind, trade) values ($1, 'trade', 'network'), ($2, 'trade', 'network')`,
        [a, b],
      );
      const job = await complain(student.id, 'wifi-not-working');
      expect(job).toMatchObject({ status: 'open', technician_id: null });
      expect(await step('assign_work_order', { p_id: job!.id, p_technician_id: a, ...WARDEN })).toBe('assigned');
      expect(await jobOf(job!.id)).toMatchObject({ status: 'assigned', technician_id: a });
    });
  });

  describe('who reads a job', () => {
    it('when each side reads jobs, then a student sees their own, the technician the ones they hold, the warden their hostel’s; nobody else, and nobody writes', async () => {
      const mine = await resident();
      const other = await resident();
      const elsewhere = await resident('Gopad');
      const job = (await complain(mine.id))!;
      const gopadJob = (await complain(elsewhere.id))!;
      const carpentry = (await complain(mine.id, 'room-condition-issue'))!;
      const ids = async (client: TestClient) =>
        ((await client.from('work_orders').select('id')).data ?? []).map((row) => row.id);

      expect(await ids(mine.client)).toEqual(expect.arrayContaining([job.id, carpentry.id]));
      expect(await ids(other.client)).not.toContain(job.id);
      expect(await ids(technician)).toEqual(expect.arrayContaining([job.id, gopadJob.id]));
      expect(await ids(technician)).not.toContain(carpentry.id);
      expect(await ids(carpenter.client)).toContain(carpentry.id);
      expect(await ids(carpenter.client)).not.toContain(job.id);
      expect(await ids(warden)).toContain(job.id);
      expect(await ids(warden)).not.toContain(gopadJob.id);
      expect(await ids(project.client())).toEqual([]);

      const forged = await mine.client.from('work_orders').update({ status: 'confirmed' }).eq('id', job.id).select();
      expect(forged.data ?? []).toEqual([]);
      const made = await technician.from('work_orders').insert({
        trade: 'electrical',
        title: 'x',
        status: 'done',
        due_at: new Date().toISOString(),
      });
      expect(made.error).not.toBeNull();
      const called = await technician.rpc('finish_work_order', { p_id: job.id, ...TECHNICIAN });
      expect(called.error).not.toBeNull();
      expect((await jobOf(job.id)).status).toBe('assigned');
    });
  });

  describe('the steps', () => {
    it('when a technician of another trade, a warden of another hostel or a student of another room acts, then the answer is not_found and nothing changes', async () => {
      const student = await resident('Gopad');
      const stranger = await resident();
      const job = (await complain(student.id))!;
      const carpenterActor = { p_actor_id: carpenter.id, p_actor_email: 'carpenter@hostel.local' };
      expect(await step('finish_work_order', { p_id: job.id, ...carpenterActor })).toBe('not_found');
      expect(await step('assign_work_order', { p_id: job.id, p_technician_id: TECHNICIAN_ID, ...WARDEN })).toBe(
        'not_found',
      );
      expect(await step('assign_work_order', { p_id: job.id, p_technician_id: carpenter.id, ...STAFF })).toBe(
        'not_technician',
      );
      const photo = await upload(carpenter.client);
      expect(await step('add_work_order_photo', { p_id: job.id, p_stage: 'after', p_path: photo, ...TECHNICIAN })).toBe(
        'bad_photo',
      );
      const stranger_ = { p_student_id: stranger.id, p_student_email: 'x@hostel.local' };
      expect(await step('confirm_work_order', { p_id: job.id, ...stranger_ })).toBe('not_found');
      expect(await step('reopen_work_order', { p_id: job.id, p_note: 'no', ...stranger_ })).toBe('not_found');
      expect(await jobOf(job.id)).toMatchObject({ status: 'assigned', technician_id: TECHNICIAN_ID });
    });

    it('when the slot, the photo path or the material is bad, or no after photo is in, then the step is refused', async () => {
      const student = await resident();
      const job = (await complain(student.id))!;
      const slot = (from: number, to: number) => ({
        p_id: job.id,
        p_visit_from: new Date(Date.now() + from * HOUR).toISOString(),
        p_visit_to: new Date(Date.now() + to * HOUR).toISOString(),
        ...TECHNICIAN,
      });
      expect(await step('schedule_work_order', slot(3, 2))).toBe('bad_slot');
      expect(await step('schedule_work_order', slot(1, 20))).toBe('bad_slot');
      expect(await step('schedule_work_order', slot(-5, -4))).toBe('bad_slot');
      expect(await step('finish_work_order', { p_id: job.id, ...TECHNICIAN })).toBe('photo_required');
      for (const path of ['work_order_photos/../x.png', `complaint_files/${crypto.randomUUID()}_a.png`]) {
        expect(
          await step('add_work_order_photo', { p_id: job.id, p_stage: 'after', p_path: path, ...TECHNICIAN }),
        ).toBe('bad_photo');
      }
      const unuploaded = `work_order_photos/${crypto.randomUUID()}_a.png`;
      expect(
        await step('add_work_order_photo', { p_id: job.id, p_stage: 'after', p_path: unuploaded, ...TECHNICIAN }),
      ).toBe('bad_photo');
      for (const [item, quantity] of [
        ['', 1],
        ['Fan capacitor', 0],
        ['Fan capacitor', 1.234],
      ] as const) {
        expect(
          await step('add_work_order_material', { p_id: job.id, p_item: item, p_quantity: quantity, ...TECHNICIAN }),
        ).toBe('bad_material');
      }
      expect(await step('schedule_work_order', slot(2, 3))).toBe('scheduled');
      expect(
        await step('add_work_order_material', { p_id: job.id, p_item: 'Fan capacitor', p_quantity: 1, ...TECHNICIAN }),
      ).toBe('added');
      expect(await jobOf(job.id)).toMatchObject({ status: 'scheduled' });
    });

    it('when the fix is done, then the student reopens it with a note, it goes back to the technician, and once confirmed it is rated once and its complaint is resolved', async () => {
      const student = await resident();
      const me = { p_student_id: student.id, p_student_email: 'student@hostel.local' };
      const job = await doneJob(student.id);
      expect(await step('rate_work_order', { p_id: job.id, p_rating: 5, ...me })).toBe('not_confirmed');
      expect(await step('reopen_work_order', { p_id: job.id, p_note: '  ', ...me })).toBe('note_required');
      expect(await step('reopen_work_order', { p_id: job.id, p_note: 'Still not turning', ...me })).toBe('reopened');
      expect(await jobOf(job.id)).toMatchObject({ status: 'reopened', technician_id: TECHNICIAN_ID, reopen_count: 1 });
      const [told] = await project.sql<{ note: string }>(
        `select data ->> 'note' as note from public.notifications
         where user_id = $1 and kind = 'work_order_job' and data ->> 'status' = 'reopened'
           and (data ->> 'work_order_id')::bigint = $2`,
        [TECHNICIAN_ID, job.id],
      );
      expect(told?.note).toBe('Still not turning');
      expect(await step('confirm_work_order', { p_id: job.id, ...me })).toBe('not_done');
      expect(await step('finish_work_order', { p_id: job.id, ...TECHNICIAN })).toBe('done');
      expect(await step('confirm_work_order', { p_id: job.id, ...me })).toBe('confirmed');
      expect(await step('confirm_work_order', { p_id: job.id, ...me })).toBe('confirmed');
      expect(await step('rate_work_order', { p_id: job.id, p_rating: 6, ...me })).toBe('bad_rating');
      expect(await step('rate_work_order', { p_id: job.id, p_rating: 4, ...me })).toBe('rated');
      expect(await step('rate_work_order', { p_id: job.id, p_rating: 4, ...me })).toBe('rated');
      expect(await step('rate_work_order', { p_id: job.id, p_rating: 1, ...me })).toBe('already_rated');
      expect(await jobOf(job.id)).toMatchObject({ status: 'confirmed', rating: 4 });
      const [complaint] = await project.sql<{ resolved: boolean }>(
        'select c.resolved from public.complaints_table c join public.work_orders w on w.complaint_id = c.id where w.id = $1',
        [job.id],
      );
      expect(complaint?.resolved).toBe(true);
      const actions = await project.sql<{ action: string }>(
        `select action from public.audit_log where target_type = 'work_order' and target_id = $1 order by id`,
        [String(job.id)],
      );
      expect(actions.map((a) => a.action)).toEqual([
        'work_order.open',
        'work_order.photo',
        'work_order.done',
        'work_order.reopen',
        'work_order.done',
        'work_order.confirm',
        'work_order.rate',
      ]);
    });

    it('when a photo is recorded, then the job’s student reads the file and another student does not; a student cannot upload one', async () => {
      const student = await resident();
      const other = await resident();
      const job = (await complain(student.id))!;
      const path = await upload(technician);
      await step('add_work_order_photo', { p_id: job.id, p_stage: 'before', p_path: path, ...TECHNICIAN });
      expect((await student.client.storage.from('complaints').download(path)).error).toBeNull();
      expect((await other.client.storage.from('complaints').download(path)).error).not.toBeNull();
      const { data } = await student.client.from('work_order_photos').select('path').eq('work_order_id', job.id);
      expect(data).toEqual([{ path }]);
      expect((await other.client.from('work_order_photos').select('path').eq('work_order_id', job.id)).data).toEqual(
        [],
      );
      const refused = await student.client.storage
        .from('complaints')
        .upload(`work_order_photos/${crypto.randomUUID()}_x.png`, PNG, { contentType: 'image/png' });
      expect(refused.error).not.toBeNull();
    });
  });

  describe('recurring jobs and the statement', () => {
    it('when a recurring job falls due, then one sweep makes its job and moves it on; a second sweep makes none; a warden of another hostel cannot schedule one', async () => {
      const today = new Date(Date.now() + 5.5 * HOUR).toISOString().slice(0, 10);
      const job = {
        p_id: null,
        p_hostel_name: 'Gopad',
        p_trade: 'plumbing',
        p_title: 'Water-cooler filter',
        p_every_days: 30,
        p_next_due_on: today,
        p_active: true,
      };
      const [refused] = await project.call<{ outcome: string }[]>('save_recurring_job', { ...job, ...WARDEN });
      expect(refused?.outcome).toBe('not_found');
      const [bad] = await project.call<{ outcome: string }[]>('save_recurring_job', {
        ...job,
        p_every_days: 0,
        ...STAFF,
      });
      expect(bad?.outcome).toBe('invalid');
      const [saved] = await project.call<{ outcome: string; id: number }[]>('save_recurring_job', { ...job, ...STAFF });
      expect(saved?.outcome).toBe('saved');
      expect(await project.call<number>('make_due_work_orders', {})).toBeGreaterThanOrEqual(1);
      expect(await project.call<number>('make_due_work_orders', {})).toBe(0);
      const made = await project.sql<{ status: string; next: string }>(
        `select w.status, j.next_due_on::text as next from public.work_orders w
         join public.recurring_jobs j on j.id = w.recurring_job_id where j.id = $1`,
        [saved!.id],
      );
      const next = new Date(Date.parse(`${today}T00:00:00Z`) + 30 * 86_400_000).toISOString().slice(0, 10);
      expect(made).toEqual([{ status: 'assigned', next }]);
      expect((await warden.from('recurring_jobs').select('id').eq('id', saved!.id)).data).toEqual([]);
    });

    it('when the month’s jobs are counted, then the statement adds what was done, on time, reopened, rated and breached to the technician’s row', async () => {
      const student = await resident();
      const me = { p_student_id: student.id, p_student_email: 'student@hostel.local' };
      const statement = async () => {
        const rows = await project.call<Statement[]>('contractor_statement', {
          p_trade: 'electrical',
          p_month: new Date(Date.now() + 5.5 * HOUR).toISOString().slice(0, 10),
        });
        const row = rows.find((r) => r.technician_id === TECHNICIAN_ID);
        return { jobs_done: 0, on_time: 0, reopened: 0, ratings: 0, sla_breaches: 0, ...row };
      };
      const before = await statement();
      const onTime = await doneJob(student.id);
      await step('reopen_work_order', { p_id: onTime.id, p_note: 'Flickers', ...me });
      await step('finish_work_order', { p_id: onTime.id, ...TECHNICIAN });
      await step('confirm_work_order', { p_id: onTime.id, ...me });
      await step('rate_work_order', { p_id: onTime.id, p_rating: 3, ...me });
      const late = await doneJob(student.id);
      const breached = (await complain(student.id))!;
      await project.sql(`update public.work_orders set due_at = now() - interval '1 minute' where id in ($1, $2)`, [
        late.id,
        breached.id,
      ]);
      const after = await statement();
      expect({
        jobs_done: after.jobs_done - before.jobs_done,
        on_time: after.on_time - before.on_time,
        reopened: after.reopened - before.reopened,
        ratings: after.ratings - before.ratings,
        sla_breaches: after.sla_breaches - before.sla_breaches,
      }).toEqual({ jobs_done: 2, on_time: 1, reopened: 1, ratings: 1, sla_breaches: 2 });
      expect(
        await project.call<Statement[]>('contractor_statement', { p_trade: 'housekeeping', p_month: '2020-01-01' }),
      ).toEqual([]);
    });
  });
});
