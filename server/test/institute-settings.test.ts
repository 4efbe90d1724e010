// The institute's settings over HTTP against both stand-ins: an admin sets the roll number's format (POST
// /admin/records/format), refused with a clear 4xx and the number of records that would not fit, audited once; staff
// and students may not; INSTITUTE_EMAIL_DOMAIN is written where Auth's sign-up hook reads it.
import pino from 'pino';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ConfigError, loadConfig } from '../src/config.js';
import { publishSignUpDomain } from '../src/student-record/sign-up-domain.js';
import { ADMIN, Harness, type Session } from './harness.js';

const DEFAULT_FORMAT = { pattern: '^[A-Z0-9/-]{4,20}$', example: '23CS041' };

let h: Harness;
let admin: Session;
let staff: Session;
let student: Session;

beforeAll(async () => {
  h = await Harness.start();
  admin = await h.signIn(ADMIN.email, ADMIN.password);
  staff = await h.createOfficeMember('format-staff@test.hostel.local', 'staff');
  [student] = (await h.createStudents(1, 'format')) as [Session];
});

afterEach(async () => {
  await h.sql('update public.institute_settings set roll_number_pattern = $1, roll_number_example = $2', [
    DEFAULT_FORMAT.pattern,
    DEFAULT_FORMAT.example,
  ]);
  await h.sql('update public.institute_settings set email_domain = null');
});

afterAll(async () => {
  await h.close();
});

const setFormat = (token: string, body: unknown) =>
  h.call<Record<string, unknown>>('POST', '/admin/records/format', { token, body });

const settings = async () =>
  (
    await h.sql<{ roll_number_pattern: string; roll_number_example: string; email_domain: string | null }>(
      'select roll_number_pattern, roll_number_example, email_domain from public.institute_settings',
    )
  )[0];

const formatAudits = () =>
  h.sql<{ actor_email: string; after: unknown }>(
    "select actor_email, after from public.audit_log where action = 'institute.roll_number_format' order by id",
  );

describe('POST /admin/records/format', () => {
  it('when an admin sets a format every kept record fits, then it is saved, upper-cased example and all, and audited', async () => {
    const pattern = '^[A-Z0-9/-]{2,20}$';
    const before = (await formatAudits()).length;
    const res = await setFormat(admin.token, { pattern, example: ' b23cs041 ' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ pattern, example: 'B23CS041' });
    expect(await settings()).toMatchObject({ roll_number_pattern: pattern, roll_number_example: 'B23CS041' });
    expect((await formatAudits()).slice(before)).toEqual([
      { actor_email: ADMIN.email, after: { pattern, example: 'B23CS041' } },
    ]);
  });

  it('when kept records would not fit, then 409 names how many and nothing changes', async () => {
    const [kept] = await h.sql<{ n: number }>(
      "select count(*)::int as n from public.student_records where roll_number !~ '^ZZ[0-9]{4}$'",
    );
    expect(kept?.n).toBeGreaterThan(1);
    const res = await setFormat(admin.token, { pattern: '^ZZ[0-9]{4}$', example: 'ZZ1234' });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({
      message: `${kept?.n} student records kept today do not fit this format`,
      code: 'format_misfits',
      misfits: kept?.n,
    });
    expect((await settings())?.roll_number_pattern).toBe(DEFAULT_FORMAT.pattern);
  });

  it('when the pattern is broken or unanchored, the example misfits or the body is wrong, then 400 and nothing changes', async () => {
    const before = (await formatAudits()).length;
    for (const [body, code] of [
      [{ pattern: '^[A-Z$', example: 'AB' }, 'format_invalid'],
      [{ pattern: '[A-Z]{2}', example: 'AB' }, 'format_invalid'],
      [{ pattern: '^[A-Z]{2}$', example: '12' }, 'format_example_misfit'],
      [{ pattern: '^[A-Z]{2}$' }, 'invalid_request'],
    ] as const) {
      const res = await setFormat(admin.token, body);
      expect(res.status).toBe(400);
      expect(res.body.code).toBe(code);
    }
    expect((await formatAudits()).length).toBe(before);
    expect((await settings())?.roll_number_pattern).toBe(DEFAULT_FORMAT.pattern);
  });

  it('when staff, a student or nobody sets the format, then it is refused and nothing changes', async () => {
    const body = { pattern: '^.{2,20}$', example: 'ANY' };
    expect((await setFormat(staff.token, body)).status).toBe(403);
    expect((await setFormat(student.token, body)).status).toBe(403);
    expect((await h.call('POST', '/admin/records/format', { body })).status).toBe(401);
    expect((await settings())?.roll_number_pattern).toBe(DEFAULT_FORMAT.pattern);
  });
});

describe('INSTITUTE_EMAIL_DOMAIN', () => {
  it('when configured, then it is read as a lower-case domain, and a malformed one stops the start naming the key', () => {
    expect(loadConfig({ INSTITUTE_EMAIL_DOMAIN: '@IITBhilai.ac.in' }).instituteEmailDomain).toBe('iitbhilai.ac.in');
    expect(loadConfig({}).instituteEmailDomain).toBeNull();
    expect(() => loadConfig({ INSTITUTE_EMAIL_DOMAIN: 'students at iitbhilai' })).toThrow(ConfigError);
    expect(() => loadConfig({ INSTITUTE_EMAIL_DOMAIN: 'students at iitbhilai' })).toThrow(/INSTITUTE_EMAIL_DOMAIN/);
  });

  it('when the server starts with a domain, then the database holds it for the sign-up hook; without one, none', async () => {
    const logger = pino({ level: 'silent' });
    publishSignUpDomain(h.api.deps.store, 'iitbhilai.ac.in', logger);
    await vi.waitFor(async () => expect((await settings())?.email_domain).toBe('iitbhilai.ac.in'));
    publishSignUpDomain(h.api.deps.store, null, logger);
    await vi.waitFor(async () => expect((await settings())?.email_domain).toBeNull());
  });

  it('when the database cannot take the domain at start, then the server keeps trying until it lands', async () => {
    const logger = pino({ level: 'silent' });
    let refusals = 2;
    const store = {
      ...h.api.deps.store,
      publishEmailDomain: (domain: string | null) =>
        refusals-- > 0 ? Promise.reject(new Error('unreachable')) : h.api.deps.store.publishEmailDomain(domain),
    };
    const publisher = publishSignUpDomain(store, 'iitbhilai.ac.in', logger, 10);
    await vi.waitFor(async () => expect((await settings())?.email_domain).toBe('iitbhilai.ac.in'));
    publisher.stop();
    expect(refusals).toBe(-1);
    publishSignUpDomain(h.api.deps.store, null, logger);
    await vi.waitFor(async () => expect((await settings())?.email_domain).toBeNull());
  });
});
