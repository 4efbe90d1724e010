// The Storage stand-in's bucket API, signed URLs, move/copy, info and listV2 as @supabase/storage-js uses them.
import jwt from 'jsonwebtoken';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestClient, type TestClient } from '../../testing/supabase-client';
import { ENGINES, startTestStack, uniqueEmail, type TestStack } from '../test-stack';
import { LOCAL_SUPABASE } from '@campus-hostel/contracts/local-project';

describe.each(ENGINES)('storage API on %s', (engine) => {
  let stack: TestStack;
  let service: TestClient;
  let alice: TestClient;
  let bob: TestClient;

  beforeAll(async () => {
    stack = await startTestStack(engine);
    const userClient = async (label: string): Promise<TestClient> => {
      const { data, error } = await stack.anon().auth.signUp({ email: uniqueEmail(label), password: 'storage-pass-1' });
      if (error || !data.session) throw new Error(`sign-up failed: ${error?.message ?? 'no session'}`);
      return createTestClient(stack.url, LOCAL_SUPABASE.publishableKey, {
        Authorization: `Bearer ${data.session.access_token}`,
      });
    };
    service = createTestClient(stack.url, LOCAL_SUPABASE.secretKey);
    alice = await userClient('alice');
    bob = await userClient('bob');
  }, 60_000);
  afterAll(async () => {
    await stack?.stop();
  });

  const unique = (label: string): string => `${label}-${Math.random().toString(36).slice(2, 10)}`;
  const text = (body: string): Blob => new Blob([body], { type: 'text/plain' });

  describe('buckets', () => {
    it('when the secret key creates, reads, updates, lists, empties and deletes a bucket, then each answers as Storage does', async () => {
      const id = unique('bkt');
      const created = await service.storage.createBucket(id, {
        public: false,
        fileSizeLimit: '1KB',
        allowedMimeTypes: ['text/plain'],
      });
      expect(created).toEqual({ data: { name: id }, error: null });
      expect((await service.storage.getBucket(id)).data).toMatchObject({
        id,
        name: id,
        public: false,
        file_size_limit: 1000,
        allowed_mime_types: ['text/plain'],
      });
      expect((await service.storage.updateBucket(id, { public: true, fileSizeLimit: 2000 })).data).toEqual({
        message: 'Successfully updated',
      });
      expect((await service.storage.getBucket(id)).data).toMatchObject({
        public: true,
        file_size_limit: 2000,
        allowed_mime_types: ['text/plain'],
      });
      expect((await service.storage.listBuckets()).data?.map((b) => b.id)).toContain(id);

      expect((await service.storage.from(id).upload('a/one.txt', text('1'))).error).toBeNull();
      const notEmpty = await service.storage.deleteBucket(id);
      expect(notEmpty.error).toMatchObject({
        status: 400,
        statusCode: '409',
        message: 'The bucket you tried to delete is not empty',
      });
      expect((await service.storage.emptyBucket(id)).data).toEqual({
        message: 'Empty bucket has been queued. Completion may take up to an hour.',
      });
      expect((await service.storage.deleteBucket(id)).data).toEqual({ message: 'Successfully deleted' });
      expect((await service.storage.getBucket(id)).error).toMatchObject({
        statusCode: '404',
        message: 'Bucket not found',
      });
    });

    it("when a bucket exists already, has a bad name, size or type list, then Storage's errors come back", async () => {
      const id = unique('dup');
      await service.storage.createBucket(id);
      expect((await service.storage.createBucket(id)).error).toMatchObject({
        statusCode: '409',
        message: 'The resource already exists',
      });
      expect((await service.storage.createBucket('bad/name')).error).toMatchObject({
        statusCode: '400',
        message: 'Bucket name invalid',
      });
      expect(
        (await service.storage.createBucket(unique('sz'), { public: false, fileSizeLimit: '12 parsecs' })).error,
      ).toMatchObject({
        statusCode: '400',
        message: 'Invalid file size format, hint: use 20GB / 20MB / 30KB / 3B',
      });
      expect(
        (await service.storage.createBucket(unique('big'), { public: false, fileSizeLimit: '60GB' })).error,
      ).toMatchObject({
        statusCode: '413',
      });
      expect(
        (await service.storage.createBucket(unique('mt'), { public: false, allowedMimeTypes: ['not a type'] })).error,
      ).toMatchObject({
        statusCode: '415',
        message: 'mime type not a type is not supported',
      });
      expect((await service.storage.updateBucket(unique('none'), { public: true })).error).toMatchObject({
        statusCode: '404',
      });
    });

    it('when a user without a policy on storage.buckets manages buckets, then RLS refuses or hides them', async () => {
      const created = await alice.storage.createBucket(unique('mine'));
      expect(created.error).toMatchObject({ statusCode: '403', message: 'new row violates row-level security policy' });
      expect((await alice.storage.listBuckets()).data).toEqual([]);
      expect((await alice.storage.getBucket('test-files')).error).toMatchObject({ statusCode: '404' });
      expect((await alice.storage.updateBucket('test-files', { public: false })).error).toMatchObject({
        statusCode: '404',
      });
      expect((await alice.storage.emptyBucket('test-files')).error).toMatchObject({ statusCode: '404' });
      expect((await alice.storage.deleteBucket('private-files')).error).toMatchObject({ statusCode: '404' });
      expect((await service.storage.getBucket('test-files')).data).toMatchObject({ public: true });
    });
  });

  describe('signed URLs', () => {
    it('when the owner signs a private object, then the URL serves it (download name too) until it expires', async () => {
      const name = `uploads/${unique('s')}.txt`;
      await alice.storage.from('private-files').upload(name, text('signed secret'));
      const { data, error } = await alice.storage
        .from('private-files')
        .createSignedUrl(name, 60, { download: 'report.txt' });
      expect(error).toBeNull();
      const url = new URL(data?.signedUrl ?? '');
      expect(url.pathname).toBe(`/storage/v1/object/sign/private-files/${name}`);
      const claims = jwt.verify(url.searchParams.get('token') ?? '', LOCAL_SUPABASE.legacyJwtSecret, {
        algorithms: ['HS256'],
      }) as jwt.JwtPayload;
      expect(claims).toMatchObject({ url: `private-files/${name}` });
      expect((claims.exp ?? 0) - (claims.iat ?? 0)).toBe(60);
      const res = await fetch(url);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-disposition')).toContain('filename="report.txt"');
      expect(await res.text()).toBe('signed secret');

      const expired = jwt.sign({ url: `private-files/${name}`, iat: 1, exp: 2 }, LOCAL_SUPABASE.legacyJwtSecret, {
        algorithm: 'HS256',
      });
      const late = await fetch(`${stack.url}/storage/v1/object/sign/private-files/${name}?token=${expired}`);
      expect(late.status).toBe(400);
      expect(await late.json()).toMatchObject({ statusCode: '400', error: 'InvalidJWT', message: 'jwt expired' });
      const otherToken = url.searchParams.get('token') ?? '';
      const elsewhere = await fetch(
        `${stack.url}/storage/v1/object/sign/private-files/uploads/other.txt?token=${otherToken}`,
      );
      expect(await elsewhere.json()).toMatchObject({
        statusCode: '400',
        error: 'InvalidSignature',
        message: 'Invalid signature',
      });
    });

    it('when someone signs an object RLS hides from them, then 404; the batch form marks it per path', async () => {
      const name = `uploads/${unique('b')}.txt`;
      await alice.storage.from('private-files').upload(name, text('x'));
      expect((await bob.storage.from('private-files').createSignedUrl(name, 60)).error).toMatchObject({
        statusCode: '404',
        message: 'Object not found',
      });
      const batch = await alice.storage.from('private-files').createSignedUrls([name, 'uploads/missing.txt'], 60);
      expect(batch.data?.[0]).toMatchObject({ error: null, path: name });
      expect(await (await fetch(batch.data?.[0]?.signedUrl ?? '')).text()).toBe('x');
      expect(batch.data?.[1]).toMatchObject({
        error: 'Either the object does not exist or you do not have access to it',
        signedUrl: null,
      });
      expect(
        (await alice.storage.from('private-files').createSignedUrl(name, 60, { transform: { width: 10 } })).error,
      ).toMatchObject({ statusCode: '400' });
    });

    it('when a user asks for a signed upload URL, then it needs the insert policy, and the upload lands as that user', async () => {
      const name = `uploads/${unique('u')}.txt`;
      const signed = await alice.storage.from('private-files').createSignedUploadUrl(name);
      expect(signed.error).toBeNull();
      const token = signed.data?.token ?? '';
      expect(jwt.decode(token)).toMatchObject({ url: `private-files/${name}`, upsert: false });
      const anonClient = createTestClient(stack.url, LOCAL_SUPABASE.publishableKey);
      const up = await anonClient.storage.from('private-files').uploadToSignedUrl(name, token, text('via signed url'));
      expect(up.error).toBeNull();
      expect(up.data?.fullPath).toBe(`private-files/${name}`);
      expect(await (await alice.storage.from('private-files').download(name)).data?.text()).toBe('via signed url');
      expect(
        (await anonClient.storage.from('private-files').uploadToSignedUrl(name, token, text('again'))).error,
      ).toMatchObject({ statusCode: '409' });
      expect(
        (await anonClient.storage.from('private-files').uploadToSignedUrl('uploads/else.txt', token, text('x'))).error,
      ).toMatchObject({ statusCode: '400', message: 'Invalid signature' });
      expect((await alice.storage.from('private-files').createSignedUploadUrl('elsewhere/x.txt')).error).toMatchObject({
        statusCode: '403',
      });
      const png = `uploads/${unique('svg')}.png`;
      const pngToken = (await alice.storage.from('private-files').createSignedUploadUrl(png)).data?.token ?? '';
      const svg = await anonClient.storage
        .from('private-files')
        .uploadToSignedUrl(png, pngToken, new Blob(['<svg/>'], { type: 'image/png' }));
      expect(svg.error).toMatchObject({ statusCode: '415' });
    });
  });

  describe('objects', () => {
    it('when the owner moves and copies an object, then bytes and rows follow; another user is refused by RLS', async () => {
      const bucket = alice.storage.from('private-files');
      const from = `uploads/${unique('m')}.txt`;
      const to = `uploads/moved/${unique('m')}.txt`;
      await bucket.upload(from, text('moving'));
      expect((await bob.storage.from('private-files').move(from, to)).error).toMatchObject({ statusCode: '404' });
      expect((await bucket.move(from, to)).data).toMatchObject({ message: 'Successfully moved' });
      expect((await bucket.download(from)).error).not.toBeNull();
      expect(await (await bucket.download(to)).data?.text()).toBe('moving');

      const copyTo = `uploads/copy/${unique('c')}.txt`;
      expect((await bucket.copy(to, copyTo)).data).toEqual({ path: `private-files/${copyTo}` });
      expect(await (await bucket.download(copyTo)).data?.text()).toBe('moving');
      expect((await bucket.copy(to, copyTo)).error).toMatchObject({ statusCode: '409' });
      expect((await bucket.copy(to, `elsewhere/${unique('c')}.txt`)).error).toMatchObject({ statusCode: '403' });
      expect((await bob.storage.from('private-files').copy(to, `uploads/${unique('c')}.txt`)).error).toMatchObject({
        statusCode: '404',
      });
    });

    it('when info and exists are asked, then size, type and etag come back; a hidden or missing object is false', async () => {
      const bucket = alice.storage.from('private-files');
      const name = `uploads/${unique('i')}.txt`;
      await bucket.upload(name, text('twelve bytes'), { metadata: { room: '12' } });
      const { data, error } = await bucket.info(name);
      expect(error).toBeNull();
      expect(data).toMatchObject({
        name,
        bucketId: 'private-files',
        size: 12,
        contentType: 'text/plain',
        metadata: { room: '12' },
      });
      expect(data?.etag).toMatch(/^"[0-9a-f]{32}"$/);
      expect((await bucket.exists(name)).data).toBe(true);
      expect((await bucket.exists(`uploads/${unique('no')}.txt`)).data).toBe(false);
      expect((await bob.storage.from('private-files').exists(name)).data).toBe(false);
      expect((await bob.storage.from('private-files').info(name)).error).toMatchObject({ statusCode: '404' });
    });

    it('when listV2 pages a prefix, flat and with a delimiter, then objects, folders, hasNext and nextCursor come back', async () => {
      const bucket = alice.storage.from('private-files');
      const root = `uploads/${unique('l')}/`;
      for (const key of ['a.txt', 'b.txt', 'sub/c.txt', 'sub/d.txt']) await bucket.upload(`${root}${key}`, text(key));
      const grouped = await bucket.listV2({ prefix: root, with_delimiter: true });
      expect(grouped.error).toBeNull();
      expect(grouped.data?.objects.map((o) => o.name)).toEqual([`${root}a.txt`, `${root}b.txt`]);
      expect(grouped.data?.folders.map((f) => f.name)).toEqual([`${root}sub/`]);
      expect(grouped.data?.hasNext).toBe(false);

      const first = await bucket.listV2({ prefix: root, limit: 3 });
      expect(first.data?.objects.map((o) => o.name)).toEqual([`${root}a.txt`, `${root}b.txt`, `${root}sub/c.txt`]);
      expect(first.data).toMatchObject({ hasNext: true, folders: [] });
      const second = await bucket.listV2({ prefix: root, limit: 3, cursor: first.data?.nextCursor ?? '' });
      expect(second.data?.objects.map((o) => o.name)).toEqual([`${root}sub/d.txt`]);
      expect(second.data?.hasNext).toBe(false);
      expect((await bob.storage.from('private-files').listV2({ prefix: root })).data?.objects).toEqual([]);
      expect((await bucket.listV2({ prefix: root, cursor: 'not-ours' })).error).toMatchObject({ statusCode: '400' });
    });
  });
});
