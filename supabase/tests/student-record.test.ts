// Who a student is, as the office knows them: the student fills in their record once (create_my_student_record), reads
// only their own, and only the office corrects it, with a reason and one audit row (correct_student_record, through
// the server). A hold needs the record after the declaration. Through supabase-js, on PGlite and PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '@campus-hostel/emulators/testing';
import { ENGINES, startProject, type TestProject } from './project';

const ADMIN = { id: '00000000-0000-4000-8000-00000000a001', email: 'admin@hostel.local', password: 'admin-pass-2026' };
const STAFF = { id: '00000000-0000-4000-8000-00000000a002', email: 'staff@hostel.local', password: 'staff-pass-2026' };
const DEFAULT_PATTERN = '^[A-Z0-9/-]{4,20}$';

/**
 * What a student fills in, as create_my_student_record's arguments but for the roll number; correct_student_record
 * takes the same, and the student, the reason and the actor.
 */
const RECORD = {
  p_full_name: 'Priya Patel',
  p_programme: 'msc',
  p_year: 1,
  p_phone: '9876501234',
  p_guardian_name: 'Kiran Patel',
  p_guardian_relation: 'mother',
  p_guardian_email: 'kiran.patel@example.com',
  p_guardian_phone: '+447700900123',
  p_emergency_name: 'Vikram Patel',
  p_emergency_phone: '9123456780',
};

/** The record as the table stores RECORD, for comparing rows. */
const STORED = {
  full_name: 'Priya Patel',
  programme: 'msc',
  year: 1,
  phone: '9876501234',
  guardian_name: 'Kiran Patel',
  guardian_relation: 'mother',
  guardian_email: 'kiran.patel@example.com',
  guardian_phone: '+447700900123',
  emergency_name: 'Vikram Patel',
  emergency_phone: '9123456780',
};

interface AuditRow extends Record<string, unknown> {
  actor_id: string | null;
  actor_email: string;
  action: string;
  target_type: string;
  target_id: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  reason: string | null;
}

describe.each(ENGINES)('student records on %s', (engine) => {
  let project: TestProject;
  let service: TestClient;
  let staff: TestClient;
  let admin: TestClient;
  let rolls = 0;

  /** A roll number nobody holds yet, in the default format. */
  const newRoll = () => `R${Date.now().toString(36)}${(rolls++).toString(36)}`.toUpperCase();

  const signedIn = async (creds: { email: string; password: string }) => {
    const client = project.client();
    const { error } = await client.auth.signInWithPassword(creds);
    if (error) throw error;
    return client;
  };

  /** A signed-up student who has filled in RECORD with a fresh roll number through the RPC. */
  async function recordedStudent(label: string) {
    const student = await project.newStudent(label);
    const roll = newRoll();
    const { data, error } = await student.client.rpc('create_my_student_record', { ...RECORD, p_roll_number: roll });
    expect(error).toBeNull();
    expect(data).toBe('created');
    return { ...student, roll };
  }

  const storedRecord = async (userId: string) =>
    (
      await project.sql(
        `select full_name, roll_number, programme, year::int as year, phone, guardian_name, guardian_relation,
                guardian_email, guardian_phone, emergency_name, emergency_phone, corrected_at, corrected_by
         from public.student_records where user_id = $1`,
        [userId],
      )
    )[0];

  /** The service role's call of correct_student_record, as the server makes it, and the audit rows written meanwhile. */
  async function correct(args: Record<string, unknown>) {
    const [last] = await project.sql<{ id: number }>('select coalesce(max(id), 0)::int as id from public.audit_log');
    const { data, error } = await service.rpc('correct_student_record', args);
    expect(error).toBeNull();
    const rows = await project.sql<AuditRow>(
      `select actor_id::text as actor_id, actor_email, action, target_type, target_id, before, after, reason
       from public.audit_log where id > $1 order by id`,
      [last?.id ?? 0],
    );
    const [answer] = data as Array<{ outcome: string; corrected_at: string | null }>;
    return { answer, rows };
  }

  beforeAll(async () => {
    project = await startProject(engine);
    service = project.service;
    staff = await signedIn(STAFF);
    admin = await signedIn(ADMIN);
  }, 120_000);

  afterAll(async () => {
    await project.close();
  });

  it('when a student fills in their record, then it is stored once: a second call answers exists and changes nothing', async () => {
    const { client, id } = await project.newStudent('record-once');
    const roll = newRoll();
    const first = await client.rpc('create_my_student_record', { ...RECORD, p_roll_number: roll });
    expect(first.error).toBeNull();
    expect(first.data).toBe('created');
    const second = await client.rpc('create_my_student_record', {
      ...RECORD,
      p_full_name: 'Somebody Else',
      p_roll_number: newRoll(),
    });
    expect(second.error).toBeNull();
    expect(second.data).toBe('exists');
    expect(await storedRecord(id)).toEqual({
      ...STORED,
      roll_number: roll,
      corrected_at: null,
      corrected_by: null,
    });
  });

  it('when the roll number comes in lower case with spaces around it, then it is stored upper-cased and trimmed', async () => {
    const { client, id } = await project.newStudent('record-case');
    const roll = newRoll();
    const { data } = await client.rpc('create_my_student_record', {
      ...RECORD,
      p_full_name: '  Priya Patel ',
      p_guardian_email: ' Kiran.Patel@Example.com ',
      p_roll_number: `  ${roll.toLowerCase()} `,
    });
    expect(data).toBe('created');
    expect(await storedRecord(id)).toMatchObject({
      roll_number: roll,
      full_name: 'Priya Patel',
      guardian_email: 'kiran.patel@example.com',
    });
  });

  it('when the roll number is another student’s, then roll_taken and nothing is stored', async () => {
    const holder = await recordedStudent('record-holder');
    const { client, id } = await project.newStudent('record-taker');
    const { data, error } = await client.rpc('create_my_student_record', {
      ...RECORD,
      p_roll_number: ` ${holder.roll.toLowerCase()}`,
    });
    expect(error).toBeNull();
    expect(data).toBe('roll_taken');
    expect(await storedRecord(id)).toBeUndefined();
  });

  it('when the roll number does not follow the institute’s format, then roll_format and nothing is stored', async () => {
    const { client, id } = await project.newStudent('record-format');
    // Too short for the default pattern.
    expect((await client.rpc('create_my_student_record', { ...RECORD, p_roll_number: 'AB1' })).data).toBe(
      'roll_format',
    );
    await project.sql('update public.institute_settings set roll_number_pattern = $1', ['^[0-9]{2}[A-Z]{2}[0-9]{3}$']);
    try {
      // The default format takes it; the institute's stricter one does not.
      const refused = await client.rpc('create_my_student_record', { ...RECORD, p_roll_number: newRoll() });
      expect(refused.error).toBeNull();
      expect(refused.data).toBe('roll_format');
      expect(await storedRecord(id)).toBeUndefined();
    } finally {
      await project.sql('update public.institute_settings set roll_number_pattern = $1', [DEFAULT_PATTERN]);
    }
    expect((await client.rpc('create_my_student_record', { ...RECORD, p_roll_number: newRoll() })).data).toBe(
      'created',
    );
  });

  it('when a phone is not an Indian mobile number, then the table’s check refuses it with 23514 and nothing is stored', async () => {
    const { client, id } = await project.newStudent('record-phone');
    for (const phone of ['12345', '5876543210', '98765432100']) {
      const { data, error } = await client.rpc('create_my_student_record', {
        ...RECORD,
        p_phone: phone,
        p_roll_number: newRoll(),
      });
      expect(error?.code).toBe('23514');
      expect(data).toBeNull();
    }
    const abroad = await client.rpc('create_my_student_record', {
      ...RECORD,
      p_emergency_phone: '+4477',
      p_roll_number: newRoll(),
    });
    expect(abroad.error?.code).toBe('23514');
    expect(await storedRecord(id)).toBeUndefined();
  });

  it('when a visitor calls create_my_student_record, then it is refused', async () => {
    const visitor = project.client();
    const { data, error } = await visitor.rpc('create_my_student_record', { ...RECORD, p_roll_number: newRoll() });
    expect(error?.code).toBe('42501');
    expect(data).toBeNull();
  });

  it('when students read student_records, then each sees only their own row', async () => {
    const one = await recordedStudent('record-reader');
    const two = await recordedStudent('record-other');
    const own = await one.client.from('student_records').select('user_id, roll_number');
    expect(own.error).toBeNull();
    expect(own.data).toEqual([{ user_id: one.id, roll_number: one.roll }]);
    const peek = await one.client.from('student_records').select('user_id').eq('user_id', two.id);
    expect(peek.error).toBeNull();
    expect(peek.data).toEqual([]);
    expect((await project.client().from('student_records').select('user_id')).data ?? []).toEqual([]);
  });

  it('when a student writes student_records or institute_settings directly, then it is refused and nothing changes', async () => {
    const { client, id, roll } = await recordedStudent('record-writer');
    const other = await project.newStudent('record-forged');

    const inserted = await client
      .from('student_records')
      .insert({ ...STORED, user_id: other.id, roll_number: newRoll() });
    expect(inserted.error?.code).toBe('42501');
    const updated = await client.from('student_records').update({ full_name: 'Changed Name' }).eq('user_id', id);
    expect(updated.error?.code).toBe('42501');
    const deleted = await client.from('student_records').delete().eq('user_id', id);
    expect(deleted.error?.code).toBe('42501');
    expect(await storedRecord(id)).toMatchObject({ full_name: STORED.full_name, roll_number: roll });
    expect(await storedRecord(other.id)).toBeUndefined();

    // Everyone reads the institute's format; nobody but the service role changes it.
    const settings = await client.from('institute_settings').select('roll_number_pattern').single();
    expect(settings.data).toEqual({ roll_number_pattern: DEFAULT_PATTERN });
    for (const c of [client, admin]) {
      const changed = await c.from('institute_settings').update({ roll_number_pattern: '.*' }).eq('id', true);
      expect(changed.error?.code).toBe('42501');
    }
    const [row] = await project.sql<{ roll_number_pattern: string }>(
      'select roll_number_pattern from public.institute_settings',
    );
    expect(row?.roll_number_pattern).toBe(DEFAULT_PATTERN);
  });

  it('when staff or an admin read student_records, then they see every student’s record', async () => {
    const one = await recordedStudent('record-office-one');
    const two = await recordedStudent('record-office-two');
    for (const office of [staff, admin]) {
      const { data, error } = await office
        .from('student_records')
        .select('user_id, roll_number')
        .in('user_id', [one.id, two.id])
        .order('roll_number');
      expect(error).toBeNull();
      expect(data).toEqual([
        { user_id: one.id, roll_number: one.roll },
        { user_id: two.id, roll_number: two.roll },
      ]);
    }
  });

  it('when a signed-in account calls correct_student_record, then it is refused, the office’s included: only the server corrects', async () => {
    const student = await recordedStudent('record-self-correct');
    const args = {
      p_user_id: student.id,
      ...RECORD,
      p_roll_number: student.roll,
      p_full_name: 'Forged Name',
      p_reason: 'I say so',
      p_actor_id: ADMIN.id,
      p_actor_email: ADMIN.email,
    };
    for (const c of [student.client, staff, admin, project.client()]) {
      const { error } = await c.rpc('correct_student_record', args);
      expect(error?.code).toBe('42501');
    }
    expect(await storedRecord(student.id)).toMatchObject({ full_name: STORED.full_name, corrected_at: null });
  });

  it('when the office corrects a record through the server, then the changed fields are saved, it says who and when, and one audit row holds only what changed and why', async () => {
    const student = await recordedStudent('record-correct');
    const { answer, rows } = await correct({
      p_user_id: student.id,
      ...RECORD,
      p_roll_number: student.roll.toLowerCase(),
      // Spelt differently but the same once trimmed and lower-cased: not a change.
      p_guardian_email: ' KIRAN.PATEL@example.com ',
      p_full_name: ' Priya Patel ',
      p_year: 2,
      p_phone: '8765432109',
      p_reason: '  Promoted to the second year; new phone  ',
      p_actor_id: STAFF.id,
      p_actor_email: 'whoever@the.token.says',
    });
    expect(answer?.outcome).toBe('corrected');
    expect(answer?.corrected_at).not.toBeNull();
    const stored = await storedRecord(student.id);
    expect(stored).toMatchObject({
      ...STORED,
      roll_number: student.roll,
      year: 2,
      phone: '8765432109',
      corrected_by: STAFF.email,
    });
    expect(new Date(stored?.corrected_at as Date | string).getTime()).toBe(
      new Date(answer?.corrected_at as string).getTime(),
    );
    expect(rows).toEqual([
      {
        actor_id: STAFF.id,
        actor_email: STAFF.email,
        action: 'record.correct',
        target_type: 'user',
        target_id: student.id,
        before: { year: 1, phone: '9876501234' },
        after: { year: 2, phone: '8765432109' },
        reason: 'Promoted to the second year; new phone',
      },
    ]);
    // The student sees the correction.
    const seen = await student.client.from('student_records').select('year, corrected_by').single();
    expect(seen.data).toEqual({ year: 2, corrected_by: STAFF.email });
  });

  it('when the office corrects without a reason, then reason_required and nothing changes', async () => {
    const student = await recordedStudent('record-no-reason');
    for (const reason of ['', '   ', null]) {
      const { answer, rows } = await correct({
        p_user_id: student.id,
        ...RECORD,
        p_roll_number: student.roll,
        p_year: 3,
        p_reason: reason,
        p_actor_id: ADMIN.id,
        p_actor_email: ADMIN.email,
      });
      expect(answer).toEqual({ outcome: 'reason_required', corrected_at: null });
      expect(rows).toEqual([]);
    }
    expect(await storedRecord(student.id)).toMatchObject({ year: 1, corrected_at: null, corrected_by: null });
  });

  it('when the actor is not of the office, then forbidden and nothing changes', async () => {
    const student = await recordedStudent('record-forbidden');
    const stranger = await project.newStudent('record-stranger');
    for (const actor of [student.id, stranger.id, '00000000-0000-4000-8000-000000000000']) {
      const { answer, rows } = await correct({
        p_user_id: student.id,
        ...RECORD,
        p_roll_number: student.roll,
        p_year: 3,
        p_reason: 'Looks wrong to me',
        p_actor_id: actor,
        p_actor_email: ADMIN.email,
      });
      expect(answer).toEqual({ outcome: 'forbidden', corrected_at: null });
      expect(rows).toEqual([]);
    }
    expect(await storedRecord(student.id)).toMatchObject({ year: 1, corrected_at: null });
  });

  it('when a correction changes nothing, then it answers corrected but writes no audit row and no correction mark', async () => {
    const student = await recordedStudent('record-same');
    const { answer, rows } = await correct({
      p_user_id: student.id,
      ...RECORD,
      p_roll_number: ` ${student.roll.toLowerCase()} `,
      p_reason: 'Checked against the admission form',
      p_actor_id: ADMIN.id,
      p_actor_email: ADMIN.email,
    });
    expect(answer).toEqual({ outcome: 'corrected', corrected_at: null });
    expect(rows).toEqual([]);
    expect(await storedRecord(student.id)).toMatchObject({ corrected_at: null, corrected_by: null });
  });

  it('when a correction gives the record another student’s roll number, then roll_taken and nothing changes', async () => {
    const holder = await recordedStudent('record-roll-holder');
    const student = await recordedStudent('record-roll-correct');
    const { answer, rows } = await correct({
      p_user_id: student.id,
      ...RECORD,
      p_roll_number: holder.roll.toLowerCase(),
      p_reason: 'Typo in the roll number',
      p_actor_id: ADMIN.id,
      p_actor_email: ADMIN.email,
    });
    expect(answer).toEqual({ outcome: 'roll_taken', corrected_at: null });
    expect(rows).toEqual([]);
    expect(await storedRecord(student.id)).toMatchObject({ roll_number: student.roll, corrected_at: null });
    expect(await storedRecord(holder.id)).toMatchObject({ roll_number: holder.roll });
  });

  it('when a declared student has no record, then a hold is refused until they fill it in', async () => {
    const { client, id } = await project.newStudent('record-eligible');
    const problem = async () => {
      const { data, error } = await service.rpc('eligibility_problem', { p_user_id: id, p_hostel_name: 'Kanhar' });
      expect(error).toBeNull();
      return data as string | null;
    };
    // The declaration is asked first.
    expect(await problem()).toBe('Tell us your gender and marital status in your profile before booking.');
    expect((await client.from('student_profiles').insert({ gender: 'male', married: false })).error).toBeNull();
    expect(await problem()).toBe('Fill in your student record in your profile before booking.');
    expect((await client.rpc('my_eligibility_problem', { p_hostel_name: 'Kanhar' })).data).toBe(
      'Fill in your student record in your profile before booking.',
    );
    const created = await client.rpc('create_my_student_record', { ...RECORD, p_roll_number: newRoll() });
    expect(created.data).toBe('created');
    expect(await problem()).toBeNull();
    // The record does not open a hostel the declaration does not.
    const { data } = await service.rpc('eligibility_problem', { p_user_id: id, p_hostel_name: 'Indravati' });
    expect(data).toBe('Indravati is a girls’ hostel: only female students may book it.');
  });
});
