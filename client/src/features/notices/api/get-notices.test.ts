// The status page's notices are read as a visitor, so a signed-in member of the office sees only published ones there.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { env } from '../../../config/env';
import { SESSION_STORAGE_KEY } from '../../../lib/auth-storage';
import { getNotices, NOTICES_SHOWN } from './get-notices';

afterEach(() => localStorage.clear());

describe('getNotices', () => {
  it('when a member of the office is signed in, then the notices are still asked for with the publishable key, never their token', async () => {
    localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify({ access_token: 'office-member-token' }));
    const fetchSpy = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(new Response('[]', { status: 200, headers: { 'Content-Range': '*/0' } }));
    await expect(getNotices()).resolves.toEqual([]);
    const [url, init] = fetchSpy.mock.calls[0] as [URL, RequestInit];
    const headers = init.headers as Record<string, string>;
    expect(headers.Authorization).toBe(`Bearer ${env.supabaseKey}`);
    expect(JSON.stringify(init)).not.toContain('office-member-token');
    expect(url.pathname).toBe('/rest/v1/notices');
    expect(url.searchParams.get('order')).toBe('published_at.desc,id.desc');
  });

  it('when more notices are published than the block shows, then only the newest are kept', async () => {
    const rows = Array.from({ length: NOTICES_SHOWN + 3 }, (_, index) => ({
      id: 100 - index,
      title: `Notice ${index}`,
      body: 'Text',
      published_at: '2026-11-20T10:00:00Z',
    }));
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      new Response(JSON.stringify(rows), {
        status: 200,
        headers: { 'Content-Range': `0-${rows.length - 1}/${rows.length}` },
      }),
    );
    const notices = await getNotices();
    expect(notices).toHaveLength(NOTICES_SHOWN);
    expect(notices[0]?.id).toBe(100);
  });
});
