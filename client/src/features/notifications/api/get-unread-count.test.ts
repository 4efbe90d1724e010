// The bell's count is read only as the user it belongs to: after a sign-out (or another user's sign-in) nothing is
// sent, and a read already under way keeps its user's token instead of going out as a visitor's.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SESSION_STORAGE_KEY } from '../../../lib/auth-storage';
import { getSupabase, type Supabase } from '../../../lib/supabase';
import { getUnreadCount } from './get-unread-count';

vi.mock('../../../lib/supabase', () => ({ getSupabase: vi.fn() }));

const requests: Request[] = [];

/** supabase-js's session, for a kept token too close to its expiry to be sent without it. */
function reported(session: { user: { id: string }; access_token: string } | null) {
  const auth = { getSession: () => Promise.resolve({ data: { session }, error: null }) };
  vi.mocked(getSupabase).mockResolvedValue({ auth } as unknown as Supabase);
}

/** A session kept in storage whose token has `leftMs` before it expires. */
function keep(userId: string, token: string, leftMs: number) {
  const session = {
    access_token: token,
    refresh_token: 'refresh',
    expires_at: Math.floor((Date.now() + leftMs) / 1000),
    user: { id: userId },
  };
  localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(session));
}

beforeEach(() => {
  requests.length = 0;
  vi.mocked(getSupabase).mockReset();
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
    requests.push(new Request(input, init));
    return Promise.resolve(new Response(null, { status: 200, headers: { 'Content-Range': '*/4' } }));
  });
});
afterEach(() => vi.unstubAllGlobals());

describe('the unread count', () => {
  it('when the kept token has time left, then the count is a HEAD with that token, without supabase-js', async () => {
    keep('u1', 'token-of-u1', 3_600_000);
    await expect(getUnreadCount('u1')).resolves.toBe(4);
    const [request] = requests;
    const url = new URL(request?.url ?? '');
    expect(request?.method).toBe('HEAD');
    expect(url.pathname).toBe('/rest/v1/notifications');
    expect(url.searchParams.get('read_at')).toBe('is.null');
    expect(request?.headers.get('authorization')).toBe('Bearer token-of-u1');
    expect(request?.headers.get('prefer')).toBe('count=exact');
    expect(getSupabase).not.toHaveBeenCalled();
  });

  it('when the kept token is near its expiry, then the count waits for the token supabase-js refreshed', async () => {
    keep('u1', 'old-token-of-u1', 30_000);
    reported({ user: { id: 'u1' }, access_token: 'refreshed-token-of-u1' });
    await expect(getUnreadCount('u1')).resolves.toBe(4);
    expect(requests.map((request) => request.headers.get('authorization'))).toEqual(['Bearer refreshed-token-of-u1']);
  });

  it.each([
    ['nobody is signed in any more', null],
    ['another user has signed in', { user: { id: 'u2' }, access_token: 'token-of-u2' }],
  ])('when %s, then nothing is read and the answer is null', async (_what, session) => {
    reported(session);
    await expect(getUnreadCount('u1')).resolves.toBeNull();
    expect(requests).toEqual([]);
  });

  it('when another user’s session is kept, then supabase-js is asked (it follows the change) and nothing is read', async () => {
    keep('u2', 'token-of-u2', 3_600_000);
    reported({ user: { id: 'u2' }, access_token: 'token-of-u2' });
    await expect(getUnreadCount('u1')).resolves.toBeNull();
    expect(getSupabase).toHaveBeenCalled();
    expect(requests).toEqual([]);
  });
});
