// /admin/applications: every application with search, filters, CSV export and Resolve.
import { useEffect, useMemo, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { messages } from '../../../config/messages';
import { notify } from '../../../lib/notifications';
import { getApplications } from '../api/get-applications';
import { resolveApplication, resolveFailureMessage } from '../api/resolve';
import { adminStatusLabel, formatDate, todayStamp } from '../format';
import { useQuery } from '../../../lib/use-query';
import type { AdminApplication } from '../types';
import { downloadCsv, toCsv, type CsvColumn } from '../utils/csv';
import { emptyFilter, filterApplications, type ListFilter } from '../utils/filters';
import { ListFilters } from './list-filters';
import { Resolution } from './resolution';

const APPLICATION_TYPES = ['Room Change', 'Hostel Change', 'Other'] as const;
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

export function ApplicationsView() {
  const applications = useQuery('applications', getApplications);
  const [filter, setFilter] = useState<ListFilter>(emptyFilter);
  const [resolving, setResolving] = useState<string | null>(null);
  const all = useMemo(() => applications.data ?? [], [applications.data]);
  const shown = useMemo(() => filterApplications(all, filter), [all, filter]);

  useEffect(() => {
    if (applications.status === 'error') notify.error(messages.fetchApplicationsFailed);
  }, [applications.status]);

  const resolve = async (applicationId: string) => {
    setResolving(applicationId);
    try {
      await resolveApplication(applicationId);
      notify.success(messages.applicationResolved);
      applications.reload();
    } catch (error) {
      notify.error(resolveFailureMessage(error, messages.resolveApplicationFailed));
    } finally {
      setResolving(null);
    }
  };

  return (
    <section aria-labelledby="applications-title">
      <title>Applications · Admin · Campus Hostel</title>
      <h1 id="applications-title" className="admin-title">
        Applications
      </h1>
      <ListFilters
        noun="applications"
        filter={filter}
        onChange={setFilter}
        typeOptions={typeOptions}
        shown={shown.length}
        total={all.length}
        onExport={() => downloadCsv(`applications-${todayStamp()}.csv`, toCsv(shown, csvColumns))}
      />
      {applications.status === 'loading' && !applications.data ? (
        <p role="status">Loading applications…</p>
      ) : null}
      {applications.status === 'error' ? (
        <p className="admin-muted">
          {messages.fetchApplicationsFailed}{' '}
          <Button variant="ghost" onClick={applications.reload}>
            Try again
          </Button>
        </p>
      ) : null}
      {applications.data && shown.length === 0 ? <p className="admin-muted">{messages.noMatchingItems}</p> : null}
      {shown.length > 0 ? (
        <table className="admin-table">
          <caption className="visually-hidden">Applications, newest first</caption>
          <thead>
            <tr>
              <th scope="col">Application ID</th>
              <th scope="col">Type</th>
              <th scope="col">Description</th>
              <th scope="col">Email</th>
              <th scope="col">Date</th>
              <th scope="col">Status</th>
              <th scope="col">Action</th>
            </tr>
          </thead>
          <tbody>
            {shown.map((application) => (
              <tr key={application.id}>
                <th scope="row" data-label="Application ID" className="admin-table__id">
                  {application.application_id}
                </th>
                <td data-label="Type">{application.application_type}</td>
                <td data-label="Description" className="admin-table__text">
                  {application.description}
                </td>
                <td data-label="Email" className="admin-table__email">
                  {application.email}
                </td>
                <td data-label="Date" className="admin-table__date">
                  <time dateTime={application.created_at}>{formatDate(application.created_at)}</time>
                </td>
                <td data-label="Status">
                  <Resolution done={application.status} resolvedBy={application.resolved_by} resolvedAt={application.resolved_at} />
                </td>
                <td data-label="Action">
                  {application.status ? (
                    <span className="admin-muted">—</span>
                  ) : (
                    <Button
                      className="button--small"
                      busy={resolving === application.application_id}
                      busyLabel="Resolving..."
                      disabled={resolving !== null}
                      aria-label={`Resolve application ${application.application_id}`}
                      onClick={() => void resolve(application.application_id)}
                    >
                      Resolve
                    </Button>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </section>
  );
}
