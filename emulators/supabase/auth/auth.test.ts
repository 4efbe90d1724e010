// Behaviour of the GoTrue stand-in (/auth/v1) as @supabase/supabase-js sees it, on PGlite and PostgreSQL.
import { createPublicKey, type JsonWebKey } from 'node:crypto';
import { AuthApiError } from '@supabase/supabase-js';
import jwt from 'jsonwebtoken';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createNodeClient, ENGINES, SEEDED_USER, startTestStack, uniqueEmail, type TestStack } from '../test-stack';
import { LOCAL_SUPABASE } from '@campus-hostel/contracts/local-project';

const PASSWORD = 'correct-horse-42';

describe.each(ENGINES)('auth on %s', (engine) => {
  let stack: TestStack;
  beforeAll(async () => {
    stack = await startTestStack(engine);
  }, 60_000);
  afterAll(async () => {
    await stack?.stop();
  });

  const authUrl = (path: string): string => `${stack.url}/auth/v1${path}`;
  const postJson = (path: string, body: unknown, headers: Record<string, string> = {}): Promise<Response> =>
    fetch(authUrl(path), {
      method: 'POST',
      headers: { apikey: LOCAL_SUPABASE.publishableKey, 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });

  async function signUp(label: string, data: Record<string, unknown> = {}) {
    const client = stack.anon();
    const email = uniqueEmail(label);
    const { data: result, error } = await client.auth.signUp({ email, password: PASSWORD, options: { data } });
    expect(error).toBeNull();
    return { client, email, session: result.session!, user: result.user! };
  }

  it('when someone signs up, then they get a confirmed user with their metadata and a working session', async () => {
    const { session, user, email } = await signUp('signup', { full_name: 'Asha Verma', role: 'student' });
    expect(user.email).toBe(email);
    expect(user.email_confirmed_at).toBeTruthy();
    expect(user.user_metadata).toMatchObject({ full_name: 'Asha Verma', role: 'student' });
    expect(user.app_metadata).toEqual({ provider: 'email', providers: ['email'] });
    expect(session.token_type).toBe('bearer');
    expect(session.expires_in).toBe(3600);
    expect(session.refresh_token).toBeTruthy();
    // Signed ES256 with the key the project's JWKS publishes under the token's kid, as projects of today sign.
    const { header } = jwt.decode(session.access_token, { complete: true }) ?? {};
    expect(header).toMatchObject({ alg: 'ES256', typ: 'JWT' });
    const jwks = (await (await fetch(authUrl('/.well-known/jwks.json'))).json()) as {
      keys: (JsonWebKey & { kid: string })[];
    };
    const jwk = jwks.keys.find((key) => key.kid === header?.kid);
    expect(jwk).toMatchObject({ kty: 'EC', crv: 'P-256', alg: 'ES256', use: 'sig' });
    const claims = jwt.verify(session.access_token, createPublicKey({ key: jwk as JsonWebKey, format: 'jwk' }), {
      algorithms: ['ES256'],
    }) as jwt.JwtPayload;
    expect(claims).toMatchObject({
      aud: 'authenticated',
      role: 'authenticated',
      sub: user.id,
      email,
      phone: '',
      aal: 'aal1',
      is_anonymous: false,
      iss: `${stack.url}/auth/v1`,
      app_metadata: { provider: 'email', providers: ['email'] },
      user_metadata: { full_name: 'Asha Verma', role: 'student' },
    });
    expect(typeof claims.session_id).toBe('string');
    expect(claims.exp! - claims.iat!).toBe(3600);
  });

  it('when a sign-up tries to set app_metadata, then the server ignores it', async () => {
    const email = uniqueEmail('escalate');
    const res = await postJson('/signup', {
      email,
      password: PASSWORD,
      app_metadata: { role: 'admin' },
      data: { x: 1 },
    });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { user: { app_metadata: unknown } };
    expect(body.user.app_metadata).toEqual({ provider: 'email', providers: ['email'] });
  });

  it('when the e-mail is already registered, then sign-up answers 422 user_already_exists', async () => {
    const { email } = await signUp('dupe');
    const { error } = await stack.anon().auth.signUp({ email: email.toUpperCase(), password: PASSWORD });
    expect(error).toBeInstanceOf(AuthApiError);
    expect(error?.status).toBe(422);
    expect(error?.code).toBe('user_already_exists');
    expect(error?.message).toBe('User already registered');
  });

  it('when the password is too short or the e-mail malformed, then sign-up is refused', async () => {
    const weak = await stack.anon().auth.signUp({ email: uniqueEmail('weak'), password: '12345' });
    expect(weak.error?.status).toBe(422);
    expect(weak.error?.code).toBe('weak_password');
    const badEmail = await stack.anon().auth.signUp({ email: 'not-an-email', password: PASSWORD });
    expect(badEmail.error?.status).toBe(400);
    expect(badEmail.error?.message).toMatch(/email/i);
  });

  it('when signing in with the right password, then a session comes back; with a wrong one, "Invalid login credentials"', async () => {
    const { email } = await signUp('signin');
    const ok = await stack.anon().auth.signInWithPassword({ email, password: PASSWORD });
    expect(ok.error).toBeNull();
    expect(ok.data.user?.email).toBe(email);
    expect(ok.data.user?.last_sign_in_at).toBeTruthy();

    const wrong = await stack.anon().auth.signInWithPassword({ email, password: 'wrong-password' });
    expect(wrong.error?.message).toBe('Invalid login credentials');
    expect(wrong.error?.status).toBe(400);
    expect(wrong.error?.code).toBe('invalid_credentials');

    const unknown = await stack.anon().auth.signInWithPassword({ email: uniqueEmail('nobody'), password: PASSWORD });
    expect(unknown.error?.message).toBe('Invalid login credentials');
  });

  it('when the raw GoTrue API gets wrong credentials, then it answers {code, error_code, msg}', async () => {
    const res = await postJson('/token?grant_type=password', { email: uniqueEmail('raw'), password: 'whatever' });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      code: 400,
      error_code: 'invalid_credentials',
      msg: 'Invalid login credentials',
    });
  });

  it('when a user seeded with pgcrypto crypt() signs in, then bcryptjs verifies the $2a$ hash', async () => {
    const { data, error } = await stack.anon().auth.signInWithPassword(SEEDED_USER);
    expect(error).toBeNull();
    expect(data.user?.user_metadata).toMatchObject({ full_name: 'Seeded Person' });
  });

  it('when asking for the user with a token, then it is returned; without or with a forged one, it is refused', async () => {
    const { client, user, session } = await signUp('getuser');
    const { data, error } = await client.auth.getUser();
    expect(error).toBeNull();
    expect(data.user).toMatchObject({ id: user.id, aud: 'authenticated', role: 'authenticated' });
    expect(data.user?.identities?.[0]?.provider).toBe('email');

    const none = await fetch(authUrl('/user'), { headers: { apikey: LOCAL_SUPABASE.publishableKey } });
    expect(none.status).toBe(401);
    const forged = jwt.sign({ sub: user.id, role: 'authenticated' }, 'not-the-secret');
    const bad = await fetch(authUrl('/user'), {
      headers: { apikey: LOCAL_SUPABASE.publishableKey, authorization: `Bearer ${forged}` },
    });
    expect(bad.status).toBe(403);
    expect(((await bad.json()) as { error_code: string }).error_code).toBe('bad_jwt');
    const ok = await fetch(authUrl('/user'), { headers: { authorization: `Bearer ${session.access_token}` } });
    expect(ok.status).toBe(200);
  });

  it('when updating the user, then metadata merges and a new password replaces the old one', async () => {
    const { client, email } = await signUp('update', { full_name: 'Old Name', hostel: 'Kanhar' });
    const updated = await client.auth.updateUser({ data: { full_name: 'New Name' } });
    expect(updated.error).toBeNull();
    expect(updated.data.user?.user_metadata).toMatchObject({ full_name: 'New Name', hostel: 'Kanhar' });

    const changed = await client.auth.updateUser({ password: 'brand-new-pass-7' });
    expect(changed.error).toBeNull();
    const old = await stack.anon().auth.signInWithPassword({ email, password: PASSWORD });
    expect(old.error?.message).toBe('Invalid login credentials');
    const fresh = await stack.anon().auth.signInWithPassword({ email, password: 'brand-new-pass-7' });
    expect(fresh.error).toBeNull();

    const same = await client.auth.updateUser({ password: 'brand-new-pass-7' });
    expect(same.error?.code).toBe('same_password');
  });

  it('when refreshing, then the refresh token rotates and the new one works', async () => {
    const { client, session } = await signUp('refresh');
    const { data, error } = await client.auth.refreshSession();
    expect(error).toBeNull();
    expect(data.session?.refresh_token).toBeTruthy();
    expect(data.session?.refresh_token).not.toBe(session.refresh_token);
    const again = await stack.anon().auth.refreshSession({ refresh_token: data.session!.refresh_token });
    expect(again.error).toBeNull();
    expect(again.data.session?.refresh_token).not.toBe(data.session?.refresh_token);
  });

  it('when a just-rotated token comes back within the reuse interval, then it gets the current token, not a new branch', async () => {
    const { session } = await signUp('race');
    const first = await postJson('/token?grant_type=refresh_token', { refresh_token: session.refresh_token });
    const firstBody = (await first.json()) as { refresh_token: string };
    const second = await postJson('/token?grant_type=refresh_token', { refresh_token: session.refresh_token });
    expect(second.status).toBe(200);
    expect(((await second.json()) as { refresh_token: string }).refresh_token).toBe(firstBody.refresh_token);
  });

  it('when an unknown refresh token is presented, then refresh_token_not_found', async () => {
    const { error } = await stack.anon().auth.refreshSession({ refresh_token: 'no-such-token' });
    expect(error?.status).toBe(400);
    expect(error?.code).toBe('refresh_token_not_found');
  });

  it('when the user signs out, then the refresh token and the session are dead', async () => {
    const { client, session } = await signUp('logout');
    const { error } = await client.auth.signOut();
    expect(error).toBeNull();
    const refreshed = await stack.anon().auth.refreshSession({ refresh_token: session.refresh_token });
    expect(refreshed.error?.code).toBe('refresh_token_not_found');
    const user = await fetch(authUrl('/user'), { headers: { authorization: `Bearer ${session.access_token}` } });
    expect(user.status).toBe(403);
    expect(((await user.json()) as { error_code: string }).error_code).toBe('session_not_found');
  });

  it('when signing out locally, then only that session ends', async () => {
    const { email, client } = await signUp('local');
    const other = stack.anon();
    await other.auth.signInWithPassword({ email, password: PASSWORD });
    await client.auth.signOut({ scope: 'local' });
    const stillThere = await other.auth.getUser();
    expect(stillThere.error).toBeNull();
  });

  it('when asking for settings and health, then GoTrue-like JSON comes back', async () => {
    const settings = (await (await fetch(authUrl('/settings'))).json()) as Record<string, unknown>;
    expect(settings).toMatchObject({
      external: { email: true, google: true, github: true },
      disable_signup: false,
      mailer_autoconfirm: true,
    });
    expect((await fetch(authUrl('/health'))).status).toBe(200);
  });

  it('when bodies are malformed, oversized or of the wrong type, then 4xx in GoTrue shape and the server keeps serving', async () => {
    const malformed = await fetch(authUrl('/signup'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"email": ',
    });
    expect(malformed.status).toBe(400);
    expect(((await malformed.json()) as { error_code: string }).error_code).toBe('bad_json');

    const huge = await postJson('/signup', {
      email: uniqueEmail('huge'),
      password: PASSWORD,
      data: { blob: 'x'.repeat(100_000) },
    });
    expect(huge.status).toBe(413);

    const wrongType = await postJson('/token?grant_type=password', { email: ['a'], password: 5 });
    expect(wrongType.status).toBe(400);
    expect(await wrongType.text()).not.toMatch(/at .*\.ts/);

    const grant = await postJson('/token?grant_type=magic', {});
    expect(grant.status).toBe(400);
    expect(((await grant.json()) as { error_code: string }).error_code).toBe('unsupported_grant_type');

    expect((await fetch(authUrl('/health'))).status).toBe(200);
  });

  describe('OAuth through the local consent page', () => {
    const redirectTo = 'http://localhost:5173/auth/callback';

    it('when signInWithOAuth navigates to /authorize, then an accessible consent form is shown', async () => {
      const { data } = await stack
        .anon()
        .auth.signInWithOAuth({ provider: 'google', options: { redirectTo, skipBrowserRedirect: true } });
      const page = await fetch(data.url!);
      expect(page.status).toBe(200);
      expect(page.headers.get('content-type')).toMatch(/text\/html/);
      const html = await page.text();
      expect(html).toContain('Sign in with Google (local stand-in)');
      expect(html).toMatch(/<label for="email">Email<\/label>/);
      expect(html).toMatch(/<input id="email" name="email" type="email"[^>]*value="google.user@hostel.local"/);
      expect(html).toMatch(/<label for="full_name">Full name<\/label>/);
      expect(html).toContain('<button type="submit">Continue</button>');
      expect(html).toContain('#error=access_denied');
      expect(html).toContain('method="post" action="authorize/consent"');
    });

    it('when the consent form is posted, then the browser goes back with a session in the fragment that setSession accepts', async () => {
      const email = uniqueEmail('oauth');
      const res = await fetch(authUrl('/authorize/consent'), {
        method: 'POST',
        redirect: 'manual',
        body: new URLSearchParams({ provider: 'github', redirect_to: redirectTo, email, full_name: 'Octo Cat' }),
      });
      expect(res.status).toBe(303);
      const location = new URL(res.headers.get('location')!);
      expect(`${location.origin}${location.pathname}`).toBe(redirectTo);
      const fragment = new URLSearchParams(location.hash.slice(1));
      expect(fragment.get('token_type')).toBe('bearer');
      expect(fragment.get('expires_in')).toBe('3600');
      expect(fragment.get('provider_token')).toBe('local');
      expect(Number(fragment.get('expires_at'))).toBeGreaterThan(Date.now() / 1000);

      const client = stack.anon();
      const { data, error } = await client.auth.setSession({
        access_token: fragment.get('access_token')!,
        refresh_token: fragment.get('refresh_token')!,
      });
      expect(error).toBeNull();
      expect(data.user?.email).toBe(email);
      expect(data.user?.app_metadata).toMatchObject({ provider: 'github', providers: ['github'] });
      expect(data.user?.user_metadata).toMatchObject({ full_name: 'Octo Cat' });
    });

    const consentPost = (fields: Record<string, string>): Promise<Response> =>
      fetch(authUrl('/authorize/consent'), {
        method: 'POST',
        redirect: 'manual',
        body: new URLSearchParams({ provider: 'google', redirect_to: redirectTo, full_name: 'Some Person', ...fields }),
      });
    const subOf = (res: Response): string | undefined => {
      const token = new URLSearchParams(new URL(res.headers.get('location') ?? 'http://x/').hash.slice(1)).get(
        'access_token',
      );
      return token ? (jwt.decode(token) as jwt.JwtPayload).sub : undefined;
    };

    it('when a new e-mail chooses a password, then consenting again with it is the same user, and without it is refused', async () => {
      const email = uniqueEmail('again');
      const first = await consentPost({ email, password: 'chosen-pass-1' });
      expect(first.status).toBe(303);
      const again = await consentPost({ email, password: 'chosen-pass-1' });
      expect(subOf(again)).toBe(subOf(first));
      const without = await consentPost({ email });
      expect(without.status).toBe(400);
      expect(without.headers.get('location')).toBeNull();
    });

    it('when an existing account is typed on the consent page without its password, then no session is given', async () => {
      // The admin-style account: a seeded user with a password (as admin@hostel.local is).
      const attempts: Record<string, string>[] = [{}, { password: '' }, { password: 'not-the-password' }];
      for (const fields of attempts) {
        const res = await consentPost({ email: SEEDED_USER.email, ...fields });
        expect(res.status).toBe(400);
        expect(res.headers.get('location')).toBeNull();
        const html = await res.text();
        expect(html).toContain('role="alert"');
        expect(html).toContain('Invalid login credentials');
        expect(html).not.toContain('access_token');
      }
      const { email } = await signUp('victim');
      const victim = await consentPost({ email, password: 'wrong-guess-1' });
      expect(victim.status).toBe(400);
      expect(victim.headers.get('location')).toBeNull();
    });

    it('when an existing account is typed with its own password, then the consent page signs in that account', async () => {
      const { email, user } = await signUp('linked');
      const res = await consentPost({ email, password: PASSWORD });
      expect(res.status).toBe(303);
      expect(subOf(res)).toBe(user.id);
    });

    it('when the consent page is shown, then it explains and asks for the password of an existing account', async () => {
      const html = await (
        await fetch(authUrl(`/authorize?provider=github&redirect_to=${encodeURIComponent(redirectTo)}`))
      ).text();
      expect(html).toMatch(/<label for="password">Password<\/label>/);
      expect(html).toMatch(/<input id="password" name="password" type="password"[^>]*aria-describedby="password-hint"/);
      expect(html).toContain("opens it only with that account's password");
    });

    it('when the client uses PKCE, then the consent redirects with a code that exchanges for a session', async () => {
      const client = createNodeClient(stack.url, LOCAL_SUPABASE.publishableKey, { flowType: 'pkce' });
      const { data } = await client.auth.signInWithOAuth({
        provider: 'google',
        options: { redirectTo, skipBrowserRedirect: true },
      });
      const authorize = new URL(data.url!);
      const email = uniqueEmail('pkce');
      const res = await fetch(authUrl('/authorize/consent'), {
        method: 'POST',
        redirect: 'manual',
        body: new URLSearchParams({
          provider: 'google',
          redirect_to: redirectTo,
          email,
          full_name: 'Pkce Person',
          code_challenge: authorize.searchParams.get('code_challenge')!,
          code_challenge_method: authorize.searchParams.get('code_challenge_method')!,
        }),
      });
      expect(res.status).toBe(303);
      const code = new URL(res.headers.get('location')!).searchParams.get('code')!;
      const exchanged = await client.auth.exchangeCodeForSession(code);
      expect(exchanged.error).toBeNull();
      expect(exchanged.data.user?.email).toBe(email);
      const replay = await client.auth.exchangeCodeForSession(code);
      expect(replay.error).not.toBeNull();
    });

    it('when redirect_to is not allowed, then the browser ends at the site URL as GoTrue does; an unknown provider is 400', async () => {
      for (const target of [
        'https://evil.example/steal',
        'javascript:alert(1)',
        '//evil.example',
        'http://user@localhost.evil.example/',
      ]) {
        const page = await fetch(authUrl(`/authorize?provider=google&redirect_to=${encodeURIComponent(target)}`), {
          redirect: 'manual',
        });
        expect(page.status).toBe(200);
        expect(await page.text()).toContain('name="redirect_to" value="http://localhost:5173/"');
        const consent = await fetch(authUrl('/authorize/consent'), {
          method: 'POST',
          redirect: 'manual',
          body: new URLSearchParams({
            provider: 'google',
            redirect_to: target,
            email: uniqueEmail('evil'),
            full_name: 'X',
          }),
        });
        expect(consent.status).toBe(303);
        expect(consent.headers.get('location')).toMatch(/^http:\/\/localhost:5173\/#access_token=/);
      }
      const unknown = await fetch(authUrl(`/authorize?provider=myspace&redirect_to=${encodeURIComponent(redirectTo)}`));
      expect(unknown.status).toBe(400);
    });

    it('when redirect_to carries markup, then the page escapes it', async () => {
      const target = 'http://localhost:5173/?q="><script>alert(1)</script>';
      const html = await (
        await fetch(authUrl(`/authorize?provider=github&redirect_to=${encodeURIComponent(target)}`))
      ).text();
      expect(html).not.toContain('<script>');
      expect(html).toContain('#error=access_denied&amp;error_code=access_denied&amp;');
    });
  });
});
