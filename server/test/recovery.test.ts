// Password recovery through the API (POST /auth/recover) against the real stand-ins and a mail catcher: a flood from one
// client, or for one address, cannot stop another student's reset, and the mail's link is built from CLIENT_ORIGIN.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCAL_SUPABASE } from '@campus-hostel/emulators/supabase';
import { firstLink, startTestMailbox, type TestMailbox } from '@campus-hostel/emulators/testing/mail';
import { RECOVERY_MAX_PER_CLIENT } from '../src/http/rate-limit.js';
import { EMAIL_WORDS } from '../src/notifications/email-words.js';
import { Harness, TEST_ORIGIN, studentPool, type Session } from './harness.js';

const FROM = 'Campus Hostel <no-reply@hostel.local>';
const RESET_PAGE = `${TEST_ORIGIN}/auth/reset-password`;
/** What the database lets one account receive in an hour (claim_recovery_mail). */
const MAILS_PER_ACCOUNT_PER_HOUR = 3;

let h: Harness;
let mailbox: TestMailbox;
let next: () => Session;

beforeAll(async () => {
  mailbox = await startTestMailbox();
  // One proxy hop is trusted, so each test's requests come from the client addresses it names.
  h = await Harness.start({ SMTP_URL: mailbox.smtpUrl, MAIL_FROM: FROM, TRUST_PROXY_HOPS: '1' });
  next = studentPool(await h.createStudents(5, 'recovery'));
});

afterAll(async () => {
  await h?.close();
  await mailbox?.close();
});

const nobody = (): string => `nobody-${randomUUID()}@example.org`;

/** POST /auth/recover from a browser at `clientIp`, behind the one proxy the API trusts. */
const recover = (email: unknown, clientIp: string, headers: Record<string, string> = {}) =>
  h.call<{ ok?: boolean; code?: string; message?: string }>('POST', '/auth/recover', {
    body: { email },
    headers: { 'x-forwarded-for': clientIp, ...headers },
  });

/** GoTrue's own /recover, which anyone may call with the publishable key. */
const gotrueRecover = (email: string) =>
  fetch(`${h.supabase.url}/auth/v1/recover`, {
    method: 'POST',
    headers: { apikey: LOCAL_SUPABASE.publishableKey, 'content-type': 'application/json' },
    body: JSON.stringify({ email }),
  });

/** Opens a reset link as the browser does, then sets a new password with the session it lands with; answers where. */
async function resetWith(link: string, password: string): Promise<URL> {
  const landed = await fetch(link, { redirect: 'manual' });
  const location = new URL(landed.headers.get('location') ?? 'about:blank');
  const token = new URLSearchParams(location.hash.slice(1)).get('access_token');
  expect(token, `the link landed on ${location.origin}${location.pathname} without a session`).toBeTruthy();
  const changed = await fetch(`${h.supabase.url}/auth/v1/user`, {
    method: 'PUT',
    headers: {
      apikey: LOCAL_SUPABASE.publishableKey,
      authorization: `Bearer ${token}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify({ password }),
  });
  expect(changed.status).toBe(200);
  return location;
}

describe('password recovery', () => {
  it('when one client floods recovery with unknown addresses, then it is refused after a few and another student still resets their password', async () => {
    const student = next();
    // Today's attack: GoTrue's project-wide hourly e-mail budget (config.toml email_sent = 30), spent anonymously.
    for (let i = 0; i < 30; i += 1) await gotrueRecover(nobody());
    expect((await gotrueRecover(student.email)).status).toBe(429);
    // The same flood at the API: a few are answered as any request is, then that client is refused.
    const flood: number[] = [];
    for (let i = 0; i < 30; i += 1) flood.push((await recover(nobody(), '203.0.113.7')).status);
    expect(flood.slice(0, RECOVERY_MAX_PER_CLIENT)).toEqual(Array<number>(RECOVERY_MAX_PER_CLIENT).fill(200));
    expect(new Set(flood.slice(RECOVERY_MAX_PER_CLIENT))).toEqual(new Set([429]));
    expect((await recover(nobody(), '203.0.113.7')).body.code).toBe('rate_limited');

    // Typed in capitals, from a page claiming to be another site: the link still goes to the account and to our app.
    const asked = await recover(`  ${student.email.toUpperCase()} `, '198.51.100.20', {
      origin: 'https://attacker.example',
      'x-forwarded-host': 'attacker.example',
    });
    expect(asked).toMatchObject({ status: 200, body: { ok: true } });
    const mail = await mailbox.latestTo(student.email);
    expect(mail.To.map((to) => to.Address)).toEqual([student.email]);
    expect(mail.From.Address).toBe('no-reply@hostel.local');
    expect(mail.Subject).toBe('Reset your Campus Hostel password');
    const link = firstLink(mail);
    expect(new URL(link).searchParams.get('redirect_to')).toBe(RESET_PAGE);

    const landed = await resetWith(link, 'recovered-pass-2026');
    expect(`${landed.origin}${landed.pathname}`).toBe(RESET_PAGE);
    await expect(h.signIn(student.email, 'recovered-pass-2026')).resolves.toMatchObject({ email: student.email });
  });

  it('when one address is asked for again and again from many clients, then it gets a few mails an hour, the last link still works, and another address gets its own', async () => {
    const flooded = next();
    const other = next();
    for (let i = 1; i <= 8; i += 1) {
      expect((await recover(flooded.email, `192.0.2.${i}`)).status).toBe(200);
    }
    expect(await mailbox.countTo(flooded.email)).toBe(MAILS_PER_ACCOUNT_PER_HOUR);
    // The refused requests made no new link, so the one last mailed still opens.
    await resetWith(firstLink(await mailbox.latestTo(flooded.email)), 'flooded-pass-2026');
    await expect(h.signIn(flooded.email, 'flooded-pass-2026')).resolves.toMatchObject({ email: flooded.email });

    expect((await recover(other.email, '192.0.2.100')).status).toBe(200);
    expect(await mailbox.countTo(other.email)).toBe(1);
  });

  it('when the account reads Hindi, then its reset mail is in Hindi and its link still works', async () => {
    const reader = next();
    const chosen = await fetch(`${h.supabase.url}/auth/v1/user`, {
      method: 'PUT',
      headers: {
        apikey: LOCAL_SUPABASE.publishableKey,
        authorization: `Bearer ${reader.token}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ data: { locale: 'hi' } }),
    });
    expect(chosen.status).toBe(200);
    expect((await recover(reader.email, '192.0.2.150')).status).toBe(200);
    const mail = await mailbox.latestTo(reader.email);
    expect(mail.Subject).toBe(EMAIL_WORDS.hi.recovery.title);
    expect(mail.HTML).toContain('<html lang="hi">');
    await resetWith(firstLink(mail), 'hindi-reader-pass-2026');
  });

  it('when the address has no account, then the answer is the same and no mail leaves', async () => {
    const unknown = nobody();
    const answer = await recover(unknown, '198.51.100.30');
    expect(answer).toMatchObject({ status: 200, body: { ok: true } });
    expect(await mailbox.countTo(unknown)).toBe(0);
  });

  it('when a visitor or a student calls the per-account count through the REST API, then it is refused and counts nothing', async () => {
    const student = next();
    for (const token of [LOCAL_SUPABASE.publishableKey, student.token]) {
      const res = await fetch(`${h.supabase.url}/rest/v1/rpc/claim_recovery_mail`, {
        method: 'POST',
        headers: {
          apikey: LOCAL_SUPABASE.publishableKey,
          authorization: `Bearer ${token}`,
          'content-type': 'application/json',
        },
        body: JSON.stringify({ p_email: student.email }),
      });
      expect(await res.json()).toMatchObject({ code: '42501' });
    }
    const [counted] = await h.sql<{ n: number }>(
      'select count(*)::int as n from public.recovery_mails where user_id = $1',
      [student.userId],
    );
    expect(counted?.n).toBe(0);
  });

  it('when the body carries no address, then 400 names the field and nothing is sent', async () => {
    const missing = await h.call('POST', '/auth/recover', {
      body: {},
      headers: { 'x-forwarded-for': '198.51.100.40' },
    });
    expect(missing).toMatchObject({ status: 400, body: { message: 'email is required', code: 'invalid_request' } });
    const malformed = await recover('not-an-address', '198.51.100.41');
    expect(malformed).toMatchObject({ status: 400, body: { message: 'email must be an email address' } });
    const long = await recover(`${'a'.repeat(300)}@example.org`, '198.51.100.42');
    expect(long.status).toBe(400);
  });
});
