// /admin/audit's list: the filter form, how many entries match, the CSV export, the entries newest first and the pages.
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { Button } from '../../../../components/ui/button';
import { formatDateTime } from '../../../../lib/format';
import { t as translate } from '../../../../lib/i18n';
import { useQuery } from '../../../../lib/use-query';
import { ExportCsvButton, useCsvExport } from '../../components/export-csv';
import { listSummary, OfficeList, SearchPanel, usePageInRange } from '../../components/office-list';
import { csvTime, type CsvColumn } from '../../utils/csv';
import { PAGE_SIZE } from '../../utils/filters';
import { getAllAudit, getAuditPage, type AuditEntry } from '../api/get-audit-log';
import { auditParams, emptyAuditFilter, readAuditParams } from '../audit-filter';
import { actionInWords, targetInWords } from '../audit-words';
import { AuditChange } from './audit-change';
import { AuditFields, useAuditDraft } from './audit-filters';
import { TableScroll } from '../../components/table-scroll';

/** The entry's target as the office names it: a person, room or bed by name, anything else by its kind and id. */
const targetOf = (row: AuditEntry) => row.target_name ?? targetInWords(row.target_type, row.target_id);

export const auditCsvColumns = (): readonly CsvColumn<AuditEntry>[] => [
  { header: translate('admin:audit.time'), value: (row) => csvTime(row.at) },
  { header: translate('admin:audit.actor'), value: (row) => row.actor_email },
  { header: translate('admin:list.action'), value: (row) => actionInWords(row.action) },
  { header: translate('admin:audit.actionCode'), value: (row) => row.action },
  { header: translate('admin:audit.target'), value: (row) => targetOf(row) },
  { header: translate('admin:audit.targetType'), value: (row) => row.target_type },
  { header: translate('admin:audit.targetId'), value: (row) => row.target_id },
  { header: translate('admin:audit.before'), value: (row) => (row.before === null ? '' : JSON.stringify(row.before)) },
  { header: translate('admin:audit.after'), value: (row) => (row.after === null ? '' : JSON.stringify(row.after)) },
  { header: translate('admin:audit.reason'), value: (row) => row.reason },
];

export function AuditLog() {
  const { t } = useTranslation(['admin', 'messages']);
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
          label={t('audit.filter')}
          onSubmit={draft.submit}
          fields={<AuditFields draft={draft.draft} set={draft.set} />}
          summary={listSummary(
            { loading: t('audit.loading'), none: t('audit.noEntries'), one: t('audit.one'), many: t('audit.many') },
            { page: current, pageSize: PAGE_SIZE, shown: rows.length, total },
          )}
          actions={
            <>
              <Button type="submit">{t('list.applyFilters')}</Button>
              {draft.filtered ? (
                <Button variant="ghost" onClick={() => setParams(auditParams(emptyAuditFilter, 1))}>
                  {t('list.clearFilters')}
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
        loading: t('audit.loading'),
        failed: t('audit.failed'),
        failedRole: 'alert',
        empty: t('messages:noMatchingItems'),
      }}
      pager={{ title: t('audit.title'), page: current, pages, searchFor }}
    >
      {rows.length > 0 ? (
        <TableScroll label={t('audit.title')}>
          <table className="admin-table audit-table">
            <caption className="visually-hidden">{t('audit.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('audit.time')}</th>
                <th scope="col">{t('audit.actor')}</th>
                <th scope="col">{t('list.action')}</th>
                <th scope="col">{t('audit.target')}</th>
                <th scope="col">{t('audit.change')}</th>
                <th scope="col">{t('audit.reason')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.id}>
                  <th scope="row" data-label={t('audit.time')} className="admin-table__date audit-table__time">
                    <time dateTime={row.at}>{formatDateTime(row.at)}</time>
                  </th>
                  <td data-label={t('audit.actor')} className="admin-table__email">
                    {row.actor_email}
                  </td>
                  <td data-label={t('list.action')}>{actionInWords(row.action)}</td>
                  <td data-label={t('audit.target')} className="audit-table__target">
                    {targetOf(row)}
                  </td>
                  <td data-label={t('audit.change')} className="admin-table__text">
                    <AuditChange before={row.before} after={row.after} />
                  </td>
                  <td data-label={t('audit.reason')} className="admin-table__text">
                    {row.reason ?? <span className="admin-muted">—</span>}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      ) : null}
    </OfficeList>
  );
}
