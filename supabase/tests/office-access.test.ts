// Choosing hr or admin at sign-up asks for an office role and grants nothing: the new account is a student's with a
// pending request, which its owner and admins read, nobody writes directly, and only the server closes, once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '@campus-hostel/emulators/testing';
import { ENGINES, startProject, type TestProject } from './project';

const ADMIN = { id: '00000000-0000-4000-8000-00000000a001', email: 'admin@hostel.local', password: 'admin-pass-2026' };
const STAFF = { email: 'staff@hostel.local', password: 'staff-pass-2026' };

describe.each(ENGINES)('office access requests on %s', (engine) => {
  let project: TestProject;
  let admin: TestClient;
  let staff: TestClient;
  let made = 0;

  const signedIn = async (creds: { email: string; password: string }) => {
    const client = project.client();
    const { error } = await client.auth.signInWithPassword(creds);
    if (error) throw error;
    return client;
  };

  /** An account with the role chosen on the sign-up form in its metadata, as the sign-up page makes it. */
  function signUpAs(role: string) {
    return project.signUp({
      email: `access-${role}-${engine}-${Date.now()}-${made++}@hostel.local`,
      password: 'student-pass-2026',
      data: { role },
    });
  }

  const requestsOf = (userId: string) =>
    project.sql<{ id: number; requested_role: string; status: string }>(
      'select id::int as id, requested_role, status from public.office_access_requests where user_id = $1',
      [userId],
    );

  beforeAll(async () => {
    project = await startProject(engine);
    admin = await signedIn(ADMIN);
    staff = await signedIn(STAFF);
  }, 120_000);

  afterAll(async () => {
    await project?.close();
  });

  it('when an account signs up as hr or admin, then it asks for staff or admin and holds no role; student and guest ask nothing', async () => {
    const hr = await signUpAs('hr');
    const wantsAdmin = await signUpAs('admin');
    const student = await signUpAs('student');
    const guest = await signUpAs('guest');
    expect(await requestsOf(hr.id)).toEqual([expect.objectContaining({ requested_role: 'staff', status: 'pending' })]);
    expect(await requestsOf(wantsAdmin.id)).toEqual([
      expect.objectContaining({ requested_role: 'admin', status: 'pending' }),
    ]);
    expect(await requestsOf(student.id)).toEqual([]);
    expect(await requestsOf(guest.id)).toEqual([]);
    const roles = await project.sql<{ role: string | null }>('select public.account_role($1) as role', [hr.id]);
    expect(roles).toEqual([{ role: null }]);
    expect((await hr.client.rpc('is_office')).data).toBe(false);
  });

  it('when the requester and others read, then each sees their own, admins all, staff none, and nobody writes', async () => {
    const hr = await signUpAs('hr');
    const other = await signUpAs('admin');
    const own = await hr.client.from('office_access_requests').select('user_id, requested_role, status');
    expect(own.data).toEqual([{ user_id: hr.id, requested_role: 'staff', status: 'pending' }]);
    expect(
      (await admin.from('office_access_requests').select('user_id').in('user_id', [hr.id, other.id])).data,
    ).toHaveLength(2);
    expect((await staff.from('office_access_requests').select('user_id').eq('user_id', hr.id)).data).toEqual([]);

    const forged = await hr.client.from('office_access_requests').insert({ user_id: hr.id, requested_role: 'admin' });
    expect(forged.error?.code).toBe('42501');
    await hr.client.from('office_access_requests').update({ status: 'granted' }).eq('user_id', hr.id);
    await admin.from('office_access_requests').update({ status: 'granted' }).eq('user_id', hr.id);
    expect(await requestsOf(hr.id)).toEqual([expect.objectContaining({ status: 'pending' })]);
  });

  it('when a signed-in account calls the server-only functions, then they are refused', async () => {
    const hr = await signUpAs('hr');
    const [request] = await requestsOf(hr.id);
    for (const client of [hr.client, admin]) {
      const decided = await client.rpc('decide_office_access', {
        p_request_id: request?.id ?? 0,
        p_grant: true,
        p_actor_id: ADMIN.id,
        p_actor_email: ADMIN.email,
      });
      expect(decided.error?.code).toBe('42501');
      expect((await client.rpc('pending_office_access', { p_request_id: request?.id ?? 0 })).error?.code).toBe('42501');
    }
    expect(await requestsOf(hr.id)).toEqual([expect.objectContaining({ status: 'pending' })]);
  });

  it('when the service role closes a request as an admin, then once only; as a non-admin, not at all', async () => {
    const hr = await signUpAs('hr');
    const [request] = await requestsOf(hr.id);
    const decide = (actor: string, grant: boolean) =>
      project.call<string>('decide_office_access', {
        p_request_id: request?.id,
        p_grant: grant,
        p_actor_id: actor,
        p_actor_email: 'someone@hostel.local',
      });
    expect(await decide(hr.id, true)).toBe('forbidden');
    expect(await project.call('pending_office_access', { p_request_id: request?.id })).toEqual([
      { user_id: hr.id, requested_role: 'staff' },
    ]);
    expect(await decide(ADMIN.id, false)).toBe('decided');
    expect(await decide(ADMIN.id, true)).toBe('already_decided');
    expect(await project.call('pending_office_access', { p_request_id: request?.id })).toEqual([]);
    expect(await requestsOf(hr.id)).toEqual([expect.objectContaining({ status: 'refused' })]);
    const audited = await project.sql<{ action: string; actor_email: string }>(
      "select action, actor_email from public.audit_log where target_type = 'user' and target_id = $1",
      [hr.id],
    );
    expect(audited).toEqual([{ action: 'person.refuse_access', actor_email: ADMIN.email }]);
  });
});
