// /admin/notices: the list with each notice's state and audience, writing a notice for an audience, the field checks,
// and Unpublish with confirmation.
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as hostels from '../../../../lib/hostels';
import { renderInApp } from '../../../../testing/render';
import * as listApi from '../api/get-office-notices';
import * as saveApi from '../api/save-notice';
import type { OfficeNotice } from '../notice-input';
import { NoticesManager } from './notices-manager';

vi.mock('../api/get-office-notices', async (importOriginal) => ({
  ...(await importOriginal<typeof listApi>()),
  getOfficeNotices: vi.fn(),
}));
vi.mock('../api/save-notice', () => ({ saveNotice: vi.fn() }));
vi.mock('../../../../lib/hostels', async (importOriginal) => ({
  ...(await importOriginal<typeof hostels>()),
  useHostels: vi.fn(),
}));

const HOUR = 3_600_000;
const at = (hours: number) => new Date(Date.now() + hours * HOUR).toISOString();

function notice(id: number, title: string, published_at: string | null): OfficeNotice {
  return {
    id,
    title,
    body: `${title} text`,
    published_at,
    created_at: at(-id),
    updated_at: at(-id),
    audience: 'everyone',
    important: false,
    delivered_at: null,
    notice_hostels: [],
    notice_roles: [],
  };
}

/** Water supply: published for Gopad's residents, important, already delivered. */
const WATER: OfficeNotice = {
  ...notice(2, 'Water supply', at(-2)),
  audience: 'hostels',
  important: true,
  delivered_at: at(-2),
  notice_hostels: [{ hostel_name: 'Gopad' }],
};

const NOTICES = [
  { ...notice(3, 'Mess timings', at(48)), audience: 'roles' as const, notice_roles: [{ role: 'warden' as const }] },
  WATER,
  notice(1, 'Fire drill', null),
];

const HOSTELS = ['Kanhar', 'Gopad'].map((name, index) => ({ name, sort_order: index + 1 })) as hostels.Hostel[];

beforeEach(() => {
  vi.clearAllMocks();
  vi.mocked(listApi.getOfficeNotices).mockResolvedValue({ rows: NOTICES, total: NOTICES.length });
  vi.mocked(saveApi.saveNotice).mockResolvedValue({ id: 9 });
  vi.mocked(hostels.useHostels).mockReturnValue({
    status: 'success',
    data: HOSTELS,
    error: undefined,
    reload: vi.fn(),
  });
});

describe('NoticesManager', () => {
  it('when notices load, then each shows its state in words: Scheduled, Published or Draft', async () => {
    renderInApp(<NoticesManager />, { route: '/admin/notices' });
    const items = await screen.findAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('heading').textContent)).toEqual([
      'Mess timings',
      'Water supply',
      'Fire drill',
    ]);
    expect(items[0]).toHaveTextContent('Scheduled');
    expect(items[0]).toHaveTextContent('Shows from');
    expect(items[0]).toHaveTextContent('For Wardens');
    expect(items[1]).toHaveTextContent('Published');
    expect(items[1]).toHaveTextContent('Important');
    expect(items[1]).toHaveTextContent('For students living in Gopad');
    expect(items[2]).toHaveTextContent('For everyone');
    expect(items[2]).toHaveTextContent('Draft');
    expect(items[2]).toHaveTextContent('Not shown to visitors');
    expect(within(items[2] as HTMLElement).queryByRole('button', { name: /Unpublish/ })).toBeNull();
    expect(listApi.getOfficeNotices).toHaveBeenCalledWith(1);
  });

  it('when a notice is saved as a draft, then the API gets it with no time, the office is told, and the list is read again', async () => {
    const { user } = renderInApp(<NoticesManager />, { route: '/admin/notices' });
    await screen.findAllByRole('listitem');
    await user.type(screen.getByLabelText('Title'), 'Holiday hours');
    await user.type(screen.getByLabelText('Text'), 'The office closes at noon.');
    await user.click(screen.getByRole('radio', { name: 'Save as a draft' }));
    await user.click(screen.getByRole('button', { name: 'Save as draft' }));
    expect(saveApi.saveNotice).toHaveBeenCalledWith({
      id: null,
      title: 'Holiday hours',
      body: 'The office closes at noon.',
      published_at: null,
      audience: 'everyone',
      important: false,
    });
    expect(await screen.findByText('Notice saved as a draft. Visitors do not see it.')).toBeInTheDocument();
    await waitFor(() => expect(listApi.getOfficeNotices).toHaveBeenCalledTimes(2));
    expect(screen.getByLabelText('Title')).toHaveValue('');
  });

  it('when the form is sent empty, then the fields say what is missing, the first takes focus and nothing is sent', async () => {
    const { user } = renderInApp(<NoticesManager />, { route: '/admin/notices' });
    await user.click(screen.getByRole('radio', { name: 'Schedule for a date and time' }));
    await user.click(screen.getByRole('button', { name: 'Schedule' }));
    expect(await screen.findByText('Title is required')).toBeInTheDocument();
    expect(screen.getByText('Text is required')).toBeInTheDocument();
    expect(screen.getByText('Choose the date and time to publish it')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Title')).toHaveFocus());
    expect(saveApi.saveNotice).not.toHaveBeenCalled();
  });

  it('when Unpublish is confirmed, then the notice is saved with no time; Keep it sends nothing', async () => {
    const { user } = renderInApp(<NoticesManager />, { route: '/admin/notices' });
    await user.click(await screen.findByRole('button', { name: 'Unpublish “Water supply”' }));
    const question = screen.getByText(/Visitors will no longer see it/);
    expect(question).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Keep it' }));
    expect(saveApi.saveNotice).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Unpublish “Water supply”' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Unpublish “Water supply”' }));
    await user.click(screen.getByRole('button', { name: 'Unpublish' }));
    expect(saveApi.saveNotice).toHaveBeenCalledWith({
      id: 2,
      title: 'Water supply',
      body: 'Water supply text',
      published_at: null,
      audience: 'hostels',
      hostels: ['Gopad'],
      important: true,
    });
    expect(await screen.findByText(/“Water supply” is unpublished/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit “Water supply”' })).toHaveFocus();
  });

  it('when a published notice is edited, then the form holds it and keeps it published at its time by default', async () => {
    const { user } = renderInApp(<NoticesManager />, { route: '/admin/notices' });
    await user.click(await screen.findByRole('button', { name: 'Edit “Water supply”' }));
    expect(screen.getByRole('heading', { name: 'Edit “Water supply”' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Keep it published as it is' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Students living in chosen hostels' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Gopad' })).toBeChecked();
    expect(screen.getByText(/already reached its audience/)).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Title'));
    await user.type(screen.getByLabelText('Title'), 'Water supply restored');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(saveApi.saveNotice).toHaveBeenCalledWith({
      id: 2,
      title: 'Water supply restored',
      body: 'Water supply text',
      published_at: WATER.published_at,
      audience: 'hostels',
      hostels: ['Gopad'],
      important: true,
    });
  });

  it('when a notice is written for chosen hostels and marked important, then they are sent; none chosen is refused first', async () => {
    const { user } = renderInApp(<NoticesManager />, { route: '/admin/notices' });
    await screen.findAllByRole('listitem');
    await user.type(screen.getByLabelText('Title'), 'Lift repairs');
    await user.type(screen.getByLabelText('Text'), 'The lift is off on Sunday.');
    await user.click(screen.getByRole('radio', { name: 'Students living in chosen hostels' }));
    await user.click(screen.getByRole('button', { name: 'Publish now' }));
    expect(await screen.findByText('Choose at least one hostel')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'Kanhar' })).toHaveFocus());
    expect(saveApi.saveNotice).not.toHaveBeenCalled();

    await user.click(screen.getByRole('checkbox', { name: 'Gopad' }));
    expect(screen.queryByText('Choose at least one hostel')).toBeNull();
    await user.click(screen.getByRole('checkbox', { name: 'Important: email it too' }));
    await user.click(screen.getByRole('button', { name: 'Publish now' }));
    expect(saveApi.saveNotice).toHaveBeenCalledWith(
      expect.objectContaining({ title: 'Lift repairs', audience: 'hostels', hostels: ['Gopad'], important: true }),
    );
  });

  it('when saving fails, then the server’s message is shown as an error', async () => {
    vi.mocked(saveApi.saveNotice).mockRejectedValue(new Error('title must be at most 200 characters'));
    const { user } = renderInApp(<NoticesManager />, { route: '/admin/notices' });
    await user.type(screen.getByLabelText('Title'), 'Holiday');
    await user.type(screen.getByLabelText('Text'), 'Closed.');
    await user.click(screen.getByRole('button', { name: 'Publish now' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('title must be at most 200 characters');
  });
});
