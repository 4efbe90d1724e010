// A page of an admin list as the database filters, orders and counts it; a page past the end reads as empty.
import type { PostgrestError } from '@supabase/supabase-js';
import type { Page } from '../../../lib/pages';

interface Answer<Row> {
  data: Row[] | null;
  error: PostgrestError | null;
  count: number | null;
}

/**
 * The rows and total of one answer. PostgREST refuses an offset past the end of a counted list (416, PGRST103) rather
 * than answering no rows; that page is read as empty, with the list's length counted again, so the view can step back.
 */
export async function pageOf<Row>(answer: Answer<Row>, countAll: () => Promise<number>): Promise<Page<Row>> {
  if (answer.error?.code === 'PGRST103') return { rows: [], total: await countAll() };
  if (answer.error) throw answer.error;
  const rows = answer.data ?? [];
  return { rows, total: answer.count ?? rows.length };
}
