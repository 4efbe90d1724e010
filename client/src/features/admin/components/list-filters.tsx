// The filter bar above an admin list: search, type, urgency, date range, unresolved only, and CSV export.
import { useId } from 'react';
import { Button } from '../../../components/ui/button';
import { CheckboxField, SelectField, TextField } from '../../../components/ui/field';
import type { ListFilter } from '../utils/filters';
import { emptyFilter } from '../utils/filters';

export interface FilterOption {
  value: string;
  label: string;
}

export interface ListFiltersProps {
  /** What is listed, e.g. 'applications'; used in labels. */
  noun: string;
  filter: ListFilter;
  onChange: (filter: ListFilter) => void;
  typeOptions: readonly FilterOption[];
  /** Offered for complaints only. */
  urgencyOptions?: readonly FilterOption[] | undefined;
  shown: number;
  total: number;
  onExport: () => void;
}

export function ListFilters({ noun, filter, onChange, typeOptions, urgencyOptions, shown, total, onExport }: ListFiltersProps) {
  const set = <K extends keyof ListFilter>(key: K, value: ListFilter[K]) => onChange({ ...filter, [key]: value });
  const filtered = JSON.stringify(filter) !== JSON.stringify(emptyFilter);
  const summaryId = useId();

  return (
    <div role="search" className="admin-filters" aria-label={`Filter ${noun}`}>
      <div className="admin-filters__grid">
        <TextField
          label="Search"
          type="search"
          placeholder="ID, email or text"
          value={filter.query}
          onChange={(event) => set('query', event.target.value)}
          aria-controls={summaryId}
        />
        <SelectField
          label="Type"
          placeholder="All types"
          options={typeOptions}
          value={filter.type}
          onChange={(event) => set('type', event.target.value)}
        />
        {urgencyOptions ? (
          <SelectField
            label="Urgency"
            placeholder="Any urgency"
            options={urgencyOptions}
            value={filter.urgency}
            onChange={(event) => set('urgency', event.target.value)}
          />
        ) : null}
        <TextField label="From" type="date" value={filter.from} max={filter.to || undefined} onChange={(event) => set('from', event.target.value)} />
        <TextField label="To" type="date" value={filter.to} min={filter.from || undefined} onChange={(event) => set('to', event.target.value)} />
      </div>
      <div className="admin-filters__actions">
        <CheckboxField label="Unresolved only" checked={filter.onlyPending} onChange={(event) => set('onlyPending', event.target.checked)} />
        <p id={summaryId} className="admin-filters__summary" aria-live="polite">
          Showing {shown} of {total} {noun}
        </p>
        {filtered ? (
          <Button variant="ghost" onClick={() => onChange(emptyFilter)}>
            Clear filters
          </Button>
        ) : null}
        <Button variant="secondary" onClick={onExport} disabled={shown === 0}>
          Export CSV
        </Button>
      </div>
    </div>
  );
}
