// Leave over HTTP: a student asks (every bad field a 400 naming it, every broken rule a 409 with its code), the guardian
// answers by the link's token and the mail's code once, the Kanhar warden decides Kanhar's leave and no one else's, an
// approved leave carries a signed pass good from its start to its end, a cancel takes the pass away, the rules and a
// new guardian go through the office, and the public consent routes are capped per client.
import { jwtVerify } from 'jose';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestMailbox } from '@campus-hostel/emulators/testing/mail';
import { createMailer } from '../src/clients/mailer.js';
import { LOCAL_LEAVE_PASS_SECRET } from '../src/config.js';
import { sendDueEmails } from '../src/notifications/mail-sender.js';
import { Harness, TEST_ORIGIN, studentPool, type Session } from './harness.js';

const DAY = 86_400_000;

let h: Harness;
let warden: Session;
let manager: Session;
let staff: Session;
let nextStudent: () => Session;

interface Leave {
  id: number;
  from: string;
  to: string;
  status: string;
  pass_token: string | null;
  student: { name: string; roll_number: string | null; room: string | null };
  code?: string;
  message?: string;
}

beforeAll(async () => {
  h = await Harness.start();
  warden = await h.signIn('warden@hostel.local', 'warden-pass-2026');
  manager = await h.signIn('mess@hostel.local', 'mess-pass-2026');
  staff = await h.signIn('staff@hostel.local', 'staff-pass-2026');
  nextStudent = studentPool(await h.createStudents(16, 'leave'));
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

const post = <T = Record<string, unknown>>(session: Session | null, path: string, body?: unknown) =>
  h.call<T>('POST', path, { ...(session ? { token: session.token } : {}), ...(body === undefined ? {} : { body }) });
const get = <T = Record<string, unknown>>(session: Session | null, path: string) =>
  h.call<T>('GET', path, session ? { token: session.token } : {});

const inDays = (days: number) => new Date(Date.now() + days * DAY).toISOString();
const leaveBody = (overrides: Record<string, unknown> = {}) => ({
  from: inDays(3),
  to: inDays(5),
  destination: 'Bilaspur',
  reason: 'Family function',
  phone: '+91 98765 43210',
  ...overrides,
});

/** The token and code of the guardian's mail, as the mail sender reads them from the outbox. */
async function guardianMail(leaveId: number): Promise<{ token: string; code: string }> {
  const [row] = await h.sql<{ token: string; code: string }>(
    `select data ->> 'token' as token, data ->> 'code' as code from public.notifications where dedupe_key = $1`,
    [`leave_guardian:${leaveId}`],
  );
  return row!;
}

/** A Kanhar student's leave, consented to by their guardian: awaiting the warden. */
async function consented(student: Session, overrides: Record<string, unknown> = {}): Promise<Leave> {
  const applied = await post<Leave>(student, '/leave', leaveBody(overrides));
  expect(applied.status).toBe(201);
  const mail = await guardianMail(applied.body.id);
  expect((await post(null, '/leave/consent', { ...mail, decision: 'consented' })).status).toBe(200);
  return applied.body;
}

describe('POST /leave', () => {
  it('when a field is missing or malformed, then 400 names it; without a token, 401', async () => {
    const student = await resident();
    for (const [field, value] of [
      ['phone', '12345'],
      ['from', 'tomorrow'],
      ['destination', '   '],
      ['reason', 'x'.repeat(501)],
    ] as const) {
      const answer = await post(student, '/leave', leaveBody({ [field]: value }));
      expect(answer.status, field).toBe(400);
      expect(String(answer.body.message), field).toContain(field);
    }
    const reversed = await post(student, '/leave', leaveBody({ from: inDays(5), to: inDays(3) }));
    expect(reversed.status).toBe(400);
    expect(String(reversed.body.message)).toContain('to');
    expect((await post(null, '/leave', leaveBody())).status).toBe(401);
  });

  it('when the rules are broken, then 409 says which: too late, too long, overlapping; without a bed, 403 no_bed', async () => {
    const student = await resident();
    const tooLate = await post(student, '/leave', leaveBody({ from: inDays(0.5) }));
    expect([tooLate.status, tooLate.body.code]).toEqual([409, 'too_late']);
    expect(tooLate.body.message).toMatch(/24 hours/);
    const tooLong = await post(student, '/leave', leaveBody({ to: inDays(40) }));
    expect([tooLong.status, tooLong.body.code]).toEqual([409, 'too_long']);
    const applied = await post<Leave>(student, '/leave', leaveBody());
    expect(applied.status).toBe(201);
    expect(applied.body).toMatchObject({ status: 'awaiting_guardian', pass_token: null });
    const overlap = await post(student, '/leave', leaveBody({ from: inDays(4), to: inDays(6) }));
    expect([overlap.status, overlap.body.code]).toEqual([409, 'overlaps']);
    const homeless = nextStudent();
    const noBed = await post(homeless, '/leave', leaveBody());
    expect([noBed.status, noBed.body.code]).toEqual([403, 'no_bed']);
  });
});

describe('the guardian’s link', () => {
  it('when the guardian opens it and answers with the code, then it works once; a wrong code and a used link are refused', async () => {
    const student = await resident();
    const applied = await post<Leave>(student, '/leave', leaveBody());
    const mail = await guardianMail(applied.body.id);
    const view = await post(null, '/leave/consent/view', { token: mail.token });
    expect(view.status).toBe(200);
    expect(view.body).toMatchObject({ hostel_name: 'Kanhar', destination: 'Bilaspur', reason: 'Family function' });
    const wrong = mail.code === '123456' ? '654321' : '123456';
    const refused = await post(null, '/leave/consent', { token: mail.token, code: wrong, decision: 'consented' });
    expect([refused.status, refused.body.code]).toEqual([400, 'wrong_code']);
    const answered = await post(null, '/leave/consent', { ...mail, decision: 'consented' });
    expect([answered.status, answered.body]).toEqual([200, { decision: 'consented' }]);
    const again = await post(null, '/leave/consent', { ...mail, decision: 'refused' });
    expect([again.status, again.body.code]).toEqual([410, 'link_used']);
    expect((await post(null, '/leave/consent/view', { token: mail.token })).body.code).toBe('link_used');
    const unknown = await post(null, '/leave/consent/view', { token: 'a'.repeat(64) });
    expect([unknown.status, unknown.body.code]).toEqual([404, 'not_found']);
    expect((await post(null, '/leave/consent/view', { token: 'not-a-token' })).status).toBe(400);
    const mine = await get<Leave[]>(student, '/leave/mine');
    expect(mine.body.find((leave) => leave.id === applied.body.id)?.status).toBe('awaiting_warden');
  });
});

describe('the guardian’s email', () => {
  it('when the outbox sends it, then the guardian’s address gets the link and the code, which answer the request', async () => {
    const mailbox = await startTestMailbox();
    const mailer = createMailer({ smtpUrl: mailbox.smtpUrl, mailFrom: 'Campus Hostel <no-reply@hostel.local>' });
    try {
      const student = await resident();
      const guardian = `guardian-${student.userId}@example.com`;
      await h.sql('update public.student_records set guardian_email = $2 where user_id = $1', [
        student.userId,
        guardian,
      ]);
      const applied = await post<Leave>(student, '/leave', leaveBody());
      const sender = { store: h.api.deps.store, mailer, logger: pino({ level: 'silent' }), siteUrl: TEST_ORIGIN };
      await sendDueEmails(sender);
      const mail = await mailbox.latestTo(guardian);
      expect(mail.Subject).toMatch(/asks for leave: do you consent\?$/);
      const link = new RegExp(`${TEST_ORIGIN}/leave/consent#([0-9a-f]{64})`).exec(mail.Text);
      const code = /type the code (\d{6})/.exec(mail.Text);
      expect(link?.[1]).toBeDefined();
      expect(code?.[1]).toBeDefined();
      // Sent, the outbox forgets the token and the code.
      expect(await guardianMail(applied.body.id)).toEqual({ token: null, code: null });
      const answered = await post(null, '/leave/consent', { token: link![1], code: code![1], decision: 'refused' });
      expect([answered.status, answered.body]).toEqual([200, { decision: 'refused' }]);
      const mine = await get<Leave[]>(student, '/leave/mine');
      expect(mine.body.find((leave) => leave.id === applied.body.id)?.status).toBe('rejected');
    } finally {
      mailer.close();
      await mailbox.close();
    }
  });
});

describe('the warden’s decision and the pass', () => {
  it('when the Kanhar warden approves, then the student’s leave carries a pass signed for its times alone', async () => {
    const student = await resident();
    const leave = await consented(student);
    const list = await get<{ leaves: Array<{ id: number; hostel_name: string }> }>(warden, '/admin/leave');
    expect(list.status).toBe(200);
    expect(list.body.leaves.map((row) => row.id)).toContain(leave.id);
    expect(new Set(list.body.leaves.map((row) => row.hostel_name))).toEqual(new Set(['Kanhar']));
    const decided = await post(warden, `/admin/leave/${leave.id}/decide`, {
      decision: 'approved',
      note: 'Travel safe',
    });
    expect(decided.status).toBe(200);
    expect(decided.body).toMatchObject({
      id: leave.id,
      status: 'approved',
      rebate_days: expect.any(Number) as unknown,
    });

    const mine = await get<Leave[]>(student, '/leave/mine');
    const approved = mine.body.find((row) => row.id === leave.id)!;
    expect(approved.status).toBe('approved');
    const { payload } = await jwtVerify(approved.pass_token!, new TextEncoder().encode(LOCAL_LEAVE_PASS_SECRET), {
      currentDate: new Date(Date.parse(approved.from) + 1000),
    });
    expect(payload).toMatchObject({
      sub: student.userId,
      leave: leave.id,
      purpose: 'leave_pass',
      nbf: Math.floor(Date.parse(approved.from) / 1000),
      exp: Math.ceil(Date.parse(approved.to) / 1000),
    });
    // The pass names the student as the gate checks them: the record's name and roll number, and today's room.
    const [holder] = await h.sql<{ full_name: string; roll_number: string; room: string }>(
      `select s.full_name, s.roll_number, r.wing_name || '-' || r.room_number as room
       from public.student_records s, public.beds b join public.hostel_room r on r.id = b.room_id
       where s.user_id = $1 and b.occupant_id = $1`,
      [student.userId],
    );
    expect(holder?.room).toMatch(/^[A-Z]+-\d+$/);
    expect(approved.student).toEqual({ name: holder?.full_name, roll_number: holder?.roll_number, room: holder?.room });
    // Before the leave starts the pass is not good yet.
    await expect(jwtVerify(approved.pass_token!, new TextEncoder().encode(LOCAL_LEAVE_PASS_SECRET))).rejects.toThrow(
      /nbf/,
    );
  });

  it('when another place’s office role decides or lists, then 403 and nothing; approval before consent is 409', async () => {
    const student = await resident();
    const applied = await post<Leave>(student, '/leave', leaveBody());
    const list = await get<{ leaves: unknown[] }>(manager, '/admin/leave');
    expect(list.body.leaves).toEqual([]);
    const forbidden = await post(manager, `/admin/leave/${applied.body.id}/decide`, { decision: 'rejected' });
    expect([forbidden.status, forbidden.body.code]).toEqual([403, 'forbidden']);
    expect((await post(student, `/admin/leave/${applied.body.id}/decide`, { decision: 'approved' })).status).toBe(403);
    const early = await post(warden, `/admin/leave/${applied.body.id}/decide`, { decision: 'approved' });
    expect([early.status, early.body.code]).toEqual([409, 'awaiting_guardian']);
    expect((await post(warden, '/admin/leave/999999/decide', { decision: 'approved' })).status).toBe(404);
    expect((await post(warden, `/admin/leave/${applied.body.id}/decide`, { decision: 'maybe' })).status).toBe(400);
  });

  it('when the student cancels before the start, then the pass is gone; another student cannot cancel it', async () => {
    const student = await resident();
    const leave = await consented(student);
    await post(staff, `/admin/leave/${leave.id}/decide`, { decision: 'approved' });
    const other = await resident();
    const stranger = await post(other, `/leave/${leave.id}/cancel`);
    expect([stranger.status, stranger.body.code]).toEqual([404, 'not_found']);
    const cancelled = await post<Leave>(student, `/leave/${leave.id}/cancel`);
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toMatchObject({ status: 'cancelled', pass_token: null });
    const mine = await get<Leave[]>(student, '/leave/mine');
    expect(mine.body.find((row) => row.id === leave.id)?.pass_token).toBeNull();
  });
});

describe('shortening', () => {
  it('when the student comes back sooner, then the end moves, the pass lapses then; a later end or another’s leave is refused', async () => {
    const student = await resident();
    const leave = await consented(student, { from: inDays(3), to: inDays(8) });
    await post(warden, `/admin/leave/${leave.id}/decide`, { decision: 'approved' });
    const sooner = new Date(Date.parse(leave.from) + 2 * DAY).toISOString();
    const later = await post(student, `/leave/${leave.id}/shorten`, { to: inDays(9) });
    expect([later.status, later.body.code]).toEqual([400, 'invalid_request']);
    expect((await post(nextStudent(), `/leave/${leave.id}/shorten`, { to: sooner })).status).toBe(404);
    const shortened = await post<Leave>(student, `/leave/${leave.id}/shorten`, { to: sooner });
    expect(shortened.status).toBe(200);
    expect(shortened.body).toMatchObject({ status: 'approved', to: sooner });
    const { payload } = await jwtVerify(shortened.body.pass_token!, new TextEncoder().encode(LOCAL_LEAVE_PASS_SECRET), {
      currentDate: new Date(Date.parse(leave.from) + 1000),
    });
    expect(payload.exp).toBe(Math.ceil(Date.parse(sooner) / 1000));
  });
});

describe('rules and guardians', () => {
  it('when the warden edits rules, then their hostel’s are saved and another’s are 403; a bad curfew is 400', async () => {
    const body = {
      hostel_name: 'Kanhar',
      notice_hours: 24,
      max_days: 30,
      guardian_consent: true,
      curfew: '22:30',
      late_notice_minutes: 45,
    };
    const saved = await post(warden, '/admin/leave/rules', body);
    expect([saved.status, saved.body]).toEqual([200, body]);
    const gopad = await post(warden, '/admin/leave/rules', { ...body, hostel_name: 'Gopad' });
    expect([gopad.status, gopad.body.code]).toEqual([403, 'forbidden']);
    expect((await post(warden, '/admin/leave/rules', { ...body, curfew: '25:00' })).status).toBe(400);
    const rules = await get<{ rules: Array<{ hostel_name: string }> }>(warden, '/admin/leave/rules');
    expect(rules.body.rules.map((row) => row.hostel_name)).toEqual(['Kanhar']);
    const student = await resident();
    expect((await get(student, '/leave/rules')).body).toEqual({ rules: body });
  });

  it('when a student proposes a guardian, then it waits for the office; the warden confirms it into the record', async () => {
    const student = await resident();
    const proposal = {
      guardian_name: 'Kavita Sahu',
      guardian_relation: 'mother',
      guardian_email: 'kavita@example.com',
      guardian_phone: '98765 01234',
    };
    const proposed = await post<{ guardian: { guardian_email: string }; proposed: { id: number } | null }>(
      student,
      '/leave/guardian',
      proposal,
    );
    expect(proposed.status).toBe(201);
    expect(proposed.body.proposed).toMatchObject({ ...proposal, guardian_phone: '9876501234' });
    expect(proposed.body.guardian.guardian_email).not.toBe('kavita@example.com');
    const changes = await get<{ changes: Array<{ id: number }> }>(warden, '/admin/leave/guardians');
    expect(changes.body.changes.map((row) => row.id)).toContain(proposed.body.proposed!.id);
    expect((await get<{ changes: unknown[] }>(manager, '/admin/leave/guardians')).body.changes).toEqual([]);
    const decided = await post(warden, `/admin/leave/guardians/${proposed.body.proposed!.id}/decide`, {
      decision: 'confirmed',
    });
    expect([decided.status, decided.body]).toEqual([200, { id: proposed.body.proposed!.id, status: 'confirmed' }]);
    const after = await get<{ guardian: { guardian_email: string }; proposed: unknown }>(student, '/leave/guardian');
    expect(after.body).toMatchObject({ guardian: { guardian_email: 'kavita@example.com' }, proposed: null });
    const bad = await post(student, '/leave/guardian', { ...proposal, guardian_email: 'not-an-email' });
    expect(bad.status).toBe(400);
  });
});

describe('the consent routes’ cap', () => {
  it('when one client calls the consent routes over and over, then it is answered 429 within thirty calls', async () => {
    let limited = 0;
    for (let i = 0; i < 32 && limited === 0; i++) {
      const answer = await post(null, '/leave/consent/view', { token: 'b'.repeat(64) });
      if (answer.status === 429) limited = i + 1;
    }
    expect(limited).toBeGreaterThan(0);
    expect(limited).toBeLessThanOrEqual(31);
  });
});
