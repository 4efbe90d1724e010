// The demo accounts of seed.sql, after the real migrations, sign in through the GoTrue stand-in, whose auth.users reads
// rows as GoTrue does: a row hosted GoTrue could not scan, or could not find in its instance, is refused here too.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINES, startProject, type TestProject } from './project';

const DEMO_ACCOUNTS = [
  { email: 'student@hostel.local', password: 'student-pass-2026', id: '00000000-0000-4000-8000-00000000b001' },
  { email: 'staff@hostel.local', password: 'staff-pass-2026', id: '00000000-0000-4000-8000-00000000a002' },
  { email: 'admin@hostel.local', password: 'admin-pass-2026', id: '00000000-0000-4000-8000-00000000a001' },
  { email: 'guest@hostel.local', password: 'guest-pass-2026', id: '00000000-0000-4000-8000-00000000c001' },
];

describe.each(ENGINES)('seeded demo accounts on %s', (engine) => {
  let project: TestProject;
  beforeAll(async () => {
    project = await startProject(engine);
  });
  afterAll(async () => {
    await project?.close();
  });

  it('when the demo student signs in with their password, then they get a session and their email identity', async () => {
    const { data, error } = await project.client().auth.signInWithPassword(DEMO_ACCOUNTS[0]!);
    expect(error).toBeNull();
    expect(data.session?.access_token).toBeTruthy();
    expect(data.user?.id).toBe(DEMO_ACCOUNTS[0]!.id);
    // supabase/auth internal/api/signup.go: the email identity's provider id is the user's id.
    const identities = data.user?.identities ?? [];
    expect(identities.map((identity) => [identity.provider, identity.id, identity.identity_data])).toEqual([
      [
        'email',
        DEMO_ACCOUNTS[0]!.id,
        expect.objectContaining({ sub: DEMO_ACCOUNTS[0]!.id, email: 'student@hostel.local' }),
      ],
    ]);
  });

  it('when each demo account signs in, then every one is found and read as hosted GoTrue would', async () => {
    for (const account of DEMO_ACCOUNTS) {
      const { data, error } = await project
        .client()
        .auth.signInWithPassword({ email: account.email, password: account.password });
      expect(error, account.email).toBeNull();
      expect(data.user?.id).toBe(account.id);
    }
    // supabase/auth internal/models/user.go: users are looked up under the zero instance and these columns are
    // scanned into Go strings, so NULL in any of them is a 500 on hosted.
    const rows = await project.sql<{ email: string; gotrue_readable: boolean }>(
      `select email, instance_id = '00000000-0000-0000-0000-000000000000'
                     and confirmation_token is not null and recovery_token is not null
                     and email_change_token_new is not null and email_change is not null
                     and created_at is not null and updated_at is not null as gotrue_readable
         from auth.users where id = any($1::uuid[]) order by email`,
      [DEMO_ACCOUNTS.map((account) => account.id)],
    );
    expect(rows).toEqual([
      { email: 'admin@hostel.local', gotrue_readable: true },
      { email: 'guest@hostel.local', gotrue_readable: true },
      { email: 'staff@hostel.local', gotrue_readable: true },
      { email: 'student@hostel.local', gotrue_readable: true },
    ]);
  });

  it('when the seed is read, then the demo guest alone is a guest account', async () => {
    const guests = await project.sql<{ email: string }>(
      'select u.email from public.guest_accounts g join auth.users u on u.id = g.user_id order by u.email',
    );
    expect(guests).toEqual([{ email: 'guest@hostel.local' }]);
  });
});
