// The product's own migrations and seed on the stand-in: demo accounts sign in and the complaints bucket behaves as its policies in supabase/schema.sql say.
import { randomUUID } from 'node:crypto';
import jwt from 'jsonwebtoken';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startStandIn, type StandIn } from '../../testing/stand-in';
import { createNodeClient, ENGINES, type TestClient } from '../test-stack';
import { LOCAL_SUPABASE } from '@campus-hostel/contracts/local-project';
import { DEFAULT_MIGRATIONS_DIR, DEFAULT_SEED_FILE } from '../migrate';

describe.each(ENGINES)('complaints bucket with the real migrations on %s', (engine) => {
  let standIn: StandIn;
  let student: TestClient;
  let admin: TestClient;
  let adminToken: string;

  beforeAll(async () => {
    standIn = await startStandIn(engine, inject('postgresUrl'), {
      migrationsDir: DEFAULT_MIGRATIONS_DIR,
      seedFile: DEFAULT_SEED_FILE,
    });
    student = createNodeClient(standIn.url, LOCAL_SUPABASE.publishableKey);
    admin = createNodeClient(standIn.url, LOCAL_SUPABASE.publishableKey);
    const signedIn = await student.auth.signInWithPassword({
      email: 'student@hostel.local',
      password: 'student-pass-2026',
    });
    if (signedIn.error) throw signedIn.error;
    const adminSignIn = await admin.auth.signInWithPassword({
      email: 'admin@hostel.local',
      password: 'admin-pass-2026',
    });
    if (adminSignIn.error) throw adminSignIn.error;
    adminToken = adminSignIn.data.session.access_token;
  }, 120_000);
  afterAll(async () => {
    await standIn?.dispose();
  });

  const complaintFile = (fileName: string): string => `complaint_files/${randomUUID()}_${fileName}`;

  it('when the seeded admin signs in, then the token carries app_metadata.role admin', () => {
    const claims = jwt.decode(adminToken) as jwt.JwtPayload;
    expect(claims.app_metadata).toMatchObject({ role: 'admin' });
    expect(claims.user_metadata).toMatchObject({ full_name: 'Hostel Admin' });
  });

  it('when the student attaches a PDF, then it is stored privately: a signed link serves it, its public address does not', async () => {
    const name = complaintFile('broken-fan.pdf');
    const { data, error } = await student.storage
      .from('complaints')
      .upload(name, new Blob(['%PDF-1.4 broken fan'], { type: 'application/pdf' }));
    expect(error).toBeNull();
    expect(data?.fullPath).toBe(`complaints/${name}`);
    const signed = await student.storage.from('complaints').createSignedUrl(name, 60);
    expect(signed.error).toBeNull();
    const res = await fetch(signed.data?.signedUrl ?? '');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(await res.text()).toBe('%PDF-1.4 broken fan');
    const open = await fetch(student.storage.from('complaints').getPublicUrl(name).data.publicUrl);
    expect(open.status).toBeGreaterThanOrEqual(400);
    expect(await open.text()).not.toContain('%PDF');
  });

  it('when the student uploads outside complaint_files/, a disallowed type or more than 3 MB, then it is refused', async () => {
    const bucket = student.storage.from('complaints');
    const outside = await bucket.upload(`elsewhere/${randomUUID()}.pdf`, new Blob(['x'], { type: 'application/pdf' }));
    expect((outside.error as { statusCode?: string } | null)?.statusCode).toBe('403');
    const script = await bucket.upload(complaintFile('run.sh'), new Blob(['echo hi'], { type: 'application/x-sh' }));
    expect((script.error as { statusCode?: string } | null)?.statusCode).toBe('415');
    const huge = await bucket.upload(
      complaintFile('huge.png'),
      new Blob([new Uint8Array(3_145_729)], { type: 'image/png' }),
    );
    expect((huge.error as { statusCode?: string } | null)?.statusCode).toBe('413');
  });

  it('when a visitor without an account uploads, then RLS refuses it', async () => {
    const { error } = await standIn
      .anon()
      .storage.from('complaints')
      .upload(complaintFile('anon.png'), new Blob(['x'], { type: 'image/png' }));
    expect(error?.message).toBe('new row violates row-level security policy');
  });

  it('when the admin removes a student file, then RLS keeps it; the student may remove their own', async () => {
    const name = complaintFile('photo.jpg');
    const jpeg = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46]);
    expect(
      (await student.storage.from('complaints').upload(name, new Blob([jpeg], { type: 'image/jpeg' }))).error,
    ).toBeNull();
    const byAdmin = await admin.storage.from('complaints').remove([name]);
    expect(byAdmin.data).toEqual([]);
    const own = await student.storage.from('complaints').remove([name]);
    expect(own.data?.map((o) => o.name)).toEqual([name]);
  });
});
