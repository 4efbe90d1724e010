// Bad input at the Supabase stand-in (/rest/v1, /auth/v1, /storage/v1) and raw header injection: no 5xx, no crash, refused requests change nothing.
import { connect } from 'node:net';
import { gzipSync } from 'node:zlib';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { NO_SWEEP, startBackend, type Backend, type Student } from '../src/backend';
import {
  badPercentSegment,
  badTokens,
  brokenText,
  fingerprint,
  headerSafe,
  LOCAL_SUPABASE,
  nastyJson,
  nastyString,
  oddCharset,
  oddContentEncoding,
  TRAVERSAL_NAMES,
} from '../src/hostile';

let backend: Backend;
let student: Student;
let tokens: string[];
/** Tokens that do not prove who the caller is (forged, expired, unsigned, wrong algorithm, garbage). */
let unproven: string[];
let before: Record<string, string>;
let requests = 0;
const byStatus = new Map<number, number>();

beforeAll(async () => {
  backend = await startBackend(inject('postgresUrl'), 'process', NO_SWEEP);
  const [one] = await backend.students(1, 'fuzz-supabase');
  if (!one) throw new Error('no student');
  student = one;
  const bad = badTokens(backend.keys, student);
  tokens = [...Object.values(bad), LOCAL_SUPABASE.publishableKey, student.token];
  // rolePostgres and roleInjection are signed with the real secret, legacyRolePostgres with the legacy secret GoTrue still
  // accepts: GoTrue trusts them as the student, PostgREST must refuse their role.
  unproven = Object.entries(bad)
    .filter(([name]) => !['rolePostgres', 'roleInjection', 'legacyRolePostgres', 'hs512'].includes(name))
    .map(([, value]) => value);
  before = await fingerprint(backend.query);
});

afterAll(async () => {
  await backend?.close();
});

const TABLES = [
  'hostel_room',
  'application_table',
  'complaints_table',
  'bookings',
  'notices',
  'newsletter_subscribers',
  'pg_authid',
  'users',
  '../auth/users',
];
const FUNCTIONS = [
  'room_availability',
  'application_status',
  'complaint_status',
  'complaint_state',
  'hold_bed',
  'finalise_booking',
  'release_expired_holds',
  'resolve_application',
  'mark_booking_refunded',
  'pg_sleep',
  'set_config',
];

const pathSegment = (value: string): string =>
  encodeURIComponent(value.replace(/[\uD800-\uDFFF]/g, '').slice(0, 2000)) || '%20';
const token = (): fc.Arbitrary<string | undefined> =>
  fc.oneof(fc.constant(undefined), fc.constantFrom(...tokens), nastyString());

/** PostgREST-style query strings built from hostile keys and values (select, filters, order, limit, logic trees). */
const query = (): fc.Arbitrary<string> =>
  fc
    .array(
      fc.tuple(
        fc.oneof(
          fc.constantFrom(
            'select',
            'order',
            'limit',
            'offset',
            'or',
            'and',
            'id',
            'hostel_name',
            'person1',
            'held_by',
            'email',
            'on_conflict',
            'columns',
          ),
          nastyString(),
        ),
        nastyString(),
      ),
      { maxLength: 4 },
    )
    .map((pairs) =>
      new URLSearchParams(
        pairs.map(([k, v]): [string, string] => [
          k.replace(/[\uD800-\uDFFF]/g, ''),
          v.replace(/[\uD800-\uDFFF]/g, '').slice(0, 3000),
        ]),
      ).toString(),
    );

async function send(
  method: string,
  path: string,
  opts: {
    token?: string;
    apikey?: string;
    body?: string | Buffer;
    contentType?: string;
    contentEncoding?: string;
    prefer?: string;
  } = {},
): Promise<number> {
  const headers: Record<string, string> = { apikey: headerSafe(opts.apikey ?? LOCAL_SUPABASE.publishableKey) };
  if (opts.token !== undefined) headers.authorization = headerSafe(`Bearer ${opts.token}`);
  if (opts.body !== undefined) headers['content-type'] = opts.contentType ?? 'application/json';
  if (opts.contentEncoding !== undefined) headers['content-encoding'] = opts.contentEncoding;
  if (opts.prefer) headers.prefer = headerSafe(opts.prefer);
  const res = await fetch(`${backend.supabaseUrl}${path}`, { method, headers, body: opts.body });
  const text = await res.text();
  requests += 1;
  byStatus.set(res.status, (byStatus.get(res.status) ?? 0) + 1);
  expect(res.status, `${method} ${path.slice(0, 200)} → ${res.status} ${text.slice(0, 200)}`).toBeLessThan(500);
  expect(text).not.toMatch(/\n\s+at |node_modules/);
  return res.status;
}

describe('when random and hostile requests hit the stand-in', () => {
  it('then /rest/v1 reads with hostile filters and tokens never answer 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...TABLES), query(), token(), async (table, qs, t) => {
        await send('GET', `/rest/v1/${pathSegment(table)}?${qs}`, { token: t });
      }),
      { numRuns: 400 },
    );
  });

  it('then /rest/v1 writes the caller may not make are refused, whatever the filter or body', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('POST', 'PATCH', 'DELETE', 'PUT'),
        fc.constantFrom('hostel_room', 'bookings', 'notices', 'application_table', 'complaints_table'),
        query(),
        nastyJson(),
        token(),
        fc.constantFrom(
          'return=representation',
          'return=minimal',
          'resolution=merge-duplicates',
          'count=exact',
          'tx=commit',
          '\u0000',
        ),
        async (method, table, qs, body, t, prefer) => {
          // Students may insert their own applications and complaints: writes there go as bad tokens only, or as updates and deletes.
          const studentMayWrite = method === 'POST' && (table === 'application_table' || table === 'complaints_table');
          const caller =
            studentMayWrite && (t === student.token || t === undefined) ? LOCAL_SUPABASE.publishableKey : t;
          const status = await send(method, `/rest/v1/${table}?${qs}`, {
            token: caller,
            body: JSON.stringify(body) ?? 'null',
            prefer,
          });
          // An update with nothing to set, or an insert of no rows, is a no-op that PostgREST answers 2xx; the fingerprint proves nothing changed.
          const noOp =
            (method === 'PATCH' || method === 'POST' || method === 'PUT') &&
            (JSON.stringify(body) === '{}' || JSON.stringify(body) === '[]');
          if (!noOp) expect(status).toBeGreaterThanOrEqual(400);
        },
      ),
      { numRuns: 400 },
    );
  });

  it('then /rest/v1/rpc refuses server-only functions and survives hostile arguments', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...FUNCTIONS),
        nastyJson(),
        token(),
        fc.constantFrom('GET', 'POST'),
        async (fn, args, t, method) => {
          const status =
            method === 'POST'
              ? await send('POST', `/rest/v1/rpc/${fn}`, { token: t, body: JSON.stringify(args) ?? 'null' })
              : await send(
                  'GET',
                  `/rest/v1/rpc/${fn}?${new URLSearchParams({ p_application_id: String(JSON.stringify(args)).slice(0, 500) }).toString()}`,
                  { token: t },
                );
          if (!['room_availability', 'application_status', 'complaint_status', 'complaint_state'].includes(fn))
            expect(status).toBeGreaterThanOrEqual(400);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('then /auth/v1 refuses hostile grants, tokens and user updates', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(fc.constantFrom('password', 'refresh_token', 'pkce', 'id_token'), nastyString()),
        fc.oneof(
          fc.record(
            {
              email: nastyString(),
              password: nastyString(),
              refresh_token: nastyString(),
              auth_code: nastyString(),
              code_verifier: nastyString(),
            },
            { requiredKeys: [] },
          ),
          nastyJson(),
        ),
        token(),
        async (grant, body, t) => {
          expect(
            await send('POST', `/auth/v1/token?grant_type=${pathSegment(grant)}`, {
              body: JSON.stringify(body) ?? 'null',
            }),
          ).toBeGreaterThanOrEqual(400);
          // A user update with a token that does not prove the caller's identity is refused.
          if (t === undefined || unproven.includes(t) || t === LOCAL_SUPABASE.publishableKey) {
            expect(
              await send('PUT', '/auth/v1/user', { token: t, body: JSON.stringify(body) ?? 'null' }),
            ).toBeGreaterThanOrEqual(400);
          }
          await send('GET', '/auth/v1/user', { token: t });
        },
      ),
      {
        numRuns: 250,
        // Found by this property once and kept: a NUL byte in the e-mail of a password grant.
        examples: [
          ['password', { email: '\u0000', password: 'x' }, undefined],
          ['password', { email: 'student@hostel.local\u0000', password: 'x' }, undefined],
        ],
      },
    );
  });

  it('then /storage/v1 refuses object names that leave the folder and never serves files from outside', async () => {
    for (const name of TRAVERSAL_NAMES) {
      // Slashes encoded too, so the URL parser cannot resolve the dot segments before the server sees them.
      const path = encodeURIComponent(name);
      for (const t of [student.token, ...tokens.slice(0, 3)]) {
        const status = await send('POST', `/storage/v1/object/complaints/${path}`, {
          token: t,
          body: 'hello',
          contentType: 'application/pdf',
        });
        expect(status, name).toBeGreaterThanOrEqual(400);
      }
      expect(await send('GET', `/storage/v1/object/public/complaints/${path}`)).toBeGreaterThanOrEqual(400);
      const raw = await fetch(
        `${backend.supabaseUrl}/storage/v1/object/public/complaints/${name.replaceAll('\u0000', '%00')}`,
      );
      const text = await raw.text();
      expect(raw.status).toBeLessThan(500);
      expect(text).not.toContain('root:');
    }
    await fc.assert(
      // Students may upload only under complaint_files/, so names outside it must be refused even in the real bucket.
      fc.asyncProperty(
        fc.oneof(fc.constant('complaints'), nastyString()),
        nastyString().filter((n) => !n.startsWith('complaint_files/')),
        token(),
        async (bucket, name, t) => {
          await send('POST', `/storage/v1/object/${pathSegment(bucket)}/${pathSegment(name)}`, {
            token: t,
            body: name.slice(0, 1000),
            contentType: 'image/png',
          });
          await send('GET', `/storage/v1/object/public/${pathSegment(bucket)}/${pathSegment(name)}`);
          await send('DELETE', `/storage/v1/object/complaints/${pathSegment(name)}`, {
            token: t === student.token ? undefined : t,
          });
        },
      ),
      { numRuns: 150 },
    );
  });

  it('then NUL, lone surrogates, bad percent-encodings, odd Content-Encoding and charsets never answer 5xx', async () => {
    const writes: [string, string][] = [
      ['POST', '/rest/v1/notices'],
      ['PATCH', '/rest/v1/hostel_room?id=eq.1'],
      ['POST', '/rest/v1/rpc/room_availability'],
      ['POST', '/auth/v1/token?grant_type=password'],
      ['POST', '/auth/v1/signup'],
      ['PUT', '/auth/v1/user'],
      ['POST', '/storage/v1/bucket'],
      ['POST', '/storage/v1/object/complaints/complaint_files/fuzz.pdf'],
    ];
    const encoded = fc.oneof(
      fc.constant((text: string) => Buffer.from(text)),
      fc.constant((text: string) => gzipSync(Buffer.from(text)).subarray(0, 12)),
      fc.constant((text: string) => Buffer.concat([gzipSync(Buffer.from(text)).subarray(0, 10), Buffer.from(text)])),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...writes),
        token(),
        fc.record(
          {
            title: brokenText(),
            email: brokenText(),
            password: brokenText(),
            name: brokenText(),
            p_hostel: brokenText(),
          },
          { requiredKeys: [] },
        ),
        fc.option(oddContentEncoding(), { nil: undefined }),
        fc.option(oddCharset(), { nil: undefined }),
        encoded,
        badPercentSegment(),
        async ([method, path], t, body, encoding, charset, encode, segment) => {
          // Students may write their own rows nowhere in these tables with these bodies; the fingerprint proves nothing changed.
          await send(method, path, {
            token: t,
            body: encode(JSON.stringify(body)),
            contentType: charset,
            contentEncoding: encoding,
          });
          for (const prefix of [
            '/rest/v1/',
            '/rest/v1/rpc/',
            '/auth/v1/',
            '/auth/v1/admin/users/',
            '/storage/v1/object/public/complaints/',
            '/storage/v1/bucket/',
          ]) {
            await send('GET', `${prefix}${segment}`, { token: t });
          }
          await send(
            'GET',
            `/rest/v1/hostel_room?id=eq.${segment}&hostel_name=eq.${encodeURIComponent(body.name?.replace(/[\uD800-\uDFFF]/g, '') ?? '')}`,
            { token: t },
          );
        },
      ),
      { numRuns: 120 },
    );
  });

  it('then header injection over a raw socket is answered 4xx and injects no header', async () => {
    const { port } = new URL(backend.supabaseUrl);
    const attempts = [
      'GET /rest/v1/notices?select=title HTTP/1.1\r\nHost: x\r\napikey: a\r\nX-Injected: 1\rSet-Cookie: evil=1\r\n\r\n',
      'GET /rest/v1/notices HTTP/1.1\r\nHost: x\r\nContent-Length: 5\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n',
      'GET /auth/v1/authorize?provider=google&redirect_to=http://x%0d%0aSet-Cookie:%20evil=1 HTTP/1.1\r\nHost: x\r\n\r\n',
      'GET /storage/v1/object/public/complaints/..%2f..%2f..%2fetc%2fpasswd HTTP/1.1\r\nHost: x\r\n\r\n',
      'GET / HTTP/1.1\r\nHost: x\r\nX-Null: a\u0000b\r\n\r\n',
      `GET /rest/v1/notices HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(100_000)}\r\n\r\n`,
    ];
    for (const attempt of attempts) {
      const answer = await rawRequest(Number(port), attempt);
      const statusLine = /^HTTP\/1\.1 (\d{3})/.exec(answer);
      expect(statusLine, answer.slice(0, 200)).not.toBeNull();
      const status = Number(statusLine?.[1]);
      expect(status).toBeLessThan(500);
      expect(answer.split('\r\n\r\n')[0]).not.toMatch(/^set-cookie:\s*evil/im);
    }
  });

  it('afterwards the stand-in still answers /health and the database is exactly as before', async () => {
    expect(requests).toBeGreaterThan(1500);
    const serverErrors = [...byStatus].filter(([status]) => status >= 500).reduce((sum, [, n]) => sum + n, 0);
    console.info(
      `bad-input-supabase: ${requests} requests, ${serverErrors} × 5xx, by status ${JSON.stringify(Object.fromEntries(byStatus))}`,
    );
    expect(serverErrors).toBe(0);
    expect((await fetch(`${backend.supabaseUrl}/health`)).status).toBe(200);
    expect(await fingerprint(backend.query)).toEqual(before);
  });
});

/** Writes raw bytes to the server and returns whatever it answers before closing (or 2 s). */
function rawRequest(port: number, payload: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    const done = (): void => {
      socket.destroy();
      resolve(Buffer.concat(chunks).toString('latin1'));
    };
    socket.setTimeout(2_000, done);
    socket.on('data', (chunk: Buffer) => {
      chunks.push(chunk);
      if (Buffer.concat(chunks).includes('\r\n\r\n')) setTimeout(done, 50);
    });
    socket.on('end', done);
    socket.on('error', (error) => (chunks.length > 0 ? done() : reject(error)));
    socket.write(payload, 'latin1');
  });
}
