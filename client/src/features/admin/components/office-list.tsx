// The office list, one pattern for every office page that lists things (applications, complaints, bookings, people,
// the roster, the audit log, notices): its search and filters with the summary of what is shown, the loading, failure
// and empty states, the rows, and the pages. The database filters and pages each list; the URL keeps where it is.
import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { Button } from '../../../components/ui/button';
import { RetryMessage } from '../../../components/ui/retry-message';
import { formatNumber } from '../../../lib/format';
import { t } from '../../../lib/i18n';
import { ListPager, type ListPagerProps } from './list-pager';

export interface SearchPanelProps {
  /** Names the search landmark, e.g. 'Filter bookings'. */
  label: string;
  /** Given, the fields are a form applied on submit; without it each field applies as it changes. */
  onSubmit?: (event: FormEvent) => void;
  fields: ReactNode;
  /** What the list shows now, e.g. 'Showing 1–50 of 2,500 complaints'; announced as it changes. */
  summary: string;
  /** The summary's id, for a field that controls it. */
  summaryId?: string;
  /** The buttons after the summary: Search, Clear filters, Export CSV. */
  actions: ReactNode;
}

export function SearchPanel({ label, onSubmit, fields, summary, summaryId, actions }: SearchPanelProps) {
  const content = (
    <>
      <div className="admin-filters__grid">{fields}</div>
      <div className="admin-filters__actions">
        <p id={summaryId} className="admin-filters__summary" aria-live="polite">
          {summary}
        </p>
        {actions}
      </div>
    </>
  );
  return onSubmit ? (
    <form role="search" aria-label={label} className="admin-filters" onSubmit={onSubmit}>
      {content}
    </form>
  ) : (
    <div role="search" aria-label={label} className="admin-filters">
      {content}
    </div>
  );
}

/** A search box's buttons: Search, and Clear search while there is a search to clear. */
export function SearchButtons({ searching, onClear }: { searching: boolean; onClear: () => void }) {
  const { t } = useTranslation('admin');
  return (
    <>
      {searching ? (
        <Button variant="ghost" onClick={onClear}>
          {t('list.clearSearch')}
        </Button>
      ) : null}
      <Button type="submit" variant="secondary">
        {t('list.search')}
      </Button>
    </>
  );
}

export interface ListLoad {
  status: 'idle' | 'loading' | 'success' | 'error';
  /** Whether rows have arrived (they stay on screen while the list is read again). */
  loaded: boolean;
  /** How many rows match in all; undefined until known. */
  total: number | undefined;
  reload: () => void;
  /** E.g. 'Loading bookings…'. */
  loading: string;
  failed: string;
  /** The failure is an alert, unless the list already announces it another way (a notification). */
  failedRole?: 'alert';
  /** Said under the search when nothing matches; without it the summary says so alone. */
  empty?: string;
}

export interface OfficeListProps {
  /** A SearchPanel, or nothing for a list that is only paged. */
  search?: ReactNode;
  /** Between the search and the rows, e.g. the totals of what matches. */
  before?: ReactNode;
  load: ListLoad;
  pager: ListPagerProps;
  /** The rows, e.g. a table; rendered by the page, as each list's rows differ. */
  children: ReactNode;
}

export function OfficeList({ search, before, load, pager, children }: OfficeListProps) {
  return (
    <>
      {search}
      {before}
      {load.status === 'loading' && !load.loaded ? <p role="status">{load.loading}</p> : null}
      {load.status === 'error' ? (
        <RetryMessage
          role={load.failedRole}
          className={load.failedRole ? undefined : 'admin-muted'}
          message={load.failed}
          onRetry={load.reload}
        />
      ) : null}
      {load.empty !== undefined && load.loaded && load.total === 0 ? <p className="admin-muted">{load.empty}</p> : null}
      {children}
      <ListPager {...pager} />
    </>
  );
}

export interface SummaryWords {
  /** E.g. 'Loading bookings…'. */
  loading: string;
  /** E.g. 'No bookings to show'. */
  none: string;
  /** The row's name, singular and plural: 'booking', 'bookings'. */
  one: string;
  many: string;
  /** Where the page is among many; by default 'Showing 51–100 of 2,500 bookings'. */
  range?: (first: string, last: string, total: string) => string;
}

const count = formatNumber;

/** 'Showing 51–100 of 2,500 bookings' across pages, 'Showing 2 bookings' on one, or why nothing is shown. */
export function listSummary(
  words: SummaryWords,
  at: { page: number; pageSize: number; shown: number; total: number | undefined },
): string {
  const { page, pageSize, shown, total } = at;
  if (total === undefined) return words.loading;
  if (total === 0) return words.none;
  if (total <= pageSize)
    return t('admin:list.showingAll', { total: count(total), noun: total === 1 ? words.one : words.many });
  const first = (page - 1) * pageSize + 1;
  const last = first + Math.max(shown, 1) - 1;
  return words.range
    ? words.range(count(first), count(last), count(total))
    : t('admin:list.showingRange', { first: count(first), last: count(last), total: count(total), noun: words.many });
}

/**
 * The list's pages, and the page shown: a page past the end (rows gone from a search, or an old link) steps back to
 * the last page there is, replacing the URL's entry.
 */
export function usePageInRange(
  at: { page: number; pageSize: number; total: number | undefined },
  searchFor: (page: number) => string,
): { pages: number; current: number } {
  const [, setParams] = useSearchParams();
  const pages = Math.max(1, Math.ceil((at.total ?? 0) / at.pageSize));
  const lastPage = at.total !== undefined && at.page > pages ? searchFor(pages) : null;
  useEffect(() => {
    if (lastPage !== null) setParams(new URLSearchParams(lastPage), { replace: true });
  }, [lastPage, setParams]);
  return { pages, current: Math.min(at.page, pages) };
}

/** What the search box shows: what is typed, until the URL's search changes (Back, a shared link, Clear). */
export function useTypedSearch(query: string): [string, (typed: string) => void] {
  const [typed, setTyped] = useState(query);
  const [shownQuery, setShownQuery] = useState(query);
  if (shownQuery !== query) {
    setShownQuery(query);
    setTyped(query);
  }
  return [typed, setTyped];
}
