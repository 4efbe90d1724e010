// The dashboard's one read as supabase-js sends it, and how its row becomes the page's figures and charts.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { getDashboard } from './get-dashboard';

const requests: Request[] = [];

const ROW = {
  pending_applications: 2,
  pending_complaints: 7,
  overdue_complaints: 3,
  weeks: [{ week_start: '2026-11-23', complaint_category: 'plumbing-issue', raised: 4, answered: 3, on_time: 2 }],
  occupancy: [{ hostel_name: 'Kanhar', free: 8, total: 10 }],
  recent_applications: [],
  recent_complaints: [],
};

beforeAll(() => {
  // supabase-js keeps the fetch it was created with, so one stand-in serves every test.
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    requests.push(request);
    return Promise.resolve(new Response(JSON.stringify(ROW), { status: 200 }));
  });
});
afterAll(() => vi.unstubAllGlobals());

describe('getDashboard', () => {
  it('when read, then one call answers the counts, occupancy and the last 8 weeks, every week present', async () => {
    const dashboard = await getDashboard(new Date('2026-11-26T06:00:00Z'));
    expect(dashboard.overdueComplaints).toBe(3);
    expect(dashboard.pendingComplaints).toBe(7);
    expect(dashboard.pendingApplications).toBe(2);
    expect(dashboard.occupancy).toEqual([{ hostel: 'Kanhar', free: 8, total: 10, occupied: 2 }]);
    expect(dashboard.weeks).toHaveLength(8);
    expect(dashboard.weeks[0]?.week).toBe('2026-10-05');
    expect(dashboard.weeks.at(-1)).toEqual({
      week: '2026-11-23',
      raised: 4,
      answered: 3,
      onTime: 2,
      byCategory: { 'plumbing-issue': 4 },
    });

    expect(requests).toHaveLength(1);
    const [call] = requests;
    expect(new URL(call?.url ?? '').pathname).toBe('/rest/v1/rpc/office_dashboard');
    // One row, as an object: PostgREST's singular answer.
    expect(call?.headers.get('accept')).toBe('application/vnd.pgrst.object+json');
    expect(await call?.clone().json()).toEqual({ p_weeks: 8, p_recent: 5 });
  });
});
