// /admin/people against a stubbed API: accounts searched and paged by the server, roles granted or removed after a
// confirmation, and the admin's own row left alone.
import type { Person } from '@campus-hostel/contracts/api';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { NotificationRegion } from '../../../../components/ui/notification-region';
import type { Hostel } from '../../../../lib/hostels';
import { getSupabase, type Supabase } from '../../../../lib/supabase';
import { PeopleList } from './people-list';

vi.mock('../../../../lib/supabase', () => ({ getSupabase: vi.fn() }));
vi.mock('../../../../lib/public-rest', () => ({
  selectPublic: vi.fn(() => Promise.resolve([{ name: 'Kanhar' }, { name: 'Gopad' }] as Hostel[])),
}));

const ADMIN_ID = '11111111-1111-4111-8111-111111111111';
const STUDENT_ID = '22222222-2222-4222-8222-222222222222';

const ASKING_ID = '33333333-3333-4333-8333-333333333333';

const PEOPLE: Person[] = [
  {
    id: ADMIN_ID,
    email: 'admin@hostel.local',
    full_name: 'Office Admin',
    roll_number: null,
    access_request: null,
    places: [],
    role: 'admin',
    created_at: '2026-01-10T09:00:00Z',
    last_sign_in_at: '2026-11-24T08:00:00Z',
  },
  {
    id: STUDENT_ID,
    email: 'asha@hostel.local',
    full_name: 'Asha Rao',
    roll_number: 'B23CS777',
    access_request: null,
    places: [],
    role: null,
    created_at: '2026-08-01T09:00:00Z',
    last_sign_in_at: null,
  },
  {
    id: ASKING_ID,
    email: 'dev@hostel.local',
    full_name: 'Dev Menon',
    roll_number: null,
    access_request: { id: 7, role: 'staff' },
    places: [],
    role: null,
    created_at: '2026-11-27T09:00:00Z',
    last_sign_in_at: null,
  },
];

let roleAnswer: { status: number; body: unknown } = {
  status: 200,
  body: { user_id: STUDENT_ID, role: 'staff', places: [] },
};
const fetchMock = vi.fn((input: string, _init?: RequestInit) => {
  const path = new URL(input).pathname;
  const answer =
    path === '/admin/people'
      ? { status: 200, body: { people: PEOPLE, total: 120, page: 1, page_size: 50 } }
      : roleAnswer;
  return Promise.resolve(new Response(JSON.stringify(answer.body), { status: answer.status }));
});

const bodiesSentTo = (path: string) =>
  fetchMock.mock.calls
    .filter(([input]) => new URL(input).pathname === path)
    .map(([, init]) => JSON.parse(init?.body as string) as unknown);

beforeAll(() => {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.open = false;
  };
});

beforeEach(() => {
  roleAnswer = { status: 200, body: { user_id: STUDENT_ID, role: 'staff', places: [] } };
  fetchMock.mockClear();
  vi.stubGlobal('fetch', fetchMock);
  vi.mocked(getSupabase).mockResolvedValue({
    auth: { getSession: () => Promise.resolve({ data: { session: { access_token: 'admin-token' } }, error: null }) },
    // The messes' names, which a mess manager's places are.
    from: () => ({
      select: () => ({
        order: () => Promise.resolve({ data: [{ name: 'Gopad Mess' }, { name: 'Kanhar Mess' }], error: null }),
      }),
    }),
  } as unknown as Supabase);
});

afterEach(() => vi.unstubAllGlobals());

const openRecord = vi.fn();

function renderPeople(route = '/admin/people') {
  const router = createMemoryRouter(
    [{ path: '/admin/people', element: <PeopleList ownId={ADMIN_ID} onOpenRecord={openRecord} /> }],
    { initialEntries: [route] },
  );
  render(
    <>
      <RouterProvider router={router} />
      <NotificationRegion />
    </>,
  );
  return { user: userEvent.setup(), router };
}

describe('/admin/people', () => {
  it('when it opens on a page of the URL, then the server is asked for that page and the roles are shown', async () => {
    renderPeople('/admin/people?q=hostel&page=2');
    const asha = await screen.findByRole('row', { name: /Asha Rao/ }, { timeout: 5000 });
    expect(bodiesSentTo('/admin/people')).toEqual([{ query: 'hostel', page: 2 }]);
    expect(within(asha).getByRole('cell', { name: 'Student' })).toBeInTheDocument();
    expect(asha).toHaveTextContent('Never');
    expect(screen.getByRole('navigation', { name: 'People pages' })).toHaveTextContent('Page 2 of 3');
  });

  it('when a student has a record, then the row says their roll number and offers to correct it', async () => {
    const { user } = renderPeople();
    const asha = await screen.findByRole('row', { name: /Asha Rao/ }, { timeout: 5000 });
    expect(asha).toHaveTextContent('Roll number B23CS777');
    await user.click(within(asha).getByRole('button', { name: 'Correct record: Asha Rao' }));
    expect(openRecord).toHaveBeenCalledWith(PEOPLE[1]);
    const own = screen.getByRole('row', { name: /Office Admin/ });
    expect(own).toHaveTextContent('No record yet');
  });

  it('when an account asked for staff at sign-up, then the row says so and the admin grants it after confirming', async () => {
    roleAnswer = { status: 200, body: { request_id: 7, user_id: ASKING_ID, status: 'granted', role: 'staff' } };
    const { user } = renderPeople();
    const dev = await screen.findByRole('row', { name: /Dev Menon/ }, { timeout: 5000 });
    expect(dev).toHaveTextContent('Asks to be staff');
    expect(within(dev).queryByRole('button', { name: 'Make admin: Dev Menon' })).toBeNull();
    await user.click(within(dev).getByRole('button', { name: 'Make staff as asked: Dev Menon' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Make staff as asked' }));
    expect(bodiesSentTo('/admin/people/access')).toEqual([{ request_id: 7, grant: true }]);
    expect(await screen.findByRole('status')).toHaveTextContent('Dev Menon is now staff.');
  });

  it('when the admin refuses a request, then it is sent as refused and the account stays a student', async () => {
    roleAnswer = { status: 200, body: { request_id: 7, user_id: ASKING_ID, status: 'refused', role: null } };
    const { user } = renderPeople();
    const dev = await screen.findByRole('row', { name: /Dev Menon/ }, { timeout: 5000 });
    await user.click(within(dev).getByRole('button', { name: 'Refuse request: Dev Menon' }));
    const dialog = screen.getByRole('dialog', { name: 'Refuse request?' });
    expect(dialog).toHaveTextContent('Dev Menon asked at sign-up to be staff; they stay a student.');
    await user.click(within(dialog).getByRole('button', { name: 'Refuse request' }));
    expect(bodiesSentTo('/admin/people/access')).toEqual([{ request_id: 7, grant: false }]);
    expect(await screen.findByRole('status')).toHaveTextContent('Dev Menon stays a student: the request is refused.');
  });

  it('when the admin looks at their own row, then it cannot be changed', async () => {
    renderPeople();
    const own = await screen.findByRole('row', { name: /Office Admin/ }, { timeout: 5000 });
    expect(own).toHaveTextContent('Your own role cannot be changed here.');
    for (const button of within(own).getAllByRole('button')) expect(button).toBeDisabled();
  });

  it('when staff is granted after the confirmation, then the role is sent and the list read again', async () => {
    const { user } = renderPeople();
    const asha = await screen.findByRole('row', { name: /Asha Rao/ }, { timeout: 5000 });
    expect(within(asha).queryByRole('button', { name: 'Remove role: Asha Rao' })).toBeNull();
    await user.click(within(asha).getByRole('button', { name: 'Make staff: Asha Rao' }));
    const dialog = screen.getByRole('dialog', { name: 'Make staff?' });
    expect(dialog).toHaveTextContent('without refunds, prices or roles');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(bodiesSentTo('/admin/people/role')).toEqual([]);
    await user.click(within(asha).getByRole('button', { name: 'Make staff: Asha Rao' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Make staff' }));
    expect(bodiesSentTo('/admin/people/role')).toEqual([{ user_id: STUDENT_ID, role: 'staff' }]);
    expect(await screen.findByRole('status')).toHaveTextContent('Asha Rao is now staff.');
    expect(bodiesSentTo('/admin/people')).toHaveLength(2);
  });

  it('when the server refuses an own-role change, then the admin is told to ask another admin', async () => {
    roleAnswer = { status: 409, body: { message: 'You cannot change your own role.', code: 'own_role' } };
    const { user } = renderPeople();
    const asha = await screen.findByRole('row', { name: /Asha Rao/ }, { timeout: 5000 });
    await user.click(within(asha).getByRole('button', { name: 'Make admin: Asha Rao' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Make admin' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('You cannot change your own role: ask another admin.');
  });

  it('when a role for places is given, then its places are required, trades follow the role, and both are sent', async () => {
    roleAnswer = { status: 200, body: { user_id: STUDENT_ID, role: 'technician', places: ['plumbing'] } };
    const { user } = renderPeople();
    const asha = await screen.findByRole('row', { name: /Asha Rao/ }, { timeout: 5000 });
    await user.click(within(asha).getByRole('button', { name: 'Role for places: Asha Rao' }));
    const form = screen.getByRole('region', { name: 'A role for places: Asha Rao' });
    expect(await within(form).findByRole('checkbox', { name: 'Kanhar' })).toBeInTheDocument();
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Role' }), 'Technician');
    expect(within(form).queryByRole('checkbox', { name: 'Kanhar' })).toBeNull();
    await user.click(within(form).getByRole('button', { name: 'Give this role' }));
    expect(within(form).getByText('Choose at least one place.')).toBeInTheDocument();
    expect(bodiesSentTo('/admin/people/role')).toEqual([]);
    await user.click(within(form).getByRole('checkbox', { name: 'Plumbing' }));
    await user.click(within(form).getByRole('button', { name: 'Give this role' }));
    expect(bodiesSentTo('/admin/people/role')).toEqual([
      { user_id: STUDENT_ID, role: 'technician', places: ['plumbing'] },
    ]);
    expect(await screen.findByRole('status')).toHaveTextContent('Asha Rao is now a technician for Plumbing.');
  });

  it('when the role is mess manager, then its places are the messes, by name, not the hostels', async () => {
    roleAnswer = { status: 200, body: { user_id: STUDENT_ID, role: 'mess_manager', places: ['Gopad Mess'] } };
    const { user } = renderPeople();
    const asha = await screen.findByRole('row', { name: /Asha Rao/ }, { timeout: 5000 });
    await user.click(within(asha).getByRole('button', { name: 'Role for places: Asha Rao' }));
    const form = screen.getByRole('region', { name: 'A role for places: Asha Rao' });
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Role' }), 'Mess manager');
    expect(within(form).getByRole('group', { name: 'Messes' })).toBeInTheDocument();
    await user.click(await within(form).findByRole('checkbox', { name: 'Gopad Mess' }));
    expect(within(form).queryByRole('checkbox', { name: 'Kanhar' })).toBeNull();
    await user.click(within(form).getByRole('button', { name: 'Give this role' }));
    expect(bodiesSentTo('/admin/people/role')).toEqual([
      { user_id: STUDENT_ID, role: 'mess_manager', places: ['Gopad Mess'] },
    ]);
  });
});
