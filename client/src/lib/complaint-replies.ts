// A complaint's reply thread, oldest first, read as the signed-in user: RLS shows the student the replies to their own
// complaints and the office every thread. Replies are written through our API only.
import type { Tables } from '@campus-hostel/contracts/database-types';
import { getSupabase } from './supabase';

export type ComplaintReply = Pick<
  Tables<'complaint_replies'>,
  'id' | 'complaint_id' | 'from_office' | 'body' | 'created_at'
>;

export async function getComplaintReplies(complaintId: number): Promise<ComplaintReply[]> {
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from('complaint_replies')
    .select('id, complaint_id, from_office, body, created_at')
    .eq('complaint_id', complaintId)
    .order('id', { ascending: true });
  if (error) throw error;
  return data;
}
