// POST /admin/people/access over HTTP against both stand-ins: the office role an account asked for at sign-up is granted
// (the role set, then the request closed) or refused, once, by an admin only, each audited.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, Harness, studentPool, type Session } from './harness.js';

let h: Harness;
let admin: Session;
let staff: Session;
let nextStudent: () => Session;

beforeAll(async () => {
  h = await Harness.start();
  admin = await h.signIn(ADMIN.email, ADMIN.password);
  staff = await h.createOfficeMember('access-staff@test.hostel.local', 'staff');
  nextStudent = studentPool(await h.createStudents(4, 'office-access'));
});

afterAll(async () => {
  await h.close();
});

/** The account asks for `role`, as choosing hr or admin at sign-up does. */
async function asks(student: Session, role: 'staff' | 'admin'): Promise<number> {
  const [row] = await h.sql<{ id: number }>(
    'insert into public.office_access_requests (user_id, requested_role) values ($1, $2) returning id::int as id',
    [student.userId, role],
  );
  if (!row) throw new Error('no request');
  return row.id;
}

async function stateOf(student: Session, requestId: number) {
  const [row] = await h.sql<{ role: string | null; status: string; decided_by: string | null }>(
    `select public.account_role($1) as role, r.status, r.decided_by
     from public.office_access_requests r where r.id = $2`,
    [student.userId, requestId],
  );
  return row;
}

async function auditedActions(student: Session): Promise<string[]> {
  const rows = await h.sql<{ action: string }>(
    "select action from public.audit_log where target_type = 'user' and target_id = $1 order by id",
    [student.userId],
  );
  return rows.map((row) => row.action);
}

describe('POST /admin/people/access', () => {
  it('when an admin grants a request for staff, then the account is staff, the request closed and both audited', async () => {
    const student = nextStudent();
    const id = await asks(student, 'staff');
    const res = await h.call('POST', '/admin/people/access', {
      token: admin.token,
      body: { request_id: id, grant: true },
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ request_id: id, user_id: student.userId, status: 'granted', role: 'staff' });
    expect(await stateOf(student, id)).toEqual({ role: 'staff', status: 'granted', decided_by: ADMIN.email });
    expect(await auditedActions(student)).toEqual(['person.set_role', 'person.grant_access']);

    const again = await h.call('POST', '/admin/people/access', {
      token: admin.token,
      body: { request_id: id, grant: false },
    });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: 'already_decided' });
    expect(await stateOf(student, id)).toEqual({ role: 'staff', status: 'granted', decided_by: ADMIN.email });
  });

  it('when an admin refuses, then the account stays a student and the refusal is audited', async () => {
    const student = nextStudent();
    const id = await asks(student, 'admin');
    const res = await h.call('POST', '/admin/people/access', {
      token: admin.token,
      body: { request_id: id, grant: false },
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ request_id: id, user_id: student.userId, status: 'refused', role: null });
    expect(await stateOf(student, id)).toEqual({ role: null, status: 'refused', decided_by: ADMIN.email });
    expect(await auditedActions(student)).toEqual(['person.refuse_access']);
  });

  it('when staff or the requester ask, or the request does not exist, then nothing changes', async () => {
    const student = nextStudent();
    const id = await asks(student, 'admin');
    for (const token of [staff.token, student.token]) {
      const res = await h.call('POST', '/admin/people/access', { token, body: { request_id: id, grant: true } });
      expect(res.status).toBe(403);
    }
    const missing = await h.call('POST', '/admin/people/access', {
      token: admin.token,
      body: { request_id: 999_999, grant: true },
    });
    expect(missing.status).toBe(404);
    const wrong = await h.call('POST', '/admin/people/access', { token: admin.token, body: { request_id: id } });
    expect(wrong.status).toBe(400);
    expect(await stateOf(student, id)).toEqual({ role: null, status: 'pending', decided_by: null });
    expect(await auditedActions(student)).toEqual([]);
  });
});
