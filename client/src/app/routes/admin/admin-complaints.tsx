// /admin/complaints: every complaint with search, filters, CSV export and Resolve.
import { AttachmentLink } from '../../../components/attachment-link';
import { COMPLAINT_TYPES, URGENCY_LEVELS } from '../../../config/complaint-options';
import { messages } from '../../../config/messages';
import { getAllComplaints, getComplaints } from '../../../features/admin/api/get-complaints';
import { resolveComplaint, resolveFailureMessage } from '../../../features/admin/api/resolve';
import { optionLabel } from '../../../lib/format';
import { adminStatusLabel } from '../../../features/admin/status-label';
import type { AdminComplaint } from '../../../features/admin/types';
import type { CsvColumn } from '../../../features/admin/utils/csv';
import { ResolvableList, type ListColumn } from '../../../features/admin/components/resolvable-list';

const urgencyOptions = URGENCY_LEVELS.map((value) => ({ value, label: optionLabel(value) }));

const typeOptions = COMPLAINT_TYPES.map((value) => ({ value, label: optionLabel(value) }));

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
  { header: 'Resolved by', value: (row) => row.resolved_by },
  { header: 'Resolved at', value: (row) => row.resolved_at },
];

function Description({ complaint }: { complaint: AdminComplaint }) {
  return (
    <div>
      {complaint.complaint_description}
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

const texts = {
  fetchFailed: messages.fetchComplaintsFailed,
  resolved: messages.complaintResolved,
  resolveFailed: (error: unknown) => resolveFailureMessage(error, messages.resolveComplaintFailed),
};

export function Component() {
  return (
    <ResolvableList
      noun="complaints"
      item="complaint"
      title="Complaints"
      load={getComplaints}
      loadAll={getAllComplaints}
      typeOptions={typeOptions}
      urgencyOptions={urgencyOptions}
      csvColumns={csvColumns}
      idColumn={idColumn}
      columns={columns}
      resolveId={(row) => row.id}
      isDone={(row) => row.resolved}
      resolve={resolveComplaint}
      texts={texts}
    />
  );
}
