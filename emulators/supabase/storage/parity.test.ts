// Storage's own answers where a probe and storage-js's suites found the stand-in answering differently.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCAL_SUPABASE } from '@campus-hostel/contracts/local-project';
import { ENGINES, startTestStack, type TestStack } from '../test-stack';

const SERVICE = { apikey: LOCAL_SUPABASE.secretKey, authorization: `Bearer ${LOCAL_SUPABASE.secretKey}` };
const BUCKET = 'parity';

describe.each(ENGINES)('Storage parity on %s', (engine) => {
  let stack: TestStack;
  beforeAll(async () => {
    stack = await startTestStack(engine);
    await send(
      'POST',
      '/bucket',
      { 'content-type': 'application/json' },
      JSON.stringify({ id: BUCKET, name: BUCKET, public: true }),
    );
  }, 60_000);
  afterAll(async () => {
    await stack?.stop();
  });

  async function send(method: string, path: string, headers: Record<string, string> = {}, body?: string) {
    const res = await fetch(`${stack.url}/storage/v1${path}`, { method, headers: { ...SERVICE, ...headers }, body });
    return { status: res.status, body: (await res.json()) as Record<string, unknown> };
  }
  const json = { 'content-type': 'application/json' };

  // supabase/storage src/storage/database/errors.ts: PostgreSQL's 22P02 becomes InvalidParameter (400) with its message.
  it('when x-metadata holds a lone surrogate, then 400 InvalidParameter "invalid input syntax for type json"', async () => {
    const metadata = Buffer.from('{"a":"\\ud800"}').toString('base64');
    const res = await send(
      'POST',
      `/object/${BUCKET}/meta.txt`,
      { 'content-type': 'text/plain', 'x-metadata': metadata },
      'hi',
    );
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      statusCode: '400',
      code: 'InvalidParameter',
      error: 'InvalidParameter',
      message: 'invalid input syntax for type json',
    });
  });

  // Same mapping; PostgreSQL refuses NUL in text (22021) and in jsonb (22P05), which the stand-in answers as 4xx.
  it.each([
    ['x-metadata', 'POST', `/object/${BUCKET}/nul.txt`, 'hi', Buffer.from('{"a":"\\u0000"}').toString('base64')],
    ['a list prefix', 'POST', `/object/list/${BUCKET}`, '{"prefix":"a\\u0000"}', undefined],
    ['a list-v2 prefix', 'POST', `/object/list-v2/${BUCKET}`, '{"prefix":"a\\u0000"}', undefined],
    ['a bucket search', 'GET', '/bucket?search=a%00', undefined, undefined],
  ])('when %s holds a NUL, then 400 InvalidParameter', async (_what, method, path, body, metadata) => {
    const headers = metadata ? { 'content-type': 'text/plain', 'x-metadata': metadata } : json;
    const res = await send(method, path, body === undefined ? {} : headers, body);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ statusCode: '400', code: 'InvalidParameter', error: 'InvalidParameter' });
  });

  // supabase/storage src/http/routes/bucket/emptyBucket.ts: emptying is queued and answered with this message.
  it('when a bucket is emptied, then Storage says the emptying has been queued', async () => {
    await send('POST', `/object/${BUCKET}/gone.txt`, { 'content-type': 'text/plain' }, 'bye');
    const res = await send('POST', `/bucket/${BUCKET}/empty`, json, '{}');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: 'Empty bucket has been queued. Completion may take up to an hour.' });
  });

  // supabase/storage src/storage/database/pg.ts listObjectsV2 and migrations/tenant/0050-search-v2-optimised.sql:
  // with a delimiter, search_v2 gives `key` = split_part(name, '/', levels) and a folder's name without its slash,
  // which src/storage/object.ts puts back on `name` only; without one, rows carry no `key`.
  it('when listV2 groups by folder, then a folder key is its last segment without a slash, as an object key is', async () => {
    for (const name of ['lv/sub/one.txt', 'lv/two.txt']) {
      await send('POST', `/object/${BUCKET}/${name}`, { 'content-type': 'text/plain' }, 'x');
    }
    const grouped = await send('POST', `/object/list-v2/${BUCKET}`, json, '{"prefix":"lv/","with_delimiter":true}');
    expect(grouped.body.folders).toEqual([
      {
        key: 'sub',
        name: 'lv/sub/',
        id: null,
        updated_at: null,
        created_at: null,
        last_accessed_at: null,
        metadata: null,
      },
    ]);
    expect(grouped.body.objects).toMatchObject([{ key: 'two.txt', name: 'lv/two.txt' }]);
    const flat = await send('POST', `/object/list-v2/${BUCKET}`, json, '{"prefix":"lv/"}');
    expect((flat.body.objects as Record<string, unknown>[]).map((row) => [row.name, 'key' in row])).toEqual([
      ['lv/sub/one.txt', false],
      ['lv/two.txt', false],
    ]);
  });
});
