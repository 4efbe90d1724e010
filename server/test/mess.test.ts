// Mess registration over HTTP: a student reads their card and chooses while the window is open (refused when it is
// closed, when the mess is full or does not feed their hostel); the whole office saves messes, price lists and
// periods, other roles and students may not; malformed bodies are 400s that change nothing; the sweep settles.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMessSweep } from '../src/mess/settle-sweep.js';
import { Harness, studentPool, type Session } from './harness.js';

const MANAGER = { email: 'mess@hostel.local', password: 'mess-pass-2026' };
const HOUR = 3_600_000;

let h: Harness;
let staff: Session;
let manager: Session;
let nextStudent: () => Session;
let year = 2050;

interface Card {
  period: { id: number; open: boolean } | null;
  messes: Array<{ id: number; name: string; seats_left: number }>;
  registration: { mess_name: string; status: string; placed_by: string } | null;
  code?: string;
}

beforeAll(async () => {
  h = await Harness.start();
  staff = await h.createOfficeMember('mess-staff@test.hostel.local', 'staff');
  manager = await h.signIn(MANAGER.email, MANAGER.password);
  nextStudent = studentPool(await h.createStudents(8, 'mess'));
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

const post = <T = { id: number; code?: string }>(session: Session | null, path: string, body: unknown) =>
  h.call<T>('POST', path, { ...(session ? { token: session.token } : {}), body });

const periodBody = (overrides: Record<string, unknown> = {}) => {
  const y = year++;
  return {
    name: `Semester ${y}`,
    starts_on: `${y}-01-01`,
    ends_on: `${y}-05-31`,
    opens_at: new Date(Date.now() - HOUR).toISOString(),
    closes_at: new Date(Date.now() + HOUR).toISOString(),
    allocation: 'first_come',
    ...overrides,
  };
};

const messBody = (name: string, capacity: number) => ({
  name,
  caterer: 'Test Caterers',
  daily_rate_minor: 11000,
  guest_meal_minor: 6000,
  capacity,
  rebate_min_days: 3,
  rebate_notice_days: 2,
  hostels: [{ name: 'Kanhar', default: false }],
});

describe('the office', () => {
  it('when staff saves a mess, an extra and a period, then each is created; a clash is a 409 with its code', async () => {
    const mess = await post(staff, '/admin/mess/messes', messBody('Tapti Mess', 100));
    expect(mess.status).toBe(200);
    const edited = await post(staff, '/admin/mess/messes', { ...messBody('Tapti Mess', 120), id: mess.body.id });
    expect(edited.body).toEqual({ id: mess.body.id });
    const clash = await post(staff, '/admin/mess/messes', {
      ...messBody('Tapti Mess', 120),
      id: mess.body.id,
      hostels: [{ name: 'Kanhar', default: true }],
    });
    expect([clash.status, clash.body.code]).toEqual([409, 'default_taken']);
    const item = await post(staff, '/admin/mess/extras', {
      mess_id: mess.body.id,
      name: 'Kheer',
      price_minor: 3000,
      active: true,
    });
    expect(item.status).toBe(200);
    const period = await post(staff, '/admin/mess/periods', periodBody());
    expect(period.status).toBe(200);
    const taken = year - 1;
    const overlap = await post(staff, '/admin/mess/periods', {
      ...periodBody(),
      starts_on: `${taken}-03-01`,
      ends_on: `${taken}-06-30`,
    });
    expect([overlap.status, overlap.body.code]).toEqual([409, 'period_overlaps']);
  });

  it('when a mess manager or a student saves, then 403 and nothing changes', async () => {
    const student = nextStudent();
    for (const session of [manager, student]) {
      const res = await post(session, '/admin/mess/messes', messBody('Sneaky Mess', 10));
      expect([res.status, res.body.code]).toEqual([403, 'forbidden']);
      expect((await post(session, '/admin/mess/periods', periodBody())).status).toBe(403);
    }
    expect((await post(null, '/admin/mess/messes', messBody('Sneaky Mess', 10))).status).toBe(401);
    expect(await h.sql(`select 1 from public.messes where name = 'Sneaky Mess'`)).toEqual([]);
  });

  it('when a body is malformed, then 400 invalid_request and nothing is saved', async () => {
    const bad = [
      { ...messBody('Bad Mess', 0) },
      { ...messBody('Bad Mess', 10), daily_rate_minor: 12.5 },
      { ...messBody('Bad Mess', 10), hostels: [] },
      { ...messBody('Bad Mess', 10), hostels: [{ name: 'kanhar; drop', default: false }] },
      {
        ...messBody('Bad Mess', 10),
        hostels: [
          { name: 'Kanhar', default: false },
          { name: 'Kanhar', default: true },
        ],
      },
      { ...messBody('', 10) },
    ];
    for (const body of bad) {
      const res = await post(staff, '/admin/mess/messes', body);
      expect([res.status, res.body.code], JSON.stringify(body)).toEqual([400, 'invalid_request']);
    }
    for (const body of [
      periodBody({ allocation: 'raffle' }),
      periodBody({ ends_on: '2000-01-01' }),
      periodBody({ closes_at: new Date(Date.now() - 2 * HOUR).toISOString() }),
      periodBody({ starts_on: 'soon' }),
    ]) {
      expect((await post(staff, '/admin/mess/periods', body)).status, JSON.stringify(body)).toBe(400);
    }
    expect(
      (await post(staff, '/admin/mess/extras', { mess_id: 1, name: 'Free', price_minor: 0, active: true })).status,
    ).toBe(400);
    expect(await h.sql(`select 1 from public.messes where name = 'Bad Mess'`)).toEqual([]);
  });

  it("when a period's counts are read, then the manager sees only their mess and an unknown period is a 404", async () => {
    const { body } = await post(staff, '/admin/mess/periods', periodBody());
    const counts = await h.call<{ messes: Array<{ mess_name: string }> }>(
      'GET',
      `/admin/mess/periods/${body.id}/counts`,
      { token: manager.token },
    );
    expect(counts.status).toBe(200);
    expect(counts.body.messes.map((m) => m.mess_name)).toEqual(['Gopad Mess']);
    const all = await h.call<{ messes: unknown[] }>('GET', `/admin/mess/periods/${body.id}/counts`, {
      token: staff.token,
    });
    expect(all.body.messes.length).toBeGreaterThanOrEqual(3);
    expect((await h.call('GET', '/admin/mess/periods/999999/counts', { token: staff.token })).status).toBe(404);
    expect((await h.call('GET', `/admin/mess/periods/${body.id}/counts`, { token: nextStudent().token })).status).toBe(
      403,
    );
  });
});

describe('a student', () => {
  it('when the window is open, then they choose, see their seat, and a full mess or a foreign one is refused', async () => {
    const small = await post(staff, '/admin/mess/messes', messBody('Tiny Mess', 1));
    const period = await post(staff, '/admin/mess/periods', periodBody());
    const first = await resident();
    const second = await resident();
    expect(period.status).toBe(200);
    const card = await h.call<Card>('GET', '/mess/registration', { token: first.token });
    // The card shows the open window starting first: this file's periods are all open until the sweep test.
    const periodId = card.body.period!.id;
    expect(card.body.period?.open).toBe(true);
    expect(card.body.messes.map((m) => m.name)).toContain('Tiny Mess');
    const chosen = await post<Card>(first, '/mess/registration', { period_id: periodId, mess_id: small.body.id });
    expect(chosen.status).toBe(200);
    expect(chosen.body.registration).toMatchObject({ mess_name: 'Tiny Mess', status: 'registered' });
    const full = await post<Card>(second, '/mess/registration', { period_id: periodId, mess_id: small.body.id });
    expect([full.status, full.body.code]).toEqual([409, 'mess_full']);
    const indravati = (
      await h.sql<{ id: number }>(`select id::int as id from public.messes where name = 'Indravati Mess'`)
    )[0]!;
    const foreign = await post<Card>(second, '/mess/registration', { period_id: periodId, mess_id: indravati.id });
    expect([foreign.status, foreign.body.code]).toEqual([403, 'not_fed']);
    const homeless = await post<Card>(nextStudent(), '/mess/registration', {
      period_id: periodId,
      mess_id: small.body.id,
    });
    expect([homeless.status, homeless.body.code]).toEqual([403, 'no_bed']);
  });

  it('when the window has closed, then the choice is a 409 and the sweep places them in their default mess', async () => {
    const period = await post(staff, '/admin/mess/periods', periodBody());
    const student = await resident('Gopad');
    await h.sql(
      `update public.mess_periods set opens_at = now() - interval '2 hours', closes_at = now() - interval '1 minute'
       where id = $1`,
      [period.body.id],
    );
    const gopad = (
      await h.sql<{ id: number }>(`select id::int as id from public.messes where name = 'Gopad Mess'`)
    )[0]!;
    const late = await post<Card>(student, '/mess/registration', { period_id: period.body.id, mess_id: gopad.id });
    expect([late.status, late.body.code]).toEqual([409, 'window_closed']);
    const sweep = startMessSweep({ store: h.api.deps.store, logger: h.api.deps.logger }, 60_000);
    try {
      expect(await sweep.runOnce()).toBeGreaterThan(0);
    } finally {
      await sweep.stop();
    }
    const placed = await h.sql<{ placed_by: string; mess_id: number }>(
      'select placed_by, mess_id::int as mess_id from public.mess_registrations where period_id = $1 and user_id = $2',
      [period.body.id, student.userId],
    );
    expect(placed).toEqual([{ placed_by: 'default', mess_id: gopad.id }]);
  });

  it('when a choice is malformed, then 400; signed out, 401', async () => {
    const student = nextStudent();
    for (const body of [{}, { period_id: 'one', mess_id: 1 }, { period_id: 1, mess_id: -2 }, { period_id: 1 }]) {
      const res = await post(student, '/mess/registration', body);
      expect([res.status, res.body.code], JSON.stringify(body)).toEqual([400, 'invalid_request']);
    }
    expect((await h.call('GET', '/mess/registration')).status).toBe(401);
  });
});
