// A complaint's status cell for the office: Pending, In progress or Resolved; Overdue when past its due time unanswered;
// the due time while it is open; and who it is assigned to.
import { formatDateTime } from '../../../../lib/format';
import { Resolution } from '../../components/resolution';
import type { AdminComplaint } from '../../types';
import { complaintState, isOverdue } from '../complaint-state';

export function ComplaintStatus({ complaint, now }: { complaint: AdminComplaint; now: number }) {
  const { label, tone } = complaintState(complaint);
  return (
    <Resolution label={label} tone={tone} resolvedBy={complaint.resolved_by} resolvedAt={complaint.resolved_at}>
      {isOverdue(complaint, now) ? <span className="status-badge status-badge--overdue">Overdue</span> : null}
      {complaint.resolved ? null : (
        <span className="admin-resolution__by">
          Due <time dateTime={complaint.due_at}>{formatDateTime(complaint.due_at)}</time>
        </span>
      )}
      {complaint.assigned_email ? (
        <span className="admin-resolution__by">Assigned to {complaint.assigned_email}</span>
      ) : null}
    </Resolution>
  );
}
