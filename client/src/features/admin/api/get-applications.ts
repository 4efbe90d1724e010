// Applications for the admin list, filtered, ordered and paged by the database (RLS lets only the office read them all).
import { APPLICATION_TYPES } from '../../../config/application-types';
import { readAllPages, type Page } from '../../../lib/pages';
import { getSupabase } from '../../../lib/supabase';
import type { AdminApplication } from '../types';
import { createdBetween, PAGE_SIZE, textConditions, type ListFilter } from '../utils/filters';
import { pageOf } from './list-page';
import { withStudentNames } from './office-names';

export const APPLICATION_COLUMNS =
  'id, application_id, application_type, description, status, decision, decision_note, email, user_id, created_at, resolved_at, resolved_by';

/** The status filter's values: pending (not decided yet), or the decision. */
export const APPLICATION_STATUSES = ['pending', 'approved', 'rejected'] as const;

/** The orders besides the default, newest first. */
export const APPLICATION_SORTS = ['oldest'] as const;

async function readApplications(filter: ListFilter, from: number, to: number): Promise<Page<AdminApplication>> {
  const supabase = await getSupabase();
  const matching = (columns: string, head = false) => {
    let query = supabase.from('application_table').select(columns, { count: 'exact', head });
    // A status, type or order the URL names that this list does not have reads as "any" (or the default order).
    if (filter.status === 'pending') query = query.eq('status', false);
    if (filter.status === 'approved' || filter.status === 'rejected') query = query.eq('decision', filter.status);
    const type = APPLICATION_TYPES.find((value) => value === filter.type);
    if (type) query = query.eq('application_type', type);
    const { since, before } = createdBetween(filter.from, filter.to);
    if (since) query = query.gte('created_at', since);
    if (before) query = query.lt('created_at', before);
    const text = textConditions(filter.query, ['application_id', 'email', 'description'], 'id');
    return text ? query.or(text) : query;
  };
  const ascending = filter.sort === 'oldest';
  const answer = await matching(APPLICATION_COLUMNS)
    .order('created_at', { ascending })
    .order('id', { ascending })
    .range(from, to)
    .overrideTypes<AdminApplication[], { merge: false }>();
  return pageOf(answer, async () => (await matching('id', true)).count ?? 0);
}

/** One page (1-based) of the applications matching the filter, and how many match in all. */
export function getApplications(filter: ListFilter, page: number): Promise<Page<AdminApplication>> {
  return readApplications(filter, (page - 1) * PAGE_SIZE, page * PAGE_SIZE - 1);
}

/** Every application matching the filter, for the CSV export. */
/** Every application matching the filter, each with its student's name, for the CSV export. */
export async function getAllApplications(filter: ListFilter): Promise<AdminApplication[]> {
  return withStudentNames(await readAllPages((from, to) => readApplications(filter, from, to)));
}
