// The audit log for the office, newest first, filtered and paged by the database (RLS: only the office reads it).
import { readAllPages, type Page } from '../../../../lib/pages';
import { getSupabase } from '../../../../lib/supabase';
import { pageOf } from '../../api/list-page';
import { officeNames, type NamedKind } from '../../api/office-names';
import { createdBetween, PAGE_SIZE } from '../../utils/filters';
import { likeText, type AuditFilter } from '../audit-filter';

export interface AuditEntry {
  id: number;
  at: string;
  actor_email: string;
  action: string;
  target_type: string;
  target_id: string;
  before: unknown;
  after: unknown;
  reason: string | null;
  /** The person, room or bed the entry is about, as the office names it; null for targets named by their id. */
  target_name: string | null;
}

/** The targets the database names for the office (others read well by their id: a booking's reference). */
const NAMED_TARGETS: ReadonlySet<string> = new Set<NamedKind>(['user', 'bed', 'room']);

async function withTargetNames(rows: ReadonlyArray<Omit<AuditEntry, 'target_name'>>): Promise<AuditEntry[]> {
  const target = (row: Omit<AuditEntry, 'target_name'>) => `${row.target_type}:${row.target_id}`;
  const names = await officeNames(rows.filter((row) => NAMED_TARGETS.has(row.target_type)).map(target));
  return rows.map((row) => ({ ...row, target_name: names.get(target(row)) ?? null }));
}

const COLUMNS = 'id, at, actor_email, action, target_type, target_id, before, after, reason';

async function readAudit(filter: AuditFilter, from: number, to: number): Promise<Page<AuditEntry>> {
  const supabase = await getSupabase();
  const matching = (columns: string, head = false) => {
    let query = supabase.from('audit_log').select(columns, { count: 'exact', head });
    if (filter.action !== '') query = query.eq('action', filter.action);
    if (filter.targetType !== '') query = query.eq('target_type', filter.targetType);
    const targetId = filter.targetId.trim();
    if (targetId !== '') query = query.eq('target_id', targetId);
    const actor = filter.actor.trim();
    if (actor !== '') query = query.ilike('actor_email', `%${likeText(actor)}%`);
    const { since, before } = createdBetween(filter.from, filter.to);
    if (since) query = query.gte('at', since);
    if (before) query = query.lt('at', before);
    return query;
  };
  const answer = await matching(COLUMNS)
    .order('at', { ascending: false })
    .order('id', { ascending: false })
    .range(from, to)
    .overrideTypes<Array<Omit<AuditEntry, 'target_name'>>, { merge: false }>();
  const page = await pageOf(answer, async () => (await matching('id', true)).count ?? 0);
  return { ...page, rows: await withTargetNames(page.rows) };
}

/** One page (1-based, 50 entries) of the entries matching the filter, and how many match in all. */
export function getAuditPage(filter: AuditFilter, page: number): Promise<Page<AuditEntry>> {
  return readAudit(filter, (page - 1) * PAGE_SIZE, page * PAGE_SIZE - 1);
}

/** Every entry matching the filter, for the CSV export. */
export function getAllAudit(filter: AuditFilter): Promise<AuditEntry[]> {
  return readAllPages((from, to) => readAudit(filter, from, to));
}
