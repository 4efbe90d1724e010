// /admin/complaints: every complaint with search, filters, CSV export and Resolve.
import { useEffect, useMemo, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { messages } from '../../../config/messages';
import { notify } from '../../../lib/notifications';
import { getComplaints } from '../api/get-complaints';
import { resolveComplaint, resolveFailureMessage } from '../api/resolve';
import { adminStatusLabel, formatDate, optionLabel, safeLink, todayStamp } from '../format';
import { useQuery } from '../../../lib/use-query';
import type { AdminComplaint } from '../types';
import { downloadCsv, toCsv, type CsvColumn } from '../utils/csv';
import { distinctValues, emptyFilter, filterComplaints, type ListFilter } from '../utils/filters';
import { ListFilters } from './list-filters';
import { Resolution } from './resolution';

const urgencyOptions = ['low', 'medium', 'high'].map((value) => ({ value, label: optionLabel(value) }));

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

export function ComplaintsView() {
  const complaints = useQuery('complaints', getComplaints);
  const [filter, setFilter] = useState<ListFilter>(emptyFilter);
  const [resolving, setResolving] = useState<number | null>(null);
  const all = useMemo(() => complaints.data ?? [], [complaints.data]);
  const shown = useMemo(() => filterComplaints(all, filter), [all, filter]);
  const typeOptions = useMemo(
    () => distinctValues(all, (row) => row.complaint_type).map((value) => ({ value, label: optionLabel(value) })),
    [all],
  );

  useEffect(() => {
    if (complaints.status === 'error') notify.error(messages.fetchComplaintsFailed);
  }, [complaints.status]);

  const resolve = async (complaintId: number) => {
    setResolving(complaintId);
    try {
      await resolveComplaint(complaintId);
      notify.success(messages.complaintResolved);
      complaints.reload();
    } catch (error) {
      notify.error(resolveFailureMessage(error, messages.resolveComplaintFailed));
    } finally {
      setResolving(null);
    }
  };

  return (
    <section aria-labelledby="complaints-title">
      <title>Complaints · Admin · Campus Hostel</title>
      <h1 id="complaints-title" className="admin-title">
        Complaints
      </h1>
      <ListFilters
        noun="complaints"
        filter={filter}
        onChange={setFilter}
        typeOptions={typeOptions}
        urgencyOptions={urgencyOptions}
        shown={shown.length}
        total={all.length}
        onExport={() => downloadCsv(`complaints-${todayStamp()}.csv`, toCsv(shown, csvColumns))}
      />
      {complaints.status === 'loading' && !complaints.data ? <p role="status">Loading complaints…</p> : null}
      {complaints.status === 'error' ? (
        <p className="admin-muted">
          {messages.fetchComplaintsFailed}{' '}
          <Button variant="ghost" onClick={complaints.reload}>
            Try again
          </Button>
        </p>
      ) : null}
      {complaints.data && shown.length === 0 ? <p className="admin-muted">{messages.noMatchingItems}</p> : null}
      {shown.length > 0 ? (
        <table className="admin-table">
          <caption className="visually-hidden">Complaints, newest first</caption>
          <thead>
            <tr>
              <th scope="col">ID</th>
              <th scope="col">Type and category</th>
              <th scope="col">Urgency</th>
              <th scope="col">Description</th>
              <th scope="col">Email</th>
              <th scope="col">Date</th>
              <th scope="col">Status</th>
              <th scope="col">Action</th>
            </tr>
          </thead>
          <tbody>
            {shown.map((complaint) => {
              const link = safeLink(complaint.resource_link);
              return (
                <tr key={complaint.id}>
                  <th scope="row" data-label="ID" className="admin-table__id">
                    {complaint.id}
                  </th>
                  <td data-label="Type">
                    <div>
                      {complaint.complaint_type}
                      <span className="admin-table__sub">{complaint.complaint_category}</span>
                    </div>
                  </td>
                  <td data-label="Urgency">
                    <span className={`admin-urgency admin-urgency--${complaint.urgency_level}`}>{complaint.urgency_level}</span>
                  </td>
                  <td data-label="Description" className="admin-table__text">
                    <div>
                      {complaint.complaint_description}
                      {link ? (
                        <a className="admin-table__sub" href={link} target="_blank" rel="noopener noreferrer">
                          View attachment<span className="visually-hidden"> for complaint {complaint.id} (opens in a new tab)</span>
                        </a>
                      ) : null}
                    </div>
                  </td>
                  <td data-label="Email" className="admin-table__email">
                    {complaint.email}
                  </td>
                  <td data-label="Date" className="admin-table__date">
                    <time dateTime={complaint.created_at}>{formatDate(complaint.created_at)}</time>
                  </td>
                  <td data-label="Status">
                    <Resolution done={complaint.resolved} resolvedBy={complaint.resolved_by} resolvedAt={complaint.resolved_at} />
                  </td>
                  <td data-label="Action">
                    {complaint.resolved ? (
                      <span className="admin-muted">—</span>
                    ) : (
                      <Button
                        className="button--small"
                        busy={resolving === complaint.id}
                        busyLabel="Resolving..."
                        disabled={resolving !== null}
                        aria-label={`Resolve complaint ${complaint.id}`}
                        onClick={() => void resolve(complaint.id)}
                      >
                        Resolve
                      </Button>
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      ) : null}
    </section>
  );
}
