// GoTrue's e-mail flows (recovery, confirmations, links and codes), admin API and "… is disabled" refusals through supabase-js.
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAuthRouter, type AuthRouterOptions } from './index';
import { createNodeClient, ENGINES, SEEDED_USER, startTestStack, uniqueEmail, type TestStack } from '../test-stack';
import { firstLink, otpCode, startTestMailbox, type TestMailbox } from '../../testing/mail';
import { LOCAL_SUPABASE } from '@campus-hostel/contracts/local-project';

const PASSWORD = 'mail-flow-pass-1';
const REDIRECT = 'http://localhost:5173/auth/reset-password';

describe.each(ENGINES)('auth e-mail flows and admin API on %s', (engine) => {
  let stack: TestStack;
  let mailbox: TestMailbox;
  const servers: Server[] = [];

  beforeAll(async () => {
    mailbox = await startTestMailbox();
    stack = await startTestStack(engine, { smtpUrl: mailbox.smtpUrl });
  }, 60_000);
  afterAll(async () => {
    for (const server of servers) {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
    await stack?.stop();
    await mailbox?.close();
  });

  /** A router of its own on the stand-in's database, for settings config.toml would change. */
  async function authServer(opts: Partial<AuthRouterOptions>): Promise<string> {
    const app = express();
    app.use('/auth/v1', createAuthRouter({ db: stack.db, keys: stack.keys, smtpUrl: mailbox.smtpUrl, ...opts }));
    const server = app.listen(0, '127.0.0.1');
    servers.push(server);
    await new Promise((resolve) => server.once('listening', resolve));
    return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  }
  const anonAt = (url: string, flowType: 'implicit' | 'pkce' = 'implicit') =>
    createNodeClient(url, LOCAL_SUPABASE.publishableKey, { flowType });
  const admin = () => stack.service().auth.admin;

  async function registered(label: string): Promise<{ email: string; id: string }> {
    const email = uniqueEmail(label);
    const { data, error } = await stack.anon().auth.signUp({ email, password: PASSWORD });
    expect(error).toBeNull();
    return { email, id: data.user!.id };
  }

  describe('password recovery', () => {
    it('when recovery is asked for a known and an unknown address, then both get the same answer and only the known one an e-mail', async () => {
      const { email } = await registered('recover');
      const known = await stack.anon().auth.resetPasswordForEmail(email, { redirectTo: REDIRECT });
      const nobody = uniqueEmail('nobody');
      const unknown = await stack.anon().auth.resetPasswordForEmail(nobody, { redirectTo: REDIRECT });
      expect(known).toEqual(unknown);
      expect(known.error).toBeNull();
      const mail = await mailbox.latestTo(email);
      expect(mail.Subject).toBe('Reset Your Password');
      expect(mail.From.Address).toBe('noreply@mail.app.supabase.io');
      expect(mail.HTML).toContain('<h2>Reset Password</h2>');
      expect(otpCode(mail)).toMatch(/^\d{6}$/);
      expect(await mailbox.countTo(nobody)).toBe(0);
    });

    it('when the e-mailed link is followed, then it redirects with a session in the fragment, once only', async () => {
      const { email } = await registered('link');
      await stack.anon().auth.resetPasswordForEmail(email, { redirectTo: REDIRECT });
      const link = firstLink(await mailbox.latestTo(email));
      expect(link).toContain(`${stack.url}/auth/v1/verify?token=`);
      const res = await fetch(link, { redirect: 'manual' });
      expect(res.status).toBe(303);
      const location = new URL(res.headers.get('location')!);
      expect(`${location.origin}${location.pathname}`).toBe(REDIRECT);
      const fragment = new URLSearchParams(location.hash.slice(1));
      expect(fragment.get('type')).toBe('recovery');
      const client = stack.anon();
      const { error } = await client.auth.setSession({
        access_token: fragment.get('access_token')!,
        refresh_token: fragment.get('refresh_token')!,
      });
      expect(error).toBeNull();
      expect((await client.auth.updateUser({ password: 'after-reset-2' })).error).toBeNull();
      expect((await stack.anon().auth.signInWithPassword({ email, password: 'after-reset-2' })).error).toBeNull();

      const again = new URL((await fetch(link, { redirect: 'manual' })).headers.get('location')!);
      expect(Object.fromEntries(new URLSearchParams(again.hash.slice(1)))).toEqual({
        error: 'access_denied',
        error_code: 'otp_expired',
        error_description: 'Email link is invalid or has expired',
      });
    });

    it('when the client uses PKCE, then the link redirects with ?code= that exchangeCodeForSession turns into a session', async () => {
      const { email } = await registered('pkce');
      const client = anonAt(stack.url, 'pkce');
      expect((await client.auth.resetPasswordForEmail(email, { redirectTo: REDIRECT })).error).toBeNull();
      const res = await fetch(firstLink(await mailbox.latestTo(email)), { redirect: 'manual' });
      const code = new URL(res.headers.get('location')!).searchParams.get('code');
      expect(code).toBeTruthy();
      const { data, error } = await client.auth.exchangeCodeForSession(code!);
      expect(error).toBeNull();
      expect(data.user?.email).toBe(email);
    });

    it('when verifyOtp gets the e-mailed code or the token hash, then it returns a session; a used or wrong code is 403 otp_expired', async () => {
      const { email } = await registered('otp');
      await stack.anon().auth.resetPasswordForEmail(email);
      const code = otpCode(await mailbox.latestTo(email));
      const ok = await stack.anon().auth.verifyOtp({ email, token: code, type: 'recovery' });
      expect(ok.error).toBeNull();
      expect(ok.data.session?.access_token).toBeTruthy();
      const reused = await stack.anon().auth.verifyOtp({ email, token: code, type: 'recovery' });
      expect(reused.error?.status).toBe(403);
      expect(reused.error?.code).toBe('otp_expired');
      expect(reused.error?.message).toBe('Token has expired or is invalid');

      const { data } = await admin().generateLink({ type: 'recovery', email });
      const byHash = await stack.anon().auth.verifyOtp({ token_hash: data.properties!.hashed_token, type: 'recovery' });
      expect(byHash.error).toBeNull();
      expect(byHash.data.user?.email).toBe(email);
    });

    it('when the code is older than otp_expiry, then it is refused', async () => {
      const url = await authServer({ otpExpirySeconds: 1 });
      const { email } = await registered('expiry');
      await anonAt(url).auth.resetPasswordForEmail(email);
      const code = otpCode(await mailbox.latestTo(email));
      await new Promise((resolve) => setTimeout(resolve, 1500));
      const late = await anonAt(url).auth.verifyOtp({ email, token: code, type: 'recovery' });
      expect(late.error?.code).toBe('otp_expired');
    });

    it('when more e-mails are asked for than email_sent allows per hour, then 429 over_email_send_rate_limit', async () => {
      const url = await authServer({ rateLimits: { emailSentPerHour: 2 } });
      const { email } = await registered('budget');
      expect((await anonAt(url).auth.resetPasswordForEmail(email)).error).toBeNull();
      expect((await anonAt(url).auth.resetPasswordForEmail(uniqueEmail('x'))).error).toBeNull();
      const third = await anonAt(url).auth.resetPasswordForEmail(email);
      expect(third.error?.status).toBe(429);
      expect(third.error?.code).toBe('over_email_send_rate_limit');
      expect(third.error?.message).toBe('Email rate limit exceeded');
    });
  });

  describe('email confirmations on', () => {
    it('when someone signs up, then they get a user without a session, cannot sign in until the confirmation link is followed', async () => {
      const url = await authServer({ emailConfirmations: true });
      const email = uniqueEmail('confirm');
      const { data, error } = await anonAt(url).auth.signUp({
        email,
        password: PASSWORD,
        options: { emailRedirectTo: 'http://localhost:5173/' },
      });
      expect(error).toBeNull();
      expect(data.session).toBeNull();
      expect(data.user?.email).toBe(email);
      expect(data.user?.email_confirmed_at).toBeFalsy();
      const early = await anonAt(url).auth.signInWithPassword({ email, password: PASSWORD });
      expect(early.error?.status).toBe(400);
      expect(early.error?.code).toBe('email_not_confirmed');
      const mail = await mailbox.latestTo(email);
      expect(mail.Subject).toBe('Confirm Your Signup');
      const res = await fetch(firstLink(mail), { redirect: 'manual' });
      expect(new URLSearchParams(new URL(res.headers.get('location')!).hash.slice(1)).get('type')).toBe('signup');
      expect((await anonAt(url).auth.signInWithPassword({ email, password: PASSWORD })).error).toBeNull();
    });
  });

  describe('what config.toml turns off', () => {
    it('when sign-ups are off, then 422 signup_disabled', async () => {
      const url = await authServer({ enableSignup: false });
      const { error } = await anonAt(url).auth.signUp({ email: uniqueEmail('off'), password: PASSWORD });
      expect(error?.status).toBe(422);
      expect(error?.code).toBe('signup_disabled');
      expect(error?.message).toBe('Signups not allowed for this instance');
    });

    it('when the e-mail provider is off, then sign-up and sign-in answer email_provider_disabled', async () => {
      const url = await authServer({ emailEnabled: false });
      const up = await anonAt(url).auth.signUp({ email: uniqueEmail('noemail'), password: PASSWORD });
      expect(up.error?.code).toBe('email_provider_disabled');
      expect(up.error?.message).toBe('Email signups are disabled');
      const inn = await anonAt(url).auth.signInWithPassword(SEEDED_USER);
      expect(inn.error?.code).toBe('email_provider_disabled');
      expect(inn.error?.message).toBe('Email logins are disabled');
    });

    it('when anonymous, phone, SMS OTP, SSO or MFA enrolment are used, then GoTrue’s disabled errors come back', async () => {
      const anonymous = await stack.anon().auth.signInAnonymously();
      expect(anonymous.error?.code).toBe('anonymous_provider_disabled');
      expect(anonymous.error?.message).toBe('Anonymous sign-ins are disabled');
      const phone = await stack.anon().auth.signUp({ phone: '+15555550100', password: PASSWORD });
      expect(phone.error?.code).toBe('phone_provider_disabled');
      const sms = await stack.anon().auth.signInWithOtp({ phone: '+15555550100' });
      expect(sms.error?.code).toBe('phone_provider_disabled');
      const sso = await stack.anon().auth.signInWithSSO({ domain: 'hostel.local' });
      expect(sso.error?.status).toBe(404);
      expect(sso.error?.code).toBe('saml_provider_disabled');
      const client = stack.anon();
      await client.auth.signInWithPassword(SEEDED_USER);
      const mfa = await client.auth.mfa.enroll({ factorType: 'totp' });
      expect(mfa.error?.code).toBe('mfa_totp_enroll_not_enabled');
      expect(mfa.error?.message).toBe('MFA enroll is disabled for TOTP');
    });

    it('when a password is over 72 bytes, then sign-up, update and admin create refuse it as GoTrue does', async () => {
      const long = 'é'.repeat(37);
      const up = await stack.anon().auth.signUp({ email: uniqueEmail('long'), password: long });
      expect(up.error?.status).toBe(400);
      expect(up.error?.code).toBe('validation_failed');
      expect(up.error?.message).toBe('Password cannot be longer than 72 characters');
      const client = stack.anon();
      const { email } = await registered('longupd');
      await client.auth.signInWithPassword({ email, password: PASSWORD });
      expect((await client.auth.updateUser({ password: long })).error?.message).toBe(
        'Password cannot be longer than 72 characters',
      );
      const created = await admin().createUser({ email: uniqueEmail('longadm'), password: long });
      expect(created.error?.status).toBe(400);
      expect(created.error?.message).toBe('bcrypt: password length exceeds 72 bytes');
    });

    it('when jwt_expiry is set, then access tokens live that long', async () => {
      const url = await authServer({ jwtExpirySeconds: 600 });
      const { data } = await anonAt(url).auth.signInWithPassword(SEEDED_USER);
      expect(data.session?.expires_in).toBe(600);
    });
  });

  describe('admin API with the secret key', () => {
    it('when users are created, listed, read, updated and deleted, then GoTrue’s answers come back', async () => {
      const email = uniqueEmail('admin');
      const created = await admin().createUser({
        email,
        password: PASSWORD,
        email_confirm: true,
        user_metadata: { full_name: 'Made By Admin' },
        app_metadata: { role: 'warden' },
      });
      expect(created.error).toBeNull();
      const user = created.data.user!;
      expect(user.app_metadata).toEqual({ provider: 'email', providers: ['email'], role: 'warden' });
      expect(user.email_confirmed_at).toBeTruthy();
      expect((await stack.anon().auth.signInWithPassword({ email, password: PASSWORD })).error).toBeNull();

      const dupe = await admin().createUser({ email, password: PASSWORD });
      expect(dupe.error?.status).toBe(422);
      expect(dupe.error?.code).toBe('email_exists');

      const got = await admin().getUserById(user.id);
      expect(got.data.user?.email).toBe(email);
      const missing = await admin().getUserById('00000000-0000-4000-8000-000000000000');
      expect(missing.error?.status).toBe(404);
      expect(missing.error?.code).toBe('user_not_found');

      const granted = await admin().updateUserById(user.id, {
        app_metadata: { role: 'admin' },
        user_metadata: { hostel: 'Kanhar' },
      });
      expect(granted.error).toBeNull();
      expect(granted.data.user?.app_metadata).toEqual({ provider: 'email', providers: ['email'], role: 'admin' });
      // email_confirm runs supabase/auth internal/models/user.go User.Confirm, which adds email_verified.
      expect(granted.data.user?.user_metadata).toEqual({
        full_name: 'Made By Admin',
        hostel: 'Kanhar',
        email_verified: true,
      });
      const signedIn = await stack.anon().auth.signInWithPassword({ email, password: PASSWORD });
      expect(signedIn.data.session?.user.app_metadata.role).toBe('admin');

      const banned = await admin().updateUserById(user.id, { ban_duration: '24h' });
      expect(banned.data.user?.banned_until).toBeTruthy();
      const refused = await stack.anon().auth.signInWithPassword({ email, password: PASSWORD });
      expect(refused.error?.code).toBe('user_banned');
      await admin().updateUserById(user.id, { ban_duration: 'none' });

      const list = await admin().listUsers({ page: 1, perPage: 1 });
      expect(list.error).toBeNull();
      expect(list.data.users).toHaveLength(1);
      const paged = list.data as { total: number; nextPage: number | null };
      expect(paged.total).toBeGreaterThan(1);
      expect(paged.nextPage).toBe(2);

      expect((await admin().deleteUser(user.id)).error).toBeNull();
      expect((await admin().getUserById(user.id)).error?.code).toBe('user_not_found');
    });

    it('when a user is soft-deleted, then the row stays but cannot be found or signed into', async () => {
      const { email, id } = await registered('soft');
      expect((await admin().deleteUser(id, true)).error).toBeNull();
      expect((await admin().getUserById(id)).error?.code).toBe('user_not_found');
      expect((await stack.anon().auth.signInWithPassword({ email, password: PASSWORD })).error?.code).toBe(
        'invalid_credentials',
      );
    });

    it('when generate_link is asked for, then it answers the link properties and the user without sending mail', async () => {
      const email = uniqueEmail('gen');
      const signup = await admin().generateLink({
        type: 'signup',
        email,
        password: PASSWORD,
        options: { redirectTo: 'http://localhost:5173/welcome' },
      });
      expect(signup.error).toBeNull();
      expect(signup.data.user?.email).toBe(email);
      expect(signup.data.properties).toMatchObject({
        verification_type: 'signup',
        redirect_to: 'http://localhost:5173/welcome',
      });
      expect(signup.data.properties?.email_otp).toMatch(/^\d{6}$/);
      expect(signup.data.properties?.action_link).toContain(
        `/auth/v1/verify?token=${signup.data.properties?.hashed_token}&type=signup`,
      );
      expect(await mailbox.countTo(email)).toBe(0);
      const confirmed = await fetch(signup.data.properties!.action_link, { redirect: 'manual' });
      expect(confirmed.headers.get('location')).toMatch(/^http:\/\/localhost:5173\/welcome#access_token=/);

      const magic = await admin().generateLink({ type: 'magiclink', email });
      expect(magic.data.properties?.verification_type).toBe('magiclink');
      const invite = await admin().generateLink({ type: 'invite', email: uniqueEmail('inv') });
      expect(invite.data.user?.invited_at).toBeTruthy();
      const change = await admin().generateLink({ type: 'email_change_new', email, newEmail: uniqueEmail('new') });
      expect(change.data.properties?.verification_type).toBe('email_change');
      const unknown = await admin().generateLink({ type: 'recovery', email: uniqueEmail('ghost') });
      expect(unknown.error?.status).toBe(404);
    });

    it('when the publishable key or a user token calls the admin API, then 403 not_admin "User not allowed"', async () => {
      const publishable = createNodeClient(stack.url, LOCAL_SUPABASE.publishableKey).auth.admin;
      const list = await publishable.listUsers();
      expect(list.error?.status).toBe(403);
      expect(list.error?.code).toBe('not_admin');
      expect(list.error?.message).toBe('User not allowed');
      const { data } = await stack.anon().auth.signInWithPassword(SEEDED_USER);
      const res = await fetch(`${stack.url}/auth/v1/admin/users`, {
        headers: { apikey: LOCAL_SUPABASE.publishableKey, authorization: `Bearer ${data.session!.access_token}` },
      });
      expect(res.status).toBe(403);
      expect(await res.json()).toEqual({ code: 403, error_code: 'not_admin', msg: 'User not allowed' });
    });
  });
});
