// The office's work orders: a job not yet done is given to a technician of its trade (only those are offered); the
// statement shows each technician's month and the trade's totals, and downloads the same lines as CSV.
import type { StatementAnswer, WorkOrder } from '@campus-hostel/contracts/api';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as csv from '../../utils/csv';
import * as api from '../api/work-orders';
import { ContractorStatement } from './contractor-statement';
import { OfficeJobs } from './office-jobs';

vi.mock('../api/work-orders', () => ({
  getOfficeJobs: vi.fn(),
  getTechnicians: vi.fn(),
  assignJob: vi.fn(),
  getStatement: vi.fn(),
}));
vi.mock('../../utils/csv', async (actual) => ({ ...(await actual<typeof csv>()), downloadCsv: vi.fn() }));

const JOB: WorkOrder = {
  id: 5,
  complaint_id: 2,
  recurring_job_id: null,
  trade: 'carpentry',
  title: 'Broken chair',
  status: 'open',
  hostel_name: 'Kanhar',
  wing_name: 'A',
  room_number: 104,
  technician_id: null,
  technician_name: null,
  visit_from: null,
  visit_to: null,
  due_at: '2026-11-30T06:00:00.000Z',
  breached: false,
  done_at: null,
  confirmed_at: null,
  rating: null,
  reopen_count: 0,
  reopen_note: null,
  photos: [],
  materials: [],
  created_at: '2026-11-27T06:00:00.000Z',
};

afterEach(() => {
  vi.resetAllMocks();
});

describe('OfficeJobs', () => {
  it('offers only the technicians of the job’s trade and assigns the one chosen', async () => {
    vi.mocked(api.getOfficeJobs).mockResolvedValue({ jobs: [JOB], next: null });
    vi.mocked(api.getTechnicians).mockResolvedValue([
      { id: 'c1', name: 'Ramesh Kumar', email: 'ramesh@hostel.local', trade: 'carpentry' },
      { id: 'e1', name: 'Vikram Singh', email: 'technician@hostel.local', trade: 'electrical' },
    ]);
    vi.mocked(api.assignJob).mockResolvedValue({ ...JOB, status: 'assigned', technician_id: 'c1' });
    render(<OfficeJobs hostels={[]} />);
    const choice = await screen.findByRole('combobox', { name: 'Technician for Broken chair' });
    expect(
      within(choice)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Ramesh Kumar']);
    await userEvent.click(screen.getByRole('button', { name: 'Assign' }));
    expect(api.assignJob).toHaveBeenCalledWith(5, 'c1');
  });
});

describe('ContractorStatement', () => {
  it('shows each technician’s month and the totals, and downloads them as CSV', async () => {
    const statement: StatementAnswer = {
      trade: 'electrical',
      month: '2026-11',
      sla_hours: 24,
      rows: [
        {
          technician_id: 'e1',
          technician_name: 'Vikram Singh',
          technician_email: 'technician@hostel.local',
          jobs_done: 3,
          on_time: 2,
          reopened: 1,
          ratings: 2,
          average_rating: 4.5,
          sla_breaches: 1,
        },
      ],
      totals: { jobs_done: 3, on_time: 2, reopened: 1, ratings: 2, average_rating: 4.5, sla_breaches: 1 },
    };
    vi.mocked(api.getStatement).mockResolvedValue(statement);
    render(<ContractorStatement />);
    const row = await screen.findByRole('row', { name: /Vikram Singh/ });
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['3', '2', '1', '2', '4.5', '1']);
    expect(screen.getByText('Jobs of this trade are due within 24 hours.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
    const [file, text] = vi.mocked(csv.downloadCsv).mock.calls[0] ?? [];
    expect(file).toBe('contractor-statement-electrical-2026-11.csv');
    expect(text?.split('\r\n')).toEqual([
      'Technician,Jobs done,On time,Reopened,Ratings,Average rating,SLA breaches',
      'Vikram Singh,3,2,1,2,4.5,1',
      'Total,3,2,1,2,4.5,1',
      '',
    ]);
  });
});
