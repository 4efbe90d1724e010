// The access matrix of DESIGN §4: visitor, student A, student B and admin against every table and
// operation, through supabase-js, on PGlite and on PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '@campus-hostel/emulators/testing';
import { ENGINES, startProject, type TestProject } from './project';

const STUDENT_A = { email: 'student@hostel.local', password: 'student-pass-2026' };
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
  let admin: TestClient;
  let service: TestClient;
  let studentBId: string;

  beforeAll(async () => {
    project = await startProject(engine);
    visitor = project.client();
    service = project.service;
    studentA = await signedIn(project.client(), STUDENT_A);
    admin = await signedIn(project.client(), ADMIN);
    // Student B asks for the admin role at sign-up: it is stored as user metadata and grants nothing.
    studentB = project.client();
    const { data, error } = await studentB.auth.signUp({
      email: `b-${engine}@hostel.local`,
      password: 'student-b-pass',
      options: { data: { role: 'admin' } },
    });
    if (error || !data.user) throw error ?? new Error('sign-up returned no user');
    studentBId = data.user.id;

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
    it('when anyone reads the hostels, then all four come back in the office order', async () => {
      for (const c of [visitor, studentA, admin]) {
        const { data, error } = await c.from('hostels').select('name, code, kind, anchor').order('sort_order');
        expect(error).toBeNull();
        expect(data).toEqual([
          { name: 'Kanhar', code: 'BH1', kind: 'boys', anchor: 'kanhar' },
          { name: 'Gopad', code: 'BH2', kind: 'boys', anchor: 'gopad' },
          { name: 'Indravati', code: 'GH1', kind: 'girls', anchor: 'indravati' },
          { name: 'Shivnath', code: 'MSH', kind: 'married', anchor: 'Shivnath' },
        ]);
      }
    });

    it('when anyone but the service role writes hostels, then nothing changes', async () => {
      const before = await service.from('hostels').select('*').order('sort_order');
      for (const c of [visitor, studentA, admin]) {
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
      for (const c of [visitor, studentA, studentB, admin]) {
        const { count, error } = await c
          .from('beds')
          .select('id, room_id, label, occupied, held_until', { count: 'exact', head: true });
        expect(error).toBeNull();
        expect(count).toBeGreaterThan(1000);
      }
    });

    it('when a visitor, a student or an admin asks for occupants or holders of beds, then it is refused', async () => {
      for (const c of [visitor, studentA, studentB, admin]) {
        for (const column of ['occupant_id', 'occupant_name', 'held_by', '*']) {
          const { error } = await c.from('beds').select(column).limit(1);
          expect(error?.code, column).toBe('42501');
        }
      }
    });

    it('when anyone but the service role writes beds, then nothing changes', async () => {
      const before = await service.from('beds').select('*').eq('room_id', 1).order('label');
      for (const c of [visitor, studentA, admin]) {
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
      studentC = project.client();
      const signUp = await studentC.auth.signUp({ email: `c-${engine}@hostel.local`, password: 'student-c-pass' });
      if (signUp.error) throw signUp.error;
    });

    it('when the inviter, the invitee or an admin reads invitations, then they see it; another student and a visitor do not', async () => {
      for (const c of [studentA, studentB, admin]) {
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
      for (const c of [visitor, studentA, studentB, admin]) {
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
      for (const c of [visitor, studentA, studentB, admin]) {
        const { count, error } = await c
          .from('hostel_room')
          .select('id, hostel_name, wing_name, room_number, occupancy, status, price_minor, held_until', {
            count: 'exact',
            head: true,
          });
        expect(error).toBeNull();
        expect(count).toBeGreaterThan(1000);
      }
    });

    it('when a visitor, a student or an admin asks for occupant names or holders, then it is refused', async () => {
      for (const c of [visitor, studentA, admin]) {
        for (const column of ['person1', 'occupant_id', 'held_by', '*']) {
          const { data, error } = await c.from('hostel_room').select(column).limit(1);
          expect(data).toBeNull();
          expect(error?.code).toBe('42501');
        }
      }
    });

    it('when anyone but the service role writes rooms, then nothing changes', async () => {
      const before = await service.from('hostel_room').select('status, person1').eq('id', 1).single();
      for (const c of [visitor, studentA, admin]) {
        const update = await c.from('hostel_room').update({ status: true, person1: 'Mallory' }).eq('id', 1);
        expect(update.error?.code).toBe('42501');
        const insert = await c.from('hostel_room').insert({ hostel_name: 'Kanhar', wing_name: 'Z', room_number: 1 });
        expect(insert.error?.code).toBe('42501');
        const remove = await c.from('hostel_room').delete().eq('id', 1);
        expect(remove.error?.code).toBe('42501');
      }
      const after = await service.from('hostel_room').select('status, person1').eq('id', 1).single();
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

    it('when the admin reads it, then every student’s rows are there', async () => {
      const { data, error } = await admin.from(table).select('email');
      expect(error).toBeNull();
      const emails = new Set(data?.map((row) => row.email));
      expect(emails.has(STUDENT_A.email)).toBe(true);
      expect(emails.has(`b-${engine}@hostel.local`)).toBe(true);
    });

    it('when a student updates or deletes a row, even their own, then it is refused', async () => {
      const flag = table === 'application_table' ? { status: true } : { resolved: true };
      const update = await studentA.from(table).update(flag).eq('email', STUDENT_A.email);
      expect(update.error?.code).toBe('42501');
      const remove = await studentA.from(table).delete().eq('email', STUDENT_A.email);
      expect(remove.error?.code).toBe('42501');
      const adminUpdate = await admin.from(table).update(flag).eq('email', STUDENT_A.email);
      expect(adminUpdate.error?.code).toBe('42501');
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

    it('when a student marks their own application accepted, then it is refused', async () => {
      const { error } = await studentA
        .from('application_table')
        .insert({ application_type: 'Other', description: 'x', status: true });
      expect(error?.code).toBe('42501');
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
    it('when a visitor reads bookings, then it is refused', async () => {
      const { error } = await visitor.from('bookings').select('id');
      expect(error?.code).toBe('42501');
    });

    it('when a student writes a booking, then it is refused', async () => {
      const { error } = await studentA.from('bookings').insert({
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
      for (const fn of ['release_expired_holds', 'finalise_booking', 'resolve_application'] as const) {
        const args =
          fn === 'finalise_booking'
            ? { p_payment_intent_id: 'pi_x' }
            : fn === 'resolve_application'
              ? { p_application_id: 'X', p_admin_email: 'a@b.c' }
              : {};
        const r = await admin.rpc(fn, args);
        expect(r.error?.code).toBe('42501');
      }
    });
  });

  describe('notices and newsletter', () => {
    it('when a visitor reads notices, then they are there; writing them is refused', async () => {
      const read = await visitor
        .from('notices')
        .select('title, body, published_at')
        .order('published_at', { ascending: false });
      expect(read.data?.length).toBeGreaterThan(0);
      const write = await studentA.from('notices').insert({ title: 'x', body: 'y' });
      expect(write.error?.code).toBe('42501');
    });

    it('when a visitor subscribes twice, then the second answer is a duplicate and nobody can read the list', async () => {
      const first = await visitor.from('newsletter_subscribers').insert({ email: `news-${engine}@example.org` });
      expect(first.error).toBeNull();
      const again = await visitor.from('newsletter_subscribers').insert({ email: `NEWS-${engine}@example.org` });
      expect(again.error?.code).toBe('23505');
      for (const c of [visitor, studentA, admin]) {
        const { error } = await c.from('newsletter_subscribers').select('email');
        expect(error?.code).toBe('42501');
      }
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

    it('when the ID does not exist, then the answer is null', async () => {
      expect((await visitor.rpc('application_status', { p_application_id: 'NOPE' })).data).toBeNull();
      expect((await visitor.rpc('complaint_status', { p_complaint_id: 987654321 })).data).toBeNull();
    });

    it('when a visitor asks for availability, then each hostel comes back once with free ≤ total', async () => {
      const { data, error } = await visitor.rpc('room_availability');
      expect(error).toBeNull();
      const rows = data as { hostel_name: string; free: number; total: number }[];
      const hostels = await visitor.from('hostels').select('name').order('sort_order');
      expect(rows.map((r) => r.hostel_name)).toEqual(hostels.data?.map((h) => h.name));
      expect(rows).toHaveLength(4);
      for (const row of rows) expect(row.free).toBeLessThanOrEqual(row.total);
    });
  });

  describe('complaint attachments', () => {
    it('when a student uploads under complaint_files/, then the public link serves it; a visitor cannot upload', async () => {
      const name = `complaint_files/${crypto.randomUUID()}_note.pdf`;
      const bytes = new Blob(['%PDF-1.4 test'], { type: 'application/pdf' });
      const up = await studentA.storage.from('complaints').upload(name, bytes, { cacheControl: '3600', upsert: false });
      expect(up.error).toBeNull();
      const link = studentA.storage.from('complaints').getPublicUrl(name).data.publicUrl;
      const res = await fetch(link);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toContain('application/pdf');

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
