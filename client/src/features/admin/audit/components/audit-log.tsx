// /admin/audit's list: the filter form, how many entries match, the CSV export, the entries newest first and the pages.
import { useSearchParams } from 'react-router-dom';
import { Button } from '../../../../components/ui/button';
import { messages } from '../../../../config/messages';
import { formatDateTime } from '../../../../lib/format';
import { useQuery } from '../../../../lib/use-query';
import { ExportCsvButton, useCsvExport } from '../../components/export-csv';
import { listSummary, OfficeList, SearchPanel, usePageInRange } from '../../components/office-list';
import type { CsvColumn } from '../../utils/csv';
import { PAGE_SIZE } from '../../utils/filters';
import { getAllAudit, getAuditPage, type AuditEntry } from '../api/get-audit-log';
import { auditParams, emptyAuditFilter, readAuditParams } from '../audit-filter';
import { actionInWords, targetInWords } from '../audit-words';
import { AuditChange } from './audit-change';
import { AuditFields, useAuditDraft } from './audit-filters';

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

const auditWords = {
  loading: 'Loading the audit log…',
  none: 'No entries to show',
  one: 'entry',
  many: 'entries',
};

export function AuditLog() {
  const [params, setParams] = useSearchParams();
  const { filter, page } = readAuditParams(params);
  const entries = useQuery(`audit?${auditParams(filter, page).toString()}`, () => getAuditPage(filter, page));
  const draft = useAuditDraft(filter, (next) => setParams(auditParams(next, 1)));
  const { exporting, exportCsv } = useCsvExport('audit-log', () => getAllAudit(filter), auditCsvColumns);
  const rows = entries.data?.rows ?? [];
  const total = entries.data?.total;
  const searchFor = (to: number) => auditParams(filter, to).toString();
  const { pages, current } = usePageInRange({ page, pageSize: PAGE_SIZE, total }, searchFor);

  return (
    <OfficeList
      search={
        <SearchPanel
          label="Filter the audit log"
          onSubmit={draft.submit}
          fields={<AuditFields draft={draft.draft} set={draft.set} />}
          summary={listSummary(auditWords, { page: current, pageSize: PAGE_SIZE, shown: rows.length, total })}
          actions={
            <>
              <Button type="submit">Apply filters</Button>
              {draft.filtered ? (
                <Button variant="ghost" onClick={() => setParams(auditParams(emptyAuditFilter, 1))}>
                  Clear filters
                </Button>
              ) : null}
              <ExportCsvButton canExport={(total ?? 0) > 0} exporting={exporting} onExport={exportCsv} />
            </>
          }
        />
      }
      load={{
        status: entries.status,
        loaded: entries.data !== undefined,
        total,
        reload: entries.reload,
        loading: 'Loading the audit log…',
        failed: 'The audit log could not be loaded right now.',
        failedRole: 'alert',
        empty: messages.noMatchingItems,
      }}
      pager={{ title: 'Audit log', page: current, pages, searchFor }}
    >
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
    </OfficeList>
  );
}
