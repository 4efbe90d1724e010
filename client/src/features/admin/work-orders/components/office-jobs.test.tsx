// The office's job list: it asks for unfinished jobs first and asks again as the filters change (a hostel only for the
// whole office), "Show more" adds the next page after the last, the visit slot is set in IST and the row shows the job
// the server answers, and the technician's photos are thumbnails.
import type { WorkOrder } from '@campus-hostel/contracts/api';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as api from '../api/work-orders';
import { OfficeJobs } from './office-jobs';

vi.mock('../api/work-orders', () => ({
  getOfficeJobs: vi.fn(),
  getTechnicians: vi.fn(),
  assignJob: vi.fn(),
  scheduleJob: vi.fn(),
}));
vi.mock('../../../../lib/complaint-attachments', () => ({
  signedAttachmentUrl: (path: string) => Promise.resolve(`https://storage.test/${path}`),
}));

const job = (id: number, fields: Partial<WorkOrder> = {}): WorkOrder => ({
  id,
  complaint_id: id,
  recurring_job_id: null,
  trade: 'electrical',
  title: `Fan ${id}`,
  status: 'assigned',
  hostel_name: 'Kanhar',
  wing_name: 'A',
  room_number: 100 + id,
  technician_id: 'e1',
  technician_name: 'Vikram Singh',
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
  ...fields,
});

beforeEach(() => {
  vi.mocked(api.getTechnicians).mockResolvedValue([
    { id: 'e1', name: 'Vikram Singh', email: 'technician@hostel.local', trade: 'electrical' },
  ]);
});

afterEach(() => {
  vi.resetAllMocks();
});

describe('OfficeJobs', () => {
  it('asks for unfinished jobs first, and again for the state, trade and hostel chosen', async () => {
    vi.mocked(api.getOfficeJobs).mockResolvedValue({ jobs: [job(1)], next: null });
    render(<OfficeJobs hostels={['Kanhar', 'Gopad']} />);
    await screen.findByRole('row', { name: /Fan 1/ });
    await userEvent.selectOptions(screen.getByLabelText('Show'), 'Done, awaiting the student');
    await userEvent.selectOptions(screen.getByLabelText('Trade'), 'Plumbing');
    await userEvent.selectOptions(screen.getByLabelText('Hostel'), 'Gopad');
    expect(vi.mocked(api.getOfficeJobs).mock.calls.map(([query]) => query)).toEqual([
      { state: 'unfinished' },
      { state: 'done' },
      { state: 'done', trade: 'plumbing' },
      { state: 'done', trade: 'plumbing', hostel: 'Gopad' },
    ]);
  });

  it('offers no hostel filter to a warden, whose list is their hostels already', async () => {
    vi.mocked(api.getOfficeJobs).mockResolvedValue({ jobs: [], next: null });
    render(<OfficeJobs hostels={[]} />);
    expect(await screen.findByText('No jobs match what you chose.')).toBeInTheDocument();
    expect(screen.queryByLabelText('Hostel')).not.toBeInTheDocument();
  });

  it('adds the next page after the last job shown, and offers no more on the last page', async () => {
    vi.mocked(api.getOfficeJobs)
      .mockResolvedValueOnce({ jobs: [job(1)], next: '0_2026-11-30T06:00:00.000Z_1' })
      .mockResolvedValueOnce({ jobs: [job(2)], next: null });
    render(<OfficeJobs hostels={[]} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Show more' }));
    expect(await screen.findByRole('row', { name: /Fan 2/ })).toBeInTheDocument();
    expect(screen.getByRole('row', { name: /Fan 1/ })).toBeInTheDocument();
    expect(api.getOfficeJobs).toHaveBeenLastCalledWith({ state: 'unfinished', after: '0_2026-11-30T06:00:00.000Z_1' });
    expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
  });

  it('sets the visit slot as IST and shows the slot the server answers', async () => {
    vi.mocked(api.getOfficeJobs).mockResolvedValue({ jobs: [job(3)], next: null });
    vi.mocked(api.scheduleJob).mockResolvedValue(
      job(3, { status: 'scheduled', visit_from: '2026-12-01T04:00:00.000Z', visit_to: '2026-12-01T05:00:00.000Z' }),
    );
    render(<OfficeJobs hostels={[]} />);
    const row = await screen.findByRole('row', { name: /Fan 3/ });
    expect(within(row).getByText('No visit set')).toBeInTheDocument();
    await userEvent.click(within(row).getByText('Set visit'));
    await userEvent.click(within(row).getByRole('button', { name: 'Save visit' }));
    expect(within(row).getByRole('alert')).toHaveTextContent('Choose when the visit starts and ends.');
    await userEvent.type(within(row).getByLabelText('Visit from'), '2026-12-01T09:30');
    await userEvent.type(within(row).getByLabelText('Visit until'), '2026-12-01T10:30');
    await userEvent.click(within(row).getByRole('button', { name: 'Save visit' }));
    expect(api.scheduleJob).toHaveBeenCalledWith(3, '2026-12-01T09:30:00+05:30', '2026-12-01T10:30:00+05:30');
    expect(await within(row).findByText('Visit set')).toBeInTheDocument();
    expect(within(row).queryByText('No visit set')).not.toBeInTheDocument();
  });

  it('shows a finished job’s slot without a form, and its after photo as a thumbnail', async () => {
    const done = job(4, { status: 'done', photos: [{ stage: 'after', path: 'work_order_photos/x_fan.png' }] });
    vi.mocked(api.getOfficeJobs).mockResolvedValue({ jobs: [done], next: null });
    render(<OfficeJobs hostels={[]} />);
    const photo = await screen.findByRole('img', { name: 'After photo 1: Fan 4' });
    expect(photo).toHaveAttribute('src', 'https://storage.test/work_order_photos/x_fan.png');
    expect(screen.queryByText('Set visit')).not.toBeInTheDocument();
  });
});
