// Every notice for the office with its audience, newest first and paged by the database: RLS shows the office drafts
// and scheduled ones, and notices for every audience.
import type { Page } from '../../../../lib/pages';
import { getSupabase } from '../../../../lib/supabase';
import { pageOf } from '../../api/list-page';
import type { OfficeNotice } from '../notice-input';

/** Notices on one page of /admin/notices. */
export const NOTICES_PAGE_SIZE = 20;

const COLUMNS =
  'id, title, body, published_at, created_at, updated_at, audience, important, delivered_at, ' +
  'notice_hostels(hostel_name), notice_roles(role)';

export async function getOfficeNotices(page: number): Promise<Page<OfficeNotice>> {
  const supabase = await getSupabase();
  const from = (page - 1) * NOTICES_PAGE_SIZE;
  const matching = (columns: string, head = false) =>
    supabase.from('notices').select(columns, { count: 'exact', head });
  const answer = await matching(COLUMNS)
    .order('created_at', { ascending: false })
    .order('id', { ascending: false })
    .range(from, from + NOTICES_PAGE_SIZE - 1)
    .overrideTypes<OfficeNotice[], { merge: false }>();
  return pageOf(answer, async () => (await matching('id', true)).count ?? 0);
}
