// Where GoTrue's e-mailed links point: its configured external URL, never a host the request names.
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCAL_SUPABASE } from '@campus-hostel/contracts/local-project';
import { firstLink, startTestMailbox, type TestMailbox } from '../../testing/mail';
import { ENGINES, startTestStack, uniqueEmail, type TestStack } from '../test-stack';

const FORGED = { host: 'attacker.example', 'x-forwarded-host': 'attacker.example' };
const SERVICE = { apikey: LOCAL_SUPABASE.secretKey, authorization: `Bearer ${LOCAL_SUPABASE.secretKey}` };

describe.each(ENGINES)('e-mailed links on %s', (engine) => {
  let stack: TestStack;
  let mailbox: TestMailbox;
  beforeAll(async () => {
    mailbox = await startTestMailbox();
    stack = await startTestStack(engine, { smtpUrl: mailbox.smtpUrl });
  }, 60_000);
  afterAll(async () => {
    await stack?.stop();
    await mailbox?.close();
  });

  /** A POST through node:http, which sends the Host header it is given (fetch writes its own). */
  function post(path: string, body: unknown, headers: Record<string, string> = {}) {
    const text = JSON.stringify(body);
    return new Promise<{ status: number; body: Record<string, unknown> }>((resolve, reject) => {
      const req = request(`${stack.url}/auth/v1${path}`, {
        method: 'POST',
        headers: { ...SERVICE, 'content-type': 'application/json', ...headers },
      });
      req.on('response', (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const answer = JSON.parse(Buffer.concat(chunks).toString()) as Record<string, unknown>;
          resolve({ status: res.statusCode ?? 0, body: answer });
        });
      });
      req.on('error', reject);
      req.end(text);
    });
  }
  async function registered(): Promise<string> {
    const email = uniqueEmail('links');
    expect((await post('/admin/users', { email, password: 'links-pass-1', email_confirm: true })).status).toBe(200);
    return email;
  }
  // The CLI's API_EXTERNAL_URL: the API on 127.0.0.1 at its own port.
  const verifyUrl = (): string => `http://127.0.0.1:${new URL(stack.url).port}/auth/v1/verify?`;

  // supabase/auth internal/api/middleware.go isValidExternalHost: a Host or X-Forwarded-Host not listed in
  // GOTRUE_MAILER_EXTERNAL_HOSTS is ignored and the configured API external URL is used.
  it.each(['/recover', '/otp'])(
    'when %s is asked with a forged Host, then the mailed link is on the API URL',
    async (path) => {
      const email = await registered();
      expect((await post(path, { email }, FORGED)).status).toBe(200);
      const link = firstLink(await mailbox.latestTo(email));
      expect(link.startsWith(verifyUrl())).toBe(true);
    },
  );

  // Same middleware guards the admin routes; templatemailer GetEmailActionLink resolves against that URL.
  it('when generate_link is asked with a forged Host, then action_link is on the API URL', async () => {
    const email = await registered();
    const res = await post('/admin/generate_link', { type: 'recovery', email }, FORGED);
    expect(res.status).toBe(200);
    expect(String(res.body.action_link).startsWith(verifyUrl())).toBe(true);
  });
});
