// The bell: its name says the exact unread count, the badge shows up to 9 then 9+, and focus reads the count again.
import { act, render, screen } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import * as api from '../api/get-unread-count';
import { refreshUnreadCount } from '../unread-count';
import { NotificationBell, badgeText } from './notification-bell';

vi.mock('../api/get-unread-count', () => ({ getUnreadCount: vi.fn() }));

let nextUser = 0;

function renderBell(route = '/') {
  // Each test is another user, so the shared count of an earlier test never shows.
  nextUser += 1;
  const userId = `user-${nextUser}`;
  const router = createMemoryRouter(
    [{ path: '*', element: <NotificationBell userId={userId} className="header-bell" /> }],
    { initialEntries: [route] },
  );
  render(<RouterProvider router={router} />);
  return userId;
}

describe('badgeText', () => {
  it('when nothing is unread or the count is unknown, then there is no badge; above 9 it reads 9+', () => {
    expect(badgeText(null)).toBe('');
    expect(badgeText(0)).toBe('');
    expect(badgeText(1)).toBe('1');
    expect(badgeText(9)).toBe('9');
    expect(badgeText(10)).toBe('9+');
  });
});

describe('NotificationBell', () => {
  it('when 3 are unread, then the link is named with the count, goes to /notifications and shows 3', async () => {
    vi.mocked(api.getUnreadCount).mockResolvedValue(3);
    renderBell();
    const link = await screen.findByRole('link', { name: 'Notifications, 3 unread' });
    expect(link).toHaveAttribute('href', '/notifications');
    expect(link).toHaveTextContent('3');
  });

  it('when 12 are unread, then the badge says 9+ and the name the exact figure', async () => {
    vi.mocked(api.getUnreadCount).mockResolvedValue(12);
    renderBell();
    const link = await screen.findByRole('link', { name: 'Notifications, 12 unread' });
    expect(link).toHaveTextContent('9+');
  });

  it('when nothing is unread, then there is no badge', async () => {
    vi.mocked(api.getUnreadCount).mockResolvedValue(0);
    renderBell();
    await vi.waitFor(() => expect(api.getUnreadCount).toHaveBeenCalled());
    const link = await screen.findByRole('link', { name: 'Notifications' });
    expect(link.textContent).toBe('Notifications');
  });

  it('when the window regains focus or something is marked read, then the count is read again', async () => {
    vi.mocked(api.getUnreadCount).mockResolvedValue(2);
    const userId = renderBell();
    await screen.findByRole('link', { name: 'Notifications, 2 unread' });

    vi.mocked(api.getUnreadCount).mockResolvedValue(5);
    act(() => {
      window.dispatchEvent(new Event('focus'));
    });
    expect(await screen.findByRole('link', { name: 'Notifications, 5 unread' })).toBeInTheDocument();

    vi.mocked(api.getUnreadCount).mockResolvedValue(4);
    await act(() => refreshUnreadCount(userId));
    expect(screen.getByRole('link', { name: 'Notifications, 4 unread' })).toBeInTheDocument();
  });

  it('when two reads overlap, then the later one decides the figure', async () => {
    let answerFirst: (count: number) => void = () => undefined;
    vi.mocked(api.getUnreadCount)
      .mockImplementationOnce(() => new Promise((resolve) => (answerFirst = resolve)))
      .mockResolvedValueOnce(1);
    const userId = renderBell();
    await act(() => refreshUnreadCount(userId));
    expect(screen.getByRole('link', { name: 'Notifications, 1 unread' })).toBeInTheDocument();
    await act(() => {
      answerFirst(7);
      return Promise.resolve();
    });
    expect(screen.getByRole('link', { name: 'Notifications, 1 unread' })).toBeInTheDocument();
  });

  it('when on /notifications, then the bell is marked as the current page', async () => {
    vi.mocked(api.getUnreadCount).mockResolvedValue(0);
    renderBell('/notifications');
    expect(await screen.findByRole('link', { name: 'Notifications' })).toHaveAttribute('aria-current', 'page');
  });
});
