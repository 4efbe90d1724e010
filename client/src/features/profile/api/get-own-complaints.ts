// The signed-in student's complaints, newest first, for the profile's Complaints History.
import type { ComplaintRow } from '../../../lib/database.types';
import { getSupabase } from '../../../lib/supabase';

export type OwnComplaint = Pick<
  ComplaintRow,
  'id' | 'complaint_type' | 'complaint_category' | 'urgency_level' | 'resource_link' | 'resolved' | 'created_at'
>;

export async function getOwnComplaints(userId: string): Promise<OwnComplaint[]> {
  const supabase = await getSupabase();
  // RLS already limits students to their own rows; the filter keeps an admin's profile to their own too.
  const { data, error } = await supabase
    .from('complaints_table')
    .select('id, complaint_type, complaint_category, urgency_level, resource_link, resolved, created_at')
    .eq('user_id', userId)
    .order('created_at', { ascending: false })
    .order('id', { ascending: false });
  if (error) throw error;
  return data;
}
