// The dashboard's figures and recent activity, all read from the database in parallel.
import { getSupabase } from '../../../lib/supabase';
import type { AdminApplication, AdminComplaint, HostelOccupancy } from '../types';
import { APPLICATION_COLUMNS } from './get-applications';
import { COMPLAINT_COLUMNS } from './get-complaints';
import { getOccupancy } from './get-occupancy';

export const RECENT_ITEMS = 5;

export interface Dashboard {
  pendingApplications: number;
  pendingComplaints: number;
  occupancy: HostelOccupancy[];
  recentApplications: AdminApplication[];
  recentComplaints: AdminComplaint[];
}

export async function getDashboard(): Promise<Dashboard> {
  const supabase = await getSupabase();
  const [pendingApplications, pendingComplaints, occupancy, recentApplications, recentComplaints] = await Promise.all([
    supabase.from('application_table').select('id', { count: 'exact', head: true }).eq('status', false),
    supabase.from('complaints_table').select('id', { count: 'exact', head: true }).eq('resolved', false),
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
  for (const answer of [pendingApplications, pendingComplaints, recentApplications, recentComplaints]) {
    if (answer.error) throw answer.error;
  }
  return {
    pendingApplications: pendingApplications.count ?? 0,
    pendingComplaints: pendingComplaints.count ?? 0,
    occupancy,
    recentApplications: recentApplications.data ?? [],
    recentComplaints: recentComplaints.data ?? [],
  };
}
