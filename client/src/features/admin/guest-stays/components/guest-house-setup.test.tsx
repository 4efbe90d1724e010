// The guest house's rooms and rules for its office: a room's nightly price typed in rupees is sent in paise with its
// service, and a price out of range is named and not sent; the rules are sent as numbers, and the most nights below
// the nights without approval (or a field the API's 400 names) is named on its field and not saved.
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { GuestHouseOfficeAnswer } from '@campus-hostel/contracts/api';
import { NotificationRegion } from '../../../../components/ui/notification-region';
import { ApiError } from '../../../../lib/errors';
import * as api from '../api/guest-house';
import { GuestHouseSetup } from './guest-house-setup';

vi.mock('../api/guest-house', async (importOriginal) => ({
  ...(await importOriginal<typeof api>()),
  getGuestHouse: vi.fn(),
  saveGuestHouseRules: vi.fn(),
  saveGuestRoom: vi.fn(),
}));

const RULES = { approval_nights: 5, max_nights: 14, days_ahead: 90 };
const HOUSE: GuestHouseOfficeAnswer = {
  hostel_name: 'Atithi',
  currency: 'inr',
  rules: RULES,
  rooms: [
    { id: 1, wing_name: 'A', room_number: 101, occupancy: 1, nightly_minor: 80_000, out_of_service: false },
    { id: 5, wing_name: 'B', room_number: 201, occupancy: 2, nightly_minor: 120_050, out_of_service: true },
  ],
};

function renderSetup() {
  render(
    <MemoryRouter initialEntries={['/admin/guest-house?house=Atithi']}>
      <GuestHouseSetup houses={['Atithi']} />
      <NotificationRegion />
    </MemoryRouter>,
  );
  return userEvent.setup();
}

beforeEach(() => vi.mocked(api.getGuestHouse).mockResolvedValue(HOUSE));
afterEach(() => vi.resetAllMocks());

describe('GuestHouseSetup', () => {
  it('when a room’s price is changed, then it is sent in paise with its service and the new price is said', async () => {
    vi.mocked(api.saveGuestRoom).mockResolvedValue({ ...HOUSE.rooms[0]!, nightly_minor: 95_050 });
    const user = renderSetup();
    const room = await screen.findByRole('form', { name: 'Wing A · Room 101' });
    expect(
      within(screen.getByRole('form', { name: 'Wing B · Room 201' })).getByLabelText('Nightly price (₹)'),
    ).toHaveValue('1200.50');
    const price = within(room).getByLabelText('Nightly price (₹)');
    expect(price).toHaveValue('800');
    await user.clear(price);
    await user.type(price, '950.50');
    await user.click(within(room).getByRole('button', { name: 'Save Wing A · Room 101' }));
    expect(api.getGuestHouse).toHaveBeenCalledWith('Atithi');
    expect(api.saveGuestRoom).toHaveBeenCalledWith(1, { nightly_minor: 95_050, out_of_service: false });
    expect(await screen.findByText('Wing A · Room 101 now costs ₹950.50 a night.')).toBeInTheDocument();
  });

  it('when a price is out of range or not an amount, then it is named and nothing is sent', async () => {
    const user = renderSetup();
    const room = await screen.findByRole('form', { name: 'Wing B · Room 201' });
    for (const typed of ['0.50', '100001', 'free', '12.345']) {
      await user.clear(within(room).getByLabelText('Nightly price (₹)'));
      await user.type(within(room).getByLabelText('Nightly price (₹)'), typed);
      await user.click(within(room).getByRole('button', { name: 'Save Wing B · Room 201' }));
      expect(within(room).getByText(/Enter a price from ₹1.00 to ₹1,00,000.00/)).toBeInTheDocument();
    }
    expect(api.saveGuestRoom).not.toHaveBeenCalled();
  });

  it('when a room is taken out of service, then that is sent and said', async () => {
    vi.mocked(api.saveGuestRoom).mockResolvedValue({ ...HOUSE.rooms[0]!, out_of_service: true });
    const user = renderSetup();
    const room = await screen.findByRole('form', { name: 'Wing A · Room 101' });
    await user.click(within(room).getByRole('checkbox', { name: 'Out of service' }));
    await user.click(within(room).getByRole('button', { name: 'Save Wing A · Room 101' }));
    expect(api.saveGuestRoom).toHaveBeenCalledWith(1, { nightly_minor: 80_000, out_of_service: true });
    expect(await screen.findByText(/Wing A · Room 101 is out of service/)).toBeInTheDocument();
  });

  it('when the rules are saved, then they are sent as numbers; approval beyond the most nights is named first', async () => {
    vi.mocked(api.saveGuestHouseRules).mockResolvedValue({ ...RULES, approval_nights: 7, days_ahead: 120 });
    const user = renderSetup();
    const rules = await screen.findByRole('form', { name: 'Rules of Atithi' });
    const approval = within(rules).getByLabelText('Nights without the warden’s approval');
    await user.clear(approval);
    await user.type(approval, '20');
    await user.click(within(rules).getByRole('button', { name: 'Save rules' }));
    expect(within(rules).getByText('This may not be more than the most nights of one stay.')).toBeInTheDocument();
    expect(api.saveGuestHouseRules).not.toHaveBeenCalled();
    await user.clear(approval);
    await user.type(approval, '7');
    await user.clear(within(rules).getByLabelText('Days ahead a stay may begin'));
    await user.type(within(rules).getByLabelText('Days ahead a stay may begin'), '120');
    await user.click(within(rules).getByRole('button', { name: 'Save rules' }));
    expect(api.saveGuestHouseRules).toHaveBeenCalledWith('Atithi', {
      approval_nights: 7,
      max_nights: 14,
      days_ahead: 120,
    });
    expect(await screen.findByText('The rules of Atithi are saved.')).toBeInTheDocument();
  });

  it('when the API names a field in its 400, then that field is marked', async () => {
    vi.mocked(api.saveGuestHouseRules).mockRejectedValue(
      new ApiError('days_ahead must be at most 365', 400, { code: 'invalid_request' }),
    );
    const user = renderSetup();
    const rules = await screen.findByRole('form', { name: 'Rules of Atithi' });
    await user.click(within(rules).getByRole('button', { name: 'Save rules' }));
    expect(within(rules).getByText('Enter a whole number from 1 to 365.')).toBeInTheDocument();
  });
});
