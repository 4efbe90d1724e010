// The student's mess registration card: the open window with the messes and seats left, a choice made and shown, a
// full mess refused where the student acted, and a placement by default explained once the window has closed.
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NotificationRegion } from '../../../components/ui/notification-region';
import { useAuth, type AuthState } from '../../../lib/auth';
import { ApiError } from '../../../lib/errors';
import { chooseMess, getMessRegistration, type MessRegistration } from '../api/registration';
import { MessRegistrationCard } from './mess-registration-card';

vi.mock('../../../lib/auth', () => ({ useAuth: vi.fn() }));
vi.mock('../api/registration', () => ({ getMessRegistration: vi.fn(), chooseMess: vi.fn() }));

const STUDENT: AuthState = {
  status: 'ready',
  user: { id: 'u1', email: 'student@hostel.local', type: 'user', token: 't1', userMetadata: {} },
};

const OPEN: MessRegistration = {
  hostel: 'Kanhar',
  today_mess: null,
  period: {
    id: 7,
    name: 'Winter 2027',
    starts_on: '2027-01-01',
    ends_on: '2027-05-31',
    opens_at: '2026-12-01T04:30:00Z',
    closes_at: '2099-12-15T12:30:00Z',
    allocation: 'first_come',
    settled: false,
    open: true,
  },
  messes: [
    {
      id: 1,
      name: 'Kanhar Mess',
      caterer: 'Annapurna Caterers',
      daily_rate_minor: 13000,
      capacity: 600,
      is_default: true,
      seats_left: 0,
      requested: 0,
    },
    {
      id: 2,
      name: 'Gopad Mess',
      caterer: 'Shree Balaji Foods',
      daily_rate_minor: 12500,
      capacity: 500,
      is_default: false,
      seats_left: 12,
      requested: 0,
    },
  ],
  registration: null,
};

beforeEach(() => {
  vi.mocked(useAuth).mockReturnValue(STUDENT);
  vi.mocked(getMessRegistration).mockResolvedValue(OPEN);
});
afterEach(() => vi.resetAllMocks());

function renderCard() {
  render(
    <>
      <MessRegistrationCard />
      <NotificationRegion />
    </>,
  );
  return userEvent.setup();
}

describe('MessRegistrationCard', () => {
  it('when the window is open, then the messes show with seats left, a full one cannot be chosen, and a choice shows', async () => {
    const chosen: MessRegistration = {
      ...OPEN,
      registration: {
        mess_id: 2,
        mess_name: 'Gopad Mess',
        status: 'registered',
        placed_by: 'choice',
        from_on: '2027-01-01',
      },
    };
    vi.mocked(chooseMess).mockResolvedValue(chosen);
    const user = renderCard();
    const card = await screen.findByRole('region', { name: 'Mess registration' });
    expect(await within(card).findByText(/Registration for Winter 2027 .* is open until/)).toBeInTheDocument();
    expect(within(card).getByText(/12 seats left/)).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Kanhar Mess is full' })).toBeDisabled();
    await user.click(within(card).getByRole('button', { name: 'Choose Gopad Mess' }));
    expect(chooseMess).toHaveBeenCalledWith(7, 2);
    expect(await within(card).findByText(/You chose Gopad Mess for Winter 2027/)).toBeInTheDocument();
    expect(within(card).getByText('Your mess')).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Choose Gopad Mess' })).toBeNull();
  });

  it('when the mess filled up meanwhile, then the refusal shows and the card is read again', async () => {
    vi.mocked(chooseMess).mockRejectedValue(
      new ApiError('This mess is full: choose another', 409, { code: 'mess_full' }),
    );
    const user = renderCard();
    await user.click(await screen.findByRole('button', { name: 'Choose Gopad Mess' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This mess is full: choose another');
    expect(getMessRegistration).toHaveBeenCalledTimes(2);
  });

  it('when the window has closed and the student was placed by default, then the card says where and why', async () => {
    vi.mocked(getMessRegistration).mockResolvedValue({
      ...OPEN,
      today_mess: { id: 1, name: 'Kanhar Mess' },
      period: { ...OPEN.period!, open: false, settled: true, closes_at: '2026-12-15T12:30:00Z' },
      registration: {
        mess_id: 1,
        mess_name: 'Kanhar Mess',
        status: 'registered',
        placed_by: 'default',
        from_on: '2027-01-01',
      },
    });
    renderCard();
    expect(
      await screen.findByText(/you are placed in your hostel's mess, Kanhar Mess, for Winter 2027/),
    ).toBeInTheDocument();
    expect(screen.getByText('Today you eat at Kanhar Mess.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Choose/ })).toBeNull();
  });
});
