// Upload content checks of the Storage stand-in: full media type, magic bytes, no SVG/HTML, and safe serving headers.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestClient, type TestClient } from '../../testing/supabase-client';
import { ENGINES, startTestStack, uniqueEmail, type TestStack } from '../test-stack';
import { LOCAL_SUPABASE } from '@campus-hostel/contracts/local-project';

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const SVG = '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"></svg>';

describe.each(ENGINES)('storage upload checks on %s', (engine) => {
  let stack: TestStack;
  let alice: TestClient;
  let token: string;

  beforeAll(async () => {
    stack = await startTestStack(engine);
    const { data, error } = await stack.anon().auth.signUp({ email: uniqueEmail('sec'), password: 'storage-pass-1' });
    if (error || !data.session) throw new Error(`sign-up failed: ${error?.message ?? 'no session'}`);
    token = data.session.access_token;
    alice = createTestClient(stack.url, LOCAL_SUPABASE.publishableKey, { Authorization: `Bearer ${token}` });
  }, 60_000);
  afterAll(async () => {
    await stack?.stop();
  });

  const name = (ext: string): string => `uploads/sec-${Math.random().toString(36).slice(2)}.${ext}`;
  const bucket = (): ReturnType<TestClient['storage']['from']> => alice.storage.from('test-files');
  const rawUpload = (path: string, contentType: string, body: string | Uint8Array): Promise<Response> =>
    fetch(`${stack.url}/storage/v1/object/test-files/${path}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, apikey: LOCAL_SUPABASE.publishableKey, 'content-type': contentType },
      body,
    });

  it('when a raw upload declares a list of types, then the image/* rule does not admit it (415 invalid_mime_type, HTTP 400)', async () => {
    const res = await rawUpload(name('svg'), 'image/svg+xml, text/html', SVG);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      statusCode: '415',
      code: 'InvalidMimeType',
      error: 'invalid_mime_type',
      message: 'mime type image/svg+xml, text/html is not supported',
    });
    const smuggled = await rawUpload(name('png'), 'image/png;a=b, text/html', PNG);
    expect(await smuggled.json()).toMatchObject({ statusCode: '415', error: 'invalid_mime_type' });
  });

  it('when an SVG is declared as image/svg+xml, then it is refused although the bucket allows image/*', async () => {
    const { error } = await bucket().upload(name('svg'), new Blob([SVG], { type: 'image/svg+xml' }));
    expect(error).toMatchObject({
      status: 400,
      statusCode: '415',
      message: 'mime type image/svg+xml is not supported',
    });
  });

  it('when an SVG is named .png and declared image/png, then its bytes give it away', async () => {
    const { error } = await bucket().upload(name('png'), new Blob([SVG], { type: 'image/png' }));
    expect(error).toMatchObject({
      statusCode: '415',
      message: 'mime type image/png does not match the content of the file',
    });
  });

  it('when HTML is sent as text/plain, then it is refused; plain text is not', async () => {
    const html = await bucket().upload(
      name('txt'),
      new Blob(['\ufeff  <!DOCTYPE html><script>alert(1)</script>'], { type: 'text/plain' }),
    );
    expect(html.error).toMatchObject({ statusCode: '415' });
    const text = await bucket().upload(name('txt'), new Blob(['1 < 2 and 3 > 2'], { type: 'text/plain' }));
    expect(text.error).toBeNull();
  });

  it('when a declared image, pdf, doc or docx does not start with its magic bytes, then it is refused; real ones pass', async () => {
    const cases: [string, string, Uint8Array | string][] = [
      ['png', 'image/png', PNG],
      ['jpg', 'image/jpeg', new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10])],
      ['gif', 'image/gif', 'GIF89a\u0001\u0000'],
      ['webp', 'image/webp', 'RIFF\u0000\u0000\u0000\u0000WEBPVP8 '],
      ['pdf', 'application/pdf', '%PDF-1.7\n'],
    ];
    for (const [ext, type, good] of cases) {
      expect((await bucket().upload(name(ext), new Blob([good], { type }))).error, type).toBeNull();
      const bad = await bucket().upload(name(ext), new Blob(['MZ\u0090\u0000 not a real file'], { type }));
      expect(bad.error, type).toMatchObject({ statusCode: '415' });
    }
  });

  it('when doc and docx are declared, then OLE and zip signatures are required (raw and multipart)', async () => {
    const docx = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
    const ole = new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0]);
    const zip = new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0x14, 0]);
    await stack.service().storage.updateBucket('test-files', {
      public: true,
      fileSizeLimit: 2048,
      allowedMimeTypes: ['image/*', 'text/plain', 'application/pdf', 'application/msword', docx],
    });
    expect((await rawUpload(name('doc'), 'application/msword', ole)).status).toBe(200);
    expect((await rawUpload(name('docx'), docx, zip)).status).toBe(200);
    expect(await (await rawUpload(name('doc'), 'application/msword', zip)).json()).toMatchObject({ statusCode: '415' });
    expect((await bucket().upload(name('docx'), new Blob(['<html></html>'], { type: docx }))).error).toMatchObject({
      statusCode: '415',
    });
  });

  it('when an object is served by its public or signed link, then nosniff and a sandboxing CSP come with it', async () => {
    const path = name('png');
    expect((await bucket().upload(path, new Blob([PNG], { type: 'image/png' }))).error).toBeNull();
    const publicRes = await fetch(bucket().getPublicUrl(path).data.publicUrl);
    expect(publicRes.status).toBe(200);
    expect(publicRes.headers.get('x-content-type-options')).toBe('nosniff');
    expect(publicRes.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
    expect(new Uint8Array(await publicRes.arrayBuffer())).toEqual(PNG);
    const signed = await bucket().createSignedUrl(path, 60);
    const signedRes = await fetch(signed.data?.signedUrl ?? '');
    expect(signedRes.status).toBe(200);
    expect(signedRes.headers.get('x-content-type-options')).toBe('nosniff');
    expect(signedRes.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
    expect(new Uint8Array(await signedRes.arrayBuffer())).toEqual(PNG);
  });
});
