// /admin/complaints: every complaint with search, filters and order (overdue first by default), CSV export; assign,
// mark in progress, reply to the student and resolve.
import { useEffect } from 'react';
import { AttachmentLink } from '../../../components/attachment-link';
import { ComplaintThread } from '../../../components/complaint-thread';
import { COMPLAINT_TYPES, URGENCY_LEVELS } from '../../../config/complaint-options';
import { messages } from '../../../config/messages';
import {
  COMPLAINT_SORTS,
  COMPLAINT_STATUSES,
  getAllComplaints,
  getComplaints,
} from '../../../features/admin/api/get-complaints';
import { resolveFailureMessage } from '../../../features/admin/api/resolve';
import { getOfficeStaff } from '../../../features/admin/complaints/api/get-office-staff';
import { replyAsOffice } from '../../../features/admin/complaints/api/reply-as-office';
import { ComplaintActions } from '../../../features/admin/complaints/components/complaint-actions';
import { ComplaintStatus } from '../../../features/admin/complaints/components/complaint-status';
import { complaintState, isOverdue } from '../../../features/admin/complaints/complaint-state';
import { ShowMore } from '../../../features/admin/components/show-more';
import { adminStatusLabel } from '../../../features/admin/status-label';
import type { AdminComplaint } from '../../../features/admin/types';
import type { CsvColumn } from '../../../features/admin/utils/csv';
import { ResolvableList, type ListColumn } from '../../../features/admin/components/resolvable-list';
import { getComplaintReplies } from '../../../lib/complaint-replies';
import { optionsOf } from '../../../lib/option-words';
import { notify } from '../../../lib/notifications';
import { useNow } from '../../../lib/use-now';
import { useQuery } from '../../../lib/use-query';

const urgencyOptions = () => optionsOf('urgency', URGENCY_LEVELS);

const typeOptions = () => optionsOf('complaintType', COMPLAINT_TYPES);

const statusLabels: Record<(typeof COMPLAINT_STATUSES)[number], string> = {
  pending: 'Not resolved',
  open: 'Pending',
  in_progress: 'In progress',
  overdue: 'Overdue',
  resolved: 'Resolved',
};
const statusOptions = COMPLAINT_STATUSES.map((value) => ({ value, label: statusLabels[value] }));

const sortLabels: Record<(typeof COMPLAINT_SORTS)[number], string> = { newest: 'Newest first', oldest: 'Oldest first' };
const sortOptions = {
  defaultLabel: 'Overdue and due soonest first',
  others: COMPLAINT_SORTS.map((value) => ({ value, label: sortLabels[value] })),
};

const csvColumns: readonly CsvColumn<AdminComplaint>[] = [
  { header: 'Complaint ID', value: (row) => row.id },
  { header: 'Type', value: (row) => row.complaint_type },
  { header: 'Category', value: (row) => row.complaint_category },
  { header: 'Urgency', value: (row) => row.urgency_level },
  { header: 'Description', value: (row) => row.complaint_description },
  { header: 'Email', value: (row) => row.email },
  { header: 'Attachment', value: (row) => row.resource_link },
  { header: 'Created at', value: (row) => row.created_at },
  { header: 'Status', value: (row) => adminStatusLabel(row.resolved) },
  { header: 'State', value: (row) => complaintState(row).label },
  { header: 'Due at', value: (row) => row.due_at },
  { header: 'Overdue', value: (row) => (isOverdue(row, Date.now()) ? 'yes' : 'no') },
  { header: 'Answered at', value: (row) => row.answered_at },
  { header: 'Assigned to', value: (row) => row.assigned_email },
  { header: 'Resolved by', value: (row) => row.resolved_by },
  { header: 'Resolved at', value: (row) => row.resolved_at },
];

function Description({ complaint }: { complaint: AdminComplaint }) {
  return (
    <div>
      <ShowMore text={complaint.complaint_description} />
      <AttachmentLink className="admin-table__sub" complaintId={complaint.id} resourceLink={complaint.resource_link} />
    </div>
  );
}

const idColumn: ListColumn<AdminComplaint> = { header: 'ID', label: 'ID', cell: (row) => row.id };

const columns: readonly ListColumn<AdminComplaint>[] = [
  {
    header: 'Type and category',
    label: 'Type',
    cell: (row) => (
      <div>
        {row.complaint_type}
        <span className="admin-table__sub">{row.complaint_category}</span>
      </div>
    ),
  },
  {
    header: 'Urgency',
    label: 'Urgency',
    cell: (row) => <span className={`urgency urgency--${row.urgency_level}`}>{row.urgency_level}</span>,
  },
  {
    header: 'Description',
    label: 'Description',
    className: 'admin-table__text',
    cell: (row) => <Description complaint={row} />,
  },
];

const texts = { fetchFailed: messages.fetchComplaintsFailed };

const authorOf = (reply: { from_office: boolean }) =>
  reply.from_office ? messages.replyFromOffice : messages.replyFromStudent;

export function Component() {
  const staff = useQuery('office-staff', getOfficeStaff);
  const now = useNow();

  useEffect(() => {
    if (staff.status === 'error') notify.error(messages.fetchStaffFailed);
  }, [staff.status]);

  return (
    <ResolvableList
      noun="complaints"
      item="complaint"
      title="Complaints"
      load={getComplaints}
      loadAll={getAllComplaints}
      statusOptions={statusOptions}
      typeOptions={typeOptions()}
      urgencyOptions={urgencyOptions()}
      sortOptions={sortOptions}
      csvColumns={csvColumns}
      idColumn={idColumn}
      columns={columns}
      status={(row) => <ComplaintStatus complaint={row} now={now} />}
      actions={(row, changed) =>
        row.resolved ? null : (
          <ComplaintActions
            key={`${row.id}:${row.assigned_to ?? ''}`}
            complaint={row}
            staff={staff.data ?? null}
            onChanged={changed}
          />
        )
      }
      details={{
        label: 'Replies',
        render: (row, changed) => (
          <ComplaintThread
            complaintId={row.id}
            closed={row.resolved}
            load={getComplaintReplies}
            send={replyAsOffice}
            authorOf={authorOf}
            sendFailed={(error) => resolveFailureMessage(error, messages.replyFailed)}
            onSent={changed}
          />
        ),
      }}
      texts={texts}
    />
  );
}
