// The status page's notices: a visitor asks with the publishable key alone; a signed-in reader asks as themselves, so
// the notices for their hostel or role come too.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { env } from '../../../config/env';
import { getNotices, NOTICES_SHOWN } from './get-notices';

const rpc = vi.fn();
vi.mock('../../../lib/supabase', () => ({ getSupabase: () => Promise.resolve({ rpc }) }));

const NOTICE = {
  id: 4,
  title: 'Gopad lift',
  body: 'Off on Sunday.',
  published_at: '2026-11-20T10:00:00Z',
  important: true,
};

beforeEach(() => {
  vi.restoreAllMocks();
  rpc.mockReset();
});

describe('getNotices', () => {
  it('when a visitor reads, then published_notices is asked with the publishable key for the newest few', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(JSON.stringify([NOTICE])));
    await expect(getNotices(false)).resolves.toEqual([NOTICE]);
    const [url, init] = fetchSpy.mock.calls[0] as [string, RequestInit];
    expect(url).toBe(`${env.supabaseUrl}/rest/v1/rpc/published_notices`);
    expect((init.headers as Record<string, string>).Authorization).toBe(`Bearer ${env.supabaseKey}`);
    expect(JSON.parse(init.body as string)).toEqual({ p_limit: NOTICES_SHOWN });
    expect(rpc).not.toHaveBeenCalled();
  });

  it('when a reader is signed in, then they ask as themselves, and a refusal is passed on', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    rpc.mockResolvedValueOnce({ data: [NOTICE], error: null });
    await expect(getNotices(true)).resolves.toEqual([NOTICE]);
    expect(rpc).toHaveBeenCalledWith('published_notices', { p_limit: NOTICES_SHOWN });
    expect(fetchSpy).not.toHaveBeenCalled();
    rpc.mockResolvedValueOnce({ data: null, error: new Error('JWT expired') });
    await expect(getNotices(true)).rejects.toThrow('JWT expired');
  });
});
