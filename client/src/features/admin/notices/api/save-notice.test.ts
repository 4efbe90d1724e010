// POST /admin/notices as the signed-in member of the office: the bearer token, the body, and the answer's contract.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { SaveNoticeBody } from '@campus-hostel/contracts/api';
import { saveNotice } from './save-notice';

vi.mock('../../../../lib/supabase', () => ({
  getSupabase: () =>
    Promise.resolve({
      auth: { getSession: () => Promise.resolve({ data: { session: { access_token: 'office-token' } }, error: null }) },
    }),
}));

function answerWith(status: number, body: unknown) {
  return vi
    .spyOn(globalThis, 'fetch')
    .mockResolvedValue(new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }));
}

const body: SaveNoticeBody = {
  id: 4,
  title: 'Water',
  body: 'Off on Sunday',
  published_at: '2026-12-01T09:30:00+05:30',
  audience: 'hostels',
  hostels: ['Gopad'],
  important: true,
};

describe('saveNotice', () => {
  beforeEach(() => vi.restoreAllMocks());

  it('when saved, then it posts the notice and its audience with the office member’s token and answers the id', async () => {
    const fetchSpy = answerWith(200, { id: 4 });
    await expect(saveNotice(body)).resolves.toEqual({ id: 4 });
    const [url, init] = fetchSpy.mock.calls[0] as [string, RequestInit];
    expect(url).toMatch(/\/admin\/notices$/);
    expect(init.method).toBe('POST');
    expect(new Headers(init.headers).get('Authorization')).toBe('Bearer office-token');
    expect(JSON.parse(init.body as string)).toEqual(body);
  });

  it('when the notice no longer exists, then the server’s 404 message comes back', async () => {
    answerWith(404, { message: 'No such notice', code: 'not_found' });
    await expect(saveNotice(body)).rejects.toMatchObject({ status: 404, message: 'No such notice' });
  });

  it('when the answer breaks the contract, then it is refused', async () => {
    answerWith(200, { id: 'four' });
    await expect(saveNotice(body)).rejects.toMatchObject({ status: 502 });
  });
});
