// One status vocabulary for every page, list, export and email: a complaint is Pending until the office starts it,
// then In Progress, then Resolved; an application is Pending until decided, then Approved or Rejected; a leave is
// Pending while its guardian or its warden is asked, then Approved, Rejected, or Cancelled by its student; a visitor is
// Expected, Inside, then Left (or Waiting for the host at the gate, Declined, Cancelled, Void, or did not come); a guest
// stay is Awaiting payment, Awaiting the warden, Confirmed, Checked in, Checked out, or ended (cancelled, refused, void,
// refunded).
import type { GuestStayStatus, LeaveStatus, VisitorPass } from '@campus-hostel/contracts/api';
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

export type VisitorState =
  'awaiting_host' | 'expected' | 'inside' | 'left' | 'no_show' | 'declined' | 'cancelled' | 'void';

/**
 * Where a visitor is, from their pass: the gate's entry and exit say inside or gone whatever happened to the pass since
 * (a visitor inside when their host's pass was voided is still inside); a pass good to use whose window is over was
 * never used.
 */
export function visitorStateOf(
  pass: Pick<VisitorPass, 'status' | 'entered_at' | 'exited_at' | 'to'>,
  now: number,
): VisitorState {
  if (pass.exited_at) return 'left';
  if (pass.entered_at) return 'inside';
  if (pass.status !== 'active') return pass.status;
  return Date.parse(pass.to) <= now ? 'no_show' : 'expected';
}

/** A visitor state's badge, the same at the gate, on the host's page and the office's. */
export const VISITOR_STATE_TONES = {
  awaiting_host: 'pending',
  expected: 'pending',
  inside: 'progress',
  left: 'resolved',
  no_show: 'rejected',
  declined: 'rejected',
  cancelled: 'rejected',
  void: 'rejected',
} as const satisfies Record<VisitorState, string>;

export function visitorStateLabel(state: VisitorState): string {
  return t(`status.visitor.${state}`);
}
