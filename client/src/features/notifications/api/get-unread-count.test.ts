// The bell's count is read only as the user it belongs to: after a sign-out (or another user's sign-in) nothing is
// sent, and a read already under way keeps its user's token instead of going out as a visitor's.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getSupabase, type Supabase } from '../../../lib/supabase';
import { getUnreadCount } from './get-unread-count';

vi.mock('../../../lib/supabase', () => ({ getSupabase: vi.fn() }));

type Call = [method: string, ...args: unknown[]];

function fakeSupabase(session: { user: { id: string }; access_token: string } | null) {
  const calls: Call[] = [];
  const builder: Record<string, unknown> = {};
  for (const method of ['select', 'is', 'setHeader']) {
    builder[method] = (...args: unknown[]) => {
      calls.push([method, ...args]);
      return builder;
    };
  }
  builder.then = (resolve: (value: unknown) => void) => resolve({ count: 4, error: null });
  const from = (table: string) => {
    calls.push(['from', table]);
    return builder;
  };
  const auth = { getSession: () => Promise.resolve({ data: { session }, error: null }) };
  vi.mocked(getSupabase).mockResolvedValue({ from, auth } as unknown as Supabase);
  return calls;
}

beforeEach(() => vi.mocked(getSupabase).mockReset());

describe('the unread count', () => {
  it('when the user is signed in, then the count is read with their own token', async () => {
    const calls = fakeSupabase({ user: { id: 'u1' }, access_token: 'token-of-u1' });
    await expect(getUnreadCount('u1')).resolves.toBe(4);
    expect(calls).toContainEqual(['from', 'notifications']);
    expect(calls).toContainEqual(['is', 'read_at', null]);
    expect(calls).toContainEqual(['setHeader', 'Authorization', 'Bearer token-of-u1']);
  });

  it.each([
    ['nobody is signed in any more', null],
    ['another user has signed in', { user: { id: 'u2' }, access_token: 'token-of-u2' }],
  ])('when %s, then nothing is read and the answer is null', async (_what, session) => {
    const calls = fakeSupabase(session);
    await expect(getUnreadCount('u1')).resolves.toBeNull();
    expect(calls).toEqual([]);
  });
});
