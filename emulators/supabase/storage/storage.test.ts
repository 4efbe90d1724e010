// Behaviour of the Storage stand-in (/storage/v1) as @supabase/storage-js sees it, with RLS on storage.objects.
import { existsSync, readdirSync } from 'node:fs';
import { request } from 'node:http';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINES, startTestStack, uniqueEmail, type TestClient, type TestStack } from '../test-stack';
import { LOCAL_SUPABASE } from '@campus-hostel/contracts/local-project';

/** Sends a request with the path exactly as written (fetch would normalise `..` away). */
function rawRequest(
  baseUrl: string,
  method: string,
  rawPath: string,
  headers: Record<string, string>,
  body?: string,
): Promise<{ status: number; body: string }> {
  const url = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const length = body === undefined ? {} : { 'content-length': String(Buffer.byteLength(body)) };
    const options = {
      host: url.hostname,
      port: url.port,
      method,
      path: rawPath,
      headers: { ...headers, ...length },
      agent: false,
    };
    const req = request(options, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

describe.each(ENGINES)('storage on %s', (engine) => {
  let stack: TestStack;
  let alice: TestClient;
  let aliceToken: string;
  let bob: TestClient;

  beforeAll(async () => {
    stack = await startTestStack(engine);
    const signUp = async (label: string): Promise<{ client: TestClient; token: string }> => {
      const client = stack.anon();
      const { data, error } = await client.auth.signUp({ email: uniqueEmail(label), password: 'storage-pass-1' });
      if (error || !data.session) throw new Error(`sign-up failed: ${error?.message ?? 'no session'}`);
      return { client, token: data.session.access_token };
    };
    ({ client: alice, token: aliceToken } = await signUp('alice'));
    ({ client: bob } = await signUp('bob'));
  }, 60_000);
  afterAll(async () => {
    await stack?.stop();
  });

  const uploadPath = (label: string): string => `uploads/${label}-${Math.random().toString(36).slice(2)}.txt`;

  it('when a user uploads a Blob (multipart), then Key/Id come back and the public URL serves the bytes with their type', async () => {
    const name = uploadPath('blob');
    const { data, error } = await alice.storage
      .from('test-files')
      .upload(name, new Blob(['hello from alice'], { type: 'text/plain' }), { cacheControl: '120' });
    expect(error).toBeNull();
    expect(data).toMatchObject({ path: name, fullPath: `test-files/${name}` });
    expect(data?.id).toMatch(/^[0-9a-f-]{36}$/);

    const { publicUrl } = alice.storage.from('test-files').getPublicUrl(name).data;
    const res = await fetch(publicUrl);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/plain');
    expect(res.headers.get('cache-control')).toBe('max-age=120');
    expect(await res.text()).toBe('hello from alice');
    expect(existsSync(path.join(stack.dataDir, 'storage', 'test-files', ...name.split('/')))).toBe(true);
  });

  it('when a user uploads raw bytes with a content type, then the object keeps that type', async () => {
    const name = uploadPath('raw').replace(/\.txt$/, '.png');
    const bytes = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);
    const { error } = await alice.storage.from('test-files').upload(name, bytes.buffer, { contentType: 'image/png' });
    expect(error).toBeNull();
    const res = await fetch(alice.storage.from('test-files').getPublicUrl(name).data.publicUrl);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(bytes);
  });

  it('when a file name has spaces, brackets and non-ASCII letters, then it round-trips through the public link', async () => {
    const name = `uploads/${Math.random().toString(36).slice(2)}_broken fan (room 12) — ಚಿತ್ರ.txt`;
    const bucket = alice.storage.from('test-files');
    const { data, error } = await bucket.upload(name, new Blob(['fan'], { type: 'text/plain' }));
    expect(error).toBeNull();
    expect(data?.path).toBe(name);
    const res = await fetch(bucket.getPublicUrl(name).data.publicUrl);
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('fan');
  });

  it('when the same path is uploaded again, then 409 unless upsert is asked for', async () => {
    const name = uploadPath('dupe');
    const bucket = alice.storage.from('test-files');
    expect((await bucket.upload(name, new Blob(['first'], { type: 'text/plain' }))).error).toBeNull();
    const again = await bucket.upload(name, new Blob(['second'], { type: 'text/plain' }));
    expect(again.error?.message).toBe('The resource already exists');
    expect((again.error as { statusCode?: string } | null)?.statusCode).toBe('409');
    expect(await (await fetch(bucket.getPublicUrl(name).data.publicUrl)).text()).toBe('first');

    const upserted = await bucket.upload(name, new Blob(['third'], { type: 'text/plain' }), { upsert: true });
    expect(upserted.error).toBeNull();
    expect(await (await fetch(bucket.getPublicUrl(name).data.publicUrl)).text()).toBe('third');
  });

  it('when another user tries to overwrite an object, then RLS refuses and the bytes stay', async () => {
    const name = uploadPath('mine');
    const bucket = alice.storage.from('test-files');
    await bucket.upload(name, new Blob(['alice owns this'], { type: 'text/plain' }));
    const hijack = await bob.storage
      .from('test-files')
      .update(name, new Blob(['bob was here'], { type: 'text/plain' }));
    expect(hijack.error).not.toBeNull();
    expect(await (await fetch(bucket.getPublicUrl(name).data.publicUrl)).text()).toBe('alice owns this');
  });

  it("when a file exceeds the bucket size limit, then 413 with Storage's message", async () => {
    const big = new Blob(['x'.repeat(4096)], { type: 'text/plain' });
    const { error } = await alice.storage.from('test-files').upload(uploadPath('big'), big);
    expect(error?.message).toBe('The object exceeded the maximum allowed size');
    expect((error as { statusCode?: string } | null)?.statusCode).toBe('413');
    const raw = await alice.storage
      .from('test-files')
      .upload(uploadPath('bigraw'), new Uint8Array(5000).buffer, { contentType: 'text/plain' });
    expect((raw.error as { statusCode?: string } | null)?.statusCode).toBe('413');
  });

  it('when a type is not allowed by the bucket, then 415 invalid_mime_type; image/* admits any image', async () => {
    const zip = await alice.storage
      .from('test-files')
      .upload(uploadPath('zip'), new Blob(['PK'], { type: 'application/zip' }));
    expect((zip.error as { statusCode?: string } | null)?.statusCode).toBe('415');
    expect(zip.error?.message).toMatch(/application\/zip/);
    const webp = await alice.storage
      .from('test-files')
      .upload(uploadPath('pic'), new Blob(['RIFF\u0000\u0000\u0000\u0000WEBPVP8 '], { type: 'image/webp' }));
    expect(webp.error).toBeNull();
  });

  it('when a name tries to leave the bucket or is malformed, then 400 and nothing is written', async () => {
    const headers = {
      authorization: `Bearer ${aliceToken}`,
      apikey: LOCAL_SUPABASE.publishableKey,
      'content-type': 'text/plain',
    };
    const names = [
      'uploads/../../../escape.txt',
      'uploads/%2e%2e/%2e%2e/escape.txt',
      'uploads/..%2F..%2Fescape.txt',
      'uploads/a%5Cb.txt',
      'uploads/nul%00.txt',
      'uploads//empty.txt',
      '%2Fetc%2Fpasswd',
      'uploads/',
    ];
    for (const name of names) {
      const res = await rawRequest(stack.url, 'POST', `/storage/v1/object/test-files/${name}`, headers, 'x');
      expect(res.status, name).toBe(400);
      expect(res.body).not.toMatch(/\bat .*\.(ts|js):\d+/);
    }
    expect(existsSync(path.join(stack.dataDir, 'escape.txt'))).toBe(false);
    expect(existsSync(path.join(stack.dataDir, 'storage', 'escape.txt'))).toBe(false);
  });

  it('when the anonymous key uploads, then RLS refuses with 403', async () => {
    const { error } = await stack
      .anon()
      .storage.from('test-files')
      .upload(uploadPath('anon'), new Blob(['x'], { type: 'text/plain' }));
    expect(error?.message).toBe('new row violates row-level security policy');
    expect((error as { statusCode?: string } | null)?.statusCode).toBe('403');
  });

  it('when a user uploads outside the folder the policy allows, then 403 and no file appears', async () => {
    const { error } = await alice.storage
      .from('test-files')
      .upload('elsewhere/x.txt', new Blob(['x'], { type: 'text/plain' }));
    expect((error as { statusCode?: string } | null)?.statusCode).toBe('403');
    expect(existsSync(path.join(stack.dataDir, 'storage', 'test-files', 'elsewhere', 'x.txt'))).toBe(false);
  });

  it('when a bucket is private, then only the owner may download and the public URL does not work', async () => {
    const name = uploadPath('private');
    const bucket = alice.storage.from('private-files');
    expect((await bucket.upload(name, new Blob(['secret'], { type: 'text/plain' }))).error).toBeNull();
    const own = await bucket.download(name);
    expect(own.error).toBeNull();
    expect(await own.data?.text()).toBe('secret');
    const other = await bob.storage.from('private-files').download(name);
    // Hosted Storage answers its errors with HTTP 400 and the real status in the body's statusCode.
    expect((other.error as { status?: number } | null)?.status).toBe(400);
    const publicRes = await fetch(bucket.getPublicUrl(name).data.publicUrl);
    expect(publicRes.status).toBe(400);
    expect(await publicRes.json()).toMatchObject({ statusCode: '404', error: 'Bucket not found' });
  });

  it('when the owner removes objects, then they are gone from the database and the disk; others cannot remove them', async () => {
    const name = uploadPath('remove');
    const bucket = alice.storage.from('test-files');
    await bucket.upload(name, new Blob(['bye'], { type: 'text/plain' }));
    const byBob = await bob.storage.from('test-files').remove([name]);
    expect(byBob.data).toEqual([]);
    expect((await fetch(bucket.getPublicUrl(name).data.publicUrl)).status).toBe(200);

    const { data, error } = await bucket.remove([name]);
    expect(error).toBeNull();
    expect(data?.map((o) => o.name)).toEqual([name]);
    const gone = await fetch(bucket.getPublicUrl(name).data.publicUrl);
    expect(gone.status).toBe(400);
    expect(await gone.json()).toEqual({
      statusCode: '404',
      code: 'NoSuchKey',
      error: 'not_found',
      message: 'Object not found',
    });
    expect(existsSync(path.join(stack.dataDir, 'storage', 'test-files', ...name.split('/')))).toBe(false);
  });

  it('when listing a folder, then its own objects and subfolders come back', async () => {
    const folder = `uploads/list-${Math.random().toString(36).slice(2)}`;
    const bucket = alice.storage.from('test-files');
    await bucket.upload(`${folder}/a.txt`, new Blob(['a'], { type: 'text/plain' }));
    await bucket.upload(`${folder}/sub/b.txt`, new Blob(['b'], { type: 'text/plain' }));
    const { data, error } = await bucket.list(folder);
    expect(error).toBeNull();
    expect(data?.map((entry) => entry.name)).toEqual(['a.txt', 'sub']);
  });

  it('when the service role asks for buckets, then they are listed', async () => {
    const { data, error } = await stack.service().storage.listBuckets();
    expect(error).toBeNull();
    expect(data?.map((b) => b.id)).toEqual(expect.arrayContaining(['test-files', 'private-files']));
    const one = await stack.service().storage.getBucket('test-files');
    expect(one.data).toMatchObject({ id: 'test-files', public: true, file_size_limit: 2048 });
    const missing = await stack.service().storage.getBucket('nope');
    expect(missing.error).toMatchObject({ status: 400, statusCode: '404', message: 'Bucket not found' });
  });

  it('when requests are malformed or carry a forged token, then 4xx and the server keeps serving', async () => {
    const headers = {
      authorization: `Bearer ${aliceToken}`,
      apikey: LOCAL_SUPABASE.publishableKey,
      'content-type': 'application/json',
    };
    const badJson = await rawRequest(stack.url, 'DELETE', '/storage/v1/object/test-files', headers, '{"prefixes": [');
    expect(badJson.status).toBe(400);
    const wrongShape = await rawRequest(
      stack.url,
      'DELETE',
      '/storage/v1/object/test-files',
      headers,
      '{"prefixes": "x"}',
    );
    expect(wrongShape.status).toBe(400);
    const huge = await rawRequest(
      stack.url,
      'DELETE',
      '/storage/v1/object/test-files',
      headers,
      JSON.stringify({ prefixes: ['x'.repeat(100_000)] }),
    );
    expect(huge.status).toBe(413);
    const multipartHeaders = { ...headers, 'content-type': 'multipart/form-data; boundary=XYZ' };
    const truncated = await rawRequest(
      stack.url,
      'POST',
      '/storage/v1/object/test-files/uploads/cut.txt',
      multipartHeaders,
      '--XYZ\r\nContent-Disposition: form-data; name=""; filename="a.txt"\r\nContent-Type: text/plain\r\n\r\nhal',
    );
    expect(truncated.status).toBe(400);
    const noFile = await rawRequest(
      stack.url,
      'POST',
      '/storage/v1/object/test-files/uploads/none.txt',
      multipartHeaders,
      '--XYZ\r\nContent-Disposition: form-data; name="cacheControl"\r\n\r\n60\r\n--XYZ--\r\n',
    );
    expect(noFile.status).toBe(400);
    expect(JSON.parse(noFile.body)).toMatchObject({
      statusCode: '400',
      message: 'No file was provided in the form data',
    });
    const tempDir = path.join(stack.dataDir, 'storage', '.tmp');
    expect(existsSync(tempDir) ? readdirSync(tempDir) : []).toEqual([]);
    const forged = await rawRequest(stack.url, 'GET', '/storage/v1/object/test-files/uploads/a.txt', {
      authorization: 'Bearer not.a.jwt',
    });
    expect(forged.status).toBe(400);
    expect(JSON.parse(forged.body)).toMatchObject({ statusCode: '403', error: 'Unauthorized' });
    const missingBucket = await alice.storage
      .from('no-such-bucket')
      .upload('uploads/x.txt', new Blob(['x'], { type: 'text/plain' }));
    expect(missingBucket.error).toMatchObject({ status: 400, statusCode: '404' });
    expect(
      (await fetch(`${stack.url}/storage/v1/bucket`, { headers: { apikey: LOCAL_SUPABASE.publishableKey } })).status,
    ).toBe(200);
  });
});
