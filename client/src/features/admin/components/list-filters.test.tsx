// The admin filter bar driving a real list: what the admin types and picks narrows what is shown and exported.
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import type { AdminComplaint } from '../types';
import { emptyFilter, filterComplaints, type ListFilter } from '../utils/filters';
import { ListFilters } from './list-filters';

function complaint(id: number, fields: Partial<AdminComplaint>): AdminComplaint {
  return {
    id,
    complaint_type: 'other',
    complaint_category: 'other',
    complaint_description: `Complaint ${id}`,
    urgency_level: 'low',
    resource_link: '',
    resolved: false,
    email: `student${id}@uni.test`,
    created_at: new Date(2026, 2, id, 12).toISOString(),
    resolved_at: null,
    resolved_by: null,
    ...fields,
  };
}

const rows = [
  complaint(1, { complaint_type: 'cleanliness', urgency_level: 'high', complaint_description: 'Dusty stairs' }),
  complaint(2, { complaint_type: 'internet-issue', urgency_level: 'low', resolved: true }),
  complaint(3, { complaint_type: 'internet-issue', urgency_level: 'high', email: 'asha@uni.test' }),
];

function Harness({ onExport }: { onExport: (ids: number[]) => void }) {
  const [filter, setFilter] = useState<ListFilter>(emptyFilter);
  const shown = filterComplaints(rows, filter);
  return (
    <>
      <ListFilters
        noun="complaints"
        filter={filter}
        onChange={setFilter}
        typeOptions={[
          { value: 'cleanliness', label: 'Cleanliness' },
          { value: 'internet-issue', label: 'Internet issue' },
        ]}
        urgencyOptions={[
          { value: 'low', label: 'Low' },
          { value: 'high', label: 'High' },
        ]}
        shown={shown.length}
        total={rows.length}
        onExport={() => onExport(shown.map((row) => row.id))}
      />
      <ul aria-label="Results">
        {shown.map((row) => (
          <li key={row.id}>{row.id}</li>
        ))}
      </ul>
    </>
  );
}

function shownIds(): string[] {
  return within(screen.getByRole('list', { name: 'Results' }))
    .queryAllByRole('listitem')
    .map((item) => item.textContent ?? '');
}

describe('ListFilters', () => {
  it('when type, urgency and unresolved-only are chosen, then only matching rows remain and the count says so', async () => {
    const user = userEvent.setup();
    render(<Harness onExport={() => undefined} />);
    expect(screen.getByText('Showing 3 of 3 complaints')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Type'), 'internet-issue');
    expect(shownIds()).toEqual(['2', '3']);
    await user.selectOptions(screen.getByLabelText('Urgency'), 'high');
    expect(shownIds()).toEqual(['3']);
    await user.selectOptions(screen.getByLabelText('Urgency'), '');
    await user.click(screen.getByRole('checkbox', { name: 'Unresolved only' }));
    expect(shownIds()).toEqual(['3']);
    expect(screen.getByText('Showing 1 of 3 complaints')).toBeInTheDocument();
  });

  it('when searching and then clearing, then the search narrows and Clear filters restores everything', async () => {
    const user = userEvent.setup();
    render(<Harness onExport={() => undefined} />);
    expect(screen.queryByRole('button', { name: 'Clear filters' })).not.toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'dusty');
    expect(shownIds()).toEqual(['1']);
    await user.clear(screen.getByRole('searchbox', { name: 'Search' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'asha@');
    expect(shownIds()).toEqual(['3']);
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(shownIds()).toEqual(['1', '2', '3']);
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('');
  });

  it('when a date range excludes everything, then Export CSV is disabled; otherwise it exports what is shown', async () => {
    const exported: number[][] = [];
    const user = userEvent.setup();
    render(<Harness onExport={(ids) => exported.push(ids)} />);
    await user.type(screen.getByLabelText('From'), '2026-03-02');
    await user.type(screen.getByLabelText('To'), '2026-03-03');
    expect(shownIds()).toEqual(['2', '3']);
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(exported).toEqual([[2, 3]]);
    await user.clear(screen.getByLabelText('From'));
    await user.type(screen.getByLabelText('From'), '2027-01-01');
    expect(shownIds()).toEqual([]);
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
  });
});
