// The audit log's query as supabase-js sends it to PostgREST: filters, newest first, the page's range and the count.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { getAuditPage } from './get-audit-log';

const requests: Request[] = [];
let reply = () => new Response('[]', { status: 200, headers: { 'Content-Range': '*/0' } });

beforeAll(() => {
  // supabase-js keeps the fetch it was created with, so one stand-in serves every test.
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
    requests.push(new Request(input, init));
    return Promise.resolve(reply());
  });
});
afterAll(() => vi.unstubAllGlobals());

describe('getAuditPage', () => {
  it('when filtered and on page 2, then every condition is sent, newest first, entries 51–100, with an exact count', async () => {
    const row = {
      id: 9,
      at: '2026-11-20T10:00:00Z',
      actor_email: 'admin@campus.edu',
      action: 'booking.refund',
      target_type: 'booking',
      target_id: 'A1B2C3D4E5',
      before: { status: 'paid' },
      after: { status: 'refunded' },
      reason: 'Left the course',
    };
    reply = () => new Response(JSON.stringify([row]), { status: 200, headers: { 'Content-Range': '50-50/51' } });
    const page = await getAuditPage(
      {
        action: 'booking.refund',
        actor: 'admin_1',
        targetType: 'booking',
        targetId: ' A1B2C3D4E5 ',
        from: '2026-11-01',
        to: '2026-11-30',
      },
      2,
    );
    expect(page).toEqual({ rows: [row], total: 51 });
    const request = requests.at(-1);
    const url = new URL(request?.url ?? '');
    expect(url.pathname).toBe('/rest/v1/audit_log');
    expect(url.searchParams.get('action')).toBe('eq.booking.refund');
    expect(url.searchParams.get('target_type')).toBe('eq.booking');
    expect(url.searchParams.get('target_id')).toBe('eq.A1B2C3D4E5');
    expect(url.searchParams.get('actor_email')).toBe('ilike.%admin\\_1%');
    expect(url.searchParams.getAll('at')).toEqual([
      `gte.${new Date(2026, 10, 1).toISOString()}`,
      `lt.${new Date(2026, 11, 1).toISOString()}`,
    ]);
    expect(url.searchParams.get('order')).toBe('at.desc,id.desc');
    expect(url.searchParams.get('offset')).toBe('50');
    expect(url.searchParams.get('limit')).toBe('50');
    expect(request?.headers.get('Prefer')).toContain('count=exact');
  });
});
