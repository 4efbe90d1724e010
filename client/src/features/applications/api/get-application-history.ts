// The signed-in student's own applications, newest first, every one however many (RLS limits the rows to the caller's).
import type { ApplicationHistoryRow } from '@campus-hostel/contracts/database';
import { readAllPages } from '../../../lib/pages';
import { getSupabase } from '../../../lib/supabase';

export type { ApplicationHistoryRow };

export async function getApplicationHistory(): Promise<ApplicationHistoryRow[]> {
  const supabase = await getSupabase();
  return readAllPages(async (from, to) => {
    const { data, error, count } = await supabase
      .from('application_table')
      .select('application_id, application_type, description, status, decision, decision_note, created_at', {
        count: 'exact',
      })
      .order('created_at', { ascending: false })
      .order('id', { ascending: false })
      .range(from, to);
    if (error) throw error;
    return { rows: data, total: count ?? data.length };
  });
}
