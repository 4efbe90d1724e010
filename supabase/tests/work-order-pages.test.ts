// The office's job list in pages (work_orders_for's filters and keyset), played by an attacker: the pages walk every
// job once in the list's order, each filter narrows, a warden asking for another hostel gets nothing, a student's or a
// technician's reading is not widened by the office's filters, and no API role calls the function.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '@campus-hostel/emulators/testing';
import { ENGINES, startProject, type TestProject } from './project';

const STAFF_ID = '00000000-0000-4000-8000-00000000a002';
/** The seed's warden, of Kanhar alone. */
const WARDEN_ID = '00000000-0000-4000-8000-00000000a003';
/** The seed's technician, of plumbing and electrical. */
const TECHNICIAN_ID = '00000000-0000-4000-8000-00000000a006';

// A type, not an interface: rows of project.call are records.
type Row = { id: number; status: string; due_at: string; hostel_name: string | null; trade: string };

describe.each(ENGINES)('the office’s job list on %s', (engine) => {
  let project: TestProject;
  let student: { client: TestClient; id: string };

  /** A job made straight in SQL, due in `dueMinutes`. */
  async function job(hostel: string, trade: string, dueMinutes: number, status = 'open'): Promise<number> {
    const [row] = await project.sql<{ id: number }>(
      `insert into public.work_orders (trade, hostel_name, title, status, due_at, done_at, confirmed_at, student_id,
                                       technician_id)
       values ($1, $2, 'A job', $3, now() + make_interval(mins => $4),
               case when $3 in ('done', 'confirmed') then now() end, case when $3 = 'confirmed' then now() end, $5,
               case when $3 <> 'open' then $6::uuid end)
       returning id::int as id`,
      [trade, hostel, status, dueMinutes, student.id, TECHNICIAN_ID],
    );
    return row!.id;
  }

  const read = (args: Record<string, unknown>) =>
    project.call<Row[]>('work_orders_for', { p_id: null, p_as: 'office', ...args });

  /** Every page of `size`, each starting after the last job of the one before, as the API's cursor does. */
  async function pages(args: Record<string, unknown>, size: number): Promise<number[][]> {
    const walked: number[][] = [];
    let last: Row | undefined;
    for (;;) {
      const after = last && {
        p_after_finished: ['done', 'confirmed'].includes(last.status),
        p_after_due: new Date(last.due_at).toISOString(),
        p_after_id: last.id,
      };
      const page = await read({ ...args, ...after, p_limit: size });
      if (page.length === 0) return walked;
      walked.push(page.map((row) => row.id));
      last = page.at(-1);
    }
  }

  beforeAll(async () => {
    project = await startProject(engine);
    student = await project.newStudent('job-pages');
  }, 120_000);

  afterAll(async () => {
    await project?.close();
  });

  it('when the list is read in pages, then each job comes once, unfinished first by due time', async () => {
    const done = await job('Kanhar', 'network', 5, 'done');
    const late = await job('Kanhar', 'network', 90);
    const soon = await job('Kanhar', 'network', 30);
    const hour = [await job('Kanhar', 'network', 60), await job('Kanhar', 'network', 60)];
    const walked = await pages({ p_actor_id: STAFF_ID, p_trade: 'network', p_hostel_name: 'Kanhar' }, 2);
    expect(walked.flat()).toEqual([soon, ...hour, late, done]);
    expect(walked.map((page) => page.length)).toEqual([2, 2, 1]);
  });

  it('when the state, trade or hostel narrow it, then only those jobs come', async () => {
    const open = await job('Gopad', 'carpentry', 10);
    const done = await job('Gopad', 'carpentry', 20, 'done');
    const closed = await job('Gopad', 'carpentry', 30, 'confirmed');
    const other = await job('Gopad', 'plumbing', 10);
    const ids = async (state: string, trade = 'carpentry') =>
      (await read({ p_actor_id: STAFF_ID, p_state: state, p_trade: trade, p_hostel_name: 'Gopad' })).map((r) => r.id);
    expect(await ids('unfinished')).toEqual([open]);
    expect(await ids('done')).toEqual([done]);
    expect(await ids('closed')).toEqual([closed]);
    expect(await ids('all')).toEqual([open, done, closed]);
    expect(await ids('all', 'plumbing')).toContain(other);
    expect(await ids('anything')).toEqual([]);
  });

  it('when a warden asks for another hostel, or a student or technician passes the office’s filters, then nothing more is read', async () => {
    const gopad = await job('Gopad', 'electrical', 15, 'assigned');
    const kanhar = await job('Kanhar', 'electrical', 15, 'assigned');
    expect(await read({ p_actor_id: WARDEN_ID, p_hostel_name: 'Gopad' })).toEqual([]);
    const wardens = (await read({ p_actor_id: WARDEN_ID, p_trade: 'electrical' })).map((row) => row.id);
    expect(wardens).toContain(kanhar);
    expect(wardens).not.toContain(gopad);
    const asStudent = await project.call<Row[]>('work_orders_for', {
      p_actor_id: student.id,
      p_as: 'office',
      p_id: null,
      p_hostel_name: 'Gopad',
    });
    expect(asStudent).toEqual([]);
    const asTechnician = await project.call<Row[]>('work_orders_for', {
      p_actor_id: TECHNICIAN_ID,
      p_as: 'office',
      p_id: null,
    });
    expect(asTechnician).toEqual([]);
    const called = await student.client.rpc('work_orders_for', {
      p_actor_id: STAFF_ID,
      p_as: 'office',
      p_id: null,
      p_hostel_name: 'Gopad',
    });
    expect(called.error).not.toBeNull();
  });
});
