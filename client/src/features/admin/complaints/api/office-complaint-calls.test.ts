// The office's complaint calls: each posts its contract's body to its route as the signed-in member of the office.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { env } from '../../../../config/env';
import { assignComplaint } from './assign-complaint';
import { replyAsOffice } from './reply-as-office';
import { startComplaint } from './start-complaint';

vi.mock('../../../../lib/supabase', () => ({
  getSupabase: () =>
    Promise.resolve({ auth: { getSession: () => Promise.resolve({ data: { session: { access_token: 'tok' } } }) } }),
}));

function answerWith(body: unknown) {
  return vi
    .spyOn(globalThis, 'fetch')
    .mockResolvedValue(
      new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } }),
    );
}

function sent(fetch: ReturnType<typeof answerWith>): { url: unknown; body: unknown; auth: string | null } {
  const [url, init] = fetch.mock.calls[0] ?? [];
  const body = init?.body;
  return {
    url,
    body: typeof body === 'string' ? JSON.parse(body) : body,
    auth: new Headers(init?.headers).get('Authorization'),
  };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the office complaint calls', () => {
  it('when assigning, then the staff id (or null to unassign) goes to /admin/complaints/assign', async () => {
    const fetch = answerWith({ complaint_id: 3, assigned_to: null, assigned_email: null });
    await expect(assignComplaint(3, null)).resolves.toEqual({
      complaint_id: 3,
      assigned_to: null,
      assigned_email: null,
    });
    expect(sent(fetch)).toEqual({
      url: `${env.apiUrl}/admin/complaints/assign`,
      body: { complaint_id: 3, staff_id: null },
      auth: 'Bearer tok',
    });
  });

  it('when starting, then /admin/complaints/start gets the complaint', async () => {
    const fetch = answerWith({ complaint_id: 3, in_progress: true });
    await startComplaint(3);
    expect(sent(fetch)).toMatchObject({ url: `${env.apiUrl}/admin/complaints/start`, body: { complaint_id: 3 } });
  });

  it('when replying, then /admin/complaints/reply gets the body', async () => {
    const fetch = answerWith({ id: 9, complaint_id: 3, created_at: '2026-11-24T10:00:00Z' });
    await replyAsOffice(3, 'On it.');
    expect(sent(fetch)).toMatchObject({
      url: `${env.apiUrl}/admin/complaints/reply`,
      body: { complaint_id: 3, body: 'On it.' },
    });
  });
});
