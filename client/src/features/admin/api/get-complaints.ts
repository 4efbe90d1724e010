// Every complaint, newest first (RLS lets only an admin's session read them all).
import { getSupabase } from '../../../lib/supabase';
import type { AdminComplaint } from '../types';

export const COMPLAINT_COLUMNS =
  'id, complaint_type, complaint_category, complaint_description, urgency_level, resource_link, resolved, email, created_at, resolved_at, resolved_by';

export async function getComplaints(): Promise<AdminComplaint[]> {
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from('complaints_table')
    .select(COMPLAINT_COLUMNS)
    .order('created_at', { ascending: false })
    .order('id', { ascending: false });
  if (error) throw error;
  return data;
}
