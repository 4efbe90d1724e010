// POST /admin/records over HTTP against both stand-ins: the office corrects a student's record with a reason, audited
// with only what changed; the database's refusals are 404, 409 and 403, and a bad body changes nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, Harness, studentPool, type Session } from './harness.js';

let h: Harness;
let admin: Session;
let staff: Session;
let nextStudent: () => Session;

const RECORD = {
  full_name: 'Ishaan Verma',
  roll_number: 'B23CS101',
  programme: 'btech',
  year: 2,
  phone: '9876501234',
  guardian_name: 'Meera Verma',
  guardian_relation: 'mother',
  guardian_email: 'meera.verma@example.com',
  guardian_phone: '9811122233',
  emergency_name: 'Arjun Verma',
  emergency_phone: '+447700900123',
};

beforeAll(async () => {
  h = await Harness.start();
  admin = await h.signIn(ADMIN.email, ADMIN.password);
  staff = await h.createOfficeMember('records-staff@test.hostel.local', 'staff');
  nextStudent = studentPool(await h.createStudents(6, 'records'));
});

afterAll(async () => {
  await h.close();
});

/** Gives the student a record of their own (test students may already have one: it is replaced). */
async function withRecord(student: Session, roll: string): Promise<void> {
  await h.sql('delete from public.student_records where user_id = $1', [student.userId]);
  await h.sql(
    `insert into public.student_records (user_id, full_name, roll_number, programme, year, phone, guardian_name,
       guardian_relation, guardian_email, guardian_phone, emergency_name, emergency_phone)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)`,
    [
      student.userId,
      RECORD.full_name,
      roll,
      RECORD.programme,
      RECORD.year,
      RECORD.phone,
      RECORD.guardian_name,
      RECORD.guardian_relation,
      RECORD.guardian_email,
      RECORD.guardian_phone,
      RECORD.emergency_name,
      RECORD.emergency_phone,
    ],
  );
}

async function recordOf(student: Session) {
  const [row] = await h.sql<{ full_name: string; roll_number: string; phone: string; corrected_by: string | null }>(
    'select full_name, roll_number, phone, corrected_by from public.student_records where user_id = $1',
    [student.userId],
  );
  return row;
}

async function corrections(student: Session) {
  return h.sql<{ actor_email: string; before: unknown; after: unknown; reason: string }>(
    "select actor_email, before, after, reason from public.audit_log where action = 'record.correct' and target_id = $1",
    [student.userId],
  );
}

describe('POST /admin/records', () => {
  it('when staff correct a name and phone with a reason, then only those change, named and audited once', async () => {
    const student = nextStudent();
    await withRecord(student, 'B23CS201');
    const res = await h.call<{ user_id: string; corrected_at: string }>('POST', '/admin/records', {
      token: staff.token,
      body: {
        user_id: student.userId,
        record: { ...RECORD, roll_number: ' b23cs201 ', full_name: 'Ishaan K. Verma', phone: '+91 98765 00000' },
        reason: 'Name as on the admission letter',
      },
    });
    expect(res.status).toBe(200);
    expect(new Date(res.body.corrected_at).toISOString()).toBe(res.body.corrected_at);
    expect(await recordOf(student)).toEqual({
      full_name: 'Ishaan K. Verma',
      roll_number: 'B23CS201',
      phone: '9876500000',
      corrected_by: 'records-staff@test.hostel.local',
    });
    expect(await corrections(student)).toEqual([
      {
        actor_email: 'records-staff@test.hostel.local',
        before: { full_name: 'Ishaan Verma', phone: '9876501234' },
        after: { full_name: 'Ishaan K. Verma', phone: '9876500000' },
        reason: 'Name as on the admission letter',
      },
    ]);
    const again = await h.call('POST', '/admin/records', {
      token: admin.token,
      body: {
        user_id: student.userId,
        record: { ...RECORD, roll_number: 'B23CS201', full_name: 'Ishaan K. Verma', phone: '9876500000' },
        reason: 'Checked again',
      },
    });
    expect(again.status).toBe(200);
    expect(await corrections(student)).toHaveLength(1);
  });

  it('when a student asks, a number is taken, there is no record or the body is wrong, then nothing changes', async () => {
    const student = nextStudent();
    const other = nextStudent();
    await withRecord(student, 'B23CS301');
    await withRecord(other, 'B23CS302');
    const body = { user_id: student.userId, record: { ...RECORD, roll_number: 'B23CS301' }, reason: 'Typo' };

    const asStudent = await h.call('POST', '/admin/records', { token: student.token, body });
    expect(asStudent.status).toBe(403);

    const taken = await h.call('POST', '/admin/records', {
      token: admin.token,
      body: { ...body, record: { ...body.record, roll_number: 'B23CS302' } },
    });
    expect(taken.status).toBe(409);
    expect(taken.body).toEqual({ message: 'Another student already has this roll number', code: 'roll_taken' });

    const format = await h.call('POST', '/admin/records', {
      token: admin.token,
      body: { ...body, record: { ...body.record, roll_number: 'B23#301' } },
    });
    expect(format.status).toBe(409);
    expect(format.body).toMatchObject({ code: 'roll_format' });

    const none = nextStudent();
    await h.sql('delete from public.student_records where user_id = $1', [none.userId]);
    const missing = await h.call('POST', '/admin/records', {
      token: admin.token,
      body: { ...body, user_id: none.userId },
    });
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ code: 'not_found' });

    for (const wrong of [
      { ...body, reason: '   ' },
      { ...body, record: { ...body.record, phone: '12345' } },
      { ...body, record: { ...body.record, programme: 'astrology' } },
      { ...body, record: { ...body.record, year: 9 } },
      { ...body, record: { ...body.record, guardian_email: 'not-an-address' } },
    ]) {
      const res = await h.call('POST', '/admin/records', { token: admin.token, body: wrong });
      expect(res.status).toBe(400);
    }
    expect(await recordOf(student)).toMatchObject({ full_name: 'Ishaan Verma', corrected_by: null });
    expect(await corrections(student)).toEqual([]);
  });
});
