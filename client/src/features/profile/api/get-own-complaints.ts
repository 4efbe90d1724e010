// The signed-in student's complaints, newest first, for the profile's Complaints History.
import type { ComplaintRow } from '@campus-hostel/contracts/database';
import { readAllPages } from '../../../lib/pages';
import { getSupabase } from '../../../lib/supabase';

export type OwnComplaint = Pick<
  ComplaintRow,
  | 'id'
  | 'complaint_type'
  | 'complaint_category'
  | 'urgency_level'
  | 'resource_link'
  | 'resolved'
  | 'in_progress_at'
  | 'created_at'
  | 'due_at'
  | 'answered_at'
>;

export async function getOwnComplaints(userId: string): Promise<OwnComplaint[]> {
  const supabase = await getSupabase();
  // RLS already limits students to their own rows; the filter keeps an admin's profile to their own too.
  return readAllPages(async (from, to) => {
    const { data, error, count } = await supabase
      .from('complaints_table')
      .select(
        'id, complaint_type, complaint_category, urgency_level, resource_link, resolved, in_progress_at, created_at, due_at, answered_at',
        { count: 'exact' },
      )
      .eq('user_id', userId)
      .order('created_at', { ascending: false })
      .order('id', { ascending: false })
      .range(from, to);
    if (error) throw error;
    return { rows: data, total: count ?? data.length };
  });
}
