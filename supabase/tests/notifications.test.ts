// Notifications: each announced change writes its row in the same transaction, once; owners alone read
// and mark theirs; the outbox's claim and finish give each message to one sender and retry it with one Message-ID.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '@campus-hostel/emulators/testing';
import { ENGINES, startProject, type TestProject } from './project';

interface Row extends Record<string, unknown> {
  id: number;
  user_id: string | null;
  kind: string;
  data: Record<string, unknown>;
  email_status: string;
  email_attempts: number;
  message_id: string;
}

/** The seeded admin, the actor the office's functions record. */
const ADMIN_ID = '00000000-0000-4000-8000-00000000a001';

interface Claimed {
  id: number;
  email: string;
  kind: string;
  message_id: string;
  attempt: number;
}

describe.each(ENGINES)('notifications on %s', (engine) => {
  let project: TestProject;
  let service: TestClient;
  let student: { client: TestClient; id: string };
  let other: { client: TestClient; id: string };

  const rowsOf = (userId: string, kind?: string) =>
    project.sql<Row>(
      `select id::int as id, user_id, kind, data, email_status, email_attempts, message_id from public.notifications
       where user_id = $1 and ($2::text is null or kind = $2) order by id`,
      [userId, kind ?? null],
    );

  /** Holds a free bed of a vacant single in Kanhar for the student; returns the booking and its intent id. */
  async function holdBed(userId: string): Promise<{ bookingId: number; intent: string; roomId: number }> {
    const [room] = await project.sql<{ id: number }>(
      `select r.id::int as id from public.hostel_room r
       where r.hostel_name = 'Kanhar' and r.occupancy = 1 and not r.status
         and not exists (select 1 from public.beds b where b.room_id = r.id and (b.occupied or b.held_by is not null))
       order by r.id desc limit 1`,
    );
    if (!room) throw new Error('no vacant single');
    const { data, error } = await service.rpc('hold_bed', {
      p_room_id: room.id,
      p_hostel_name: 'Kanhar',
      p_bed: null,
      p_user_id: userId,
      p_hold_minutes: 15,
      p_currency: 'inr',
      p_name: 'Meera Iyer',
      p_email: 'meera@hostel.local',
      p_state: 'Chhattisgarh',
      p_city: 'Raipur',
      p_pincode: '492010',
      p_user_type: 'student',
      p_description: '',
    });
    const held = (data as { outcome: string; booking_id: number }[] | null)?.[0];
    if (error || held?.outcome !== 'held') throw error ?? new Error(`hold: ${held?.outcome}`);
    const intent = `pi_notify_${engine}_${held.booking_id}`;
    await service.rpc('attach_payment_intent', { p_booking_id: held.booking_id, p_payment_intent_id: intent });
    return { bookingId: held.booking_id, intent, roomId: room.id };
  }

  /** Moves a hold's end (booking and bed) to now plus the interval. */
  async function shiftHold(bookingId: number, userId: string, interval: string): Promise<void> {
    await project.sql(`update public.bookings set hold_ends_at = now() + $2::interval where id = $1`, [
      bookingId,
      interval,
    ]);
    await project.sql(`update public.beds set held_until = now() + $2::interval where held_by = $1`, [
      userId,
      interval,
    ]);
  }

  async function newDeclaredStudent(label: string) {
    const made = await project.newStudent(label);
    await project.declare([made.id]);
    return made;
  }

  beforeAll(async () => {
    project = await startProject(engine);
    service = project.service;
    student = await newDeclaredStudent('notified');
    other = await newDeclaredStudent('bystander');
  }, 120_000);

  afterAll(async () => {
    await project.close();
  });

  it('when a hold is paid, then its payer gets one receipt naming the bed and amount, however often it is finalised', async () => {
    const { bookingId, intent } = await holdBed(student.id);
    for (let i = 0; i < 2; i++)
      expect((await service.rpc('finalise_booking', { p_payment_intent_id: intent })).error).toBeNull();
    const receipts = await rowsOf(student.id, 'booking_receipt');
    expect(receipts).toHaveLength(1);
    const [booking] = await project.sql<{ reference: string; receipt_number: string }>(
      'select reference, receipt_number from public.bookings where id = $1',
      [bookingId],
    );
    expect(booking?.receipt_number).toMatch(/^CH\/\d{4}-\d{2}\/\d{6}$/);
    expect(receipts[0]?.data).toMatchObject({
      reference: booking?.reference,
      receipt_number: booking?.receipt_number,
      fee_period: 'semester',
      rent_minor: 50000,
      deposit_minor: 0,
      hostel_name: 'Kanhar',
      bed_label: 'A',
      amount_minor: 50000,
      currency: 'inr',
      payment_intent_id: intent,
    });
    expect(receipts[0]?.email_status).toBe('pending');
  });

  it('when a booking’s form names another address, then its messages go to the account’s own address', async () => {
    const payer = await newDeclaredStudent('payer');
    const { intent } = await holdBed(payer.id);
    expect((await service.rpc('finalise_booking', { p_payment_intent_id: intent })).error).toBeNull();
    const rows = await project.sql<{ email: string; own: string }>(
      `select n.email, u.email as own from public.notifications n join auth.users u on u.id = n.user_id
       where n.user_id = $1 and n.kind = 'booking_receipt'`,
      [payer.id],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]?.email).not.toBe('meera@hostel.local');
    expect(rows[0]?.email).toBe(rows[0]?.own);
  });

  it('when a roommate invitation names an address no account uses, then it is refused and nothing is queued', async () => {
    const inviter = await newDeclaredStudent('inviter');
    const [room] = await project.sql<{ id: number }>(
      `select r.id::int as id from public.hostel_room r
       where r.hostel_name = 'Kanhar' and r.occupancy = 2 and not r.status
         and not exists (select 1 from public.beds b where b.room_id = r.id
                         and (b.occupied or b.held_by is not null or b.reserved_until is not null))
       order by r.id desc limit 1`,
    );
    if (!room) throw new Error('no vacant double');
    await project.sql(
      `update public.beds set held_by = $1, held_until = now() + interval '15 minutes'
                       where room_id = $2 and label = 'A'`,
      [inviter.id, room.id],
    );
    const nobody = `nobody-${engine}@elsewhere.example`;
    const { data, error } = await service.rpc('invite_roommate', {
      p_user_id: inviter.id,
      p_email: nobody,
      p_hours: 48,
    });
    expect(error).toBeNull();
    expect(data).toEqual([{ outcome: 'no_account', invite_id: null, expires_at: null }]);
    expect(await project.sql('select id from public.notifications where email = $1', [nobody])).toEqual([]);
    expect(await project.sql('select id from public.roommate_invites where inviter_id = $1', [inviter.id])).toEqual([]);
  });

  it('when one account’s actions have mailed others three times within the hour, then a fourth message it causes stays in the app', async () => {
    const sender = await project.accounts('sender', 1);
    const readers = await project.accounts('reader', 4);
    for (const [i, reader] of readers.entries()) {
      await project.sql(`select public.notify($1, 'any@elsewhere.example', 'roommate_invite', '{}'::jsonb, $2, $3)`, [
        reader,
        `sender-cap-${engine}-${i}`,
        sender[0],
      ]);
    }
    const rows = await project.sql<{ email_status: string }>(
      `select email_status from public.notifications where sender_id = $1 order by id`,
      [sender[0]],
    );
    expect(rows.map((r) => r.email_status)).toEqual(['pending', 'pending', 'pending', 'skipped']);
  });

  it('when a hold nears its end, the sweep queues one reminder; when it lapses, one notice; a payer who leaves gets none', async () => {
    const left = await holdBed(other.id);
    expect((await service.rpc('release_booking', { p_payment_intent_id: left.intent })).data).toBe(true);
    expect(await rowsOf(other.id)).toEqual([]);

    const held = await holdBed(other.id);
    await shiftHold(held.bookingId, other.id, '3 minutes');
    for (let i = 0; i < 2; i++)
      expect((await service.rpc('queue_due_notifications', { p_minutes: 5 })).error).toBeNull();
    expect((await rowsOf(other.id)).map((r) => r.kind)).toEqual(['hold_ending']);

    await shiftHold(held.bookingId, other.id, '-1 second');
    expect((await service.rpc('release_expired_holds')).error).toBeNull();
    expect((await rowsOf(other.id)).map((r) => r.kind)).toEqual(['hold_ending', 'hold_lapsed']);
  });

  it('when the office resolves an application or a complaint, then its author is told once', async () => {
    const app = await student.client
      .from('application_table')
      .insert({ application_type: 'Room Change', description: 'Nearer the library' })
      .select('application_id')
      .single();
    const complaint = await student.client
      .from('complaints_table')
      .insert({
        complaint_type: 'cleanliness',
        complaint_category: 'other',
        complaint_description: 'Tap leaks',
        urgency_level: 'high',
      })
      .select('id')
      .single();
    expect(app.error ?? complaint.error).toBeNull();
    for (let i = 0; i < 2; i++) {
      const resolvedApp = await service.rpc('resolve_application', {
        p_application_id: app.data?.application_id,
        p_admin_email: 'admin@hostel.local',
        p_actor_id: ADMIN_ID,
      });
      expect(resolvedApp.error).toBeNull();
      expect(resolvedApp.data).toEqual([{ application_id: app.data?.application_id, status: true }]);
      const resolvedComplaint = await service.rpc('resolve_complaint', {
        p_complaint_id: complaint.data?.id,
        p_admin_email: 'admin@hostel.local',
        p_actor_id: ADMIN_ID,
      });
      expect(resolvedComplaint.error).toBeNull();
      expect(resolvedComplaint.data).toEqual([{ complaint_id: complaint.data?.id, resolved: true }]);
    }
    const decided = await rowsOf(student.id, 'application_decided');
    expect(decided).toHaveLength(1);
    expect(decided[0]?.data).toEqual({
      application_id: app.data?.application_id,
      application_type: 'Room Change',
      decision: 'approved',
      note: null,
    });
    expect(await rowsOf(student.id, 'complaint_resolved')).toHaveLength(1);
  });

  it('when a complaint is past its due time with no answer, then every admin is told once; one answered or not yet due is not announced', async () => {
    /** Raises a complaint for `other` as if `hoursAgo` hours ago: the due-time trigger reads created_at. */
    const raised = async (urgency: 'low' | 'high', hoursAgo: number, description: string) => {
      const [row] = await project.sql<{ id: number; due_at: Date; created_at: Date }>(
        `insert into public.complaints_table
           (complaint_type, complaint_category, complaint_description, urgency_level, email, user_id, created_at)
         select 'cleanliness', 'other', $1, $2, u.email, u.id, now() - make_interval(hours => $3)
         from auth.users u where u.id = $4
         returning id::int as id, due_at, created_at`,
        [description, urgency, hoursAgo, other.id],
      );
      if (!row) throw new Error('complaint not raised');
      return row;
    };
    const urgentLate = await raised('high', 9, 'No water in the washroom');
    const routineLate = await raised('low', 25, 'Bins not emptied');
    const routineEarly = await raised('low', 9, 'Corridor bulb fused');
    const answeredLate = await raised('low', 25, 'Window latch broken');
    expect(urgentLate.due_at.getTime() - urgentLate.created_at.getTime()).toBe(8 * 3_600_000);
    expect(routineEarly.due_at.getTime() - routineEarly.created_at.getTime()).toBe(24 * 3_600_000);
    const reply = await service.rpc('reply_to_complaint', {
      p_complaint_id: answeredLate.id,
      p_body: 'The carpenter will fix it today.',
      p_from_office: true,
      p_actor_id: ADMIN_ID,
      p_actor_email: 'admin@hostel.local',
    });
    expect(reply.error).toBeNull();

    for (let i = 0; i < 2; i++)
      expect((await service.rpc('queue_due_notifications', { p_minutes: 5 })).error).toBeNull();
    const rows = await project.sql<{ complaint_id: number; user_id: string }>(
      `select (n.data ->> 'complaint_id')::int as complaint_id, n.user_id from public.notifications n
       where n.kind = 'complaint_overdue' and (n.data ->> 'complaint_id')::bigint = any($1::bigint[])
       order by 1, 2`,
      [[urgentLate.id, routineLate.id, routineEarly.id, answeredLate.id]],
    );
    const admins = (
      await project.sql<{ id: string }>(
        `select id from auth.users where raw_app_meta_data ->> 'role' = 'admin' and email is not null order by id`,
      )
    ).map((a) => a.id);
    expect(admins.length).toBeGreaterThan(0);
    expect(rows).toEqual(
      [urgentLate.id, routineLate.id].flatMap((complaintId) =>
        admins.map((userId) => ({ complaint_id: complaintId, user_id: userId })),
      ),
    );
  });

  it('when users read and mark notifications, then each reaches only their own and only read_at', async () => {
    const mine = await student.client.from('notifications').select('id, kind, read_at');
    expect(mine.error).toBeNull();
    expect(mine.data?.length).toBeGreaterThan(0);
    expect(
      (
        await other.client
          .from('notifications')
          .select('id')
          .in('id', mine.data?.map((n) => n.id) ?? [])
      ).data,
    ).toEqual([]);
    expect((await project.client().from('notifications').select('id')).error?.code).toBe('42501');
    expect((await student.client.from('notifications').select('message_id')).error?.code).toBe('42501');

    const first = mine.data?.[0]?.id ?? 0;
    const stranger = await other.client
      .from('notifications')
      .update({ read_at: new Date().toISOString() })
      .eq('id', first)
      .select('id');
    expect(stranger.data).toEqual([]);
    const marked = await student.client
      .from('notifications')
      .update({ read_at: new Date().toISOString() })
      .eq('id', first)
      .select('id');
    expect(marked.data).toEqual([{ id: first }]);
    expect(
      (await student.client.from('notifications').update({ kind: 'hold_lapsed' }).eq('id', first)).error?.code,
    ).toBe('42501');
    expect((await student.client.from('notifications').delete().eq('id', first)).error?.code).toBe('42501');
    const forged = await student.client
      .from('notifications')
      .insert({ user_id: student.id, email: 'x@y.z', kind: 'hold_lapsed', dedupe_key: 'forged' });
    expect(forged.error?.code).toBe('42501');
  });

  it('when users set email preferences, then each reads and changes only their own, within the known kinds', async () => {
    const set = await student.client
      .from('notification_preferences')
      .upsert({ user_id: student.id, email_off: ['complaint_resolved'] })
      .select('email_off');
    expect(set.error).toBeNull();
    expect((await other.client.from('notification_preferences').select('user_id')).data).toEqual([]);
    const foreign = await other.client.from('notification_preferences').insert({ user_id: student.id, email_off: [] });
    expect(foreign.error).not.toBeNull();
    const unknown = await student.client
      .from('notification_preferences')
      .update({ email_off: ['everything'] })
      .eq('user_id', student.id);
    expect(unknown.error?.code).toBe('23514');
    await student.client.from('notification_preferences').update({ email_off: [] }).eq('user_id', student.id);
  });

  it('when senders claim the outbox, then each message goes to one sender, opted-out kinds are skipped, and a failed or abandoned send is retried with its Message-ID', async () => {
    await project.sql(`update public.notifications set email_status = 'sent' where email_status = 'pending'`);
    await project.sql(`update public.notifications set email_status = 'pending' where user_id = $1`, [student.id]);
    await student.client
      .from('notification_preferences')
      .upsert({ user_id: student.id, email_off: ['complaint_resolved'] });
    const pending = await rowsOf(student.id);

    const claims = await Promise.all(
      [0, 1].map(() => service.rpc('claim_notification_emails', { p_limit: 100, p_lease_seconds: 60 })),
    );
    const claimed = claims.flatMap((c) => (c.data ?? []) as Claimed[]);
    expect(claimed.map((c) => c.id).sort((a, b) => a - b)).toEqual(
      pending.filter((r) => r.kind !== 'complaint_resolved').map((r) => r.id),
    );
    expect((await rowsOf(student.id, 'complaint_resolved'))[0]?.email_status).toBe('skipped');

    const [failed, abandoned, ...rest] = claimed;
    if (!failed || !abandoned) throw new Error('expected two claimed messages');
    expect(
      (await service.rpc('finish_notification_email', { p_id: failed.id, p_attempt: 1, p_error: 'SMTP 451' })).data,
    ).toBe(true);
    for (const c of rest) await service.rpc('finish_notification_email', { p_id: c.id, p_attempt: 1, p_error: null });
    // The failed one waits for its backoff; the abandoned one (its sender stopped before marking) waits for its lease.
    expect((await service.rpc('claim_notification_emails', { p_limit: 100, p_lease_seconds: 60 })).data).toEqual([]);

    await project.sql('update public.notifications set email_next_at = now() where id = $1', [failed.id]);
    await project.sql('update public.notifications set email_lease_until = now() where id = $1', [abandoned.id]);
    const again = ((await service.rpc('claim_notification_emails', { p_limit: 100, p_lease_seconds: 60 })).data ??
      []) as Claimed[];
    expect(again.map((c) => [c.id, c.message_id, c.attempt]).sort()).toEqual(
      [
        [failed.id, failed.message_id, 2],
        [abandoned.id, abandoned.message_id, 2],
      ].sort(),
    );
    // The first sender of the abandoned message coming back late changes nothing.
    expect(
      (await service.rpc('finish_notification_email', { p_id: abandoned.id, p_attempt: 1, p_error: null })).data,
    ).toBeNull();
    const states = await project.sql<{ email_status: string }>(
      'select email_status from public.notifications where id = any($1::bigint[]) order by id',
      [[failed.id, abandoned.id]],
    );
    expect(states.map((s) => s.email_status)).toEqual(['sending', 'sending']);
  });

  it('when anyone but the service role calls the outbox functions, then it is refused', async () => {
    for (const c of [project.client(), student.client]) {
      expect((await c.rpc('claim_notification_emails', { p_limit: 1, p_lease_seconds: 60 })).error?.code).toBe('42501');
      expect((await c.rpc('finish_notification_email', { p_id: 1, p_attempt: 1, p_error: null })).error?.code).toBe(
        '42501',
      );
      expect((await c.rpc('queue_due_notifications', { p_minutes: 5 })).error?.code).toBe('42501');
    }
  });
});
