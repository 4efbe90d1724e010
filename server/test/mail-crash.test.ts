// Fault test: the API process is killed after the SMTP server has taken a notification email and before the outbox
// marks it sent. After a restart the message is sent again with the same Message-ID once its lease runs out, and the
// mail catcher (dropping repeated Message-IDs, as Mailpit's --ignore-duplicate-ids does) keeps exactly one copy.
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import nodemailer from 'nodemailer';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestMailbox, type TestMailbox } from '@campus-hostel/emulators/testing/mail';
import { Harness, TEST_ORIGIN, eventually, type Session } from './harness.js';

const serverRoot = fileURLToPath(new URL('../', import.meta.url));

/**
 * An SMTP relay in front of the catcher that counts what it forwards by Message-ID. With `onForwarded` it runs that
 * (the kill) after the catcher has the message and before the sender hears "250".
 */
async function startRelay(mailbox: TestMailbox, onForwarded?: () => Promise<void>) {
  const forwarded: string[] = [];
  const onward = nodemailer.createTransport(mailbox.smtpUrl);
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks);
        const messageId = /^Message-ID:\s*<([^>]+)>/im.exec(raw.toString('utf8'))?.[1] ?? '';
        const envelope = {
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
        };
        onward
          .sendMail({ envelope, raw })
          .then(async () => {
            forwarded.push(messageId);
            await onForwarded?.();
            callback();
          })
          .catch((err: unknown) => callback(err instanceof Error ? err : new Error(String(err))));
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `smtp://127.0.0.1:${port}`,
    forwarded,
    async close() {
      onward.close();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

describe('when the sender dies between sending an email and marking it sent', () => {
  let h: Harness;
  let mailbox: TestMailbox;
  let student: Session;
  const children: ChildProcess[] = [];

  /** The real API entry point, as a deployment runs it, sending mail through `smtpUrl` every 100 ms. */
  function startApiProcess(smtpUrl: string): ChildProcess {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/index.ts'], {
      cwd: serverRoot,
      env: {
        ...process.env,
        PORT: '0',
        LOG_LEVEL: 'silent',
        CLIENT_ORIGIN: TEST_ORIGIN,
        SUPABASE_URL: h.supabase.url,
        STRIPE_API_BASE: h.stripeStandIn.url,
        SMTP_URL: smtpUrl,
        MAIL_SEND_INTERVAL_MS: '100',
        HOLD_SWEEP_INTERVAL_MS: '3600000',
      },
      stdio: 'ignore',
    });
    children.push(child);
    return child;
  }

  beforeAll(async () => {
    h = await Harness.start();
    mailbox = await startTestMailbox({ ignoreDuplicateIds: true });
    [student] = (await h.createStudents(1, 'crash')) as [Session];
    // Only this test's message is due: the seed's own notifications count as already sent.
    await h.sql(`update public.notifications set email_status = 'sent'`);
  });

  afterAll(async () => {
    for (const child of children) child.kill('SIGKILL');
    await mailbox?.close();
    await h?.close();
  });

  it('then after a restart it is sent again with its Message-ID and the inbox holds one copy', async () => {
    const [complaint] = await h.sql<{ id: number }>(
      `insert into public.complaints_table (complaint_type, complaint_category, complaint_description, urgency_level, email, user_id)
       values ('cleanliness', 'other', 'Stairs unlit', 'high', $1, $2) returning id::int as id`,
      [student.email, student.userId],
    );
    await h.api.deps.store.resolveComplaint(
      complaint?.id ?? 0,
      'admin@hostel.local',
      '00000000-0000-4000-8000-00000000a001',
    );
    const row = async () => {
      const [n] = await h.sql<{ email_status: string; email_attempts: number; message_id: string }>(
        `select email_status, email_attempts, message_id from public.notifications where user_id = $1`,
        [student.userId],
      );
      if (!n) throw new Error('no notification');
      return n;
    };

    const victim: { process?: ChildProcess } = {};
    const tripwire = await startRelay(mailbox, async () => {
      const first = victim.process;
      first?.kill('SIGKILL');
      if (first && first.exitCode === null && first.signalCode === null) await once(first, 'exit');
    });
    victim.process = startApiProcess(tripwire.url);
    await eventually(
      () => Promise.resolve(tripwire.forwarded.length),
      (n) => n === 1,
      20_000,
    );
    await eventually(
      () => Promise.resolve(victim.process?.signalCode),
      (signal) => signal === 'SIGKILL',
    );
    await tripwire.close();

    // The process died holding the lease: the message was delivered, but the outbox still says "sending".
    const orphaned = await row();
    expect(orphaned).toMatchObject({ email_status: 'sending', email_attempts: 1 });
    expect(tripwire.forwarded).toEqual([orphaned.message_id]);

    const relay = await startRelay(mailbox);
    startApiProcess(relay.url);
    // The lease (two minutes) runs out, as if that much time had passed.
    await h.sql(`update public.notifications set email_lease_until = now() where user_id = $1`, [student.userId]);
    const done = await eventually(row, (n) => n.email_status === 'sent', 20_000);
    await relay.close();

    expect(done).toMatchObject({ email_attempts: 2, message_id: orphaned.message_id });
    expect(relay.forwarded).toEqual([orphaned.message_id]);
    expect(await mailbox.countTo(student.email)).toBe(1);
    expect(await mailbox.latestTo(student.email)).toMatchObject({
      MessageID: orphaned.message_id,
      Subject: 'Your complaint was resolved',
    });
  }, 60_000);
});
