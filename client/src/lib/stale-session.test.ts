// Who is signed in when the access token has expired: offline the kept session stays the reader's (stale, its token
// handed to no API call), while a refresh that Auth refuses signs out. Real supabase-js, over a stubbed fetch.
import type { Session } from '@supabase/supabase-js';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import type { AppUser } from './auth';
import { SESSION_STORAGE_KEY } from './auth-storage';
import { expiredSession, keptSession, knownAtOnce, REFRESH_MARGIN_MS, signedInFrom } from './stale-session';

const NOW = Date.parse('2026-11-28T12:00:00Z');
const HOUR_S = 3600;

function session(userId: string, expiresAt: number): Session {
  return {
    access_token: `header.${userId}.signature`,
    refresh_token: `refresh-${userId}`,
    token_type: 'bearer',
    expires_in: HOUR_S,
    expires_at: expiresAt,
    user: {
      id: userId,
      email: `${userId}@e2e.hostel.local`,
      aud: 'authenticated',
      created_at: '2026-11-01T00:00:00Z',
      app_metadata: {},
      user_metadata: { full_name: 'Aarav Sharma' },
    },
  };
}

const expired = (userId = 'student-1') => session(userId, Date.now() / 1000 - HOUR_S);
const current = (userId = 'student-1') => session(userId, Date.now() / 1000 + HOUR_S);

function keep(value: Session): void {
  localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(value));
}

function setOnline(online: boolean): void {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
}

/**
 * The refreshes of `kept` among the requests `fetch` saw: an earlier test's supabase-js client may still be retrying the
 * refresh of its own expired session in the background, so only this session's count.
 */
function refreshesOf(fetch: MockInstance<typeof globalThis.fetch>, kept: Session): unknown[] {
  return fetch.mock.calls.filter(
    ([, init]) => typeof init?.body === 'string' && init.body.includes(kept.refresh_token),
  );
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the decision', () => {
  it('when supabase-js reports a session, then that session is the signed-in one, fresh', () => {
    const reported = current();
    expect(signedInFrom(reported, expired('someone-else'), NOW)).toEqual({ session: reported, stale: false });
  });

  it('when supabase-js reports none but keeps a session past its expiry, then the reader is signed in, stale', () => {
    const kept = session('student-1', NOW / 1000 - 60);
    expect(signedInFrom(null, kept, NOW)).toEqual({ session: kept, stale: true });
  });

  it('when supabase-js reports none and keeps nothing expired, then nobody is signed in', () => {
    expect(signedInFrom(null, null, NOW)).toBeNull();
    expect(signedInFrom(null, session('student-1', NOW / 1000 + 60), NOW)).toBeNull();
  });

  it('when the kept session is not of the shape supabase-js writes, then there is none', () => {
    localStorage.setItem(SESSION_STORAGE_KEY, '{"access_token":"a"}');
    expect(keptSession()).toBeNull();
    localStorage.setItem(SESSION_STORAGE_KEY, 'not json');
    expect(keptSession()).toBeNull();
    keep(expired());
    expect(expiredSession(keptSession(), Date.now())?.user.id).toBe('student-1');
  });
});

describe('what storage tells before supabase-js has loaded', () => {
  const at = (leftMs: number) => session('student-1', (NOW + leftMs) / 1000);

  it('when the kept token has more than the refresh margin left, then its reader is known, fresh, online or not', () => {
    const kept = at(REFRESH_MARGIN_MS + 1000);
    expect(knownAtOnce(kept, true, NOW)).toEqual({ session: kept, stale: false });
    expect(knownAtOnce(kept, false, NOW)).toEqual({ session: kept, stale: false });
  });

  it('when online and the kept token is about to expire or has, then nobody is known until supabase-js refreshes it', () => {
    expect(knownAtOnce(at(REFRESH_MARGIN_MS - 1000), true, NOW)).toBeNull();
    expect(knownAtOnce(at(-1000), true, NOW)).toBeNull();
    expect(knownAtOnce(null, true, NOW)).toBeNull();
  });

  it('when offline, then a kept token still valid is fresh and one past its expiry is stale', () => {
    const soon = at(1000);
    const past = at(-1000);
    expect(knownAtOnce(soon, false, NOW)).toEqual({ session: soon, stale: false });
    expect(knownAtOnce(past, false, NOW)).toEqual({ session: past, stale: true });
  });
});

describe('following the session', () => {
  // A fresh supabase-js client per test: it reads storage once, when it is created.
  async function follow(): Promise<{ users: (AppUser | null)[]; stop: () => void }> {
    vi.resetModules();
    const [{ watchSession }, { getSupabase }] = await Promise.all([import('./auth-session'), import('./supabase')]);
    const users: (AppUser | null)[] = [];
    const following = watchSession((user) => users.push(user), { pending: false });
    // Something asks for supabase-js: a session known from storage waits for that, or for its token's refresh.
    void getSupabase();
    return { users, stop: await following };
  }

  it('when offline past the expiry, then the kept reader is known at once, stale, with no token to send', async () => {
    setOnline(false);
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
    keep(expired());
    const { users, stop } = await follow();
    expect(users[0]).toMatchObject({ id: 'student-1', token: '', userMetadata: { full_name: 'Aarav Sharma' } });
    stop();
  });

  it('when a kept session is current, then its reader is known at once and supabase-js reporting it renders nothing again', async () => {
    setOnline(true);
    const fetch = vi.spyOn(globalThis, 'fetch');
    const kept = current('student-2');
    keep(kept);
    const { users, stop } = await follow();
    expect(users).toHaveLength(1);
    expect(users[0]).toMatchObject({ id: 'student-2', token: kept.access_token });
    // supabase-js's own first reports (SIGNED_IN, INITIAL_SESSION) repeat the same session.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(users).toHaveLength(1);
    expect(refreshesOf(fetch, kept)).toEqual([]);
    stop();
  });

  it('when a kept session is current, then supabase-js is not asked for until something needs it', async () => {
    setOnline(true);
    keep(current('student-4'));
    vi.resetModules();
    const [{ watchSession }, supabase] = await Promise.all([import('./auth-session'), import('./supabase')]);
    const asked = vi.fn();
    supabase.onFirstSupabaseRequest(asked);
    const users: (AppUser | null)[] = [];
    const following = watchSession((user) => users.push(user), { pending: false });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(users).toMatchObject([{ id: 'student-4' }]);
    expect(asked).not.toHaveBeenCalled();
    // A write, a realtime channel: the first ask loads it, and it follows the session from then on.
    await supabase.getSupabase();
    const stop = await following;
    expect(asked).toHaveBeenCalledOnce();
    stop();
  });

  it('when nothing asks for supabase-js, then it follows the kept session once the token is due for its refresh', async () => {
    setOnline(true);
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
    // Due 200 ms from now: past the refresh margin by then.
    keep(session('student-5', (Date.now() + REFRESH_MARGIN_MS + 200) / 1000));
    vi.resetModules();
    const [{ watchSession }, supabase] = await Promise.all([import('./auth-session'), import('./supabase')]);
    const asked = vi.fn();
    supabase.onFirstSupabaseRequest(asked);
    const stop = await watchSession(() => undefined, { pending: false });
    expect(asked).toHaveBeenCalledOnce();
    stop();
  });

  it('when Auth refuses the refresh of an expired token, then the reader is signed out and the session forgotten', async () => {
    setOnline(true);
    vi.spyOn(globalThis, 'fetch').mockImplementation(() =>
      Promise.resolve(
        Response.json(
          { code: 400, error_code: 'refresh_token_not_found', msg: 'Invalid Refresh Token: Refresh Token Not Found' },
          { status: 400 },
        ),
      ),
    );
    keep(expired());
    const { users, stop } = await follow();
    await vi.waitFor(() => expect(users).toContain(null));
    expect(users.every((user) => user === null)).toBe(true);
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
    stop();
  });
});

describe('the token of a signed-in read', () => {
  it('when offline past the expiry, then the kept token names its own account only, without asking Auth', async () => {
    setOnline(false);
    const fetch = vi.spyOn(globalThis, 'fetch');
    const kept = expired('student-3');
    keep(kept);
    const { accessTokenOf } = await import('./signed-in-call');
    expect(await accessTokenOf('student-3')).toBe(kept.access_token);
    expect(await accessTokenOf('another-student')).toBeNull();
    expect(refreshesOf(fetch, kept)).toEqual([]);
  });
});
