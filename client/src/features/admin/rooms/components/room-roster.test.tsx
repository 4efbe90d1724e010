// /admin/rooms against a stand-in database session (office_roster, room prices) and a stubbed API: the roster, search,
// check-out, out of service and prices, as staff and as an admin.
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { NotificationRegion } from '../../../../components/ui/notification-region';
import type { Hostel } from '../../../../lib/hostels';
import { getSupabase, type Supabase } from '../../../../lib/supabase';
import type { RosterBed } from '../api/get-roster';
import { rosterBed } from '../roster-bed.fixture';
import { RoomRoster } from './room-roster';

vi.mock('../../../../lib/supabase', () => ({ getSupabase: vi.fn() }));
vi.mock('../../../../lib/public-rest', () => ({
  selectPublic: vi.fn((table: string) =>
    Promise.resolve(
      table === 'hostels'
        ? (['Kanhar', 'Gopad'].map((name, index) => ({ name, sort_order: index + 1 })) as Hostel[])
        : [],
    ),
  ),
}));

const ROSTER: RosterBed[] = [
  rosterBed({ bed_id: 1, label: 'A', occupied: true, occupant_name: 'Asha Rao', occupant_email: 'asha@hostel.local' }),
  rosterBed({ bed_id: 2, label: 'B' }),
  rosterBed({ bed_id: 3, room_id: 20, wing_name: 'B', room_number: 105, occupancy: 1, price_minor: 45000 }),
];

const rpc = vi.fn((_name: string, _args: Record<string, unknown>) => ({
  overrideTypes: () => Promise.resolve({ data: ROSTER, error: null }),
}));
const roomsQuery = {
  select: () => roomsQuery,
  eq: () => roomsQuery,
  order: () => roomsQuery,
  range: () =>
    Promise.resolve({
      data: [
        { occupancy: 1, price_minor: 45000, fee_period: 'semester' },
        { occupancy: 2, price_minor: 50000, fee_period: 'year' },
      ],
      error: null,
      count: 2,
    }),
};
const depositQuery = {
  select: () => depositQuery,
  eq: () => depositQuery,
  single: () => Promise.resolve({ data: { caution_deposit_minor: 200000 }, error: null }),
};
const supabase = {
  rpc,
  from: (table: string) => (table === 'hostels' ? depositQuery : roomsQuery),
  auth: { getSession: () => Promise.resolve({ data: { session: { access_token: 'office-token' } }, error: null }) },
};

/** The API's answers by path; every call is recorded. */
let answers: Record<string, { status: number; body: unknown }> = {};
const fetchMock = vi.fn((input: string, _init?: RequestInit) => {
  const path = new URL(input).pathname;
  const answer = answers[path] ?? { status: 404, body: { message: 'Not found' } };
  return Promise.resolve(new Response(JSON.stringify(answer.body), { status: answer.status }));
});

function posted(path: string): unknown[] {
  return fetchMock.mock.calls
    .filter(([input]) => new URL(input).pathname === path)
    .map(([, init]) => JSON.parse(init?.body as string) as unknown);
}

beforeAll(() => {
  // jsdom has no modal dialogs: opening one only marks it open.
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.open = false;
  };
});

beforeEach(() => {
  answers = {};
  rpc.mockClear();
  fetchMock.mockClear();
  vi.mocked(getSupabase).mockResolvedValue(supabase as unknown as Supabase);
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => vi.unstubAllGlobals());

function renderRoster(isAdmin = false, route = '/admin/rooms') {
  const router = createMemoryRouter(
    [{ path: '/admin/rooms', element: <RoomRoster isAdmin={isAdmin} canAct served={null} /> }],
    {
      initialEntries: [route],
    },
  );
  render(
    <>
      <RouterProvider router={router} />
      <NotificationRegion />
    </>,
  );
  return { user: userEvent.setup(), router };
}

describe('/admin/rooms', () => {
  it('when it opens, then the first hostel’s first page is read and shown wing → room → bed → occupant', async () => {
    renderRoster();
    const wingA = await screen.findByRole('region', { name: 'Wing A' }, { timeout: 5000 });
    expect(rpc).toHaveBeenLastCalledWith('office_roster', {
      p_hostel_name: 'Kanhar',
      p_query: '',
      p_limit: 50,
      p_offset: 0,
    });
    const room = within(wingA).getByRole('listitem', { name: 'Wing A · Room 101' });
    expect(room).toHaveTextContent('Double · ₹500.00 a bed');
    expect(room).toHaveTextContent('Bed AAsha Raoasha@hostel.localNot checked in');
    expect(room).toHaveTextContent('Bed BNobodyFree');
    expect(screen.getByRole('region', { name: 'Wing B' })).toHaveTextContent('Room 105');
    expect(
      within(screen.getByRole('combobox', { name: 'Hostel' }))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Kanhar', 'Gopad']);
    expect(screen.getByText('Showing 3 beds')).toBeInTheDocument();
  });

  it('when an occupant is searched for or another hostel picked, then the database is asked again and the URL keeps it', async () => {
    const { user, router } = renderRoster();
    await screen.findByRole('region', { name: 'Wing A' });
    await user.type(screen.getByRole('searchbox', { name: 'Occupant' }), 'asha');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(router.state.location.search).toBe('?hostel=Kanhar&q=asha');
    expect(rpc).toHaveBeenLastCalledWith('office_roster', expect.objectContaining({ p_query: 'asha' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Hostel' }), 'Gopad');
    expect(router.state.location.search).toBe('?hostel=Gopad');
    expect(rpc).toHaveBeenLastCalledWith(
      'office_roster',
      expect.objectContaining({ p_hostel_name: 'Gopad', p_query: '' }),
    );
  });

  it('when Check out is confirmed, then the API checks the bed out and the roster is read again', async () => {
    answers['/admin/beds/check-out'] = { status: 200, body: { bed_id: 1, occupied: false, checked_in: false } };
    const { user } = renderRoster();
    await user.click(await screen.findByRole('button', { name: 'Check out bed A of room 101' }));
    const dialog = screen.getByRole('dialog', { name: 'Check out?' });
    expect(dialog).toHaveTextContent('The bed becomes free for booking');
    expect(posted('/admin/beds/check-out')).toEqual([]);
    const reads = rpc.mock.calls.length;
    await user.click(within(dialog).getByRole('button', { name: 'Check out' }));
    expect(posted('/admin/beds/check-out')).toEqual([{ bed_id: 1 }]);
    const [, init] = fetchMock.mock.calls[0] ?? [];
    expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer office-token');
    expect(await screen.findByRole('status')).toHaveTextContent('Asha Rao is checked out. Bed A is free.');
    expect(rpc.mock.calls.length).toBeGreaterThan(reads);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('when a room is taken out of service, then a reason is required, and a room in use is explained', async () => {
    answers['/admin/rooms/service'] = {
      status: 409,
      body: { message: 'That room has a bed occupied or on hold.', code: 'room_in_use' },
    };
    const { user } = renderRoster();
    const room = await screen.findByRole('listitem', { name: 'Wing A · Room 101' });
    await user.click(within(room).getByRole('button', { name: 'Take out of service' }));
    const dialog = screen.getByRole('dialog', { name: 'Take out of service?' });
    await user.click(within(dialog).getByRole('button', { name: 'Take out of service' }));
    expect(within(dialog).getByRole('textbox', { name: 'Reason' })).toHaveAccessibleDescription('Reason is required');
    expect(posted('/admin/rooms/service')).toEqual([]);
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Leaking ceiling');
    await user.click(within(dialog).getByRole('button', { name: 'Take out of service' }));
    expect(posted('/admin/rooms/service')).toEqual([{ room_id: 10, reason: 'Leaking ceiling' }]);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'A bed in this room is occupied or on hold. Check the occupant out, or wait for the hold to end, first.',
    );
  });

  it('when staff use the page, then no prices are offered', async () => {
    renderRoster(false);
    await screen.findByRole('region', { name: 'Wing A' });
    expect(screen.queryByRole('region', { name: 'Prices in Kanhar' })).toBeNull();
  });

  it('when an admin sets the single price, then it is sent in paise for that hostel and type, for new holds', async () => {
    answers['/admin/rooms/price'] = { status: 200, body: { rooms: 12 } };
    const { user } = renderRoster(true);
    const prices = await screen.findByRole('region', { name: 'Prices in Kanhar' });
    expect(prices).toHaveTextContent('A new price applies to new holds only');
    expect(await within(prices).findByText('₹450.00 per semester')).toBeInTheDocument();
    expect(within(prices).getByText('₹500.00 per year')).toBeInTheDocument();
    expect(within(prices).getByText('₹2,000.00')).toBeInTheDocument();
    await user.type(within(prices).getByRole('textbox', { name: 'New single price (₹)' }), 'abc');
    await user.click(within(prices).getByRole('button', { name: 'Set single price' }));
    expect(posted('/admin/rooms/price')).toEqual([]);
    await user.clear(within(prices).getByRole('textbox', { name: 'New single price (₹)' }));
    await user.type(within(prices).getByRole('textbox', { name: 'New single price (₹)' }), '550');
    await user.selectOptions(within(prices).getByRole('combobox', { name: 'Single price pays for' }), 'year');
    await user.click(within(prices).getByRole('button', { name: 'Set single price' }));
    expect(posted('/admin/rooms/price')).toEqual([
      { hostel_name: 'Kanhar', occupancy: 1, price_minor: 55000, fee_period: 'year' },
    ]);
    expect(await screen.findByRole('status')).toHaveTextContent(
      'A bed in a single room in Kanhar now costs ₹550.00 per year (12 rooms), for new holds.',
    );
  });

  it('when an admin sets the deposit, then it is sent in paise for that hostel, and a bad one is refused in place', async () => {
    answers['/admin/hostels/deposit'] = { status: 200, body: { hostel_name: 'Kanhar', deposit_minor: 250000 } };
    const { user } = renderRoster(true);
    const prices = await screen.findByRole('region', { name: 'Prices in Kanhar' });
    const field = await within(prices).findByRole('textbox', { name: 'New caution deposit (₹)' });
    await user.type(field, '-5');
    await user.click(within(prices).getByRole('button', { name: 'Set deposit' }));
    expect(posted('/admin/hostels/deposit')).toEqual([]);
    expect(field).toHaveAccessibleDescription(expect.stringContaining('Enter a deposit in rupees'));
    await user.clear(field);
    await user.type(field, '2,500');
    await user.click(within(prices).getByRole('button', { name: 'Set deposit' }));
    expect(posted('/admin/hostels/deposit')).toEqual([{ hostel_name: 'Kanhar', deposit_minor: 250000 }]);
    expect(await screen.findByRole('status')).toHaveTextContent(
      'New bookings in Kanhar now charge a refundable deposit of ₹2,500.00.',
    );
  });
});
