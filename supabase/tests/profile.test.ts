// The profile's one read (my_profile): every panel's first data for the caller, their own rows only, whoever calls
// (the office, which reads every student's rows through RLS, gets its own too), and nothing for a visitor. The slices
// are checked against the shapes the panels' own reads answer. Through supabase-js, on PGlite and PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { myGuestStaysAnswer, myWaitlistAnswer, studentRecordFields } from '@campus-hostel/contracts/api';
import type { TestClient } from '@campus-hostel/emulators/testing';
import { ENGINES, startProject, type TestProject } from './project';

const ADMIN = { email: 'admin@hostel.local', password: 'admin-pass-2026' };

interface Profile {
  student_record: (Record<string, unknown> & { full_name: string; corrected_at: string | null }) | null;
  room: { id: number; hostel_name: string; wing_name: string; room_number: number; reference: string } | null;
  complaints: Array<{ id: number; complaint_type: string }>;
  email_off: string[];
  room_share: unknown;
  roommate_invites: unknown[];
  declaration: { gender: string; married: boolean; corrected_at: string | null } | null;
  applications: Array<{ application_id: string; description: string }>;
  waitlist: unknown;
  guest_stays: unknown[];
}

describe.each(ENGINES)('the profile in one read on %s', (engine) => {
  let project: TestProject;
  let made = 0;

  async function profileOf(client: TestClient): Promise<Profile> {
    const { data, error } = await client.rpc('my_profile').single<Profile>();
    expect(error).toBeNull();
    if (!data) throw new Error('my_profile answered no row');
    return data;
  }

  /** A signed-in student with a declaration and record, a complaint, an application and an email choice of their own. */
  async function busyStudent(label: string) {
    const student = await project.newStudent(label);
    await project.declare([student.id]);
    const complaint = await student.client.from('complaints_table').insert({
      complaint_type: 'cleanliness',
      complaint_category: 'other',
      complaint_description: `${label}'s corridor`,
      urgency_level: 'low',
    });
    expect(complaint.error).toBeNull();
    const application = await student.client
      .from('application_table')
      .insert({ application_type: 'Other', description: `${label} wants a quieter room` });
    expect(application.error).toBeNull();
    const choice = await student.client
      .from('notification_preferences')
      .insert({ user_id: student.id, email_off: ['booking_receipt'] });
    expect(choice.error).toBeNull();
    return student;
  }

  /** Pays for a free single in Kanhar as the webhook would; the room's id and the booking's reference. */
  async function payForRoom(userId: string): Promise<{ roomId: number; reference: string }> {
    const [room] = await project.sql<{ id: number }>(
      `select r.id::int as id from public.hostel_room r
       where r.hostel_name = 'Kanhar' and r.occupancy = 1 and not r.out_of_service
         and not exists (select 1 from public.beds b where b.room_id = r.id and (b.occupied or b.held_by is not null))
       order by r.id limit 1`,
    );
    if (!room) throw new Error('no free single in Kanhar');
    const [held] = await project.call<Array<{ outcome: string; booking_id: number }>>('hold_bed', {
      p_room_id: room.id,
      p_hostel_name: 'Kanhar',
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
      p_bed: 'A',
    });
    expect(held?.outcome).toBe('held');
    const intent = `pi_profile_${engine}_${made++}`;
    await project.call('attach_payment_intent', { p_booking_id: held?.booking_id, p_payment_intent_id: intent });
    await project.call('finalise_booking', { p_payment_intent_id: intent });
    const [booking] = await project.sql<{ reference: string }>(
      `select reference from public.bookings where payment_intent_id = $1 and status = 'paid'`,
      [intent],
    );
    if (!booking) throw new Error('the booking was not paid');
    return { roomId: room.id, reference: booking.reference };
  }

  beforeAll(async () => {
    project = await startProject(engine);
  }, 120_000);

  afterAll(async () => {
    await project.close();
  });

  it('when a student reads their profile, then each panel gets their own rows in its read’s shape, and another student’s never appear', async () => {
    const asha = await busyStudent('asha');
    const ravi = await busyStudent('ravi');
    const paid = await payForRoom(asha.id);

    const mine = await profileOf(asha.client);
    const [record] = await project.sql<{ full_name: string }>(
      'select full_name from public.student_records where user_id = $1',
      [asha.id],
    );
    expect(mine.student_record?.full_name).toBe(record?.full_name);
    const { corrected_at: correctedAt, ...fields } = mine.student_record ?? {};
    expect(correctedAt).toBeNull();
    expect(() => z.parse(studentRecordFields, fields)).not.toThrow();
    expect(mine.room).toMatchObject({ id: paid.roomId, hostel_name: 'Kanhar', reference: paid.reference });
    expect(mine.complaints).toEqual([expect.objectContaining({ complaint_type: 'cleanliness' })]);
    expect(mine.applications).toEqual([expect.objectContaining({ description: 'asha wants a quieter room' })]);
    expect(mine.email_off).toEqual(['booking_receipt']);
    expect(mine.declaration).toEqual({ gender: 'male', married: false, corrected_at: null });
    expect(mine.room_share).toBeNull();
    expect(mine.roommate_invites).toEqual([]);
    expect(z.parse(myWaitlistAnswer, mine.waitlist)).toEqual({ entries: [] });
    expect(z.parse(myGuestStaysAnswer, { stays: mine.guest_stays })).toEqual({ stays: [] });

    const theirs = await profileOf(ravi.client);
    expect(theirs.room).toBeNull();
    expect(theirs.applications).toEqual([expect.objectContaining({ description: 'ravi wants a quieter room' })]);
    expect(theirs.complaints.map((c) => c.id)).not.toContain(mine.complaints[0]?.id);
    const ashaRows = JSON.stringify(mine);
    expect(JSON.stringify(theirs)).not.toContain('asha');
    expect(ashaRows).not.toContain('ravi');
  });

  it('when a student has nothing yet, then every panel is empty: no record, no room, empty lists', async () => {
    const fresh = await project.newStudent('fresh');
    expect(await profileOf(fresh.client)).toEqual({
      student_record: null,
      room: null,
      complaints: [],
      email_off: [],
      room_share: null,
      roommate_invites: [],
      declaration: null,
      applications: [],
      waitlist: { entries: [] },
      guest_stays: [],
    });
  });

  it('when a guest account reads its profile, then it is answered like anyone’s: its own rows, none a student’s', async () => {
    const guest = await project.signUp({
      email: `parent-${engine}-${made++}@mail.test`,
      password: 'guest-pass-2026',
      data: { role: 'guest' },
    });
    const own = await profileOf(guest.client);
    expect(own).toMatchObject({
      student_record: null,
      room: null,
      declaration: null,
      applications: [],
      guest_stays: [],
    });
  });

  it('when the office, which reads every student’s rows, reads its profile, then only its own rows come back', async () => {
    const admin = project.client();
    const { error } = await admin.auth.signInWithPassword(ADMIN);
    expect(error).toBeNull();
    await busyStudent('someone');
    const everyone = await admin.from('application_table').select('id');
    expect(everyone.data?.length).toBeGreaterThan(0);
    const own = await profileOf(admin);
    expect(own.applications).toEqual([]);
    expect(own.complaints).toEqual([]);
    expect(own.student_record).toBeNull();
  });

  it('when a visitor asks for a profile, then it is refused', async () => {
    const { data, error } = await project.client().rpc('my_profile').single();
    expect(data).toBeNull();
    expect(error?.code).toBe('42501');
  });
});
