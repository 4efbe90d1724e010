// The office's settings of work: each trade's due time (edited by the whole office within 1–720 hours, read by a
// warden) and a recurring job edited, switched off and on again (one whose day has passed falls due today).
import type { RecurringJob } from '@campus-hostel/contracts/api';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { istDayValue } from '../../../../lib/ist-input';
import * as api from '../api/work-orders';
import { RecurringJobs } from './recurring-jobs';
import { TradeSlas } from './trade-slas';

vi.mock('../api/work-orders', () => ({
  getSlas: vi.fn(),
  setSla: vi.fn(),
  getRecurringJobs: vi.fn(),
  saveRecurringJob: vi.fn(),
}));

const FILTERS: RecurringJob = {
  id: 4,
  hostel_name: 'Kanhar',
  trade: 'plumbing',
  title: 'Water-cooler filter',
  every_days: 30,
  next_due_on: '2099-01-10',
  active: true,
};

afterEach(() => {
  vi.resetAllMocks();
});

describe('TradeSlas', () => {
  it('lets the whole office set a trade’s hours, refusing hours out of bounds before asking', async () => {
    vi.mocked(api.getSlas).mockResolvedValue([
      { trade: 'electrical', hours: 24 },
      { trade: 'carpentry', hours: 72 },
    ]);
    vi.mocked(api.setSla).mockResolvedValue({ trade: 'carpentry', hours: 48 });
    render(<TradeSlas editable />);
    const hours = await screen.findByLabelText('Carpentry: hours');
    await userEvent.clear(hours);
    await userEvent.type(hours, '721');
    await userEvent.click(screen.getByRole('button', { name: 'Save Carpentry hours' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Hours are a whole number from 1 to 720.');
    expect(api.setSla).not.toHaveBeenCalled();
    await userEvent.clear(hours);
    await userEvent.type(hours, '48');
    await userEvent.click(screen.getByRole('button', { name: 'Save Carpentry hours' }));
    expect(api.setSla).toHaveBeenCalledWith('carpentry', 48);
    expect(await screen.findByRole('status')).toHaveTextContent('Carpentry jobs are now due within 48 hours.');
  });

  it('shows a warden the hours with nothing to edit', async () => {
    vi.mocked(api.getSlas).mockResolvedValue([{ trade: 'housekeeping', hours: 12 }]);
    render(<TradeSlas editable={false} />);
    expect(await screen.findByText('Housekeeping: 12 hours')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});

describe('RecurringJobs', () => {
  it('edits a recurring job in the form and saves it under its id', async () => {
    vi.mocked(api.getRecurringJobs).mockResolvedValue([FILTERS]);
    vi.mocked(api.saveRecurringJob).mockResolvedValue({ ...FILTERS, every_days: 45 });
    render(<RecurringJobs hostels={['Kanhar', 'Gopad']} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Water-cooler filter' }));
    expect(screen.getByRole('heading', { name: 'Editing: Water-cooler filter' })).toBeInTheDocument();
    const every = screen.getByLabelText('Every (days)');
    await userEvent.clear(every);
    await userEvent.type(every, '45');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(api.saveRecurringJob).toHaveBeenCalledWith({
      id: 4,
      hostel_name: 'Kanhar',
      trade: 'plumbing',
      title: 'Water-cooler filter',
      every_days: 45,
      next_due_on: '2099-01-10',
      active: true,
    });
    expect(await screen.findByRole('button', { name: 'Schedule recurring job' })).toBeInTheDocument();
  });

  it('switches a job off, and one switched off whose day passed back on from today', async () => {
    const off = { ...FILTERS, id: 5, title: 'Pest control', next_due_on: '2020-01-01', active: false };
    vi.mocked(api.getRecurringJobs).mockResolvedValue([FILTERS, off]);
    vi.mocked(api.saveRecurringJob).mockResolvedValue(FILTERS);
    render(<RecurringJobs hostels={['Kanhar']} />);
    const item = (await screen.findByText(/Pest control/)).closest('li')!;
    expect(item).toHaveTextContent('switched off');
    await userEvent.click(within(item).getByRole('button', { name: 'Switch on Pest control' }));
    expect(api.saveRecurringJob).toHaveBeenLastCalledWith(
      expect.objectContaining({ id: 5, active: true, next_due_on: istDayValue(Date.now()) }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Switch off Water-cooler filter' }));
    expect(api.saveRecurringJob).toHaveBeenLastCalledWith(
      expect.objectContaining({ id: 4, active: false, next_due_on: '2099-01-10' }),
    );
  });
});
