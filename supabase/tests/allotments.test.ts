// Allotments: the office allots, moves, swaps and ends, each in one transaction that keeps one bed per student, moves
// the paid booking with its student, audits and tells the student; a warden only within their hostels; an allotment
// list applies whole or not at all; nobody signed in calls any of it directly.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '@campus-hostel/emulators/testing';
import { ENGINES, startProject, type TestProject } from './project';

const STAFF = { id: '00000000-0000-4000-8000-00000000a002', email: 'staff@hostel.local' };
const WARDEN = { id: '00000000-0000-4000-8000-00000000a003', email: 'warden@hostel.local' };
const KANHAR_WARDEN = { email: WARDEN.email, password: 'warden-pass-2026' };

describe.each(ENGINES)('allotments on %s', (engine) => {
  let project: TestProject;
  let next = 0;

  /** Free beds of a hostel no other test takes: each asks for its own slice. */
  async function freeBeds(hostel: string, count: number): Promise<number[]> {
    const rows = await project.sql<{ id: number }>(
      `select b.id::int as id from public.beds b join public.hostel_room r on r.id = b.room_id
       where r.hostel_name = $1 and not b.occupied and b.held_by is null and not r.out_of_service
         and b.reserved_until is null
       order by r.id, b.label offset $2 limit $3`,
      [hostel, next, count],
    );
    next += count;
    return rows.map((row) => row.id);
  }

  const students = async (count: number) => {
    const ids = await project.accounts('allot', count);
    await project.declare(ids);
    return ids;
  };

  const as = (actor: { id: string; email: string }) => ({ p_actor_id: actor.id, p_actor_email: actor.email });
  const allot = (userId: string, bedId: number, actor = STAFF) =>
    project.call<string>('allot_bed', { p_user_id: userId, p_bed_id: bedId, p_reason: null, ...as(actor) });
  const move = (userId: string, bedId: number, actor = STAFF) =>
    project.call<string>('move_student', { p_user_id: userId, p_bed_id: bedId, p_reason: 'Asked', ...as(actor) });
  const bedOf = async (userId: string) =>
    (await project.sql<{ id: number }>('select id::int as id from public.beds where occupant_id = $1', [userId]))[0]
      ?.id ?? null;
  const paidBookingBed = async (userId: string) =>
    (
      await project.sql<{ bed_id: number }>(
        `select bed_id::int as bed_id from public.bookings where user_id = $1 and status = 'paid'`,
        [userId],
      )
    )[0]?.bed_id ?? null;

  /** A paid booking for the bed the student holds, as a card payment leaves one. */
  const paidFor = (userId: string, bedId: number) =>
    project.sql(
      `insert into public.bookings (room_id, bed_id, user_id, amount_minor, currency, status, name, email, state, city,
                                    pincode, paid_at)
       select b.room_id, b.id, $1, 50000, 'inr', 'paid', 'Resident', 'resident@hostel.local', 'Chhattisgarh',
              'Bhilai', '491001', now()
       from public.beds b where b.id = $2`,
      [userId, bedId],
    );

  beforeAll(async () => {
    project = await startProject(engine);
  }, 120_000);

  afterAll(async () => {
    await project?.close();
  });

  it('when staff allots a student, then the bed is theirs, audited by name, and the student is told', async () => {
    const [student] = await students(1);
    const [bed, other] = await freeBeds('Kanhar', 2);
    expect(await allot(student!, bed!)).toBe('allotted');
    expect(await bedOf(student!)).toBe(bed);
    expect(await allot(student!, other!)).toBe('already_housed');
    const [audit] = await project.sql<{ action: string; after: { bed: string; student: string } }>(
      `select action, after from public.audit_log where target_id = $1`,
      [student],
    );
    expect(audit?.action).toBe('allotment.allot');
    expect(audit?.after.bed).toMatch(/^Kanhar [A-D]-\d+ bed [AB]$/);
    expect(audit?.after.student).toMatch(/^.+ \([A-Z0-9/-]+\)$/);
    const told = await project.sql<{ kind: string }>('select kind from public.notifications where user_id = $1', [
      student,
    ]);
    expect(told).toEqual([{ kind: 'allotment_changed' }]);
  });

  it('when a student holding a bed elsewhere is allotted, then the hold and its booking end', async () => {
    const [student] = await students(1);
    const [held, bed] = await freeBeds('Kanhar', 2);
    await project.sql(
      `with hold as (
         update public.beds set held_by = $1, held_until = now() + interval '10 minutes' where id = $2 returning id, room_id
       )
       insert into public.bookings (room_id, bed_id, user_id, amount_minor, currency, status, name, email, state, city,
                                    pincode)
       select room_id, id, $1, 50000, 'inr', 'held', 'Resident', 'resident@hostel.local', 'Chhattisgarh', 'Bhilai',
              '491001'
       from hold`,
      [student, held],
    );
    expect(await allot(student!, bed!)).toBe('allotted');
    const [hold] = await project.sql<{ held_by: string | null }>('select held_by from public.beds where id = $1', [
      held,
    ]);
    expect(hold?.held_by).toBeNull();
    const bookings = await project.sql<{ status: string }>('select status from public.bookings where user_id = $1', [
      student,
    ]);
    expect(bookings).toEqual([{ status: 'expired' }]);
  });

  it('when the bed is taken or the hostel is not for the student, then nothing changes', async () => {
    const [first, second] = await students(2);
    const [bed] = await freeBeds('Kanhar', 1);
    expect(await allot(first!, bed!)).toBe('allotted');
    expect(await allot(second!, bed!)).toBe('bed_unavailable');
    const [girlsBed] = await freeBeds('Indravati', 1);
    expect(await allot(second!, girlsBed!)).toBe('not_eligible');
    expect(await bedOf(second!)).toBeNull();
  });

  it("when Kanhar's warden moves a resident within Kanhar, then the paid booking moves too; Indravati is refused", async () => {
    const [student] = await students(1);
    const [from, to] = await freeBeds('Kanhar', 2);
    expect(await allot(student!, from!)).toBe('allotted');
    await paidFor(student!, from!);
    expect(await move(student!, to!, WARDEN)).toBe('moved');
    expect(await bedOf(student!)).toBe(to);
    expect(await paidBookingBed(student!)).toBe(to);
    const [indravati] = await freeBeds('Indravati', 1);
    expect(await move(student!, indravati!, WARDEN)).toBe('forbidden');
    expect(await allot((await students(1))[0]!, indravati!, WARDEN)).toBe('forbidden');
    expect(await bedOf(student!)).toBe(to);
  });

  it('when two residents with paid bookings swap, then beds and bookings cross over, one paid booking per bed', async () => {
    const [a, b] = await students(2);
    const [bedA, bedB] = await freeBeds('Kanhar', 2);
    await allot(a!, bedA!);
    await allot(b!, bedB!);
    await paidFor(a!, bedA!);
    await paidFor(b!, bedB!);
    expect(await project.call('swap_students', { p_user_id: a, p_other_id: b, p_reason: null, ...as(STAFF) })).toBe(
      'swapped',
    );
    expect([await bedOf(a!), await bedOf(b!)]).toEqual([bedB, bedA]);
    expect([await paidBookingBed(a!), await paidBookingBed(b!)]).toEqual([bedB, bedA]);
  });

  it('when an allotment ends, then the bed is free and the paid booking checked out, ready for a refund', async () => {
    const [student] = await students(1);
    const [bed] = await freeBeds('Kanhar', 1);
    await allot(student!, bed!);
    await paidFor(student!, bed!);
    expect(
      await project.call('end_allotment', { p_user_id: student, p_reason: 'Left the institute', ...as(STAFF) }),
    ).toBe('ended');
    expect(await bedOf(student!)).toBeNull();
    const [booking] = await project.sql<{ status: string }>('select status from public.bookings where user_id = $1', [
      student,
    ]);
    expect(booking?.status).toBe('checked_out');
    expect(await project.call('end_allotment', { p_user_id: student, p_reason: null, ...as(STAFF) })).toBe(
      'not_housed',
    );
  });

  it('when an allotment list has a bad row, then nothing is applied and that row is named; fixed, it applies whole', async () => {
    const ids = await students(3);
    const rolls = await project.sql<{ roll_number: string }>(
      'select roll_number from public.student_records where user_id = any($1::uuid[]) order by user_id',
      [ids],
    );
    const beds = await project.sql<{ wing: string; room: string; bed: string }>(
      `select r.wing_name as wing, r.room_number::text as room, b.label as bed
       from public.beds b join public.hostel_room r on r.id = b.room_id
       where b.id = any($1::bigint[]) order by b.id`,
      [await freeBeds('Kanhar', 3)],
    );
    const rows = rolls.map((roll, i) => ({ line: i + 2, roll_number: roll.roll_number, hostel: 'Kanhar', ...beds[i] }));
    const run = (list: unknown[], apply: boolean) =>
      project.call<Array<{ line: number; problem: string | null; applied: boolean }>>('import_allotments', {
        p_rows: list,
        p_apply: apply,
        ...as(STAFF),
      });
    const bad = [rows[0], { ...rows[1], roll_number: 'NOSUCH01' }, { ...rows[2], room: '9999' }];
    expect(await run(bad, true)).toEqual([
      { line: 2, problem: null, applied: false },
      { line: 3, problem: 'unknown_student', applied: false },
      { line: 4, problem: 'unknown_bed', applied: false },
    ]);
    expect(await bedOf(ids[0]!)).toBeNull();
    expect((await run(rows, false)).every((row) => row.problem === null && !row.applied)).toBe(true);
    expect((await run(rows, true)).every((row) => row.applied)).toBe(true);
    expect(await Promise.all(ids.map(bedOf))).not.toContain(null);
    expect((await run(rows, false)).map((row) => row.problem)).toEqual([
      'already_housed',
      'already_housed',
      'already_housed',
    ]);
  });

  it("when a hostel's allotments are paid, then the bed is kept for the student alone until they pay, and paying takes it", async () => {
    const rule = (value: string) =>
      project.call('set_hostel_office_allotment', { p_hostel_name: 'Gopad', p_rule: value, ...as(STAFF) });
    expect(await rule('paid')).toBe('changed');
    try {
      const signedIn = await Promise.all([project.newStudent('offered'), project.newStudent('not-offered')]);
      const [student, other] = signedIn.map((made) => made.id);
      await project.declare([student!, other!]);
      const [bed] = await freeBeds('Gopad', 1);
      expect(await allot(student!, bed!)).toBe('offered');
      expect(await bedOf(student!)).toBeNull();
      const keptFor = async (userId: string) =>
        (
          await project.sql<{ kept: boolean }>(
            'select public.bed_reserved_against(b, $2) as kept from public.beds b where b.id = $1',
            [bed, userId],
          )
        )[0]?.kept;
      expect(await keptFor(other!)).toBe(true);
      expect(await keptFor(student!)).toBe(false);
      expect(await allot(other!, bed!)).toBe('bed_unavailable');
      const told = await project.sql<{ data: { action: string } }>(
        `select data from public.notifications where user_id = $1 and kind = 'allotment_changed'`,
        [student],
      );
      expect(told.map((row) => row.data.action)).toEqual(['offer']);
      // The offer is its student's to read (and the office's); another student and Kanhar's warden read nothing.
      const offersSeenBy = async (client: TestClient) =>
        (await client.from('allotment_offers').select('bed_id').eq('bed_id', bed!)).data?.length;
      const warden = project.client();
      await warden.auth.signInWithPassword(KANHAR_WARDEN);
      expect(await offersSeenBy(signedIn[0].client)).toBe(1);
      expect(await offersSeenBy(signedIn[1].client)).toBe(0);
      expect(await offersSeenBy(warden)).toBe(0);
      expect(
        (await signedIn[1].client.from('allotment_offers').insert({ user_id: other, bed_id: bed })).error?.code,
      ).toBe('42501');

      await project.sql(
        `insert into public.bookings (room_id, bed_id, user_id, amount_minor, currency, status, name, email, state, city,
                                      pincode)
         select b.room_id, b.id, $1, 50000, 'inr', 'held', 'Resident', 'resident@hostel.local', 'Chhattisgarh',
                'Bhilai', '491001'
         from public.beds b where b.id = $2`,
        [student, bed],
      );
      await project.sql(`update public.bookings set status = 'paid', paid_at = now() where user_id = $1`, [student]);
      const [offer] = await project.sql<{ status: string }>(
        'select status from public.allotment_offers where user_id = $1',
        [student],
      );
      expect(offer?.status).toBe('taken');

      const [roll] = await project.sql<{ roll_number: string }>(
        'select roll_number from public.student_records where user_id = $1',
        [other],
      );
      const [free] = await project.sql<{ wing: string; room: string; bed: string }>(
        `select r.wing_name as wing, r.room_number::text as room, b.label as bed from public.beds b
         join public.hostel_room r on r.id = b.room_id where b.id = $1`,
        [(await freeBeds('Gopad', 1))[0]],
      );
      const listed = await project.call('import_allotments', {
        p_rows: [{ line: 2, roll_number: roll!.roll_number, hostel: 'Gopad', ...free }],
        p_apply: true,
        ...as(STAFF),
      });
      expect(listed).toEqual([{ line: 2, problem: 'paid_hostel', applied: false }]);
    } finally {
      await rule('final');
    }
  });

  it("when the office asks for the audit's target names, then people and beds are named; a warden or student gets none", async () => {
    const [student] = await students(1);
    const [bed] = await freeBeds('Kanhar', 1);
    await allot(student!, bed!);
    const [record] = await project.sql<{ full_name: string; roll_number: string }>(
      'select full_name, roll_number from public.student_records where user_id = $1',
      [student],
    );
    const [nameless] = await project.accounts('nameless', 1);
    const targets = [`user:${student}`, `bed:${bed}`, 'bed:not-a-number', 'booking:ABC', `user:${nameless}`];
    const staff = project.client();
    await staff.auth.signInWithPassword({ email: STAFF.email, password: 'staff-pass-2026' });
    const named = await staff.rpc('office_names', { p_targets: targets });
    expect(named.data).toEqual([
      { target: `user:${student}`, name: `${record!.full_name} (${record!.roll_number})` },
      { target: `bed:${bed}`, name: expect.stringMatching(/^Kanhar [A-D]-\d+ bed [AB]$/) as unknown },
      { target: 'bed:not-a-number', name: null },
      { target: 'booking:ABC', name: null },
      // Without a record or a name, an account is named by its address.
      { target: `user:${nameless}`, name: expect.stringMatching(/^nameless-.+@test\.hostel\.local$/) as unknown },
    ]);
    const warden = project.client();
    await warden.auth.signInWithPassword(KANHAR_WARDEN);
    expect((await warden.rpc('office_names', { p_targets: targets })).data).toEqual([]);
  });

  it('when a signed-in account calls the allotment functions itself, then the database refuses them all', async () => {
    const warden = project.client();
    await warden.auth.signInWithPassword(KANHAR_WARDEN);
    const [student] = await students(1);
    const [bed] = await freeBeds('Kanhar', 1);
    for (const [fn, args] of [
      ['allot_bed', { p_user_id: student, p_bed_id: bed, p_reason: null, ...as(WARDEN) }],
      ['move_student', { p_user_id: student, p_bed_id: bed, p_reason: null, ...as(WARDEN) }],
      ['end_allotment', { p_user_id: student, p_reason: null, ...as(WARDEN) }],
      ['import_allotments', { p_rows: [], p_apply: true, ...as(WARDEN) }],
      ['set_hostel_office_allotment', { p_hostel_name: 'Kanhar', p_rule: 'paid', ...as(WARDEN) }],
    ] as const) {
      expect((await warden.rpc(fn, args)).error?.code, fn).toBe('42501');
    }
    expect(await bedOf(student!)).toBeNull();
  });
});
