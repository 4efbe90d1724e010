// /admin/selection: the office's list of selection windows (state and audience in words, who claimed each listed
// address), an admin creating one with a CSV of emails and editing one while keeping its list, the server's 400 beside
// the form, staff reading only, and Delete asking first. The API is a stubbed fetch, so what is sent is what the server would get.
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SelectionWindow } from '@campus-hostel/contracts/api';
import type * as AuthModule from '../../../lib/auth';
import { useAuth, type AppUser } from '../../../lib/auth';
import type { Hostel } from '../../../lib/hostels';
import type * as SupabaseModule from '../../../lib/supabase';
import { getSupabase, type Supabase } from '../../../lib/supabase';
import { renderInApp } from '../../../testing/render';
import { Component as AdminSelection } from './admin-selection';

vi.mock('../../../lib/auth', async (importOriginal) => ({
  ...(await importOriginal<typeof AuthModule>()),
  useAuth: vi.fn(),
}));
vi.mock('../../../lib/supabase', async (importOriginal) => ({
  ...(await importOriginal<typeof SupabaseModule>()),
  getSupabase: vi.fn(),
}));
vi.mock('../../../lib/public-rest', () => ({
  selectPublic: vi.fn(() =>
    Promise.resolve([{ name: 'Kanhar' }, { name: 'Gopad' }, { name: 'Indravati' }] as Hostel[]),
  ),
}));

const HOUR = 3_600_000;
const at = (hours: number) => new Date(Date.now() + hours * HOUR).toISOString();

function selectionWindow(id: number, name: string, changes: Partial<SelectionWindow> = {}): SelectionWindow {
  return {
    id,
    name,
    opens_at: at(-2),
    closes_at: at(6),
    hostels: ['Kanhar'],
    audience: 'everyone',
    slot_size: null,
    slot_minutes: null,
    members: 0,
    claimed: 0,
    last_slot_opens_at: null,
    created_by_email: 'admin@hostel.local',
    created_at: at(-48),
    updated_at: at(-48),
    ...changes,
  };
}

const WINDOWS = [
  selectionWindow(1, 'Final years', { opens_at: at(-30), closes_at: at(-6) }),
  selectionWindow(2, 'Everyone, Kanhar'),
  selectionWindow(3, 'First years', {
    opens_at: at(24),
    closes_at: at(48),
    hostels: ['Kanhar', 'Gopad'],
    audience: 'slots',
    slot_size: 50,
    slot_minutes: 10,
    members: 412,
    claimed: 2,
    last_slot_opens_at: at(25),
  }),
];

type Call = { method: string; path: string; body: unknown; token: string | null };
let calls: Call[] = [];
/** The answer of the next POST /admin/selection; the list and deletes answer as the server does. */
let saveAnswer: { status: number; body: unknown } = { status: 200, body: { id: 9 } };

const fetchMock = vi.fn((input: string, init?: RequestInit) => {
  const path = new URL(input).pathname;
  const method = init?.method ?? 'GET';
  const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
  calls.push({ method, path, body, token: new Headers(init?.headers).get('Authorization') });
  const json = (status: number, value: unknown) => Promise.resolve(new Response(JSON.stringify(value), { status }));
  if (method === 'GET' && path === '/admin/selection') return json(200, { windows: WINDOWS });
  if (method === 'POST' && path === '/admin/selection') return json(saveAnswer.status, saveAnswer.body);
  if (method === 'POST' && path === '/admin/selection/delete') return json(200, { id: 2, deleted: true });
  return json(404, { message: 'Not found', code: 'not_found' });
});

const posts = () => calls.filter((call) => call.method === 'POST');
const listReads = () => calls.filter((call) => call.method === 'GET' && call.path === '/admin/selection').length;

function signedIn(type: AppUser['type']) {
  vi.mocked(useAuth).mockReturnValue({
    status: 'ready',
    user: { id: 'u1', email: `${type}@hostel.local`, type, token: 't', userMetadata: {} },
  });
}

function renderPage(type: AppUser['type']) {
  signedIn(type);
  return renderInApp(<AdminSelection />, { route: '/admin/selection' });
}

const rowOf = (name: string) => screen.getByRole('rowheader', { name }).closest('tr') as HTMLElement;

beforeAll(() => {
  // jsdom's files have no text() (every browser's do): the page reads them with it, so it is read the older way here.
  Object.defineProperty(Blob.prototype, 'text', {
    configurable: true,
    value(this: Blob) {
      return new Promise<string>((resolve, reject) => {
        const reader = new FileReader();
        reader.onload = () => resolve(reader.result as string);
        reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
        reader.readAsText(this);
      });
    },
  });
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.open = false;
  };
});

beforeEach(() => {
  calls = [];
  saveAnswer = { status: 200, body: { id: 9 } };
  fetchMock.mockClear();
  vi.stubGlobal('fetch', fetchMock);
  vi.mocked(getSupabase).mockResolvedValue({
    auth: { getSession: () => Promise.resolve({ data: { session: { access_token: 'office-token' } }, error: null }) },
  } as unknown as Supabase);
});

afterEach(() => vi.unstubAllGlobals());

describe('/admin/selection', () => {
  it('when the windows load, then each shows its hostels, who may select in words, its last slot and its state', async () => {
    renderPage('admin');
    await screen.findByRole('rowheader', { name: 'First years' });
    expect(calls[0]).toMatchObject({ method: 'GET', path: '/admin/selection', token: 'Bearer office-token' });
    expect(rowOf('Final years')).toHaveTextContent('Closed');
    expect(rowOf('Everyone, Kanhar')).toHaveTextContent('Everyone');
    expect(rowOf('Everyone, Kanhar')).toHaveTextContent('Open now');
    const slots = rowOf('First years');
    expect(slots).toHaveTextContent('Kanhar, Gopad');
    expect(slots).toHaveTextContent('50 students every 10 minutes, 412 listed');
    expect(slots).toHaveTextContent('last slot opens');
    expect(slots).toHaveTextContent('Upcoming');
    expect(
      within(slots)
        .getAllByRole('time')
        .map((time) => time.getAttribute('datetime')),
    ).toEqual([WINDOWS[2]?.opens_at, WINDOWS[2]?.closes_at, WINDOWS[2]?.last_slot_opens_at]);
  });

  it('when the office opens who claimed a listed window, then each address shows the account that claimed it and when, or that none has', async () => {
    const members = [
      {
        email: 'asha@campus.example',
        slot_opens_at: at(24),
        claimed_email: 'asha@campus.example',
        claimed_at: at(-1),
      },
      { email: 'ravi@campus.example', slot_opens_at: at(24), claimed_email: null, claimed_at: null },
    ];
    const read = vi.fn();
    const query = {
      select: (columns: string) => {
        read(columns);
        return query;
      },
      eq: (column: string, value: unknown) => {
        read(column, value);
        return query;
      },
      order: () => query,
      limit: () => Promise.resolve({ data: members, error: null }),
    };
    vi.mocked(getSupabase).mockResolvedValue({
      auth: { getSession: () => Promise.resolve({ data: { session: { access_token: 'office-token' } }, error: null }) },
      from: (table: string) => {
        read(table);
        return query;
      },
    } as unknown as Supabase);
    renderPage('staff');
    await screen.findByRole('rowheader', { name: 'First years' });
    const slots = rowOf('First years');
    expect(slots).toHaveTextContent('2 of 412 claimed');
    expect(read).not.toHaveBeenCalled();
    within(slots).getByText('2 of 412 claimed').click();
    const claimed = await within(slots).findByText(/claimed by asha@campus\.example/);
    expect(within(claimed).getByRole('time')).toHaveAttribute('datetime', members[0]?.claimed_at);
    expect(within(slots).getByText('ravi@campus.example').closest('li')).toHaveTextContent('unclaimed');
    expect(read).toHaveBeenCalledWith('selection_window_members');
    expect(read).toHaveBeenCalledWith('window_id', 3);
    expect(rowOf('Everyone, Kanhar')).not.toHaveTextContent('claimed');
  });

  it('when staff open it, then they read the list with no form, no Edit and no Delete', async () => {
    renderPage('staff');
    await screen.findByRole('rowheader', { name: 'First years' });
    expect(screen.getByText('Only admins create, edit and delete selection windows.')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Create a selection window' })).toBeNull();
    expect(screen.queryByLabelText('Name')).toBeNull();
    expect(screen.queryByRole('button', { name: /Create window|Edit|Delete/ })).toBeNull();
    expect(screen.queryByRole('columnheader', { name: 'Action' })).toBeNull();
  });

  it('when an admin creates a slots window from a CSV, then the body carries local times with their offset and the file’s text', async () => {
    const { user } = renderPage('admin');
    await user.type(await screen.findByLabelText('Name'), 'Second years');
    await user.type(screen.getByLabelText('Opens (your local time)'), '2026-12-01T10:00');
    await user.type(screen.getByLabelText('Closes (your local time)'), '2026-12-01T18:00');
    const hostels = screen.getByRole('group', { name: 'Hostels it covers' });
    await user.click(within(hostels).getByRole('checkbox', { name: 'Gopad' }));
    await user.click(within(hostels).getByRole('checkbox', { name: 'Kanhar' }));
    await user.click(screen.getByRole('radio', { name: 'Time slots drawn at random for a list of students' }));
    await user.type(screen.getByLabelText('Students per slot'), '2');
    await user.type(screen.getByLabelText('Minutes per slot'), '15');
    expect(screen.getByRole('radio', { name: 'Upload a CSV file' })).toBeChecked();
    const csv = 'email\r\nAsha@Students.local\r\nravi@students.local\r\nmeera@students.local\r\n';
    await user.upload(screen.getByLabelText('CSV file of emails'), new File([csv], 'second.csv', { type: 'text/csv' }));
    expect(await screen.findByText(/3 students listed; the last slot opens/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create window' }));

    await waitFor(() => expect(posts()).toHaveLength(1));
    const [post] = posts();
    expect(post).toMatchObject({ path: '/admin/selection', token: 'Bearer office-token' });
    const body = post?.body as Record<string, unknown>;
    expect(body).toEqual({
      id: null,
      name: 'Second years',
      opens_at: expect.stringMatching(/^2026-12-01T10:00:00[+-]\d\d:\d\d$/) as unknown,
      closes_at: expect.stringMatching(/^2026-12-01T18:00:00[+-]\d\d:\d\d$/) as unknown,
      hostels: ['Gopad', 'Kanhar'],
      audience: 'slots',
      slot_size: 2,
      slot_minutes: 15,
      emails_csv: csv,
    });
    expect(Date.parse(body.opens_at as string)).toBe(new Date(2026, 11, 1, 10, 0).getTime());
    expect(await screen.findByText('Selection window “Second years” created.')).toBeInTheDocument();
    await waitFor(() => expect(listReads()).toBe(2));
    expect(screen.getByLabelText('Name')).toHaveValue('');
  });

  it('when the CSV has a line that is not an email, then the field names the line and nothing is sent', async () => {
    const { user } = renderPage('admin');
    await user.click(await screen.findByRole('radio', { name: 'Students listed by email' }));
    const file = screen.getByLabelText('CSV file of emails');
    await user.upload(file, new File(['asha@students.local\nnot an email\n'], 'bad.csv', { type: 'text/csv' }));
    expect(await screen.findByText('Line 2: "not an email" is not an email address')).toBeInTheDocument();
    expect(file).toHaveAccessibleDescription(/Line 2: "not an email" is not an email address$/);
    await user.click(screen.getByRole('button', { name: 'Create window' }));
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('Choose at least one hostel')).toBeInTheDocument();
    expect(posts()).toHaveLength(0);
  });

  it('when an admin edits a listed window, then the list is kept unless another is given', async () => {
    const { user } = renderPage('admin');
    await user.click(await screen.findByRole('button', { name: 'Edit “First years”' }));
    expect(screen.getByRole('heading', { name: 'Edit “First years”' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Keep the current list (412 students)' })).toBeChecked();
    expect(screen.getByLabelText('Students per slot')).toHaveValue(50);
    await user.clear(screen.getByLabelText('Name'));
    await user.type(screen.getByLabelText('Name'), 'First years (all)');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(posts()).toHaveLength(1));
    expect(posts()[0]?.body).toMatchObject({
      id: 3,
      name: 'First years (all)',
      hostels: ['Kanhar', 'Gopad'],
      audience: 'slots',
      slot_size: 50,
      slot_minutes: 10,
      emails_csv: null,
    });
    expect(Date.parse((posts()[0]?.body as { opens_at: string }).opens_at)).toBe(
      Math.floor(Date.parse(WINDOWS[2]?.opens_at ?? '') / 60_000) * 60_000,
    );
    expect(await screen.findByText('Selection window “First years (all)” saved.')).toBeInTheDocument();
  });

  it('when the server answers 400, then its message shows beside the form, under the field it names', async () => {
    saveAnswer = {
      status: 400,
      body: {
        message: 'The slots would run past the window’s close: make the window longer, or the slots larger or shorter.',
        code: 'invalid_request',
      },
    };
    const { user } = renderPage('admin');
    await user.click(await screen.findByRole('button', { name: 'Edit “Everyone, Kanhar”' }));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The slots would run past the window’s close');
    expect(screen.getByRole('button', { name: 'Save changes' })).toHaveAccessibleDescription(alert.textContent ?? '');

    saveAnswer = { status: 400, body: { message: 'hostels must name hostels that exist', code: 'invalid_request' } };
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    const hostels = screen.getByRole('group', { name: 'Hostels it covers' });
    expect(await within(hostels).findByText('hostels must name hostels that exist')).toBeInTheDocument();
    expect(hostels).toHaveAccessibleDescription('hostels must name hostels that exist');
  });

  it('when Delete is chosen, then it asks first: Cancel sends nothing, Delete deletes and the list is read again', async () => {
    const { user } = renderPage('admin');
    await user.click(await screen.findByRole('button', { name: 'Delete “Everyone, Kanhar”' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete “Everyone, Kanhar”?' });
    expect(dialog).toHaveTextContent('This cannot be undone.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(posts()).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Delete “Everyone, Kanhar”' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(posts()).toHaveLength(1));
    expect(posts()[0]).toMatchObject({ path: '/admin/selection/delete', body: { id: 2 } });
    expect(await screen.findByText('Selection window “Everyone, Kanhar” deleted.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(listReads()).toBe(2));
  });
});
