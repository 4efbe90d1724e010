// The institute's settings: the sign-up domain GoTrue's before-user-created hook enforces (as config.toml wires it, the
// server writing INSTITUTE_EMAIL_DOMAIN), and the roll number's format an admin sets through the server, refused when a
// kept record would not fit, audited once. Through supabase-js against the project's own config, on both engines.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { readProjectConfig, DEFAULT_CONFIG_FILE } from '@campus-hostel/emulators/supabase';
import { ENGINES, startProject, type TestProject } from './project';

const ADMIN = { id: '00000000-0000-4000-8000-00000000a001', email: 'admin@hostel.local', password: 'admin-pass-2026' };
const STAFF = { id: '00000000-0000-4000-8000-00000000a002', email: 'staff@hostel.local', password: 'staff-pass-2026' };
const DEFAULT_FORMAT = { pattern: '^[A-Z0-9/-]{4,20}$', example: '23CS041' };

interface FormatAnswer {
  outcome: string;
  misfits: number;
}

describe('the project’s auth settings', () => {
  it('when config.toml is read, then sign-ups confirm by e-mail and the hook names the migrations’ function', () => {
    const { auth } = readProjectConfig(DEFAULT_CONFIG_FILE);
    expect(auth.email.enable_confirmations).toBe(true);
    expect(auth.hook.before_user_created).toEqual({
      enabled: true,
      uri: 'pg-functions://postgres/public/hook_before_user_created',
    });
  });
});

describe.each(ENGINES)('institute settings on %s', (engine) => {
  let project: TestProject;
  let made = 0;
  const address = (domain: string) => `joiner-${engine}-${Date.now()}-${made++}@${domain}`;

  /** A sign-up of `email` as far as the hook: the admin's sign-up link asks it as sign-up does, and mails nothing. */
  const signUpLink = (email: string) =>
    project.service.auth.admin.generateLink({ type: 'signup', email, password: 'joiner-pass-2026' });

  const setFormat = async (pattern: string, example: string, actor = ADMIN) =>
    (
      await project.call<FormatAnswer[]>('set_roll_number_format', {
        p_pattern: pattern,
        p_example: example,
        p_actor_id: actor.id,
        p_actor_email: actor.email,
      })
    )[0];

  const formatAudits = () =>
    project.sql<{ actor_email: string; before: unknown; after: unknown }>(
      `select actor_email, before, after from public.audit_log where action = 'institute.roll_number_format' order by id`,
    );

  beforeAll(async () => {
    project = await startProject(engine);
  }, 120_000);

  afterEach(async () => {
    await project.call('set_institute_email_domain', { p_domain: null });
    await project.sql('update public.institute_settings set roll_number_pattern = $1, roll_number_example = $2', [
      DEFAULT_FORMAT.pattern,
      DEFAULT_FORMAT.example,
    ]);
  });

  afterAll(async () => {
    await project.close();
  });

  describe('the sign-up domain', () => {
    it('when no domain is set, then any address may sign up', async () => {
      const { error } = await signUpLink(address('gmail.test'));
      expect(error).toBeNull();
    });

    it('when the server sets a domain, then another address is refused 403 with the words and nobody is made', async () => {
      await project.call('set_institute_email_domain', { p_domain: ' IITBhilai.ac.in ' });
      const outsider = address('gmail.test');
      const { error } = await project.client().auth.signUp({ email: outsider, password: 'joiner-pass-2026' });
      expect(error?.status).toBe(403);
      expect(error?.message).toBe('Sign-up is open to @iitbhilai.ac.in addresses only; a guest signs up as a guest.');
      expect(await project.sql('select 1 from auth.users where email = $1', [outsider])).toEqual([]);
      // A look-alike domain is another domain.
      expect((await signUpLink(address('iitbhilai.ac.in.evil.test'))).error?.status).toBe(403);
      expect((await signUpLink(address('iitbhilai.ac.in'))).error).toBeNull();
      // The sign-up page reads it to say so before anyone tries.
      const { data } = await project.client().from('institute_settings').select('email_domain');
      expect(data).toEqual([{ email_domain: 'iitbhilai.ac.in' }]);
    });

    it('when a signed-in student or a visitor tries to set the domain or run the hook, then they may not', async () => {
      const { client } = await project.newStudent('domain-attacker');
      for (const caller of [client, project.client()]) {
        const set = await caller.rpc('set_institute_email_domain', { p_domain: 'attacker.test' });
        expect(set.error?.code).toBe('42501');
        const hook = await caller.rpc('hook_before_user_created', { event: {} });
        expect(hook.error).not.toBeNull();
      }
      const [settings] = await project.sql<{ email_domain: string | null }>(
        'select email_domain from public.institute_settings',
      );
      expect(settings?.email_domain).toBeNull();
    });
  });

  describe('the roll number’s format', () => {
    it('when an admin sets a valid format, then it holds for new records and is audited once with what changed', async () => {
      // The seeded student's roll number, B23CS041, fits it.
      const before = (await formatAudits()).length;
      expect(await setFormat('^B[0-9]{2}[A-Z]{2}[0-9]{3}$', 'b23cs041')).toEqual({ outcome: 'saved', misfits: 0 });
      expect(await setFormat('^B[0-9]{2}[A-Z]{2}[0-9]{3}$', 'B23CS041')).toEqual({ outcome: 'saved', misfits: 0 });
      const audits = (await formatAudits()).slice(before);
      expect(audits).toEqual([
        {
          actor_email: ADMIN.email,
          before: { pattern: DEFAULT_FORMAT.pattern, example: DEFAULT_FORMAT.example },
          after: { pattern: '^B[0-9]{2}[A-Z]{2}[0-9]{3}$', example: 'B23CS041' },
        },
      ]);
      const { client } = await project.newStudent('format-new');
      const refused = await client.rpc('create_my_student_record', {
        p_full_name: 'Asha Verma',
        p_roll_number: '23CS041',
        p_programme: 'btech',
        p_year: 2,
        p_phone: '9876501234',
        p_guardian_name: 'Kiran Verma',
        p_guardian_relation: 'mother',
        p_guardian_email: 'kiran@example.com',
        p_guardian_phone: '9876501235',
        p_emergency_name: 'Vikram Verma',
        p_emergency_phone: '9876501236',
      });
      expect(refused.data).toBe('roll_format');
    });

    it('when records kept today would not fit, then the format is refused with how many and nothing changes', async () => {
      await project.records(await project.accounts('format-misfit', 2));
      const [kept] = await project.sql<{ n: number }>('select count(*)::int as n from public.student_records');
      expect(kept?.n).toBeGreaterThanOrEqual(3);
      expect(await setFormat('^ZZ[0-9]{4}$', 'ZZ1234')).toEqual({ outcome: 'records_misfit', misfits: kept?.n });
      const [settings] = await project.sql<{ roll_number_pattern: string }>(
        'select roll_number_pattern from public.institute_settings',
      );
      expect(settings?.roll_number_pattern).toBe(DEFAULT_FORMAT.pattern);
    });

    it('when the pattern is no pattern, is not anchored, or its example does not fit, then each is refused by name', async () => {
      const before = (await formatAudits()).length;
      expect(await setFormat('^[A-Z$', 'AB')).toEqual({ outcome: 'invalid_pattern', misfits: 0 });
      expect(await setFormat('[A-Z]{2}', 'AB')).toEqual({ outcome: 'invalid_pattern', misfits: 0 });
      expect(await setFormat('^[A-Z]{2}$', '12')).toEqual({ outcome: 'example_misfit', misfits: 0 });
      expect((await formatAudits()).length).toBe(before);
    });

    it('when staff, a student or a visitor sets the format, then it is refused and nothing changes', async () => {
      expect(await setFormat('^[A-Z0-9]{2,20}$', 'AB12', STAFF)).toEqual({ outcome: 'forbidden', misfits: 0 });
      const { client } = await project.newStudent('format-attacker');
      for (const caller of [client, project.client()]) {
        const { error } = await caller.rpc('set_roll_number_format', {
          p_pattern: '^.*$',
          p_example: 'ANY',
          p_actor_id: ADMIN.id,
          p_actor_email: ADMIN.email,
        });
        expect(error?.code).toBe('42501');
      }
      const [settings] = await project.sql<{ roll_number_pattern: string }>(
        'select roll_number_pattern from public.institute_settings',
      );
      expect(settings?.roll_number_pattern).toBe(DEFAULT_FORMAT.pattern);
    });
  });
});
