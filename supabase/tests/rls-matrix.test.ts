// Who may do what (RLS, deny by default): visitor, student A, student B, staff and admin against every table, operation
// and function, through supabase-js, on PGlite and on PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '@campus-hostel/emulators/testing';
import { ENGINES, startProject, type TestProject } from './project';

const STUDENT_A = { email: 'student@hostel.local', password: 'student-pass-2026' };
const STAFF = { email: 'staff@hostel.local', password: 'staff-pass-2026' };
const ADMIN = { email: 'admin@hostel.local', password: 'admin-pass-2026' };

async function signedIn(c: TestClient, creds: { email: string; password: string }): Promise<TestClient> {
  const { error } = await c.auth.signInWithPassword(creds);
  if (error) throw error;
  return c;
}

describe.each(ENGINES)('access matrix on %s', (engine) => {
  let project: TestProject;
  let visitor: TestClient;
  let studentA: TestClient;
  let studentB: TestClient;
  let staff: TestClient;
  let admin: TestClient;
  let service: TestClient;
  let studentBId: string;

  beforeAll(async () => {
    project = await startProject(engine);
    visitor = project.client();
    service = project.service;
    studentA = await signedIn(project.client(), STUDENT_A);
    staff = await signedIn(project.client(), STAFF);
    admin = await signedIn(project.client(), ADMIN);
    // Student B asks for the admin role at sign-up: it is stored as user metadata and grants nothing.
    ({ client: studentB, id: studentBId } = await project.signUp({
      email: `b-${engine}@hostel.local`,
      password: 'student-b-pass',
      data: { role: 'admin' },
    }));

    const seeded = await studentB
      .from('application_table')
      .insert({ application_type: 'Other', description: 'B wants a quieter room' });
    expect(seeded.error).toBeNull();
    const complaint = await studentB.from('complaints_table').insert({
      complaint_type: 'cleanliness',
      complaint_category: 'other',
      complaint_description: 'Corridor not cleaned',
      urgency_level: 'low',
    });
    expect(complaint.error).toBeNull();
  }, 120_000);

  afterAll(async () => {
    await project.close();
  });

  describe('hostels', () => {
    it('when anyone reads the hostels, then all five come back in the office order, the guest house last', async () => {
      for (const c of [visitor, studentA, staff, admin]) {
        const { data, error } = await c.from('hostels').select('name, code, kind, anchor').order('sort_order');
        expect(error).toBeNull();
        expect(data).toEqual([
          { name: 'Kanhar', code: 'BH1', kind: 'boys', anchor: 'kanhar' },
          { name: 'Gopad', code: 'BH2', kind: 'boys', anchor: 'gopad' },
          { name: 'Indravati', code: 'GH1', kind: 'girls', anchor: 'indravati' },
          { name: 'Shivnath', code: 'MSH', kind: 'married', anchor: 'Shivnath' },
          { name: 'Atithi', code: 'GST', kind: 'guest', anchor: 'atithi' },
        ]);
      }
    });

    it('when anyone but the service role writes hostels, then nothing changes', async () => {
      const before = await service.from('hostels').select('*').order('sort_order');
      for (const c of [visitor, studentA, staff, admin]) {
        const insert = await c.from('hostels').insert({
          name: 'Mallory',
          code: 'MH1',
          kind: 'boys',
          anchor: 'mallory',
          description: 'x',
          places: 1,
          sort_order: 99,
        });
        expect(insert.error?.code).toBe('42501');
        const update = await c.from('hostels').update({ description: 'Closed' }).eq('name', 'Kanhar');
        expect(update.error?.code).toBe('42501');
        const remove = await c.from('hostels').delete().eq('name', 'Kanhar');
        expect(remove.error?.code).toBe('42501');
      }
      expect((await service.from('hostels').select('*').order('sort_order')).data).toEqual(before.data);
    });

    it('when a room names a hostel that does not exist, then the foreign key refuses it', async () => {
      const { error } = await service
        .from('hostel_room')
        .insert({ hostel_name: 'Nowhere', wing_name: 'A', room_number: 1 });
      expect(error?.code).toBe('23503');
    });
  });

  describe('beds', () => {
    it('when anyone reads the public columns of beds, then every bed is there', async () => {
      for (const c of [visitor, studentA, studentB, staff, admin]) {
        const { count, error } = await c
          .from('beds')
          .select('id, room_id, label, occupied, held_until', { count: 'exact', head: true });
        expect(error).toBeNull();
        expect(count).toBeGreaterThan(1000);
      }
    });

    it('when a visitor, a student, staff or an admin asks for occupants or holders of beds, then it is refused', async () => {
      for (const c of [visitor, studentA, studentB, staff, admin]) {
        for (const column of ['occupant_id', 'occupant_name', 'held_by', '*']) {
          const { error } = await c.from('beds').select(column).limit(1);
          expect(error?.code, column).toBe('42501');
        }
      }
    });

    it('when anyone but the service role writes beds, then nothing changes', async () => {
      const before = await service.from('beds').select('*').eq('room_id', 1).order('label');
      for (const c of [visitor, studentA, staff, admin]) {
        expect((await c.from('beds').insert({ room_id: 1, label: 'B' })).error?.code).toBe('42501');
        expect((await c.from('beds').update({ occupied: true }).eq('room_id', 1)).error?.code).toBe('42501');
        expect((await c.from('beds').delete().eq('room_id', 1)).error?.code).toBe('42501');
      }
      expect((await service.from('beds').select('*').eq('room_id', 1).order('label')).data).toEqual(before.data);
    });
  });

  describe('roommate_invites', () => {
    let inviteId: number;
    let studentC: TestClient;

    beforeAll(async () => {
      const { data: bed } = await service.from('beds').select('id, room_id').eq('label', 'B').limit(1).single();
      if (!bed) throw new Error('no bed B');
      const { data, error } = await service
        .from('roommate_invites')
        .insert({
          room_id: bed.room_id,
          bed_id: bed.id,
          inviter_id: '00000000-0000-4000-8000-00000000b001',
          invitee_email: `b-${engine}@hostel.local`,
          expires_at: new Date(Date.now() + 3_600_000).toISOString(),
        })
        .select('id')
        .single();
      if (error) throw error;
      inviteId = (data as { id: number }).id;
      ({ client: studentC } = await project.signUp({ email: `c-${engine}@hostel.local`, password: 'student-c-pass' }));
    });

    it('when the inviter, the invitee or the office reads invitations, then they see it; another student and a visitor do not', async () => {
      for (const c of [studentA, studentB, staff, admin]) {
        const { data, error } = await c.from('roommate_invites').select('id').eq('id', inviteId);
        expect(error).toBeNull();
        expect(data).toEqual([{ id: inviteId }]);
      }
      expect((await studentC.from('roommate_invites').select('id')).data).toEqual([]);
      expect((await visitor.from('roommate_invites').select('id')).error?.code).toBe('42501');
      expect((await studentB.rpc('my_roommate_invites')).data).toMatchObject([{ invite_id: inviteId }]);
      expect((await studentC.rpc('my_roommate_invites')).data).toEqual([]);
      expect((await visitor.rpc('my_roommate_invites')).error?.code).toBe('42501');
      expect((await visitor.rpc('my_room_share')).error?.code).toBe('42501');
    });

    it('when anyone but the service role writes invitations or calls the invite functions, then nothing changes', async () => {
      const before = await service.from('roommate_invites').select('*').eq('id', inviteId);
      for (const c of [visitor, studentA, studentB, staff, admin]) {
        expect((await c.from('roommate_invites').update({ status: 'accepted' }).eq('id', inviteId)).error?.code).toBe(
          '42501',
        );
        expect((await c.from('roommate_invites').delete().eq('id', inviteId)).error?.code).toBe('42501');
        const invite = await c.rpc('invite_roommate', {
          p_user_id: studentBId,
          p_email: 'someone@hostel.local',
          p_hours: 48,
        });
        expect(invite.error?.code).toBe('42501');
        const answer = await c.rpc('answer_roommate_invite', {
          p_invite_id: inviteId,
          p_user_id: studentBId,
          p_email: `b-${engine}@hostel.local`,
          p_action: 'accept',
        });
        expect(answer.error?.code).toBe('42501');
      }
      expect((await service.from('roommate_invites').select('*').eq('id', inviteId)).data).toEqual(before.data);
    });
  });

  describe('hostel_room', () => {
    it('when anyone reads the public columns, then every room is there', async () => {
      for (const c of [visitor, studentA, studentB, staff, admin]) {
        const { count, error } = await c
          .from('hostel_room')
          .select(
            'id, hostel_name, wing_name, room_number, occupancy, status, price_minor, held_until, out_of_service',
            {
              count: 'exact',
              head: true,
            },
          );
        expect(error).toBeNull();
        expect(count).toBeGreaterThan(1000);
      }
    });

    it('when a visitor, a student, staff or an admin asks for occupant names, holders or why a room is out of service, then it is refused', async () => {
      for (const c of [visitor, studentA, staff, admin]) {
        for (const column of ['person1', 'occupant_id', 'held_by', 'out_of_service_reason', '*']) {
          const { data, error } = await c.from('hostel_room').select(column).limit(1);
          expect(data, column).toBeNull();
          expect(error?.code, column).toBe('42501');
        }
      }
    });

    it('when a room is out of service, then everyone sees that it is, and only the office learns why, through office_roster', async () => {
      const { data: room } = await service
        .from('hostel_room')
        .select('id')
        .eq('hostel_name', 'Gopad')
        .eq('status', false)
        .order('wing_name')
        .order('room_number')
        .limit(1)
        .single();
      if (!room) throw new Error('no vacant room in Gopad');
      const roomId = (room as { id: number }).id;
      const changed = await service.rpc('set_room_service', {
        p_room_id: roomId,
        p_reason: 'Ceiling repairs',
        p_actor_id: null,
        p_actor_email: 'admin@hostel.local',
      });
      expect(changed.data).toBe('changed');
      for (const c of [visitor, studentA, staff, admin]) {
        const { data } = await c.from('hostel_room').select('out_of_service').eq('id', roomId);
        expect(data).toEqual([{ out_of_service: true }]);
      }
      for (const c of [staff, admin]) {
        const { data, error } = await c.rpc('office_roster', {
          p_hostel_name: 'Gopad',
          p_query: null,
          p_limit: 200,
          p_offset: 0,
        });
        expect(error).toBeNull();
        // The roster runs wing by wing, room by room: the hostel's first vacant room is on its first page.
        const rows = (data ?? []) as {
          room_id: number;
          out_of_service: boolean;
          out_of_service_reason: string | null;
        }[];
        expect(rows.find((r) => r.room_id === roomId)).toMatchObject({
          out_of_service: true,
          out_of_service_reason: 'Ceiling repairs',
        });
      }
      await service.rpc('set_room_service', {
        p_room_id: roomId,
        p_reason: null,
        p_actor_id: null,
        p_actor_email: 'admin@hostel.local',
      });
    });

    it('when anyone but the service role writes rooms, then nothing changes', async () => {
      const before = await service
        .from('hostel_room')
        .select('status, person1, price_minor, out_of_service, out_of_service_reason')
        .eq('id', 1)
        .single();
      for (const c of [visitor, studentA, staff, admin]) {
        const update = await c.from('hostel_room').update({ status: true, person1: 'Mallory' }).eq('id', 1);
        expect(update.error?.code).toBe('42501');
        const closed = await c
          .from('hostel_room')
          .update({ out_of_service: true, out_of_service_reason: 'x', price_minor: 100 })
          .eq('id', 1);
        expect(closed.error?.code).toBe('42501');
        const insert = await c.from('hostel_room').insert({ hostel_name: 'Kanhar', wing_name: 'Z', room_number: 1 });
        expect(insert.error?.code).toBe('42501');
        const remove = await c.from('hostel_room').delete().eq('id', 1);
        expect(remove.error?.code).toBe('42501');
      }
      const after = await service
        .from('hostel_room')
        .select('status, person1, price_minor, out_of_service, out_of_service_reason')
        .eq('id', 1)
        .single();
      expect(after.data).toEqual(before.data);
    });
  });

  describe.each(['application_table', 'complaints_table'] as const)('%s', (table) => {
    it('when a visitor reads it, then it is refused and no email leaks', async () => {
      const { data, error } = await visitor.from(table).select('email');
      expect(data).toBeNull();
      expect(error?.code).toBe('42501');
    });

    it('when students read it, then each sees only their own rows', async () => {
      const a = await studentA.from(table).select('email, user_id');
      expect(a.error).toBeNull();
      expect(a.data?.length).toBeGreaterThan(0);
      expect(a.data?.every((row) => row.email === STUDENT_A.email)).toBe(true);
      const b = await studentB.from(table).select('email, user_id');
      expect(b.data?.map((row) => row.user_id)).toEqual([studentBId]);
    });

    it('when staff or the admin reads it, then every student’s rows are there', async () => {
      for (const c of [staff, admin]) {
        const { data, error } = await c.from(table).select('email');
        expect(error).toBeNull();
        const emails = new Set(data?.map((row) => row.email));
        expect(emails.has(STUDENT_A.email)).toBe(true);
        expect(emails.has(`b-${engine}@hostel.local`)).toBe(true);
      }
    });

    it('when a student, staff or the admin updates or deletes a row, even a student their own, then it is refused', async () => {
      const flags =
        table === 'application_table'
          ? [{ status: true }, { decision: 'rejected', decision_note: 'x' }]
          : [{ resolved: true }, { answered_at: new Date().toISOString() }, { due_at: new Date().toISOString() }];
      const before = await service.from(table).select('*').eq('email', STUDENT_A.email).order('id');
      for (const c of [studentA, staff, admin]) {
        for (const flag of flags) {
          const update = await c.from(table).update(flag).eq('email', STUDENT_A.email);
          expect(update.error?.code, Object.keys(flag).join()).toBe('42501');
        }
        const remove = await c.from(table).delete().eq('email', STUDENT_A.email);
        expect(remove.error?.code).toBe('42501');
      }
      expect((await service.from(table).select('*').eq('email', STUDENT_A.email).order('id')).data).toEqual(
        before.data,
      );
    });
  });

  describe('inserting applications', () => {
    it('when a student submits one, then the database fills in the ID, email and owner', async () => {
      const { data, error } = await studentA
        .from('application_table')
        .insert({ application_type: 'Room Change', description: 'Closer to the library' })
        .select('application_id, email, status')
        .single();
      expect(error).toBeNull();
      expect(data?.application_id).toMatch(/^[0-9A-F]{16}$/);
      expect(data?.email).toBe(STUDENT_A.email);
      expect(data?.status).toBe(false);
    });

    it('when a student marks their own application accepted or decided, then it is refused', async () => {
      const { error } = await studentA
        .from('application_table')
        .insert({ application_type: 'Other', description: 'x', status: true });
      expect(error?.code).toBe('42501');
      const decided = await studentA
        .from('application_table')
        .insert({ application_type: 'Other', description: 'x', decision: 'approved', decision_note: 'x' });
      expect(decided.error?.code).toBe('42501');
    });

    it('when a student files in another student’s name, then it is refused', async () => {
      const { error } = await studentA
        .from('application_table')
        .insert({ application_type: 'Other', description: 'x', email: `b-${engine}@hostel.local` });
      expect(error?.code).toBe('42501');
      const owner = await studentA
        .from('application_table')
        .insert({ application_type: 'Other', description: 'x', user_id: studentBId });
      expect(owner.error?.code).toBe('42501');
    });

    it('when a student chooses the application ID, then it is refused', async () => {
      const { error } = await studentA
        .from('application_table')
        .insert({ application_type: 'Other', description: 'x', application_id: 'AAAAAAAAAAAAAAAA' });
      expect(error?.code).toBe('42501');
    });

    it('when a visitor submits one, then it is refused', async () => {
      const { error } = await visitor.from('application_table').insert({ application_type: 'Other', description: 'x' });
      expect(error?.code).toBe('42501');
    });

    it('when the type is not one of the spec’s, then the check constraint refuses it', async () => {
      const { error } = await studentA
        .from('application_table')
        .insert({ application_type: 'Free Room', description: 'x' });
      expect(error?.code).toBe('23514');
    });
  });

  describe('inserting complaints', () => {
    it('when a student sends its own due time, answer time or assignee, then it is refused', async () => {
      for (const extra of [
        { due_at: '2099-01-01T00:00:00Z' },
        { answered_at: new Date().toISOString() },
        { in_progress_at: new Date().toISOString() },
        { assigned_to: '00000000-0000-4000-8000-00000000a002' },
      ]) {
        const { error } = await studentA.from('complaints_table').insert({
          complaint_type: 'other',
          complaint_category: 'other',
          complaint_description: 'x',
          urgency_level: 'low',
          ...extra,
        });
        expect(error?.code, Object.keys(extra).join()).toBe('42501');
      }
    });

    it('when a student raises one already resolved, then it is refused', async () => {
      const { error } = await studentA.from('complaints_table').insert({
        complaint_type: 'other',
        complaint_category: 'other',
        complaint_description: 'x',
        urgency_level: 'low',
        resolved: true,
      });
      expect(error?.code).toBe('42501');
    });

    it('when the urgency is not low, medium or high, then it is refused', async () => {
      const { error } = await studentA.from('complaints_table').insert({
        complaint_type: 'other',
        complaint_category: 'other',
        complaint_description: 'x',
        urgency_level: 'critical',
      });
      expect(error?.code).toBe('23514');
    });
  });

  describe('bookings', () => {
    it('when a visitor reads bookings, then it is refused; staff and the admin may read them', async () => {
      const { error } = await visitor.from('bookings').select('id');
      expect(error?.code).toBe('42501');
      for (const c of [staff, admin])
        expect((await c.from('bookings').select('id, status, refund_reason')).error).toBeNull();
    });

    it('when a student, staff or the admin writes a booking, then it is refused', async () => {
      for (const c of [studentA, staff, admin]) {
        const { error } = await c.from('bookings').insert({
          room_id: 1,
          user_id: studentBId,
          amount_minor: 1,
          currency: 'inr',
          name: 'x',
          email: 'x@y.z',
          state: 's',
          city: 'c',
          pincode: '1',
        });
        expect(error?.code).toBe('42501');
        const refund = await c
          .from('bookings')
          .update({ status: 'refunded', refund_reason: 'x' })
          .eq('user_id', studentBId);
        expect(refund.error?.code).toBe('42501');
      }
    });

    it('when a student holds a bed directly, bypassing the server, then the function is refused', async () => {
      const { error } = await studentA.rpc('hold_bed', {
        p_room_id: 1,
        p_hostel_name: 'Kanhar',
        p_user_id: studentBId,
        p_hold_minutes: 15,
        p_currency: 'inr',
        p_name: 'x',
        p_email: 'x@y.z',
        p_state: 's',
        p_city: 'c',
        p_pincode: '1',
        p_user_type: 'student',
        p_description: '',
      });
      expect(error?.code).toBe('42501');
      for (const fn of ['release_expired_holds', 'finalise_booking'] as const) {
        const args = fn === 'finalise_booking' ? { p_payment_intent_id: 'pi_x' } : {};
        for (const c of [staff, admin]) expect((await c.rpc(fn, args)).error?.code, fn).toBe('42501');
      }
    });
  });

  describe('notices and newsletter', () => {
    it('when a visitor or a student reads notices, then only those published by now are there', async () => {
      const [published] = await project.sql<{ n: number }>(
        'select count(*)::int as n from public.notices where published_at <= now()',
      );
      for (const c of [visitor, studentA]) {
        const read = await c
          .from('notices')
          .select('title, body, published_at')
          .order('published_at', { ascending: false });
        expect(read.error).toBeNull();
        expect(read.data?.length).toBe(published?.n);
        expect(read.data?.length).toBeGreaterThan(0);
        const dates = (read.data ?? []) as { published_at: string | null }[];
        expect(dates.every((n) => n.published_at !== null && Date.parse(n.published_at) <= Date.now())).toBe(true);
      }
    });

    it('when staff or the admin reads notices, then drafts and scheduled ones are there too', async () => {
      const [all] = await project.sql<{ n: number; drafts: number; scheduled: number }>(
        `select count(*)::int as n, (count(*) filter (where published_at is null))::int as drafts,
                (count(*) filter (where published_at > now()))::int as scheduled
         from public.notices`,
      );
      expect(all?.drafts).toBeGreaterThan(0);
      expect(all?.scheduled).toBeGreaterThan(0);
      for (const c of [staff, admin]) {
        const read = await c.from('notices').select('id, published_at');
        expect(read.error).toBeNull();
        expect(read.data?.length).toBe(all?.n);
      }
    });

    it('when a visitor subscribes twice, then the second answer is a duplicate and nobody can read the list', async () => {
      const first = await visitor.from('newsletter_subscribers').insert({ email: `news-${engine}@example.org` });
      expect(first.error).toBeNull();
      const again = await visitor.from('newsletter_subscribers').insert({ email: `NEWS-${engine}@example.org` });
      expect(again.error?.code).toBe('23505');
      for (const c of [visitor, studentA, staff, admin]) {
        const { error } = await c.from('newsletter_subscribers').select('email');
        expect(error?.code).toBe('42501');
      }
    });
  });

  describe('the office’s tables', () => {
    it('when anyone reads the audit log, then a visitor is refused, students see nothing and the office sees every action', async () => {
      expect((await visitor.from('audit_log').select('id')).error?.code).toBe('42501');
      for (const c of [studentA, studentB]) expect((await c.from('audit_log').select('id')).data).toEqual([]);
      const [all] = await project.sql<{ n: number }>('select count(*)::int as n from public.audit_log');
      for (const c of [staff, admin]) {
        const { data, error } = await c.from('audit_log').select('actor_email, action, target_type, before, after');
        expect(error).toBeNull();
        expect(data?.length).toBe(all?.n);
        expect(data).toContainEqual(
          expect.objectContaining({ actor_email: STAFF.email, action: 'complaint.reply', target_type: 'complaint' }),
        );
      }
    });

    it('when anyone reads complaint replies, then the student who raised the complaint and the office see them; others do not', async () => {
      const [seeded] = await project.sql<{ n: number }>(
        `select count(*)::int as n from public.complaint_replies r join public.complaints_table c on c.id = r.complaint_id
         where c.email = $1`,
        [STUDENT_A.email],
      );
      expect(seeded?.n).toBeGreaterThan(0);
      expect((await visitor.from('complaint_replies').select('id')).error?.code).toBe('42501');
      expect((await studentA.from('complaint_replies').select('id, from_office, body')).data).toHaveLength(
        seeded?.n ?? -1,
      );
      expect((await studentB.from('complaint_replies').select('id')).data).toEqual([]);
      for (const c of [staff, admin]) {
        const { data } = await c.from('complaint_replies').select('id');
        expect(data?.length).toBeGreaterThanOrEqual(seeded?.n ?? Infinity);
      }
    });

    it('when anyone reads the response times, then every urgency has its hours: the spec’s 24, 8 when urgent', async () => {
      for (const c of [visitor, studentA, staff, admin]) {
        const { data, error } = await c.from('complaint_response_times').select('urgency_level, hours').order('hours');
        expect(error).toBeNull();
        expect(data).toEqual([
          { urgency_level: 'high', hours: 8 },
          expect.objectContaining({ hours: 24 }),
          expect.objectContaining({ hours: 24 }),
        ]);
      }
    });
  });

  describe.each([
    {
      table: 'audit_log',
      key: 'id',
      row: { actor_email: 'mallory@hostel.local', action: 'notice.create', target_type: 'notice', target_id: '1' },
      change: { reason: 'tampered', actor_email: 'mallory@hostel.local' },
    },
    {
      table: 'complaint_replies',
      key: 'id',
      row: { complaint_id: 1, from_office: true, body: 'Forged answer' },
      change: { body: 'Edited answer', from_office: true },
    },
    {
      table: 'complaint_response_times',
      key: 'urgency_level',
      row: { urgency_level: 'high', hours: 1 },
      change: { hours: 168 },
    },
    {
      table: 'notices',
      key: 'id',
      row: { title: 'Forged', body: 'Forged', published_at: new Date().toISOString() },
      change: { published_at: null },
    },
  ] as { table: string; key: string; row: Record<string, unknown>; change: Record<string, unknown> }[])(
    'writing $table',
    ({ table, key, row, change }) => {
      it('when a visitor, a student, staff or the admin inserts, updates or deletes, then it is refused and nothing changes', async () => {
        const before = await service.from(table).select('*').order(key);
        expect(before.data?.length).toBeGreaterThan(0);
        for (const [who, c] of Object.entries({ visitor, student: studentA, staff, admin })) {
          expect((await c.from(table).insert(row)).error?.code, `${who} insert`).toBe('42501');
          expect((await c.from(table).update(change).not(key, 'is', null)).error?.code, `${who} update`).toBe('42501');
          expect((await c.from(table).delete().not(key, 'is', null)).error?.code, `${who} delete`).toBe('42501');
        }
        expect((await service.from(table).select('*').order(key)).data).toEqual(before.data);
      });
    },
  );

  describe('the office’s functions', () => {
    const officeReads = [
      { fn: 'office_roster', args: { p_hostel_name: 'Kanhar', p_query: null, p_limit: 5, p_offset: 0 } },
      { fn: 'office_staff', args: {} },
      { fn: 'complaint_weekly_stats', args: { p_weeks: 8 } },
      { fn: 'office_dashboard', args: { p_weeks: 8, p_recent: 5 } },
    ] as const;

    it('when a visitor or a student calls the office’s reads, then they are refused', async () => {
      for (const { fn, args } of officeReads) {
        for (const [who, c] of Object.entries({ visitor, studentA, studentB })) {
          const { data, error } = await c.rpc(fn, args);
          expect(error?.code, `${who} ${fn}`).toBe('42501');
          expect(data, `${who} ${fn}`).toBeNull();
        }
      }
    });

    it('when staff or the admin calls them, then they answer: the roster page, the office’s members, the weekly figures, the dashboard', async () => {
      for (const c of [staff, admin]) {
        const roster = await c.rpc('office_roster', officeReads[0].args);
        expect(roster.error).toBeNull();
        expect(roster.data).toHaveLength(5);
        const [beds] = await project.sql<{ n: number }>(
          `select count(*)::int as n from public.beds b join public.hostel_room r on r.id = b.room_id
           where r.hostel_name = 'Kanhar'`,
        );
        expect((roster.data as { hostel_name: string; total: number }[]).every((r) => r.hostel_name === 'Kanhar')).toBe(
          true,
        );
        expect(Number((roster.data as { total: number }[])[0]?.total)).toBe(beds?.n);

        // Student B asked for the admin role at sign-up: user metadata makes nobody a member of the office.
        expect((await c.rpc('office_staff')).data).toEqual([
          { id: '00000000-0000-4000-8000-00000000a001', email: ADMIN.email, full_name: 'Hostel Admin', role: 'admin' },
          { id: '00000000-0000-4000-8000-00000000a002', email: STAFF.email, full_name: 'Meera Iyer', role: 'staff' },
        ]);

        const stats = await c.rpc('complaint_weekly_stats', { p_weeks: 8 });
        expect(stats.error).toBeNull();
        expect((stats.data as unknown[]).length).toBeGreaterThan(0);

        const dashboard = await c.rpc('office_dashboard', officeReads[3].args);
        expect(dashboard.error).toBeNull();
        expect(dashboard.data).toHaveLength(1);
      }
    });

    const actor = { p_actor_id: '00000000-0000-4000-8000-00000000a001', p_actor_email: 'admin@hostel.local' };
    const serviceOnly = [
      { fn: 'decide_application', args: { p_application_id: 'X', p_decision: 'approved', p_note: null, ...actor } },
      { fn: 'resolve_application', args: { p_application_id: 'X', p_admin_email: 'a@b.c', p_actor_id: null } },
      { fn: 'resolve_complaint', args: { p_complaint_id: 1, p_admin_email: 'a@b.c', p_actor_id: null } },
      { fn: 'reply_to_complaint', args: { p_complaint_id: 1, p_body: 'Forged', p_from_office: true, ...actor } },
      {
        fn: 'assign_complaint',
        args: { p_complaint_id: 1, p_staff_id: '00000000-0000-4000-8000-00000000a002', ...actor },
      },
      { fn: 'start_complaint', args: { p_complaint_id: 1, ...actor } },
      {
        fn: 'save_notice',
        args: { p_id: null, p_title: 'Forged', p_body: 'Forged', p_published_at: null, ...actor },
      },
      { fn: 'set_room_service', args: { p_room_id: 1, p_reason: 'Forged', ...actor } },
      {
        fn: 'set_room_price',
        args: { p_hostel_name: 'Kanhar', p_occupancy: 1, p_price_minor: 100, p_fee_period: 'year', ...actor },
      },
      {
        fn: 'set_office_places',
        args: { p_user_id: '00000000-0000-4000-8000-00000000a002', p_role: 'warden', p_places: ['Kanhar'], ...actor },
      },
      { fn: 'find_allotment_students', args: { p_query: 'B23CS041', p_actor_id: actor.p_actor_id } },
      {
        fn: 'swap_students',
        args: { p_user_id: actor.p_actor_id, p_other_id: actor.p_actor_id, p_reason: null, ...actor },
      },
      { fn: 'check_in_bed', args: { p_bed_id: 1, ...actor } },
      { fn: 'check_out_bed', args: { p_bed_id: 1, ...actor } },
      { fn: 'record_office_refund', args: { p_booking_id: 1, p_reason: 'Forged', p_refund_id: 're_x', ...actor } },
      { fn: 'list_people', args: { p_query: null, p_limit: 5, p_offset: 0 } },
      {
        fn: 'record_audit',
        args: {
          p_action: 'notice.create',
          p_target_type: 'notice',
          p_target_id: '1',
          p_before: null,
          p_after: null,
          p_reason: null,
          ...actor,
        },
      },
      { fn: 'account_role', args: { p_user_id: '00000000-0000-4000-8000-00000000a001' } },
    ] as const;

    it('when a visitor, a student, staff or the admin calls a function meant for the server, then it is refused and nothing is recorded', async () => {
      const [before] = await project.sql<{ n: number }>('select count(*)::int as n from public.audit_log');
      for (const { fn, args } of serviceOnly) {
        for (const [who, c] of Object.entries({ visitor, student: studentA, staff, admin })) {
          const { error } = await c.rpc(fn, args);
          expect(error?.code, `${who} ${fn}`).toBe('42501');
        }
      }
      const [after] = await project.sql<{ n: number }>('select count(*)::int as n from public.audit_log');
      expect(after?.n).toBe(before?.n);
      // The server's key reaches them: the refusals above are about who calls, not about the calls.
      expect((await service.rpc('account_role', { p_user_id: '00000000-0000-4000-8000-00000000a002' })).data).toBe(
        'staff',
      );
    });
  });

  describe('roles', () => {
    it('when an admin’s role is removed, then their token, still saying admin, opens nothing an admin’s would', async () => {
      const { client, id } = await project.newStudent('demoted');
      await project.sql(
        `update auth.users set raw_app_meta_data = raw_app_meta_data || '{"role":"admin"}' where id = $1`,
        [id],
      );
      const refreshed = await client.auth.refreshSession();
      expect(refreshed.data.session?.user.app_metadata.role).toBe('admin');
      expect((await client.rpc('is_admin')).data).toBe(true);
      await project.sql(`update auth.users set raw_app_meta_data = raw_app_meta_data - 'role' where id = $1`, [id]);
      expect((await client.auth.getSession()).data.session?.user.app_metadata.role).toBe('admin');
      expect((await client.rpc('is_admin')).data).toBe(false);
      expect((await client.rpc('is_office')).data).toBe(false);
      // An admin is not metered; the student they are again is.
      const complaint = (n: number) => ({
        complaint_type: 'cleanliness',
        complaint_category: 'other',
        complaint_description: `Demoted ${n}`,
        urgency_level: 'low',
      });
      for (let n = 1; n <= 10; n++)
        expect((await client.from('complaints_table').insert(complaint(n))).error).toBeNull();
      expect((await client.from('complaints_table').insert(complaint(11))).status).toBe(429);
    });

    it('when the admin and staff ask, then is_admin() and is_office() answer as their accounts hold the role', async () => {
      expect((await admin.rpc('is_admin')).data).toBe(true);
      expect((await staff.rpc('is_admin')).data).toBe(false);
      expect((await staff.rpc('is_office')).data).toBe(true);
      expect((await studentA.rpc('is_admin')).data).toBe(false);
      expect((await visitor.rpc('is_admin')).data).toBe(false);
    });
  });

  describe('status by ID', () => {
    it('when a visitor checks an application and a complaint by ID, then only the status comes back', async () => {
      const own = await studentA.from('application_table').select('application_id, status').limit(1).single();
      const app = await visitor.rpc('application_status', { p_application_id: own.data?.application_id });
      expect(app.error).toBeNull();
      expect(app.data).toBe(own.data?.status);
      const complaint = await studentA.from('complaints_table').select('id, resolved').limit(1).single();
      const status = await visitor.rpc('complaint_status', { p_complaint_id: complaint.data?.id });
      expect(status.data).toBe(complaint.data?.resolved);
    });

    it('when a visitor checks complaints by ID, then each reads as pending, in progress or resolved, and nothing more', async () => {
      const { data } = await studentA.from('complaints_table').select('id, resolved, in_progress_at');
      const rows = (data ?? []) as { id: number; resolved: boolean; in_progress_at: string | null }[];
      expect(rows.length).toBeGreaterThan(0);
      for (const row of rows) {
        const expected = row.resolved ? 'resolved' : row.in_progress_at ? 'in_progress' : 'pending';
        expect((await visitor.rpc('complaint_state', { p_complaint_id: row.id })).data).toBe(expected);
      }
      expect((await visitor.rpc('complaint_state', { p_complaint_id: 987654321 })).data).toBeNull();
    });

    it('when a visitor checks a decided application by ID, then the decision and its note come back and nothing else', async () => {
      const { data: rejected } = await studentA
        .from('application_table')
        .select('application_id, decision_note')
        .eq('decision', 'rejected')
        .limit(1)
        .single();
      if (!rejected) throw new Error('the seed has no rejected application');
      const { application_id: id, decision_note: note } = rejected as { application_id: string; decision_note: string };
      const { data, error } = await visitor.rpc('application_decision', { p_application_id: id.toLowerCase() });
      expect(error).toBeNull();
      expect(data).toEqual([{ status: true, decision: 'rejected', decision_note: note }]);
      expect((await visitor.rpc('application_decision', { p_application_id: 'NOPE' })).data).toEqual([]);
    });

    it('when the ID does not exist, then the answer is null', async () => {
      expect((await visitor.rpc('application_status', { p_application_id: 'NOPE' })).data).toBeNull();
      expect((await visitor.rpc('complaint_status', { p_complaint_id: 987654321 })).data).toBeNull();
    });

    it('when a visitor asks for availability, then each students’ hostel comes back once with free ≤ total', async () => {
      const { data, error } = await visitor.rpc('room_availability');
      expect(error).toBeNull();
      const rows = data as { hostel_name: string; free: number; total: number }[];
      // The guest house lets rooms by the night: it has no beds to count.
      const hostels = await visitor.from('hostels').select('name').neq('kind', 'guest').order('sort_order');
      expect(rows.map((r) => r.hostel_name)).toEqual(hostels.data?.map((h) => h.name));
      expect(rows).toHaveLength(4);
      for (const row of rows) expect(row.free).toBeLessThanOrEqual(row.total);
    });
  });

  describe('selection windows', () => {
    const actor = { p_actor_id: '00000000-0000-4000-8000-00000000a001', p_actor_email: 'admin@hostel.local' };
    const tables = ['selection_windows', 'selection_window_hostels', 'selection_window_members'] as const;
    let windowId: number;

    // A slots window listing student A; deleted afterwards, since any window restricts every hold.
    beforeAll(async () => {
      const { data, error } = await service.rpc('save_selection_window', {
        p_id: null,
        p_name: 'Matrix window',
        p_opens_at: new Date(Date.now() + 3_600_000).toISOString(),
        p_closes_at: new Date(Date.now() + 7_200_000).toISOString(),
        p_hostels: ['Kanhar'],
        p_audience: 'slots',
        p_slot_size: 1,
        p_slot_minutes: 5,
        p_emails: [STUDENT_A.email, `b-${engine}@hostel.local`],
        ...actor,
      });
      const [row] = (data ?? []) as { outcome: string; window_id: number }[];
      if (error || row?.outcome !== 'saved') throw error ?? new Error(`save_selection_window: ${row?.outcome}`);
      windowId = row.window_id;
    });

    afterAll(async () => {
      await service.rpc('delete_selection_window', { p_id: windowId, ...actor });
    });

    it('when anyone reads the windows, their hostels or members, then a visitor is refused, students see nothing (their own membership included) and the office sees them', async () => {
      for (const table of tables) {
        expect((await visitor.from(table).select('*')).error?.code, table).toBe('42501');
        for (const c of [studentA, studentB]) expect((await c.from(table).select('*')).data, table).toEqual([]);
        for (const c of [staff, admin]) {
          const { data, error } = await c.from(table).select('*');
          expect(error, table).toBeNull();
          expect(data?.length, table).toBeGreaterThan(0);
        }
      }
    });

    it('when a visitor, a student, staff or the admin writes them, then it is refused and nothing changes', async () => {
      const writes: { table: string; key: string; row: Record<string, unknown>; change: Record<string, unknown> }[] = [
        {
          table: 'selection_windows',
          key: 'id',
          row: {
            name: 'Forged',
            opens_at: new Date().toISOString(),
            closes_at: new Date(Date.now() + 60_000).toISOString(),
            audience: 'everyone',
          },
          change: { closes_at: new Date().toISOString() },
        },
        {
          table: 'selection_window_hostels',
          key: 'window_id',
          row: { window_id: windowId, hostel_name: 'Gopad' },
          change: { hostel_name: 'Gopad' },
        },
        {
          table: 'selection_window_members',
          key: 'window_id',
          row: { window_id: windowId, email: 'mallory@hostel.local' },
          change: { slot_opens_at: new Date().toISOString() },
        },
      ];
      for (const { table, key, row, change } of writes) {
        const before = await service.from(table).select('*').order(key);
        for (const [who, c] of Object.entries({ visitor, student: studentA, staff, admin })) {
          expect((await c.from(table).insert(row)).error?.code, `${who} insert ${table}`).toBe('42501');
          const update = await c.from(table).update(change).not(key, 'is', null);
          expect(update.error?.code, `${who} update ${table}`).toBe('42501');
          expect((await c.from(table).delete().not(key, 'is', null)).error?.code, `${who} delete ${table}`).toBe(
            '42501',
          );
        }
        expect((await service.from(table).select('*').order(key)).data, table).toEqual(before.data);
      }
    });

    it('when a visitor, a student, staff or the admin calls a selection function meant for the server, then it is refused', async () => {
      const calls = [
        { fn: 'selection_window_state', args: { p_user_id: studentBId, p_hostel_name: 'Kanhar' } },
        { fn: 'student_selection_windows', args: { p_user_id: studentBId } },
        { fn: 'list_selection_windows', args: {} },
        { fn: 'selection_hostels', args: {} },
        { fn: 'delete_selection_window', args: { p_id: windowId, ...actor } },
        {
          fn: 'save_selection_window',
          args: {
            p_id: windowId,
            p_name: 'Forged',
            p_opens_at: new Date().toISOString(),
            p_closes_at: new Date(Date.now() + 60_000).toISOString(),
            p_hostels: ['Kanhar'],
            p_audience: 'everyone',
            p_slot_size: null,
            p_slot_minutes: null,
            p_emails: null,
            ...actor,
          },
        },
      ];
      for (const { fn, args } of calls) {
        for (const [who, c] of Object.entries({ visitor, student: studentA, staff, admin })) {
          expect((await c.rpc(fn, args)).error?.code, `${who} ${fn}`).toBe('42501');
        }
      }
      const { data } = await service.from('selection_windows').select('name').eq('id', windowId).single();
      expect(data).toEqual({ name: 'Matrix window' });
    });
  });

  describe('waiting room', () => {
    let ticket: string;

    // Student B's place in line, made as the server makes it, inside a window open for everyone over Kanhar.
    beforeAll(async () => {
      await project.sql(
        `with w as (
           insert into public.selection_windows (name, opens_at, closes_at, audience)
           values ('Matrix line', now() - interval '5 minutes', now() + interval '1 hour', 'everyone') returning id)
         insert into public.selection_window_hostels (window_id, hostel_name) select id, 'Kanhar' from w`,
      );
      const { data, error } = await service.rpc('waiting_room_join', {
        p_user_id: studentBId,
        p_hostel_name: 'Kanhar',
        p_capacity: 1,
        p_minutes: 10,
      });
      const [row] = (data ?? []) as { ticket: string }[];
      if (error || !row) throw error ?? new Error('waiting_room_join answered nothing');
      ticket = row.ticket;
    });

    afterAll(async () => {
      await project.sql(`delete from public.selection_windows where name = 'Matrix line'`);
    });

    it('when anyone reads or writes the tickets directly, then it is refused, the ticket’s own student included, and nothing changes', async () => {
      const table = 'waiting_room_tickets';
      const before = await project.sql('select * from public.waiting_room_tickets order by id');
      expect(before.length).toBeGreaterThan(0);
      const row = { user_id: studentBId, arrived_at: new Date().toISOString(), sort_key: '2000-01-01T00:00:00Z' };
      for (const [who, c] of Object.entries({ visitor, studentA, studentB, staff, admin })) {
        expect((await c.from(table).select('*')).error?.code, `${who} select`).toBe('42501');
        expect((await c.from(table).insert(row)).error?.code, `${who} insert`).toBe('42501');
        const update = await c.from(table).update({ sort_key: '2000-01-01T00:00:00Z' }).eq('id', ticket);
        expect(update.error?.code, `${who} update`).toBe('42501');
        expect((await c.from(table).delete().eq('id', ticket)).error?.code, `${who} delete`).toBe('42501');
      }
      expect(await project.sql('select * from public.waiting_room_tickets order by id')).toEqual(before);
    });

    it('when a visitor, a student, staff or the admin calls a waiting-room function, then it is refused; the server’s key reaches them but the reads inlined into them', async () => {
      const now = new Date().toISOString();
      const calls = [
        {
          fn: 'waiting_room_join',
          args: { p_user_id: studentBId, p_hostel_name: 'Kanhar', p_capacity: 1000, p_minutes: 10 },
        },
        {
          fn: 'selection_enter',
          args: {
            p_user_id: studentBId,
            p_hostel_name: 'Kanhar',
            p_capacity: 1000,
            p_minutes: 10,
            p_count_within: 100,
          },
        },
        {
          fn: 'waiting_room_take',
          args: { p_user_id: studentBId, p_hostel_name: 'Kanhar', p_capacity: 1000, p_minutes: 10 },
        },
        { fn: 'waiting_room_leave', args: { p_ticket: ticket, p_user_id: studentBId } },
        { fn: 'waiting_room_answer_near', args: { p_ticket: ticket, p_now: now, p_within: 100 } },
        {
          fn: 'waiting_room_status',
          args: { p_ticket: ticket, p_user_id: studentBId, p_capacity: 1000, p_minutes: 10 },
        },
        { fn: 'waiting_room_admitted', args: { p_user_id: studentBId, p_room_id: 1 } },
        { fn: 'waiting_room_seats_freed', args: { p_window_minutes: 5 } },
        { fn: 'waiting_room_line', args: {} },
        { fn: 'waiting_room_admit', args: { p_capacity: 1000, p_minutes: 10, p_now: now } },
        { fn: 'waiting_room_answer', args: { p_ticket: ticket, p_now: now } },
        { fn: 'waiting_room_check', args: { p_capacity: 1, p_minutes: 1 } },
        { fn: 'lock_waiting_room', args: {} },
      ];
      for (const { fn, args } of calls) {
        for (const [who, c] of Object.entries({ visitor, studentA, studentB, staff, admin })) {
          expect((await c.rpc(fn, args)).error?.code, `${who} ${fn}`).toBe('42501');
        }
      }
      const status = await service.rpc('waiting_room_status', {
        p_ticket: ticket,
        p_user_id: studentBId,
        p_capacity: 1,
        p_minutes: 10,
      });
      expect(status.error).toBeNull();
      expect((status.data as { outcome: string }[])[0]?.outcome).toBe('admitted');
      // The reads inlined into those functions are nobody's to call, the server's included.
      const inlined = [
        { fn: 'student_window_times', args: { p_user_id: studentBId, p_hostel_name: 'Kanhar' } },
        { fn: 'waiting_room_answer_near', args: { p_ticket: ticket, p_now: now, p_within: 100 } },
        { fn: 'waiting_room_answer', args: { p_ticket: ticket, p_now: now } },
      ];
      for (const { fn, args } of inlined)
        expect((await service.rpc(fn, args)).error?.code, `service ${fn}`).toBe('42501');
    });
  });

  describe('waitlist', () => {
    it('when anyone reads the entries directly, then a student sees only their own; nobody writes them or calls the waitlist functions but the server', async () => {
      const { data, error } = await service.rpc('waitlist_join', {
        p_user_id: studentBId,
        p_hostel_name: 'Kanhar',
        p_occupancy: 1,
      });
      expect(error).toBeNull();
      const [row] = (data ?? []) as { outcome: string; entry_id: number | null }[];
      // The server's key reaches the function (B has no profile yet, so is refused); the row to read is arranged here.
      expect(row?.outcome).toBe('not_eligible');
      const [entry] = await project.sql<{ id: number }>(
        `insert into public.waitlist_entries (user_id, hostel_name, occupancy) values ($1, 'Kanhar', 1)
         returning id::int as id`,
        [studentBId],
      );
      if (!entry) throw new Error('the waitlist entry was not arranged');
      const table = 'waitlist_entries';
      expect((await studentB.from(table).select('id')).data).toEqual([{ id: entry.id }]);
      for (const [who, c] of Object.entries({ studentA, staff, admin })) {
        expect((await c.from(table).select('id')).data, `${who} select`).toEqual([]);
      }
      expect((await visitor.from(table).select('id')).error?.code).toBe('42501');
      const before = await project.sql('select * from public.waitlist_entries order by id');
      for (const [who, c] of Object.entries({ visitor, studentA, studentB, staff, admin })) {
        const insert = await c.from(table).insert({ user_id: studentBId, hostel_name: 'Gopad', occupancy: 1 });
        expect(insert.error?.code, `${who} insert`).toBe('42501');
        const update = await c.from(table).update({ status: 'offered' }).eq('id', entry.id);
        expect(update.error?.code, `${who} update`).toBe('42501');
        expect((await c.from(table).delete().eq('id', entry.id)).error?.code, `${who} delete`).toBe('42501');
        for (const { fn, args } of [
          { fn: 'waitlist_join', args: { p_user_id: studentBId, p_hostel_name: 'Gopad', p_occupancy: 1 } },
          { fn: 'waitlist_mine', args: { p_user_id: studentBId } },
          { fn: 'waitlist_leave', args: { p_user_id: studentBId, p_entry_id: entry.id, p_hours: 24 } },
          { fn: 'waitlist_sweep', args: { p_hours: 24 } },
        ]) {
          expect((await c.rpc(fn, args)).error?.code, `${who} ${fn}`).toBe('42501');
        }
      }
      expect(await project.sql('select * from public.waitlist_entries order by id')).toEqual(before);
      await project.sql('delete from public.waitlist_entries where id = $1', [entry?.id]);
    });
  });

  describe('complaint attachments', () => {
    it('when a student uploads under complaint_files/, then no public link serves it: the owner and the office read it through signed URLs, nobody else does', async () => {
      const name = `complaint_files/${crypto.randomUUID()}_note.pdf`;
      const bytes = new Blob(['%PDF-1.4 test'], { type: 'application/pdf' });
      const up = await studentA.storage.from('complaints').upload(name, bytes, { cacheControl: '3600', upsert: false });
      expect(up.error).toBeNull();
      // The link anyone could copy out of a page serves nothing without signing in.
      const link = studentA.storage.from('complaints').getPublicUrl(name).data.publicUrl;
      const open = await fetch(link);
      expect(open.status).toBeGreaterThanOrEqual(400);
      expect(await open.text()).not.toContain('%PDF');
      for (const [who, c] of Object.entries({ owner: studentA, staff, admin })) {
        const signed = await c.storage.from('complaints').createSignedUrl(name, 60);
        expect(signed.error, who).toBeNull();
        const res = await fetch(signed.data?.signedUrl ?? '');
        expect(res.status, who).toBe(200);
        expect(await res.text(), who).toBe('%PDF-1.4 test');
      }
      for (const [who, c] of Object.entries({ visitor, studentB })) {
        expect((await c.storage.from('complaints').createSignedUrl(name, 60)).error, who).not.toBeNull();
        expect((await c.storage.from('complaints').download(name)).error, who).not.toBeNull();
      }
      const { data: bucket } = await service.storage.getBucket('complaints');
      expect(bucket).toMatchObject({ public: false, file_size_limit: 3145728 });

      const anon = await visitor.storage
        .from('complaints')
        .upload(`complaint_files/${crypto.randomUUID()}_x.pdf`, bytes);
      expect(anon.error).not.toBeNull();
      const outside = await studentA.storage.from('complaints').upload(`elsewhere/${crypto.randomUUID()}.pdf`, bytes);
      expect(outside.error).not.toBeNull();
    });

    it('when a student uploads an executable or a file over 3 MB, then it is refused', async () => {
      const exe = await studentA.storage
        .from('complaints')
        .upload(`complaint_files/${crypto.randomUUID()}_x.exe`, new Blob(['MZ'], { type: 'application/x-msdownload' }));
      expect(exe.error).not.toBeNull();
      const big = await studentA.storage
        .from('complaints')
        .upload(
          `complaint_files/${crypto.randomUUID()}_big.pdf`,
          new Blob([new Uint8Array(3145729)], { type: 'application/pdf' }),
        );
      expect(big.error).not.toBeNull();
    });
  });
});
