// Hostile inputs for the bad-input suite: nasty strings, JSON, forged tokens, traversal names, and a database fingerprint to prove nothing changed.
import fc from 'fast-check';
import jwt from 'jsonwebtoken';
import { LOCAL_SUPABASE } from '@campus-hostel/emulators/supabase';
import { signStudentToken, type QueryFn, type Student, type TokenSigner } from '@campus-hostel/testkit/students';

export { LOCAL_SUPABASE };

/** Strings that have broken servers before: SQL and PostgREST filter syntax, escapes, control characters, traversal. */
export const NASTY = [
  '',
  ' ',
  "'",
  '"',
  "' or '1'='1",
  '1; drop table public.hostel_room; --',
  "'); delete from auth.users; --",
  '$$; select pg_sleep(5); $$',
  'eq.1',
  'not.is.null',
  'in.(1,2,3',
  'eq.1)or(id.gt.0',
  'or=(id.gt.0,id.lt.0)',
  '*',
  'id,hostel_name,person1',
  'person1',
  '(select 1)',
  'a,b,c(',
  '"quoted"."ident"',
  '%',
  '%00',
  '\u0000',
  '\\',
  '\r\nSet-Cookie: injected=1',
  '%0d%0aSet-Cookie:%20injected=1',
  '../../../../etc/passwd',
  '..%2f..%2fetc%2fpasswd',
  '<script>alert(1)</script>',
  '${jndi:ldap://x/a}',
  '{{7*7}}',
  '__proto__',
  'constructor',
  '-1',
  '0',
  '1e309',
  'NaN',
  '9223372036854775808',
  '-9223372036854775809',
  'true',
  'null',
  '[]',
  '{}',
  '😀🏠',
  'ह्िन्दी',
  '\uD800',
  '\uDFFF',
  'a\uDC00\uD800b',
  'name\u0000suffix',
  '%E0%A4%A',
  '%ZZ',
  '%C0%AF',
  '%ED%A0%80',
  '\u202Eevil',
  'a'.repeat(70_000),
];

export const nastyString = (): fc.Arbitrary<string> =>
  fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...NASTY) },
    { weight: 1, arbitrary: brokenText() },
    { weight: 2, arbitrary: fc.string({ maxLength: 60 }) },
    { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }) },
    { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
    { weight: 1, arbitrary: fc.tuple(fc.constantFrom(...NASTY), fc.string({ maxLength: 10 })).map(([a, b]) => a + b) },
  );

/** Lone surrogates and NULs inside otherwise ordinary text: PostgreSQL text refuses the one, UTF-8 cannot hold the other. */
export const brokenText = (): fc.Arbitrary<string> =>
  fc
    .tuple(
      fc.string({ maxLength: 12 }),
      fc.constantFrom('\u0000', '\uD800', '\uDBFF', '\uDC00', '\uDFFF', '\uDFFF\uD800'),
      fc.string({ maxLength: 12 }),
    )
    .map(([before, bad, after]) => before + bad + after);

/**
 * Path segments that are not valid percent-encoded UTF-8 (truncated, non-hex, overlong, encoded
 * surrogates, encoded NUL), to be put into a URL as they are.
 */
export const badPercentSegment = (): fc.Arbitrary<string> =>
  fc
    .tuple(
      fc.constantFrom('', 'a', 'pi_1', 'hostel_room', 'complaint_files/x.pdf'),
      fc.constantFrom('%E0%A4%A', '%ZZ', '%', '%C0%AF', '%ED%A0%80', '%FF%FE', '%00', '%E0%A4', '1%00'),
    )
    .map(([base, bad]) => base + bad);

/** Content-Encoding headers a server must refuse or survive: unknown codings, stacked ones, gzip on plain bytes. */
export const oddContentEncoding = (): fc.Arbitrary<string> =>
  fc.constantFrom(
    'br, gzip, x-nonsense',
    'x-nonsense',
    'gzip',
    'deflate',
    'br',
    'gzip, gzip',
    'identity, gzip',
    'compress',
    '*',
  );

/** Content-Type headers declaring a charset other than UTF-8 (and UTF-8 spelled oddly, which must still work). */
export const oddCharset = (): fc.Arbitrary<string> =>
  fc
    .constantFrom('latin1', 'utf-16', 'utf-16le', 'ISO-8859-1', 'us-ascii', 'x-unknown', '"utf-8"', 'UTF8', '')
    .map((charset) => `application/json; charset=${charset}`);

/** Any JSON value, with nasty strings where strings go. */
export const nastyJson = (): fc.Arbitrary<unknown> =>
  fc.oneof(
    fc.jsonValue({ maxDepth: 3 }),
    nastyString(),
    fc.dictionary(nastyString(), fc.oneof(nastyString(), fc.integer(), fc.double(), fc.boolean(), fc.constant(null)), {
      maxKeys: 6,
    }),
    fc.array(nastyString(), { maxLength: 5 }),
  );

/** A value of the wrong type or shape for any field. */
export const nastyValue = (): fc.Arbitrary<unknown> =>
  fc.oneof(
    nastyString(),
    fc.integer(),
    fc.double(),
    fc.boolean(),
    fc.constant(null),
    fc.constantFrom(-1, 0, 2 ** 53, 2 ** 63, -(2 ** 31) - 1, 1.5),
    fc.array(fc.integer(), { maxLength: 3 }),
    fc.dictionary(fc.string({ maxLength: 5 }), nastyString(), { maxKeys: 3 }),
  );

/**
 * What fetch can put in a header: visible ASCII and spaces (it refuses control characters and
 * anything beyond Latin-1 before sending). CR/LF injection is sent over a raw socket instead.
 */
export function headerSafe(value: string): string {
  return value.replace(/[^\x20-\x7e]/g, '').trim();
}

function base64url(value: unknown): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

/** Tokens that must never be honoured: forged, expired, unsigned, escalated or garbage. */
export function badTokens(keys: TokenSigner, student: Student): Record<string, string> {
  const now = Math.floor(Date.now() / 1000);
  const claims = {
    sub: student.id,
    aud: 'authenticated',
    role: 'authenticated',
    email: student.email,
    exp: now + 3600,
    iat: now,
  };
  return {
    forged: jwt.sign(claims, 'not-the-secret-not-the-secret-not-the-secret'),
    forgedServiceRole: jwt.sign(
      { role: 'service_role', iss: 'supabase-demo', exp: now + 3600 },
      'not-the-secret-not-the-secret-not-the-secret',
    ),
    forgedAdmin: jwt.sign(
      { ...claims, app_metadata: { role: 'admin' } },
      'not-the-secret-not-the-secret-not-the-secret',
    ),
    expired: signStudentToken(keys, student, { expiresInSeconds: -120 }),
    algNone: `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url({ ...claims, role: 'service_role' })}.`,
    algNoneAdmin: `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url({ ...claims, app_metadata: { role: 'admin' } })}.`,
    hs512: jwt.sign(claims, LOCAL_SUPABASE.legacyJwtSecret, { algorithm: 'HS512' }),
    // Correctly signed, but a database role PostgREST must never switch to.
    rolePostgres: keys.sign({ ...claims, role: 'postgres' }),
    roleInjection: keys.sign({ ...claims, role: 'anon; reset role' }),
    legacyRolePostgres: jwt.sign({ ...claims, role: 'postgres' }, LOCAL_SUPABASE.legacyJwtSecret),
    truncated: signStudentToken(keys, student).slice(0, -8),
    // A new-style key that is not the project's.
    unknownSecretKey: 'sb_secret_not-this-projects-key',
    garbage: 'not.a.jwt',
    empty: '',
  };
}

/** Correctly signed, valid tokens whose claims grant no admin rights (user_metadata.role is self-chosen). */
export function selfProclaimedAdmin(keys: TokenSigner, student: Student): string {
  const now = Math.floor(Date.now() / 1000);
  return keys.sign({
    sub: student.id,
    aud: 'authenticated',
    role: 'authenticated',
    email: student.email,
    exp: now + 3600,
    iat: now,
    app_metadata: { provider: 'email' },
    user_metadata: { role: 'admin' },
  });
}

/** Object names (as the server decodes them) that try to leave the bucket's folder or the storage directory. */
export const TRAVERSAL_NAMES = [
  '../escape.pdf',
  '../../../../etc/passwd',
  'complaint_files/../../escape.pdf',
  'complaint_files/../../../outside.txt',
  'complaint_files/./../escape.png',
  'complaint_files/..',
  'complaint_files/../',
  '/etc/passwd',
  'complaint_files/..\\..\\escape.pdf',
  'complaint_files/\u0000.png',
  'complaint_files/a\u0000/../../b.png',
];

/** Row count and content hash of every table in public, auth and storage: equal fingerprints mean an unchanged database. */
export async function fingerprint(query: QueryFn): Promise<Record<string, string>> {
  const tables = await query(
    `select format('%I.%I', table_schema, table_name) as name from information_schema.tables
     where table_schema in ('public', 'auth', 'storage') and table_type = 'BASE TABLE' order by 1`,
  );
  const result: Record<string, string> = {};
  for (const { name } of tables) {
    // The name comes from information_schema, quoted by format('%I'), so it is safe to inline.
    const [row] = await query(
      `select count(*)::int as n, coalesce(md5(string_agg(t::text, '|' order by t::text)), '') as h from ${String(name)} t`,
    );
    result[String(name)] = `${String(row?.n)}:${String(row?.h)}`;
  }
  return result;
}
