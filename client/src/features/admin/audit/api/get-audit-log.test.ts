// The audit log's query as supabase-js sends it to PostgREST: filters, newest first, the page's range and the count.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { getAuditPage } from './get-audit-log';

const requests: Request[] = [];
let reply = (_request: Request) => new Response('[]', { status: 200, headers: { 'Content-Range': '*/0' } });

beforeAll(() => {
  // supabase-js keeps the fetch it was created with, so one stand-in serves every test.
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    requests.push(request);
    return Promise.resolve(reply(request.clone()));
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
    // A booking is named by its reference already: no names are asked for.
    expect(page).toEqual({ rows: [{ ...row, target_name: null }], total: 51 });
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

  it('when entries are about a person and a bed, then their names are asked for once each and shown', async () => {
    const entry = (id: number, target_type: string, target_id: string) => ({
      id,
      at: '2026-11-20T10:00:00Z',
      actor_email: 'warden@campus.edu',
      action: 'allotment.move',
      target_type,
      target_id,
      before: null,
      after: null,
      reason: null,
    });
    const rows = [entry(3, 'user', 'u-1'), entry(2, 'user', 'u-1'), entry(1, 'bed', '42')];
    const names = [
      { target: 'user:u-1', name: 'Aarav Sharma (B23CS041)' },
      { target: 'bed:42', name: 'Kanhar A-103 bed B' },
    ];
    reply = (request) =>
      request.url.includes('/rpc/')
        ? new Response(JSON.stringify(names), { status: 200 })
        : new Response(JSON.stringify(rows), { status: 200, headers: { 'Content-Range': '0-2/3' } });
    const page = await getAuditPage({ action: '', actor: '', targetType: '', targetId: '', from: '', to: '' }, 1);
    const asked = requests.at(-1);
    expect(new URL(asked?.url ?? '').pathname).toBe('/rest/v1/rpc/office_names');
    expect(await asked?.json()).toEqual({ p_targets: ['user:u-1', 'bed:42'] });
    expect(page.rows.map((row) => row.target_name)).toEqual([
      'Aarav Sharma (B23CS041)',
      'Aarav Sharma (B23CS041)',
      'Kanhar A-103 bed B',
    ]);
  });
});
