// The filter bar above an admin list: search, status, type, urgency, date range, order, and CSV export.
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { SelectField, TextField } from '../../../components/ui/field';
import { emptyFilter, type ListFilter } from '../utils/filters';
import { ExportCsvButton } from './export-csv';
import { SearchPanel, useTypedSearch } from './office-list';

export interface FilterOption {
  value: string;
  label: string;
}

export interface ListFiltersProps {
  /** Names the search landmark, e.g. 'Filter applications'. */
  label: string;
  filter: ListFilter;
  onChange: (filter: ListFilter) => void;
  /** The statuses the list can be narrowed to, e.g. Pending, Approved, Rejected. */
  statusOptions: readonly FilterOption[];
  typeOptions: readonly FilterOption[];
  /** Offered for complaints only. */
  urgencyOptions?: readonly FilterOption[] | undefined;
  /** The list's orders: its default (sort '') by name, and the others. */
  sortOptions: { defaultLabel: string; others: readonly FilterOption[] };
  /** What the list shows now, e.g. 'Showing 1–50 of 2,500 complaints'. */
  summary: string;
  /** False when nothing matches, so there is nothing to export. */
  canExport: boolean;
  exporting: boolean;
  onExport: () => void;
}

/** How long typing pauses before the search is sent, so each keystroke does not ask the database again. */
export const SEARCH_DELAY_MS = 300;

export function ListFilters(props: ListFiltersProps) {
  const { t } = useTranslation('admin');
  const { label, filter, onChange, typeOptions, urgencyOptions, summary, canExport, exporting, onExport } = props;
  const set = <K extends keyof ListFilter>(key: K, value: ListFilter[K]) => onChange({ ...filter, [key]: value });
  // The order is not a filter: clearing the filters keeps it.
  const filtered = JSON.stringify({ ...filter, sort: '' }) !== JSON.stringify(emptyFilter);
  const summaryId = useId();
  // The search box answers every keystroke; the list follows once typing pauses.
  const [typed, setTyped] = useTypedSearch(filter.query);
  const latest = useRef({ filter, onChange });
  useEffect(() => {
    latest.current = { filter, onChange };
  });
  useEffect(() => {
    if (typed === filter.query) return;
    const path = window.location.pathname;
    const timer = setTimeout(() => {
      // A navigation away may already have begun while this list is still mounted: the text belongs to this list.
      if (window.location.pathname === path) latest.current.onChange({ ...latest.current.filter, query: typed });
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typed, filter.query]);

  return (
    <SearchPanel
      label={label}
      summary={summary}
      summaryId={summaryId}
      fields={
        <>
          <TextField
            label={t('list.search')}
            type="search"
            placeholder={t('list.searchPlaceholder')}
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            aria-controls={summaryId}
          />
          <SelectField
            label={t('list.status')}
            placeholder={t('list.anyStatus')}
            options={props.statusOptions}
            value={filter.status}
            onChange={(event) => set('status', event.target.value)}
          />
          <SelectField
            label={t('list.type')}
            placeholder={t('list.allTypes')}
            options={typeOptions}
            value={filter.type}
            onChange={(event) => set('type', event.target.value)}
          />
          {urgencyOptions ? (
            <SelectField
              label={t('list.urgency')}
              placeholder={t('list.anyUrgency')}
              options={urgencyOptions}
              value={filter.urgency}
              onChange={(event) => set('urgency', event.target.value)}
            />
          ) : null}
          <TextField
            label={t('list.from')}
            type="date"
            value={filter.from}
            max={filter.to || undefined}
            onChange={(event) => set('from', event.target.value)}
          />
          <TextField
            label={t('list.to')}
            type="date"
            value={filter.to}
            min={filter.from || undefined}
            onChange={(event) => set('to', event.target.value)}
          />
          <SelectField
            label={t('list.order')}
            placeholder={props.sortOptions.defaultLabel}
            options={props.sortOptions.others}
            value={filter.sort}
            onChange={(event) => set('sort', event.target.value)}
          />
        </>
      }
      actions={
        <>
          {filtered ? (
            <Button variant="ghost" onClick={() => onChange({ ...emptyFilter, sort: filter.sort })}>
              {t('list.clearFilters')}
            </Button>
          ) : null}
          <ExportCsvButton canExport={canExport} exporting={exporting} onExport={onExport} />
        </>
      }
    />
  );
}
