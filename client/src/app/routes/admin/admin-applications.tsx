// /admin/applications: every application with search, filters, CSV export and Resolve.
import { APPLICATION_TYPES } from '../../../config/application-types';
import { messages } from '../../../config/messages';
import { getAllApplications, getApplications } from '../../../features/admin/api/get-applications';
import { resolveApplication, resolveFailureMessage } from '../../../features/admin/api/resolve';
import { adminStatusLabel } from '../../../features/admin/status-label';
import type { AdminApplication } from '../../../features/admin/types';
import type { CsvColumn } from '../../../features/admin/utils/csv';
import { ResolvableList, type ListColumn } from '../../../features/admin/components/resolvable-list';

const typeOptions = APPLICATION_TYPES.map((value) => ({ value, label: value }));

const csvColumns: readonly CsvColumn<AdminApplication>[] = [
  { header: 'Application ID', value: (row) => row.application_id },
  { header: 'Type', value: (row) => row.application_type },
  { header: 'Description', value: (row) => row.description },
  { header: 'Email', value: (row) => row.email },
  { header: 'Created at', value: (row) => row.created_at },
  { header: 'Status', value: (row) => adminStatusLabel(row.status) },
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
  { header: 'Description', label: 'Description', className: 'admin-table__text', cell: (row) => row.description },
];

const texts = {
  fetchFailed: messages.fetchApplicationsFailed,
  resolved: messages.applicationResolved,
  resolveFailed: (error: unknown) => resolveFailureMessage(error, messages.resolveApplicationFailed),
};

export function Component() {
  return (
    <ResolvableList
      noun="applications"
      item="application"
      title="Applications"
      load={getApplications}
      loadAll={getAllApplications}
      typeOptions={typeOptions}
      csvColumns={csvColumns}
      idColumn={idColumn}
      columns={columns}
      resolveId={(row) => row.application_id}
      isDone={(row) => row.status}
      resolve={resolveApplication}
      texts={texts}
    />
  );
}
