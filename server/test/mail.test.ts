// The outbox's sender against the real stand-ins and the mail catcher: a paid booking's receipt leaves once with both
// parts and its link; a Hindi account's mail is in Hindi; refusals are retried; opted-out kinds stay in the app only;
// two senders never send one twice.
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestMailbox, type TestMailbox } from '@campus-hostel/emulators/testing/mail';
import { createMailer, type Mailer } from '../src/clients/mailer.js';
import { sendDueEmails, type MailSenderDeps } from '../src/notifications/mail-sender.js';
import {
  Harness,
  TEST_ORIGIN,
  bookingBody,
  confirmWithCard,
  eventually,
  studentPool,
  type Session,
} from './harness.js';

const FROM = 'Campus Hostel <no-reply@hostel.local>';

let h: Harness;
let mailbox: TestMailbox;
let mailer: Mailer;
let next: () => Session;

const senderWith = (using: Mailer): MailSenderDeps => ({
  store: h.api.deps.store,
  mailer: using,
  logger: pino({ level: 'silent' }),
  siteUrl: TEST_ORIGIN,
});

/** Files a complaint for the student and has the office resolve it: one complaint_resolved notification. */
async function resolvedComplaint(student: Session): Promise<number> {
  const [row] = await h.sql<{ id: number }>(
    `insert into public.complaints_table (complaint_type, complaint_category, complaint_description, urgency_level, email, user_id)
     values ('cleanliness', 'other', 'Corridor not swept', 'low', $1, $2) returning id::int as id`,
    [student.email, student.userId],
  );
  if (!row) throw new Error('no complaint');
  expect(
    await h.api.deps.store.resolveComplaint(row.id, 'admin@hostel.local', '00000000-0000-4000-8000-00000000a001'),
  ).toBe(true);
  return row.id;
}

const outboxOf = (userId: string) =>
  h.sql<{ id: number; kind: string; email_status: string; email_attempts: number; email_error: string | null }>(
    `select id::int as id, kind, email_status, email_attempts, email_error from public.notifications
     where user_id = $1 order by id`,
    [userId],
  );

beforeAll(async () => {
  h = await Harness.start();
  mailbox = await startTestMailbox();
  mailer = createMailer({ smtpUrl: mailbox.smtpUrl, mailFrom: FROM });
  next = studentPool(await h.createStudents(12, 'mail'));
  // Whatever the seed queued (e.g. overdue sample complaints for the admin) leaves first, so each test sees its own.
  await sendDueEmails(senderWith(mailer));
});

afterAll(async () => {
  mailer?.close();
  await mailbox?.close();
  await h?.close();
});

describe('notification emails', () => {
  it('when a booking is paid, then one receipt email leaves with text and HTML parts and a link to the receipt', async () => {
    const student = next();
    const [room] = await h.vacantRooms('Kanhar', 1);
    if (!room) throw new Error('no vacant room');
    const intent = await h.call<{ paymentIntentId: string; clientSecret: string }>('POST', '/create-payment-intent', {
      token: student.token,
      body: bookingBody(room, { shipping: { ...bookingBody(room).shipping, email: student.email } }),
    });
    expect(intent.status).toBe(200);
    await confirmWithCard(
      h.stripeStandIn.url,
      intent.body.paymentIntentId,
      intent.body.clientSecret,
      '4242424242424242',
    );
    await eventually(
      () => h.bookingByIntent(intent.body.paymentIntentId),
      (b) => b?.status === 'paid',
    );

    expect(await sendDueEmails(senderWith(mailer))).toBeGreaterThanOrEqual(1);
    expect(await sendDueEmails(senderWith(mailer))).toBe(0);

    const [reference] = await h.sql<{ reference: string }>(
      'select reference from public.bookings where payment_intent_id = $1',
      [intent.body.paymentIntentId],
    );
    expect(await mailbox.countTo(student.email)).toBe(1);
    const receipt = await mailbox.latestTo(student.email);
    expect(receipt.Subject).toBe(`Booking confirmed: Kanhar, room ${room.room_number}`);
    expect(receipt.Text).toContain('₹500.00');
    expect(receipt.Text).toContain(`bed A of room ${room.room_number}`);
    expect(receipt.Text).toContain(`View your receipt: ${TEST_ORIGIN}/receipt/${reference?.reference}`);
    expect(receipt.HTML).toContain(`<a href="${TEST_ORIGIN}/receipt/${reference?.reference}"`);
    expect(receipt.HTML).toContain('<html lang="en">');
    expect((await outboxOf(student.userId)).map((n) => [n.kind, n.email_status])).toEqual([
      ['booking_receipt', 'sent'],
    ]);
  });

  it('when the account reads Hindi, then its email is in Hindi with a Hindi page', async () => {
    const [student] = await h.createStudents(1, 'mail-hindi');
    if (!student) throw new Error('no student');
    await h.sql(
      `update auth.users set raw_user_meta_data = raw_user_meta_data || '{"locale": "hi"}'::jsonb where id = $1`,
      [student.userId],
    );
    const complaintId = await resolvedComplaint(student);

    expect(await sendDueEmails(senderWith(mailer))).toBe(1);
    const mail = await mailbox.latestTo(student.email);
    expect(mail.Subject).toBe('आपकी शिकायत का समाधान हो गया है');
    expect(mail.Text).toContain(`हॉस्टल कार्यालय ने शिकायत #${complaintId} (साफ़-सफ़ाई, अन्य) का समाधान कर दिया है।`);
    expect(mail.Text).toContain(`अपनी शिकायतें देखें: ${TEST_ORIGIN}/profile`);
    expect(mail.HTML).toContain('<html lang="hi">');
    expect((await outboxOf(student.userId)).map((n) => [n.kind, n.email_status])).toEqual([
      ['complaint_resolved', 'sent'],
    ]);
  });

  it('when the SMTP server cannot be reached, then the message waits with the reason and leaves once it can', async () => {
    const student = next();
    await resolvedComplaint(student);
    const down = createMailer({ smtpUrl: 'smtp://127.0.0.1:1', mailFrom: FROM });
    try {
      expect(await sendDueEmails(senderWith(down))).toBe(0);
    } finally {
      down.close();
    }
    const [waiting] = await outboxOf(student.userId);
    expect(waiting).toMatchObject({ email_status: 'pending', email_attempts: 1 });
    expect(waiting?.email_error).toMatch(/ECONNREFUSED/);
    // Backing off: not due again yet.
    expect(await sendDueEmails(senderWith(mailer))).toBe(0);

    await h.sql('update public.notifications set email_next_at = now() where id = $1', [waiting?.id]);
    expect(await sendDueEmails(senderWith(mailer))).toBe(1);
    expect(await mailbox.countTo(student.email)).toBe(1);
    expect((await outboxOf(student.userId))[0]).toMatchObject({ email_status: 'sent', email_attempts: 2 });
  });

  it('when a student turned an email kind off, then none is sent but the app keeps the notification', async () => {
    const student = next();
    await h.sql(
      `insert into public.notification_preferences (user_id, email_off) values ($1, '{complaint_resolved}')`,
      [student.userId],
    );
    await resolvedComplaint(student);
    await sendDueEmails(senderWith(mailer));
    expect(await mailbox.countTo(student.email)).toBe(0);
    expect((await outboxOf(student.userId)).map((n) => [n.kind, n.email_status])).toEqual([
      ['complaint_resolved', 'skipped'],
    ]);
  });

  it('when two senders run at once, then every message leaves exactly once', async () => {
    const students = [next(), next(), next()];
    for (const student of students) await resolvedComplaint(student);
    const second = createMailer({ smtpUrl: mailbox.smtpUrl, mailFrom: FROM });
    try {
      const [a, b] = await Promise.all([sendDueEmails(senderWith(mailer)), sendDueEmails(senderWith(second))]);
      expect((a ?? 0) + (b ?? 0)).toBe(students.length);
    } finally {
      second.close();
    }
    for (const student of students) expect(await mailbox.countTo(student.email)).toBe(1);
  });

  it('when a student books with another address on the payment form, then the receipt goes to their own account’s address', async () => {
    const student = next();
    const typed = 'someone-else@elsewhere.example';
    const [room] = await h.vacantRooms('Kanhar', 1);
    if (!room) throw new Error('no vacant room');
    const intent = await h.call<{ paymentIntentId: string; clientSecret: string }>('POST', '/create-payment-intent', {
      token: student.token,
      body: bookingBody(room, { shipping: { ...bookingBody(room).shipping, email: typed } }),
    });
    expect(intent.status).toBe(200);
    expect((await h.stripe.paymentIntents.retrieve(intent.body.paymentIntentId)).receipt_email).toBe(student.email);
    await confirmWithCard(
      h.stripeStandIn.url,
      intent.body.paymentIntentId,
      intent.body.clientSecret,
      '4242424242424242',
    );
    await eventually(
      () => h.bookingByIntent(intent.body.paymentIntentId),
      (b) => b?.status === 'paid',
    );
    await sendDueEmails(senderWith(mailer));
    expect(await mailbox.countTo(typed)).toBe(0);
    expect(await mailbox.countTo(student.email)).toBe(1);
  });

  it('when a student sends six roommate invitations in a second with words of their own, then none leaves for an address without an account, no subject carries their words, and at most three leave', async () => {
    const [inviter, ...friends] = [next(), next(), next(), next(), next()];
    const [room] = await h.vacantRooms('Kanhar', 1, 2);
    if (!room) throw new Error('no vacant double');
    const words = 'Claim your prize at prize.example';
    const held = await h.call('POST', '/create-payment-intent', {
      token: inviter.token,
      body: bookingBody(room, { shipping: { ...bookingBody(room).shipping, name: words } }),
    });
    expect(held.status).toBe(200);
    const nobody = ['victim-1@elsewhere.example', 'victim-2@elsewhere.example'];
    const addresses = [
      friends[0]?.email,
      nobody[0],
      friends[1]?.email,
      nobody[1],
      friends[2]?.email,
      friends[3]?.email,
    ];
    const answers: number[] = [];
    for (const email of addresses) {
      const sent = await h.call<{ inviteId: number }>('POST', '/roommate-invites', {
        token: inviter.token,
        body: { email },
      });
      answers.push(sent.status);
      if (sent.status === 201) {
        await h.call('POST', `/roommate-invites/${sent.body.inviteId}/cancel`, { token: inviter.token });
      }
    }
    expect(answers).toEqual([201, 404, 201, 404, 201, 429]);

    await sendDueEmails(senderWith(mailer));
    for (const address of nobody) expect(await mailbox.countTo(address)).toBe(0);
    const reached = friends.slice(0, 3);
    for (const friend of reached) {
      expect(await mailbox.countTo(friend.email)).toBe(1);
      const mail = await mailbox.latestTo(friend.email);
      expect(mail.Subject).toBe(`Roommate invitation: Kanhar, room ${room.room_number}`);
      expect(`${mail.Subject}\n${mail.Text}\n${mail.HTML}`).not.toContain('prize');
    }
    expect(await mailbox.countTo(friends[3]?.email ?? '')).toBe(0);
  });
});
