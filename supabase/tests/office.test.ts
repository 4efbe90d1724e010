// The hostel office's functions, called as the server calls them (the service role) on both engines:
// what each changes, what it answers when called again or on the wrong row, the one audit row each action writes,
// and an audit log that nobody, the superuser included, can rewrite.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '@campus-hostel/emulators/testing';
import { ENGINES, startProject, type TestProject } from './project';

const ADMIN = { id: '00000000-0000-4000-8000-00000000a001', email: 'admin@hostel.local' };
const STAFF = { id: '00000000-0000-4000-8000-00000000a002', email: 'staff@hostel.local', password: 'staff-pass-2026' };
/** The verified actor the server passes to every office function. */
const asStaff = { p_actor_id: STAFF.id, p_actor_email: STAFF.email };
const asAdmin = { p_actor_id: ADMIN.id, p_actor_email: ADMIN.email };

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

interface Student {
  client: TestClient;
  id: string;
}

interface Hold {
  bookingId: number;
  bedId: number;
  roomId: number;
  intent: string;
  amount: number;
}

describe.each(ENGINES)('the office on %s', (engine) => {
  let project: TestProject;
  let service: TestClient;
  let visitor: TestClient;
  let staff: TestClient;

  const call = <T>(fn: string, args: Record<string, unknown>) => project.call<T>(fn, args);

  /** Runs an action and returns what it answered and the audit rows written meanwhile. */
  async function audited<T>(act: () => Promise<T>): Promise<{ result: T; rows: AuditRow[] }> {
    const [last] = await project.sql<{ id: number }>('select coalesce(max(id), 0)::int as id from public.audit_log');
    const result = await act();
    const rows = await project.sql<AuditRow>(
      `select actor_id, actor_email, action, target_type, target_id, before, after, reason from public.audit_log
       where id > $1 order by id`,
      [last?.id ?? 0],
    );
    return { result, rows };
  }

  async function newDeclaredStudent(label: string): Promise<Student> {
    const made = await project.newStudent(label);
    await project.declare([made.id]);
    return made;
  }

  /** A room of the hostel with that occupancy where no bed is taken or held, in service. */
  async function vacantRoom(hostel: string, occupancy: 1 | 2): Promise<number> {
    const [room] = await project.sql<{ id: number }>(
      `select r.id::int as id from public.hostel_room r
       where r.hostel_name = $1 and r.occupancy = $2 and not r.out_of_service
         and not exists (select 1 from public.beds b
                         where b.room_id = r.id and (b.occupied or b.held_by is not null or b.reserved_until is not null))
       order by r.id desc limit 1`,
      [hostel, occupancy],
    );
    if (!room) throw new Error(`no vacant room in ${hostel}`);
    return room.id;
  }

  const holdArgs = (roomId: number, hostel: string, userId: string) => ({
    p_room_id: roomId,
    p_hostel_name: hostel,
    p_bed: null,
    p_user_id: userId,
    p_hold_minutes: 15,
    p_currency: 'inr',
    p_name: 'Kabir Khan',
    p_email: 'kabir@hostel.local',
    p_state: 'Chhattisgarh',
    p_city: 'Raipur',
    p_pincode: '492010',
    p_user_type: 'student',
    p_description: '',
  });

  /** Holds a bed of the room for the student, with a payment intent attached as the server does. */
  async function hold(roomId: number, hostel: string, userId: string): Promise<Hold> {
    const [held] = await call<{ outcome: string; booking_id: number; amount_minor: number }[]>(
      'hold_bed',
      holdArgs(roomId, hostel, userId),
    );
    if (held?.outcome !== 'held') throw new Error(`hold: ${held?.outcome}`);
    const intent = `pi_office_${engine}_${held.booking_id}`;
    await call('attach_payment_intent', { p_booking_id: held.booking_id, p_payment_intent_id: intent });
    const [booking] = await project.sql<{ bed_id: number }>(
      'select bed_id::int as bed_id from public.bookings where id = $1',
      [held.booking_id],
    );
    return { bookingId: held.booking_id, bedId: booking?.bed_id ?? 0, roomId, intent, amount: held.amount_minor };
  }

  /** A paid booking: a new student holds a bed of a vacant Kanhar single and pays. */
  async function paidBooking(label: string): Promise<Hold & { student: Student }> {
    const student = await newDeclaredStudent(label);
    const held = await hold(await vacantRoom('Kanhar', 1), 'Kanhar', student.id);
    const [paid] = await call<{ outcome: string }[]>('finalise_booking', { p_payment_intent_id: held.intent });
    expect(paid?.outcome).toBe('paid');
    return { ...held, student };
  }

  const bookingOf = async (id: number) =>
    (
      await project.sql<{
        status: string;
        ended_at: Date | null;
        refunded_at: Date | null;
        refund_reason: string | null;
        refund_id: string | null;
      }>('select status, ended_at, refunded_at, refund_reason, refund_id from public.bookings where id = $1', [id])
    )[0];

  const bedOf = async (id: number) =>
    (
      await project.sql<{
        occupied: boolean;
        occupant_id: string | null;
        occupant_name: string | null;
        checked_in_at: Date | null;
      }>('select occupied, occupant_id, occupant_name, checked_in_at from public.beds where id = $1', [id])
    )[0];

  const freeBeds = async (hostel: string) => {
    const { data } = await visitor.rpc('room_availability');
    return (data as { hostel_name: string; free: number }[]).find((r) => r.hostel_name === hostel)?.free;
  };

  async function raiseComplaint(student: Student, urgency: 'low' | 'medium' | 'high' = 'medium'): Promise<number> {
    const { data, error } = await student.client
      .from('complaints_table')
      .insert({
        complaint_type: 'facility-maintenance',
        complaint_category: 'electricity-failure',
        complaint_description: 'The corridor lights are out.',
        urgency_level: urgency,
      })
      .select('id')
      .single();
    if (error) throw error;
    return Number((data as { id: number }).id);
  }

  const complaintOf = async (id: number) =>
    (
      await project.sql<{
        created_at: Date;
        due_at: Date;
        answered_at: Date | null;
        in_progress_at: Date | null;
        resolved: boolean;
        assigned_to: string | null;
        assigned_email: string | null;
      }>(
        `select created_at, due_at, answered_at, in_progress_at, resolved, assigned_to, assigned_email
         from public.complaints_table where id = $1`,
        [id],
      )
    )[0];

  const notificationsOf = (userId: string, kind: string) =>
    project.sql<{ data: Record<string, unknown> }>(
      'select data from public.notifications where user_id = $1 and kind = $2 order by id',
      [userId, kind],
    );

  beforeAll(async () => {
    project = await startProject(engine);
    service = project.service;
    visitor = project.client();
    staff = project.client();
    const { error } = await staff.auth.signInWithPassword({ email: STAFF.email, password: STAFF.password });
    if (error) throw error;
  }, 120_000);

  afterAll(async () => {
    await project.close();
  });

  describe('decide_application', () => {
    let student: Student;
    const ids: string[] = [];

    beforeAll(async () => {
      student = await newDeclaredStudent('applicant');
      for (const type of ['Room Change', 'Hostel Change', 'Other']) {
        const { data, error } = await student.client
          .from('application_table')
          .insert({ application_type: type, description: `A ${type.toLowerCase()} please` })
          .select('application_id')
          .single();
        if (error) throw error;
        ids.push((data as { application_id: string }).application_id);
      }
    });

    const decide = (id: string | undefined, decision: string, note: string | null) =>
      call<{ outcome: string; application_id: string | null; decision: string | null; decision_note: string | null }[]>(
        'decide_application',
        { p_application_id: id, p_decision: decision, p_note: note, ...asStaff },
      );

    it('when the office approves or rejects with a note, then the decision is made once, audited and told to the student', async () => {
      const [approvedId, rejectedId] = ids;
      const approved = await audited(() => decide(approvedId, 'approved', '  '));
      expect(approved.result).toEqual([
        { outcome: 'decided', application_id: approvedId, decision: 'approved', decision_note: null },
      ]);
      expect(approved.rows).toEqual([
        {
          actor_id: STAFF.id,
          actor_email: STAFF.email,
          action: 'application.approve',
          target_type: 'application',
          target_id: approvedId,
          before: { status: false, decision: null },
          after: { status: true, decision: 'approved', note: null },
          reason: null,
        },
      ]);

      const rejected = await audited(() => decide(rejectedId?.toLowerCase(), 'rejected', '  Not this term.  '));
      expect(rejected.result).toEqual([
        { outcome: 'decided', application_id: rejectedId, decision: 'rejected', decision_note: 'Not this term.' },
      ]);
      expect(rejected.rows).toHaveLength(1);
      expect(rejected.rows[0]).toMatchObject({
        action: 'application.reject',
        target_id: rejectedId,
        after: { status: true, decision: 'rejected', note: 'Not this term.' },
      });

      const [resolved] = await project.sql<{ resolved_by: string; resolved_at: Date | null }>(
        'select resolved_by, resolved_at from public.application_table where application_id = $1',
        [rejectedId],
      );
      expect(resolved?.resolved_by).toBe(STAFF.email);
      expect(resolved?.resolved_at).not.toBeNull();

      const told = await notificationsOf(student.id, 'application_decided');
      expect(told.map((n) => n.data)).toEqual([
        { application_id: approvedId, application_type: 'Room Change', decision: 'approved', note: null },
        { application_id: rejectedId, application_type: 'Hostel Change', decision: 'rejected', note: 'Not this term.' },
      ]);
    });

    it('when the same decision comes again, then it is unchanged; another decision is already_decided; neither writes anything', async () => {
      const [, rejectedId] = ids;
      const again = await audited(() => decide(rejectedId, 'rejected', 'A different note'));
      expect(again.result).toEqual([
        { outcome: 'unchanged', application_id: rejectedId, decision: 'rejected', decision_note: 'Not this term.' },
      ]);
      const other = await audited(() => decide(rejectedId, 'approved', null));
      expect(other.result).toEqual([
        {
          outcome: 'already_decided',
          application_id: rejectedId,
          decision: 'rejected',
          decision_note: 'Not this term.',
        },
      ]);
      const unknown = await audited(() => decide('0000000000000000', 'approved', null));
      expect(unknown.result).toEqual([
        { outcome: 'not_found', application_id: null, decision: null, decision_note: null },
      ]);
      expect([...again.rows, ...other.rows, ...unknown.rows]).toEqual([]);
      expect(await notificationsOf(student.id, 'application_decided')).toHaveLength(2);
      const invalid = await service.rpc('decide_application', {
        p_application_id: ids[2],
        p_decision: 'maybe',
        p_note: null,
        ...asStaff,
      });
      expect(invalid.error?.code).toBe('22023');
    });

    it('when anyone checks the status by ID, then application_decision shows the decision and its note; the student reads them too', async () => {
      const [, rejectedId, pendingId] = ids;
      expect((await visitor.rpc('application_decision', { p_application_id: rejectedId })).data).toEqual([
        { status: true, decision: 'rejected', decision_note: 'Not this term.' },
      ]);
      expect((await visitor.rpc('application_decision', { p_application_id: pendingId })).data).toEqual([
        { status: false, decision: null, decision_note: null },
      ]);
      const own = await student.client
        .from('application_table')
        .select('application_id, status, decision, decision_note')
        .order('id');
      expect(own.data).toEqual([
        { application_id: ids[0], status: true, decision: 'approved', decision_note: null },
        { application_id: rejectedId, status: true, decision: 'rejected', decision_note: 'Not this term.' },
        { application_id: pendingId, status: false, decision: null, decision_note: null },
      ]);
    });

    it('when the spec’s Resolve approves, then it is a decision without a note, audited with its actor', async () => {
      const pendingId = ids[2];
      const resolved = await audited(() =>
        call('resolve_application', { p_application_id: pendingId, p_admin_email: ADMIN.email, p_actor_id: ADMIN.id }),
      );
      expect(resolved.result).toEqual([{ application_id: pendingId, status: true }]);
      expect(resolved.rows).toEqual([
        expect.objectContaining({ actor_id: ADMIN.id, actor_email: ADMIN.email, action: 'application.approve' }),
      ]);
    });
  });

  describe('complaints', () => {
    let student: Student;
    let stranger: Student;

    beforeAll(async () => {
      student = await newDeclaredStudent('complainant');
      stranger = await newDeclaredStudent('stranger');
    });

    it('when a complaint is raised, then its due time follows its urgency (8 h high, else 24 h), whatever a client sends', async () => {
      for (const [urgency, hours] of [
        ['high', 8],
        ['medium', 24],
        ['low', 24],
      ] as const) {
        const c = await complaintOf(await raiseComplaint(student, urgency));
        expect((c?.due_at.getTime() ?? 0) - (c?.created_at.getTime() ?? 0), urgency).toBe(hours * 3_600_000);
      }
      // The server's key may write every column, and still the trigger sets the due time.
      const { data, error } = await service
        .from('complaints_table')
        .insert({
          complaint_type: 'other',
          complaint_category: 'other',
          complaint_description: 'Imported',
          urgency_level: 'high',
          email: 'import@hostel.local',
          user_id: student.id,
          due_at: '2099-01-01T00:00:00Z',
        })
        .select('id')
        .single();
      expect(error).toBeNull();
      const imported = await complaintOf(Number((data as { id: number }).id));
      expect((imported?.due_at.getTime() ?? 0) - (imported?.created_at.getTime() ?? 0)).toBe(8 * 3_600_000);
    });

    it('when the office and the student reply, then the first office reply answers it, each office reply is told once and audited, and the thread is the two sides’', async () => {
      const id = await raiseComplaint(student);
      const reply = (body: string, fromOffice: boolean, actor: { p_actor_id: string; p_actor_email: string }) =>
        call<{ outcome: string; reply_id: number | null }[]>('reply_to_complaint', {
          p_complaint_id: id,
          p_body: body,
          p_from_office: fromOffice,
          ...actor,
        });

      const first = await audited(() => reply('  An electrician is on the way.  ', true, asStaff));
      expect(first.result[0]?.outcome).toBe('replied');
      expect(first.rows).toEqual([
        {
          actor_id: STAFF.id,
          actor_email: STAFF.email,
          action: 'complaint.reply',
          target_type: 'complaint',
          target_id: String(id),
          before: null,
          after: { reply_id: first.result[0]?.reply_id, body: 'An electrician is on the way.' },
          reason: null,
        },
      ]);
      const answered = await complaintOf(id);
      expect(answered?.answered_at).not.toBeNull();
      expect(answered?.in_progress_at).not.toBeNull();

      const own = await audited(() =>
        reply('Thanks, it is still dark.', false, { p_actor_id: student.id, p_actor_email: 'x@y.z' }),
      );
      expect(own.result[0]?.outcome).toBe('replied');
      expect(own.rows).toEqual([]);
      const second = await audited(() => reply('The fuse is replaced.', true, asAdmin));
      expect(second.rows).toHaveLength(1);
      expect((await complaintOf(id))?.answered_at).toEqual(answered?.answered_at);

      expect((await notificationsOf(student.id, 'complaint_replied')).map((n) => n.data)).toEqual([
        {
          complaint_id: id,
          complaint_type: 'facility-maintenance',
          complaint_category: 'electricity-failure',
          reply: 'An electrician is on the way.',
        },
        {
          complaint_id: id,
          complaint_type: 'facility-maintenance',
          complaint_category: 'electricity-failure',
          reply: 'The fuse is replaced.',
        },
      ]);

      const thread = await student.client
        .from('complaint_replies')
        .select('from_office, body')
        .eq('complaint_id', id)
        .order('id');
      expect(thread.data).toEqual([
        { from_office: true, body: 'An electrician is on the way.' },
        { from_office: false, body: 'Thanks, it is still dark.' },
        { from_office: true, body: 'The fuse is replaced.' },
      ]);

      const foreign = await audited(() =>
        reply('Mine too', false, { p_actor_id: stranger.id, p_actor_email: 'stranger@hostel.local' }),
      );
      expect(foreign.result).toEqual([{ outcome: 'not_found', reply_id: null, created_at: null }]);
      const unknown = await call<{ outcome: string }[]>('reply_to_complaint', {
        p_complaint_id: 987654321,
        p_body: 'Hello',
        p_from_office: true,
        ...asStaff,
      });
      expect(unknown[0]?.outcome).toBe('not_found');
      const blank = await service.rpc('reply_to_complaint', {
        p_complaint_id: id,
        p_body: '   ',
        p_from_office: true,
        ...asStaff,
      });
      expect(blank.error?.code).toBe('23514');
      expect(await notificationsOf(student.id, 'complaint_replied')).toHaveLength(2);
    });

    it('when a complaint is resolved, then it is audited once, keeps its first answer time, and its thread is closed to both sides', async () => {
      const id = await raiseComplaint(student);
      await call('reply_to_complaint', {
        p_complaint_id: id,
        p_body: 'Looking into it.',
        p_from_office: true,
        ...asStaff,
      });
      const answeredAt = (await complaintOf(id))?.answered_at;
      const resolve = () =>
        call('resolve_complaint', { p_complaint_id: id, p_admin_email: STAFF.email, p_actor_id: STAFF.id });
      const first = await audited(resolve);
      expect(first.result).toEqual([{ complaint_id: id, resolved: true }]);
      expect(first.rows).toEqual([
        {
          actor_id: STAFF.id,
          actor_email: STAFF.email,
          action: 'complaint.resolve',
          target_type: 'complaint',
          target_id: String(id),
          before: { resolved: false },
          after: { resolved: true },
          reason: null,
        },
      ]);
      expect((await audited(resolve)).rows).toEqual([]);
      expect((await complaintOf(id))?.answered_at).toEqual(answeredAt);
      expect(await notificationsOf(student.id, 'complaint_resolved')).toHaveLength(1);

      for (const [fromOffice, actor] of [
        [true, asStaff],
        [false, { p_actor_id: student.id, p_actor_email: 'x@y.z' }],
      ] as const) {
        const late = await call<{ outcome: string }[]>('reply_to_complaint', {
          p_complaint_id: id,
          p_body: 'One more thing',
          p_from_office: fromOffice,
          ...actor,
        });
        expect(late[0]?.outcome).toBe('resolved');
      }
      expect(
        await call<unknown[]>('resolve_complaint', {
          p_complaint_id: 987654321,
          p_admin_email: STAFF.email,
          p_actor_id: STAFF.id,
        }),
      ).toEqual([]);

      // Resolved before any reply: the resolution is the answer.
      const unanswered = await raiseComplaint(student, 'low');
      await call('resolve_complaint', { p_complaint_id: unanswered, p_admin_email: ADMIN.email, p_actor_id: ADMIN.id });
      const closed = await complaintOf(unanswered);
      expect(closed?.answered_at).not.toBeNull();
      expect(closed?.in_progress_at).not.toBeNull();
    });

    it('when the office assigns a complaint, then only a member of the office may take it, and each change is audited once', async () => {
      const id = await raiseComplaint(stranger);
      const assign = (staffId: string | null) =>
        call<{ outcome: string; assigned_to: string | null; assigned_email: string | null }[]>('assign_complaint', {
          p_complaint_id: id,
          p_staff_id: staffId,
          ...asAdmin,
        });

      const toStudent = await audited(() => assign(student.id));
      expect(toStudent.result).toEqual([{ outcome: 'not_staff', assigned_to: null, assigned_email: null }]);
      expect(toStudent.rows).toEqual([]);

      const assigned = await audited(() => assign(STAFF.id));
      expect(assigned.result).toEqual([{ outcome: 'assigned', assigned_to: STAFF.id, assigned_email: STAFF.email }]);
      expect(assigned.rows).toEqual([
        {
          actor_id: ADMIN.id,
          actor_email: ADMIN.email,
          action: 'complaint.assign',
          target_type: 'complaint',
          target_id: String(id),
          before: { assigned_email: null },
          after: { assigned_email: STAFF.email },
          reason: null,
        },
      ]);
      expect(await complaintOf(id)).toMatchObject({ assigned_to: STAFF.id, assigned_email: STAFF.email });
      expect((await audited(() => assign(STAFF.id))).rows).toEqual([]);

      const unassigned = await audited(() => assign(null));
      expect(unassigned.result).toEqual([{ outcome: 'assigned', assigned_to: null, assigned_email: null }]);
      expect(unassigned.rows).toHaveLength(1);
      expect(unassigned.rows[0]).toMatchObject({
        before: { assigned_email: STAFF.email },
        after: { assigned_email: null },
      });
      expect(await complaintOf(id)).toMatchObject({ assigned_to: null, assigned_email: null });

      const unknown = await call<{ outcome: string }[]>('assign_complaint', {
        p_complaint_id: 987654321,
        p_staff_id: STAFF.id,
        ...asAdmin,
      });
      expect(unknown[0]?.outcome).toBe('not_found');
    });

    it('when the office starts a complaint, then it is In progress once and audited once; a resolved one stays resolved', async () => {
      const id = await raiseComplaint(stranger);
      const start = (complaintId: number) =>
        call<string>('start_complaint', { p_complaint_id: complaintId, ...asStaff });
      const started = await audited(() => start(id));
      expect(started.result).toBe('started');
      expect(started.rows).toEqual([
        {
          actor_id: STAFF.id,
          actor_email: STAFF.email,
          action: 'complaint.start',
          target_type: 'complaint',
          target_id: String(id),
          before: { state: 'open' },
          after: { state: 'in_progress' },
          reason: null,
        },
      ]);
      const progress = await complaintOf(id);
      expect(progress?.in_progress_at).not.toBeNull();
      // Starting work is not an answer to the student.
      expect(progress?.answered_at).toBeNull();
      const again = await audited(() => start(id));
      expect(again).toEqual({ result: 'unchanged', rows: [] });
      await call('resolve_complaint', { p_complaint_id: id, p_admin_email: STAFF.email, p_actor_id: STAFF.id });
      expect(await start(id)).toBe('resolved');
      expect(await start(987654321)).toBe('not_found');
    });

    it('when the office asks for the weekly figures, then each week and category counts raised, answered and answered on time', async () => {
      // Three weeks back (India's calendar): a week no other complaint of this project falls in.
      const [week] = await project.sql<{ start: string; wednesday: Date }>(
        `select w::date::text as start, (w + interval '2 days 12 hours') at time zone 'Asia/Kolkata' as wednesday
         from (select date_trunc('week', now() at time zone 'Asia/Kolkata') - interval '21 days' as w) x`,
      );
      if (!week) throw new Error('no week');
      const raise = (category: string, urgency: string, answeredAfterHours: number | null) =>
        project.sql(
          `insert into public.complaints_table
             (complaint_type, complaint_category, complaint_description, urgency_level, email, user_id, created_at, answered_at)
           values ('facility-maintenance', $1, 'Counted', $2, 'stats@hostel.local', $3, $4::timestamptz,
                   $4::timestamptz + make_interval(hours => $5))`,
          [category, urgency, stranger.id, week.wednesday, answeredAfterHours],
        );
      await raise('electricity-failure', 'low', 2);
      await raise('electricity-failure', 'low', 30);
      await raise('electricity-failure', 'medium', null);
      await raise('plumbing-issue', 'high', 7);
      await raise('water-cooler-failure', 'high', 9);

      const { data, error } = await staff.rpc('complaint_weekly_stats', { p_weeks: 8 });
      expect(error).toBeNull();
      const rows = (data as { week_start: string }[]).filter((r) => r.week_start === week.start);
      expect(rows).toEqual([
        { week_start: week.start, complaint_category: 'electricity-failure', raised: 3, answered: 2, on_time: 1 },
        { week_start: week.start, complaint_category: 'plumbing-issue', raised: 1, answered: 1, on_time: 1 },
        { week_start: week.start, complaint_category: 'water-cooler-failure', raised: 1, answered: 1, on_time: 0 },
      ]);
      const recent = await staff.rpc('complaint_weekly_stats', { p_weeks: 3 });
      expect((recent.data as { week_start: string }[]).some((r) => r.week_start === week.start)).toBe(false);
    });

    it('when the office opens its dashboard, then one row answers what its seven reads did, the newest items first', async () => {
      const answer = await staff.rpc('office_dashboard', { p_weeks: 8, p_recent: 5 }).single();
      expect(answer.error).toBeNull();
      const data = answer.data as Record<string, unknown> | null;
      const [counts] = await project.sql<{ applications: number; complaints: number; overdue: number }>(
        `select (select count(*)::int from public.application_table where not status) as applications,
                (select count(*)::int from public.complaints_table where not resolved) as complaints,
                (select count(*)::int from public.complaints_table
                  where not resolved and answered_at is null and due_at < now()) as overdue`,
      );
      expect(data).toMatchObject({
        pending_applications: counts?.applications,
        pending_complaints: counts?.complaints,
        overdue_complaints: counts?.overdue,
      });
      expect(data?.weeks).toEqual((await staff.rpc('complaint_weekly_stats', { p_weeks: 8 })).data);
      expect(data?.occupancy).toEqual((await staff.rpc('room_availability')).data);

      const newest = await project.sql<{ id: number }>(
        `select id::int as id from public.complaints_table order by created_at desc, id desc limit 5`,
      );
      const complaints = data?.recent_complaints as Record<string, unknown>[];
      expect(complaints.map((c) => c.id)).toEqual(newest.map((c) => c.id));
      // The columns the office's complaint list reads (client COMPLAINT_COLUMNS), and no other.
      expect(Object.keys(complaints[0] ?? {}).sort()).toEqual(
        [
          'id',
          'complaint_type',
          'complaint_category',
          'complaint_description',
          'urgency_level',
          'resource_link',
          'resolved',
          'email',
          'created_at',
          'resolved_at',
          'resolved_by',
          'due_at',
          'in_progress_at',
          'answered_at',
          'assigned_to',
          'assigned_email',
        ].sort(),
      );
      const applications = data?.recent_applications as Record<string, unknown>[];
      expect(applications.length).toBeLessThanOrEqual(5);
      for (const application of applications) {
        expect(Object.keys(application).sort()).toEqual(
          [
            'id',
            'application_id',
            'application_type',
            'description',
            'status',
            'decision',
            'decision_note',
            'email',
            'created_at',
            'resolved_at',
            'resolved_by',
          ].sort(),
        );
      }
    });
  });

  describe('rooms', () => {
    it('when a room is occupied or held, then it cannot go out of service; once out, no bed of it can be held and availability counts fewer free beds', async () => {
      const [occupied] = await project.sql<{ id: number }>(
        `select r.id::int as id from public.hostel_room r
         where r.hostel_name = 'Kanhar' and exists (select 1 from public.beds b where b.room_id = r.id and b.occupied)
         limit 1`,
      );
      const service_ = (roomId: number, reason: string | null) =>
        call<string>('set_room_service', { p_room_id: roomId, p_reason: reason, ...asStaff });
      const refused = await audited(() => service_(occupied?.id ?? 0, 'Painting'));
      expect(refused).toEqual({ result: 'in_use', rows: [] });

      const holder = await newDeclaredStudent('holder');
      const heldRoom = await vacantRoom('Kanhar', 1);
      const held = await hold(heldRoom, 'Kanhar', holder.id);
      expect(await service_(heldRoom, 'Painting')).toBe('in_use');
      expect(await call('release_booking', { p_payment_intent_id: held.intent })).toBe(true);

      const roomId = await vacantRoom('Kanhar', 2);
      const before = await freeBeds('Kanhar');
      const closed = await audited(() => service_(roomId, '  Water damage  '));
      expect(closed.result).toBe('changed');
      expect(closed.rows).toEqual([
        {
          actor_id: STAFF.id,
          actor_email: STAFF.email,
          action: 'room.take_out_of_service',
          target_type: 'room',
          target_id: String(roomId),
          before: { out_of_service: false, reason: null },
          after: { out_of_service: true, reason: 'Water damage' },
          reason: 'Water damage',
        },
      ]);
      expect(await freeBeds('Kanhar')).toBe((before ?? 0) - 2);
      const [attempt] = await call<{ outcome: string }[]>('hold_bed', holdArgs(roomId, 'Kanhar', holder.id));
      expect(attempt?.outcome).toBe('unavailable');
      expect(await audited(() => service_(roomId, 'Water damage'))).toEqual({ result: 'unchanged', rows: [] });

      const reopened = await audited(() => service_(roomId, null));
      expect(reopened.result).toBe('changed');
      expect(reopened.rows).toHaveLength(1);
      expect(reopened.rows[0]).toMatchObject({
        action: 'room.return_to_service',
        after: { out_of_service: false, reason: null },
      });
      expect(await freeBeds('Kanhar')).toBe(before);
      expect((await call<{ outcome: string }[]>('hold_bed', holdArgs(roomId, 'Kanhar', holder.id)))[0]?.outcome).toBe(
        'held',
      );
      expect(await service_(987654321, 'Gone')).toBe('not_found');
    });

    it('when the admin sets a price for a hostel’s singles, then new holds pay it and an open hold keeps its amount', async () => {
      const early = await newDeclaredStudent('early');
      const open = await hold(await vacantRoom('Gopad', 1), 'Gopad', early.id);
      const [singles] = await project.sql<{ n: number; prices: number[] }>(
        `select count(*)::int as n, array_agg(distinct price_minor) as prices from public.hostel_room
         where hostel_name = 'Gopad' and occupancy = 1`,
      );
      expect(singles?.prices).toEqual([open.amount]);

      const setPrice = (price: number) =>
        call<number>('set_room_price', {
          p_hostel_name: 'Gopad',
          p_occupancy: 1,
          p_price_minor: price,
          p_fee_period: null,
          ...asAdmin,
        });
      const raised = await audited(() => setPrice(65000));
      expect(raised.result).toBe(singles?.n);
      expect(raised.rows).toEqual([
        {
          actor_id: ADMIN.id,
          actor_email: ADMIN.email,
          action: 'room.set_price',
          target_type: 'room_type',
          target_id: 'Gopad/1',
          before: { price_minor: [open.amount], fee_period: ['semester'] },
          after: { price_minor: 65000, fee_period: ['semester'], rooms: singles?.n },
          reason: null,
        },
      ]);
      expect(await audited(() => setPrice(65000))).toEqual({ result: 0, rows: [] });

      const [kept] = await project.sql<{ amount_minor: number; status: string }>(
        'select amount_minor, status from public.bookings where id = $1',
        [open.bookingId],
      );
      expect(kept).toEqual({ amount_minor: open.amount, status: 'held' });
      const late = await newDeclaredStudent('late');
      expect((await hold(await vacantRoom('Gopad', 1), 'Gopad', late.id)).amount).toBe(65000);
      const [doubles] = await project.sql<{ prices: number[] }>(
        `select array_agg(distinct price_minor) as prices from public.hostel_room where hostel_name = 'Gopad' and occupancy = 2`,
      );
      expect(doubles?.prices).toEqual([open.amount]);

      const tooLow = await service.rpc('set_room_price', {
        p_hostel_name: 'Gopad',
        p_occupancy: 1,
        p_price_minor: 50,
        p_fee_period: null,
        ...asAdmin,
      });
      expect(tooLow.error?.code).toBe('22023');
      await setPrice(open.amount);
    });
  });

  describe('beds and refunds', () => {
    it('when the office checks an occupant in and out, then the bed is freed, the booking ends, and a replayed payment changes nothing', async () => {
      const paid = await paidBooking('resident');
      const checkIn = () => call<string>('check_in_bed', { p_bed_id: paid.bedId, ...asStaff });
      const checkOut = () => call<string>('check_out_bed', { p_bed_id: paid.bedId, ...asStaff });

      const inRow = await audited(checkIn);
      expect(inRow.result).toBe('checked_in');
      expect(inRow.rows).toEqual([
        {
          actor_id: STAFF.id,
          actor_email: STAFF.email,
          action: 'bed.check_in',
          target_type: 'bed',
          target_id: String(paid.bedId),
          before: { checked_in: false },
          after: { checked_in: true, occupant_name: 'Kabir Khan' },
          reason: null,
        },
      ]);
      expect((await bedOf(paid.bedId))?.checked_in_at).not.toBeNull();
      expect(await audited(checkIn)).toEqual({ result: 'unchanged', rows: [] });

      const outRow = await audited(checkOut);
      expect(outRow.result).toBe('checked_out');
      expect(outRow.rows).toHaveLength(1);
      expect(outRow.rows[0]).toMatchObject({
        action: 'bed.check_out',
        before: { occupant_name: 'Kabir Khan' },
        after: { occupant_name: null },
      });
      expect(await bedOf(paid.bedId)).toEqual({
        occupied: false,
        occupant_id: null,
        occupant_name: null,
        checked_in_at: null,
      });
      const ended = await bookingOf(paid.bookingId);
      expect(ended?.status).toBe('checked_out');
      expect(ended?.ended_at).not.toBeNull();
      const [room] = await project.sql<{ status: boolean }>('select status from public.hostel_room where id = $1', [
        paid.roomId,
      ]);
      expect(room?.status).toBe(false);

      const replay = await call<{ outcome: string }[]>('finalise_booking', { p_payment_intent_id: paid.intent });
      expect(replay[0]?.outcome).toBe('already_paid');
      expect((await bedOf(paid.bedId))?.occupied).toBe(false);
      expect((await bookingOf(paid.bookingId))?.status).toBe('checked_out');

      expect(await audited(checkOut)).toEqual({ result: 'not_occupied', rows: [] });
      expect(await checkIn()).toBe('not_occupied');
      expect(await call('check_in_bed', { p_bed_id: 987654321, ...asStaff })).toBe('not_found');
      expect(await call('check_out_bed', { p_bed_id: 987654321, ...asStaff })).toBe('not_found');
    });

    it('when the admin refunds a paid booking, then the bed is freed, the booking is refunded and its payer told, once', async () => {
      const paid = await paidBooking('refunded');
      const [booking] = await project.sql<{ reference: string }>(
        'select reference from public.bookings where id = $1',
        [paid.bookingId],
      );
      const refund = () =>
        call<string>('record_office_refund', {
          p_booking_id: paid.bookingId,
          p_reason: '  Left the course  ',
          p_refund_id: `re_${engine}_${paid.bookingId}`,
          ...asAdmin,
        });

      const first = await audited(refund);
      expect(first.result).toBe('refunded');
      expect(first.rows).toEqual([
        {
          actor_id: ADMIN.id,
          actor_email: ADMIN.email,
          action: 'booking.refund',
          target_type: 'booking',
          target_id: booking?.reference,
          before: { status: 'paid', amount_minor: paid.amount },
          after: { status: 'refunded', refund_id: `re_${engine}_${paid.bookingId}` },
          reason: 'Left the course',
        },
      ]);
      expect(await bedOf(paid.bedId)).toMatchObject({ occupied: false, occupant_id: null });
      expect(await bookingOf(paid.bookingId)).toMatchObject({
        status: 'refunded',
        refund_reason: 'Left the course',
        refund_id: `re_${engine}_${paid.bookingId}`,
      });
      expect((await bookingOf(paid.bookingId))?.refunded_at).not.toBeNull();

      expect(await audited(refund)).toEqual({ result: 'already_refunded', rows: [] });
      const told = await notificationsOf(paid.student.id, 'booking_refunded');
      expect(told).toHaveLength(1);
      expect(told[0]?.data).toMatchObject({ reference: booking?.reference, amount_minor: paid.amount });

      const replay = await call<{ outcome: string }[]>('finalise_booking', { p_payment_intent_id: paid.intent });
      expect(replay[0]?.outcome).toBe('already_refunded');
      expect((await bedOf(paid.bedId))?.occupied).toBe(false);
    });

    it('when the admin refunds a booking never paid or one that does not exist, then nothing changes', async () => {
      const holder = await newDeclaredStudent('unpaid');
      const held = await hold(await vacantRoom('Kanhar', 1), 'Kanhar', holder.id);
      const refund = (bookingId: number) =>
        call<string>('record_office_refund', {
          p_booking_id: bookingId,
          p_reason: 'x',
          p_refund_id: 're_x',
          ...asAdmin,
        });
      expect(await audited(() => refund(held.bookingId))).toEqual({ result: 'not_refundable', rows: [] });
      expect((await bookingOf(held.bookingId))?.status).toBe('held');
      expect(await refund(987654321)).toBe('not_found');
    });

    it('when the admin refunds a booking after check-out, then it is refunded and the bed is left as it is', async () => {
      const paid = await paidBooking('departed');
      await call('check_out_bed', { p_bed_id: paid.bedId, ...asStaff });
      const next = await newDeclaredStudent('next');
      const taken = await hold(paid.roomId, 'Kanhar', next.id);
      expect(taken.bedId).toBe(paid.bedId);
      expect(
        await call('record_office_refund', {
          p_booking_id: paid.bookingId,
          p_reason: 'Deposit returned',
          p_refund_id: 're_after',
          ...asAdmin,
        }),
      ).toBe('refunded');
      const [bed] = await project.sql<{ held_by: string | null }>('select held_by from public.beds where id = $1', [
        paid.bedId,
      ]);
      expect(bed?.held_by).toBe(next.id);
    });
  });

  describe('correct_student_profile', () => {
    type Corrected = { outcome: string; gender: string | null; married: boolean | null; corrected_at: string | null }[];
    const correct = (userId: string, married: boolean, actor: Record<string, string>) =>
      call<Corrected>('correct_student_profile', {
        p_user_id: userId,
        p_gender: 'male',
        p_married: married,
        ...actor,
      });
    const profileOf = async (userId: string) =>
      (
        await project.sql<{ gender: string; married: boolean; corrected_by: string | null }>(
          'select gender, married, corrected_by from public.student_profiles where user_id = $1',
          [userId],
        )
      )[0];

    it('when an admin writes a declaration directly with a name of their choosing, then it is refused and nothing changes', async () => {
      const student = await newDeclaredStudent('forged-correction');
      const admin = project.client();
      const signIn = await admin.auth.signInWithPassword({ email: ADMIN.email, password: 'admin-pass-2026' });
      expect(signIn.error).toBeNull();
      const { result, rows } = await audited(async () => {
        const { error } = await admin
          .from('student_profiles')
          .update({ married: true, corrected_at: new Date().toISOString(), corrected_by: 'Somebody Else' })
          .eq('user_id', student.id);
        return error;
      });
      expect(result?.code).toBe('42501');
      expect(await profileOf(student.id)).toEqual({ gender: 'male', married: false, corrected_by: null });
      expect(rows).toEqual([]);
    });

    it('when the admin corrects a declaration, then it says who from the account and is audited once with before and after', async () => {
      const student = await newDeclaredStudent('corrected');
      const { result, rows } = await audited(() =>
        correct(student.id, true, { p_actor_id: ADMIN.id, p_actor_email: 'somebody-else@hostel.local' }),
      );
      expect(result).toMatchObject([{ outcome: 'corrected', gender: 'male', married: true }]);
      expect(Number.isNaN(Date.parse(result[0]?.corrected_at ?? ''))).toBe(false);
      expect(await profileOf(student.id)).toEqual({ gender: 'male', married: true, corrected_by: ADMIN.email });
      expect(rows).toEqual([
        {
          actor_id: ADMIN.id,
          actor_email: ADMIN.email,
          action: 'profile.correct',
          target_type: 'user',
          target_id: student.id,
          before: { gender: 'male', married: false },
          after: { gender: 'male', married: true },
          reason: null,
        },
      ]);
      const again = await audited(() => correct(student.id, true, asAdmin));
      expect(again.result).toMatchObject([{ outcome: 'corrected', married: true }]);
      expect(again.rows).toEqual([]);
    });

    it('when staff, or an account with no office role, corrects one, or the student has not declared, then nothing changes', async () => {
      const student = await newDeclaredStudent('not-corrected');
      const stranger = await project.newStudent('stranger');
      const { result, rows } = await audited(async () => [
        await correct(student.id, true, asStaff),
        await correct(student.id, true, { p_actor_id: stranger.id, p_actor_email: ADMIN.email }),
        await correct(stranger.id, true, asAdmin),
      ]);
      expect(result.map(([row]) => row?.outcome)).toEqual(['forbidden', 'forbidden', 'not_found']);
      expect(await profileOf(student.id)).toEqual({ gender: 'male', married: false, corrected_by: null });
      expect(rows).toEqual([]);
    });
  });

  describe('the audit log', () => {
    it('when anyone, the service role and the superuser included, updates, deletes or truncates it, then it is refused and every row stays', async () => {
      const [row] = await project.sql<{ id: number; actor_email: string; action: string }>(
        'select id::int as id, actor_email, action from public.audit_log order by id limit 1',
      );
      if (!row) throw new Error('the audit log is empty');
      const [count] = await project.sql<{ n: number }>('select count(*)::int as n from public.audit_log');

      const update = await service.from('audit_log').update({ actor_email: 'mallory@hostel.local' }).eq('id', row.id);
      expect(update.error?.code).toBe('42501');
      const remove = await service.from('audit_log').delete().eq('id', row.id);
      expect(remove.error?.code).toBe('42501');

      for (const statement of [
        `update public.audit_log set actor_email = 'mallory@hostel.local' where id = ${row.id}`,
        `delete from public.audit_log where id = ${row.id}`,
        'truncate public.audit_log',
      ]) {
        await expect(project.sql(statement), statement).rejects.toMatchObject({ code: '42501' });
      }

      const [after] = await project.sql<{ n: number }>('select count(*)::int as n from public.audit_log');
      expect(after?.n).toBe(count?.n);
      expect(
        (
          await project.sql('select id::int as id, actor_email, action from public.audit_log where id = $1', [row.id])
        )[0],
      ).toEqual(row);
    });
  });
});
