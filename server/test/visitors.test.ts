// Visitors over HTTP, for a host: a Kanhar resident registers a visitor inside visiting hours (201, and a retry answers
// the same pass), is refused with the rule outside them (409 outside_hours and the others), reads their passes and their
// hostel's rules, and cancels before the visitor comes in; another student cannot read or cancel it (404); a student
// without a bed is 403 no_bed; bad bodies are 400.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Harness, studentPool, type Session } from './harness.js';

let h: Harness;
let nextStudent: () => Session;

interface Answer {
  code?: string;
  message?: string;
  [field: string]: unknown;
}

/** A moment on the IST day `days` from today, at hh:mm IST. */
function ist(days: number, time: string): string {
  const day = new Date(Date.now() + 5.5 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);
  return new Date(`${day}T${time}:00+05:30`).toISOString();
}

const visit = (overrides: Record<string, unknown> = {}) => ({
  visitor_name: 'Meera Sharma',
  phone: '+91 98765 43210',
  email: 'meera@example.com',
  relation: 'parent',
  gender: 'male',
  purpose: 'A weekend visit',
  from: ist(1, '10:00'),
  to: ist(1, '12:00'),
  ...overrides,
});

const register = (who: Session, body: unknown) => h.call<Answer>('POST', '/visitors', { token: who.token, body });

async function resident(): Promise<Session> {
  const student = nextStudent();
  await h.allotFreeBed(student.userId, 'Kanhar');
  return student;
}

beforeAll(async () => {
  h = await Harness.start();
  nextStudent = studentPool(await h.createStudents(14, 'visitors'));
});

afterAll(async () => {
  await h.close();
});

describe('POST /visitors', () => {
  it('when a host registers a visitor inside visiting hours, then 201 answers the pass, and a retry answers the same pass', async () => {
    const host = await resident();
    const first = await register(host, visit());
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({
      hostel_name: 'Kanhar',
      visitor_name: 'Meera Sharma',
      phone: '9876543210',
      email: 'meera@example.com',
      status: 'active',
      walk_in: false,
      void_reason: null,
      entered_at: null,
      from: visit().from,
      to: visit().to,
    });
    const again = await register(host, visit());
    expect([again.status, again.body.id]).toEqual([201, first.body.id]);
    expect(await h.sql('select 1 from public.visitor_passes where host_id = $1', [host.userId])).toHaveLength(1);
  });

  it('when the visit is outside visiting hours, then 409 outside_hours names the hours and nothing is made', async () => {
    const host = await resident();
    const late = await register(host, visit({ from: ist(1, '18:00'), to: ist(1, '21:00') }));
    expect([late.status, late.body.code]).toEqual([409, 'outside_hours']);
    expect(late.body.message).toContain('09:00 and 19:00 IST');
    expect(await h.sql('select 1 from public.visitor_passes where host_id = $1', [host.userId])).toHaveLength(0);
  });

  it('when the host has as many visitors then as the rules allow, then 409 too_many; too far ahead, past and of the other gender are refused too', async () => {
    const host = await resident();
    expect((await register(host, visit({ phone: '9000000001' }))).status).toBe(201);
    expect((await register(host, visit({ phone: '9000000002' }))).status).toBe(201);
    const third = await register(host, visit({ phone: '9000000003' }));
    expect([third.status, third.body.code]).toEqual([409, 'too_many']);
    const ahead = await register(host, visit({ from: ist(20, '10:00'), to: ist(20, '11:00') }));
    expect([ahead.status, ahead.body.code]).toEqual([409, 'too_far_ahead']);
    const past = await register(host, visit({ from: ist(-1, '10:00'), to: ist(-1, '11:00') }));
    expect([past.status, past.body.code]).toEqual([409, 'in_the_past']);
    const woman = await register(host, visit({ gender: 'female', from: ist(2, '10:00'), to: ist(2, '11:00') }));
    expect([woman.status, woman.body.code]).toEqual([409, 'other_gender']);
  });

  it('when a host has registered 20 visitors within the hour, then the next is 429 rate_limited and nothing is made', async () => {
    const host = await resident();
    await h.sql(
      `insert into public.visitor_passes (host_id, hostel_name, visitor_name, phone, email, relation, gender, purpose,
                                          from_at, to_at, status, created_by)
       select $1, 'Kanhar', 'Earlier Visitor', '9' || lpad(n::text, 9, '0'), 'e@example.com', 'friend', 'male', 'Visit',
              now() - interval '3 days', now() - interval '3 days' + interval '1 hour', 'active', $1
       from generate_series(1, 20) n`,
      [host.userId],
    );
    const limited = await register(host, visit({ phone: '9333333333' }));
    expect([limited.status, limited.body.code]).toEqual([429, 'rate_limited']);
    expect(
      await h.sql(`select 1 from public.visitor_passes where host_id = $1 and phone = '9333333333'`, [host.userId]),
    ).toHaveLength(0);
  });

  it('when a student holds no bed, then 403 no_bed; a bad body is 400 and names its field', async () => {
    const homeless = nextStudent();
    const refused = await register(homeless, visit());
    expect([refused.status, refused.body.code]).toEqual([403, 'no_bed']);
    const host = await resident();
    for (const [body, field] of [
      [visit({ phone: '12345' }), 'phone'],
      [visit({ to: visit().from }), 'to'],
      [visit({ relation: 'cousin' }), 'relation'],
      [visit({ email: undefined }), 'email'],
    ] as const) {
      const answer = await register(host, body);
      expect(answer.status, field).toBe(400);
      expect(String(answer.body.message), field).toContain(field);
    }
  });
});

describe('GET /visitors/mine, GET /visitors/rules and POST /visitors/:id/cancel', () => {
  it('when the host reads and cancels, then the pass shows cancelled; another student reads nothing of it and cannot cancel it', async () => {
    const host = await resident();
    const other = await resident();
    const pass = (await register(host, visit({ phone: '9111111111' }))).body;
    const mine = await h.call<{ passes: Answer[] }>('GET', '/visitors/mine', { token: host.token });
    expect(mine.body.passes.map((row) => row.id)).toEqual([pass.id]);
    const theirs = await h.call<{ passes: Answer[] }>('GET', '/visitors/mine', { token: other.token });
    expect(theirs.body.passes).toEqual([]);
    const stolen = await h.call<Answer>('POST', `/visitors/${String(pass.id)}/cancel`, { token: other.token });
    expect([stolen.status, stolen.body.code]).toEqual([404, 'not_found']);
    const cancelled = await h.call<Answer>('POST', `/visitors/${String(pass.id)}/cancel`, { token: host.token });
    expect([cancelled.status, cancelled.body.status]).toEqual([200, 'cancelled']);
    const again = await h.call<Answer>('POST', `/visitors/${String(pass.id)}/cancel`, { token: host.token });
    expect([again.status, again.body.status]).toEqual([200, 'cancelled']);
  });

  it('when the visitor has come in, then 409 entered', async () => {
    const host = await resident();
    const pass = (await register(host, visit({ phone: '9222222222' }))).body;
    await h.sql('update public.visitor_passes set entered_at = now() where id = $1', [pass.id]);
    const refused = await h.call<Answer>('POST', `/visitors/${String(pass.id)}/cancel`, { token: host.token });
    expect([refused.status, refused.body.code]).toEqual([409, 'entered']);
  });

  it('when a resident reads the rules, then their hostel’s rules show; without a bed, null', async () => {
    const host = await resident();
    const rules = await h.call<{ rules: Answer }>('GET', '/visitors/rules', { token: host.token });
    expect(rules.body.rules).toMatchObject({
      hostel_name: 'Kanhar',
      visit_from: '09:00',
      visit_to: '19:00',
      max_at_once: 2,
      days_ahead: 14,
      other_gender: false,
      blackouts: [],
    });
    const none = await h.call<{ rules: null }>('GET', '/visitors/rules', { token: nextStudent().token });
    expect(none.body.rules).toBeNull();
  });
});
