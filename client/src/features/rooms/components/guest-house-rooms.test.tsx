// A guest house's rooms for the nights asked: the stay in the address is asked of the server, each room Vacant only when
// free for every night, its details say the nightly price and the stay's, and Book Now carries the dates; a new day or
// number of nights changes the address and is asked again; a change heard live (a night taken, a new price) asks again.
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { GuestAvailabilityAnswer } from '@campus-hostel/contracts/api';
import * as guestStays from '../../../lib/guest-stays';
import { useLiveTables } from '../live-tables';
import { GuestHouseRooms } from './guest-house-rooms';

vi.mock('../../../lib/guest-stays', async (importOriginal) => ({
  ...(await importOriginal<typeof guestStays>()),
  getGuestRooms: vi.fn(),
}));
vi.mock('../live-tables', () => ({ useLiveTables: vi.fn() }));

const RULES = { approval_nights: 5, max_nights: 14, days_ahead: 90 };

function answer(checkIn: string, nights: number, takenRoom?: number): GuestAvailabilityAnswer {
  const room = (id: number, number: number, nightly: number) => ({
    id,
    wing_name: 'A',
    room_number: number,
    occupancy: 1,
    nightly_minor: nightly,
    amount_minor: nightly * nights,
    out_of_service: false,
    free: number !== takenRoom,
  });
  return {
    hostel_name: 'Atithi',
    check_in: checkIn,
    check_out: guestStays.addDays(checkIn, nights),
    nights,
    currency: 'inr',
    rules: RULES,
    rooms: [room(1, 101, 80_000), room(2, 102, 80_000)],
  };
}

let location: { search: string } = { search: '' };

function renderRooms(search: string) {
  const router = createMemoryRouter([{ path: '/status/:hosteltype', element: <GuestHouseRooms hostel="Atithi" /> }], {
    initialEntries: [`/status/Atithi${search}`],
  });
  router.subscribe((state) => (location = state.location));
  render(<RouterProvider router={router} />);
  return userEvent.setup();
}

beforeAll(() => {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.open = false;
  };
});

beforeEach(() => {
  vi.mocked(guestStays.getGuestRooms).mockReset();
  vi.mocked(guestStays.getGuestRooms).mockImplementation((_hostel, stay) =>
    Promise.resolve(answer(stay.checkIn, stay.nights, 102)),
  );
});

describe('GuestHouseRooms', () => {
  it('when the address names a stay, then its rooms show Vacant only when free every night, and Book Now keeps the dates', async () => {
    const user = renderRooms('?check_in=2026-12-20&nights=2');
    const vacant = await screen.findByRole('button', { name: /^Room 101: Vacant/ });
    expect(guestStays.getGuestRooms).toHaveBeenCalledWith('Atithi', { checkIn: '2026-12-20', nights: 2 });
    expect(screen.getByRole('button', { name: /^Room 102: Occupied/ })).toBeInTheDocument();
    expect(screen.getByText('Arrives and leaves: 20 Dec 2026 – 22 Dec 2026')).toBeInTheDocument();
    expect(screen.getByText(/A stay of more than 5 nights waits for the warden’s approval/)).toBeInTheDocument();
    await user.click(vacant);
    const details = screen.getByRole('dialog', { name: 'Wing A · Room 101' });
    expect(within(details).getByText('₹800.00 a night')).toBeInTheDocument();
    expect(within(details).getByText('Stay of 2 nights')).toBeInTheDocument();
    expect(within(details).getByText(/₹1,600.00/)).toBeInTheDocument();
    expect(within(details).getByRole('link', { name: 'Book Now' })).toHaveAttribute(
      'href',
      '/status/Atithi/booknow/1?check_in=2026-12-20&nights=2',
    );
  });

  it('when the nights change, then the address follows, the filters stay, and the rooms are asked for again', async () => {
    const user = renderRooms('?check_in=2026-12-20&nights=2&view=list');
    await screen.findByRole('heading', { level: 3, name: 'Wing A · Room 101' });
    await user.selectOptions(screen.getByLabelText('Nights'), '3');
    expect(await screen.findByText('Arrives and leaves: 20 Dec 2026 – 23 Dec 2026')).toBeInTheDocument();
    expect(guestStays.getGuestRooms).toHaveBeenLastCalledWith('Atithi', { checkIn: '2026-12-20', nights: 3 });
    expect(new URLSearchParams(location.search).get('nights')).toBe('3');
    expect(new URLSearchParams(location.search).get('view')).toBe('list');
  });

  it('when the address names no stay, then one night from tomorrow is asked', async () => {
    renderRooms('');
    await screen.findByRole('button', { name: /^Room 101: Vacant/ });
    expect(guestStays.getGuestRooms).toHaveBeenCalledWith('Atithi', guestStays.defaultStay());
  });

  it('when the rooms are on screen, then the guest house’s rooms, rules and nights are heard, and news reads them again', async () => {
    vi.mocked(guestStays.getGuestRooms)
      .mockResolvedValueOnce(answer('2026-12-20', 2))
      .mockResolvedValue({ ...answer('2026-12-20', 2, 101) });
    renderRooms('?check_in=2026-12-20&nights=2');
    await screen.findByRole('button', { name: /^Room 101: Vacant/ });
    const [name, tables, ready, onNews] = vi.mocked(useLiveTables).mock.lastCall!;
    expect([name, tables, ready]).toEqual([
      'guest-rooms:Atithi',
      [
        { table: 'guest_rooms', filter: 'hostel_name=eq.Atithi' },
        { table: 'guest_house_rules', filter: 'hostel_name=eq.Atithi' },
        { table: 'guest_room_nights' },
      ],
      true,
    ]);
    act(() => onNews([{ table: 'guest_room_nights', event: 'INSERT', row: { room_id: 1, night: '2026-12-20' } }]));
    expect(await screen.findByRole('button', { name: /^Room 101: Occupied/ })).toBeInTheDocument();
    expect(guestStays.getGuestRooms).toHaveBeenCalledTimes(2);
  });
});
