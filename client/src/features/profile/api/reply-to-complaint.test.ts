// The student's answer goes to /complaints/reply (not the office's route) with their token.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { env } from '../../../config/env';
import { replyToComplaint } from './reply-to-complaint';

vi.mock('../../../lib/supabase', () => ({
  getSupabase: () =>
    Promise.resolve({
      auth: { getSession: () => Promise.resolve({ data: { session: { access_token: 'student' } } }) },
    }),
}));

afterEach(() => {
  vi.restoreAllMocks();
});

describe('replyToComplaint', () => {
  it('when the student answers, then the complaint and body are posted to /complaints/reply', async () => {
    const fetch = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(
        new Response(JSON.stringify({ id: 9, complaint_id: 5, created_at: '2026-11-24T10:00:00Z' }), { status: 200 }),
      );
    await replyToComplaint(5, 'Still dusty.');
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe(`${env.apiUrl}/complaints/reply`);
    expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer student');
    expect(typeof init?.body === 'string' ? JSON.parse(init.body) : null).toEqual({
      complaint_id: 5,
      body: 'Still dusty.',
    });
  });
});
