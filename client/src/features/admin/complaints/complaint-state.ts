// Where a complaint stands for the office, in the words the student reads too (lib/status-words): Pending, In Progress
// or Resolved, each with its badge's tone; and whether it is overdue.
import { complaintStateLabel, complaintStateOf, type ComplaintState } from '../../../lib/status-words';
import type { StatusTone } from '../components/resolution';
import type { AdminComplaint } from '../types';

type Progress = Pick<AdminComplaint, 'resolved' | 'in_progress_at'>;

const tones: Record<ComplaintState, StatusTone> = { pending: 'pending', in_progress: 'progress', resolved: 'resolved' };

/** The complaint's state in the language being read (call at render or export time). */
export function complaintState(row: Progress): { label: string; tone: StatusTone } {
  const state = complaintStateOf(row);
  return { label: complaintStateLabel(state), tone: tones[state] };
}

/** Past its due time with no answer from the office yet (a reply or the resolution answers it). */
export function isOverdue(row: Pick<AdminComplaint, 'resolved' | 'answered_at' | 'due_at'>, now: number): boolean {
  return !row.resolved && row.answered_at === null && Date.parse(row.due_at) < now;
}
