// One status vocabulary for every page, list, export and email: a complaint is Pending until the office starts it,
// then In Progress, then Resolved; an application is Pending until decided, then Approved or Rejected; a leave is
// Pending while its guardian or its warden is asked, then Approved, Rejected, or Cancelled by its student; a guest stay
// is Awaiting payment, Awaiting the warden, Confirmed, Checked in, Checked out, or ended (cancelled, refused, void,
// refunded).
import type { GuestStayStatus, LeaveStatus } from '@campus-hostel/contracts/api';
import { t } from './i18n';

export type ComplaintState = 'pending' | 'in_progress' | 'resolved';
export type ApplicationState = 'pending' | 'approved' | 'rejected';
export type LeaveState = 'pending' | 'approved' | 'rejected' | 'cancelled';

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

/** Awaiting the guardian or the warden is one state to the reader, Pending; who is asked is said beside it. */
export function leaveStateOf(status: LeaveStatus): LeaveState {
  return status === 'awaiting_guardian' || status === 'awaiting_warden' ? 'pending' : status;
}

/** A leave state's badge (`status-badge--<tone>`), the same on the student's page and the office's. */
export const LEAVE_STATE_TONES = {
  pending: 'pending',
  approved: 'resolved',
  rejected: 'rejected',
  cancelled: 'rejected',
} as const satisfies Record<LeaveState, string>;

export function leaveStateLabel(state: LeaveState): string {
  return t(`status.leave.${state}`);
}

/** A guest stay's step as its badge (`status-badge--<tone>`), the same for its host and on the office's roster. */
export const GUEST_STAY_TONES = {
  held: 'pending',
  awaiting_approval: 'pending',
  confirmed: 'resolved',
  checked_in: 'progress',
  checked_out: 'resolved',
  cancelled: 'rejected',
  refused: 'rejected',
  void: 'rejected',
  refunded: 'rejected',
} as const satisfies Record<GuestStayStatus, string>;

export function guestStayLabel(status: GuestStayStatus): string {
  return t(`status.guestStay.${status}`);
}
