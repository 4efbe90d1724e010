// An admin list of items the office acts on (applications, complaints): the database filters, orders and pages it,
// and the filter, order and page live in the URL; CSV export of every match, the table, each row's status and actions,
// and on demand more about a row (a complaint's replies) under it.
import { Fragment, useCallback, useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { Button } from '../../../components/ui/button';
import type { Page } from '../../../lib/pages';
import { notify } from '../../../lib/notifications';
import { useQuery } from '../../../lib/use-query';
import { formatDay } from '../../../lib/format';
import { t as translate } from '../../../lib/i18n';
import type { CsvColumn } from '../utils/csv';
import { listParams, PAGE_SIZE, readListParams, type ListFilter } from '../utils/filters';
import { ListFilters, type FilterOption } from './list-filters';
import { useCsvExport } from './export-csv';
import { listSummary, OfficeList, usePageInRange } from './office-list';
import './office-list.css';
import { TableScroll } from './table-scroll';

export interface ListColumn<Row> {
  header: string;
  /** The cell's data-label: the column's name when narrow screens stack the cells. */
  label: string;
  className?: string;
  cell: (row: Row) => ReactNode;
}

/** What every row of these lists has: applications and complaints alike. */
export interface ResolvableRow {
  id: number;
  email: string;
  created_at: string;
}

// Every list ends with who raised the item and when, before Status and Action.
function trailingColumns(): readonly ListColumn<ResolvableRow>[] {
  const email = translate('admin:list.email');
  const date = translate('admin:list.date');
  return [
    { header: email, label: email, className: 'admin-table__email', cell: (row) => row.email },
    {
      header: date,
      label: date,
      className: 'admin-table__date',
      cell: (row) => <time dateTime={row.created_at}>{formatDay(row.created_at)}</time>,
    },
  ];
}

/** A list's words in the language being read: what it lists, singular and plural, and its loading, empty and filter texts. */
export interface ListWords {
  one: string;
  many: string;
  loading: string;
  none: string;
  filter: string;
}

export interface ResolvableListProps<Row extends ResolvableRow> {
  /** Plural and lower case, e.g. 'applications': the query key, element ids and CSV file name (never shown). */
  noun: string;
  words: ListWords;
  title: string;
  /** One page (1-based) of the rows matching the filter, and how many match in all. */
  load: (filter: ListFilter, page: number) => Promise<Page<Row>>;
  /** Every row matching the filter, for the CSV export. */
  loadAll: (filter: ListFilter) => Promise<Row[]>;
  statusOptions: readonly FilterOption[];
  typeOptions: readonly FilterOption[];
  urgencyOptions?: readonly FilterOption[];
  sortOptions: { defaultLabel: string; others: readonly FilterOption[] };
  csvColumns: () => readonly CsvColumn<Row>[];
  /** The row header (the item's ID); the other columns follow it, then Email, Date, Status and Action. */
  idColumn: ListColumn<Row>;
  columns: readonly ListColumn<Row>[];
  /** The Status cell. */
  status: (row: Row) => ReactNode;
  /** The Action cell; `changed` reads the list again once the row changed. */
  actions: (row: Row, changed: () => void) => ReactNode;
  /** More about a row, shown under it when its button (named `label`, e.g. 'Replies') is pressed. */
  details?: { label: string; render: (row: Row, changed: () => void) => ReactNode };
  texts: { fetchFailed: string };
}

export function ResolvableList<Row extends ResolvableRow>(props: ResolvableListProps<Row>) {
  const { t } = useTranslation(['admin', 'messages']);
  const { noun, words, title, load, loadAll, csvColumns, idColumn, details, texts } = props;
  const columns: readonly ListColumn<Row>[] = [...props.columns, ...trailingColumns()];
  const [params, setParams] = useSearchParams();
  // The URL is the list's memory (reload, Back, shared links), but a router navigation commits in a transition: the
  // controls follow a local copy at once, which takes the URL's value whenever the URL changes.
  const url = params.toString();
  const [view, setView] = useState(() => ({ seenUrl: url, ...readListParams(params) }));
  if (view.seenUrl !== url) setView({ seenUrl: url, ...readListParams(params) });
  const { filter, page } = view.seenUrl === url ? view : readListParams(params);
  const query = listParams(filter, page).toString();
  const rows = useQuery(`${noun}?${query}`, () => load(filter, page));
  const { exporting, exportCsv } = useCsvExport(noun, () => loadAll(filter), csvColumns);
  const [expanded, setExpanded] = useState<ReadonlySet<number>>(() => new Set());
  const shown = rows.data?.rows ?? [];
  const total = rows.data?.total;
  const searchFor = (to: number) => listParams(filter, to).toString();
  const { pages, current } = usePageInRange({ page, pageSize: PAGE_SIZE, total }, searchFor);
  const titleId = `${noun}-title`;
  const order =
    props.sortOptions.others.find((option) => option.value === filter.sort)?.label ?? props.sortOptions.defaultLabel;
  const { reload } = rows;

  // A new filter starts again at page 1; it replaces the URL's entry so Back leaves the list rather than undo typing.
  const changeFilter = useCallback(
    (next: ListFilter) => {
      setView((view) => ({ ...view, filter: next, page: 1 }));
      setParams(listParams(next, 1), { replace: true });
    },
    [setParams],
  );

  useEffect(() => {
    if (rows.status === 'error') notify.error(texts.fetchFailed);
  }, [rows.status, texts.fetchFailed]);

  const toggle = (id: number) =>
    setExpanded((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  return (
    <section aria-labelledby={titleId}>
      <title>{t('pageTitle', { title })}</title>
      <h1 id={titleId} className="admin-title">
        {title}
      </h1>
      <OfficeList
        search={
          <ListFilters
            label={words.filter}
            filter={filter}
            onChange={changeFilter}
            statusOptions={props.statusOptions}
            typeOptions={props.typeOptions}
            urgencyOptions={props.urgencyOptions}
            sortOptions={props.sortOptions}
            summary={listSummary(words, { page: current, pageSize: PAGE_SIZE, shown: shown.length, total })}
            canExport={(total ?? 0) > 0}
            exporting={exporting}
            onExport={exportCsv}
          />
        }
        load={{
          status: rows.status,
          loaded: rows.data !== undefined,
          total,
          reload: rows.reload,
          loading: words.loading,
          failed: texts.fetchFailed,
          empty: t('messages:noMatchingItems'),
        }}
        pager={{ title, page: current, pages, searchFor }}
      >
        {shown.length > 0 ? (
          <TableScroll label={title}>
            <table className="admin-table">
              <caption className="visually-hidden">{t('list.caption', { title, order: order.toLowerCase() })}</caption>
              <thead>
                <tr>
                  {[idColumn, ...columns].map((column) => (
                    <th key={column.header} scope="col">
                      {column.header}
                    </th>
                  ))}
                  <th scope="col">{t('list.status')}</th>
                  <th scope="col">{t('list.action')}</th>
                </tr>
              </thead>
              <tbody>
                {shown.map((row) => {
                  const open = expanded.has(row.id);
                  const detailsId = `${noun}-${row.id}-details`;
                  return (
                    <Fragment key={row.id}>
                      <tr>
                        <th scope="row" data-label={idColumn.label} className="admin-table__id">
                          {idColumn.cell(row)}
                        </th>
                        {columns.map((column) => (
                          <td key={column.header} data-label={column.label} className={column.className}>
                            {column.cell(row)}
                          </td>
                        ))}
                        <td data-label={t('list.status')}>{props.status(row)}</td>
                        <td data-label={t('list.action')}>
                          <div className="admin-actions">
                            {props.actions(row, reload)}
                            {details ? (
                              <Button
                                variant="ghost"
                                className="button--small"
                                aria-expanded={open}
                                aria-controls={open ? detailsId : undefined}
                                aria-label={t('list.detailsFor', { label: details.label, item: words.one, id: row.id })}
                                onClick={() => toggle(row.id)}
                              >
                                {details.label}
                              </Button>
                            ) : null}
                          </div>
                        </td>
                      </tr>
                      {details && open ? (
                        <tr id={detailsId} className="admin-table__details">
                          <td colSpan={columns.length + 3}>{details.render(row, reload)}</td>
                        </tr>
                      ) : null}
                    </Fragment>
                  );
                })}
              </tbody>
            </table>
          </TableScroll>
        ) : null}
      </OfficeList>
    </section>
  );
}
