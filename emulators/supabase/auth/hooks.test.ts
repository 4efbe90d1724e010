// The before-user-created hook as a Postgres function (supabase/auth internal/hooks/hookspgfunc, hookserrors and
// api/errors.go): a refusal answers its own status and message with no error code of its own, a failing hook is a 500
// naming it, and only self-service account creation asks it (the admin API never does).
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCAL_SUPABASE } from '@campus-hostel/contracts/local-project';
import { createAuthRouter } from './index';
import { pgFunctionName } from './hooks';
import { createNodeClient, ENGINES, startTestStack, uniqueEmail, type TestStack } from '../test-stack';

const PASSWORD = 'hook-pass-2026';
const REDIRECT = 'http://localhost:5173/';
const REFUSAL = 'Sign-up is open to @campus.test addresses only.';

// Refuses every address outside campus.test, as GoTrue's documented domain example does; grants as Supabase's hook
// set-up does: GoTrue's role alone may run it.
const HOOKS = `
create function public.campus_only(event jsonb) returns jsonb language sql as $$
  select case when split_part(event -> 'user' ->> 'email', '@', 2) = 'campus.test' then '{}'::jsonb
    else jsonb_build_object('error', jsonb_build_object('http_code', 403, 'message', '${REFUSAL}')) end;
$$;
create function public.broken_hook(event jsonb) returns jsonb language plpgsql as $$
begin
  raise exception 'the hook broke';
end;
$$;
revoke execute on function public.campus_only(jsonb), public.broken_hook(jsonb) from public;
grant usage on schema public to supabase_auth_admin;
grant execute on function public.campus_only(jsonb), public.broken_hook(jsonb) to supabase_auth_admin;
`;

describe.each(ENGINES)('the before-user-created hook on %s', (engine) => {
  let stack: TestStack;
  const servers: Server[] = [];

  beforeAll(async () => {
    stack = await startTestStack(engine);
    await stack.db.asOwner((sql) => sql.query(HOOKS));
  }, 60_000);
  afterAll(async () => {
    for (const server of servers) {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
    await stack?.stop();
  });

  /** GoTrue with config.toml's [auth.hook.before_user_created] uri set to this function. */
  async function authWithHook(fn: string): Promise<string> {
    const app = express();
    app.use(
      '/auth/v1',
      createAuthRouter({
        db: stack.db,
        keys: stack.keys,
        beforeUserCreatedUri: `pg-functions://postgres/public/${fn}`,
      }),
    );
    const server = app.listen(0, '127.0.0.1');
    servers.push(server);
    await new Promise((resolve) => server.once('listening', resolve));
    return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  }
  const anonAt = (url: string) => createNodeClient(url, LOCAL_SUPABASE.publishableKey);
  const userCount = async (email: string) =>
    (await stack.db.asOwner((sql) => sql.query('select 1 from auth.users where email = $1', [email]))).rows.length;

  it('when the hook refuses an address, then sign-up answers its status and message with code unknown and makes nobody', async () => {
    const url = await authWithHook('campus_only');
    const email = uniqueEmail('outsider');
    const { data, error } = await anonAt(url).auth.signUp({ email, password: PASSWORD });
    expect(error?.status).toBe(403);
    expect(error?.code).toBe('unknown');
    expect(error?.message).toBe(REFUSAL);
    expect(data.user).toBeNull();
    expect(await userCount(email)).toBe(0);

    const raw = await fetch(`${url}/auth/v1/signup`, {
      method: 'POST',
      headers: { apikey: LOCAL_SUPABASE.publishableKey, 'content-type': 'application/json' },
      body: JSON.stringify({ email: uniqueEmail('raw'), password: PASSWORD }),
    });
    expect(raw.status).toBe(403);
    expect(raw.headers.get('x-sb-error-code')).toBeNull();
    expect(await raw.json()).toEqual({ code: 403, error_code: 'unknown', msg: REFUSAL });
  });

  it('when the hook lets an address be, then the sign-up goes through', async () => {
    const url = await authWithHook('campus_only');
    const email = `insider.${Date.now()}@campus.test`;
    const { data, error } = await anonAt(url).auth.signUp({ email, password: PASSWORD });
    expect(error).toBeNull();
    expect(data.user?.email).toBe(email);
  });

  it('when a magic link, an invite or a sign-up link would make an outsider, then each is refused alike', async () => {
    const url = await authWithHook('campus_only');
    const otp = await anonAt(url).auth.signInWithOtp({ email: uniqueEmail('otp') });
    expect([otp.error?.status, otp.error?.message]).toEqual([403, REFUSAL]);
    const admin = createNodeClient(url, LOCAL_SUPABASE.secretKey).auth.admin;
    const invite = await admin.inviteUserByEmail(uniqueEmail('invited'));
    expect([invite.error?.status, invite.error?.message]).toEqual([403, REFUSAL]);
    const link = await admin.generateLink({ type: 'signup', email: uniqueEmail('linked'), password: PASSWORD });
    expect([link.error?.status, link.error?.message]).toEqual([403, REFUSAL]);
  });

  it('when the admin API creates an outsider, then the hook is not asked, as GoTrue’s adminUserCreate does not', async () => {
    const url = await authWithHook('campus_only');
    const email = uniqueEmail('seeded');
    const { data, error } = await createNodeClient(url, LOCAL_SUPABASE.secretKey).auth.admin.createUser({
      email,
      password: PASSWORD,
      email_confirm: true,
    });
    expect(error).toBeNull();
    expect(data.user?.email).toBe(email);
  });

  it('when a social sign-in would make an outsider, then the browser goes back with access_denied and the message', async () => {
    const url = await authWithHook('campus_only');
    const email = uniqueEmail('social');
    const res = await fetch(`${url}/auth/v1/authorize/consent`, {
      method: 'POST',
      redirect: 'manual',
      body: new URLSearchParams({ provider: 'github', redirect_to: REDIRECT, email }),
    });
    expect(res.status).toBe(302);
    const location = new URL(res.headers.get('location') ?? '');
    expect(`${location.origin}${location.pathname}`).toBe(REDIRECT);
    expect(location.searchParams.get('error')).toBe('access_denied');
    expect(location.searchParams.get('error_description')).toBe(REFUSAL);
    expect(new URLSearchParams(location.hash.slice(1)).get('error')).toBe('access_denied');
    expect(await userCount(email)).toBe(0);
  });

  it('when the hook itself fails, then sign-up is a 500 naming its URI and nobody is made', async () => {
    const url = await authWithHook('broken_hook');
    const email = uniqueEmail('broken');
    const res = await fetch(`${url}/auth/v1/signup`, {
      method: 'POST',
      headers: { apikey: LOCAL_SUPABASE.publishableKey, 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: PASSWORD }),
    });
    expect(res.status).toBe(500);
    expect(await res.json()).toEqual({
      code: 500,
      error_code: 'unexpected_failure',
      msg: 'Error running hook URI: pg-functions://postgres/public/broken_hook',
    });
    expect(await userCount(email)).toBe(0);
  });

  it('when config.toml names a hook by anything but pg-functions://<database>/<schema>/<function>, then it is refused', () => {
    expect(pgFunctionName('pg-functions://postgres/public/hook_before_user_created')).toBe(
      '"public"."hook_before_user_created"',
    );
    expect(() => pgFunctionName('https://example.test/hook')).toThrow(/is not pg-functions/);
    expect(() => pgFunctionName('pg-functions://postgres/public/x;drop table y')).toThrow(/is not pg-functions/);
  });
});
