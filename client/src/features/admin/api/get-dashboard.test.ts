// The dashboard's one read, a plain fetch with the kept token as supabase-js would send it, and how its row becomes the
// page's figures and charts.
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { keepSession } from '../../../testing/kept-session';
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

let answer: unknown = [ROW];

beforeEach(() => {
  // A kept session with an hour left: its token is sent without supabase-js.
  keepSession({ id: 'admin-1' });
  requests.length = 0;
  answer = [ROW];
});

beforeAll(() => {
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
    requests.push(new Request(input, init));
    return Promise.resolve(new Response(JSON.stringify(answer), { status: 200 }));
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
    expect(call?.headers.get('authorization')).toBe('Bearer kept');
    expect(await call?.clone().json()).toEqual({ p_weeks: 8, p_recent: 5 });
  });

  it('when the function answers other than one row, then the read fails', async () => {
    answer = [];
    await expect(getDashboard()).rejects.toMatchObject({ code: 'PGRST116' });
    answer = [ROW, ROW];
    await expect(getDashboard()).rejects.toMatchObject({ code: 'PGRST116' });
  });
});
