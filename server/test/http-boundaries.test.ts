// What every request meets before the business logic: parsing limits, token checks, CORS, headers, JSON errors.
import { generateKeyPairSync } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import jwt from 'jsonwebtoken';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCAL_SUPABASE } from '@campus-hostel/emulators/supabase';
import { ADMIN, Harness, STUDENT, TEST_ORIGIN, bookingBody, type Session } from './harness.js';

let h: Harness;
let student: Session;

beforeAll(async () => {
  h = await Harness.start();
  student = await h.signIn(STUDENT.email, STUDENT.password);
});

afterAll(async () => {
  await h.close();
});

describe('basics', () => {
  it('when /health is asked, then 200 {ok:true} with helmet headers and no x-powered-by', async () => {
    const res = await h.call('GET', '/health');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ok: true });
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('x-powered-by')).toBeNull();
  });

  it('when a path is unknown, then 404 JSON', async () => {
    const res = await h.call('GET', '/nope');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: 'Not found: GET /nope', code: 'not_found' });
  });
});

describe('request bodies', () => {
  it('when the JSON is malformed, then 400 without a stack trace, and the server keeps serving', async () => {
    const res = await h.call('POST', '/admin/login', { body: '{"email": "a@b.c", "password": ' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: 'Malformed JSON body', code: 'malformed_json' });
    expect(JSON.stringify(res.body)).not.toMatch(/at .*\.js|SyntaxError/);
    expect((await h.call('GET', '/health')).status).toBe(200);
  });

  it('when the body is larger than 16 KB, then 413', async () => {
    const res = await h.call('POST', '/create-payment-intent', {
      token: student.token,
      body: { description: 'x'.repeat(20_000) },
    });
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ message: 'Request body too large', code: 'body_too_large' });
  });

  it('when the body is JSON but not an object, then 400', async () => {
    const res = await h.call('POST', '/create-payment-intent', { token: student.token, body: '[1,2]' });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ message: 'Request body must be a JSON object' });
  });

  it('when a JSON body nests thousands deep inside its size cap, then 400 {message} before any route reads it, and the server keeps serving', async () => {
    const admin = await h.signIn(ADMIN.email, ADMIN.password);
    const nested = (depth: number) => `{"a":${'['.repeat(depth)}${']'.repeat(depth)}}`;
    for (const [path, token, depth] of [
      ['/admin/login', undefined, 7_000],
      ['/create-payment-intent', student.token, 7_000],
      ['/admin/selection', admin.token, 10_000],
    ] as const) {
      const res = await h.call('POST', path, { token, body: nested(depth) });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ message: 'Request body nests deeper than 32 levels', code: 'body_too_deep' });
    }
    expect((await h.call('GET', '/health')).status).toBe(200);
  });

  it('when a JSON body nests 32 deep and its strings hold brackets, then the route reads it as usual', async () => {
    const brackets = `\\"${'['.repeat(100)}`;
    const body = `{"email":"${brackets}","password":${'['.repeat(31)}"${brackets}"${']'.repeat(31)}}`;
    const res = await h.call('POST', '/admin/login', { body });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'invalid_request' });
    expect(res.body.message).toMatch(/^(email|password) /);
  });

  it('when a JSON route gets no body at all, then 400', async () => {
    const res = await h.call('POST', '/admin/login');
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ message: 'Request body must be a JSON object' });
  });
});

describe('hostile encodings and text', () => {
  /** A gzip header followed by bytes that do not inflate. */
  const corruptGzip = Buffer.concat([
    gzipSync(Buffer.from('{"email":"a@b.c"}')).subarray(0, 12),
    Buffer.from('not deflate data'),
  ]);

  async function raw(method: string, pathname: string, headers: Record<string, string>, body?: Buffer | string) {
    const res = await fetch(`${h.api.url}${pathname}`, { method, headers, body });
    const text = await res.text();
    return { status: res.status, body: JSON.parse(text) as { message?: unknown; code?: unknown } };
  }

  it.each(['/admin/login', '/create-payment-intent', '/cancel-payment-intent', '/webhooks/stripe'])(
    'when %s gets a gzip body that does not inflate, then 400 {message}, not 500',
    async (pathname) => {
      const res = await raw(
        'POST',
        pathname,
        { authorization: `Bearer ${student.token}`, 'content-type': 'application/json', 'content-encoding': 'gzip' },
        corruptGzip,
      );
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({
        message: 'Request body could not be decoded (Content-Encoding)',
        code: 'invalid_encoding',
      });
    },
  );

  it('when a brotli body does not decode, then 400 {message}, not 500', async () => {
    const res = await raw(
      'POST',
      '/admin/login',
      { 'content-type': 'application/json', 'content-encoding': 'br' },
      corruptGzip,
    );
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'invalid_encoding' });
  });

  it('when Content-Encoding names a coding the server does not know, then 415 {message}', async () => {
    const res = await raw(
      'POST',
      '/admin/login',
      { 'content-type': 'application/json', 'content-encoding': 'br, gzip, x-nonsense' },
      '{}',
    );
    expect(res.status).toBe(415);
    expect(typeof res.body.message).toBe('string');
  });

  it.each(['latin1', 'utf-16', 'iso-8859-1'])('when the JSON body declares charset=%s, then 415', async (charset) => {
    const res = await raw(
      'POST',
      '/admin/login',
      { 'content-type': `application/json; charset=${charset}` },
      '{"email":"a@b.c","password":"x"}',
    );
    expect(res.status).toBe(415);
    expect(res.body).toEqual({ message: 'Request bodies must be UTF-8 JSON', code: 'unsupported_charset' });
  });

  it('when the JSON body declares charset=utf-8, then it is read as usual', async () => {
    const res = await raw(
      'POST',
      '/admin/login',
      { 'content-type': 'application/json; charset=UTF-8' },
      '{"email":"nobody@hostel.local","password":"x"}',
    );
    expect(res.status).toBe(401);
  });

  it.each(['/get-payment-details/%E0%A4%A', '/get-payment-details/%ZZ', '/%E0%A4%A'])(
    'when the path %s is badly percent-encoded, then 400 or 404 {message}, not 500',
    async (pathname) => {
      const res = await raw('GET', pathname, { authorization: `Bearer ${student.token}` });
      expect([400, 404]).toContain(res.status);
      expect(typeof res.body.message).toBe('string');
    },
  );

  it('when an e-mail carries a NUL, then 400 naming the field', async () => {
    const res = await h.call('POST', '/admin/login', { body: { email: 'admin@hostel.local\u0000', password: 'x' } });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: 'email must not contain NUL characters', code: 'invalid_request' });
  });

  it('when a password carries a NUL, then 400 naming the field', async () => {
    const res = await h.call('POST', '/admin/login', { body: { email: 'admin@hostel.local', password: 'pass\u0000' } });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: 'password must not contain NUL characters', code: 'invalid_request' });
  });

  it('when a nested field carries a lone surrogate, then 400 naming that field', async () => {
    const body = bookingBody({ id: 1, hostel_name: 'Kanhar' });
    const text = JSON.stringify(body).replace('"name":"', '"name":"\\ud800');
    const res = await h.call('POST', '/create-payment-intent', { token: student.token, body: text });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      message: 'shipping.name must be valid Unicode text (no lone surrogates)',
      code: 'invalid_request',
    });
  });

  it('when an id carries a NUL, then 400 naming it', async () => {
    const answer = await h.call('POST', '/cancel-payment-intent', {
      token: student.token,
      body: { payment_intent: 'pi_1\u0000' },
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ message: 'payment_intent must not contain NUL characters', code: 'invalid_request' });
  });
});

describe('bearer tokens', () => {
  const claims = { sub: '00000000-0000-4000-8000-00000000b001', aud: 'authenticated', role: 'authenticated' };

  it('when the token has expired, then 401', async () => {
    const expired = h.supabase.keys.sign({ ...claims, exp: Math.floor(Date.now() / 1000) - 60 });
    const res = await h.call('GET', '/get-payment-details/pi_123', { token: expired });
    expect(res.status).toBe(401);
  });

  it('when the token is unsigned (alg none), then 401', async () => {
    const unsigned = jwt.sign({ ...claims, exp: Math.floor(Date.now() / 1000) + 600 }, '', { algorithm: 'none' });
    const res = await h.call('GET', '/get-payment-details/pi_123', { token: unsigned });
    expect(res.status).toBe(401);
  });

  it('when an API key (publishable, or a legacy anon key) is used as a user token, then 401', async () => {
    for (const token of [LOCAL_SUPABASE.publishableKey, LOCAL_SUPABASE.legacyAnonKey]) {
      const res = await h.call('GET', '/get-payment-details/pi_123', { token });
      expect(res.status).toBe(401);
    }
  });

  it('when a valid-looking HS256 token arrives and no legacy secret is configured, then 401: only the JWKS vouches for users', async () => {
    const legacy = jwt.sign({ ...claims, exp: Math.floor(Date.now() / 1000) + 600 }, LOCAL_SUPABASE.legacyJwtSecret, {
      algorithm: 'HS256',
    });
    const res = await h.call('GET', '/get-payment-details/pi_123', { token: legacy });
    expect(res.status).toBe(401);
  });

  it('when the token is ES256 but signed by a key the JWKS does not publish, then 401', async () => {
    const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const kid = jwt.decode(student.token, { complete: true })?.header.kid;
    const foreign = jwt.sign({ ...claims, exp: Math.floor(Date.now() / 1000) + 600 }, privateKey, {
      algorithm: 'ES256',
      keyid: kid,
    });
    const res = await h.call('GET', '/get-payment-details/pi_123', { token: foreign });
    expect(res.status).toBe(401);
  });

  it('when a student put role admin in user_metadata, then admin routes still answer 403', async () => {
    const selfMadeAdmin = h.supabase.keys.sign({
      ...claims,
      user_metadata: { role: 'admin' },
      app_metadata: {},
      exp: Math.floor(Date.now() / 1000) + 600,
    });
    const res = await h.call('POST', '/admin/resolve-complaint', { token: selfMadeAdmin, body: { complaint_id: 1 } });
    expect(res.status).toBe(403);
  });

  it('when the Authorization header is not a bearer token, then 401', async () => {
    const res = await h.call('GET', '/get-payment-details/pi_123', {
      headers: { authorization: `Basic ${student.token}` },
    });
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ code: 'missing_token' });
  });
});

describe('CORS', () => {
  it('when the SPA origin sends a preflight, then it is allowed with the Authorization header', async () => {
    const res = await fetch(`${h.api.url}/create-payment-intent`, {
      method: 'OPTIONS',
      headers: {
        origin: TEST_ORIGIN,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization,content-type',
      },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe(TEST_ORIGIN);
    expect(res.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('authorization');
  });

  it('when another origin asks, then no CORS headers are given', async () => {
    const res = await fetch(`${h.api.url}/health`, { headers: { origin: 'https://evil.example' } });
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
  });
});
