// Where a complaint stands for the office: Pending (the fixed word for one nobody has started), In progress or
// Resolved, and whether it is overdue.
import type { StatusTone } from '../components/resolution';
import type { AdminComplaint } from '../types';

type Progress = Pick<AdminComplaint, 'resolved' | 'in_progress_at'>;

export type ComplaintStateLabel = 'Pending' | 'In progress' | 'Resolved';

export function complaintState(row: Progress): { label: ComplaintStateLabel; tone: StatusTone } {
  if (row.resolved) return { label: 'Resolved', tone: 'resolved' };
  return row.in_progress_at ? { label: 'In progress', tone: 'progress' } : { label: 'Pending', tone: 'pending' };
}

/** Past its due time with no answer from the office yet (a reply or the resolution answers it). */
export function isOverdue(row: Pick<AdminComplaint, 'resolved' | 'answered_at' | 'due_at'>, now: number): boolean {
  return !row.resolved && row.answered_at === null && Date.parse(row.due_at) < now;
}
