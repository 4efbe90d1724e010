// The dashboard's figures, charts' data and recent activity, from one call to the database (office_dashboard): on a
// phone every request to the project is a CORS preflight and a round trip, and the page used to make seven. It is a
// plain fetch with the kept token (lib/signed-in-rest.ts), so /admin paints without waiting for supabase-js.
import { RestError } from '../../../lib/public-rest';
import { rpcSignedIn } from '../../../lib/signed-in-rest';
import {
  lastWeeks,
  STATS_WEEKS,
  summariseWeeks,
  type WeeklyStatRow,
  type WeekSummary,
} from '../dashboard/weekly-stats';
import type { AdminApplication, AdminComplaint, HostelOccupancy } from '../types';
import { occupancyOf, type AvailabilityRow } from './get-occupancy';

export const RECENT_ITEMS = 5;

export interface Dashboard {
  pendingApplications: number;
  pendingComplaints: number;
  /** Open complaints not yet answered whose due time has passed. */
  overdueComplaints: number;
  occupancy: HostelOccupancy[];
  /** The last STATS_WEEKS weeks, oldest first: complaints raised per category, answered, answered on time. */
  weeks: WeekSummary[];
  recentApplications: AdminApplication[];
  recentComplaints: AdminComplaint[];
}

/** office_dashboard's row, its jsonb columns as the function builds them (supabase/schema.sql). */
interface DashboardRow {
  pending_applications: number;
  pending_complaints: number;
  overdue_complaints: number;
  weeks: WeeklyStatRow[];
  occupancy: AvailabilityRow[];
  recent_applications: AdminApplication[];
  recent_complaints: AdminComplaint[];
}

export async function getDashboard(now: Date = new Date()): Promise<Dashboard> {
  const rows = await rpcSignedIn<DashboardRow[]>('office_dashboard', { p_weeks: STATS_WEEKS, p_recent: RECENT_ITEMS });
  // One row always, as supabase-js's single() insists.
  const [data] = rows;
  if (rows.length !== 1 || !data) throw new RestError('office_dashboard answered no single row', 406, 'PGRST116');
  return {
    pendingApplications: data.pending_applications,
    pendingComplaints: data.pending_complaints,
    overdueComplaints: data.overdue_complaints,
    occupancy: data.occupancy.map(occupancyOf),
    weeks: summariseWeeks(data.weeks, lastWeeks(now, STATS_WEEKS)),
    recentApplications: data.recent_applications,
    recentComplaints: data.recent_complaints,
  };
}
