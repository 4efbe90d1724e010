// /admin/applications: every application with search, filters, order, CSV export, and Approve or Reject with a note.
import { APPLICATION_TYPES } from '../../../config/application-types';
import { messages } from '../../../config/messages';
import {
  APPLICATION_SORTS,
  APPLICATION_STATUSES,
  getAllApplications,
  getApplications,
} from '../../../features/admin/api/get-applications';
import { DecisionActions } from '../../../features/admin/applications/components/decision-actions';
import { decisionLabel, decisionTone } from '../../../features/admin/applications/decision-label';
import { Resolution } from '../../../features/admin/components/resolution';
import { ShowMore } from '../../../features/admin/components/show-more';
import { adminStatusLabel } from '../../../features/admin/status-label';
import type { AdminApplication } from '../../../features/admin/types';
import type { CsvColumn } from '../../../features/admin/utils/csv';
import { ResolvableList, type ListColumn } from '../../../features/admin/components/resolvable-list';

const typeOptions = APPLICATION_TYPES.map((value) => ({ value, label: value }));

const statusLabels: Record<(typeof APPLICATION_STATUSES)[number], string> = {
  pending: 'Pending',
  approved: 'Approved',
  rejected: 'Rejected',
};
const statusOptions = APPLICATION_STATUSES.map((value) => ({ value, label: statusLabels[value] }));

const sortLabels: Record<(typeof APPLICATION_SORTS)[number], string> = { oldest: 'Oldest first' };
const sortOptions = {
  defaultLabel: 'Newest first',
  others: APPLICATION_SORTS.map((value) => ({ value, label: sortLabels[value] })),
};

const csvColumns: readonly CsvColumn<AdminApplication>[] = [
  { header: 'Application ID', value: (row) => row.application_id },
  { header: 'Type', value: (row) => row.application_type },
  { header: 'Description', value: (row) => row.description },
  { header: 'Email', value: (row) => row.email },
  { header: 'Created at', value: (row) => row.created_at },
  { header: 'Status', value: (row) => adminStatusLabel(row.status) },
  { header: 'Decision', value: (row) => (row.status ? decisionLabel(row) : '') },
  { header: 'Note', value: (row) => row.decision_note },
  { header: 'Resolved by', value: (row) => row.resolved_by },
  { header: 'Resolved at', value: (row) => row.resolved_at },
];

const idColumn: ListColumn<AdminApplication> = {
  header: 'Application ID',
  label: 'Application ID',
  cell: (row) => row.application_id,
};

const columns: readonly ListColumn<AdminApplication>[] = [
  { header: 'Type', label: 'Type', cell: (row) => row.application_type },
  {
    header: 'Description',
    label: 'Description',
    className: 'admin-table__text',
    cell: (row) => <ShowMore text={row.description} />,
  },
];

function DecisionStatus({ row }: { row: AdminApplication }) {
  const label = decisionLabel(row);
  return (
    <Resolution label={label} tone={decisionTone(label)} resolvedBy={row.resolved_by} resolvedAt={row.resolved_at}>
      {row.decision_note ? (
        <p className="admin-note">
          <span className="admin-note__label">Note: </span>
          <ShowMore text={row.decision_note} limit={120} />
        </p>
      ) : null}
    </Resolution>
  );
}

const texts = { fetchFailed: messages.fetchApplicationsFailed };

export function Component() {
  return (
    <ResolvableList
      noun="applications"
      item="application"
      title="Applications"
      load={getApplications}
      loadAll={getAllApplications}
      statusOptions={statusOptions}
      typeOptions={typeOptions}
      sortOptions={sortOptions}
      csvColumns={csvColumns}
      idColumn={idColumn}
      columns={columns}
      status={(row) => <DecisionStatus row={row} />}
      actions={(row, changed) =>
        row.status ? (
          <span className="admin-muted">—</span>
        ) : (
          <DecisionActions applicationId={row.application_id} onDecided={changed} />
        )
      }
      texts={texts}
    />
  );
}
