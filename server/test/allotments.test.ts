// The allotment routes over HTTP against both stand-ins: the office allots and moves by the names it gives beds, a
// warden only within their hostels, students not at all; an allotment list is refused whole with its bad rows named,
// then applied whole; malformed bodies and lists are 400s that change nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, Harness, studentPool, type Session } from './harness.js';

const WARDEN = { email: 'warden@hostel.local', password: 'warden-pass-2026' };

let h: Harness;
let staff: Session;
let warden: Session;
let nextStudent: () => Session;

beforeAll(async () => {
  h = await Harness.start();
  staff = await h.createOfficeMember('allotments-staff@test.hostel.local', 'staff');
  warden = await h.signIn(WARDEN.email, WARDEN.password);
  nextStudent = studentPool(await h.createStudents(13, 'allotments'));
});

afterAll(async () => {
  await h.close();
});

interface Bed {
  hostel: string;
  wing: string;
  room: number;
  bed: 'A' | 'B';
}

/** Bed A of each of `count` vacant single rooms of the hostel, by name. */
async function vacantBeds(hostel: string, count: number, skip = 0): Promise<Bed[]> {
  const rooms = await h.sql<{ wing: string; room: number }>(
    `select r.wing_name as wing, r.room_number as room from public.hostel_room r
     where r.hostel_name = $1 and r.occupancy = 1 and not r.out_of_service
       and not exists (select 1 from public.beds b where b.room_id = r.id and (b.occupied or b.held_by is not null))
     order by r.id desc offset $3 limit $2`,
    [hostel, count, skip],
  );
  return rooms.map((room) => ({ hostel, ...room, bed: 'A' }));
}

const rollOf = async (student: Session) =>
  (
    await h.sql<{ roll_number: string }>('select roll_number from public.student_records where user_id = $1', [
      student.userId,
    ])
  )[0]!.roll_number;

const change = (session: Session, body: Record<string, unknown>) =>
  h.call<{ bed: { name: string } | null; code?: string }>('POST', '/admin/allotments', { token: session.token, body });

const importList = (session: Session, csv: string, apply: boolean) =>
  h.call<{ rows: Array<{ line: number; ok: boolean; problem?: string }>; applied: boolean; code?: string }>(
    'POST',
    '/admin/allotments/import',
    { token: session.token, body: { csv, apply } },
  );

describe('POST /admin/allotments', () => {
  it('when staff allots and the warden moves within Kanhar, then the answers name the bed as the office does', async () => {
    const student = nextStudent();
    const [first, second] = await vacantBeds('Kanhar', 2);
    const allotted = await change(staff, { action: 'allot', user_id: student.userId, bed: first });
    expect(allotted.status).toBe(200);
    expect(allotted.body.bed?.name).toBe(`Kanhar ${first!.wing}-${first!.room} bed A`);
    const moved = await change(warden, {
      action: 'move',
      user_id: student.userId,
      bed: { ...second, wing: second!.wing.toLowerCase(), room: String(second!.room) },
      reason: 'Room change approved',
    });
    expect(moved.status).toBe(200);
    expect(moved.body.bed?.name).toBe(`Kanhar ${second!.wing}-${second!.room} bed A`);
  });

  it('when the warden reaches into Indravati or a student tries, then 403 and nothing moves', async () => {
    const student = nextStudent();
    const [kanhar] = await vacantBeds('Kanhar', 1, 5);
    const [indravati] = await vacantBeds('Indravati', 1);
    expect((await change(staff, { action: 'allot', user_id: student.userId, bed: kanhar })).status).toBe(200);
    const refused = await change(warden, { action: 'move', user_id: student.userId, bed: indravati });
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('forbidden');
    const byStudent = await change(nextStudent(), { action: 'end', user_id: student.userId, reason: 'Mine now' });
    expect(byStudent.status).toBe(403);
    const [bed] = await h.sql<{ n: number }>('select count(*)::int as n from public.beds where occupant_id = $1', [
      student.userId,
    ]);
    expect(bed?.n).toBe(1);
  });

  it('when the body is malformed, the bed unknown or the student housed, then 400, 404 and 409 say which', async () => {
    const student = nextStudent();
    const [bed, other] = await vacantBeds('Kanhar', 2, 10);
    expect((await change(staff, { action: 'allot', user_id: student.userId, bed: { ...bed, bed: 'C' } })).status).toBe(
      400,
    );
    expect((await change(staff, { action: 'end', user_id: student.userId })).status).toBe(400);
    expect((await change(staff, { action: 'evict', user_id: student.userId })).status).toBe(400);
    const unknown = await change(staff, { action: 'allot', user_id: student.userId, bed: { ...bed, room: 99_999 } });
    expect([unknown.status, unknown.body.code]).toEqual([404, 'room_not_found']);
    expect((await change(staff, { action: 'allot', user_id: student.userId, bed })).status).toBe(200);
    const twice = await change(staff, { action: 'allot', user_id: student.userId, bed: other });
    expect([twice.status, twice.body.code]).toEqual([409, 'already_housed']);
  });
});

describe('POST /admin/allotments/rule', () => {
  it("when Gopad's allotments are paid, then allotting there offers the bed to pay for; only an admin sets the rule", async () => {
    const admin = await h.signIn(ADMIN.email, ADMIN.password);
    const rule = (session: Session, value: string) =>
      h.call('POST', '/admin/allotments/rule', { token: session.token, body: { hostel: 'Gopad', rule: value } });
    expect((await rule(staff, 'paid')).status).toBe(403);
    expect((await rule(admin, 'sometimes')).status).toBe(400);
    expect((await rule(admin, 'paid')).body).toEqual({ hostel: 'Gopad', rule: 'paid' });
    try {
      const student = nextStudent();
      const [bed] = await vacantBeds('Gopad', 1);
      const offered = await h.call<{ bed: unknown; offer: { bed: { name: string }; expires_at: string } | null }>(
        'POST',
        '/admin/allotments',
        { token: staff.token, body: { action: 'allot', user_id: student.userId, bed } },
      );
      expect(offered.status).toBe(200);
      expect(offered.body.bed).toBeNull();
      expect(offered.body.offer?.bed.name).toBe(`Gopad ${bed!.wing}-${bed!.room} bed A`);
      expect(Date.parse(offered.body.offer?.expires_at ?? '') - Date.now()).toBeGreaterThan(47 * 3_600_000);
    } finally {
      expect((await rule(admin, 'final')).status).toBe(200);
    }
  });
});

describe('POST /admin/allotments/import', () => {
  it('when a list has bad rows, then nothing is applied and each is named; fixed, the whole list is applied', async () => {
    const students = [nextStudent(), nextStudent(), nextStudent()];
    const rolls = await Promise.all(students.map(rollOf));
    const beds = await vacantBeds('Kanhar', 3, 20);
    const line = (roll: string, bed: Bed) => `${roll},${bed.hostel},${bed.wing},${bed.room},${bed.bed}`;
    const header = 'roll_number,hostel,wing,room,bed';
    const bad = [header, line(rolls[0]!, beds[0]!), line('NOSUCH01', beds[1]!), `${rolls[2]},Kanhar,A`].join('\r\n');
    const refused = await importList(staff, bad, true);
    expect(refused.status).toBe(200);
    expect(refused.body).toEqual({
      rows: [
        { line: 2, ok: true },
        { line: 3, ok: false, problem: 'unknown_student' },
        { line: 4, ok: false, problem: 'incomplete_row' },
      ],
      applied: false,
    });
    const housed = () =>
      h.sql('select 1 from public.beds where occupant_id = any($1::uuid[])', [students.map((s) => s.userId)]);
    expect(await housed()).toHaveLength(0);
    const good = `\uFEFF${[header, ...rolls.map((roll, i) => line(roll.toLowerCase(), beds[i]!))].join('\n')}\n`;
    const applied = await importList(staff, good, true);
    expect(applied.body.applied).toBe(true);
    expect(await housed()).toHaveLength(3);
  });

  it('when the list is not CSV, lacks the header or reaches beyond the warden, then it is refused', async () => {
    expect((await importList(staff, 'name;room\nAarav;103', false)).status).toBe(400);
    expect((await importList(staff, 'roll_number,hostel,wing,room,bed\n"unterminated', false)).status).toBe(400);
    const [indravati] = await vacantBeds('Indravati', 1, 3);
    const roll = await rollOf(nextStudent());
    const answer = await importList(
      warden,
      `roll_number,hostel,wing,room,bed\n${roll},Indravati,${indravati!.wing},${indravati!.room},A`,
      true,
    );
    expect(answer.body).toEqual({ rows: [{ line: 2, ok: false, problem: 'forbidden' }], applied: false });
  });
});

describe('POST /admin/allotments/students', () => {
  it("when the warden looks for a student, then the unhoused and Kanhar's residents are found, no other hostel's", async () => {
    const unhoused = nextStudent();
    const elsewhere = nextStudent();
    const [bed] = await vacantBeds('Indravati', 1, 6);
    await h.declare(elsewhere.userId, { gender: 'female', married: false });
    expect((await change(staff, { action: 'allot', user_id: elsewhere.userId, bed })).status).toBe(200);
    const find = async (student: Session) =>
      (
        await h.call<{ students: Array<{ user_id: string }> }>('POST', '/admin/allotments/students', {
          token: warden.token,
          body: { query: await rollOf(student) },
        })
      ).body.students.map((found) => found.user_id);
    expect(await find(unhoused)).toEqual([unhoused.userId]);
    expect(await find(elsewhere)).toEqual([]);
  });
});
