// Complaints for the admin list, newest first, filtered and paged by the database (RLS lets only the office read them all).
import { URGENCY_LEVELS } from '../../../config/complaint-options';
import { readAllPages, type Page } from '../../../lib/pages';
import { getSupabase } from '../../../lib/supabase';
import type { AdminComplaint } from '../types';
import { createdBetween, PAGE_SIZE, textConditions, type ListFilter } from '../utils/filters';
import { pageOf } from './list-page';

export const COMPLAINT_COLUMNS =
  'id, complaint_type, complaint_category, complaint_description, urgency_level, resource_link, resolved, email, created_at, resolved_at, resolved_by';

async function readComplaints(filter: ListFilter, from: number, to: number): Promise<Page<AdminComplaint>> {
  const supabase = await getSupabase();
  const matching = (columns: string, head = false) => {
    let query = supabase.from('complaints_table').select(columns, { count: 'exact', head });
    if (filter.onlyPending) query = query.eq('resolved', false);
    if (filter.type !== '') query = query.eq('complaint_type', filter.type);
    // An urgency the URL names that is not one of the spec's reads as "any urgency".
    const urgency = URGENCY_LEVELS.find((value) => value === filter.urgency);
    if (urgency) query = query.eq('urgency_level', urgency);
    const { since, before } = createdBetween(filter.from, filter.to);
    if (since) query = query.gte('created_at', since);
    if (before) query = query.lt('created_at', before);
    const text = textConditions(filter.query, ['email', 'complaint_description'], 'id');
    return text ? query.or(text) : query;
  };
  const answer = await matching(COMPLAINT_COLUMNS)
    .order('created_at', { ascending: false })
    .order('id', { ascending: false })
    .range(from, to)
    .overrideTypes<AdminComplaint[], { merge: false }>();
  return pageOf(answer, async () => (await matching('id', true)).count ?? 0);
}

/** One page (1-based) of the complaints matching the filter, and how many match in all. */
export function getComplaints(filter: ListFilter, page: number): Promise<Page<AdminComplaint>> {
  return readComplaints(filter, (page - 1) * PAGE_SIZE, page * PAGE_SIZE - 1);
}

/** Every complaint matching the filter, for the CSV export. */
export function getAllComplaints(filter: ListFilter): Promise<AdminComplaint[]> {
  return readAllPages((from, to) => readComplaints(filter, from, to));
}
