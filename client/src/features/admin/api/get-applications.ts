// Every application, newest first (RLS lets only an admin's session read them all).
import { getSupabase } from '../../../lib/supabase';
import type { AdminApplication } from '../types';

export const APPLICATION_COLUMNS = 'id, application_id, application_type, description, status, email, created_at, resolved_at, resolved_by';

export async function getApplications(): Promise<AdminApplication[]> {
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from('application_table')
    .select(APPLICATION_COLUMNS)
    .order('created_at', { ascending: false })
    .order('id', { ascending: false });
  if (error) throw error;
  return data;
}
