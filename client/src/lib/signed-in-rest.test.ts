// The signed-in REST reader against a real HTTP server: the kept session's token while it has time left, else (and after
// a 401) the token supabase-js refreshed; never an expired token.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { SESSION_STORAGE_KEY } from './auth-storage';
import { REFRESH_MARGIN_MS } from './stale-session';

vi.mock('./supabase', () => ({ getSupabase: vi.fn() }));

interface Seen {
  method: string | undefined;
  url: string | undefined;
  headers: IncomingMessage['headers'];
  body: string;
}

const KEPT = 'kept-access-token';
const REFRESHED = 'refreshed-access-token';

let server: Server;
let seen: Seen[] = [];
/** The answers to the next requests, in order; the last one repeats. */
let replies: { status: number; body: string }[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    req.on('end', () => {
      seen.push({ method: req.method, url: req.url, headers: req.headers, body });
      const reply = replies.length > 1 ? replies.shift() : replies[0];
      res.writeHead(reply?.status ?? 200, { 'Content-Type': 'application/json' });
      res.end(reply?.body ?? '[]');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  vi.stubEnv('VITE_SUPABASE_URL', `http://127.0.0.1:${port}`);
  vi.stubEnv('VITE_SUPABASE_PUBLISHABLE_KEY', 'sb_publishable_key-for-test');
  vi.resetModules();
});

afterAll(async () => {
  vi.unstubAllEnvs();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  seen = [];
  replies = [{ status: 200, body: '[]' }];
});

/** Keeps a session whose token has `leftMs` before its expiry, as supabase-js writes it. */
function keep(leftMs: number): void {
  const session = {
    access_token: KEPT,
    refresh_token: 'refresh',
    token_type: 'bearer',
    expires_in: 3600,
    expires_at: Math.floor((Date.now() + leftMs) / 1000),
    user: { id: 'student-1', app_metadata: {}, user_metadata: {}, aud: 'authenticated', created_at: '' },
  };
  localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(session));
}

/** The reader, with supabase-js stood in by a client whose getSession() answers with a refreshed token. */
async function load() {
  const { getSupabase } = await import('./supabase');
  const getSession = vi.fn(() => Promise.resolve({ data: { session: { access_token: REFRESHED } }, error: null }));
  vi.mocked(getSupabase).mockReset();
  vi.mocked(getSupabase).mockResolvedValue({ auth: { getSession } } as never);
  return { ...(await import('./signed-in-rest')), getSupabase: vi.mocked(getSupabase) };
}

const bearers = () => seen.map((request) => request.headers.authorization);

describe('signed-in REST reads', () => {
  it('when the kept token has time left, then the read is a plain fetch with the key as apikey and that token as bearer, without supabase-js', async () => {
    keep(3_600_000);
    const { selectSignedIn, getSupabase } = await load();
    replies = [{ status: 200, body: '[{"id":7}]' }];
    const rows = await selectSignedIn<{ id: number }>('complaints_table', { select: 'id', user_id: 'eq.student-1' });
    expect(rows).toEqual([{ id: 7 }]);
    const [request] = seen;
    const url = new URL(request?.url ?? '', 'http://x');
    expect(url.pathname).toBe('/rest/v1/complaints_table');
    expect(url.searchParams.get('user_id')).toBe('eq.student-1');
    expect(request?.headers.apikey).toBe('sb_publishable_key-for-test');
    expect(request?.headers.authorization).toBe(`Bearer ${KEPT}`);
    expect(getSupabase).not.toHaveBeenCalled();
  });

  it('when the kept token has expired, or is within the refresh margin, then it is never sent: supabase-js refreshes it first', async () => {
    const { selectSignedIn, getSupabase } = await load();
    keep(-60_000);
    await selectSignedIn('bookings', { select: 'room_id' });
    keep(REFRESH_MARGIN_MS - 10_000);
    await selectSignedIn('bookings', { select: 'room_id' });
    expect(bearers()).toEqual([`Bearer ${REFRESHED}`, `Bearer ${REFRESHED}`]);
    expect(getSupabase).toHaveBeenCalledTimes(2);
  });

  it('when no session is kept, then the token comes from supabase-js', async () => {
    const { rpcSignedIn } = await load();
    replies = [{ status: 200, body: '[{"bed_id":3}]' }];
    expect(await rpcSignedIn('my_room_share')).toEqual([{ bed_id: 3 }]);
    expect(seen[0]?.method).toBe('POST');
    expect(seen[0]?.url).toBe('/rest/v1/rpc/my_room_share');
    expect(bearers()).toEqual([`Bearer ${REFRESHED}`]);
  });

  it('when the kept token is refused (401), then the read is sent again with the token supabase-js refreshed', async () => {
    keep(3_600_000);
    const { selectOneSignedIn } = await load();
    replies = [
      { status: 401, body: '{"code":"PGRST301","message":"JWT expired"}' },
      { status: 200, body: '[{"email_off":["leave"]}]' },
    ];
    expect(await selectOneSignedIn('notification_preferences', { select: 'email_off' })).toEqual({
      email_off: ['leave'],
    });
    expect(bearers()).toEqual([`Bearer ${KEPT}`, `Bearer ${REFRESHED}`]);
  });

  it('when the read is refused otherwise, then the refusal is the answer and nothing is sent again', async () => {
    keep(3_600_000);
    const { selectSignedIn, getSupabase } = await load();
    replies = [{ status: 403, body: '{"code":"42501","message":"permission denied for table bookings"}' }];
    await expect(selectSignedIn('bookings', {})).rejects.toMatchObject({ status: 403, code: '42501' });
    expect(seen).toHaveLength(1);
    expect(getSupabase).not.toHaveBeenCalled();
  });

  it('when one row is asked for, then none reads as null and more than one is refused', async () => {
    keep(3_600_000);
    const { selectOneSignedIn } = await load();
    replies = [{ status: 200, body: '[]' }];
    expect(await selectOneSignedIn('student_profiles', { select: 'gender' })).toBeNull();
    replies = [{ status: 200, body: '[{"gender":"female"},{"gender":"male"}]' }];
    await expect(selectOneSignedIn('student_profiles', { select: 'gender' })).rejects.toMatchObject({
      code: 'PGRST116',
    });
  });
});
