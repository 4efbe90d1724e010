// The gate over HTTP: a Kanhar guard records a student's exit and return from their out-pass or roll number, once
// each (409 already_used, two gates in the same instant included); a pass that cannot pass is 403 pass_not_valid with
// its reason (forged, a meal QR or a sign-in token: invalid; not yet, expired, cancelled, another gate, no leave, not
// out); a late return past the pass's end is recorded as late; a caller with no gate is 403 forbidden; bad bodies are
// 400; the guard reads their gates and their gate's log alone.
import { SignJWT } from 'jose';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestMailbox } from '@campus-hostel/emulators/testing/mail';
import {
  CONFIRMED_USER_COLUMNS,
  EMAIL_APP_METADATA,
  confirmedUserValues,
} from '@campus-hostel/emulators/testing/users';
import { createMailer } from '../src/clients/mailer.js';
import { leavePasses } from '../src/leave/pass.js';
import { sendDueEmails } from '../src/notifications/mail-sender.js';
import { Harness, TEST_ORIGIN, studentPool, type Session } from './harness.js';

const WARDEN_ID = '00000000-0000-4000-8000-00000000a003';
const HOUR = 3_600_000;

let h: Harness;
let guard: Session;
let indravatiGuard: Session;
let warden: Session;
let staff: Session;
let nextStudent: () => Session;

interface Answer {
  code?: string;
  reason?: string;
  message?: string;
  [field: string]: unknown;
}

const scan = (session: Session, body: unknown) => h.call<Answer>('POST', '/gate/scan', { token: session.token, body });
const passes = () => leavePasses(h.api.config.leavePassSecret);

/** A guard of Kanhar's gate alone. */
async function kanharGuard(): Promise<Session> {
  const email = 'kanhar-gate@test.hostel.local';
  const metadata = `${EMAIL_APP_METADATA} || '{"role":"guard"}'::jsonb`;
  await h.sql(
    `with u as (
       insert into auth.users (${CONFIRMED_USER_COLUMNS})
       values (${confirmedUserValues('$1::text', "extensions.crypt('gate-test-pass', extensions.gen_salt('bf', 4))", metadata)})
       returning id)
     insert into public.office_places (user_id, kind, hostel_name) select u.id, 'gate', 'Kanhar' from u`,
    [email],
  );
  return h.signIn(email, 'gate-test-pass');
}

/** A student with a bed in Kanhar, allotted by the office, and their roll number. */
async function resident(): Promise<Session & { roll: string }> {
  const student = nextStudent();
  await h.allotFreeBed(student.userId, 'Kanhar');
  const [row] = await h.sql<{ roll: string }>(
    'select roll_number as roll from public.student_records where user_id = $1',
    [student.userId],
  );
  return { ...student, roll: row!.roll };
}

/** The student's approved leave between two moments (arranged in SQL: it may have started) and its out-pass. */
async function onLeave(student: Session, from: Date, to: Date): Promise<{ id: number; pass: string }> {
  const [row] = await h.sql<{ id: number }>(
    `insert into public.leave_requests (user_id, hostel_name, from_at, to_at, destination, reason, phone, status,
                                        guardian_required, guardian_email, decided_by, decided_at)
     values ($1, 'Kanhar', $2, $3, 'Raipur', 'A private reason', '9876543210', 'approved', false, null, $4, now())
     returning id::int as id`,
    [student.userId, from, to, WARDEN_ID],
  );
  const id = row!.id;
  return { id, pass: await passes().issue({ userId: student.userId, leaveId: id, from, to }) };
}

const ago = (ms: number) => new Date(Date.now() - ms);
const hence = (ms: number) => new Date(Date.now() + ms);

beforeAll(async () => {
  h = await Harness.start();
  guard = await kanharGuard();
  indravatiGuard = await h.signIn('guard@hostel.local', 'guard-pass-2026');
  warden = await h.signIn('warden@hostel.local', 'warden-pass-2026');
  staff = await h.signIn('staff@hostel.local', 'staff-pass-2026');
  nextStudent = studentPool(await h.createStudents(16, 'gate'));
});

afterAll(async () => {
  await h.close();
});

describe('POST /gate/scan', () => {
  it('when the guard scans a pass out and in, then each is recorded with who passed; a second scan is 409 already_used', async () => {
    const student = await resident();
    const from = ago(HOUR);
    const to = hence(2 * HOUR);
    const leave = await onLeave(student, from, to);
    const out = await scan(guard, { token: leave.pass, direction: 'out' });
    expect(out.status).toBe(200);
    expect(out.body).toMatchObject({
      kind: 'leave',
      roll_number: student.roll,
      hostel: 'Kanhar',
      room: expect.stringMatching(/^[A-Z]+-\d+$/) as unknown,
      direction: 'out',
      late: false,
      valid_from: from.toISOString(),
      valid_to: to.toISOString(),
    });
    expect(out.body.name).toEqual(expect.any(String));
    const again = await scan(guard, { token: leave.pass, direction: 'out' });
    expect([again.status, again.body.code]).toEqual([409, 'already_used']);
    const back = await scan(guard, { token: leave.pass, direction: 'in' });
    expect([back.status, back.body.late]).toEqual([200, false]);
  });

  it('when two gates scan one pass in the same instant, then one records it and the other answers already_used', async () => {
    const leave = await onLeave(await resident(), ago(HOUR), hence(HOUR));
    const answers = await Promise.all([guard, staff].map((who) => scan(who, { token: leave.pass, direction: 'out' })));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(await h.sql('select 1 from public.gate_events where leave_id = $1', [leave.id])).toHaveLength(1);
  });

  it('when the student comes back hours after the pass’s end, then it is recorded late and the warden and the guardian are mailed', async () => {
    const mailbox = await startTestMailbox();
    const mailer = createMailer({ smtpUrl: mailbox.smtpUrl, mailFrom: 'Campus Hostel <no-reply@hostel.local>' });
    try {
      const student = await resident();
      const guardian = `guardian-${student.userId}@example.com`;
      await h.sql('update public.student_records set guardian_email = $2 where user_id = $1', [
        student.userId,
        guardian,
      ]);
      const leave = await onLeave(student, ago(5 * HOUR), ago(2 * HOUR));
      await h.sql(
        `insert into public.gate_events (leave_id, user_id, hostel_name, direction, at)
         values ($1, $2, 'Kanhar', 'out', $3)`,
        [leave.id, student.userId, ago(4 * HOUR)],
      );
      const back = await scan(guard, { token: leave.pass, direction: 'in' });
      expect([back.status, back.body.late]).toEqual([200, true]);
      await sendDueEmails({ store: h.api.deps.store, mailer, logger: pino({ level: 'silent' }), siteUrl: TEST_ORIGIN });
      const told = await mailbox.latestTo(guardian);
      expect(told.Subject).toMatch(/came back late from leave$/);
      expect(told.Text).not.toContain('A private reason');
      expect((await mailbox.latestTo('warden@hostel.local')).Subject).toMatch(/^Late return: .+ of Kanhar$/);
    } finally {
      mailer.close();
      await mailbox.close();
    }
  });

  it('when a roll number is typed, then the student’s leave is found; an unknown roll number is 404', async () => {
    const student = await resident();
    await onLeave(student, ago(HOUR), hence(HOUR));
    const out = await scan(guard, { roll_number: ` ${student.roll.toLowerCase()} `, direction: 'out' });
    expect([out.status, out.body.roll_number]).toEqual([200, student.roll]);
    expect((await scan(guard, { roll_number: student.roll, direction: 'in' })).status).toBe(200);
    const unknown = await scan(guard, { roll_number: 'NOSUCH1', direction: 'out' });
    expect([unknown.status, unknown.body.code]).toEqual([404, 'not_found']);
  });

  it('when the pass cannot pass, then 403 pass_not_valid says why and nothing is recorded', async () => {
    const student = await resident();
    const now = Math.floor(Date.now() / 1000);
    const current = await onLeave(student, ago(HOUR), hence(HOUR));
    const forged = await new SignJWT({ purpose: 'leave_pass', leave: current.id })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(student.userId)
      .setIssuer('campus-hostel')
      .setNotBefore(now - 60)
      .setExpirationTime(now + 600)
      .sign(new TextEncoder().encode('x'.repeat(40)));
    const meal = await h.call<{ token: string }>('GET', '/mess/me', { token: student.token });
    const later = await onLeave(student, hence(2 * HOUR), hence(3 * HOUR));
    const over = await onLeave(student, ago(3 * HOUR), ago(2 * HOUR));
    const cases: Array<[Session, Record<string, unknown>, string]> = [
      [guard, { token: forged, direction: 'out' }, 'invalid'],
      [guard, { token: meal.body.token, direction: 'out' }, 'invalid'],
      [guard, { token: student.token, direction: 'out' }, 'invalid'],
      [guard, { token: 'not-a-token', direction: 'in' }, 'invalid'],
      [guard, { token: later.pass, direction: 'out' }, 'not_yet'],
      [guard, { token: over.pass, direction: 'out' }, 'expired'],
      [guard, { token: current.pass, direction: 'in' }, 'not_out'],
      [indravatiGuard, { token: current.pass, direction: 'out' }, 'other_gate'],
    ];
    for (const [who, body, reason] of cases) {
      const answer = await scan(who, body);
      expect([answer.status, answer.body.code, answer.body.reason], reason).toEqual([403, 'pass_not_valid', reason]);
      expect(answer.body.message, reason).toEqual(expect.any(String));
    }
    await h.sql(`update public.leave_requests set status = 'cancelled' where id = $1`, [current.id]);
    const cancelled = await scan(guard, { token: current.pass, direction: 'out' });
    expect([cancelled.status, cancelled.body.reason]).toEqual([403, 'cancelled']);
    const none = await scan(guard, { roll_number: student.roll, direction: 'out' });
    expect([none.status, none.body.reason]).toEqual([403, 'no_leave']);
    expect(await h.sql('select 1 from public.gate_events where user_id = $1', [student.userId])).toHaveLength(0);
  });

  it('when a student, the warden or no one scans, then 403 forbidden (401 without a token) and nothing is recorded', async () => {
    const student = await resident();
    const leave = await onLeave(student, ago(HOUR), hence(HOUR));
    for (const who of [student, warden]) {
      const answer = await scan(who, { token: leave.pass, direction: 'out' });
      expect([answer.status, answer.body.code]).toEqual([403, 'forbidden']);
    }
    expect((await h.call('POST', '/gate/scan', { body: { token: leave.pass, direction: 'out' } })).status).toBe(401);
    expect(await h.sql('select 1 from public.gate_events where leave_id = $1', [leave.id])).toHaveLength(0);
  });

  it('when the body is bad, then 400 names what is wrong', async () => {
    const cases: Array<[unknown, string]> = [
      [{}, 'direction'],
      [{ token: 'a.b.c', roll_number: 'AB12', direction: 'out' }, 'token'],
      [{ roll_number: 'AB12', direction: 'sideways' }, 'direction'],
      [{ token: '   ', direction: 'in' }, 'token'],
      [{ token: 'x'.repeat(2001), direction: 'in' }, 'token'],
      [{ roll_number: 12, direction: 'in' }, 'roll_number'],
      ['[1,2]', ''],
    ];
    for (const [body, field] of cases) {
      const answer = await scan(guard, body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(String(answer.body.message), JSON.stringify(body)).toContain(field);
    }
  });
});

describe('GET /gate/gates and /gate/:hostel/log', () => {
  it('when a guard asks, then their gates and their gate’s log alone; another’s log is 403, an unknown hostel 404', async () => {
    expect((await h.call('GET', '/gate/gates', { token: guard.token })).body).toEqual({ hostels: ['Kanhar'] });
    expect((await h.call('GET', '/gate/gates', { token: warden.token })).body).toEqual({ hostels: [] });
    const all = await h.call<{ hostels: string[] }>('GET', '/gate/gates', { token: staff.token });
    expect(all.body.hostels).toEqual(expect.arrayContaining(['Kanhar', 'Gopad', 'Indravati']));
    const student = await resident();
    await onLeave(student, ago(HOUR), hence(HOUR));
    await scan(guard, { roll_number: student.roll, direction: 'out' });
    const log = await h.call<{ events: Array<Record<string, unknown>> }>('GET', '/gate/Kanhar/log', {
      token: guard.token,
    });
    expect(log.status).toBe(200);
    expect(log.body.events.length).toBeLessThanOrEqual(50);
    expect(log.body.events[0]).toMatchObject({
      kind: 'leave',
      roll_number: student.roll,
      direction: 'out',
      hostel: 'Kanhar',
    });
    const other = await h.call<Answer>('GET', '/gate/Kanhar/log', { token: indravatiGuard.token });
    expect([other.status, other.body.code]).toEqual([403, 'forbidden']);
    const unknown = await h.call<Answer>('GET', '/gate/Atlantis/log', { token: staff.token });
    expect([unknown.status, unknown.body.code]).toEqual([404, 'unknown_hostel']);
    expect((await h.call('GET', '/gate/not-a-hostel/log', { token: staff.token })).status).toBe(400);
    expect((await h.call('GET', '/gate/gates', { token: student.token })).status).toBe(403);
  });
});
