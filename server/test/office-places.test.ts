// Roles scoped to places over HTTP: an admin grants one with its places (validated, read back), and a warden or a
// technician works only on the complaints of their hostels or trades, never on the whole office's own actions.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, Harness, studentPool, type Session } from './harness.js';

const WARDEN = { email: 'warden@hostel.local', password: 'warden-pass-2026' };
const TECHNICIAN = { email: 'technician@hostel.local', password: 'technician-pass-2026' };

let h: Harness;
let admin: Session;
let warden: Session;
let technician: Session;
let nextStudent: () => Session;

beforeAll(async () => {
  h = await Harness.start();
  admin = await h.signIn(ADMIN.email, ADMIN.password);
  warden = await h.signIn(WARDEN.email, WARDEN.password);
  technician = await h.signIn(TECHNICIAN.email, TECHNICIAN.password);
  nextStudent = studentPool(await h.createStudents(6, 'places'));
});

afterAll(async () => {
  await h.close();
});

const setRole = (body: Record<string, unknown>) => h.call('POST', '/admin/people/role', { token: admin.token, body });

/** A complaint raised by the student, as the complaint form files one. */
async function complaint(student: Session, type: string, category: string): Promise<number> {
  const [row] = await h.sql<{ id: number }>(
    `insert into public.complaints_table (complaint_type, complaint_category, complaint_description, urgency_level,
                                          email, user_id)
     values ($2, $3, 'Please send someone.', 'high', 'places@test.hostel.local', $1) returning id::int as id`,
    [student.userId, type, category],
  );
  return row!.id;
}

describe('POST /admin/people/role with places', () => {
  it('when an admin makes a student a warden of two hostels, then the role and places are read back and listed', async () => {
    const student = nextStudent();
    const res = await setRole({ user_id: student.userId, role: 'warden', places: ['Kanhar', 'Gopad'] });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ user_id: student.userId, role: 'warden', places: ['Gopad', 'Kanhar'] });
    const list = await h.call<{ people: Array<{ id: string; role: string; places: string[] }> }>(
      'POST',
      '/admin/people',
      { token: admin.token, body: { query: 'places-' } },
    );
    expect(list.body.people.find((person) => person.id === student.userId)).toMatchObject({
      role: 'warden',
      places: ['Gopad', 'Kanhar'],
    });
  });

  it('when an admin makes a student a mess manager, then their place is the mess by its name, not a hostel', async () => {
    const student = nextStudent();
    const refused = await setRole({ user_id: student.userId, role: 'mess_manager', places: ['Gopad'] });
    expect([refused.status, (refused.body as { code?: string }).code]).toEqual([400, 'unknown_place']);
    const res = await setRole({ user_id: student.userId, role: 'mess_manager', places: ['Gopad Mess'] });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ user_id: student.userId, role: 'mess_manager', places: ['Gopad Mess'] });
    const list = await h.call<{ people: Array<{ id: string; places: string[] }> }>('POST', '/admin/people', {
      token: admin.token,
      body: { query: student.email },
    });
    expect(list.body.people.find((person) => person.id === student.userId)?.places).toEqual(['Gopad Mess']);
  });

  it('when places are missing, unknown or given to a role without places, then 400 says which and nothing changes', async () => {
    const student = nextStudent();
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ role: 'technician' }, 'places_required'],
      [{ role: 'technician', places: ['welding'] }, 'unknown_place'],
      [{ role: 'guard', places: ['Atlantis'] }, 'unknown_place'],
      [{ role: 'staff', places: ['Kanhar'] }, 'invalid_request'],
      [{ role: 'dean' }, 'invalid_request'],
    ];
    for (const [body, code] of cases) {
      const res = await setRole({ user_id: student.userId, ...body });
      expect([res.status, (res.body as { code?: string }).code], JSON.stringify(body)).toEqual([400, code]);
    }
    const [row] = await h.sql<{ role: string | null }>(`select public.account_role($1) as role`, [student.userId]);
    expect(row?.role).toBeNull();
  });

  it('when a warden asks to change roles, then 403', async () => {
    const res = await h.call('POST', '/admin/people/role', {
      token: warden.token,
      body: { user_id: nextStudent().userId, role: 'warden', places: ['Indravati'] },
    });
    expect(res.status).toBe(403);
  });
});

describe('complaints by place', () => {
  it('when the plumbing technician starts a plumbing complaint, then it is theirs to start; a noise complaint is not', async () => {
    const student = nextStudent();
    const pipe = await complaint(student, 'facility-maintenance', 'plumbing-issue');
    const noise = await complaint(student, 'noise-disturbance', 'noise-neighbors');
    const start = (id: number) =>
      h.call('POST', '/admin/complaints/start', { token: technician.token, body: { complaint_id: id } });
    expect((await start(pipe)).status).toBe(200);
    const refused = await start(noise);
    expect([refused.status, (refused.body as { code?: string }).code]).toEqual([403, 'forbidden']);
    const reply = await h.call('POST', '/admin/complaints/reply', {
      token: technician.token,
      body: { complaint_id: noise, body: 'On my way' },
    });
    expect(reply.status).toBe(403);
    const assign = await h.call('POST', '/admin/complaints/assign', {
      token: technician.token,
      body: { complaint_id: pipe, staff_id: null },
    });
    expect(assign.status).toBe(403);
  });

  it("when Kanhar's warden resolves a complaint from a student who lives elsewhere, then 403 and it stays open", async () => {
    const student = nextStudent();
    const id = await complaint(student, 'noise-disturbance', 'noise-common-areas');
    const res = await h.call('POST', '/admin/resolve-complaint', { token: warden.token, body: { complaint_id: id } });
    expect(res.status).toBe(403);
    const [row] = await h.sql<{ resolved: boolean }>('select resolved from public.complaints_table where id = $1', [
      id,
    ]);
    expect(row?.resolved).toBe(false);
  });
});
