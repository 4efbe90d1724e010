// GoTrue's own answers where a probe and auth-js's suites found the stand-in answering differently.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCAL_SUPABASE } from '@campus-hostel/contracts/local-project';
import { ENGINES, startTestStack, uniqueEmail, type TestStack } from '../test-stack';

const SERVICE = { apikey: LOCAL_SUPABASE.secretKey, authorization: `Bearer ${LOCAL_SUPABASE.secretKey}` };

describe.each(ENGINES)('GoTrue parity on %s', (engine) => {
  let stack: TestStack;
  beforeAll(async () => {
    stack = await startTestStack(engine);
  }, 60_000);
  afterAll(async () => {
    await stack?.stop();
  });

  async function send(method: string, path: string, headers: Record<string, string> = {}, body?: string) {
    const res = await fetch(`${stack.url}/auth/v1${path}`, { method, headers: { ...SERVICE, ...headers }, body });
    return { status: res.status, headers: res.headers, body: (await res.json()) as Record<string, unknown> };
  }

  // supabase/auth internal/api/pagination.go `paginate`: an empty page or per_page is the default (1 and 50).
  it('when listing users with empty page and per_page, then the first page of 50 comes back', async () => {
    const res = await send('GET', '/admin/users?page=&per_page=');
    expect(res.status).toBe(200);
    expect(Array.isArray(res.body.users)).toBe(true);
    expect(res.headers.get('link')).toContain('per_page=50');
  });

  // Same file: ParseUint's own error after "Bad Pagination Parameters: ", and a zero per_page refused.
  it.each([
    ['page=abc', 'Bad Pagination Parameters: strconv.ParseUint: parsing "abc": invalid syntax'],
    ['per_page=0', 'Bad Pagination Parameters: per_page must be greater than 0'],
  ])('when listing users with %s, then 400 validation_failed with GoTrue message', async (query, msg) => {
    const res = await send('GET', `/admin/users?${query}`);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ error_code: 'validation_failed', msg });
  });

  // Go's encoding/json (Unmarshal) replaces a lone surrogate with U+FFFD; GoTrue's validateEmail
  // (internal/api/mail.go, badoux/checkmail's pattern) then refuses the address.
  it.each(['/signup', '/otp', '/admin/users'])(
    'when %s gets an e-mail with a lone surrogate, then 400 "Unable to validate email address: invalid format"',
    async (path) => {
      const body = '{"email":"a\\ud800@example.com","password":"secret-pass-1"}';
      const res = await send('POST', path, { 'content-type': 'application/json' }, body);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({
        error_code: 'validation_failed',
        msg: 'Unable to validate email address: invalid format',
      });
    },
  );

  it('when metadata holds a lone surrogate, then the user is created with U+FFFD in its place', async () => {
    const email = `meta.${Date.now()}@example.com`;
    const body = `{"email":"${email}","password":"secret-pass-1","user_metadata":{"name":"a\\udc00b"}}`;
    const res = await send('POST', '/admin/users', { 'content-type': 'application/json' }, body);
    expect(res.status).toBe(200);
    expect(res.body.user_metadata).toEqual({ name: 'a\ufffdb' });
  });

  /** Two sign-ins of one new user: two sessions, as on two devices. */
  async function twoSessions() {
    const email = uniqueEmail('sessions');
    const password = 'first-pass-1';
    expect((await stack.service().auth.admin.createUser({ email, password, email_confirm: true })).error).toBeNull();
    const signIn = async () => {
      const client = stack.anon();
      const { data, error } = await client.auth.signInWithPassword({ email, password });
      expect(error).toBeNull();
      return { client, session: data.session! };
    };
    return { email, here: await signIn(), there: await signIn() };
  }

  // supabase/auth internal/api/user.go UserUpdate → models.User.UpdatePassword(tx, sessionID): LogoutAllExceptMe.
  it('when a user changes their password, then their other sessions end and this one lives on', async () => {
    const { here, there } = await twoSessions();
    expect((await here.client.auth.updateUser({ password: 'second-pass-2' })).error).toBeNull();
    const otherRefresh = await stack.anon().auth.refreshSession({ refresh_token: there.session.refresh_token });
    expect(otherRefresh.error).toMatchObject({ code: 'refresh_token_not_found' });
    const otherUser = await send('GET', '/user', { authorization: `Bearer ${there.session.access_token}` });
    expect(otherUser.body).toMatchObject({ error_code: 'session_not_found' });
    const ownRefresh = await stack.anon().auth.refreshSession({ refresh_token: here.session.refresh_token });
    expect(ownRefresh.error).toBeNull();
  });

  // internal/api/admin.go adminUserUpdate → UpdatePassword(tx, nil): Logout, every session of the user ends.
  it('when an admin sets a user password, then every session of that user ends', async () => {
    const { here, there } = await twoSessions();
    const id = here.session.user.id;
    expect((await stack.service().auth.admin.updateUserById(id, { password: 'admin-set-3' })).error).toBeNull();
    for (const { session } of [here, there]) {
      const refreshed = await stack.anon().auth.refreshSession({ refresh_token: session.refresh_token });
      expect(refreshed.error).toMatchObject({ code: 'refresh_token_not_found' });
    }
  });
});
