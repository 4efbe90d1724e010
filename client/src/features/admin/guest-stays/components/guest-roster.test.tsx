// The guest house's day for the office: the house and day chosen, each part with its stays, and only what may be done
// now: decide a stay awaiting the warden (with a note), check in a confirmed guest whose day has come, check out one in
// the house; the roster is read again after each.
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NotificationRegion } from '../../../../components/ui/notification-region';
import { todayStamp } from '../../../../lib/format';
import { officeStayOf } from '../../../../testing/guest-stay';
import { checkInGuest, checkOutGuest, decideGuestStay, getGuestRoster } from '../api/guest-roster';
import { GuestRoster } from './guest-roster';

vi.mock('../api/guest-roster', () => ({
  getGuestRoster: vi.fn(),
  decideGuestStay: vi.fn(),
  checkInGuest: vi.fn(),
  checkOutGuest: vi.fn(),
}));
afterEach(() => vi.resetAllMocks());

const TODAY = todayStamp();
const ARRIVING = officeStayOf({ id: 41, guest_name: 'Sunita Verma', check_in: TODAY });
const AHEAD = officeStayOf({ id: 42, guest_name: 'Ravi Verma', check_in: '2999-01-01' });
const INSIDE = officeStayOf({ id: 43, guest_name: 'Kiran Das', status: 'checked_in' });
const LONG = officeStayOf({ id: 44, guest_name: 'Om Prakash', nights: 7, status: 'awaiting_approval' });

function renderRoster(search = '') {
  render(
    <MemoryRouter initialEntries={[`/admin/guest-house${search}`]}>
      <GuestRoster houses={['Atithi']} />
      <NotificationRegion />
    </MemoryRouter>,
  );
  return userEvent.setup();
}

function part(name: string): HTMLElement {
  return screen.getByRole('heading', { level: 2, name: new RegExp(`^${name}`) }).closest('section') as HTMLElement;
}

describe('GuestRoster', () => {
  it('when the day is read, then each part lists its stays with only the actions that may be taken now', async () => {
    vi.mocked(getGuestRoster).mockResolvedValue({
      hostel_name: 'Atithi',
      day: TODAY,
      arrivals: [ARRIVING, AHEAD],
      in_house: [INSIDE],
      departures: [],
      awaiting_approval: [LONG],
    });
    renderRoster();
    expect(await screen.findByRole('heading', { name: 'Arrivals (2)' })).toBeInTheDocument();
    expect(getGuestRoster).toHaveBeenCalledWith('Atithi', TODAY);
    const arrivals = part('Arrivals');
    expect(within(arrivals).getByRole('button', { name: 'Check in Sunita Verma' })).toBeInTheDocument();
    // A guest is never checked in ahead of their day.
    expect(within(arrivals).queryByRole('button', { name: 'Check in Ravi Verma' })).toBeNull();
    expect(arrivals).toHaveTextContent('Host: Asha Verma (B23CS077)');
    expect(within(part('In house')).getByRole('button', { name: 'Check out Kiran Das' })).toBeInTheDocument();
    expect(within(part('Awaiting the warden')).getByText('Awaiting the warden’s approval')).toBeInTheDocument();
    expect(part('Departures')).toHaveTextContent('Nobody leaves this day.');
  });

  it('when a guest is checked in, then it is sent, said, and the day read again', async () => {
    vi.mocked(getGuestRoster).mockResolvedValue({
      hostel_name: 'Atithi',
      day: TODAY,
      arrivals: [ARRIVING],
      in_house: [],
      departures: [],
      awaiting_approval: [],
    });
    vi.mocked(checkInGuest).mockResolvedValue({ ...ARRIVING, status: 'checked_in' });
    const user = renderRoster();
    await user.click(await screen.findByRole('button', { name: 'Check in Sunita Verma' }));
    expect(checkInGuest).toHaveBeenCalledWith(41);
    expect(await screen.findByText('Sunita Verma is checked in.')).toBeInTheDocument();
    expect(getGuestRoster).toHaveBeenCalledTimes(2);
    expect(checkOutGuest).not.toHaveBeenCalled();
  });

  it('when a long stay is refused with a note, then the decision and the note are sent', async () => {
    vi.mocked(getGuestRoster).mockResolvedValue({
      hostel_name: 'Atithi',
      day: '2026-12-20',
      arrivals: [],
      in_house: [],
      departures: [],
      awaiting_approval: [LONG],
    });
    vi.mocked(decideGuestStay).mockResolvedValue({ ...LONG, status: 'refused' });
    const user = renderRoster('?house=Atithi&day=2026-12-20');
    await user.click(await screen.findByRole('button', { name: 'Refuse the stay of Om Prakash' }));
    const form = screen.getByRole('form', { name: 'Refuse the stay of Om Prakash' });
    await user.type(within(form).getByLabelText(/Note for the host/), 'The house is full that week');
    await user.click(within(form).getByRole('button', { name: 'Refuse' }));
    expect(decideGuestStay).toHaveBeenCalledWith(44, 'refused', 'The house is full that week');
    expect(getGuestRoster).toHaveBeenCalledWith('Atithi', '2026-12-20');
    expect(await screen.findByText(/is refused: its nights are free again/)).toBeInTheDocument();
  });
});
