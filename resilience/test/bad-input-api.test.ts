// Bad input at every API route: thousands of random and hostile requests, never a 5xx, never a crash, never a changed database.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { signStudentToken } from '@campus-hostel/testkit/students';
import { NO_SWEEP, startBackend, type Backend, type Student } from '../src/backend';
import { gzipSync } from 'node:zlib';
import {
  badPercentSegment,
  badTokens,
  brokenText,
  fingerprint,
  headerSafe,
  nastyJson,
  nastyString,
  nastyValue,
  oddCharset,
  oddContentEncoding,
  selfProclaimedAdmin,
} from '../src/hostile';

let backend: Backend;
let student: Student;
let adminToken: string;
let tokens: string[];
let before: Record<string, string>;
const seen = { requests: 0, byStatus: new Map<number, number>() };

beforeAll(async () => {
  backend = await startBackend(inject('postgresUrl'), 'in-process', NO_SWEEP);
  const [one] = await backend.students(1, 'fuzz-api');
  if (!one) throw new Error('no student');
  student = one;
  const [admin] = await backend.query(
    `select id::text as id, email from auth.users where email = 'admin@hostel.local'`,
  );
  if (!admin) throw new Error('the seed has no admin');
  adminToken = signStudentToken(
    backend.keys,
    { id: String(admin.id), email: String(admin.email) },
    { appMetadata: { provider: 'email', providers: ['email'], role: 'admin' } },
  );
  tokens = [
    ...Object.values(badTokens(backend.keys, student)),
    selfProclaimedAdmin(backend.keys, student),
    student.token,
    adminToken,
  ];
  before = await fingerprint(backend.query);
});

afterAll(async () => {
  await backend?.close();
});

/** encodeURIComponent refuses lone surrogates; the path gets the rest of the hostile string. */
const pathSegment = (value: string): string =>
  encodeURIComponent(value.replace(/[\uD800-\uDFFF]/g, '').slice(0, 2000)) || '%20';

const encodeBody = (body: unknown, raw: boolean): string =>
  raw && typeof body === 'string' ? body : (JSON.stringify(body) ?? 'null');

/** Sends one request and checks the answer is a refusal with a JSON {message}, never a 5xx or a stack trace. */
async function refused(
  method: string,
  path: string,
  opts: { token?: string; body?: string | Buffer; contentType?: string; contentEncoding?: string },
): Promise<number> {
  const headers: Record<string, string> = {};
  if (opts.token !== undefined) headers.authorization = headerSafe(`Bearer ${opts.token}`);
  if (opts.body !== undefined) headers['content-type'] = opts.contentType ?? 'application/json';
  if (opts.contentEncoding !== undefined) headers['content-encoding'] = opts.contentEncoding;
  const res = await fetch(`${backend.apiUrl}${path}`, { method, headers, body: opts.body });
  const text = await res.text();
  seen.requests += 1;
  seen.byStatus.set(res.status, (seen.byStatus.get(res.status) ?? 0) + 1);
  // Node's HTTP parser answers an oversized header block itself (431, no body) before Express runs.
  if (res.status === 431) return res.status;
  expect(res.status, `${method} ${path} → ${res.status} ${text.slice(0, 200)}`).toBeGreaterThanOrEqual(400);
  expect(res.status, `${method} ${path} → ${res.status} ${text.slice(0, 200)}`).toBeLessThan(500);
  const body = JSON.parse(text) as { message?: unknown };
  expect(typeof body.message).toBe('string');
  expect(text).not.toMatch(/\n\s+at |node_modules|\.ts:\d+/);
  return res.status;
}

const token = (): fc.Arbitrary<string | undefined> =>
  fc.oneof(fc.constant(undefined), fc.constantFrom(...tokens), nastyString());
const contentType = fc.constantFrom(
  'application/json',
  'text/plain',
  'application/x-www-form-urlencoded',
  'application/json; charset=utf-16',
  'multipart/form-data; boundary=x',
  '',
);

describe('when random and hostile requests hit every API route', () => {
  it('then create-payment-intent refuses them all with 4xx {message} and holds nothing', async () => {
    const booking = fc.record(
      {
        amount: nastyValue(),
        shipping: fc.oneof(
          nastyValue(),
          fc.record(
            { name: nastyValue(), city: nastyValue(), state: nastyValue(), pincode: nastyValue(), email: nastyValue() },
            { requiredKeys: [] },
          ),
        ),
        description: nastyValue(),
        hosteltype: fc.oneof(fc.constantFrom('Kanhar', 'Gopad', 'Narmada', 'kanhar'), nastyValue()),
        // Never a real room: a hostile request must not be able to hold one.
        room_id: fc.oneof(
          nastyValue().filter((v) => !(typeof v === 'number' && Number.isInteger(v) && v > 0 && v < 100_000)),
          fc.constant(999_999_999),
        ),
        user_type: nastyValue(),
      },
      { requiredKeys: [] },
    );
    await fc.assert(
      fc.asyncProperty(
        token(),
        fc.oneof(booking, nastyJson()),
        fc.boolean(),
        contentType,
        async (t, body, raw, type) => {
          await refused('POST', '/create-payment-intent', { token: t, body: encodeBody(body, raw), contentType: type });
        },
      ),
      { numRuns: 400 },
    );
  });

  it('then the admin routes refuse forged, expired, unsigned and self-proclaimed admins, and junk ids', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('/admin/resolve-application', '/admin/resolve-complaint'),
        token(),
        fc.oneof(
          fc.record({ application_id: nastyValue(), complaint_id: nastyValue() }, { requiredKeys: [] }),
          nastyJson(),
        ),
        async (path, t, body) => {
          await refused('POST', path, { token: t, body: JSON.stringify(body) ?? 'null' });
        },
      ),
      { numRuns: 300 },
    );
  });

  it('then get-payment-details and cancel-payment-intent refuse hostile ids and tokens', async () => {
    await fc.assert(
      fc.asyncProperty(token(), nastyString(), nastyJson(), async (t, id, body) => {
        await refused('GET', `/get-payment-details/${pathSegment(id)}`, { token: t });
        await refused('POST', '/cancel-payment-intent', { token: t, body: JSON.stringify({ payment_intent: body }) });
      }),
      { numRuns: 250 },
    );
  });

  it('then the webhook refuses unsigned, badly signed and malformed events', async () => {
    await fc.assert(
      fc.asyncProperty(
        nastyJson(),
        fc.option(nastyString(), { nil: undefined }),
        contentType,
        async (event, signature, type) => {
          const headers: Record<string, string> = { 'content-type': type || 'application/json' };
          if (signature !== undefined)
            headers['stripe-signature'] = headerSafe(signature).slice(0, 4000) || 't=1,v1=00';
          const res = await fetch(`${backend.apiUrl}/webhooks/stripe`, {
            method: 'POST',
            headers,
            body: JSON.stringify(event) ?? 'null',
          });
          await res.arrayBuffer();
          expect(res.status).toBe(400);
        },
      ),
      { numRuns: 200 },
    );
  });

  it('then admin login answers 4xx (400, 401 or 429) to junk credentials, never 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(fc.record({ email: nastyValue(), password: nastyValue() }, { requiredKeys: [] }), nastyJson()),
        async (body) => {
          const status = await refused('POST', '/admin/login', { body: JSON.stringify(body) ?? 'null' });
          expect([400, 401, 403, 413, 429]).toContain(status);
        },
      ),
      { numRuns: 150 },
    );
  });

  it('then the public room list answers rooms (none for a name of no hostel) or 4xx {message}, never 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(fc.oneof(nastyString().map(pathSegment), badPercentSegment()), async (name) => {
        const res = await fetch(`${backend.apiUrl}/hostels/${name}/rooms`);
        const text = await res.text();
        if (res.status === 200) {
          expect(Array.isArray(JSON.parse(text))).toBe(true);
        } else {
          expect(res.status, `${name} → ${res.status} ${text.slice(0, 200)}`).toBeGreaterThanOrEqual(400);
          expect(res.status).toBeLessThan(500);
          expect(typeof (JSON.parse(text) as { message?: unknown }).message).toBe('string');
          expect(text).not.toMatch(/\n\s+at |node_modules|\.ts:\d+/);
        }
      }),
      { numRuns: 100 },
    );
  });

  it('then unknown paths, methods and oversized bodies get 4xx', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('GET', 'POST', 'PUT', 'DELETE', 'PATCH'),
        nastyString(),
        async (method, path) => {
          const res = await fetch(`${backend.apiUrl}/${pathSegment(path)}/..%2f..%2fetc%2fpasswd`, { method });
          await res.arrayBuffer();
          expect(res.status).toBeGreaterThanOrEqual(400);
          expect(res.status).toBeLessThan(500);
        },
      ),
      { numRuns: 100 },
    );
    expect(
      await refused('POST', '/create-payment-intent', {
        token: student.token,
        body: JSON.stringify({ description: 'x'.repeat(2_000_000) }),
      }),
    ).toBe(413);
  });

  it('then NUL, lone surrogates, bad percent-encodings, odd Content-Encoding and charsets get 4xx {message} on every route', async () => {
    const routes = [
      '/admin/login',
      '/admin/resolve-application',
      '/admin/resolve-complaint',
      '/create-payment-intent',
      '/cancel-payment-intent',
      '/webhooks/stripe',
      '/auth/recover',
    ];
    /** A body whose bytes match its Content-Encoding header only by accident: plain, truncated gzip, or gzip of junk. */
    const encoded = fc.oneof(
      fc.constant((text: string) => Buffer.from(text)),
      fc.constant((text: string) => gzipSync(Buffer.from(text)).subarray(0, 12)),
      fc.constant((text: string) => Buffer.concat([gzipSync(Buffer.from(text)).subarray(0, 10), Buffer.from(text)])),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...routes),
        token(),
        fc.record(
          {
            email: brokenText(),
            password: brokenText(),
            application_id: brokenText(),
            complaint_id: brokenText(),
            payment_intent: brokenText(),
            description: brokenText(),
          },
          { requiredKeys: [] },
        ),
        fc.option(oddContentEncoding(), { nil: undefined }),
        fc.option(oddCharset(), { nil: undefined }),
        encoded,
        badPercentSegment(),
        async (path, t, body, encoding, charset, encode, segment) => {
          await refused('POST', path, {
            token: t,
            body: encode(JSON.stringify(body)),
            contentType: charset,
            contentEncoding: encoding,
          });
          await refused('GET', `/get-payment-details/${segment}`, { token: t });
          await refused('POST', `/${segment}`, { token: t, body: '{}' });
        },
      ),
      { numRuns: 150 },
    );
  });

  it('afterwards the API still answers /health and the database is exactly as before', async () => {
    expect(seen.requests).toBeGreaterThan(1000);
    const serverErrors = [...seen.byStatus].filter(([status]) => status >= 500).reduce((sum, [, n]) => sum + n, 0);
    console.info(
      `bad-input-api: ${seen.requests} requests, ${serverErrors} × 5xx, by status ${JSON.stringify(Object.fromEntries(seen.byStatus))}`,
    );
    expect(serverErrors).toBe(0);
    expect(backend.api.child.exitCode).toBeNull();
    expect((await fetch(`${backend.apiUrl}/health`)).status).toBe(200);
    expect(await fingerprint(backend.query)).toEqual(before);
  });
});
