// An admin list of items an admin resolves (applications, complaints): loading, filters, CSV export, the table and Resolve.
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { RetryMessage } from '../../../components/ui/retry-message';
import { messages } from '../../../config/messages';
import { notify } from '../../../lib/notifications';
import { useQuery } from '../../../lib/use-query';
import { formatDate, todayStamp } from '../../../lib/format';
import { downloadCsv, toCsv, type CsvColumn } from '../utils/csv';
import { emptyFilter, type ListFilter } from '../utils/filters';
import { ListFilters, type FilterOption } from './list-filters';
import { Resolution } from './resolution';

export interface ListColumn<Row> {
  header: string;
  /** The cell's data-label: the column's name when narrow screens stack the cells. */
  label: string;
  className?: string;
  cell: (row: Row) => ReactNode;
}

/** What every resolvable row has: applications and complaints alike. */
export interface ResolvableRow {
  id: number;
  email: string;
  created_at: string;
  resolved_by: string | null;
  resolved_at: string | null;
}

// Every list ends with who raised the item and when, before Status and Action.
const trailingColumns: readonly ListColumn<ResolvableRow>[] = [
  { header: 'Email', label: 'Email', className: 'admin-table__email', cell: (row) => row.email },
  {
    header: 'Date',
    label: 'Date',
    className: 'admin-table__date',
    cell: (row) => <time dateTime={row.created_at}>{formatDate(row.created_at)}</time>,
  },
];

export interface ResolvableListProps<Row extends ResolvableRow, Id extends string | number> {
  /** Plural and lower case, e.g. 'applications': the query key, loading text, filter labels and CSV file name. */
  noun: string;
  /** Singular, e.g. 'application': names the item in each Resolve button's accessible name. */
  item: string;
  title: string;
  load: () => Promise<Row[]>;
  filterRows: (rows: readonly Row[], filter: ListFilter) => Row[];
  /** Must be stable (defined at module level): the options are recomputed only when the rows change. */
  typeOptions: (rows: readonly Row[]) => readonly FilterOption[];
  urgencyOptions?: readonly FilterOption[];
  csvColumns: readonly CsvColumn<Row>[];
  /** The row header (the item's ID); the other columns follow it, then Email, Date, Status and Action. */
  idColumn: ListColumn<Row>;
  columns: readonly ListColumn<Row>[];
  resolveId: (row: Row) => Id;
  isDone: (row: Row) => boolean;
  resolve: (id: Id) => Promise<void>;
  texts: { fetchFailed: string; resolved: string; resolveFailed: (error: unknown) => string };
}

export function ResolvableList<Row extends ResolvableRow, Id extends string | number>(props: ResolvableListProps<Row, Id>) {
  const { noun, item, title, load, filterRows, typeOptions, csvColumns, idColumn, texts } = props;
  const columns: readonly ListColumn<Row>[] = [...props.columns, ...trailingColumns];
  const rows = useQuery(noun, load);
  const [filter, setFilter] = useState<ListFilter>(emptyFilter);
  const [resolving, setResolving] = useState<Id | null>(null);
  const all = useMemo(() => rows.data ?? [], [rows.data]);
  const shown = useMemo(() => filterRows(all, filter), [filterRows, all, filter]);
  const types = useMemo(() => typeOptions(all), [typeOptions, all]);
  const titleId = `${noun}-title`;

  useEffect(() => {
    if (rows.status === 'error') notify.error(texts.fetchFailed);
  }, [rows.status, texts.fetchFailed]);

  const resolve = async (id: Id) => {
    setResolving(id);
    try {
      await props.resolve(id);
      notify.success(texts.resolved);
      rows.reload();
    } catch (error) {
      notify.error(texts.resolveFailed(error));
    } finally {
      setResolving(null);
    }
  };

  return (
    <section aria-labelledby={titleId}>
      <title>{`${title} · Admin · Campus Hostel`}</title>
      <h1 id={titleId} className="admin-title">
        {title}
      </h1>
      <ListFilters
        noun={noun}
        filter={filter}
        onChange={setFilter}
        typeOptions={types}
        urgencyOptions={props.urgencyOptions}
        shown={shown.length}
        total={all.length}
        onExport={() => downloadCsv(`${noun}-${todayStamp()}.csv`, toCsv(shown, csvColumns))}
      />
      {rows.status === 'loading' && !rows.data ? <p role="status">{`Loading ${noun}…`}</p> : null}
      {rows.status === 'error' ? (
        <RetryMessage className="admin-muted" message={texts.fetchFailed} onRetry={rows.reload} />
      ) : null}
      {rows.data && shown.length === 0 ? <p className="admin-muted">{messages.noMatchingItems}</p> : null}
      {shown.length > 0 ? (
        <table className="admin-table">
          <caption className="visually-hidden">{`${title}, newest first`}</caption>
          <thead>
            <tr>
              {[idColumn, ...columns].map((column) => (
                <th key={column.header} scope="col">
                  {column.header}
                </th>
              ))}
              <th scope="col">Status</th>
              <th scope="col">Action</th>
            </tr>
          </thead>
          <tbody>
            {shown.map((row) => {
              const id = props.resolveId(row);
              const done = props.isDone(row);
              return (
                <tr key={row.id}>
                  <th scope="row" data-label={idColumn.label} className="admin-table__id">
                    {idColumn.cell(row)}
                  </th>
                  {columns.map((column) => (
                    <td key={column.header} data-label={column.label} className={column.className}>
                      {column.cell(row)}
                    </td>
                  ))}
                  <td data-label="Status">
                    <Resolution done={done} resolvedBy={row.resolved_by} resolvedAt={row.resolved_at} />
                  </td>
                  <td data-label="Action">
                    {done ? (
                      <span className="admin-muted">—</span>
                    ) : (
                      <Button
                        className="button--small"
                        busy={resolving === id}
                        busyLabel="Resolving..."
                        disabled={resolving !== null}
                        aria-label={`Resolve ${item} ${id}`}
                        onClick={() => void resolve(id)}
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
