// Visitors at the gate over HTTP: a Kanhar guard records a visitor's entry and exit from the pass's QR or their phone
// number, once each (two gates at once included), with the host's name and room and the host told on entry; an exit
// after the window is late; refusals say why (not yet, awaiting the host, not in, another gate, no pass); a walk-in
// waits for its host, who confirms (another student cannot: 404); the guard reads today's passes of their gate alone,
// with no more of the host than name, roll number and room; the visitor is mailed the pass with its QR inline.
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestMailbox } from '@campus-hostel/emulators/testing/mail';
import {
  CONFIRMED_USER_COLUMNS,
  EMAIL_APP_METADATA,
  confirmedUserValues,
} from '@campus-hostel/emulators/testing/users';
import { createMailer } from '../src/clients/mailer.js';
import { sendDueEmails } from '../src/notifications/mail-sender.js';
import { visitorPasses } from '../src/visitors/pass.js';
import { visitorPassImages } from '../src/visitors/pass-mail.js';
import { Harness, TEST_ORIGIN, studentPool, type Session } from './harness.js';

const HOUR = 3_600_000;

let h: Harness;
let guard: Session;
let indravatiGuard: Session;
let staff: Session;
let nextStudent: () => Session;
let nextPhone = 9_300_000_000;

interface Answer {
  code?: string;
  reason?: string;
  message?: string;
  [field: string]: unknown;
}

const passes = () => visitorPasses(h.api.config.leavePassSecret);
const scan = (who: Session, body: unknown) => h.call<Answer>('POST', '/gate/scan', { token: who.token, body });
const ago = (ms: number) => new Date(Date.now() - ms);
const hence = (ms: number) => new Date(Date.now() + ms);

async function kanharGuard(): Promise<Session> {
  const email = 'kanhar-visitor-gate@test.hostel.local';
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

async function resident(): Promise<Session & { roll: string }> {
  const student = nextStudent();
  await h.allotFreeBed(student.userId, 'Kanhar');
  const [row] = await h.sql<{ roll: string }>(
    'select roll_number as roll from public.student_records where user_id = $1',
    [student.userId],
  );
  return { ...student, roll: row!.roll };
}

/** A Kanhar host's active pass between two moments (arranged in SQL: the window may have begun) and its QR token. */
async function pass(host: Session, from: Date, to: Date): Promise<{ id: number; phone: string; token: string }> {
  const phone = String(nextPhone++);
  const [row] = await h.sql<{ id: number }>(
    `insert into public.visitor_passes (host_id, hostel_name, visitor_name, phone, email, relation, gender, purpose,
                                        from_at, to_at, status, created_by)
     values ($1, 'Kanhar', 'Ravi Verma', $2, 'ravi@example.com', 'friend', 'male', 'Study group', $3, $4, 'active', $1)
     returning id::int as id`,
    [host.userId, phone, from, to],
  );
  const id = row!.id;
  return { id, phone, token: await passes().issue({ hostId: host.userId, passId: id, from, to }) };
}

/** Visiting hours wide enough for a walk-in whatever the hour of the test; a walk-in ends within today (IST). */
function walkInEnd(): string {
  const endOfDay = new Date(`${new Date(Date.now() + 5.5 * HOUR).toISOString().slice(0, 10)}T23:58:00+05:30`);
  return new Date(Math.min(Date.now() + HOUR, endOfDay.getTime())).toISOString();
}

beforeAll(async () => {
  h = await Harness.start();
  guard = await kanharGuard();
  indravatiGuard = await h.signIn('guard@hostel.local', 'guard-pass-2026');
  staff = await h.signIn('staff@hostel.local', 'staff-pass-2026');
  nextStudent = studentPool(await h.createStudents(14, 'visitgate'));
  await h.sql(`update public.visitor_rules set visit_from = '00:00', visit_to = '23:59' where hostel_name = 'Kanhar'`);
});

afterAll(async () => {
  await h.close();
});

describe('POST /gate/scan with a visitor', () => {
  it('when the guard scans a visitor in and out by QR, then each is recorded once with the host, and the host is told', async () => {
    const host = await resident();
    const visit = await pass(host, ago(HOUR), hence(HOUR));
    const entry = await scan(guard, { token: visit.token, direction: 'in' });
    expect(entry.status).toBe(200);
    expect(entry.body).toMatchObject({
      kind: 'visitor',
      name: 'Ravi Verma',
      roll_number: null,
      hostel: 'Kanhar',
      room: null,
      direction: 'in',
      late: false,
      host: { name: expect.any(String) as unknown, room: expect.stringMatching(/^[A-Z]+-\d+$/) as unknown },
    });
    const again = await scan(guard, { token: visit.token, direction: 'in' });
    expect([again.status, again.body.code]).toEqual([409, 'already_used']);
    const exit = await scan(guard, { token: visit.token, direction: 'out' });
    expect([exit.status, exit.body.late]).toEqual([200, false]);
    const told = await h.sql<{ kind: string }>(
      `select kind from public.notifications where user_id = $1 and kind = 'visitor_arrived'`,
      [host.userId],
    );
    expect(told).toHaveLength(1);
  });

  it('when two gates scan one visitor in at once, then one records it and the other answers already_used', async () => {
    const visit = await pass(await resident(), ago(HOUR), hence(HOUR));
    const answers = await Promise.all([guard, staff].map((who) => scan(who, { token: visit.token, direction: 'in' })));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
  });

  it('when the guard types the phone number, then today’s pass is found; leaving after the window is late', async () => {
    const visit = await pass(await resident(), ago(3 * HOUR), ago(HOUR));
    await h.sql(`update public.visitor_passes set entered_at = now() - interval '2 hours' where id = $1`, [visit.id]);
    const exit = await scan(guard, { phone: `+91 ${visit.phone}`, direction: 'out' });
    expect([exit.status, exit.body.kind, exit.body.late]).toEqual([200, 'visitor', true]);
    // By the QR too: the pass is read past its end to record the overstay.
    const byQr = await pass(await resident(), ago(3 * HOUR), ago(HOUR));
    await h.sql(`update public.visitor_passes set entered_at = now() - interval '2 hours' where id = $1`, [byQr.id]);
    const late = await scan(guard, { token: byQr.token, direction: 'out' });
    expect([late.status, late.body.kind, late.body.late]).toEqual([200, 'visitor', true]);
    const none = await scan(guard, { phone: '9399999999', direction: 'in' });
    expect([none.status, none.body.reason]).toEqual([403, 'no_pass']);
  });

  it('when the pass cannot pass, then 403 pass_not_valid says why and nothing is recorded', async () => {
    const host = await resident();
    const later = await pass(host, hence(2 * HOUR), hence(3 * HOUR));
    const now = await pass(host, ago(HOUR), hence(HOUR));
    for (const [who, body, reason] of [
      [guard, { token: later.token, direction: 'in' }, 'not_yet'],
      [guard, { phone: later.phone, direction: 'in' }, 'not_yet'],
      [guard, { token: now.token, direction: 'out' }, 'not_in'],
      [indravatiGuard, { token: now.token, direction: 'in' }, 'other_gate'],
    ] as const) {
      const answer = await scan(who, body);
      expect([answer.status, answer.body.code, answer.body.reason], reason).toEqual([403, 'pass_not_valid', reason]);
    }
    await h.sql(`update public.visitor_passes set status = 'cancelled' where id = $1`, [now.id]);
    const cancelled = await scan(guard, { token: now.token, direction: 'in' });
    expect(cancelled.body.reason).toBe('cancelled');
    expect(
      await h.sql('select 1 from public.visitor_passes where id = any($1) and entered_at is not null', [
        [later.id, now.id],
      ]),
    ).toEqual([]);
  });
});

describe('walk-ins', () => {
  it('when a guard registers a walk-in, then it waits for the host, who is told and confirms; only then does it pass', async () => {
    const host = await resident();
    const other = await resident();
    const body = {
      visitor_name: 'Suresh Patel',
      phone: '9444444444',
      email: 'suresh@example.com',
      relation: 'relative',
      gender: 'male',
      purpose: 'Dropping off books',
      hostel_name: 'Kanhar',
      host_roll_number: host.roll,
      to: walkInEnd(),
    };
    const made = await h.call<Answer>('POST', '/gate/visitors', { token: guard.token, body });
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({ status: 'awaiting_host', walk_in: true, host: { roll_number: host.roll } });
    expect(Object.keys(made.body).sort()).toEqual([
      'entered_at',
      'exited_at',
      'from',
      'host',
      'hostel_name',
      'id',
      'phone',
      'status',
      'to',
      'visitor_name',
      'walk_in',
    ]);
    const retry = await h.call<Answer>('POST', '/gate/visitors', { token: guard.token, body });
    expect([retry.status, retry.body.id]).toEqual([201, made.body.id]);
    const waiting = await scan(guard, { phone: body.phone, direction: 'in' });
    expect(waiting.body.reason).toBe('awaiting_host');
    const id = String(made.body.id);
    const stranger = await h.call<Answer>('POST', `/visitors/${id}/confirm`, {
      token: other.token,
      body: { decision: 'confirmed' },
    });
    expect([stranger.status, stranger.body.code]).toEqual([404, 'not_found']);
    const confirmed = await h.call<Answer>('POST', `/visitors/${id}/confirm`, {
      token: host.token,
      body: { decision: 'confirmed' },
    });
    expect([confirmed.status, confirmed.body.status]).toEqual([200, 'active']);
    const declined = await h.call<Answer>('POST', `/visitors/${id}/confirm`, {
      token: host.token,
      body: { decision: 'declined' },
    });
    expect([declined.status, declined.body.code]).toEqual([409, 'closed']);
    expect((await scan(guard, { phone: body.phone, direction: 'in' })).status).toBe(200);
    const told = await h.sql(`select 1 from public.notifications where user_id = $1 and kind = 'visitor_walk_in'`, [
      host.userId,
    ]);
    expect(told).toHaveLength(1);
    // Confirmed, the walk-in's pass is mailed to the address the guard took.
    const mailed = await h.sql(`select 1 from public.notifications where kind = 'visitor_pass' and email = $1`, [
      body.email,
    ]);
    expect(mailed).toHaveLength(1);
  });

  it('when the roll number is no resident’s, the caller keeps no such gate, or a student asks, then 404, 403, 403', async () => {
    const host = await resident();
    const body = {
      visitor_name: 'Suresh Patel',
      phone: '9555555555',
      relation: 'relative',
      gender: 'male',
      purpose: 'Dropping off books',
      hostel_name: 'Kanhar',
      host_roll_number: 'NOSUCH99',
      to: walkInEnd(),
    };
    const unknown = await h.call<Answer>('POST', '/gate/visitors', { token: guard.token, body });
    expect([unknown.status, unknown.body.code]).toEqual([404, 'no_host']);
    const elsewhere = await h.call<Answer>('POST', '/gate/visitors', {
      token: indravatiGuard.token,
      body: { ...body, host_roll_number: host.roll },
    });
    expect([elsewhere.status, elsewhere.body.code]).toEqual([403, 'forbidden']);
    const student = await h.call<Answer>('POST', '/gate/visitors', {
      token: host.token,
      body: { ...body, host_roll_number: host.roll },
    });
    expect(student.status).toBe(403);
  });
});

describe('GET /gate/:hostel/visitors', () => {
  it('when the Kanhar guard reads today’s passes, then they show with the host’s name and room alone; another gate’s guard is 403', async () => {
    const visit = await pass(await resident(), ago(HOUR), hence(HOUR));
    const today = await h.call<{ passes: Answer[] }>('GET', '/gate/Kanhar/visitors', { token: guard.token });
    const row = today.body.passes.find((p) => p.id === visit.id);
    expect(row).toMatchObject({ phone: visit.phone, status: 'active' });
    expect(Object.keys(row!.host as object).sort()).toEqual(['name', 'roll_number', 'room']);
    expect(row).not.toHaveProperty('purpose');
    const refused = await h.call<Answer>('GET', '/gate/Kanhar/visitors', { token: indravatiGuard.token });
    expect([refused.status, refused.body.code]).toEqual([403, 'forbidden']);
  });
});

describe('the visitor’s pass by mail', () => {
  it('when a host registers a visitor, then the visitor is mailed the pass: the window, the host, the rules and the QR inline', async () => {
    const mailbox = await startTestMailbox();
    const mailer = createMailer({ smtpUrl: mailbox.smtpUrl, mailFrom: 'Campus Hostel <no-reply@hostel.local>' });
    try {
      const host = await resident();
      const from = new Date(Date.now() + 26 * HOUR);
      const visit = {
        visitor_name: 'Anita Rao',
        phone: '9666666666',
        email: 'anita.rao@example.com',
        relation: 'sibling',
        gender: 'male',
        purpose: 'Birthday',
        from: from.toISOString(),
        to: new Date(from.getTime() + 5 * 60_000).toISOString(),
      };
      const made = await h.call<Answer>('POST', '/visitors', { token: host.token, body: visit });
      expect(made.status).toBe(201);
      const sender = {
        store: h.api.deps.store,
        mailer,
        logger: pino({ level: 'silent' }),
        siteUrl: TEST_ORIGIN,
        images: visitorPassImages(passes()),
      };
      await sendDueEmails(sender);
      const mail = await mailbox.latestTo('anita.rao@example.com');
      expect(mail.Subject).toBe('Your visitor pass to Kanhar');
      expect(mail.Text).toContain('Anita Rao, you may visit');
      expect(mail.Text).toContain('Visitors may go to: The visitors’ lounge on the ground floor');
      // The catcher's parser resolves the cid: link to the attached picture, as a mail client does.
      expect(mail.HTML).toMatch(/<img src="data:image\/png;base64,[^"]+" alt="The QR code of your visitor pass/);
      const raw = await (await fetch(`${mailbox.catcher.apiUrl}/api/v1/message/${mail.ID}/raw`)).text();
      expect(raw).toMatch(/Content-Type: image\/png/i);
      expect(raw).toContain(`Content-ID: <visitor-pass-${String(made.body.id)}@campus-hostel>`);
      // A host who reads Hindi: their visitor's pass is in Hindi.
      const hindiHost = await resident();
      await h.sql(`update auth.users set raw_user_meta_data = raw_user_meta_data || '{"locale":"hi"}' where id = $1`, [
        hindiHost.userId,
      ]);
      const hindi = await h.call<Answer>('POST', '/visitors', {
        token: hindiHost.token,
        body: { ...visit, phone: '9666666667', email: 'kiran@example.com' },
      });
      expect(hindi.status).toBe(201);
      await sendDueEmails(sender);
      expect((await mailbox.latestTo('kiran@example.com')).Subject).toBe('Kanhar के लिए आपका आगंतुक पास');
    } finally {
      mailer.close();
      await mailbox.close();
    }
  });
});
