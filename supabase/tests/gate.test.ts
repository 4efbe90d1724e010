// The gate, played by an attacker: a guard records a Kanhar leave's exit and return once each, and no other hostel's
// guard, warden or student records anything; two batches scanning one pass at once record it once; each refusal is
// answered by its outcome; an early return ends the leave then and shrinks its mess rebate; a late return tells the
// warden, and the guardian by mail alone once past the hostel's threshold; a cancel after the exit is refused; and a
// guard reads gate events but never leave_requests.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '@campus-hostel/emulators/testing';
import { ENGINES, startProject, type TestProject } from './project';

const STAFF = { p_actor_id: '00000000-0000-4000-8000-00000000a002', p_actor_email: 'staff@hostel.local' };
const STAFF_ID = STAFF.p_actor_id;
/** The seed's warden, of Kanhar alone. */
const WARDEN_ID = '00000000-0000-4000-8000-00000000a003';
/** The seed's guard, of Indravati's gate alone. */
const INDRAVATI_GUARD_ID = '00000000-0000-4000-8000-00000000a005';
const GUARD_PASSWORD = 'guard-test-pass-2026';
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

interface Scan {
  outcome: string;
  full_name: string | null;
  roll_number: string | null;
  hostel_name: string | null;
  room: string | null;
  valid_from: string | null;
  valid_to: string | null;
  at: string | null;
  late: boolean | null;
}

describe.each(ENGINES)('the gate on %s', (engine) => {
  let project: TestProject;
  let guard: { client: TestClient; id: string };
  const guardEmail = () => `gate-guard-${engine}@hostel.local`;
  let kanharMess: number;
  let year = 2060;

  /** A Kanhar resident with a student record (its roll number) and a bed, allotted as the office does. */
  async function resident(label: string): Promise<{ id: string; roll: string }> {
    const [id] = (await project.accounts(label, 1)) as [string];
    await project.declare([id]);
    await project.allot('Kanhar', [id]);
    const [record] = await project.sql<{ roll: string }>(
      'select roll_number as roll from public.student_records where user_id = $1',
      [id],
    );
    return { id, roll: record!.roll };
  }

  /** A Kanhar leave the warden approved, between two moments (arranged in SQL: the times may be past). */
  async function approvedLeave(userId: string, from: Date, to: Date, status = 'approved'): Promise<number> {
    const [row] = await project.sql<{ id: number }>(
      `insert into public.leave_requests (user_id, hostel_name, from_at, to_at, destination, reason, phone, status,
                                          guardian_required, guardian_email, decided_by, decided_at)
       values ($1, 'Kanhar', $2, $3, 'Raipur', 'A private reason', '9876543210', $4, false, $5, $6, now())
       returning id::int as id`,
      [userId, from, to, status, `guardian-${userId}@example.com`, WARDEN_ID],
    );
    return row!.id;
  }

  const scan = async (
    leave: { leave: number } | { roll: string },
    direction: 'out' | 'in',
    actor = guard.id,
    at: Date | null = null,
  ): Promise<Scan> => {
    const [row] = await project.call<Scan[]>('gate_scan', {
      p_leave_id: 'leave' in leave ? leave.leave : null,
      p_roll_number: 'roll' in leave ? leave.roll : null,
      p_direction: direction,
      p_actor_id: actor,
      p_at: at?.toISOString() ?? null,
    });
    return row!;
  };

  const events = (leaveId: number) =>
    project.sql<{ direction: string; late: boolean }>(
      'select direction, late from public.gate_events where leave_id = $1 order by id',
      [leaveId],
    );

  const ago = (ms: number) => new Date(Date.now() - ms);

  beforeAll(async () => {
    project = await startProject(engine);
    guard = await project.signUp({ email: guardEmail(), password: GUARD_PASSWORD });
    await project.sql(
      `update auth.users set raw_app_meta_data = raw_app_meta_data || '{"role":"guard"}' where id = $1;`,
      [guard.id],
    );
    await project.sql(`insert into public.office_places (user_id, kind, hostel_name) values ($1, 'gate', 'Kanhar')`, [
      guard.id,
    ]);
    [{ id: kanharMess }] = (await project.sql<{ id: number }>(
      `select id::int as id from public.messes where name = 'Kanhar Mess'`,
    )) as [{ id: number }];
  }, 120_000);

  afterAll(async () => {
    await project?.close();
  });

  it('when the Kanhar guard scans a leave out and in, then each is recorded once, with who and the pass’s validity', async () => {
    const student = await resident('gate-once');
    const from = ago(HOUR);
    const to = new Date(Date.now() + 2 * DAY);
    const leave = await approvedLeave(student.id, from, to);
    const out = await scan({ leave }, 'out');
    expect(out).toMatchObject({ outcome: 'recorded', roll_number: student.roll, hostel_name: 'Kanhar', late: false });
    expect(out.room).toMatch(/^[A-Z]+-\d+$/);
    expect([Date.parse(out.valid_from!), Date.parse(out.valid_to!)]).toEqual([from.getTime(), to.getTime()]);
    expect((await scan({ leave }, 'out')).outcome).toBe('already_used');
    expect((await scan({ leave }, 'in')).outcome).toBe('recorded');
    // Back, nothing is left to come back on: the early return ended the leave.
    expect((await scan({ roll: student.roll }, 'in')).outcome).toBe('no_leave');
    expect((await scan({ leave }, 'in')).outcome).toBe('already_used');
    expect(await events(leave)).toEqual([
      { direction: 'out', late: false },
      { direction: 'in', late: false },
    ]);
  });

  it('when another hostel’s guard, the warden or a student scans, then nothing is recorded; the whole office may', async () => {
    const student = await resident('gate-who');
    const leave = await approvedLeave(student.id, ago(HOUR), new Date(Date.now() + DAY));
    const other = await scan({ leave }, 'out', INDRAVATI_GUARD_ID);
    expect(other).toMatchObject({ outcome: 'other_gate', full_name: null, valid_to: null });
    expect((await scan({ roll: student.roll }, 'out', INDRAVATI_GUARD_ID)).outcome).toBe('other_gate');
    expect((await scan({ leave }, 'out', WARDEN_ID)).outcome).toBe('forbidden');
    expect((await scan({ leave }, 'out', student.id)).outcome).toBe('forbidden');
    expect(await events(leave)).toEqual([]);
    expect((await scan({ leave }, 'out', STAFF_ID)).outcome).toBe('recorded');
  });

  it('when a pass or a roll number cannot pass, then the outcome says why and nothing is recorded', async () => {
    const student = await resident('gate-refused');
    const later = await approvedLeave(student.id, new Date(Date.now() + DAY), new Date(Date.now() + 2 * DAY));
    expect((await scan({ leave: later }, 'out')).outcome).toBe('not_yet');
    expect((await scan({ leave: later }, 'out', guard.id, new Date(Date.now() + 3 * DAY))).outcome).toBe('expired');
    expect((await scan({ leave: later }, 'in')).outcome).toBe('not_out');
    expect((await scan({ roll: student.roll }, 'out')).outcome).toBe('no_leave');
    expect((await scan({ roll: student.roll }, 'in')).outcome).toBe('no_leave');
    expect((await scan({ roll: 'NO-SUCH-ROLL' }, 'out')).outcome).toBe('unknown_student');
    const now = await approvedLeave(student.id, ago(HOUR), new Date(Date.now() + HOUR));
    expect((await scan({ roll: student.roll }, 'in')).outcome).toBe('not_out');
    expect(await events(now)).toEqual([]);
    await project.sql(`update public.leave_requests set status = 'cancelled' where id = $1`, [later]);
    expect((await scan({ leave: later }, 'out', guard.id, new Date(Date.now() + 1.5 * DAY))).outcome).toBe('cancelled');
    expect((await scan({ leave: 999_999_999 }, 'out')).outcome).toBe('invalid');
    expect(await events(later)).toEqual([]);
  });

  it('when a roll number is typed, then the exit is on the leave covering now and the return on the one gone out on', async () => {
    const student = await resident('gate-roll');
    const leave = await approvedLeave(student.id, ago(HOUR), new Date(Date.now() + DAY));
    expect((await scan({ roll: student.roll.toLowerCase() }, 'out')).outcome).toBe('recorded');
    // The leave's end has passed by the time they come back: still found, as the one they went out on.
    await project.sql(`update public.leave_requests set to_at = now() - interval '10 minutes' where id = $1`, [leave]);
    expect(await scan({ roll: student.roll }, 'in')).toMatchObject({ outcome: 'recorded', late: true });
    expect(await events(leave)).toEqual([
      { direction: 'out', late: false },
      { direction: 'in', late: true },
    ]);
  });

  it('when two gates’ batches scan one pass at once, then it is recorded once and the other is told already_used', async () => {
    const leaves: number[] = [];
    for (const n of ['a', 'b', 'c']) {
      const student = await resident(`gate-race-${n}`);
      leaves.push(await approvedLeave(student.id, ago(HOUR), new Date(Date.now() + DAY)));
    }
    const item = (leave: number) => ({ leave_id: leave, direction: 'out', actor_id: guard.id });
    const [first, second] = await Promise.all([
      project.call<Array<{ scan: number; outcome: string }>>('gate_scans', { p_scans: leaves.map(item) }),
      project.call<Array<{ scan: number; outcome: string }>>('gate_scans', {
        p_scans: [...leaves].reverse().map(item),
      }),
    ]);
    for (const [i, leave] of leaves.entries()) {
      const outcomes = [
        first.find((row) => row.scan === i)?.outcome,
        second.find((row) => row.scan === leaves.length - 1 - i)?.outcome,
      ].sort();
      expect(outcomes).toEqual(['already_used', 'recorded']);
      expect(await events(leave)).toHaveLength(1);
    }
    const tooMany = await project.service.rpc('gate_scans', { p_scans: Array.from({ length: 501 }, () => item(1)) });
    expect(tooMany.error?.code).toBe('22023');
  });

  it('when a student comes back early, then the leave ends then and its mess rebate shrinks to the days away', async () => {
    const student = await resident('gate-early');
    const y = year++;
    const [period] = await project.sql<{ id: number }>(
      `insert into public.mess_periods (name, starts_on, ends_on, opens_at, closes_at, allocation)
       values ($1, $2::date, $3::date, now() - interval '2 days', now() - interval '1 day', 'first_come')
       returning id::int as id`,
      [`Gate ${y}`, `${y}-01-01`, `${y}-05-31`],
    );
    await project.sql(
      `insert into public.mess_registrations (period_id, user_id, mess_id, status, placed_by, from_on)
       values ($1, $2, $3, 'registered', 'office', $4::date)`,
      [period!.id, student.id, kanharMess, `${y}-01-01`],
    );
    const leave = await approvedLeave(student.id, new Date(`${y}-02-01T04:30:00Z`), new Date(`${y}-02-20T04:30:00Z`));
    const rebated = () =>
      project.sql<{ days: number }>(
        `select coalesce(sum(to_on - from_on + 1), 0)::int as days from public.mess_rebates
         where leave_id = $1 and status = 'approved'`,
        [leave],
      );
    await project.call('sync_leave_rebates', { p_leave_id: leave, p_actor_id: WARDEN_ID });
    expect(await rebated()).toEqual([{ days: 18 }]);
    expect((await scan({ leave }, 'out', guard.id, new Date(`${y}-02-01T05:00:00Z`))).outcome).toBe('recorded');
    const back = await scan({ leave }, 'in', guard.id, new Date(`${y}-02-06T04:30:00Z`));
    expect(back).toMatchObject({ outcome: 'recorded', late: false });
    const [row] = await project.sql<{ to_at: Date }>('select to_at from public.leave_requests where id = $1', [leave]);
    expect(row!.to_at.toISOString()).toBe(`${y}-02-06T04:30:00.000Z`);
    // Away on the 2nd to the 5th: four whole days, as long as Kanhar Mess's minimum or longer.
    expect(await rebated()).toEqual([{ days: 4 }]);
  });

  it('when a student comes back late, then the warden is told; past the threshold the guardian too, by mail alone', async () => {
    const late = await resident('gate-late');
    const leave = await approvedLeave(late.id, ago(DAY), ago(30 * 60_000));
    await scan({ leave }, 'out', guard.id, ago(DAY - HOUR));
    expect(await scan({ leave }, 'in')).toMatchObject({ outcome: 'recorded', late: true });
    const told = (leaveId: number) =>
      project.sql<{ kind: string; user_id: string | null; email: string }>(
        `select kind, user_id::text as user_id, email from public.notifications
         where kind in ('gate_late_return', 'leave_guardian_late') and (data ->> 'leave_id')::bigint = $1 order by kind`,
        [leaveId],
      );
    expect(await told(leave)).toEqual([{ kind: 'gate_late_return', user_id: WARDEN_ID, email: 'warden@hostel.local' }]);

    const later = await resident('gate-later');
    const overdue = await approvedLeave(later.id, ago(DAY), ago(2 * HOUR));
    await scan({ leave: overdue }, 'out', guard.id, ago(DAY - HOUR));
    await scan({ leave: overdue }, 'in');
    expect(await told(overdue)).toEqual([
      { kind: 'gate_late_return', user_id: WARDEN_ID, email: 'warden@hostel.local' },
      { kind: 'leave_guardian_late', user_id: null, email: `guardian-${later.id}@example.com` },
    ]);
    // Not in anyone's bell: not the warden's, not the whole office's.
    for (const creds of [
      { email: 'warden@hostel.local', password: 'warden-pass-2026' },
      { email: 'staff@hostel.local', password: 'staff-pass-2026' },
    ]) {
      const client = project.client();
      await client.auth.signInWithPassword(creds);
      const { data } = await client.from('notifications').select('kind').eq('kind', 'leave_guardian_late');
      expect(data).toEqual([]);
    }
  });

  it('when the student cancels after the gate let them out, then the cancel is refused as started', async () => {
    const student = await resident('gate-cancel');
    const from = new Date(Date.now() + DAY);
    const leave = await approvedLeave(student.id, from, new Date(Date.now() + 3 * DAY));
    expect((await scan({ leave }, 'out', guard.id, from)).outcome).toBe('recorded');
    expect(await project.call('cancel_leave', { p_user_id: student.id, p_leave_id: leave })).toBe('started');
    const [row] = await project.sql<{ status: string }>('select status from public.leave_requests where id = $1', [
      leave,
    ]);
    expect(row!.status).toBe('approved');
  });

  it('when a guard reads, then they see their gate’s events and no leave at all; no one signed in calls the gate', async () => {
    const student = await resident('gate-reads');
    const leave = await approvedLeave(student.id, ago(HOUR), new Date(Date.now() + DAY));
    await scan({ leave }, 'out');
    const kanharGuard = project.client();
    // Signed in again: the role was granted after the first sign-in.
    await kanharGuard.auth.signInWithPassword({ email: guardEmail(), password: GUARD_PASSWORD });
    const read = await kanharGuard.from('leave_requests').select('id, reason');
    expect(read.error).toBeNull();
    expect(read.data).toEqual([]);
    const seen = await kanharGuard.from('gate_events').select('leave_id').eq('leave_id', leave);
    expect(seen.data).toEqual([{ leave_id: leave }]);
    const indravati = project.client();
    await indravati.auth.signInWithPassword({ email: 'guard@hostel.local', password: 'guard-pass-2026' });
    expect((await indravati.from('gate_events').select('leave_id').eq('leave_id', leave)).data).toEqual([]);
    expect((await indravati.from('leave_requests').select('id')).data).toEqual([]);
    for (const client of [kanharGuard, indravati]) {
      const call = await client.rpc('gate_scan', {
        p_leave_id: leave,
        p_roll_number: null,
        p_direction: 'in',
        p_actor_id: guard.id,
      });
      expect(call.error?.code).toBe('42501');
      expect((await client.rpc('gate_log', { p_hostel_name: 'Kanhar', p_actor_id: guard.id })).error?.code).toBe(
        '42501',
      );
    }
    expect(await events(leave)).toEqual([{ direction: 'out', late: false }]);
  });

  it('when the gates and the log are asked for, then each answers the actor’s gates alone', async () => {
    expect(await project.call('gate_hostels', { p_actor_id: guard.id })).toEqual(['Kanhar']);
    expect(await project.call('gate_hostels', { p_actor_id: WARDEN_ID })).toEqual([]);
    const log = await project.call<{ events: Array<{ hostel: string }> }>('gate_log', {
      p_hostel_name: 'Kanhar',
      p_actor_id: guard.id,
    });
    expect(log.events.length).toBeGreaterThan(0);
    expect(new Set(log.events.map((event) => event.hostel))).toEqual(new Set(['Kanhar']));
    expect(await project.call('gate_log', { p_hostel_name: 'Kanhar', p_actor_id: INDRAVATI_GUARD_ID })).toEqual({
      problem: 'forbidden',
    });
    expect(await project.call('gate_log', { p_hostel_name: 'Atlantis', p_actor_id: STAFF_ID })).toEqual({
      problem: 'unknown_hostel',
    });
  });
});
