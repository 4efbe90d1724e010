// The night roll-call over HTTP: the Kanhar warden reads Kanhar's night with each resident's state and marks residents
// present for tonight or last night, once however often retried; another hostel's warden, a guard, a mess manager and
// a student are refused (403), an unknown hostel is 404, a malformed or out-of-window night 400, a closed night and a
// non-resident 409, and nothing is marked by a refused request.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, Harness, studentPool, type Session } from './harness.js';

const DAY = 86_400_000;
const HOUR = 3_600_000;

let h: Harness;
let warden: Session;
let gopadWarden: Session;
let guard: Session;
let manager: Session;
let staff: Session;
let nextStudent: () => Session;
let tonight: string;

interface Resident {
  user_id: string;
  room: string;
  state: string;
  marked_at: string | null;
  leave: { id: number } | null;
}
interface Night {
  hostel_name: string;
  night: string;
  curfew: string;
  call_at: string;
  open: boolean;
  residents: Resident[];
  code?: string;
}

/** The IST date `offset` nights from tonight. */
const nightFrom = (offset: number) =>
  new Date(Date.parse(`${tonight}T00:00:00Z`) + offset * DAY).toISOString().slice(0, 10);

beforeAll(async () => {
  h = await Harness.start();
  warden = await h.signIn('warden@hostel.local', 'warden-pass-2026');
  guard = await h.signIn('guard@hostel.local', 'guard-pass-2026');
  manager = await h.signIn('mess@hostel.local', 'mess-pass-2026');
  staff = await h.signIn('staff@hostel.local', 'staff-pass-2026');
  const students = await h.createStudents(12, 'rollcall');
  nextStudent = studentPool(students);
  // A student the admin makes Gopad's warden, signed in again with the role.
  const made = nextStudent();
  const admin = await h.signIn(ADMIN.email, ADMIN.password);
  const role = await h.call('POST', '/admin/people/role', {
    token: admin.token,
    body: { user_id: made.userId, role: 'warden', places: ['Gopad'] },
  });
  expect(role.status).toBe(200);
  gopadWarden = await h.signIn(made.email, 'student-test-pass');
  [{ tonight }] = (await h.sql<{ tonight: string }>('select public.ist_day(now())::text as tonight')) as [
    { tonight: string },
  ];
});

afterAll(async () => {
  await h.close();
});

/** A student with a bed in the hostel, allotted by the office. */
async function resident(hostel = 'Kanhar'): Promise<Session> {
  const student = nextStudent();
  await h.allotFreeBed(student.userId, hostel);
  return student;
}

/** An approved leave between two moments, written as the warden's approval leaves it. */
async function approvedLeave(student: Session, from: number, to: number): Promise<number> {
  const [row] = await h.sql<{ id: number }>(
    `insert into public.leave_requests (user_id, hostel_name, from_at, to_at, destination, reason, phone, status,
                                        guardian_required)
     values ($1, 'Kanhar', $2, $3, 'Durg', 'Home', '9876543210', 'approved', false) returning id::int as id`,
    [student.userId, new Date(from).toISOString(), new Date(to).toISOString()],
  );
  return row!.id;
}

const read = (session: Session | null, hostel: string, night: string) =>
  h.call<Night>('GET', `/admin/rollcall/${hostel}/${night}`, session ? { token: session.token } : {});
const mark = (session: Session | null, hostel: string, night: string, body: unknown) =>
  h.call<{ marked?: number; code?: string; message?: string }>('POST', `/admin/rollcall/${hostel}/${night}/mark`, {
    ...(session ? { token: session.token } : {}),
    body,
  });
const marksOf = async (userId: string) =>
  h.sql<{ night: string; present: boolean }>(
    'select night::text as night, present from public.rollcall_marks where user_id = $1',
    [userId],
  );

describe('GET /admin/rollcall/:hostel/:night', () => {
  it('when the Kanhar warden reads tonight, then each resident has a room, a bed and a state; leave excuses', async () => {
    const idle = await resident();
    const away = await resident();
    const overdue = await resident();
    const first = await read(warden, 'Kanhar', tonight);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ hostel_name: 'Kanhar', night: tonight, curfew: '22:00', open: true });
    const call = Date.parse(first.body.call_at);
    expect(new Date(call + 5.5 * HOUR).toISOString()).toBe(`${tonight}T22:00:00.000Z`);
    await approvedLeave(away, call - HOUR, call + 2 * DAY);
    const overdueLeave = await approvedLeave(overdue, call - 2 * DAY, call - HOUR);
    await h.sql(
      `insert into public.gate_events (leave_id, user_id, hostel_name, direction, at)
       values ($1, $2, 'Kanhar', 'out', $3)`,
      [overdueLeave, overdue.userId, new Date(call - 2 * DAY).toISOString()],
    );
    const answer = await read(warden, 'Kanhar', tonight);
    const state = (student: Session) => answer.body.residents.find((row) => row.user_id === student.userId);
    expect(state(idle)).toMatchObject({ state: 'unaccounted', leave: null, marked_at: null });
    expect(state(away)?.state).toBe('on_leave');
    expect(state(overdue)).toMatchObject({ state: 'past_curfew', leave: { id: overdueLeave } });
    expect(state(idle)?.room).toMatch(/^[A-Za-z0-9]+-\d+$/);
    expect((await read(warden, 'Kanhar', nightFrom(-2))).body.open).toBe(false);
    expect((await read(warden, 'Kanhar', nightFrom(-1))).body.open).toBe(true);
  });

  it('when someone who does not serve the hostel reads, then 403; without a token 401; the office reads any', async () => {
    for (const session of [gopadWarden, guard, manager, nextStudent()]) {
      expect((await read(session, 'Kanhar', tonight)).status, session.email).toBe(403);
    }
    const other = await read(gopadWarden, 'Kanhar', tonight);
    expect(other.body.code).toBe('forbidden');
    expect(other.body).not.toHaveProperty('residents');
    expect((await read(null, 'Kanhar', tonight)).status).toBe(401);
    expect((await read(gopadWarden, 'Gopad', tonight)).status).toBe(200);
    expect((await read(staff, 'Gopad', tonight)).status).toBe(200);
  });

  it('when the hostel is unknown, then 404; a malformed night, or one in the future or over 90 nights back, 400', async () => {
    const unknown = await read(staff, 'Nowhere', tonight);
    expect([unknown.status, unknown.body.code]).toEqual([404, 'unknown_hostel']);
    for (const night of ['2026-02-30', 'tonight', '0000-01-01', nightFrom(1), nightFrom(-91)]) {
      expect((await read(warden, 'Kanhar', night)).status, night).toBe(400);
    }
    expect((await read(warden, 'kanhar', tonight)).status).toBe(400);
    expect((await read(warden, 'Kanhar', nightFrom(-90))).status).toBe(200);
  });
});

describe('POST /admin/rollcall/:hostel/:night/mark', () => {
  it('when the warden marks a resident present, then they read in; a retry answers the same and audits nothing more', async () => {
    const student = await resident();
    const body = { user_ids: [student.userId], present: true };
    const marked = await mark(warden, 'Kanhar', tonight, body);
    expect([marked.status, marked.body]).toEqual([200, { marked: 1 }]);
    const again = await mark(warden, 'Kanhar', tonight, body);
    expect([again.status, again.body]).toEqual([200, { marked: 1 }]);
    const answer = await read(warden, 'Kanhar', tonight);
    expect(answer.body.residents.find((row) => row.user_id === student.userId)).toMatchObject({
      state: 'in',
      marked_at: expect.any(String) as unknown,
    });
    const audits = await h.sql(
      `select 1 from public.audit_log where action = 'rollcall.mark' and after -> 'user_ids' ? $1`,
      [student.userId],
    );
    expect(audits).toHaveLength(1);
    const unmarked = await mark(staff, 'Kanhar', nightFrom(-1), { user_ids: [student.userId], present: false });
    expect(unmarked.status).toBe(200);
  });

  it('when the night is not tonight or last night, then 409 night_closed and nothing is marked', async () => {
    const student = await resident();
    for (const night of [nightFrom(-2), nightFrom(-200), nightFrom(1), '0000-01-01']) {
      const answer = await mark(warden, 'Kanhar', night, { user_ids: [student.userId], present: true });
      expect([answer.status, answer.body.code], night).toEqual([409, 'night_closed']);
    }
    expect(await marksOf(student.userId)).toEqual([]);
  });

  it('when someone named holds no bed in the hostel, then 409 not_resident and nobody is marked', async () => {
    const kanhar = await resident();
    const gopad = await resident('Gopad');
    const answer = await mark(warden, 'Kanhar', tonight, { user_ids: [kanhar.userId, gopad.userId], present: true });
    expect([answer.status, answer.body.code]).toEqual([409, 'not_resident']);
    expect(await marksOf(kanhar.userId)).toEqual([]);
  });

  it('when another hostel’s warden, a guard, a mess manager or a student marks, then 403 and nothing changes', async () => {
    const student = await resident();
    const body = { user_ids: [student.userId], present: true };
    for (const session of [gopadWarden, guard, manager, student]) {
      expect((await mark(session, 'Kanhar', tonight, body)).status, session.email).toBe(403);
    }
    expect((await mark(null, 'Kanhar', tonight, body)).status).toBe(401);
    const unknown = await mark(staff, 'Nowhere', tonight, body);
    expect([unknown.status, unknown.body.code]).toEqual([404, 'unknown_hostel']);
    expect(await marksOf(student.userId)).toEqual([]);
  });

  it('when the body is malformed, then 400 names the field', async () => {
    const ids = Array.from({ length: 201 }, () => crypto.randomUUID());
    for (const [field, body] of [
      ['user_ids', { user_ids: [], present: true }],
      ['user_ids', { user_ids: ['not-a-uuid'], present: true }],
      ['user_ids', { user_ids: ids, present: true }],
      ['present', { user_ids: [crypto.randomUUID()] }],
      ['present', { user_ids: [crypto.randomUUID()], present: 'yes' }],
    ] as const) {
      const answer = await mark(warden, 'Kanhar', tonight, body);
      expect(answer.status, JSON.stringify(body).slice(0, 60)).toBe(400);
      expect(String(answer.body.message)).toContain(field);
    }
  });
});
