// The dashboard's reads as supabase-js sends them: the overdue count's conditions and the weekly figures' RPC.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { getDashboard } from './get-dashboard';

const requests: Request[] = [];

function answer(request: Request): Response {
  const url = new URL(request.url);
  const json = (body: unknown, range = '*/0') =>
    new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Range': range } });
  if (url.pathname.endsWith('/rpc/complaint_weekly_stats')) {
    return json([
      { week_start: '2026-11-23', complaint_category: 'plumbing-issue', raised: 4, answered: 3, on_time: 2 },
    ]);
  }
  if (url.pathname.endsWith('/rpc/room_availability')) return json([{ hostel_name: 'Kanhar', free: 8, total: 10 }]);
  if (request.method === 'HEAD') {
    const overdue = url.searchParams.has('due_at');
    return new Response(null, { status: 200, headers: { 'Content-Range': overdue ? '*/3' : '*/7' } });
  }
  return json([]);
}

beforeAll(() => {
  // supabase-js keeps the fetch it was created with, so one stand-in serves every test.
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    requests.push(request);
    return Promise.resolve(answer(request));
  });
});
afterAll(() => vi.unstubAllGlobals());

describe('getDashboard', () => {
  it('when read, then overdue counts open unanswered complaints past due, and the last 8 weeks come from the RPC', async () => {
    const now = new Date('2026-11-26T06:00:00Z');
    const dashboard = await getDashboard(now);
    expect(dashboard.overdueComplaints).toBe(3);
    expect(dashboard.pendingComplaints).toBe(7);
    expect(dashboard.occupancy).toEqual([{ hostel: 'Kanhar', free: 8, total: 10, occupied: 2 }]);
    expect(dashboard.weeks).toHaveLength(8);
    expect(dashboard.weeks.at(-1)).toEqual({
      week: '2026-11-23',
      raised: 4,
      answered: 3,
      onTime: 2,
      byCategory: { 'plumbing-issue': 4 },
    });

    const overdue = requests.map((request) => new URL(request.url)).find((url) => url.searchParams.has('due_at'));
    expect(overdue?.pathname).toBe('/rest/v1/complaints_table');
    expect(overdue?.searchParams.get('resolved')).toBe('eq.false');
    expect(overdue?.searchParams.get('answered_at')).toBe('is.null');
    expect(overdue?.searchParams.get('due_at')).toBe(`lt.${now.toISOString()}`);
    const stats = requests.find((request) => request.url.endsWith('/rpc/complaint_weekly_stats'));
    expect(await stats?.clone().json()).toEqual({ p_weeks: 8 });
  });
});
