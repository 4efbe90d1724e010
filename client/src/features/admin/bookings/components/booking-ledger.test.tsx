// /admin/bookings: the ledger, its totals and filters in the URL; refunds (admins only) with a reason, through a stubbed
// API, after which the booking reads Refunded.
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { NotificationRegion } from '../../../../components/ui/notification-region';
import type { Hostel } from '../../../../lib/hostels';
import { getSupabase, type Supabase } from '../../../../lib/supabase';
import * as api from '../api/get-bookings';
import * as csv from '../../utils/csv';
import { BookingLedger } from './booking-ledger';

vi.mock('../../../../lib/supabase', () => ({ getSupabase: vi.fn() }));
vi.mock('../../../../lib/public-rest', () => ({
  selectPublic: vi.fn(() => Promise.resolve([{ name: 'Kanhar' }, { name: 'Gopad' }] as Hostel[])),
}));
vi.mock('../api/get-bookings', () => ({ getBookings: vi.fn(), getAllBookings: vi.fn(), getBookingTotals: vi.fn() }));
vi.mock('../../utils/csv', async (importOriginal) => ({
  ...(await importOriginal<typeof csv>()),
  downloadCsv: vi.fn(),
}));

const PAID: api.LedgerBooking = {
  id: 7,
  reference: 'A1B2C3D4E5',
  status: 'paid',
  amount_minor: 50000,
  rent_minor: 40000,
  deposit_minor: 10000,
  fee_period: 'semester',
  currency: 'inr',
  name: 'Asha Rao',
  email: 'asha@hostel.local',
  user_id: '6f1c4a8e-2b3d-4e5f-8a9b-0c1d2e3f4a5b',
  student_name: 'Asha Rao (B23CS007)',
  created_at: '2026-11-20T10:00:00Z',
  paid_at: '2026-11-20T10:05:00Z',
  ended_at: null,
  refunded_at: null,
  refund_reason: null,
  hostel_room: { hostel_name: 'Kanhar', wing_name: 'A', room_number: 101 },
  beds: { label: 'B' },
};
const EXPIRED: api.LedgerBooking = { ...PAID, id: 8, reference: 'Z9Y8X7W6V5', status: 'expired', paid_at: null };

const fetchMock = vi.fn((_input: string, _init?: RequestInit) =>
  Promise.resolve(
    new Response(JSON.stringify({ booking_id: 7, status: 'refunded', refund_id: 're_1' }), { status: 200 }),
  ),
);

beforeAll(() => {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.open = false;
  };
});

beforeEach(() => {
  fetchMock.mockClear();
  vi.stubGlobal('fetch', fetchMock);
  vi.mocked(getSupabase).mockResolvedValue({
    auth: { getSession: () => Promise.resolve({ data: { session: { access_token: 'admin-token' } }, error: null }) },
  } as unknown as Supabase);
  vi.mocked(api.getBookings).mockResolvedValue({ rows: [PAID, EXPIRED], total: 2 });
  vi.mocked(api.getBookingTotals).mockResolvedValue({
    paid: { count: 3, sums: [{ currency: 'inr', minor: 150000 }] },
    refunded: { count: 1, sums: [{ currency: 'inr', minor: 50000 }] },
  });
});

afterEach(() => vi.unstubAllGlobals());

function renderLedger(isAdmin: boolean, route = '/admin/bookings') {
  const router = createMemoryRouter([{ path: '/admin/bookings', element: <BookingLedger isAdmin={isAdmin} /> }], {
    initialEntries: [route],
  });
  render(
    <>
      <RouterProvider router={router} />
      <NotificationRegion />
    </>,
  );
  return { user: userEvent.setup(), router };
}

describe('/admin/bookings', () => {
  it('when the ledger is exported, then the CSV names the student and bed as the office does, in rupees and IST', async () => {
    vi.mocked(api.getAllBookings).mockResolvedValue([PAID]);
    const { user } = renderLedger(false);
    await user.click(await screen.findByRole('button', { name: 'Export CSV' }, { timeout: 5000 }));
    const [, text] = vi.mocked(csv.downloadCsv).mock.calls[0] ?? [];
    const [header, line] = text?.split('\r\n') ?? [];
    expect(header).toBe(
      'Reference,Status,Student,Name,Email,Hostel,Bed,Amount (₹),Rent (₹),Fee period,Caution deposit (₹),' +
        'Created at,Paid at,Ended at,Refunded at,Refund reason',
    );
    expect(line).toBe(
      'A1B2C3D4E5,Paid,Asha Rao (B23CS007),Asha Rao,asha@hostel.local,Kanhar,Kanhar A-101 bed B,500.00,400.00,' +
        'Semester,100.00,2026-11-20 15:30 IST,2026-11-20 15:35 IST,,,',
    );
  });

  it('when staff open it, then they see the ledger and its totals but no refunds', async () => {
    renderLedger(false);
    const row = await screen.findByRole('row', { name: /A1B2C3D4E5/ }, { timeout: 5000 });
    expect(row).toHaveTextContent('Asha Rao');
    expect(row).toHaveTextContent('Kanhar · Wing A · Room 101 · Bed B');
    expect(row).toHaveTextContent('₹500.00');
    // The deposit apart from the rent.
    expect(row).toHaveTextContent('Rent ₹400.00 per semester · deposit ₹100.00');
    expect(row).toHaveTextContent('Paid');
    const totals = screen.getByRole('region', { name: 'Totals for these filters' });
    expect(totals).toHaveTextContent('Paid (including checked out)3 bookings · ₹1,500.00');
    expect(totals).toHaveTextContent('Refunded1 booking · ₹500.00');
    expect(screen.queryByRole('columnheader', { name: 'Action' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Refund/ })).toBeNull();
  });

  it('when filters are chosen, then the URL keeps them and the ledger and totals are read for them', async () => {
    const { user, router } = renderLedger(false);
    await screen.findByRole('row', { name: /A1B2C3D4E5/ }, { timeout: 5000 });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'refunded');
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Hostel' }), 'Gopad');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort' }), 'oldest');
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'asha{Enter}');
    expect(router.state.location.search).toBe('?q=asha&status=refunded&hostel=Gopad&sort=oldest');
    const wanted = { query: 'asha', status: 'refunded', hostel: 'Gopad', from: '', to: '', sort: 'oldest' };
    expect(api.getBookings).toHaveBeenLastCalledWith(wanted, 1);
    expect(api.getBookingTotals).toHaveBeenLastCalledWith(wanted);
  });

  it('when an admin refunds, then a reason is required, the refund is sent once, and the booking reads Refunded', async () => {
    const { user } = renderLedger(true);
    expect(await screen.findByRole('columnheader', { name: 'Action' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Refund booking Z9Y8X7W6V5' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Refund booking A1B2C3D4E5' }));
    const dialog = screen.getByRole('dialog', { name: 'Refund booking A1B2C3D4E5?' });
    expect(dialog).toHaveTextContent(
      '₹500.00 (Rent ₹400.00 per semester · deposit ₹100.00) goes back to the card Asha Rao paid with',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Refund' }));
    expect(within(dialog).getByRole('textbox', { name: 'Reason for the refund' })).toHaveAccessibleDescription(
      'Reason for the refund is required',
    );
    expect(fetchMock).not.toHaveBeenCalled();
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason for the refund' }), 'Left before term');
    await user.click(within(dialog).getByRole('button', { name: 'Refund' }));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(new URL(url ?? '').pathname).toBe('/admin/refund');
    expect(JSON.parse(init?.body as string)).toEqual({ booking_id: 7, reason: 'Left before term' });
    expect(await screen.findByRole('status')).toHaveTextContent('Booking A1B2C3D4E5 is refunded and its bed is free.');
    const row = screen.getByRole('row', { name: /A1B2C3D4E5/ });
    expect(row).toHaveTextContent('Refunded');
    expect(within(row).queryByRole('button', { name: /Refund/ })).toBeNull();
  });
});
