// One status vocabulary for every page, list, export and email: a complaint is Pending until the office starts it,
// then In Progress, then Resolved; an application is Pending until decided, then Approved or Rejected; leave awaits its
// guardian, then its warden, then is Approved or Rejected, or Cancelled by its student.
import type { LeaveStatus } from '@campus-hostel/contracts/api';
import { t } from './i18n';

export type ComplaintState = 'pending' | 'in_progress' | 'resolved';
export type ApplicationState = 'pending' | 'approved' | 'rejected';

export function complaintStateOf(row: {
  resolved: boolean;
  in_progress_at?: string | null | undefined;
}): ComplaintState {
  if (row.resolved) return 'resolved';
  return row.in_progress_at ? 'in_progress' : 'pending';
}

/** A decided application without a decision (the one-button Resolve, before decisions existed) was an approval. */
export function applicationStateOf(row: { status: boolean; decision?: string | null | undefined }): ApplicationState {
  if (!row.status) return 'pending';
  return row.decision === 'rejected' ? 'rejected' : 'approved';
}

/** The word for a complaint's state, in the language being read (call during render under useTranslation). */
export function complaintStateLabel(state: ComplaintState): string {
  return t(`status.complaint.${state}`);
}

export function applicationStateLabel(state: ApplicationState): string {
  return t(`status.application.${state}`);
}

export function leaveStateLabel(state: LeaveStatus): string {
  return t(`status.leave.${state}`);
}
