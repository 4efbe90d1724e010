// The auth router with small, configured limits: rate limiting of sign-in/sign-up and refresh-token reuse detection.
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAuthRouter, type AuthRouterOptions } from './index';
import { DEFAULT_AUTH_RATE_LIMITS } from './rate-limit';
import { createNodeClient, ENGINES, startTestStack, uniqueEmail, type TestStack } from '../test-stack';
import { LOCAL_SUPABASE } from '@campus-hostel/contracts/local-project';

const PASSWORD = 'limits-pass-99';

describe.each(ENGINES)('auth limits on %s', (engine) => {
  let stack: TestStack;
  const servers: Server[] = [];

  beforeAll(async () => {
    stack = await startTestStack(engine);
  }, 60_000);
  afterAll(async () => {
    for (const server of servers) {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
    await stack?.stop();
  });

  /** A fresh auth router on the stand-in's database, so each test has its own limiter state. */
  async function authServer(opts: Partial<AuthRouterOptions>): Promise<string> {
    const app = express();
    app.use('/auth/v1', createAuthRouter({ db: stack.db, keys: stack.keys, ...opts }));
    const server = app.listen(0, '127.0.0.1');
    servers.push(server);
    await new Promise((resolve) => server.once('listening', resolve));
    return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  }

  async function registered(): Promise<string> {
    const email = uniqueEmail('limited');
    const { error } = await stack.anon().auth.signUp({ email, password: PASSWORD });
    expect(error).toBeNull();
    return email;
  }

  // supabase/auth internal/api/token.go Token → performRateLimiting (internal/api/middleware.go): /token is
  // limited by the client's address (Sb-Forwarded-For from a trusted server, else the connection's), never by account.
  it('when one address keeps failing to sign in, then it gets 429 even with the right password, while the account still signs in from another address', async () => {
    const url = await authServer({});
    const client = createNodeClient(url, LOCAL_SUPABASE.publishableKey);
    const email = await registered();
    for (let attempt = 0; attempt < DEFAULT_AUTH_RATE_LIMITS.signInPerIp; attempt += 1) {
      const { error } = await client.auth.signInWithPassword({ email, password: 'wrong-guess' });
      expect(error?.status).toBe(400);
    }
    const limited = await client.auth.signInWithPassword({ email, password: PASSWORD });
    expect(limited.error?.status).toBe(429);
    expect(limited.error?.code).toBe('over_request_rate_limit');

    const signIn = (headers: Record<string, string>) =>
      fetch(`${url}/auth/v1/token?grant_type=password`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify({ email, password: PASSWORD }),
      });
    const raw = await signIn({ apikey: LOCAL_SUPABASE.publishableKey });
    expect(raw.status).toBe(429);
    expect(await raw.json()).toEqual({
      code: 429,
      error_code: 'over_request_rate_limit',
      msg: 'Request rate limit reached',
    });

    const elsewhere = await signIn({ apikey: LOCAL_SUPABASE.secretKey, 'sb-forwarded-for': '198.51.100.7' });
    expect(elsewhere.status).toBe(200);
  });

  it('when the consent page keeps getting a wrong password from one address, then that address gets 429 even with the right one', async () => {
    const url = await authServer({ rateLimits: { signInPerIp: 3 } });
    const email = await registered();
    const consent = (password: string): Promise<Response> =>
      fetch(`${url}/auth/v1/authorize/consent`, {
        method: 'POST',
        redirect: 'manual',
        body: new URLSearchParams({
          provider: 'google',
          redirect_to: 'http://localhost:5173/',
          email,
          full_name: 'X',
          password,
        }),
      });
    for (let attempt = 0; attempt < 3; attempt += 1) expect((await consent(`guess-${attempt}-x`)).status).toBe(400);
    const limited = await consent(PASSWORD);
    expect(limited.status).toBe(429);
    expect(await limited.json()).toEqual({
      code: 429,
      error_code: 'over_request_rate_limit',
      msg: 'Request rate limit reached',
    });
  });

  it('when one IP keeps failing across e-mails, then it gets 429', async () => {
    const url = await authServer({ rateLimits: { signInPerIp: 2 } });
    const client = createNodeClient(url, LOCAL_SUPABASE.publishableKey);
    await client.auth.signInWithPassword({ email: uniqueEmail('a'), password: 'x-wrong-1' });
    await client.auth.signInWithPassword({ email: uniqueEmail('b'), password: 'x-wrong-2' });
    const third = await client.auth.signInWithPassword({ email: uniqueEmail('c'), password: 'x-wrong-3' });
    expect(third.error?.status).toBe(429);
  });

  it('when sign-ins succeed, then they do not use up the failed-attempt budget', async () => {
    const url = await authServer({ rateLimits: { signInPerIp: 2 } });
    const client = createNodeClient(url, LOCAL_SUPABASE.publishableKey);
    const email = await registered();
    for (let attempt = 0; attempt < 4; attempt += 1) {
      expect((await client.auth.signInWithPassword({ email, password: PASSWORD })).error).toBeNull();
    }
  });

  it('when one IP signs up too often, then it gets 429', async () => {
    const url = await authServer({ rateLimits: { signUpPerIp: 2 } });
    const client = createNodeClient(url, LOCAL_SUPABASE.publishableKey);
    for (let attempt = 0; attempt < 2; attempt += 1) {
      expect((await client.auth.signUp({ email: uniqueEmail('burst'), password: PASSWORD })).error).toBeNull();
    }
    const third = await client.auth.signUp({ email: uniqueEmail('burst'), password: PASSWORD });
    expect(third.error?.status).toBe(429);
  });

  it('when a rotated refresh token is replayed after the reuse interval, then it is refused and the whole session is revoked', async () => {
    const url = await authServer({ refreshTokenReuseIntervalSeconds: 0 });
    const client = createNodeClient(url, LOCAL_SUPABASE.publishableKey);
    const { data } = await client.auth.signUp({ email: uniqueEmail('replay'), password: PASSWORD });
    const original = data.session!.refresh_token;
    const rotated = await client.auth.refreshSession({ refresh_token: original });
    expect(rotated.error).toBeNull();
    const latest = rotated.data.session!.refresh_token;

    const replay = await createNodeClient(url, LOCAL_SUPABASE.publishableKey).auth.refreshSession({
      refresh_token: original,
    });
    expect(replay.error?.status).toBe(400);
    expect(replay.error?.code).toBe('refresh_token_already_used');
    expect(replay.error?.message).toBe('Invalid Refresh Token: Already Used');

    const afterTheft = await createNodeClient(url, LOCAL_SUPABASE.publishableKey).auth.refreshSession({
      refresh_token: latest,
    });
    expect(afterTheft.error?.code).toBe('refresh_token_already_used');
  });
});
