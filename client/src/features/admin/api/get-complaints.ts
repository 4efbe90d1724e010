// Complaints for the admin list, filtered, ordered and paged by the database (RLS lets only the office read them all).
// By default the open ones come first, the soonest due (so the overdue) at the top.
import { URGENCY_LEVELS } from '../../../config/complaint-options';
import { readAllPages, type Page } from '../../../lib/pages';
import { getSupabase } from '../../../lib/supabase';
import type { AdminComplaint } from '../types';
import { createdBetween, PAGE_SIZE, textConditions, type ListFilter } from '../utils/filters';
import { pageOf } from './list-page';
import { withStudentNames } from './office-names';

export const COMPLAINT_COLUMNS =
  'id, complaint_type, complaint_category, complaint_description, urgency_level, resource_link, resolved, email, user_id, created_at, resolved_at, resolved_by, due_at, in_progress_at, answered_at, assigned_to, assigned_email';

/**
 * The status filter's values: pending (not resolved, as the old "Unresolved only"), open (nobody has started: the
 * product's fixed Pending), in_progress, overdue (past its due time with no answer yet) and resolved.
 */
export const COMPLAINT_STATUSES = ['pending', 'open', 'in_progress', 'overdue', 'resolved'] as const;

/** The orders besides the default, open ones soonest due first. */
export const COMPLAINT_SORTS = ['newest', 'oldest'] as const;

async function readComplaints(filter: ListFilter, from: number, to: number): Promise<Page<AdminComplaint>> {
  const supabase = await getSupabase();
  // One instant for the page and its count, so both agree on what is overdue.
  const now = new Date().toISOString();
  const matching = (columns: string, head = false) => {
    let query = supabase.from('complaints_table').select(columns, { count: 'exact', head });
    // A status, urgency or order the URL names that this list does not have reads as "any" (or the default order).
    if (filter.status === 'resolved') query = query.eq('resolved', true);
    if (['pending', 'open', 'in_progress', 'overdue'].includes(filter.status)) query = query.eq('resolved', false);
    if (filter.status === 'open') query = query.is('in_progress_at', null);
    if (filter.status === 'in_progress') query = query.not('in_progress_at', 'is', null);
    if (filter.status === 'overdue') query = query.is('answered_at', null).lt('due_at', now);
    if (filter.type !== '') query = query.eq('complaint_type', filter.type);
    const urgency = URGENCY_LEVELS.find((value) => value === filter.urgency);
    if (urgency) query = query.eq('urgency_level', urgency);
    const { since, before } = createdBetween(filter.from, filter.to);
    if (since) query = query.gte('created_at', since);
    if (before) query = query.lt('created_at', before);
    const text = textConditions(filter.query, ['email', 'complaint_description'], 'id');
    return text ? query.or(text) : query;
  };
  const rows = matching(COMPLAINT_COLUMNS);
  const ordered =
    filter.sort === 'newest' || filter.sort === 'oldest'
      ? rows
          .order('created_at', { ascending: filter.sort === 'oldest' })
          .order('id', { ascending: filter.sort === 'oldest' })
      : rows
          .order('resolved', { ascending: true })
          .order('due_at', { ascending: true })
          .order('id', { ascending: true });
  const answer = await ordered.range(from, to).overrideTypes<AdminComplaint[], { merge: false }>();
  return pageOf(answer, async () => (await matching('id', true)).count ?? 0);
}

/** One page (1-based) of the complaints matching the filter, and how many match in all. */
export function getComplaints(filter: ListFilter, page: number): Promise<Page<AdminComplaint>> {
  return readComplaints(filter, (page - 1) * PAGE_SIZE, page * PAGE_SIZE - 1);
}

/** Every complaint matching the filter, for the CSV export. */
/** Every complaint matching the filter, each with its student's name, for the CSV export. */
export async function getAllComplaints(filter: ListFilter): Promise<AdminComplaint[]> {
  return withStudentNames(await readAllPages((from, to) => readComplaints(filter, from, to)));
}
