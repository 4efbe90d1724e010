// The admin filter bar: what the admin picks changes the filter at once, typing changes it once typing pauses.
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { emptyFilter, type ListFilter } from '../utils/filters';
import { ListFilters } from './list-filters';

function Harness({
  onExport,
  canExport = true,
  exporting = false,
}: {
  onExport: () => void;
  canExport?: boolean;
  exporting?: boolean;
}) {
  const [filter, setFilter] = useState<ListFilter>(emptyFilter);
  const [changes, setChanges] = useState(0);
  return (
    <>
      <ListFilters
        label="Filter complaints"
        filter={filter}
        onChange={(next) => {
          setFilter(next);
          setChanges((count) => count + 1);
        }}
        statusOptions={[
          { value: 'open', label: 'Open' },
          { value: 'resolved', label: 'Resolved' },
        ]}
        sortOptions={{ defaultLabel: 'Due soonest first', others: [{ value: 'newest', label: 'Newest first' }] }}
        typeOptions={[
          { value: 'cleanliness', label: 'Cleanliness' },
          { value: 'internet-issue', label: 'Internet issue' },
        ]}
        urgencyOptions={[
          { value: 'low', label: 'Low' },
          { value: 'high', label: 'High' },
        ]}
        summary="Showing 1–50 of 2,500 complaints"
        canExport={canExport}
        exporting={exporting}
        onExport={onExport}
      />
      <output aria-label="Filter">{JSON.stringify(filter)}</output>
      <output aria-label="Changes">{changes}</output>
    </>
  );
}

const shownFilter = (): ListFilter =>
  JSON.parse(screen.getByRole('status', { name: 'Filter' }).textContent ?? '{}') as ListFilter;

describe('ListFilters', () => {
  it('when status, type, urgency and order are chosen, then the filter changes at once and the summary is shown', async () => {
    const user = userEvent.setup();
    render(<Harness onExport={() => undefined} />);
    expect(screen.getByText('Showing 1–50 of 2,500 complaints')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Type'), 'internet-issue');
    await user.selectOptions(screen.getByLabelText('Urgency'), 'high');
    await user.selectOptions(screen.getByLabelText('Status'), 'open');
    await user.selectOptions(screen.getByLabelText('Order'), 'newest');
    expect(shownFilter()).toMatchObject({ type: 'internet-issue', urgency: 'high', status: 'open', sort: 'newest' });
  });

  it('when searching, then one change follows the pause in typing, and Clear filters empties the box but keeps the order', async () => {
    const user = userEvent.setup();
    render(<Harness onExport={() => undefined} />);
    await user.selectOptions(screen.getByLabelText('Order'), 'newest');
    expect(screen.queryByRole('button', { name: 'Clear filters' })).not.toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'dusty');
    await waitFor(() => expect(shownFilter().query).toBe('dusty'));
    expect(screen.getByRole('status', { name: 'Changes' })).toHaveTextContent('2');
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(shownFilter()).toEqual({ ...emptyFilter, sort: 'newest' });
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('');
  });

  it('when a date range is typed, then it is the filter; with nothing to export, Export CSV is disabled', async () => {
    const exported: number[] = [];
    const user = userEvent.setup();
    const { rerender } = render(<Harness onExport={() => exported.push(1)} />);
    await user.type(screen.getByLabelText('From'), '2026-03-02');
    await user.type(screen.getByLabelText('To'), '2026-03-03');
    expect(shownFilter()).toMatchObject({ from: '2026-03-02', to: '2026-03-03' });
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(exported).toEqual([1]);
    rerender(<Harness onExport={() => exported.push(2)} canExport={false} />);
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
    rerender(<Harness onExport={() => exported.push(3)} exporting />);
    expect(screen.getByRole('button', { name: 'Exporting...' })).toBeDisabled();
  });
});
