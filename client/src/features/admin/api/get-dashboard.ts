// The dashboard's figures, charts' data and recent activity, all read from the database in parallel.
import { getSupabase } from '../../../lib/supabase';
import { lastWeeks, STATS_WEEKS, summariseWeeks, type WeekSummary } from '../dashboard/weekly-stats';
import type { AdminApplication, AdminComplaint, HostelOccupancy } from '../types';
import { APPLICATION_COLUMNS } from './get-applications';
import { COMPLAINT_COLUMNS } from './get-complaints';
import { getOccupancy } from './get-occupancy';

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

export async function getDashboard(now: Date = new Date()): Promise<Dashboard> {
  const supabase = await getSupabase();
  const [
    pendingApplications,
    pendingComplaints,
    overdueComplaints,
    weekly,
    occupancy,
    recentApplications,
    recentComplaints,
  ] = await Promise.all([
    supabase.from('application_table').select('id', { count: 'exact', head: true }).eq('status', false),
    supabase.from('complaints_table').select('id', { count: 'exact', head: true }).eq('resolved', false),
    supabase
      .from('complaints_table')
      .select('id', { count: 'exact', head: true })
      .eq('resolved', false)
      .is('answered_at', null)
      .lt('due_at', now.toISOString()),
    supabase.rpc('complaint_weekly_stats', { p_weeks: STATS_WEEKS }),
    getOccupancy(),
    supabase
      .from('application_table')
      .select(APPLICATION_COLUMNS)
      .order('created_at', { ascending: false })
      .limit(RECENT_ITEMS),
    supabase
      .from('complaints_table')
      .select(COMPLAINT_COLUMNS)
      .order('created_at', { ascending: false })
      .limit(RECENT_ITEMS),
  ]);
  for (const answer of [
    pendingApplications,
    pendingComplaints,
    overdueComplaints,
    weekly,
    recentApplications,
    recentComplaints,
  ]) {
    if (answer.error) throw answer.error;
  }
  return {
    pendingApplications: pendingApplications.count ?? 0,
    pendingComplaints: pendingComplaints.count ?? 0,
    overdueComplaints: overdueComplaints.count ?? 0,
    occupancy,
    weeks: summariseWeeks(weekly.data ?? [], lastWeeks(now, STATS_WEEKS)),
    recentApplications: recentApplications.data ?? [],
    recentComplaints: recentComplaints.data ?? [],
  };
}
