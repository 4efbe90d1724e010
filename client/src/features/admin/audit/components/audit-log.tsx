// /admin/audit's list: the filter form, how many entries match, the CSV export, the entries newest first and the pages.
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { Button } from '../../../../components/ui/button';
import { RetryMessage } from '../../../../components/ui/retry-message';
import { messages } from '../../../../config/messages';
import { formatDateTime, todayStamp } from '../../../../lib/format';
import { notify } from '../../../../lib/notifications';
import { useQuery } from '../../../../lib/use-query';
import { downloadCsv, toCsv, type CsvColumn } from '../../utils/csv';
import { PAGE_SIZE } from '../../utils/filters';
import { getAllAudit, getAuditPage, type AuditEntry } from '../api/get-audit-log';
import { auditParams, readAuditParams, type AuditFilter } from '../audit-filter';
import { actionInWords, targetInWords } from '../audit-words';
import { AuditChange } from './audit-change';
import { AuditFilters } from './audit-filters';

export const auditCsvColumns: readonly CsvColumn<AuditEntry>[] = [
  { header: 'Time', value: (row) => row.at },
  { header: 'Actor', value: (row) => row.actor_email },
  { header: 'Action', value: (row) => actionInWords(row.action) },
  { header: 'Action code', value: (row) => row.action },
  { header: 'Target type', value: (row) => row.target_type },
  { header: 'Target ID', value: (row) => row.target_id },
  { header: 'Before', value: (row) => (row.before === null ? '' : JSON.stringify(row.before)) },
  { header: 'After', value: (row) => (row.after === null ? '' : JSON.stringify(row.after)) },
  { header: 'Reason', value: (row) => row.reason },
];

function summaryOf(page: number, shown: number, total: number | undefined): string {
  const count = (value: number) => value.toLocaleString('en-IN');
  if (total === undefined) return 'Loading the audit log…';
  if (total === 0) return 'No entries to show';
  if (total <= PAGE_SIZE) return `Showing ${count(total)} ${total === 1 ? 'entry' : 'entries'}`;
  const first = (page - 1) * PAGE_SIZE + 1;
  return `Showing ${count(first)}–${count(first + Math.max(shown, 1) - 1)} of ${count(total)} entries`;
}

function PageLink({
  filter,
  to,
  label,
  current,
}: {
  filter: AuditFilter;
  to: number;
  label: string;
  current: boolean;
}) {
  if (current) {
    return (
      <span className="button button--secondary button--small list-pager__link" aria-disabled="true">
        {label}
      </span>
    );
  }
  const query = auditParams(filter, to).toString();
  return (
    <Link className="button button--secondary button--small list-pager__link" to={{ search: query ? `?${query}` : '' }}>
      {label}
    </Link>
  );
}

export function AuditLog() {
  const [params, setParams] = useSearchParams();
  const { filter, page } = readAuditParams(params);
  const query = auditParams(filter, page).toString();
  const entries = useQuery(`audit?${query}`, () => getAuditPage(filter, page));
  const [exporting, setExporting] = useState(false);
  const rows = entries.data?.rows ?? [];
  const total = entries.data?.total;
  const pages = Math.max(1, Math.ceil((total ?? 0) / PAGE_SIZE));
  const current = Math.min(page, pages);

  // A page past the end (an old link) steps back to the last page there is.
  useEffect(() => {
    if (total !== undefined && page > pages) setParams(auditParams(filter, pages), { replace: true });
  }, [total, page, pages, filter, setParams]);

  const exportCsv = async () => {
    setExporting(true);
    try {
      downloadCsv(`audit-log-${todayStamp()}.csv`, toCsv(await getAllAudit(filter), auditCsvColumns));
    } catch {
      notify.error(messages.exportFailed);
    } finally {
      setExporting(false);
    }
  };

  return (
    <>
      <AuditFilters filter={filter} onChange={(next) => setParams(auditParams(next, 1))} />
      <div className="audit-summary">
        <p className="admin-filters__summary" aria-live="polite">
          {summaryOf(current, rows.length, total)}
        </p>
        <Button
          variant="secondary"
          disabled={!total || exporting}
          busy={exporting}
          busyLabel="Exporting..."
          onClick={() => void exportCsv()}
        >
          Export CSV
        </Button>
      </div>
      {entries.status === 'loading' && !entries.data ? <p role="status">Loading the audit log…</p> : null}
      {entries.status === 'error' ? (
        <RetryMessage role="alert" message="The audit log could not be loaded right now." onRetry={entries.reload} />
      ) : null}
      {entries.data && total === 0 ? <p className="admin-muted">{messages.noMatchingItems}</p> : null}
      {rows.length > 0 ? (
        <table className="admin-table audit-table">
          <caption className="visually-hidden">Audit log, newest first</caption>
          <thead>
            <tr>
              <th scope="col">Time</th>
              <th scope="col">Actor</th>
              <th scope="col">Action</th>
              <th scope="col">Target</th>
              <th scope="col">Change</th>
              <th scope="col">Reason</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.id}>
                <th scope="row" data-label="Time" className="admin-table__date audit-table__time">
                  <time dateTime={row.at}>{formatDateTime(row.at)}</time>
                </th>
                <td data-label="Actor" className="admin-table__email">
                  {row.actor_email}
                </td>
                <td data-label="Action">{actionInWords(row.action)}</td>
                <td data-label="Target" className="audit-table__target">
                  {targetInWords(row.target_type, row.target_id)}
                </td>
                <td data-label="Change" className="admin-table__text">
                  <AuditChange before={row.before} after={row.after} />
                </td>
                <td data-label="Reason" className="admin-table__text">
                  {row.reason ?? <span className="admin-muted">—</span>}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      {pages > 1 ? (
        <nav className="list-pager" aria-label="Audit log pages">
          <PageLink filter={filter} to={1} label="First" current={current === 1} />
          <PageLink filter={filter} to={current - 1} label="Previous" current={current === 1} />
          <p className="list-pager__where" aria-current="page">
            Page {current} of {pages}
          </p>
          <PageLink filter={filter} to={current + 1} label="Next" current={current === pages} />
          <PageLink filter={filter} to={pages} label="Last" current={current === pages} />
        </nav>
      ) : null}
    </>
  );
}
