// Hostile text and encodings at every part of the stand-in: NUL, lone surrogates, bad percent-encodings, Content-Encoding and charset.
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ENGINES, LOCAL_SUPABASE, startStandIn, type StandIn } from '../testing/stand-in';

/** A gzip header followed by bytes that do not inflate. */
const CORRUPT_GZIP = Buffer.concat([
  gzipSync(Buffer.from('{"name":"x"}')).subarray(0, 12),
  Buffer.from('not deflate data'),
]);

const SERVICE = { apikey: LOCAL_SUPABASE.secretKey, authorization: `Bearer ${LOCAL_SUPABASE.secretKey}` };

describe.each(ENGINES)('hostile text and encodings on %s', (engine) => {
  let s: StandIn;
  beforeAll(async () => {
    s = await startStandIn(engine, inject('postgresUrl'));
  });
  afterAll(async () => {
    await s.dispose();
  });

  async function send(method: string, path: string, headers: Record<string, string> = {}, body?: string | Buffer) {
    const res = await fetch(`${s.url}${path}`, { method, headers: { ...SERVICE, ...headers }, body });
    const text = await res.text();
    return { status: res.status, body: (text ? JSON.parse(text) : {}) as Record<string, unknown> };
  }

  it.each([
    ['a NUL in a text column', '{"code":"nul","name":"a\\u0000b"}', '22P05'],
    ['a lone surrogate in a text column', '{"code":"sur","name":"a\\ud800b"}', '22P02'],
  ])('when an insert carries %s, then 400 in PostgREST shape and nothing is stored', async (_what, body, code) => {
    const res = await send('POST', '/rest/v1/items', { 'content-type': 'application/json' }, body);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code });
    expect(Object.keys(res.body).sort()).toEqual(['code', 'details', 'hint', 'message']);
    const stored = await s.service().from('items').select('id').in('code', ['nul', 'sur']);
    expect(stored.data).toEqual([]);
  });

  it.each([
    ['/rest/v1/items?id=eq.1%00', '22021'],
    ['/rest/v1/items?name=eq.a%00', '22021'],
    ['/rest/v1/rpc/add?a=1%00', '22P05'],
  ])('when a filter or argument %s carries a NUL, then 400 %s', async (path, code) => {
    const res = await send('GET', path);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code });
  });

  it.each([
    '/rest/v1/%E0%A4%A',
    '/rest/v1/rpc/%ZZ',
    '/rest/v1/items%00',
    '/storage/v1/bucket/%E0%A4%A',
    '/storage/v1/object/public/complaints/%E0%A4%A',
    '/auth/v1/admin/users/%E0%A4%A',
  ])('when the path %s is badly encoded or holds a NUL, then 4xx', async (path) => {
    const res = await send('GET', path);
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    // PostgREST and Storage say `message`, GoTrue says `msg`.
    expect(typeof (res.body.message ?? res.body.msg)).toBe('string');
  });

  it.each(['latin1', 'utf-16', 'ISO-8859-1'])(
    'when a REST body declares charset=%s, then 400 PGRST102 and nothing is stored',
    async (charset) => {
      const type = `application/json; charset=${charset}`;
      const res = await send('POST', '/rest/v1/items', { 'content-type': type }, '{"code":"cs","name":"x"}');
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ code: 'PGRST102', message: `Content-Type not acceptable: ${type}` });
      const stored = await s.service().from('items').select('id').eq('code', 'cs');
      expect(stored.data).toEqual([]);
    },
  );

  it('when a REST body declares charset=utf-8, then it is taken', async () => {
    const res = await send(
      'POST',
      '/rest/v1/items',
      { 'content-type': 'application/json; charset=UTF-8', prefer: 'return=minimal' },
      '{"code":"utf8","name":"x"}',
    );
    expect(res.status).toBe(201);
  });

  it('when a REST body is not valid UTF-8, then 400 PGRST102 rather than text with replacement characters', async () => {
    const latin1 = Buffer.from('{"code":"latin1","name":"caf\xe9"}', 'latin1');
    const res = await send('POST', '/rest/v1/items', { 'content-type': 'application/json' }, latin1);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'PGRST102' });
  });

  it.each([
    ['POST', '/rest/v1/items', '{"code":"deep","name":"x","meta":%s}'],
    ['POST', '/rest/v1/rpc/echo_json', '%s'],
    ['POST', '/auth/v1/signup', '{"email":"deep@example.com","password":"deep-pass-2026","data":{"a":%s}}'],
    ['POST', '/auth/v1/admin/users', '{"email":"deep@example.com","user_metadata":{"a":%s}}'],
    ['POST', '/storage/v1/bucket', '{"name":"deep","allowed_mime_types":%s}'],
  ])('when %s %s gets JSON nested 10,000 deep, then 4xx JSON and nothing is stored', async (method, path, shape) => {
    const deep = shape.replace('%s', `${'['.repeat(10_000)}${']'.repeat(10_000)}`);
    const res = await send(method, path, { 'content-type': 'application/json' }, deep);
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    expect(typeof (res.body.message ?? res.body.msg)).toBe('string');
    const stored = await s.service().from('items').select('id').eq('code', 'deep');
    expect(stored.data).toEqual([]);
  });

  it.each([
    ['POST', '/rest/v1/items'],
    ['POST', '/auth/v1/token?grant_type=password'],
    ['POST', '/auth/v1/signup'],
    ['POST', '/storage/v1/bucket'],
  ])(
    'when %s %s gets a gzip body that does not inflate or a bogus Content-Encoding, then 4xx JSON',
    async (method, path) => {
      const corrupt = await send(
        method,
        path,
        { 'content-type': 'application/json', 'content-encoding': 'gzip' },
        CORRUPT_GZIP,
      );
      expect(corrupt.status).toBe(400);
      const bogus = await send(
        method,
        path,
        { 'content-type': 'application/json', 'content-encoding': 'br, gzip, x-nonsense' },
        '{}',
      );
      expect(bogus.status).toBeGreaterThanOrEqual(400);
      expect(bogus.status).toBeLessThan(500);
    },
  );
});
