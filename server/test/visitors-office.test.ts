// The office's visitor routes over HTTP: the warden of Kanhar reads and saves Kanhar's rules and blackouts (another
// hostel's are 403, an unknown one 404, out-of-range rules 400), reads a day's log with overstays flagged, and bans a
// phone number (its passes void at once, a second ban 409, a lift of no ban 404); a guard keeps no bans (403) and a
// student reaches none of it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Harness, studentPool, type Session } from './harness.js';

const HOUR = 3_600_000;

let h: Harness;
let warden: Session;
let guard: Session;
let nextStudent: () => Session;

interface Answer {
  code?: string;
  message?: string;
  [field: string]: unknown;
}

const rules = (overrides: Record<string, unknown> = {}) => ({
  hostel_name: 'Kanhar',
  visit_from: '10:00',
  visit_to: '18:00',
  max_at_once: 3,
  days_ahead: 7,
  areas: 'The lounge and the lawn',
  other_gender: true,
  ...overrides,
});

beforeAll(async () => {
  h = await Harness.start();
  warden = await h.signIn('warden@hostel.local', 'warden-pass-2026');
  guard = await h.signIn('guard@hostel.local', 'guard-pass-2026');
  nextStudent = studentPool(await h.createStudents(4, 'visitoffice'));
});

afterAll(async () => {
  await h.close();
});

describe('the visitor rules and blackouts', () => {
  it('when the warden saves Kanhar’s rules, then they read back; another hostel’s is 403, an unknown one 404, bad ones 400', async () => {
    const saved = await h.call<Answer>('POST', '/admin/visitors/rules', { token: warden.token, body: rules() });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ ...rules(), blackouts: [] });
    const listed = await h.call<{ rules: Answer[] }>('GET', '/admin/visitors/rules', { token: warden.token });
    expect(listed.body.rules.map((row) => row.hostel_name)).toEqual(['Kanhar']);
    const other = await h.call<Answer>('POST', '/admin/visitors/rules', {
      token: warden.token,
      body: rules({ hostel_name: 'Gopad' }),
    });
    expect([other.status, other.body.code]).toEqual([403, 'forbidden']);
    const unknown = await h.call<Answer>('POST', '/admin/visitors/rules', {
      token: warden.token,
      body: rules({ hostel_name: 'Nowhere' }),
    });
    expect([unknown.status, unknown.body.code]).toEqual([404, 'unknown_hostel']);
    for (const [bad, field] of [
      [rules({ visit_to: '09:00' }), 'visit_to'],
      [rules({ max_at_once: 11 }), 'max_at_once'],
      [rules({ visit_from: '25:00' }), 'visit_from'],
    ] as const) {
      const answer = await h.call<Answer>('POST', '/admin/visitors/rules', { token: warden.token, body: bad });
      expect(answer.status, field).toBe(400);
      expect(String(answer.body.message), field).toContain(field);
    }
    const audited = await h.sql(`select 1 from public.audit_log where action = 'visitor_rules.edit'`);
    expect(audited.length).toBeGreaterThan(0);
  });

  it('when the warden adds and removes a blackout, then the rules show it while it stands; another hostel’s is 403', async () => {
    const body = {
      hostel_name: 'Kanhar',
      starts_at: new Date(Date.now() + 24 * HOUR).toISOString(),
      ends_at: new Date(Date.now() + 30 * HOUR).toISOString(),
      reason: 'Exams',
    };
    const added = await h.call<Answer>('POST', '/admin/visitors/blackouts', { token: warden.token, body });
    expect([added.status, added.body.reason]).toEqual([201, 'Exams']);
    const listed = await h.call<{ rules: { blackouts: Answer[] }[] }>('GET', '/admin/visitors/rules', {
      token: warden.token,
    });
    expect(listed.body.rules[0]?.blackouts.map((row) => row.id)).toEqual([added.body.id]);
    const elsewhere = await h.call<Answer>('POST', '/admin/visitors/blackouts', {
      token: warden.token,
      body: { ...body, hostel_name: 'Gopad' },
    });
    expect(elsewhere.status).toBe(403);
    const removed = await h.call<Answer>('POST', `/admin/visitors/blackouts/${String(added.body.id)}/remove`, {
      token: warden.token,
    });
    expect(removed.status).toBe(200);
    const gone = await h.call<Answer>('POST', `/admin/visitors/blackouts/${String(added.body.id)}/remove`, {
      token: warden.token,
    });
    expect([gone.status, gone.body.code]).toEqual([404, 'not_found']);
  });

  it('when a student or a guard reaches for the office’s routes, then 403', async () => {
    const student = nextStudent();
    expect((await h.call('GET', '/admin/visitors/rules', { token: student.token })).status).toBe(403);
    expect((await h.call('GET', '/admin/visitors/bans', { token: student.token })).status).toBe(403);
    const guardBans = await h.call<Answer>('GET', '/admin/visitors/bans', { token: guard.token });
    expect([guardBans.status, guardBans.body.code]).toEqual([403, 'forbidden']);
    const guardRules = await h.call<Answer>('POST', '/admin/visitors/rules', { token: guard.token, body: rules() });
    expect(guardRules.status).toBe(403);
  });
});

describe('the day’s log and bans', () => {
  it('when the warden reads Kanhar’s day, then its visitors show with overstays flagged; Gopad’s is 403, a bad day 400', async () => {
    const host = nextStudent();
    await h.allotFreeBed(host.userId, 'Kanhar');
    const [row] = await h.sql<{ id: number }>(
      `insert into public.visitor_passes (host_id, hostel_name, visitor_name, phone, email, relation, gender, purpose,
                                          from_at, to_at, status, created_by, entered_at)
       values ($1, 'Kanhar', 'Late Larry', '9777777777', 'larry@example.com', 'friend', 'male', 'Chess',
               now() - interval '3 hours', now() - interval '1 hour', 'active', $1, now() - interval '2 hours')
       returning id::int as id`,
      [host.userId],
    );
    const day = new Date(Date.now() - 3 * HOUR + 5.5 * HOUR).toISOString().slice(0, 10);
    const log = await h.call<{ passes: Answer[] }>('GET', `/admin/visitors/Kanhar/${day}`, { token: warden.token });
    expect(log.status).toBe(200);
    expect(log.body.passes.find((pass) => pass.id === row!.id)).toMatchObject({
      visitor_name: 'Late Larry',
      overstay: true,
      purpose: 'Chess',
    });
    expect((await h.call('GET', `/admin/visitors/Gopad/${day}`, { token: warden.token })).status).toBe(403);
    for (const bad of ['yesterday', '2026-02-30']) {
      expect((await h.call('GET', `/admin/visitors/Kanhar/${bad}`, { token: warden.token })).status, bad).toBe(400);
    }
  });

  it('when the warden bans a phone, then its passes are void and counted; a second ban is 409; the lift answers the ban', async () => {
    const host = nextStudent();
    await h.allotFreeBed(host.userId, 'Kanhar');
    await h.sql(
      `insert into public.visitor_passes (host_id, hostel_name, visitor_name, phone, email, relation, gender, purpose,
                                          from_at, to_at, status, created_by)
       values ($1, 'Kanhar', 'Banned Bob', '9888888888', 'bob@example.com', 'friend', 'male', 'Visit',
               now() + interval '1 day', now() + interval '25 hours', 'active', $1)`,
      [host.userId],
    );
    const body = { phone: '+91 98888 88888', visitor_name: 'Banned Bob', reason: 'Trouble at the gate' };
    const banned = await h.call<{ ban: Answer; voided: number }>('POST', '/admin/visitors/bans', {
      token: warden.token,
      body,
    });
    expect(banned.status).toBe(201);
    expect(banned.body).toMatchObject({ voided: 1, ban: { phone: '9888888888', visitor_name: 'Banned Bob' } });
    const again = await h.call<Answer>('POST', '/admin/visitors/bans', { token: warden.token, body });
    expect([again.status, again.body.code]).toEqual([409, 'already_banned']);
    const list = await h.call<{ bans: Answer[] }>('GET', '/admin/visitors/bans', { token: warden.token });
    expect(list.body.bans.map((ban) => ban.phone)).toContain('9888888888');
    const lifted = await h.call<Answer>('POST', `/admin/visitors/bans/${String(banned.body.ban.id)}/lift`, {
      token: warden.token,
    });
    expect([lifted.status, lifted.body.id]).toEqual([200, banned.body.ban.id]);
    const none = await h.call<Answer>('POST', '/admin/visitors/bans/999999/lift', { token: warden.token });
    expect([none.status, none.body.code]).toEqual([404, 'not_found']);
  });
});
