// /admin/mess's own page against stubbed reads and saves: the messes with their hostels and rates in rupees, a mess
// saved in paise with its default hostel, a period opened with its window, the counts per mess, and read-only readers.
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NotificationRegion } from '../../../../components/ui/notification-region';
import type { Hostel } from '../../../../lib/hostels';
import {
  getMesses,
  getPeriodCounts,
  getPeriods,
  saveExtraItem,
  saveMess,
  savePeriod,
  type MessRow,
  type PeriodRow,
} from '../api/mess-admin';
import { MessAdmin } from './mess-admin';

vi.mock('../api/mess-admin', () => ({
  getMesses: vi.fn(),
  getPeriods: vi.fn(),
  getPeriodCounts: vi.fn(),
  saveMess: vi.fn(),
  saveExtraItem: vi.fn(),
  savePeriod: vi.fn(),
}));
vi.mock('../../../../lib/public-rest', () => ({
  selectPublic: vi.fn(() => Promise.resolve([{ name: 'Kanhar' }, { name: 'Gopad' }] as Hostel[])),
}));

const GOPAD: MessRow = {
  id: 2,
  name: 'Gopad Mess',
  caterer: 'Shree Balaji Foods',
  daily_rate_minor: 12500,
  guest_meal_minor: 7500,
  capacity: 500,
  rebate_min_days: 4,
  rebate_notice_days: 3,
  hostels: [
    { name: 'Gopad', default: true },
    { name: 'Kanhar', default: false },
  ],
  items: [{ id: 5, name: 'Curd', price_minor: 1500, active: true }],
};
const KANHAR: MessRow = {
  ...GOPAD,
  id: 1,
  name: 'Kanhar Mess',
  hostels: [{ name: 'Kanhar', default: true }],
  items: [],
};
const PERIOD: PeriodRow = {
  id: 9,
  name: 'Winter 2027',
  starts_on: '2027-01-01',
  ends_on: '2027-05-31',
  opens_at: '2026-12-01T04:30:00Z',
  closes_at: '2026-12-15T12:30:00Z',
  allocation: 'lottery',
  settled_at: '2026-12-15T12:31:00Z',
};

beforeEach(() => {
  vi.mocked(getMesses).mockResolvedValue([GOPAD, KANHAR]);
  vi.mocked(getPeriods).mockResolvedValue([PERIOD]);
  vi.mocked(saveMess).mockResolvedValue(2);
  vi.mocked(saveExtraItem).mockResolvedValue(5);
  vi.mocked(savePeriod).mockResolvedValue(10);
  vi.mocked(getPeriodCounts).mockResolvedValue([
    {
      mess_id: 2,
      mess_name: 'Gopad Mess',
      capacity: 500,
      registered: 480,
      requested: 0,
      by_choice: 0,
      by_lottery: 300,
      by_default: 180,
    },
  ]);
});
afterEach(() => vi.resetAllMocks());

function renderAdmin(props: Parameters<typeof MessAdmin>[0]) {
  render(
    <>
      <MessAdmin {...props} />
      <NotificationRegion />
    </>,
  );
  return userEvent.setup();
}

describe('MessAdmin', () => {
  it('when the office edits a mess, then rates typed in rupees are sent in paise with its hostels and default', async () => {
    const user = renderAdmin({ canEdit: true, sees: null });
    const messes = await screen.findByRole('region', { name: 'Messes' });
    expect(within(messes).getByRole('row', { name: /Gopad Mess/ })).toHaveTextContent('Gopad (default), Kanhar');
    expect(within(messes).getByRole('row', { name: /Gopad Mess/ })).toHaveTextContent('₹125.00 a day');
    await user.click(within(messes).getByRole('button', { name: 'Edit Gopad Mess' }));
    const rate = within(messes).getByRole('textbox', { name: 'Daily rate (₹)' });
    expect(rate).toHaveValue('125');
    await user.clear(rate);
    await user.type(rate, '130.50');
    await user.click(await within(messes).findByRole('checkbox', { name: 'Default mess of Kanhar' }));
    await user.click(within(messes).getByRole('button', { name: 'Save mess' }));
    expect(saveMess).toHaveBeenCalledWith(
      expect.objectContaining({
        id: 2,
        daily_rate_minor: 13050,
        guest_meal_minor: 7500,
        hostels: expect.arrayContaining([
          { name: 'Gopad', default: true },
          { name: 'Kanhar', default: true },
        ]) as unknown,
      }),
    );
  });

  it('when a rate is not an amount, then the field says so and nothing is sent', async () => {
    const user = renderAdmin({ canEdit: true, sees: null });
    await user.click(await screen.findByRole('button', { name: 'Add a mess' }));
    await user.type(screen.getByRole('textbox', { name: 'Daily rate (₹)' }), '12.345');
    await user.click(screen.getByRole('button', { name: 'Save mess' }));
    expect(screen.getAllByText('Enter an amount in rupees, up to ₹1,000.').length).toBeGreaterThan(0);
    expect(screen.getByText('Choose at least one hostel it feeds.')).toBeInTheDocument();
    expect(saveMess).not.toHaveBeenCalled();
  });

  it('when the office opens registration, then the period is sent with its window, and counts show per mess', async () => {
    const user = renderAdmin({ canEdit: true, sees: null });
    const periods = await screen.findByRole('region', { name: 'Registration periods' });
    await user.type(within(periods).getByRole('textbox', { name: 'Name (a semester or a month)' }), 'Monsoon 2027');
    await user.selectOptions(within(periods).getByRole('combobox', { name: 'Seats go' }), 'Lottery');
    await user.type(within(periods).getByLabelText('First day'), '2027-07-01');
    await user.type(within(periods).getByLabelText('Last day'), '2027-11-30');
    await user.type(within(periods).getByLabelText('Registration opens'), '2027-06-01T09:00');
    await user.type(within(periods).getByLabelText('Registration closes'), '2027-06-10T18:00');
    await user.click(within(periods).getByRole('button', { name: 'Open registration' }));
    expect(savePeriod).toHaveBeenCalledWith(
      expect.objectContaining({ id: null, name: 'Monsoon 2027', starts_on: '2027-07-01', allocation: 'lottery' }),
    );
    await user.click(within(periods).getByRole('button', { name: 'Counts for Winter 2027' }));
    const counts = await within(periods).findByRole('region', { name: 'Registrations for Winter 2027' });
    expect(within(counts).getByRole('row', { name: /Gopad Mess/ })).toHaveTextContent('480');
  });

  it('when a mess manager reads, then only their mess shows and nothing can be changed', async () => {
    renderAdmin({ canEdit: false, sees: (mess) => mess.name === 'Gopad Mess' });
    const messes = await screen.findByRole('region', { name: 'Messes' });
    expect(within(messes).queryByRole('row', { name: /Kanhar Mess/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Edit|Add|Open registration|Retire/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Counts for Winter 2027' })).toBeInTheDocument();
  });
});
