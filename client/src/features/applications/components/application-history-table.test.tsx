// History paging: 3 rows, View More adds 5, View All shows everything, Show Less returns to 3; and the
// statuses: Pending, Approved, Rejected with the office's note.
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { changeLanguage } from '../../../lib/i18n';
import type { ApplicationHistoryRow } from '../api/get-application-history';
import { ApplicationHistoryTable } from './application-history-table';

function rows(count: number): ApplicationHistoryRow[] {
  return Array.from({ length: count }, (_, index) => ({
    application_id: `APP${String(index + 1).padStart(13, '0')}`,
    application_type: 'Room Change',
    description: `Request ${index + 1}`,
    status: index % 2 === 1,
    decision: index % 2 === 1 ? 'approved' : null,
    decision_note: null,
    created_at: new Date(Date.UTC(2025, 0, 30 - index)).toISOString(),
  }));
}

const bodyRows = () => within(screen.getAllByRole('rowgroup')[1]!).getAllByRole('row');

describe('ApplicationHistoryTable', () => {
  it('when there are 12 applications, then paging goes 3 → 8 → 12 (View All) → 3 (Show Less)', async () => {
    const user = userEvent.setup();
    render(<ApplicationHistoryTable rows={rows(12)} />);
    expect(bodyRows()).toHaveLength(3);

    await user.click(screen.getByRole('button', { name: 'View More' }));
    expect(bodyRows()).toHaveLength(8);

    await user.click(screen.getByRole('button', { name: 'View All' }));
    expect(bodyRows()).toHaveLength(12);
    expect(screen.queryByRole('button', { name: 'View More' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Show Less' }));
    expect(bodyRows()).toHaveLength(3);
    expect(screen.queryByRole('button', { name: 'Show Less' })).not.toBeInTheDocument();
  });

  it('when View More reaches the end, then only Show Less remains', async () => {
    const user = userEvent.setup();
    render(<ApplicationHistoryTable rows={rows(6)} />);
    await user.click(screen.getByRole('button', { name: 'View More' }));
    expect(bodyRows()).toHaveLength(6);
    expect(screen.queryByRole('button', { name: 'View More' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'View All' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Show Less' })).toBeInTheDocument();
  });

  it('when there are 3 or fewer, then there are no paging buttons', () => {
    render(<ApplicationHistoryTable rows={rows(2)} />);
    expect(bodyRows()).toHaveLength(2);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('when shown, then it has the spec columns and labels false Pending and true Approved', () => {
    render(<ApplicationHistoryTable rows={rows(2)} />);
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'Application ID',
      'Application Info',
      'Status',
      'Date',
    ]);
    const [first, second] = bodyRows();
    expect(first).toHaveTextContent('Pending');
    expect(second).toHaveTextContent('Approved');
  });

  it('when the office decided, then approved reads Approved, rejected reads Rejected, and a note is shown under it', () => {
    const [pending, approved, rejected] = rows(3) as [
      ApplicationHistoryRow,
      ApplicationHistoryRow,
      ApplicationHistoryRow,
    ];
    render(
      <ApplicationHistoryTable
        rows={[
          pending,
          { ...approved, status: true, decision: 'approved', decision_note: null },
          { ...rejected, status: true, decision: 'rejected', decision_note: 'Hostel changes open in January.' },
        ]}
      />,
    );
    const [first, second, third] = bodyRows() as [HTMLElement, HTMLElement, HTMLElement];
    expect(within(first).getByText('Pending')).toHaveClass('pill--pending');
    expect(within(second).getByText('Approved')).toHaveClass('pill--success');
    expect(within(third).getByText('Rejected')).toHaveClass('pill--rejected');
    expect(third).toHaveTextContent('Note from the hostel office: Hostel changes open in January.');
    expect(second).not.toHaveTextContent('Note from the hostel office');
  });

  it('when read in Hindi, then the headers, the type and the status are Hindi words', async () => {
    await changeLanguage('hi');
    try {
      const [pending, approved] = rows(2) as [ApplicationHistoryRow, ApplicationHistoryRow];
      render(<ApplicationHistoryTable rows={[pending, { ...approved, status: true, decision: 'approved' }]} />);
      expect(screen.getAllByRole('columnheader')[2]).toHaveTextContent('स्थिति');
      const [first, second] = bodyRows() as [HTMLElement, HTMLElement];
      expect(within(first).getByText('लंबित')).toHaveClass('pill--pending');
      expect(within(second).getByText('स्वीकृत')).toHaveClass('pill--success');
      expect(first).toHaveTextContent('कमरा बदलना');
    } finally {
      await changeLanguage('en');
    }
  });
});
