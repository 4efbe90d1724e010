// Admin login and resolving applications/complaints, over HTTP with real Supabase tokens.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, Harness, STUDENT, type Session } from './harness.js';

let h: Harness;
let admin: Session;
let student: Session;

beforeAll(async () => {
  h = await Harness.start();
  admin = await h.signIn(ADMIN.email, ADMIN.password);
  student = await h.signIn(STUDENT.email, STUDENT.password);
});

afterAll(async () => {
  await h.close();
});

async function newApplication(): Promise<string> {
  const [row] = await h.sql<{ application_id: string }>(
    `insert into public.application_table (application_type, description, email, user_id)
     values ('Room Change', 'Too noisy', $1, $2::uuid) returning application_id`,
    [student.email, student.userId],
  );
  if (!row) throw new Error('insert failed');
  return row.application_id;
}

async function newComplaint(): Promise<number> {
  const [row] = await h.sql<{ id: number }>(
    `insert into public.complaints_table (complaint_type, complaint_category, complaint_description, urgency_level, email, user_id)
     values ('internet-issue', 'slow-internet', 'Slow', 'low', $1, $2::uuid) returning id::int as id`,
    [student.email, student.userId],
  );
  if (!row) throw new Error('insert failed');
  return row.id;
}

describe('POST /admin/login', () => {
  it('when an admin signs in, then it answers the admin user and a working token', async () => {
    const res = await h.call<{
      user: Record<string, unknown>;
      token: string;
      refresh_token: string;
      expires_at: number;
    }>('POST', '/admin/login', { body: ADMIN });
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({ id: admin.userId, email: ADMIN.email, type: 'admin' });
    expect(res.body.user.user_metadata).toMatchObject({ full_name: 'Hostel Admin' });
    expect(res.body.refresh_token).toEqual(expect.any(String));
    expect(res.body.expires_at).toBeGreaterThan(Date.now() / 1000);
    const id = await newApplication();
    const resolved = await h.call('POST', '/admin/resolve-application', {
      token: res.body.token,
      body: { application_id: id },
    });
    expect(resolved.status).toBe(200);
  });

  it('when the password is wrong, then 401 with the Supabase message', async () => {
    const res = await h.call('POST', '/admin/login', { body: { email: ADMIN.email, password: 'wrong-password' } });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ message: 'Invalid login credentials', code: 'invalid_credentials' });
  });

  it('when a student uses the admin login, then 403 and no token', async () => {
    const res = await h.call('POST', '/admin/login', { body: STUDENT });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ message: 'This account does not have admin access', code: 'not_admin' });
  });

  it('when the body lacks a field, then 400 naming it', async () => {
    const res = await h.call('POST', '/admin/login', { body: { email: ADMIN.email } });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ message: 'password is required' });
  });

  it('when one IP keeps failing for one email, then the 11th attempt within 15 minutes gets 429', async () => {
    const creds = { email: 'nobody-here@hostel.local', password: 'guess' };
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await h.call('POST', '/admin/login', { body: creds })).status);
    expect(statuses.slice(0, 10)).toEqual(Array<number>(10).fill(401));
    expect(statuses[10]).toBe(429);
    const blocked = await h.call('POST', '/admin/login', { body: creds });
    expect(blocked.body).toMatchObject({ message: 'Too many login attempts. Please try again in 15 minutes.' });
    // Another account from the same IP is unaffected: the key is IP and email.
    expect((await h.call('POST', '/admin/login', { body: ADMIN })).status).toBe(200);
  });
});

describe('POST /admin/resolve-application', () => {
  it('when an admin resolves an application, then it is resolved once and a second call still answers 200', async () => {
    const id = await newApplication();
    const first = await h.call('POST', '/admin/resolve-application', {
      token: admin.token,
      body: { application_id: id },
    });
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ application_id: id, status: true });
    const [row] = await h.sql<{ status: boolean; resolved_by: string; resolved_at: Date }>(
      'select status, resolved_by, resolved_at from public.application_table where application_id = $1',
      [id],
    );
    expect(row).toMatchObject({ status: true, resolved_by: ADMIN.email });
    const second = await h.call('POST', '/admin/resolve-application', {
      token: admin.token,
      body: { application_id: id },
    });
    expect(second.status).toBe(200);
    const [again] = await h.sql<{ resolved_at: Date }>(
      'select resolved_at from public.application_table where application_id = $1',
      [id],
    );
    expect(again?.resolved_at.getTime()).toBe(row?.resolved_at.getTime());
  });

  it('when there is no token, then 401', async () => {
    const res = await h.call('POST', '/admin/resolve-application', { body: { application_id: 'ABC' } });
    expect(res.status).toBe(401);
    expect(res.body).toHaveProperty('message');
  });

  it('when a student calls it, then 403 and nothing changes', async () => {
    const id = await newApplication();
    const res = await h.call('POST', '/admin/resolve-application', {
      token: student.token,
      body: { application_id: id },
    });
    expect(res.status).toBe(403);
    const [row] = await h.sql<{ status: boolean }>(
      'select status from public.application_table where application_id = $1',
      [id],
    );
    expect(row?.status).toBe(false);
  });

  it('when the application does not exist, then 404', async () => {
    const res = await h.call('POST', '/admin/resolve-application', {
      token: admin.token,
      body: { application_id: 'FFFFFFFFFFFFFFFF' },
    });
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ message: 'Application not found' });
  });

  it('when application_id is missing or not a string, then 400 naming it', async () => {
    const missing = await h.call('POST', '/admin/resolve-application', { token: admin.token, body: {} });
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({ message: 'application_id is required' });
    const wrongType = await h.call('POST', '/admin/resolve-application', {
      token: admin.token,
      body: { application_id: 7 },
    });
    expect(wrongType.status).toBe(400);
    expect(wrongType.body).toMatchObject({ message: 'application_id must be a string' });
  });
});

describe('POST /admin/resolve-complaint', () => {
  it('when an admin resolves a complaint given as a number or a numeric string, then 200 both times', async () => {
    const id = await newComplaint();
    const first = await h.call('POST', '/admin/resolve-complaint', { token: admin.token, body: { complaint_id: id } });
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ complaint_id: id, resolved: true });
    const second = await h.call('POST', '/admin/resolve-complaint', {
      token: admin.token,
      body: { complaint_id: String(id) },
    });
    expect(second.status).toBe(200);
    const [row] = await h.sql<{ resolved: boolean }>('select resolved from public.complaints_table where id = $1', [
      id,
    ]);
    expect(row?.resolved).toBe(true);
  });

  it('when the complaint does not exist, then 404', async () => {
    const res = await h.call('POST', '/admin/resolve-complaint', {
      token: admin.token,
      body: { complaint_id: 999999 },
    });
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ message: 'Complaint not found' });
  });

  it('when complaint_id is not a positive integer, then 400', async () => {
    for (const complaint_id of [0, -3, 1.5, 5e-324, 2 ** 53, 'abc', null]) {
      const res = await h.call('POST', '/admin/resolve-complaint', { token: admin.token, body: { complaint_id } });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ message: 'complaint_id must be a positive integer' });
    }
  });

  it('when a student calls it, then 403', async () => {
    const id = await newComplaint();
    const res = await h.call('POST', '/admin/resolve-complaint', { token: student.token, body: { complaint_id: id } });
    expect(res.status).toBe(403);
  });
});
