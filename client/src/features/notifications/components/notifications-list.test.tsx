// The notifications list: newest first, unread marked in words, unknown kinds left out, Show older by id, Mark all
// as read, following a link marks that one read, and the empty and error states.
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { messages } from '../../../config/messages';
import { renderInApp } from '../../../testing/render';
import * as listApi from '../api/get-notifications';
import * as markApi from '../api/mark-read';
import * as countApi from '../api/get-unread-count';
import { NotificationsList } from './notifications-list';

vi.mock('../api/get-notifications', async (importOriginal) => ({
  ...(await importOriginal<typeof listApi>()),
  getNotifications: vi.fn(),
}));
vi.mock('../api/mark-read', () => ({ markNotificationRead: vi.fn(), markAllNotificationsRead: vi.fn() }));
vi.mock('../api/get-unread-count', () => ({ getUnreadCount: vi.fn() }));

function resolved(id: number, readAt: string | null = null): listApi.NotificationRow {
  return {
    id,
    kind: 'complaint_resolved',
    data: { complaint_id: id, complaint_type: 'cleanliness', complaint_category: 'room-condition-issue' },
    created_at: '2026-11-24T09:30:00Z',
    read_at: readAt,
  };
}

beforeEach(() => {
  vi.mocked(countApi.getUnreadCount).mockResolvedValue(0);
  vi.mocked(markApi.markNotificationRead).mockResolvedValue();
  vi.mocked(markApi.markAllNotificationsRead).mockResolvedValue();
});

describe('NotificationsList', () => {
  it('when there are notifications, then each shows its title, body, time and link, unread ones say Unread, unknown kinds are left out', async () => {
    vi.mocked(listApi.getNotifications).mockResolvedValue({
      items: [
        resolved(12),
        { ...resolved(11), kind: 'from_a_newer_version' },
        { ...resolved(10), data: { complaint_id: 'not a number' } },
        resolved(9, '2026-11-24T10:00:00Z'),
      ],
      hasOlder: false,
    });
    renderInApp(<NotificationsList userId="u1" />);
    const items = await screen.findAllByRole('listitem');
    expect(items).toHaveLength(2);
    const [newest, older] = items as [HTMLElement, HTMLElement];
    expect(within(newest).getByRole('heading', { name: 'Your complaint was resolved' })).toBeInTheDocument();
    expect(newest).toHaveTextContent('The hostel office resolved complaint #12 (Cleanliness, Room condition issue).');
    expect(newest).toHaveTextContent('Unread');
    expect(newest.querySelector('time')).toHaveAttribute('datetime', '2026-11-24T09:30:00Z');
    expect(within(newest).getByRole('link', { name: 'See your complaints' })).toHaveAttribute('href', '/profile');
    expect(older).not.toHaveTextContent('Unread');
  });

  it('when there are more than a page, then Show older asks for those before the last id and appends them', async () => {
    vi.mocked(listApi.getNotifications)
      .mockResolvedValueOnce({ items: [resolved(40), resolved(39)], hasOlder: true })
      .mockResolvedValueOnce({ items: [resolved(5)], hasOlder: false });
    const { user } = renderInApp(<NotificationsList userId="u1" />);
    await user.click(await screen.findByRole('button', { name: 'Show older' }));
    expect(listApi.getNotifications).toHaveBeenLastCalledWith(39);
    expect(await screen.findByText(/complaint #5 /)).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    expect(screen.queryByRole('button', { name: 'Show older' })).toBeNull();
    expect(screen.getAllByRole('listitem')[2]).toHaveFocus();
  });

  it('when Mark all as read is pressed, then everything up to the newest shown is marked, the notice says so and the bell is read again', async () => {
    vi.mocked(listApi.getNotifications).mockResolvedValue({ items: [resolved(8), resolved(7)], hasOlder: false });
    const { user } = renderInApp(<NotificationsList userId="u1" />);
    await user.click(await screen.findByRole('button', { name: 'Mark all as read' }));
    expect(markApi.markAllNotificationsRead).toHaveBeenCalledWith(8);
    expect(await screen.findByRole('status')).toHaveTextContent(messages.allNotificationsRead);
    expect(screen.queryByText('Unread')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Mark all as read' })).toBeNull();
    expect(countApi.getUnreadCount).toHaveBeenCalled();
  });

  it('when marking all fails, then an alert says so and the items stay unread', async () => {
    vi.mocked(listApi.getNotifications).mockResolvedValue({ items: [resolved(8)], hasOlder: false });
    vi.mocked(markApi.markAllNotificationsRead).mockRejectedValue(new Error(''));
    const { user } = renderInApp(<NotificationsList userId="u1" />);
    await user.click(await screen.findByRole('button', { name: 'Mark all as read' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.markNotificationsReadFailed);
    expect(screen.getByText('Unread')).toBeInTheDocument();
  });

  it('when an unread item’s link is followed, then that one is marked read and the page it names opens', async () => {
    vi.mocked(listApi.getNotifications).mockResolvedValue({ items: [resolved(3)], hasOlder: false });
    const { user, router } = renderInApp(<NotificationsList userId="u1" />, { route: '/notifications' });
    await user.click(await screen.findByRole('link', { name: 'See your complaints' }));
    expect(markApi.markNotificationRead).toHaveBeenCalledWith(3);
    expect(router.state.location.pathname).toBe('/profile');
    await vi.waitFor(() => expect(countApi.getUnreadCount).toHaveBeenCalled());
  });

  it('when there are none, then the empty state says what will appear here', async () => {
    vi.mocked(listApi.getNotifications).mockResolvedValue({ items: [], hasOlder: false });
    renderInApp(<NotificationsList userId="u1" />);
    expect(await screen.findByText(messages.noNotifications)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mark all as read' })).toBeNull();
  });

  it('when loading fails, then an alert offers Try again, which loads again', async () => {
    vi.mocked(listApi.getNotifications)
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce({ items: [resolved(1)], hasOlder: false });
    const { user } = renderInApp(<NotificationsList userId="u1" />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(messages.fetchNotificationsFailed);
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('listitem')).toHaveTextContent('complaint #1 ');
  });
});
