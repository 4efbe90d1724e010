// auth.users and auth.identities as GoTrue writes and reads them, so a seed hosted GoTrue cannot sign in fails here too.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCAL_SUPABASE } from '@campus-hostel/contracts/local-project';
import { ENGINES, startTestStack, uniqueEmail, type TestStack } from '../test-stack';

const PASSWORD = 'shape-pass-2026';
const ZERO_INSTANCE = '00000000-0000-0000-0000-000000000000';

describe.each(ENGINES)('GoTrue-shaped auth tables on %s', (engine) => {
  let stack: TestStack;
  beforeAll(async () => {
    stack = await startTestStack(engine);
  }, 60_000);
  afterAll(async () => {
    await stack?.stop();
  });

  const sql = <T extends Record<string, unknown>>(text: string, params: unknown[] = []): Promise<T[]> =>
    stack.db.asOwner(async (tx) => (await tx.query<T>(text, params)).rows);

  const post = (path: string, body: unknown, key: string = LOCAL_SUPABASE.publishableKey): Promise<Response> =>
    fetch(`${stack.url}/auth/v1${path}`, {
      method: 'POST',
      headers: { apikey: key, authorization: `Bearer ${key}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });

  const passwordGrant = (email: string, password: string): Promise<Response> =>
    post('/token?grant_type=password', { email, password });

  /** A row as the seeds of many projects write it; `columns` overrides or adds columns. */
  async function seedUser(email: string, columns: Record<string, string>): Promise<string> {
    const base: Record<string, string> = {
      id: 'gen_random_uuid()',
      aud: `'authenticated'`,
      role: `'authenticated'`,
      email: `'${email}'`,
      encrypted_password: `extensions.crypt('${PASSWORD}', extensions.gen_salt('bf', 4))`,
      email_confirmed_at: 'now()',
      raw_app_meta_data: `'{"provider":"email","providers":["email"]}'`,
      raw_user_meta_data: `'{}'`,
      ...columns,
    };
    const [row] = await sql<{ id: string }>(
      `insert into auth.users (${Object.keys(base).join(', ')}) values (${Object.values(base).join(', ')})
       returning id::text as id`,
    );
    return row!.id;
  }

  const GOTRUE_COLUMNS = {
    instance_id: `'${ZERO_INSTANCE}'`,
    confirmation_token: `''`,
    recovery_token: `''`,
    email_change_token_new: `''`,
    email_change: `''`,
    created_at: 'now()',
    updated_at: 'now()',
  };

  it('when someone signs up, then auth.users holds the row GoTrue writes and an email identity keyed by the user id', async () => {
    const email = uniqueEmail('shape');
    const res = await post('/signup', { email, password: PASSWORD, data: { full_name: 'Asha Verma' } });
    expect(res.status).toBe(200);
    const { user } = (await res.json()) as { user: { id: string } };
    // supabase/auth internal/models/user.go: the zero instance, Go's zero strings, pop's timestamps, User.Confirm's flag.
    const [row] = await sql(
      `select instance_id::text as instance_id, aud, role, confirmation_token, recovery_token, email_change_token_new,
              email_change, email_change_token_current, phone_change, phone_change_token, reauthentication_token,
              email_change_confirm_status, created_at is not null as stamped, is_sso_user, is_anonymous, phone,
              raw_user_meta_data
         from auth.users where id = $1`,
      [user.id],
    );
    expect(row).toEqual({
      instance_id: ZERO_INSTANCE,
      aud: 'authenticated',
      role: 'authenticated',
      confirmation_token: '',
      recovery_token: '',
      email_change_token_new: '',
      email_change: '',
      email_change_token_current: '',
      phone_change: '',
      phone_change_token: '',
      reauthentication_token: '',
      email_change_confirm_status: 0,
      stamped: true,
      is_sso_user: false,
      is_anonymous: false,
      phone: null,
      raw_user_meta_data: { full_name: 'Asha Verma', email_verified: true },
    });
    // supabase/auth internal/api/signup.go: provider.Claims{Subject, Email} plus the sign-up data the claims lack.
    const identities = await sql(
      `select provider, provider_id, identity_data, email, created_at is not null as stamped
         from auth.identities where user_id = $1`,
      [user.id],
    );
    expect(identities).toEqual([
      {
        provider: 'email',
        provider_id: user.id,
        identity_data: { sub: user.id, email, email_verified: false, phone_verified: false, full_name: 'Asha Verma' },
        email,
        stamped: true,
      },
    ]);
  });

  it('when a seeded user has NULL token columns, then the password grant answers GoTrue\'s 500 "Database error querying schema"', async () => {
    const email = uniqueEmail('null-tokens');
    await seedUser(email, { instance_id: `'${ZERO_INSTANCE}'`, created_at: 'now()', updated_at: 'now()' });
    // supabase/auth internal/api/token.go: a lookup error other than not-found; the driver cannot scan NULL into a string.
    const res = await passwordGrant(email, PASSWORD);
    expect(res.status).toBe(500);
    expect(await res.json()).toEqual({
      code: 500,
      error_code: 'unexpected_failure',
      msg: 'Database error querying schema',
    });
  });

  it('when a seeded user has no instance_id, then sign-in cannot find them: 400 invalid_credentials', async () => {
    const email = uniqueEmail('no-instance');
    await seedUser(email, { ...GOTRUE_COLUMNS, instance_id: 'null' });
    // supabase/auth internal/models/user.go FindUserByEmailAndAudience: "instance_id = ? and LOWER(email) = ? ...".
    const res = await passwordGrant(email, PASSWORD);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error_code: 'invalid_credentials', msg: 'Invalid login credentials' });
  });

  it('when a seeded user is written as GoTrue writes one, then they sign in', async () => {
    const email = uniqueEmail('well-seeded');
    await seedUser(email, GOTRUE_COLUMNS);
    const res = await passwordGrant(email, PASSWORD);
    expect(res.status).toBe(200);
  });

  it('when a user changes their password, then the links and codes pending for them stop working', async () => {
    const email = uniqueEmail('pending');
    const signup = await post('/signup', { email, password: PASSWORD });
    const { access_token: token } = (await signup.json()) as { access_token: string };
    const link = await post('/admin/generate_link', { type: 'recovery', email }, LOCAL_SUPABASE.secretKey);
    const { hashed_token: hashedToken } = (await link.json()) as { hashed_token: string };

    const change = await fetch(`${stack.url}/auth/v1/user`, {
      method: 'PUT',
      headers: {
        apikey: LOCAL_SUPABASE.publishableKey,
        authorization: `Bearer ${token}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ password: 'changed-pass-2026' }),
    });
    expect(change.status).toBe(200);

    // supabase/auth internal/models/user.go UpdatePassword resets every pending token and when it was sent.
    const [row] = await sql(
      `select recovery_token, recovery_sent_at, confirmation_token, email_change_token_new, reauthentication_token
         from auth.users where lower(email) = $1`,
      [email],
    );
    expect(row).toEqual({
      recovery_token: '',
      recovery_sent_at: null,
      confirmation_token: '',
      email_change_token_new: '',
      reauthentication_token: '',
    });
    const verify = await post('/verify', { type: 'recovery', token_hash: hashedToken });
    expect(verify.status).toBe(403);
    expect(await verify.json()).toMatchObject({ error_code: 'otp_expired' });
  });
});
