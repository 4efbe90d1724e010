// A complaint's status cell for the office: Pending, In Progress or Resolved; Overdue when past its due time unanswered;
// the due time while it is open; and who it is assigned to.
import { Trans, useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../../lib/format';
import { Resolution } from '../../components/resolution';
import type { AdminComplaint } from '../../types';
import { complaintState, isOverdue } from '../complaint-state';

export function ComplaintStatus({ complaint, now }: { complaint: AdminComplaint; now: number }) {
  const { t } = useTranslation('admin');
  const { label, tone } = complaintState(complaint);
  return (
    <Resolution label={label} tone={tone} resolvedBy={complaint.resolved_by} resolvedAt={complaint.resolved_at}>
      {isOverdue(complaint, now) ? (
        <span className="status-badge status-badge--overdue">{t('complaints.overdue')}</span>
      ) : null}
      {complaint.resolved ? null : (
        <span className="admin-resolution__by">
          <Trans
            t={t}
            i18nKey="complaints.due"
            values={{ time: formatDateTime(complaint.due_at) }}
            components={{ time: <time dateTime={complaint.due_at} /> }}
          />
        </span>
      )}
      {complaint.assigned_email ? (
        <span className="admin-resolution__by">{t('complaints.assignedTo', { email: complaint.assigned_email })}</span>
      ) : null}
    </Resolution>
  );
}
