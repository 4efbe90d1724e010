// The admin-only office routes over HTTP against both stand-ins: refunds (once per booking, however often asked) and
// people (listing accounts, granting and removing roles, which count from the next request of the same token).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCAL_STRIPE } from '@campus-hostel/emulators/stripe';
import {
  ADMIN,
  Harness,
  bookingBody,
  confirmWithCard,
  eventually,
  startApi,
  studentPool,
  type Booking,
  type Session,
} from './harness.js';

const VISA = '4242424242424242';

let h: Harness;
let admin: Session;
let staff: Session;
let nextStudent: () => Session;

beforeAll(async () => {
  h = await Harness.start();
  admin = await h.signIn(ADMIN.email, ADMIN.password);
  staff = await h.createOfficeMember('refund-staff@test.hostel.local', 'staff');
  nextStudent = studentPool(await h.createStudents(12, 'office-admin'));
});

afterAll(async () => {
  await h.close();
});

interface RefundAnswer {
  booking_id: number;
  status: string;
  refund_id: string;
}

/** A student pays for a single in Kanhar through the real flow; answers the paid booking and its bed. */
async function paidBooking(): Promise<{ booking: Booking; bedId: number; student: Session }> {
  const student = nextStudent();
  const [room] = await h.vacantRooms('Kanhar', 1);
  if (!room) throw new Error('no vacant room');
  const intent = await h.call<{ paymentIntentId: string; clientSecret: string }>('POST', '/create-payment-intent', {
    token: student.token,
    body: bookingBody(room),
  });
  expect(intent.status).toBe(200);
  const paid = await confirmWithCard(h.stripeStandIn.url, intent.body.paymentIntentId, intent.body.clientSecret, VISA);
  expect(paid.body.status).toBe('succeeded');
  const booking = await eventually(
    () => h.bookingByIntent(intent.body.paymentIntentId),
    (b) => b?.status === 'paid',
  );
  if (!booking) throw new Error('no booking');
  const [bed] = await h.sql<{ id: number }>('select bed_id::int as id from public.bookings where id = $1', [
    booking.id,
  ]);
  if (!bed) throw new Error('no bed');
  return { booking, bedId: bed.id, student };
}

async function refundsAtStripe(paymentIntentId: string | null) {
  if (paymentIntentId === null) throw new Error('no intent');
  return (await h.stripe.refunds.list({ payment_intent: paymentIntentId })).data;
}

async function bookingRow(id: number) {
  const [row] = await h.sql<{ status: string; refund_id: string | null; refund_reason: string | null }>(
    'select status, refund_id, refund_reason from public.bookings where id = $1',
    [id],
  );
  return row;
}

async function refundAudits(bookingId: number) {
  return h.sql(
    "select a.actor_email, a.reason, a.after from public.audit_log a join public.bookings k on k.reference = a.target_id where a.action = 'booking.refund' and k.id = $1",
    [bookingId],
  );
}

describe('POST /admin/refund', () => {
  it('when an admin refunds a paid booking, then Stripe refunds it, the bed is free, the booking refunded and audited, and asking again answers the same', async () => {
    const { booking, bedId, student } = await paidBooking();
    const res = await h.call<RefundAnswer>('POST', '/admin/refund', {
      token: admin.token,
      body: { booking_id: booking.id, reason: 'Left the university' },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ booking_id: booking.id, status: 'refunded' });
    expect(res.body.refund_id).toMatch(/^re_/);
    const refunds = await refundsAtStripe(booking.payment_intent_id);
    expect(refunds.map((r) => ({ id: r.id, amount: r.amount }))).toEqual([
      { id: res.body.refund_id, amount: booking.amount_minor },
    ]);
    expect(await bookingRow(booking.id)).toEqual({
      status: 'refunded',
      refund_id: res.body.refund_id,
      refund_reason: 'Left the university',
    });
    const [bed] = await h.sql('select occupied, occupant_id from public.beds where id = $1', [bedId]);
    expect(bed).toEqual({ occupied: false, occupant_id: null });
    expect(await refundAudits(booking.id)).toEqual([
      {
        actor_email: ADMIN.email,
        reason: 'Left the university',
        after: { status: 'refunded', refund_id: res.body.refund_id },
      },
    ]);
    const notified = await h.sql(
      "select 1 from public.notifications where kind = 'booking_refunded' and user_id = $1",
      [student.userId],
    );
    expect(notified).toHaveLength(1);

    const again = await h.call<RefundAnswer>('POST', '/admin/refund', {
      token: admin.token,
      body: { booking_id: booking.id, reason: 'Clicked twice' },
    });
    expect(again.status).toBe(200);
    expect(again.body).toEqual(res.body);
    expect(await refundsAtStripe(booking.payment_intent_id)).toHaveLength(1);
    expect(await refundAudits(booking.id)).toHaveLength(1);
  });

  it('when two refunds of one booking race, then both answer the one refund and it is recorded once', async () => {
    const { booking, bedId } = await paidBooking();
    const [a, b] = await Promise.all(
      ['First click', 'Second admin'].map((reason) =>
        h.call<RefundAnswer>('POST', '/admin/refund', { token: admin.token, body: { booking_id: booking.id, reason } }),
      ),
    );
    expect(a?.status).toBe(200);
    expect(b?.status).toBe(200);
    expect(a?.body.refund_id).toBe(b?.body.refund_id);
    const refunds = await refundsAtStripe(booking.payment_intent_id);
    expect(refunds.map((r) => r.id)).toEqual([a?.body.refund_id]);
    expect((await bookingRow(booking.id))?.status).toBe('refunded');
    const [bed] = await h.sql<{ occupied: boolean }>('select occupied from public.beds where id = $1', [bedId]);
    expect(bed?.occupied).toBe(false);
    expect(await refundAudits(booking.id)).toHaveLength(1);
  });

  it('when a checked-out booking is refunded, then it is refunded and the bed stays free', async () => {
    const { booking, bedId } = await paidBooking();
    const out = await h.call('POST', '/admin/beds/check-out', { token: staff.token, body: { bed_id: bedId } });
    expect(out.status).toBe(200);
    expect((await bookingRow(booking.id))?.status).toBe('checked_out');
    const res = await h.call('POST', '/admin/refund', {
      token: admin.token,
      body: { booking_id: booking.id, reason: 'Deposit back' },
    });
    expect(res.status).toBe(200);
    expect((await bookingRow(booking.id))?.status).toBe('refunded');
  });

  it('when the payment was refunded before under another key, then that refund is the answer and Stripe makes no second', async () => {
    const { booking } = await paidBooking();
    if (booking.payment_intent_id === null) throw new Error('no intent');
    const earlier = await h.stripe.refunds.create({ payment_intent: booking.payment_intent_id });
    const res = await h.call<RefundAnswer>('POST', '/admin/refund', {
      token: admin.token,
      body: { booking_id: booking.id, reason: 'Refunded from the Stripe dashboard' },
    });
    expect(res.status).toBe(200);
    expect(res.body.refund_id).toBe(earlier.id);
    expect(await refundsAtStripe(booking.payment_intent_id)).toHaveLength(1);
    expect((await bookingRow(booking.id))?.refund_id).toBe(earlier.id);
  });

  it('when Stripe cannot be reached, then 503 with a clear message and nothing changes', async () => {
    const { booking } = await paidBooking();
    const cutOff = await startApi({
      SUPABASE_URL: h.supabase.url,
      STRIPE_API_BASE: 'http://127.0.0.1:9',
      STRIPE_SECRET_KEY: LOCAL_STRIPE.secretKey,
      STRIPE_WEBHOOK_SECRET: LOCAL_STRIPE.webhookSecret,
    });
    try {
      const res = await h.call('POST', '/admin/refund', {
        token: admin.token,
        body: { booking_id: booking.id, reason: 'Left' },
        baseUrl: cutOff.url,
      });
      expect(res.status).toBe(503);
      expect(res.body).toEqual({
        message: 'Stripe could not be reached, so nothing was refunded or changed. Please try again.',
        code: 'payment_provider_unavailable',
      });
    } finally {
      await cutOff.close();
    }
    expect((await bookingRow(booking.id))?.status).toBe('paid');
    expect(await refundAudits(booking.id)).toHaveLength(0);
  });

  it('when the booking is only held or does not exist, then 409 not_refundable or 404, and Stripe is not asked', async () => {
    const student = nextStudent();
    const [room] = await h.vacantRooms('Kanhar', 1);
    if (!room) throw new Error('no room');
    const hold = await h.call<{ paymentIntentId: string }>('POST', '/create-payment-intent', {
      token: student.token,
      body: bookingBody(room),
    });
    const held = await h.bookingByIntent(hold.body.paymentIntentId);
    if (!held) throw new Error('no booking');
    const res = await h.call('POST', '/admin/refund', {
      token: admin.token,
      body: { booking_id: held.id, reason: 'x' },
    });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({
      message: 'Only a paid or checked-out booking can be refunded.',
      code: 'not_refundable',
    });
    expect(await refundsAtStripe(hold.body.paymentIntentId)).toHaveLength(0);
    const missing = await h.call('POST', '/admin/refund', {
      token: admin.token,
      body: { booking_id: 999999, reason: 'x' },
    });
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ message: 'Booking not found', code: 'not_found' });
  });

  it('when the reason is missing or too long, then 400 naming it', async () => {
    const missing = await h.call('POST', '/admin/refund', { token: admin.token, body: { booking_id: 1 } });
    expect(missing.status).toBe(400);
    expect(missing.body).toEqual({ message: 'reason is required', code: 'invalid_request' });
    const long = await h.call('POST', '/admin/refund', {
      token: admin.token,
      body: { booking_id: 1, reason: 'x'.repeat(501) },
    });
    expect(long.body).toMatchObject({ message: 'reason must be at most 500 characters' });
  });
});

describe('POST /admin/people', () => {
  it('when an admin lists people, then office roles come first, pages hold 50, and a search narrows by email', async () => {
    const first = await h.call<{
      people: { email: string; role: string | null }[];
      total: number;
      page: number;
      page_size: number;
    }>('POST', '/admin/people', { token: admin.token, body: {} });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ page: 1, page_size: 50 });
    expect(first.body.people.slice(0, 2).map((p) => p.role)).toEqual(['admin', 'staff']);
    const [count] = await h.sql<{ n: number }>('select count(*)::int as n from auth.users');
    expect(first.body.total).toBe(count?.n);
    expect(first.body.people.length).toBe(Math.min(50, count?.n ?? 0));

    const search = await h.call<{ people: { email: string; role: string | null; full_name: string }[]; total: number }>(
      'POST',
      '/admin/people',
      { token: admin.token, body: { query: '  refund-staff  ' } },
    );
    expect(search.body.total).toBe(1);
    expect(search.body.people).toMatchObject([
      { email: 'refund-staff@test.hostel.local', role: 'staff', full_name: 'refund-staff@test.hostel.local' },
    ]);

    const beyond = await h.call<{ people: unknown[]; total: number }>('POST', '/admin/people', {
      token: admin.token,
      body: { page: 99 },
    });
    expect(beyond.body).toMatchObject({ people: [], total: count?.n, page: 99 });
  });

  it('when the page or query is malformed, then 400', async () => {
    const page = await h.call('POST', '/admin/people', { token: admin.token, body: { page: 0 } });
    expect(page.status).toBe(400);
    expect(page.body).toMatchObject({ message: 'page must be a positive integer' });
    const query = await h.call('POST', '/admin/people', { token: admin.token, body: { query: 7 } });
    expect(query.status).toBe(400);
  });
});

describe('POST /admin/people/role', () => {
  it('when an admin grants staff and later removes it, then each counts from the next request of the same token', async () => {
    const member = nextStudent();
    const complaint = { complaint_id: 999999 };
    const before = await h.call('POST', '/admin/complaints/start', { token: member.token, body: complaint });
    expect(before.status).toBe(403);

    const grant = await h.call('POST', '/admin/people/role', {
      token: admin.token,
      body: { user_id: member.userId, role: 'staff' },
    });
    expect(grant.status).toBe(200);
    expect(grant.body).toEqual({ user_id: member.userId, role: 'staff', places: [] });
    const [meta] = await h.sql<{ app: Record<string, unknown> }>(
      'select raw_app_meta_data as app from auth.users where id = $1',
      [member.userId],
    );
    expect(meta?.app).toMatchObject({ provider: 'email', role: 'staff' });
    // Admitted: the complaint does not exist, which only the office is told.
    const asStaff = await h.call('POST', '/admin/complaints/start', { token: member.token, body: complaint });
    expect(asStaff.status).toBe(404);
    const moneyRoute = await h.call('POST', '/admin/people', { token: member.token, body: {} });
    expect(moneyRoute.status).toBe(403);

    const removed = await h.call('POST', '/admin/people/role', {
      token: admin.token,
      body: { user_id: member.userId, role: null },
    });
    expect(removed.body).toEqual({ user_id: member.userId, role: null, places: [] });
    const after = await h.call('POST', '/admin/complaints/start', { token: member.token, body: complaint });
    expect(after.status).toBe(403);
    expect(after.body).toMatchObject({ code: 'forbidden' });

    const audit = await h.sql(
      "select actor_email, before, after from public.audit_log where action = 'person.set_role' and target_id = $1 order by id",
      [member.userId],
    );
    expect(audit).toEqual([
      { actor_email: ADMIN.email, before: { role: null }, after: { role: 'staff' } },
      { actor_email: ADMIN.email, before: { role: 'staff' }, after: { role: null } },
    ]);
  });

  it('when the role is already what is asked, then it answers it and writes nothing', async () => {
    const res = await h.call('POST', '/admin/people/role', {
      token: admin.token,
      body: { user_id: staff.userId, role: 'staff' },
    });
    expect(res.body).toEqual({ user_id: staff.userId, role: 'staff', places: [] });
    expect(
      await h.sql("select 1 from public.audit_log where action = 'person.set_role' and target_id = $1", [staff.userId]),
    ).toHaveLength(0);
  });

  it('when an admin changes their own role, then 409 own_role and they stay admin', async () => {
    const res = await h.call('POST', '/admin/people/role', {
      token: admin.token,
      body: { user_id: admin.userId, role: null },
    });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ code: 'own_role' });
    const [row] = await h.sql<{ role: string }>(
      "select raw_app_meta_data ->> 'role' as role from auth.users where id = $1",
      [admin.userId],
    );
    expect(row?.role).toBe('admin');
  });

  it('when the account does not exist or the body is wrong, then 404 or 400', async () => {
    const missing = await h.call('POST', '/admin/people/role', {
      token: admin.token,
      body: { user_id: '00000000-0000-4000-8000-000000000000', role: 'staff' },
    });
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ message: 'Account not found', code: 'not_found' });
    const role = await h.call('POST', '/admin/people/role', {
      token: admin.token,
      body: { user_id: staff.userId, role: 'owner' },
    });
    expect(role.status).toBe(400);
    expect(role.body).toMatchObject({
      message: 'role must be one of staff, admin, warden, mess_manager, guard, technician, or null',
    });
    const id = await h.call('POST', '/admin/people/role', { token: admin.token, body: { user_id: 'me', role: null } });
    expect(id.body).toMatchObject({ message: 'user_id must be a user id' });
  });
});

describe('POST /admin/people/declaration', () => {
  type Profile = { gender: string; married: boolean; corrected_by: string | null };
  async function declared(student: Session): Promise<Profile | undefined> {
    const [row] = await h.sql<Profile>(
      'select gender, married, corrected_by from public.student_profiles where user_id = $1',
      [student.userId],
    );
    return row;
  }
  /** Test students are made declared; this is what each declared. */
  async function declare(student: Session, gender: string, married: boolean) {
    await h.sql('update public.student_profiles set gender = $2, married = $3 where user_id = $1', [
      student.userId,
      gender,
      married,
    ]);
  }
  async function corrections(student: Session) {
    return h.sql<{ actor_email: string; before: unknown; after: unknown }>(
      "select actor_email, before, after from public.audit_log where action = 'profile.correct' and target_id = $1",
      [student.userId],
    );
  }

  it('when an admin corrects a student’s declaration, then it changes, names the admin’s account and is audited once', async () => {
    const student = nextStudent();
    await declare(student, 'male', false);
    const res = await h.call<{ user_id: string; gender: string; married: boolean; corrected_at: string }>(
      'POST',
      '/admin/people/declaration',
      { token: admin.token, body: { user_id: student.userId, gender: 'male', married: true } },
    );
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ user_id: student.userId, gender: 'male', married: true });
    expect(new Date(res.body.corrected_at).toISOString()).toBe(res.body.corrected_at);
    expect(await declared(student)).toEqual({ gender: 'male', married: true, corrected_by: ADMIN.email });
    expect(await corrections(student)).toEqual([
      {
        actor_email: ADMIN.email,
        before: { gender: 'male', married: false },
        after: { gender: 'male', married: true },
      },
    ]);
  });

  it('when staff or a student asks, then 403 and nothing changes; an undeclared student is 404; a wrong body is 400', async () => {
    const student = nextStudent();
    await declare(student, 'female', false);
    const body = { user_id: student.userId, gender: 'female', married: true };
    for (const token of [staff.token, student.token]) {
      const res = await h.call('POST', '/admin/people/declaration', { token, body });
      expect(res.status).toBe(403);
      expect(res.body).toMatchObject({ code: 'forbidden' });
    }
    const undeclared = nextStudent();
    await h.sql('delete from public.student_profiles where user_id = $1', [undeclared.userId]);
    const missing = await h.call('POST', '/admin/people/declaration', {
      token: admin.token,
      body: { ...body, user_id: undeclared.userId },
    });
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ message: 'This student has not declared yet', code: 'not_found' });
    const wrong = await h.call('POST', '/admin/people/declaration', {
      token: admin.token,
      body: { ...body, gender: 'robot' },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({ code: 'invalid_request' });
    expect(await declared(student)).toEqual({ gender: 'female', married: false, corrected_by: null });
    expect(await corrections(student)).toEqual([]);
  });
});
